/** The message of a form as a whole (a refused save that names no field), read out when it appears. */
export function FormMessage({ message }: { message: string | null | undefined }) {
  return (
    <div role="alert" className="empty:hidden">
      {message ? <p className="rounded-lg border border-rose-300 bg-rose-50 px-3 py-2 text-sm font-medium text-rose-800">{message}</p> : null}
    </div>
  );
}

/** 'Cambios guardados' and the like, announced politely where the save button is. */
export function SaveStatus({ message }: { message: string | null | undefined }) {
  return (
    <p aria-live="polite" role="status" className="min-h-5 text-sm font-medium text-emerald-800">
      {message ?? ''}
    </p>
  );
}
