import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { marketDay } from '@plaza/domain/dates';
import { formatPrice } from '@plaza/domain/money';
import { tp } from '@plaza/domain/messages/es-panel-orders';
import { tpay } from '@plaza/domain/messages/es-payouts';
import type { LedgerBalance, ReferrerBalance } from '@plaza/domain/schemas/payout';
import { PageHeader } from '../../panel-ui/page-header';
import { SaveStatus } from '../../panel-ui/form-message';
import { Field, inputClass } from '../../panel-ui/field';
import { EmptyState, LoadError, LoadingState } from '../../panel-ui/query-state';
import { spanishDates } from '../../ui/date-format';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useErrorPolicy } from '../../ui/use-error-policy';
import { payoutBalancesQuery, payoutHistoryQuery, statementUrl, useRecordPayout } from '../api/payouts';
import { useCurrentStore } from '../current-store';
import { card, outlineButton } from '../orders/styles';
import { PayoutForm } from '../payouts/payout-form';

const PAGE_SIZE = 20;
const moment = spanishDates({ dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Havana' });

/** One currency of a referrer: commissions, paid, and the balance said in words (owed, settled, or overpaid, never hidden). */
function BalanceLine({ balance }: { balance: LedgerBalance }) {
  const amount = formatPrice(Math.abs(balance.balance), balance.currency);
  const words =
    balance.balance > 0
      ? tp('payoutPages.owed', { amount })
      : balance.balance < 0
        ? tp('payoutPages.overpaid', { amount })
        : tp('payoutPages.settled', { currency: balance.currency });
  return (
    <div className="rounded-lg bg-slate-50 p-3">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-medium text-slate-700">{tp('payoutPages.earned')}</dt>
        <dd className="text-slate-900 tabular-nums">{formatPrice(balance.earned, balance.currency)}</dd>
        <dt className="font-medium text-slate-700">{tp('payoutPages.paid')}</dt>
        <dd className="text-slate-900 tabular-nums">{formatPrice(balance.paid, balance.currency)}</dd>
        <dt className="font-medium text-slate-700">{tp('payoutPages.balance')}</dt>
        <dd className={`font-bold tabular-nums ${balance.balance < 0 ? 'text-rose-800' : 'text-slate-900'}`}>{formatPrice(balance.balance, balance.currency)}</dd>
      </dl>
      <p className={`mt-1 text-sm ${balance.balance < 0 ? 'font-medium text-rose-800' : 'text-slate-700'}`}>{words}</p>
    </div>
  );
}

function ReferrerCard({ storeId, row, onRecorded }: { storeId: number; row: ReferrerBalance; onRecorded: (message: string) => void }) {
  const [open, setOpen] = useState(false);
  const record = useRecordPayout(storeId, ({ payout }) => {
    setOpen(false);
    onRecorded(tp('payoutPages.saved', { amount: formatPrice(payout.amount, payout.currency), name: row.referrer.name }));
  });
  const owed = row.balances.filter((balance) => balance.balance > 0);
  const headingId = `payout-referrer-${row.referrer.user_id}`;
  return (
    <li className={`${card} flex min-w-0 flex-col gap-3`}>
      <div className="min-w-0">
        <h2 id={headingId} className="font-semibold break-words text-slate-900">
          {row.referrer.name}
        </h2>
        <p className="text-sm break-all text-slate-700">{row.referrer.email}</p>
      </div>
      {row.balances.map((balance) => (
        <BalanceLine key={balance.currency} balance={balance} />
      ))}
      {open && owed.length > 0 ? (
        <PayoutForm
          record={record}
          row={row}
          owed={owed}
          onCancel={() => {
            record.reset();
            setOpen(false);
          }}
        />
      ) : owed.length > 0 ? (
        <button type="button" className={`${outlineButton} self-start`} onClick={() => {
            record.reset();
            setOpen(true);
          }}
          aria-label={tp('payoutPages.recordTo', { name: row.referrer.name })}>
          {tp('payoutPages.record')}
        </button>
      ) : (
        <p className="text-sm text-slate-700">{tp('payoutPages.nothingOwed')}</p>
      )}
    </li>
  );
}

function Pager({ label, page, hasNext, onPage }: { label: string; page: number; hasNext: boolean; onPage: (page: number) => void }) {
  if (page <= 1 && !hasNext) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      <button type="button" className={outlineButton} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {tp('orderPages.previous')}
      </button>
      <span className="text-sm text-slate-700">{tp('orderPages.page', { page })}</span>
      <button type="button" className={outlineButton} disabled={!hasNext} onClick={() => onPage(page + 1)}>
        {tp('orderPages.next')}
      </button>
    </nav>
  );
}

/** The statement of a period: two days and a link to the CSV (the server writes it from the same ledger). */
function Statement({ storeId }: { storeId: number }) {
  const today = marketDay(new Date());
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const backwards = Boolean(from && to && from > to);
  return (
    <section aria-labelledby="payout-statement" className={`${card} flex flex-col gap-3`}>
      <h2 id="payout-statement" className="font-semibold text-slate-900">
        {tp('payoutPages.statement')}
      </h2>
      <p className="text-sm text-slate-700">{tp('payoutPages.statementIntro')}</p>
      <div className="grid grid-cols-2 gap-3">
        <Field label={tp('payoutPages.from')}>{(control) => <input {...control} type="date" className={inputClass} value={from} max={today} onChange={(event) => setFrom(event.target.value)} />}</Field>
        <Field label={tp('payoutPages.to')} error={backwards ? tp('payoutPages.badPeriod') : undefined}>
          {(control) => <input {...control} type="date" className={inputClass} value={to} max={today} onChange={(event) => setTo(event.target.value)} />}
        </Field>
      </div>
      {from && to && !backwards ? (
        <a href={statementUrl(storeId, from, to)} download className={`${outlineButton} self-start`}>
          {tp('payoutPages.download')}
        </a>
      ) : null}
    </section>
  );
}

function History({ storeId }: { storeId: number }) {
  const [page, setPage] = useState(1);
  const history = useQuery(payoutHistoryQuery(storeId, page, PAGE_SIZE));
  useErrorPolicy(history.error);
  const rows = history.data?.results ?? [];
  return (
    <section aria-labelledby="payout-history" className="flex flex-col gap-3">
      <h2 id="payout-history" className="text-lg font-semibold text-slate-900">
        {tp('payoutPages.history')}
      </h2>
      {history.isPending ? (
        <LoadingState label={tp('payoutPages.loading')} />
      ) : history.isError && !history.data ? (
        <LoadError message={tp('payoutPages.historyLoadError')} onRetry={() => void history.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState>{tp('payoutPages.historyEmpty')}</EmptyState>
      ) : (
        <ul aria-label={tp('payoutPages.history')} className={`${card} flex flex-col divide-y divide-slate-200 py-0`}>
          {rows.map((payout) => (
            <li key={payout.id} className="flex min-w-0 flex-col gap-0.5 py-3">
              <span className="font-medium break-words text-slate-900">
                {tp('payoutPages.payoutLine', { amount: formatPrice(payout.amount, payout.currency), name: payout.referrer.name })}
              </span>
              <span className="text-sm break-words text-slate-700">
                {tp('payoutPages.payoutMeta', { date: moment(new Date(payout.created_at)), method: tpay(`methods.${payout.method}`), reference: payout.reference })}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Pager label={tp('payoutPages.historyPagination')} page={page} hasNext={Boolean(history.data?.has_next)} onPage={setPage} />
    </section>
  );
}

/**
 * /seller/payouts (issue 42): per referrer and currency, what the store owes (commissions of paid
 * orders less payouts; below zero when a cancel came after a payout, and said so), 'Registrar pago',
 * the payouts recorded and the statement of a period.
 */
export function PayoutsPage() {
  const store = useCurrentStore();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<string | null>(null);
  const list = useQuery(payoutBalancesQuery(store.store_id, page, PAGE_SIZE));
  useDocumentTitle(tp('payoutPages.title'));
  useErrorPolicy(list.error);
  const rows = list.data?.results ?? [];
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={tp('payoutPages.title')} intro={tp('payoutPages.intro')} />
      <SaveStatus message={status} />
      {list.isPending ? (
        <LoadingState label={tp('payoutPages.loading')} />
      ) : list.isError && !list.data ? (
        <LoadError message={tp('payoutPages.loadError')} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState>{tp('payoutPages.empty')}</EmptyState>
      ) : (
        <ul aria-label={tp('payoutPages.listLabel')} aria-busy={list.isPlaceholderData || undefined} className="grid gap-3 lg:grid-cols-2">
          {rows.map((row) => (
            <ReferrerCard key={row.referrer.user_id} storeId={store.store_id} row={row} onRecorded={setStatus} />
          ))}
        </ul>
      )}
      <Pager label={tp('payoutPages.pagination')} page={page} hasNext={Boolean(list.data?.has_next)} onPage={setPage} />
      <Statement storeId={store.store_id} />
      <History storeId={store.store_id} />
    </div>
  );
}
