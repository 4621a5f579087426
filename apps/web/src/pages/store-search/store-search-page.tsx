import { t } from '@plaza/domain/messages/es';
import { UnderConstruction } from '../../ui/under-construction';

export function StoreSearchPage() {
  return <UnderConstruction title={t('pages.storeSearch')} />;
}
