import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { calendarLongDate } from '@plaza/domain/dates';
import { ta } from '@plaza/domain/messages/es-admin';
import { amountInputValue, formatPrice, readAmount } from '@plaza/domain/money';
import { PAYMENT_METHODS, PAYMENT_REFERENCE_MAX, type StoreBilling, type StorePaymentMethod } from '@plaza/domain/schemas/billing';
import { z } from '@plaza/domain/zod-es';
import { primaryButton } from '../../ui/button-styles';
import { Field, inputClass } from '../../panel-ui/field';
import { FormMessage } from '../../panel-ui/form-message';
import { PageHeader } from '../../panel-ui/page-header';
import { panelCard } from '../../panel-ui/panel-buttons';
import { failureMessage } from '../../panel-ui/server-errors';
import { storeBillingQuery, useRecordPayment } from '../api/billing';
import { ActionNotice } from '../ui/notice';
import { LoadError, LoadingState } from '../ui/query-state';
import { badge, rowLink, selectClass } from '../ui/styles';

const stateBadge: Record<StoreBilling['state'], string> = {
  paid: badge.good,
  due_soon: badge.warning,
  grace: badge.warning,
  overdue: badge.bad,
  cancelled: badge.bad,
  free: badge.neutral,
};

const paymentFormSchema = z.object({
  amount: z.string().refine((text) => readAmount(text).ok, { error: ta('billing.amountFormat') }),
  method: z.enum(PAYMENT_METHODS, { error: ta('billing.invalidMethod') }),
  reference: z
    .string()
    .trim()
    .min(1, { error: ta('billing.referenceRequired') })
    .max(PAYMENT_REFERENCE_MAX, { error: ta('billing.referenceTooLong', { max: PAYMENT_REFERENCE_MAX }) }),
});
type PaymentValues = z.infer<typeof paymentFormSchema>;

function BillingSummary({ billing }: { billing: StoreBilling }) {
  const next = billing.pending;
  return (
    <section aria-labelledby="billing-summary" className={panelCard}>
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="billing-summary" className="min-w-0 flex-1 text-base font-bold">
          {ta('billing.title')}
        </h2>
        <span className={stateBadge[billing.state]}>{ta(`billing.states.${billing.state}`, { date: calendarLongDate(billing.stops_on) })}</span>
      </div>
      <dl className="mt-2 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-medium text-slate-700">{ta('billing.plan')}</dt>
          <dd className="text-slate-900">{billing.plan ? billing.plan.name : ta('billing.noPlanYet')}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-700">{ta('billing.period')}</dt>
          <dd className="text-slate-900">{ta(`billing.periods.${billing.period}`)}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-700">{ta('billing.paidThrough')}</dt>
          <dd className="text-slate-900">{calendarLongDate(billing.paid_through)}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-700">{ta('billing.nextAmount')}</dt>
          <dd className="text-slate-900">{billing.amount_due === null ? '—' : formatPrice(billing.amount_due, billing.currency)}</dd>
        </div>
        {next ? (
          <div className="sm:col-span-2">
            <dt className="font-medium text-slate-700">{ta('billing.pending')}</dt>
            <dd className="text-slate-900">
              {next.kind === 'cancel'
                ? `${ta('billing.states.cancelled')} · ${calendarLongDate(next.from)}`
                : `${next.plan?.name ?? ''} · ${ta(`billing.periods.${next.period ?? billing.period}`)} · ${calendarLongDate(next.from)}`}
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

function PaymentForm({ billing, onRecorded }: { billing: StoreBilling; onRecorded: (billing: StoreBilling) => void }) {
  const record = useRecordPayment(billing.store_id);
  const { register, handleSubmit, formState, reset } = useForm<PaymentValues>({
    resolver: zodResolver(paymentFormSchema),
    defaultValues: { amount: billing.amount_due === null ? '' : amountInputValue(billing.amount_due), method: 'transfer', reference: '' },
  });
  const submit = handleSubmit((values) => {
    const amount = readAmount(values.amount);
    if (!amount.ok) return;
    record.mutate(
      { amount: amount.minor, method: values.method, reference: values.reference },
      {
        onSuccess: (saved) => {
          reset({ amount: saved.amount_due === null ? '' : amountInputValue(saved.amount_due), method: values.method, reference: '' });
          onRecorded(saved);
        },
      },
    );
  });
  return (
    <section aria-labelledby="billing-record" className={panelCard}>
      <h2 id="billing-record" className="text-base font-bold">
        {ta('billing.record')}
      </h2>
      <form noValidate onSubmit={submit} className="mt-3 flex flex-col gap-3">
        <Field
          label={ta('billing.amount', { currency: billing.currency })}
          hint={billing.amount_due === null ? undefined : ta('billing.amountHint', { amount: formatPrice(billing.amount_due, billing.currency) })}
          error={formState.errors.amount?.message}
        >
          {(control) => <input {...control} {...register('amount')} inputMode="decimal" autoComplete="off" className={inputClass} />}
        </Field>
        <Field label={ta('billing.method')} error={formState.errors.method?.message}>
          {(control) => (
            <select {...control} {...register('method')} className={selectClass}>
              {PAYMENT_METHODS.map((method: StorePaymentMethod) => (
                <option key={method} value={method}>
                  {ta(`billing.methods.${method}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={ta('billing.reference')} hint={ta('billing.referenceHint')} error={formState.errors.reference?.message}>
          {(control) => <input {...control} {...register('reference')} autoComplete="off" maxLength={PAYMENT_REFERENCE_MAX} className={inputClass} />}
        </Field>
        <FormMessage message={record.isError ? failureMessage(record.error, ta('billing.recordError')) : null} />
        <div>
          <button type="submit" disabled={record.isPending} aria-busy={record.isPending || undefined} className={primaryButton}>
            {record.isPending ? ta('billing.recording') : ta('billing.record')}
          </button>
        </div>
      </form>
    </section>
  );
}

function PaymentList({ billing }: { billing: StoreBilling }) {
  return (
    <section aria-labelledby="billing-payments" className={panelCard}>
      <h2 id="billing-payments" className="text-base font-bold">
        {ta('billing.payments')}
      </h2>
      {billing.payments.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{ta('billing.noPayments')}</p>
      ) : (
        <ul className="mt-2 flex flex-col divide-y divide-slate-200">
          {billing.payments.map((payment) => (
            <li key={payment.id} className="py-2 text-sm">
              <p className="font-medium break-words text-slate-900">
                {ta('billing.paymentLine', {
                  amount: formatPrice(payment.amount, payment.currency),
                  method: ta(`billing.methods.${payment.method}`),
                  reference: payment.reference,
                })}
              </p>
              <p className="text-slate-700">{ta('billing.paymentPeriod', { from: calendarLongDate(payment.period_from), to: calendarLongDate(payment.period_to) })}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A store's billing in the console (/admin/stores/{id}/billing): where it stands, "Registrar pago", its payments. */
export function StoreBillingPage() {
  const storeId = Number(useParams().storeId);
  const billing = useQuery(storeBillingQuery(storeId));
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={billing.data ? `${ta('billing.title')} · ${billing.data.store_name}` : ta('billing.title')}
        action={<Link to="/admin/stores" className={rowLink}>{ta('shell.stores')}</Link>} />
      <ActionNotice>{notice}</ActionNotice>
      {billing.isPending ? <LoadingState /> : null}
      {billing.isError ? <LoadError onRetry={() => void billing.refetch()} message={failureMessage(billing.error, ta('billing.loadError'))} /> : null}
      {billing.data ? (
        <>
          <BillingSummary billing={billing.data} />
          {billing.data.plan && billing.data.amount_due ? (
            <PaymentForm billing={billing.data} onRecorded={(saved) => setNotice(ta('billing.recorded', { date: calendarLongDate(saved.paid_through) }))} />
          ) : null}
          <PaymentList billing={billing.data} />
        </>
      ) : null}
    </div>
  );
}
