import { t } from '@plaza/domain/messages/es-account';
import { SecondFactorSettings } from '../../features/auth/second-factor-settings';
import { PageHeader } from '../../panel-ui/page-header';
import { panelCard } from '../../panel-ui/panel-buttons';
import { useDocumentTitle } from '../../ui/use-document-title';

/** /seller/security: the seller's own second factor, optional (issue 42). */
export function SecurityPage() {
  useDocumentTitle(t('totp.title'));
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t('totp.title')} />
      <section className={`${panelCard} flex flex-col gap-3`} aria-label={t('totp.title')}>
        <SecondFactorSettings />
      </section>
    </div>
  );
}
