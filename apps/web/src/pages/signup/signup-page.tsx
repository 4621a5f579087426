import { t } from '@plaza/domain/messages/es-account';
import { Link } from 'react-router';
import { AuthCard, textLink } from '../../features/auth/auth-card';
import { SignupForm } from '../../features/auth/signup-form';
import { useDocumentTitle } from '../../ui/use-document-title';

export function SignupPage() {
  useDocumentTitle(t('pages.signup'));
  return (
    <AuthCard
      wide
      title={t('pages.signup')}
      intro={t('auth.signupIntro')}
      footer={
        <>
          <p>
            {t('auth.haveAccount')}{' '}
            <Link to="/login" className={textLink}>
              {t('auth.loginLink')}
            </Link>
          </p>
          <Link to="/" className={textLink}>
            {t('common.backHome')}
          </Link>
        </>
      }
    >
      <SignupForm />
    </AuthCard>
  );
}
