import { PRODUCT_STATUSES, type ProductStatus } from '@plaza/domain/schemas/panel-product';

export const LIST_PAGE_SIZE = 20;

/**
 * The list's filters as the address keeps them, so a reload, the back button or a shared link shows
 * the same page. `lowStock` is the "Stock bajo" chip (`low_stock=1`), which combines with a status.
 */
export type ListFilters = { q: string; category: number | null; status: ProductStatus; lowStock: boolean; page: number };

function positiveInt(text: string | null): number | null {
  if (!text || !/^\d{1,9}$/.test(text)) return null;
  const n = Number(text);
  return n > 0 ? n : null;
}

/**
 * Reads `?q=&category=&status=&low_stock=&page=`; anything unreadable is its default. The older
 * `status=low_stock` (the same rule, decision 031) reads as the chip.
 */
export function filtersFromParams(params: URLSearchParams): ListFilters {
  const status = params.get('status');
  const known = PRODUCT_STATUSES.includes(status as ProductStatus) ? (status as ProductStatus) : 'all';
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    category: positiveInt(params.get('category')),
    status: known === 'low_stock' ? 'all' : known,
    lowStock: params.get('low_stock') === '1' || known === 'low_stock',
    page: positiveInt(params.get('page')) ?? 1,
  };
}

/** The address's query for the filters: defaults left out, so the plain list is plain /seller/products. */
export function paramsFromFilters(filters: ListFilters): URLSearchParams {
  const params = new URLSearchParams();
  const q = filters.q.trim();
  if (q) params.set('q', q);
  if (filters.category) params.set('category', String(filters.category));
  if (filters.status !== 'all') params.set('status', filters.status);
  if (filters.lowStock) params.set('low_stock', '1');
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The API's query for the filters (GET …/products). */
export function apiQuery(filters: ListFilters): Record<string, string> {
  const query: Record<string, string> = Object.fromEntries(paramsFromFilters(filters));
  query.page = String(filters.page);
  query.page_size = String(LIST_PAGE_SIZE);
  return query;
}

/** The count's query (GET …/products/count): the filters without the page, so paging never counts again. */
export function countApiQuery(filters: ListFilters): Record<string, string> {
  return Object.fromEntries(paramsFromFilters({ ...filters, page: 1 }));
}

/** Whether the seller narrowed the list (then an empty answer means "nothing matches", not "no products yet"). */
export const isFiltered = (filters: ListFilters) =>
  filters.q.trim() !== '' || filters.category !== null || filters.status !== 'all' || filters.lowStock;

/** The "Stock bajo" count's query: the list's filters but the chip and the page. */
export function countQuery(filters: ListFilters): Record<string, string> {
  return Object.fromEntries(paramsFromFilters({ ...filters, lowStock: false, page: 1 }));
}
