import { t } from '@plaza/domain/messages/es-sellers';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '../../features/auth/auth-card';
import { failureMessage } from '../../features/auth/form-errors';
import { Outcome } from '../../features/auth/outcome';
import { applicationConfirmationQuery } from '../../features/sellers/application-confirmation-query';
import { secondaryButton } from '../../ui/button-styles';
import { Spinner } from '../../ui/spinner';
import { useDocumentTitle } from '../../ui/use-document-title';

/** /become-a-seller/confirm?token=…: where the link mailed to an account's owner about a store application leads. */
export function ConfirmApplicationPage() {
  useDocumentTitle(t('pages.confirmApplication'));
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim();

  return (
    <AuthCard title={t('pages.confirmApplication')}>
      {token ? <Confirmation token={token} /> : <Outcome tone="error" title={t('becomeSeller.confirmationMissing')} />}
    </AuthCard>
  );
}

function Confirmation({ token }: { token: string }) {
  const confirmation = useQuery(applicationConfirmationQuery(token));

  return (
    <div aria-live="polite">
      {confirmation.isPending ? (
        <div role="status" className="flex flex-col items-center gap-3 py-6 text-slate-700">
          <Spinner className="size-10" />
          <p>{t('becomeSeller.confirming')}</p>
        </div>
      ) : confirmation.isSuccess ? (
        <Outcome tone="success" title={t('sellers.confirmed')}>
          <Link to="/" className={`${secondaryButton} w-full`}>
            {t('common.backHome')}
          </Link>
        </Outcome>
      ) : (
        <Outcome
          tone="error"
          title={failureMessage(confirmation.error, t('sellers.confirmationInvalid')) ?? t('sellers.confirmationInvalid')}
        />
      )}
    </div>
  );
}
