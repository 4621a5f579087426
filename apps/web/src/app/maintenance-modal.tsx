import { t } from '@plaza/domain/messages/es';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { primaryButton } from '../ui/button-styles';

/**
 * Shown once any call has answered 502/503. It cannot be dismissed: the rest of the page is
 * inert behind it (see Providers) and the only way on is to reload.
 */
export function MaintenanceModal() {
  const retry = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    retry.current?.focus();
  }, []);

  // The retry button is the dialog's only control: Tab stays on it.
  function keepFocus(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Tab') return;
    event.preventDefault();
    retry.current?.focus();
  }

  return (
    <div className="fixed inset-0 z-[100] flex items-center justify-center bg-slate-900/60 p-4 backdrop-blur-sm">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="maintenance-title"
        aria-describedby="maintenance-body"
        onKeyDown={keepFocus}
        className="w-full max-w-sm rounded-2xl bg-white p-6 text-center shadow-xl"
      >
        <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-amber-100 text-amber-700" aria-hidden="true">
          <svg className="size-7" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round">
            <path d="M14.7 6.3a4 4 0 0 0-5.4 5.2L3.5 17.3a1.5 1.5 0 0 0 2.1 2.1l5.8-5.8a4 4 0 0 0 5.2-5.4l-2.4 2.4-2-.5-.5-2z" />
          </svg>
        </div>
        <h2 id="maintenance-title" className="mt-4 text-xl font-bold text-slate-900">
          {t('maintenance.title')}
        </h2>
        <p id="maintenance-body" className="mt-2 text-slate-700">
          {t('maintenance.body')}
        </p>
        <button ref={retry} type="button" className={`${primaryButton} mt-6 w-full`} onClick={() => window.location.reload()}>
          {t('maintenance.retry')}
        </button>
      </div>
    </div>
  );
}
