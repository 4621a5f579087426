import { t } from '@plaza/domain/messages/es';
import { UnderConstruction } from '../../ui/under-construction';

export function CheckoutPage() {
  return <UnderConstruction title={t('pages.checkout')} />;
}
