import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { periodPrice } from '@plaza/domain/billing';
import { calendarLongDate } from '@plaza/domain/dates';
import { tp } from '@plaza/domain/messages/es-panel';
import { formatPrice, PLAN_CURRENCY } from '@plaza/domain/money';
import type { StoreBilling } from '@plaza/domain/schemas/billing';
import { BILLING_PERIODS, type BillingPeriod } from '@plaza/domain/schemas/seller-application';
import { primaryButton, secondaryButton } from '../../ui/button-styles';
import { Field } from '../../panel-ui/field';
import { FormMessage } from '../../panel-ui/form-message';
import { PageHeader } from '../../panel-ui/page-header';
import { panelCard } from '../../panel-ui/panel-buttons';
import { failureMessage } from '../../panel-ui/server-errors';
import { billingQuery, planChoicesQuery, useBillingRequest } from '../api/billing';
import { useCurrentStore } from '../current-store';

const selectClass = 'min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-base text-slate-900';
const stateTone: Record<StoreBilling['state'], string> = {
  paid: 'bg-emerald-100 text-emerald-900',
  due_soon: 'bg-amber-100 text-amber-900',
  grace: 'bg-amber-100 text-amber-900',
  overdue: 'bg-rose-100 text-rose-900',
  cancelled: 'bg-rose-100 text-rose-900',
  free: 'bg-slate-100 text-slate-800',
};

function Summary({ billing }: { billing: StoreBilling }) {
  const rows: [string, string][] = [
    [tp('billing.plan'), billing.plan?.name ?? tp('billing.noPlan')],
    [tp('billing.period'), tp(`billing.periods.${billing.period}`)],
    [tp('billing.paidThrough'), calendarLongDate(billing.paid_through)],
    [tp('billing.nextAmount'), billing.amount_due === null ? '—' : formatPrice(billing.amount_due, billing.currency)],
  ];
  return (
    <section aria-labelledby="billing-plan" className={panelCard}>
      <h2 id="billing-plan" className="sr-only">
        {tp('billing.plan')}
      </h2>
      <p className={`inline-flex rounded-full px-3 py-1 text-sm font-semibold ${stateTone[billing.state]}`}>
        <span className="sr-only">{tp('billing.stateLabel')}: </span>
        {tp(`billing.states.${billing.state}`, { date: calendarLongDate(billing.stops_on) })}
      </p>
      <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="font-medium text-slate-700">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function PendingRequest({ billing, storeId }: { billing: StoreBilling; storeId: number }) {
  const request = useBillingRequest(storeId);
  const pending = billing.pending;
  if (!pending) return null;
  const text =
    pending.kind === 'cancel'
      ? tp('billing.pendingCancel', { date: calendarLongDate(pending.from) })
      : tp('billing.pendingChange', { date: calendarLongDate(pending.from), plan: pending.plan?.name ?? '', period: tp(`billing.periods.${pending.period ?? billing.period}`) });
  return (
    <section aria-label={tp('billing.changeTitle')} className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <p>{text}</p>
      <FormMessage message={request.isError ? failureMessage(request.error, tp('billing.requestError')) : null} />
      <button type="button" className={`${secondaryButton} mt-3`} disabled={request.isPending} onClick={() => request.mutate({ kind: 'withdraw' })}>
        {tp('billing.withdraw')}
      </button>
    </section>
  );
}

function ChangeForm({ billing, storeId, onDone }: { billing: StoreBilling; storeId: number; onDone: (text: string) => void }) {
  const id = useId();
  const plans = useQuery(planChoicesQuery());
  const request = useBillingRequest(storeId);
  const [planId, setPlanId] = useState(String(billing.pending?.plan?.id ?? billing.plan?.id ?? ''));
  const [period, setPeriod] = useState<BillingPeriod>(billing.pending?.period ?? billing.period);
  const chosen = plans.data?.find((plan) => String(plan.plan_id) === planId);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    request.mutate(
      { kind: 'change', change: { plan_id: Number(planId), billing_period: period } },
      { onSuccess: (saved) => onDone(saved.pending ? tp('billing.changeRequested', { date: calendarLongDate(saved.pending.from) }) : tp('billing.withdrawn')) },
    );
  };
  return (
    <section aria-labelledby={`${id}-title`} className={panelCard}>
      <h2 id={`${id}-title`} className="text-base font-bold">
        {tp('billing.changeTitle')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{tp('billing.changeHint')}</p>
      <form noValidate onSubmit={submit} className="mt-3 flex flex-col gap-3">
        <Field label={tp('billing.plan')}>
          {(control) => (
            <select {...control} value={planId} onChange={(event) => setPlanId(event.target.value)} className={selectClass} disabled={!plans.data}>
              {(plans.data ?? []).map((plan) => (
                <option key={plan.plan_id} value={String(plan.plan_id)}>
                  {`${plan.name} · ${formatPrice(periodPrice(plan.price, period), PLAN_CURRENCY)}`}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={tp('billing.period')}>
          {(control) => (
            <select {...control} value={period} onChange={(event) => setPeriod(event.target.value as BillingPeriod)} className={selectClass}>
              {BILLING_PERIODS.map((value) => (
                <option key={value} value={value}>
                  {tp(`billing.periods.${value}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <FormMessage message={request.isError ? failureMessage(request.error, tp('billing.requestError')) : plans.isError ? tp('billing.loadError') : null} />
        <div>
          <button type="submit" className={primaryButton} disabled={request.isPending || !chosen} aria-busy={request.isPending || undefined}>
            {tp('billing.changeSubmit')}
          </button>
        </div>
      </form>
    </section>
  );
}

function CancelBlock({ billing, storeId, onDone }: { billing: StoreBilling; storeId: number; onDone: (text: string) => void }) {
  const request = useBillingRequest(storeId);
  const [confirming, setConfirming] = useState(false);
  if (billing.state === 'cancelled' || billing.pending?.kind === 'cancel') return null;
  return (
    <section aria-labelledby="billing-cancel" className={panelCard}>
      <h2 id="billing-cancel" className="text-base font-bold">
        {tp('billing.cancelTitle')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{tp('billing.cancelHint')}</p>
      <FormMessage message={request.isError ? failureMessage(request.error, tp('billing.requestError')) : null} />
      <button
        type="button"
        className={`${secondaryButton} mt-3`}
        disabled={request.isPending}
        onClick={() => {
          if (!confirming) return setConfirming(true);
          request.mutate({ kind: 'cancel' }, { onSuccess: (saved) => onDone(tp('billing.cancelRequested', { date: calendarLongDate(saved.pending?.from ?? saved.paid_through) })) });
        }}
      >
        {confirming ? tp('billing.cancelConfirm', { date: calendarLongDate(billing.paid_through) }) : tp('billing.cancelSubmit')}
      </button>
    </section>
  );
}

function Payments({ billing }: { billing: StoreBilling }) {
  return (
    <section aria-labelledby="billing-payments" className={panelCard}>
      <h2 id="billing-payments" className="text-base font-bold">
        {tp('billing.payments')}
      </h2>
      {billing.payments.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{tp('billing.noPayments')}</p>
      ) : (
        <ul className="mt-2 flex flex-col divide-y divide-slate-200">
          {billing.payments.map((payment) => (
            <li key={payment.id} className="py-2 text-sm">
              <p className="font-medium break-words text-slate-900">
                {tp('billing.paymentLine', { amount: formatPrice(payment.amount, payment.currency), method: tp(`billing.methods.${payment.method}`), reference: payment.reference })}
              </p>
              <p className="text-slate-700">{tp('billing.paymentPeriod', { from: calendarLongDate(payment.period_from), to: calendarLongDate(payment.period_to) })}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Facturación (/seller/billing): the plan, the period, until when it is paid, the payments, and the requests for the next period. */
export function BillingPage() {
  const store = useCurrentStore();
  const billing = useQuery(billingQuery(store.store_id));
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={tp('billing.title')} intro={tp('billing.intro')} />
      <div role="status" className="empty:hidden">
        {notice ? <p className="rounded-lg border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-900">{notice}</p> : null}
      </div>
      {billing.isPending ? <p className="text-sm text-slate-700">{tp('shell.loading')}</p> : null}
      {billing.isError ? <FormMessage message={failureMessage(billing.error, tp('billing.loadError'))} /> : null}
      {billing.data ? (
        <>
          <Summary billing={billing.data} />
          <PendingRequest billing={billing.data} storeId={store.store_id} />
          <ChangeForm key={billing.data.pending?.from ?? 'none'} billing={billing.data} storeId={store.store_id} onDone={setNotice} />
          <CancelBlock billing={billing.data} storeId={store.store_id} onDone={setNotice} />
          <Payments billing={billing.data} />
        </>
      ) : null}
    </div>
  );
}
