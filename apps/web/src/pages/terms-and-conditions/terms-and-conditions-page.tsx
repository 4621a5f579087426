import { t } from '@plaza/domain/messages/es';
import { UnderConstruction } from '../../ui/under-construction';

export function TermsAndConditionsPage() {
  return <UnderConstruction title={t('pages.terms')} />;
}
