import { t } from '@plaza/domain/messages/es';
import { UnderConstruction } from '../../ui/under-construction';

export function ReferralPage() {
  return <UnderConstruction title={t('pages.referral')} />;
}
