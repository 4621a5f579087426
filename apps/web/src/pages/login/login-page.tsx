import { t } from '@plaza/domain/messages/es';
import { UnderConstruction } from '../../ui/under-construction';

export function LoginPage() {
  return <UnderConstruction title={t('pages.login')} />;
}
