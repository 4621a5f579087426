import { t } from '@plaza/domain/messages/es';
import { UnderConstruction } from '../../ui/under-construction';

export function StoresPage() {
  return <UnderConstruction title={t('pages.stores')} />;
}
