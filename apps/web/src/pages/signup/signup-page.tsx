import { t } from '@plaza/domain/messages/es';
import { UnderConstruction } from '../../ui/under-construction';

export function SignupPage() {
  return <UnderConstruction title={t('pages.signup')} />;
}
