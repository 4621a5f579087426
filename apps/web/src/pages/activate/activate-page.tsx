import { t } from '@plaza/domain/messages/es-account';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { activationQuery } from '../../features/auth/activation-query';
import { AuthCard } from '../../features/auth/auth-card';
import { failureMessage } from '../../features/auth/form-errors';
import { Outcome } from '../../features/auth/outcome';
import { ResendActivationForm } from '../../features/auth/resend-activation-form';
import { useRedirectAfter } from '../../features/auth/use-redirect-after';
import { primaryButton } from '../../ui/button-styles';
import { Spinner } from '../../ui/spinner';
import { useDocumentTitle } from '../../ui/use-document-title';

export function ActivatePage() {
  useDocumentTitle(t('pages.activate'));
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim();

  return (
    <AuthCard title={t('pages.activate')}>
      {token ? (
        <Activation token={token} />
      ) : (
        <div className="flex flex-col gap-6">
          <Outcome tone="error" title={t('auth.activationMissing')} />
          <ResendActivationForm />
        </div>
      )}
    </AuthCard>
  );
}

/** Spinner, then the account activated (and off to /login) or the error with a resend form. */
function Activation({ token }: { token: string }) {
  const activation = useQuery(activationQuery(token));
  useRedirectAfter(activation.isSuccess, '/login');

  return (
    <div className="flex flex-col gap-6">
      <div aria-live="polite">
        {activation.isPending ? (
          <div role="status" className="flex flex-col items-center gap-3 py-6 text-slate-700">
            <Spinner className="size-10" />
            <p>{t('auth.activating')}</p>
          </div>
        ) : activation.isSuccess ? (
          <Outcome tone="success" title={t('auth.activationDone')}>
            <p>{t('auth.redirectingToLogin')}</p>
            <Link to="/login" replace className={`${primaryButton} w-full`}>
              {t('auth.goToLogin')}
            </Link>
          </Outcome>
        ) : (
          <Outcome tone="error" title={failureMessage(activation.error, t('auth.activationInvalid')) ?? t('auth.activationInvalid')} />
        )}
      </div>
      {activation.isError && <ResendActivationForm />}
    </div>
  );
}
