import type { ReactNode } from 'react';
import { ta } from '@plaza/domain/messages/es-admin';
import { secondaryButton } from '../../ui/button-styles';
import { Spinner } from '../../ui/spinner';

// The panel's list states (panel-ui/query-state.tsx) with the console's texts: the panel's own
// catalogue stays out of the console's first load.

/** A screen still loading, said to screen readers as well. */
export function LoadingState() {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-12 text-slate-700">
      <Spinner className="size-6" />
      <span>{ta('opsScreens.common.loading')}</span>
    </div>
  );
}

/** A screen that could not load, with a button to ask again. */
export function LoadError({ onRetry, message = ta('opsScreens.common.loadError') }: { onRetry: () => void; message?: string | null }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-8 text-center">
      <p className="text-slate-800">{message ?? ta('opsScreens.common.loadError')}</p>
      <button type="button" className={secondaryButton} onClick={onRetry}>
        {ta('opsScreens.common.retry')}
      </button>
    </div>
  );
}

/** A list with nothing to show: a sentence that says so. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <div className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-slate-700">{children}</div>;
}
