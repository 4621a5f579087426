import { t } from '@plaza/domain/messages/es';
import { UnderConstruction } from '../../ui/under-construction';

export function SectionPage() {
  return <UnderConstruction title={t('pages.section')} />;
}
