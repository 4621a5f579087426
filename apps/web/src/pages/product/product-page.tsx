import { t } from '@plaza/domain/messages/es';
import { UnderConstruction } from '../../ui/under-construction';

export function ProductPage() {
  return <UnderConstruction title={t('pages.product')} />;
}
