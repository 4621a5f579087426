import { t } from '@plaza/domain/messages/es';
import { UnderConstruction } from '../../ui/under-construction';

export function HomePage() {
  return <UnderConstruction title={t('pages.home')} />;
}
