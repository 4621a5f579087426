import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { t } from '@plaza/domain/messages/es-trust';
import { apiFetch } from '../../api/api-fetch';
import { applyErrorPolicy, errorMessage } from '../../api/error-policy';
import { primaryButton, secondaryButton } from '../../ui/button-styles';

/**
 * "Denunciar" under a review (issue 42 point 4): a signed-in account that did not write it opens a
 * reason field and sends it, two taps. The report goes to the operator's queue and hides nothing;
 * sending it twice counts once (the server keeps one per account). `path` is the call that
 * reports it: the storefront's, or the seller panel's for the store's owner.
 */
export function ReportReview({ path, authorName }: { path: string; authorName: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const ids = { field: useId(), message: useId() };
  const send = useMutation({
    mutationFn: (payload: { reason: string }) => apiFetch(path, { method: 'POST', body: payload }),
    onSuccess: () => {
      setSent(true);
      setOpen(false);
    },
    onError: (error) => {
      if (!applyErrorPolicy(error)) setMessage(errorMessage(error, t('trust.report.failed')));
    },
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (send.isPending) return;
    const { reviewReportSchema } = await import('@plaza/domain/schemas/review');
    const parsed = reviewReportSchema.safeParse({ reason });
    if (!parsed.success) {
      setMessage(parsed.error.issues[0]?.message ?? t('trust.report.failed'));
      field.current?.focus();
      return;
    }
    setMessage(null);
    send.mutate(parsed.data);
  }

  if (sent)
    return (
      <p role="status" className="mt-2 text-sm font-medium text-slate-700">
        {t('trust.report.sent')}
      </p>
    );
  if (!open)
    return (
      <button
        type="button"
        onClick={() => {
          setOpen(true);
          requestAnimationFrame(() => field.current?.focus());
        }}
        aria-label={t('trust.report.actionNamed', { name: authorName })}
        className="mt-2 inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-medium text-slate-700 underline underline-offset-2 hover:text-slate-900"
      >
        {t('trust.report.action')}
      </button>
    );
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-3 flex flex-col gap-2" aria-label={t('trust.report.title')}>
      <p className="text-sm text-slate-700">{t('trust.report.body')}</p>
      <label htmlFor={ids.field} className="text-sm font-semibold text-slate-900">
        {t('trust.report.reasonLabel')}
      </label>
      <textarea
        id={ids.field}
        ref={field}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        rows={3}
        // REPORT_REASON_MAX: the schema (and zod) load only when a report is sent.
        maxLength={500}
        required
        aria-describedby={ids.message}
        className="w-full rounded-xl border border-slate-300 px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-600"
      />
      <div id={ids.message} aria-live="polite">
        {message && <p className="rounded-lg bg-rose-50 px-3 py-2 text-sm font-medium text-rose-800 ring-1 ring-rose-200">{message}</p>}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className={secondaryButton} onClick={() => setOpen(false)}>
          {t('trust.report.cancel')}
        </button>
        <button type="submit" className={primaryButton} disabled={send.isPending} aria-busy={send.isPending || undefined}>
          {send.isPending ? t('trust.report.sending') : t('trust.report.submit')}
        </button>
      </div>
    </form>
  );
}
