import { t } from '@plaza/domain/messages/es-sellers';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { secondaryButton } from '../../ui/button-styles';
import type { SubmittedApplication } from './seller-application-form';

/** The page after a successful application: under review, with the answer to come by e-mail (spec section 4). */
export function ApplicationReceived({ application }: { application: SubmittedApplication }) {
  const heading = useRef<HTMLHeadingElement>(null);

  // The form the user was at is gone: start reading (and looking) from the new heading.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus();
  }, []);

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center rounded-3xl bg-white px-6 py-10 text-center shadow-sm ring-1 ring-slate-200 sm:px-10 sm:py-14">
      <span className="flex size-16 items-center justify-center rounded-full bg-brand-100 text-brand-800" aria-hidden="true">
        <svg className="size-9" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" focusable="false">
          <path d="M4 6.5A1.5 1.5 0 0 1 5.5 5h13A1.5 1.5 0 0 1 20 6.5v11a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 17.5z" />
          <path d="m4.5 6 7.5 6 7.5-6" />
        </svg>
      </span>
      <h1 ref={heading} tabIndex={-1} className="mt-6 text-2xl font-extrabold tracking-tight text-slate-900 focus:outline-none sm:text-3xl">
        {t('becomeSeller.receivedTitle')}
      </h1>
      <p className="mt-4 text-slate-700 wrap-anywhere">{t('becomeSeller.receivedBody', { store: application.storeName, email: application.email })}</p>
      <p className="mt-2 text-sm text-slate-600">{t('becomeSeller.receivedSpam')}</p>
      <Link to="/" className={`${secondaryButton} mt-8`}>
        {t('common.backHome')}
      </Link>
    </div>
  );
}
