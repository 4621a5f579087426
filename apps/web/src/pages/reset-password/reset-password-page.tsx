import { t } from '@plaza/domain/messages/es-account';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '../../features/auth/auth-card';
import { Outcome } from '../../features/auth/outcome';
import { ResetPasswordForm } from '../../features/auth/reset-password-form';
import { useRedirectAfter } from '../../features/auth/use-redirect-after';
import { secondaryButton } from '../../ui/button-styles';
import { useDocumentTitle } from '../../ui/use-document-title';

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  // The link mailed to a new seller: the same form, for their first password.
  const welcome = searchParams.get('welcome') === '1';
  const title = welcome ? t('auth.welcomeTitle') : t('pages.resetPassword');
  useDocumentTitle(title);
  const token = searchParams.get('token')?.trim();
  // Without a token there is nothing to reset: say so, then go to /login (spec section 2).
  useRedirectAfter(!token, '/login');

  return (
    <AuthCard title={title}>
      {token ? (
        <ResetPasswordForm token={token} welcome={welcome} />
      ) : (
        <div role="alert">
          <Outcome tone="error" title={t('auth.resetTokenMissing')}>
            <p>{t('auth.redirectingToLogin')}</p>
            <Link to="/login" replace className={`${secondaryButton} w-full`}>
              {t('auth.goToLogin')}
            </Link>
          </Outcome>
        </div>
      )}
    </AuthCard>
  );
}
