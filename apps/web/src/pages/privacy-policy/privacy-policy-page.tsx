import { t } from '@plaza/domain/messages/es';
import { UnderConstruction } from '../../ui/under-construction';

export function PrivacyPolicyPage() {
  return <UnderConstruction title={t('pages.privacy')} />;
}
