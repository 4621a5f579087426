import { t } from '@plaza/domain/messages/es';
import { UnderConstruction } from '../../ui/under-construction';

export function BecomeASellerPage() {
  return <UnderConstruction title={t('pages.becomeSeller')} />;
}
