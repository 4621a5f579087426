import { t } from '@plaza/domain/messages/es-account';
import { Link } from 'react-router';
import { AuthCard, textLink } from '../../features/auth/auth-card';
import { LoginForm } from '../../features/auth/login-form';
import { useDocumentTitle } from '../../ui/use-document-title';

export function LoginPage() {
  useDocumentTitle(t('pages.login'));
  return (
    <AuthCard
      title={t('pages.login')}
      intro={t('auth.loginIntro')}
      footer={
        <p>
          {t('auth.noAccount')}{' '}
          <Link to="/signup" className={textLink}>
            {t('auth.signupLink')}
          </Link>
        </p>
      }
    >
      <LoginForm />
    </AuthCard>
  );
}
