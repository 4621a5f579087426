import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { tp } from '@plaza/domain/messages/es-panel-orders';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useErrorPolicy } from '../../ui/use-error-policy';
import { commissionsQuery } from '../api/orders';
import { useCurrentStore } from '../current-store';
import { orderFiltersFromParams } from '../orders/list-query';
import { card, outlineButton } from '../orders/styles';
import { formatTotals } from '@plaza/domain/totals';
import { PageHeader } from '../../panel-ui/page-header';
import { EmptyState, LoadError, LoadingState } from '../../panel-ui/query-state';

const PAGE_SIZE = 20;

const salesLabel = (count: number) => (count === 1 ? tp('commissionPages.salesOne') : tp('commissionPages.salesCount', { count }));

/**
 * /seller/commissions: per referrer, what the store owes (commissions of paid orders) and what it
 * will owe if the pending orders are paid, one amount per currency. Cancelled orders count nowhere.
 */
export function CommissionsPage() {
  const store = useCurrentStore();
  const [params, setParams] = useSearchParams();
  const { page } = orderFiltersFromParams(params);
  const list = useQuery(commissionsQuery(store.store_id, page, PAGE_SIZE));
  useDocumentTitle(tp('commissionPages.title'));
  useErrorPolicy(list.error);
  const goTo = (next: number) => setParams(next > 1 ? { page: String(next) } : {});

  const rows = list.data?.results ?? [];
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={tp('commissionPages.title')}
        intro={tp('commissionPages.intro')}
        action={
          <Link to="/seller/payouts" className={outlineButton}>
            {tp('commissionPages.payoutsLink')}
          </Link>
        }
      />
      {list.isPending ? (
        <LoadingState label={tp('commissionPages.loading')} />
      ) : list.isError && !list.data ? (
        <LoadError message={tp('commissionPages.loadError')} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState>{tp('commissionPages.empty')}</EmptyState>
      ) : (
        <ul aria-label={tp('commissionPages.listLabel')} aria-busy={list.isPlaceholderData || undefined} className="grid gap-3 lg:grid-cols-2">
          {rows.map((row) => (
            <li key={row.referrer.user_id} className={`${card} flex min-w-0 flex-col gap-2`}>
              <div className="min-w-0">
                <h2 className="font-semibold break-words text-slate-900">{row.referrer.name}</h2>
                <p className="text-sm break-all text-slate-700">{row.referrer.email}</p>
              </div>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="font-medium text-slate-700">{tp('commissionPages.earned')}</dt>
                <dd className="font-bold text-slate-900 tabular-nums">{row.earned.length ? formatTotals(row.earned) : tp('commissionPages.none')}</dd>
                <dt className="font-medium text-slate-700">{tp('commissionPages.pending')}</dt>
                <dd className="text-slate-900 tabular-nums">{row.pending.length ? formatTotals(row.pending) : tp('commissionPages.none')}</dd>
                <dt className="font-medium text-slate-700">{tp('commissionPages.sales')}</dt>
                <dd className="text-slate-900">{salesLabel(row.sales_count)}</dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
      {list.data && (page > 1 || list.data.has_next) ? (
        <nav aria-label={tp('commissionPages.pagination')} className="flex items-center justify-between gap-3">
          <button type="button" className={outlineButton} disabled={page <= 1} onClick={() => goTo(page - 1)}>
            {tp('orderPages.previous')}
          </button>
          <span className="text-sm text-slate-700">{tp('orderPages.page', { page })}</span>
          <button type="button" className={outlineButton} disabled={!list.data.has_next || list.isPlaceholderData} onClick={() => goTo(page + 1)}>
            {tp('orderPages.next')}
          </button>
        </nav>
      ) : null}
    </div>
  );
}
