import { tp } from '@plaza/domain/messages/es-panel';
import type { ReactNode } from 'react';
import { secondaryButton } from '../ui/button-styles';
import { Spinner } from '../ui/spinner';

/** A section still loading, said to screen readers as well. */
export function LoadingState({ label = tp('storeScreens.common.loading') }: { label?: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-12 text-slate-700">
      <Spinner className="size-6" />
      <span>{label}</span>
    </div>
  );
}

/** A section that could not load, with a button to ask again. */
export function LoadError({ onRetry, message = tp('storeScreens.common.loadError') }: { onRetry: () => void; message?: string }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-8 text-center">
      <p className="text-slate-800">{message}</p>
      <button type="button" className={secondaryButton} onClick={onRetry}>
        {tp('storeScreens.common.retry')}
      </button>
    </div>
  );
}

/** What a list shows before it has anything: a sentence that says what to do. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <div className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-slate-700">{children}</div>;
}
