import { t } from '@plaza/domain/messages/es';
import { UnderConstruction } from '../../ui/under-construction';

export function StoreTagPage() {
  return <UnderConstruction title={t('pages.storeTag')} />;
}
