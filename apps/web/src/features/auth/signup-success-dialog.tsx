import { t } from '@plaza/domain/messages/es-account';
import { useEffect, useRef, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { iconButton, primaryButton } from '../../ui/button-styles';
import { CloseIcon } from '../../ui/icons';
import { trapTabKey } from '../../ui/trap-tab-key';

interface SignupSuccessDialogProps {
  /** The address the verification e-mail went to; the dialog is open while it is set. */
  email: string | null;
  onClose: () => void;
}

/**
 * The modal after a sign-up (spec section 2). A native modal <dialog>: the page behind is inert,
 * Escape closes it and the focus returns to where it was.
 */
export function SignupSuccessDialog({ email, onClose }: SignupSuccessDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const loginLink = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (email && !element.open) {
      element.showModal();
      loginLink.current?.focus();
    } else if (!email && element.open) {
      element.close();
    }
  }, [email]);

  function closeOnBackdrop(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget) event.currentTarget.close();
  }

  return (
    <dialog
      ref={dialog}
      onKeyDown={trapTabKey}
      aria-labelledby="signup-success-title"
      aria-describedby="signup-success-body"
      onClose={onClose}
      onClick={closeOnBackdrop}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/60"
    >
      <div className="relative flex flex-col items-center p-6 text-center sm:p-8">
        <button
          type="button"
          className={`${iconButton} absolute top-2 right-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900`}
          onClick={() => dialog.current?.close()}
        >
          <CloseIcon />
          <span className="sr-only">{t('common.close')}</span>
        </button>
        <span className="flex size-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-700" aria-hidden="true">
          <svg className="size-7" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
            <rect x="3" y="5" width="18" height="14" rx="2" />
            <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
          </svg>
        </span>
        <h2 id="signup-success-title" className="mt-4 text-xl font-bold">
          {t('auth.signupSuccessTitle')}
        </h2>
        <div id="signup-success-body" className="mt-2 flex flex-col gap-2 text-slate-700">
          <p className="break-words">{t('auth.signupSuccessBody', { email: email ?? '' })}</p>
          <p>{t('auth.signupSuccessSpam')}</p>
        </div>
        <Link ref={loginLink} to="/login" className={`${primaryButton} mt-6 w-full`}>
          {t('auth.goToLogin')}
        </Link>
      </div>
    </dialog>
  );
}
