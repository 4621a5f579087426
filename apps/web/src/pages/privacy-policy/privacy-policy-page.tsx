import { t } from '@plaza/domain/messages/es-store-pages';
import { LegalPage } from '../../features/legal/legal-page';

export function PrivacyPolicyPage() {
  return <LegalPage document="privacy.md" title={t('legal.privacyTitle')} errorMessage={t('legal.privacyError')} />;
}
