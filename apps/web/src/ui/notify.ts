type ToastKind = 'success' | 'error' | 'info';

// sonner (about 9 KB compressed) loads with the first toast, not with the page: most visits
// never show one. The Toaster mounts once asked for, and sonner shows the toasts raised
// before it mounted.
let wanted = false;
const listeners = new Set<() => void>();

export function subscribeToasterWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const isToasterWanted = () => wanted;

/** `durationMs` overrides sonner's default (4 s) for a toast that needs longer to read. */
export function notify(message: string, kind: ToastKind = 'info', durationMs?: number): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  import('sonner').then(
    ({ toast }) => toast[kind](message, durationMs === undefined ? undefined : { duration: durationMs }),
    (error: unknown) => console.error(message, error),
  );
}
