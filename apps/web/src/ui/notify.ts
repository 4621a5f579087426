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

/** A button in the toast, e.g. 'Ver carrito'; sonner closes the toast when it is pressed. */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

/**
 * `durationMs` overrides sonner's default (4 s) for a toast that needs longer to read. A toast
 * stays while the pointer rests on it or the focus is in it (Alt+T moves the focus to the toasts).
 */
export function notify(message: string, kind: ToastKind = 'info', durationMs?: number, action?: ToastAction): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  import('sonner').then(
    ({ toast }) =>
      toast[kind](message, {
        ...(durationMs === undefined ? {} : { duration: durationMs }),
        ...(action ? { action: { label: action.label, onClick: action.onClick } } : {}),
      }),
    (error: unknown) => console.error(message, error),
  );
}
