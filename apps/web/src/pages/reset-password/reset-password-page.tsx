import { t } from '@plaza/domain/messages/es';
import { UnderConstruction } from '../../ui/under-construction';

export function ResetPasswordPage() {
  return <UnderConstruction title={t('pages.resetPassword')} />;
}
