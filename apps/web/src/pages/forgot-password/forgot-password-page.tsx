import { t } from '@plaza/domain/messages/es';
import { UnderConstruction } from '../../ui/under-construction';

export function ForgotPasswordPage() {
  return <UnderConstruction title={t('pages.forgotPassword')} />;
}
