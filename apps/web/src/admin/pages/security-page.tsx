import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { t } from '@plaza/domain/messages/es-account';
import { ta } from '@plaza/domain/messages/es-admin';
import { securitySettingsSchema, type SecuritySettings } from '@plaza/domain/schemas/second-factor';
import { apiFetch } from '../../api/api-fetch';
import { SecondFactorSettings } from '../../features/auth/second-factor-settings';
import { secondFactorKeys } from '../../features/auth/second-factor-api';
import { PageHeader } from '../../panel-ui/page-header';
import { panelCard } from '../../panel-ui/panel-buttons';
import { failureMessage } from '../../panel-ui/server-errors';
import { SwitchField } from '../../panel-ui/switch-field';
import { notify } from '../../ui/notify';
import { useDocumentTitle } from '../../ui/use-document-title';

const settingsKey = ['admin', 'settings', 'security'] as const;

/** The operators' setting: whether the console requires the second factor of every operator. */
function RequirementSetting() {
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => apiFetch('/api/admin/settings/security', { signal, schema: securitySettingsSchema }),
  });
  const [failure, setFailure] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (body: SecuritySettings) => apiFetch('/api/admin/settings/security', { method: 'PUT', body, schema: securitySettingsSchema }),
    onSuccess: (saved) => {
      setFailure(null);
      queryClient.setQueryData(settingsKey, saved);
      void queryClient.invalidateQueries({ queryKey: secondFactorKeys.all });
      notify(ta('security.saved'), 'success');
    },
    onError: (error) => setFailure(failureMessage(error, ta('security.saveError'))),
  });
  if (settings.isPending) return <p className="text-sm text-slate-700">{ta('shell.loading')}</p>;
  if (settings.isError) return <p role="alert" className="text-sm text-rose-800">{ta('shell.loadError')}</p>;
  return (
    <div className="flex flex-col gap-2">
      <SwitchField
        label={ta('security.secondFactorRequired')}
        hint={ta('security.secondFactorRequiredHint')}
        checked={settings.data.second_factor_required}
        disabled={save.isPending}
        onChange={(event) => save.mutate({ second_factor_required: event.target.checked })}
      />
      <div aria-live="polite">{failure ? <p className="text-sm font-medium text-rose-800">{failure}</p> : null}</div>
    </div>
  );
}

/** /admin/security: the requirement for operators, and the operator's own second factor. */
export function SecurityPage() {
  useDocumentTitle(ta('security.title'));
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={ta('security.title')} />
      <section className={panelCard} aria-labelledby="security-requirement">
        <h2 id="security-requirement" className="sr-only">
          {ta('security.secondFactorRequired')}
        </h2>
        <RequirementSetting />
      </section>
      <section className={`${panelCard} flex flex-col gap-3`} aria-labelledby="security-own">
        <h2 id="security-own" className="text-base font-bold text-slate-900">
          {t('totp.title')} · {ta('security.yourAccount')}
        </h2>
        <SecondFactorSettings />
      </section>
    </div>
  );
}

/** Before the console: an operator the site requires the second factor of, who has not turned it on. */
export function EnrolPage({ onEnabled }: { onEnabled: () => void }) {
  useDocumentTitle(t('totp.title'));
  return (
    <main id="main" className="mx-auto flex min-h-dvh w-full max-w-lg flex-col gap-4 bg-slate-50 px-4 py-8">
      <h1 className="text-xl font-bold text-slate-900">{t('totp.title')}</h1>
      <div className={`${panelCard} flex flex-col gap-3`}>
        <SecondFactorSettings onEnabled={onEnabled} />
      </div>
    </main>
  );
}
