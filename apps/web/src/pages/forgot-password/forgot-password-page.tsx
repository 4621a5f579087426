import { t } from '@plaza/domain/messages/es-account';
import { AuthCard } from '../../features/auth/auth-card';
import { ForgotPasswordForm } from '../../features/auth/forgot-password-form';
import { useDocumentTitle } from '../../ui/use-document-title';

export function ForgotPasswordPage() {
  useDocumentTitle(t('pages.forgotPassword'));
  return (
    <AuthCard title={t('pages.forgotPassword')}>
      <ForgotPasswordForm />
    </AuthCard>
  );
}
