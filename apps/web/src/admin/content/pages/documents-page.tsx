import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useDeferredValue, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { tc } from '@plaza/domain/messages/es-admin-content';
import {
  DOCUMENT_MARKDOWN_MAX,
  DOCUMENT_NAMES,
  documentUpdateSchema,
  type AdminDocument,
  type DocumentName,
  type DocumentUpdate,
} from '@plaza/domain/schemas/admin-content';
import type { z } from '@plaza/domain/zod-es';
import { primaryButton } from '../../../ui/button-styles';
import { spanishDates } from '../../../ui/date-format';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { applyServerErrors } from '../../../panel-ui/apply-server-errors';
import { Field, inputClass } from '../../../panel-ui/field';
import { useLeaveGuard } from '../../../panel-ui/leave-guard';
import { FormMessage, SaveStatus } from '../../../panel-ui/form-message';
import { PageHeader } from '../../../panel-ui/page-header';
import { panelCard } from '../../../panel-ui/panel-buttons';
import { LoadError, LoadingState } from '../../../panel-ui/query-state';
import { serverErrors } from '../../../panel-ui/server-errors';
import { adminDocumentQuery, documentPages, useSaveDocument } from '../api/documents';

// The storefront's own rendering of these documents (react-markdown, its elements and link rule),
// so the preview is what a visitor will read; loaded with the first preview, not with the screen.
const LegalDocument = lazy(() => import('../../../features/legal/legal-document').then((module) => ({ default: module.LegalDocument })));

const resolver = zodResolver(documentUpdateSchema);
const formatDate = spanishDates({ dateStyle: 'long', timeStyle: 'short' });
const titles: Record<DocumentName, 'contentEditors.documents.privacy' | 'contentEditors.documents.terms'> = {
  privacy: 'contentEditors.documents.privacy',
  terms: 'contentEditors.documents.terms',
};

/** The markdown as the storefront will show it, drawn as the operator types (deferred while typing fast). */
function Preview({ markdown }: { markdown: string }) {
  const deferred = useDeferredValue(markdown);
  const headingId = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <h2 id={headingId} className="text-sm font-medium text-slate-800">
        {tc('contentEditors.documents.preview')}
      </h2>
      <p className="text-xs text-slate-600">{tc('contentEditors.documents.previewHint')}</p>
      {/* A scrolling box a keyboard can scroll too: it takes the focus, and is named by its heading. */}
      <div
        role="region"
        aria-labelledby={headingId}
        tabIndex={0}
        className="max-h-[70vh] min-h-48 overflow-y-auto rounded-lg border border-slate-300 bg-slate-50 p-3 focus-visible:outline-3 focus-visible:outline-brand-600 sm:p-4"
      >
        {deferred.trim() === '' ? (
          <p className="text-sm text-slate-700">{tc('contentEditors.documents.previewEmpty')}</p>
        ) : (
          <Suspense fallback={<p className="text-sm text-slate-700">{tc('contentEditors.documents.previewLoading')}</p>}>
            <LegalDocument markdown={deferred} />
          </Suspense>
        )}
      </div>
    </div>
  );
}

function DocumentForm({ name, document }: { name: DocumentName; document: AdminDocument }) {
  const save = useSaveDocument(name);
  const form = useForm<DocumentUpdate, unknown, z.output<typeof documentUpdateSchema>>({ resolver, defaultValues: { markdown: document.markdown } });
  const { register, handleSubmit, formState, control, setError, setFocus, reset } = form;
  const markdown = useWatch({ control, name: 'markdown' });
  const leave = useLeaveGuard(formState.isDirty);
  const [status, setStatus] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const submit = handleSubmit(async (values) => {
    setMessage(null);
    setStatus(null);
    if (values.markdown === document.markdown) {
      setStatus(tc('contentEditors.common.noChanges'));
      return;
    }
    try {
      const saved = await save.mutateAsync(values.markdown);
      reset({ markdown: saved.markdown });
      setStatus(tc('contentEditors.common.saved'));
    } catch (error) {
      const found = serverErrors(error, { fields: ['markdown'] as const, fallback: tc('contentEditors.common.saveError') });
      applyServerErrors(found, setError, setFocus);
      setMessage(found.message);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div className={`${panelCard} grid gap-4 lg:grid-cols-2`}>
        <Field
          label={tc('contentEditors.documents.markdown')}
          hint={tc('contentEditors.documents.intro')}
          error={formState.errors.markdown?.message}
          count={markdown.length}
          max={DOCUMENT_MARKDOWN_MAX}
        >
          {(control) => (
            <textarea
              {...control}
              {...register('markdown')}
              rows={18}
              spellCheck
              className={`${inputClass} min-h-72 font-mono text-sm leading-relaxed lg:min-h-[60vh]`}
            />
          )}
        </Field>
        <Preview markdown={markdown} />
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

/**
 * The two legal documents (/admin/content/documents/privacy|terms): the markdown in a textarea
 * beside (on a phone, above) a live preview drawn by the storefront's own renderer, then saved.
 */
export function DocumentsPage() {
  const params = useParams();
  const name: DocumentName = DOCUMENT_NAMES.find((known) => known === params.name) ?? 'privacy';
  const title = tc(titles[name]);
  useDocumentTitle(title);
  const document = useQuery(adminDocumentQuery(name));
  const updated = document.data?.updated_at;

  return (
    <>
      <PageHeader title={tc('contentEditors.documents.title')} />
      <nav aria-label={tc('contentEditors.documents.choose')} className="mb-4">
        <ul className="flex flex-wrap gap-2">
          {DOCUMENT_NAMES.map((known) => (
            <li key={known}>
              <Link
                to={`/admin/content/documents/${known}`}
                aria-current={known === name ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ring-1 ${
                  known === name ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-50'
                }`}
              >
                {tc(titles[known])}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 className="text-lg font-bold text-slate-900">{title}</h2>
        <p className="text-sm text-slate-700">
          {document.data ? (updated ? tc('contentEditors.documents.updated', { date: formatDate(new Date(updated)) }) : tc('contentEditors.documents.neverSaved')) : null}{' '}
          <Link reloadDocument to={documentPages[name].path} className="font-medium text-brand-800 underline underline-offset-2">
            {tc('contentEditors.documents.viewPage')}
          </Link>
        </p>
      </div>
      {document.isError ? (
        <LoadError message={tc('contentEditors.common.loadError')} onRetry={() => void document.refetch()} />
      ) : document.data ? (
        // A new form for each document: what was typed in one never leaks into the other.
        <DocumentForm key={name} name={name} document={document.data} />
      ) : (
        <LoadingState label={tc('contentEditors.common.loading')} />
      )}
    </>
  );
}
