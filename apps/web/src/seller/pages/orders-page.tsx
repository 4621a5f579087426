import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import { tp } from '@plaza/domain/messages/es-panel-orders';
import { secondaryButton } from '../../ui/button-styles';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useErrorPolicy } from '../../ui/use-error-policy';
import { orderCountQuery, orderListQuery, ordersCsvUrl } from '../api/orders';
import { useCurrentStore } from '../current-store';
import {
  ORDER_FILTERS,
  ORDER_PAGE_SIZE,
  orderApiQuery,
  orderCountApiQuery,
  orderFiltersFromParams,
  paramsFromOrderFilters,
  type OrderFilter,
  type OrderListFilters,
} from '../orders/list-query';
import { OrderSearch } from '../orders/order-search';
import { ListRange, useFirstPageWhenMissing } from '../ui/list-range';
import { useOrderActions } from '../orders/order-actions';
import { OrderCard, statusLabel } from '../orders/order-card';
import { outlineButton } from '../orders/styles';
import { PageHeader } from '../../panel-ui/page-header';
import { EmptyState, LoadError, LoadingState } from '../../panel-ui/query-state';

const filterLabel = (filter: OrderFilter) => (filter === 'all' ? tp('orderPages.statusAll') : statusLabel(filter));

/**
 * /seller/orders: the store's orders, newest first, filtered by status from the address, a page
 * at a time, each with its buttons; and the CSV of what the filter shows.
 */
export function OrdersPage() {
  const store = useCurrentStore();
  const [params, setParams] = useSearchParams();
  const filters = orderFiltersFromParams(params);
  const list = useQuery(orderListQuery(store.store_id, orderApiQuery(filters)));
  // The total is its own request: the page never waits for it (decision 030).
  const count = useQuery(orderCountQuery(store.store_id, orderCountApiQuery(filters)));
  const actions = useOrderActions(store.store_id);
  useDocumentTitle(tp('orderPages.title'));
  useErrorPolicy(list.error);

  const change = useCallback(
    (changes: Partial<OrderListFilters>) =>
      setParams((current) => paramsFromOrderFilters({ ...orderFiltersFromParams(current), ...changes }), { replace: !('page' in changes) }),
    [setParams],
  );
  const toFirstPage = useCallback(() => change({ page: 1 }), [change]);
  const search = useCallback((q: string) => change({ q, page: 1 }), [change]);
  useFirstPageWhenMissing(list.error, filters.page, toFirstPage);

  const page = list.data;
  const orders = page?.results ?? [];

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={tp('orderPages.title')}
        intro={tp('orderPages.intro')}
        action={
          <Link to="/seller/commissions" className={outlineButton}>
            {tp('orderPages.commissionsLink')}
          </Link>
        }
      />

      <div className="flex flex-wrap items-start justify-between gap-3">
        <OrderSearch q={filters.q} onSearch={search} />
        <div className="flex min-w-0 flex-1 basis-48 flex-col gap-1">
          <label htmlFor="order-status" className="text-sm font-medium text-slate-800">
            {tp('orderPages.status')}
          </label>
          <select
            id="order-status"
            className="block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-2.5 text-base text-slate-900 focus:border-brand-700"
            value={filters.status}
            onChange={(event) => change({ status: event.target.value as OrderFilter, page: 1 })}
          >
            {ORDER_FILTERS.map((filter) => (
              <option key={filter} value={filter}>
                {filterLabel(filter)}
              </option>
            ))}
          </select>
        </div>
        {/* A plain link: the browser downloads it with the session cookie, as any file. */}
        <a href={ordersCsvUrl(store.store_id, filters.status)} download className={outlineButton}>
          {tp('orderPages.exportCsv')}
          <span className="sr-only"> ({filterLabel(filters.status)})</span>
        </a>
      </div>

      <p role="status" className={`text-sm font-medium empty:hidden ${actions.notice?.error ? 'text-red-700' : 'text-emerald-800'}`}>
        {actions.notice?.text ?? ''}
      </p>

      {list.isPending ? (
        <LoadingState label={tp('orderPages.loading')} />
      ) : list.isError && !page ? (
        <LoadError message={tp('orderPages.loadError')} onRetry={() => void list.refetch()} />
      ) : orders.length === 0 ? (
        <EmptyState>
          {filters.status === 'all' && filters.page === 1 && !filters.q.trim() ? (
            <p>{tp('orderPages.empty')}</p>
          ) : (
            <div className="flex flex-col items-center gap-3">
              <p>{tp(filters.q.trim() ? 'orderPages.emptySearch' : 'orderPages.emptyFiltered')}</p>
              <Link to="/seller/orders" className={secondaryButton}>
                {tp('orderPages.showAll')}
              </Link>
            </div>
          )}
        </EmptyState>
      ) : (
        <>
        <ListRange page={filters.page} pageSize={ORDER_PAGE_SIZE} shown={orders.length} count={count.data} />
        <ul aria-label={tp('orderPages.listLabel')} aria-busy={list.isPlaceholderData || undefined} className="grid gap-3 lg:grid-cols-2">
          {orders.map((order) => (
            <li key={order.id} className="min-w-0">
              <OrderCard order={order} busy={actions.busy} onAction={actions.ask} />
            </li>
          ))}
        </ul>
        </>
      )}

      {page && (filters.page > 1 || page.has_next) ? (
        <nav aria-label={tp('orderPages.pagination')} className="flex items-center justify-between gap-3">
          <button type="button" className={outlineButton} disabled={filters.page <= 1} onClick={() => change({ page: filters.page - 1 })}>
            {tp('orderPages.previous')}
          </button>
          <span className="text-sm text-slate-700">{tp('orderPages.page', { page: filters.page })}</span>
          <button type="button" className={outlineButton} disabled={!page.has_next || list.isPlaceholderData} onClick={() => change({ page: filters.page + 1 })}>
            {tp('orderPages.next')}
          </button>
        </nav>
      ) : null}

      {actions.dialog}
    </div>
  );
}
