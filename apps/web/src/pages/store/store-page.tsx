import { t } from '@plaza/domain/messages/es';
import { UnderConstruction } from '../../ui/under-construction';

export function StorePage() {
  return <UnderConstruction title={t('pages.store')} />;
}
