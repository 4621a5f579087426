import { t } from '@plaza/domain/messages/es';
import { UnderConstruction } from '../../ui/under-construction';

export function SearchPage() {
  return <UnderConstruction title={t('pages.search')} />;
}
