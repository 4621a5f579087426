import { t } from '@plaza/domain/messages/es';
import { UnderConstruction } from '../../ui/under-construction';

export function ProfilePage() {
  return <UnderConstruction title={t('pages.profile')} />;
}
