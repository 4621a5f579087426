import { LIST_QUERY_MAX } from '@plaza/domain/schemas/panel-lists';
import { ORDER_STATUSES, type OrderStatus } from '@plaza/domain/schemas/panel-orders';

export const ORDER_PAGE_SIZE = 20;

export type OrderFilter = OrderStatus | 'all';
export const ORDER_FILTERS: readonly OrderFilter[] = ['all', ...ORDER_STATUSES];

/** The inbox's filter, search and page as the address keeps them: a reload or the back button shows the same page. */
export type OrderListFilters = { status: OrderFilter; q: string; page: number };

function positiveInt(text: string | null): number | null {
  if (!text || !/^\d{1,6}$/.test(text)) return null;
  const n = Number(text);
  return n > 0 ? n : null;
}

/** Reads `?status=&q=&page=`; anything unreadable is its default (every order, no search, the first page). */
export function orderFiltersFromParams(params: URLSearchParams): OrderListFilters {
  const status = params.get('status');
  return {
    status: ORDER_STATUSES.includes(status as OrderStatus) ? (status as OrderStatus) : 'all',
    q: (params.get('q') ?? '').slice(0, LIST_QUERY_MAX),
    page: positiveInt(params.get('page')) ?? 1,
  };
}

/** The address's query: defaults left out, so the plain inbox is plain /seller/orders. */
export function paramsFromOrderFilters(filters: OrderListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status !== 'all') params.set('status', filters.status);
  const q = filters.q.trim();
  if (q) params.set('q', q);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The count's query (GET …/orders/count): the status and the search when there are, no page. */
export function orderCountApiQuery(filters: OrderListFilters): Record<string, string> {
  const q = filters.q.trim();
  return { ...(filters.status === 'all' ? {} : { status: filters.status }), ...(q ? { q } : {}) };
}

/** The API's query (GET …/orders): the page always, the status and the search only when there are. */
export function orderApiQuery(filters: OrderListFilters): Record<string, string> {
  return { ...orderCountApiQuery(filters), page: String(filters.page), page_size: String(ORDER_PAGE_SIZE) };
}
