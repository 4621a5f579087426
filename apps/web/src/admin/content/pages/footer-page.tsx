import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { tc } from '@plaza/domain/messages/es-admin-content';
import { FOOTER_ABOUT_MAX, FOOTER_SOCIAL_MAX, footerUpdateSchema, type FooterUpdate } from '@plaza/domain/schemas/admin-content';
import type { Footer } from '@plaza/domain/schemas/footer';
import type { z } from '@plaza/domain/zod-es';
import { primaryButton } from '../../../ui/button-styles';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { applyServerErrors } from '../../../panel-ui/apply-server-errors';
import { Field, inputClass } from '../../../panel-ui/field';
import { useLeaveGuard } from '../../../panel-ui/leave-guard';
import { FormMessage, SaveStatus } from '../../../panel-ui/form-message';
import { PageHeader } from '../../../panel-ui/page-header';
import { panelCard } from '../../../panel-ui/panel-buttons';
import { LoadError, LoadingState } from '../../../panel-ui/query-state';
import { serverErrors } from '../../../panel-ui/server-errors';
import { adminFooterQuery, useSaveFooter } from '../api/footer';

const footerFields = ['footer_about', 'support_email', 'facebook', 'instagram', 'whatsapp'] as const;
const resolver = zodResolver(footerUpdateSchema);

function FooterForm({ footer }: { footer: Footer }) {
  const save = useSaveFooter();
  const form = useForm<FooterUpdate, unknown, z.output<typeof footerUpdateSchema>>({ resolver, defaultValues: footer });
  const { register, handleSubmit, formState, control, setError, setFocus, reset } = form;
  const about = useWatch({ control, name: 'footer_about' });
  const [status, setStatus] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const errors = formState.errors;
  const leave = useLeaveGuard(formState.isDirty);

  const submit = handleSubmit(async (values) => {
    setMessage(null);
    setStatus(null);
    if (footerFields.every((field) => values[field] === footer[field])) {
      setStatus(tc('contentEditors.common.noChanges'));
      return;
    }
    try {
      reset(await save.mutateAsync(values));
      setStatus(tc('contentEditors.common.saved'));
    } catch (error) {
      const found = serverErrors(error, { fields: footerFields, fallback: tc('contentEditors.common.saveError') });
      applyServerErrors(found, setError, setFocus);
      setMessage(found.message);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div className={`${panelCard} flex flex-col gap-4`}>
        <Field label={tc('contentEditors.footer.about')} error={errors.footer_about?.message} count={(about ?? '').length} max={FOOTER_ABOUT_MAX}>
          {(control) => <textarea {...control} {...register('footer_about')} rows={4} className={inputClass} maxLength={FOOTER_ABOUT_MAX} />}
        </Field>
        <Field label={tc('contentEditors.footer.supportEmail')} error={errors.support_email?.message}>
          {(control) => (
            <input {...control} {...register('support_email')} type="email" inputMode="email" autoComplete="off" autoCapitalize="none" className={inputClass} />
          )}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={tc('contentEditors.footer.facebook')} hint={tc('contentEditors.footer.socialHint')} error={errors.facebook?.message}>
            {(control) => <input {...control} {...register('facebook')} autoCapitalize="none" autoComplete="off" maxLength={FOOTER_SOCIAL_MAX} className={inputClass} />}
          </Field>
          <Field label={tc('contentEditors.footer.instagram')} hint={tc('contentEditors.footer.socialHint')} error={errors.instagram?.message}>
            {(control) => <input {...control} {...register('instagram')} autoCapitalize="none" autoComplete="off" maxLength={FOOTER_SOCIAL_MAX} className={inputClass} />}
          </Field>
          <Field label={tc('contentEditors.footer.whatsapp')} hint={tc('contentEditors.footer.whatsappHint')} error={errors.whatsapp?.message}>
            {(control) => <input {...control} {...register('whatsapp')} type="tel" inputMode="tel" autoComplete="off" className={inputClass} />}
          </Field>
        </div>
      </div>
      <FormMessage message={message} />
      <div className="sticky bottom-0 -mx-4 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-white/95 px-4 py-3">
        <button type="submit" className={primaryButton} disabled={formState.isSubmitting}>
          {formState.isSubmitting ? tc('contentEditors.common.saving') : tc('contentEditors.common.save')}
        </button>
        <SaveStatus message={status} />
      </div>
      {leave.dialog}
    </form>
  );
}

/** The footer every page shows (/admin/content/footer): the 'Acerca de' text and the contacts. */
export function FooterPage() {
  useDocumentTitle(tc('contentEditors.footer.title'));
  const footer = useQuery(adminFooterQuery());
  return (
    <>
      <PageHeader title={tc('contentEditors.footer.title')} intro={tc('contentEditors.footer.intro')} />
      {footer.isError ? (
        <LoadError message={tc('contentEditors.common.loadError')} onRetry={() => void footer.refetch()} />
      ) : footer.data ? (
        <FooterForm footer={footer.data} />
      ) : (
        <LoadingState label={tc('contentEditors.common.loading')} />
      )}
    </>
  );
}
