import type { ReactNode } from 'react';

/**
 * What the last action did ('Solicitud aprobada…', with a link to the new store), said to screen
 * readers as it appears. The region stays in the page so that a new message is announced.
 */
export function ActionNotice({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="empty:hidden">
      {children ? <div className="mb-4 rounded-lg border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-900">{children}</div> : null}
    </div>
  );
}
