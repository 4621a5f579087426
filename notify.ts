type ToastKind = 'success' | 'error' | 'info';

/** sonner loads after the first paint (see app/toaster.tsx); a toast waits for it. */
export function notify(message: string, kind: ToastKind = 'info'): void {
  import('sonner').then(
    ({ toast }) => toast[kind](message),
    (error: unknown) => console.error(message, error),
  );
}
