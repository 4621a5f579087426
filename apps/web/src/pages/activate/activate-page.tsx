import { t } from '@plaza/domain/messages/es';
import { UnderConstruction } from '../../ui/under-construction';

export function ActivatePage() {
  return <UnderConstruction title={t('pages.activate')} />;
}
