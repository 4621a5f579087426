import { t } from '@plaza/domain/messages/es-store-pages';
import { LegalPage } from '../../features/legal/legal-page';

export function TermsAndConditionsPage() {
  return <LegalPage document="terms_and_conditions.md" title={t('legal.termsTitle')} errorMessage={t('legal.termsError')} />;
}
