import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { marketDay } from '@plaza/domain/dates';
import { formatPrice } from '@plaza/domain/money';
import { ta } from '@plaza/domain/messages/es-admin';
import type { AdminBalancePage } from '@plaza/domain/schemas/payout';
import { primaryButton } from '../../ui/button-styles';
import { inputClass } from '../../panel-ui/field';
import { PageHeader } from '../../panel-ui/page-header';
import { panelCard } from '../../panel-ui/panel-buttons';
import { EmptyState, LoadError, LoadingState } from '../ui/query-state';
import { failureMessage } from '../../panel-ui/server-errors';
import { payoutBalancesQuery, statementUrl } from '../api/payouts';
import { Pager, pageParam } from '../ui/pager';
import { outlineButton } from '../ui/styles';

const MAX_ID = 2_147_483_647;

/** `?store=` as a store id, or none: anything else is left out rather than refused. */
function storeParam(params: URLSearchParams): number | undefined {
  const store = Number(params.get('store'));
  return Number.isInteger(store) && store > 0 && store <= MAX_ID ? store : undefined;
}

function StoreFilter({ storeId }: { storeId?: number }) {
  const [params, setParams] = useSearchParams();
  const id = useId();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('store') ?? '').trim();
    const next = new URLSearchParams(params);
    if (value) next.set('store', value);
    else next.delete('store');
    next.delete('page');
    setParams(next);
  }
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <div className="flex w-40 flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {ta('opsScreens.payouts.storeId')}
        </label>
        <input key={storeId ?? ''} id={id} name="store" inputMode="numeric" defaultValue={storeId ?? ''} className={inputClass} />
      </div>
      <button type="submit" className={primaryButton}>
        {ta('opsScreens.payouts.apply')}
      </button>
    </form>
  );
}

function Statement({ storeId }: { storeId?: number }) {
  const today = marketDay(new Date());
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const fromId = useId();
  const toId = useId();
  const backwards = Boolean(from && to && from > to);
  return (
    <section aria-labelledby="payout-statement" className={`${panelCard} flex flex-col gap-3`}>
      <h2 id="payout-statement" className="font-semibold text-slate-900">
        {ta('opsScreens.payouts.statement')}
      </h2>
      <div className="grid grid-cols-2 gap-3 sm:max-w-md">
        <div className="flex flex-col gap-1">
          <label htmlFor={fromId} className="text-sm font-medium text-slate-800">
            {ta('opsScreens.payouts.from')}
          </label>
          <input id={fromId} type="date" className={inputClass} value={from} max={today} onChange={(event) => setFrom(event.target.value)} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={toId} className="text-sm font-medium text-slate-800">
            {ta('opsScreens.payouts.to')}
          </label>
          <input id={toId} type="date" className={inputClass} value={to} max={today} onChange={(event) => setTo(event.target.value)} />
        </div>
      </div>
      {backwards ? (
        <p role="alert" className="text-sm text-red-700">
          {ta('opsScreens.payouts.badPeriod')}
        </p>
      ) : from && to ? (
        <a href={statementUrl(from, to, storeId)} download className={`${outlineButton} self-start`}>
          {ta('opsScreens.payouts.download')}
        </a>
      ) : null}
    </section>
  );
}

function Balances({ rows }: { rows: AdminBalancePage['results'] }) {
  return (
    <ul aria-label={ta('opsScreens.payouts.listLabel')} className="grid gap-3 lg:grid-cols-2">
      {rows.map((row) => (
        <li key={`${row.store.store_id}-${row.referrer.user_id}`} className={`${panelCard} flex min-w-0 flex-col gap-2`}>
          <div className="min-w-0">
            <p className="text-sm text-slate-700">
              {ta('opsScreens.payouts.store')}: <span className="font-medium text-slate-900">{row.store.name}</span> (#{row.store.store_id})
            </p>
            <h2 className="font-semibold break-words text-slate-900">{row.referrer.name}</h2>
            <p className="text-sm break-all text-slate-700">{row.referrer.email}</p>
          </div>
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-slate-700">
                <th scope="col" className="font-medium">{ta('opsScreens.payouts.currency')}</th>
                <th scope="col" className="text-right font-medium">{ta('opsScreens.payouts.earned')}</th>
                <th scope="col" className="text-right font-medium">{ta('opsScreens.payouts.paid')}</th>
                <th scope="col" className="text-right font-medium">{ta('opsScreens.payouts.balance')}</th>
              </tr>
            </thead>
            <tbody>
              {row.balances.map((balance) => (
                <tr key={balance.currency}>
                  <th scope="row" className="text-left font-medium">{balance.currency}</th>
                  <td className="text-right tabular-nums">{formatPrice(balance.earned, balance.currency)}</td>
                  <td className="text-right tabular-nums">{formatPrice(balance.paid, balance.currency)}</td>
                  <td className={`text-right font-bold tabular-nums ${balance.balance < 0 ? 'text-rose-800' : ''}`}>
                    {formatPrice(balance.balance, balance.currency)}
                    {balance.balance < 0 ? <span className="block text-xs font-medium">{ta('opsScreens.payouts.overpaid')}</span> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </li>
      ))}
    </ul>
  );
}

/** /admin/payouts (issue 42): read only, per store and referrer the balances the seller and the referrer see, and the statement. */
export function PayoutsPage() {
  const [params] = useSearchParams();
  const storeId = storeParam(params);
  const page = pageParam(params);
  const list = useQuery(payoutBalancesQuery({ store_id: storeId, page }));
  const rows = list.data?.results ?? [];
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={ta('opsScreens.payouts.title')} intro={ta('opsScreens.payouts.intro')} />
      <StoreFilter storeId={storeId} />
      <Statement storeId={storeId} />
      {list.isPending ? (
        <LoadingState />
      ) : list.isError && !list.data ? (
        <LoadError message={failureMessage(list.error, ta('opsScreens.common.loadError'))} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState>{ta('opsScreens.payouts.empty')}</EmptyState>
      ) : (
        <Balances rows={rows} />
      )}
      {list.data ? <Pager page={page} hasNext={list.data.has_next} /> : null}
    </div>
  );
}
