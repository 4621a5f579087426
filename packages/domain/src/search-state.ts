import { amountInputValue, parseAmount } from './money';
import {
  CURRENCY_PATTERN,
  DEFAULT_PAGE,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  MAX_PRICE_FILTER,
  SEARCH_QUERY_MAX,
  SEARCH_SORTS,
  type SearchSort,
} from './search-limits';

// Shared by the search pages and the server, which embeds a search page's first results in its
// HTML under the same query key (see searchKeyParams).

/** The sort and filters of a search (issue 20): what a search page and the API take beside q and category. */
export interface SearchFilters {
  /** Absent: relevance. */
  sort?: SearchSort;
  /** Minor units, in `currency` (the default currency when absent). */
  min_price?: number;
  max_price?: number;
  currency?: string;
  offer?: boolean;
  in_stock?: boolean;
  wholesale?: boolean;
}

/** What a search page reads from its address: q, category, page and page_size (spec section 2), and the filters. */
export interface SearchState extends SearchFilters {
  q?: string;
  category?: number;
  page: number;
  page_size: number;
}

const FLAGS = ['offer', 'in_stock', 'wholesale'] as const;

function price(text: string | null): number | undefined {
  const minor = text ? parseAmount(text) : null;
  return minor !== null && minor <= MAX_PRICE_FILTER ? minor : undefined;
}

/**
 * The sort and filters from query parameters, each one the API would refuse left out (a page
 * falls back to the default), and a price range whose minimum exceeds its maximum dropped whole.
 */
export function readSearchFilters(params: URLSearchParams): SearchFilters {
  const filters: SearchFilters = {};
  const sort = params.get('sort') as SearchSort;
  if (sort !== 'relevance' && SEARCH_SORTS.includes(sort)) filters.sort = sort;
  const min = price(params.get('min_price'));
  const max = price(params.get('max_price'));
  if (min === undefined || max === undefined || min <= max) {
    if (min !== undefined) filters.min_price = min;
    if (max !== undefined) filters.max_price = max;
  }
  const currency = params.get('currency')?.toUpperCase();
  if (currency && CURRENCY_PATTERN.test(currency)) filters.currency = currency;
  for (const flag of FLAGS) if (/^(1|true)$/.test(params.get(flag) ?? '')) filters[flag] = true;
  return filters;
}

/** The filters as query parameters, only those set, prices as a shopper types them ('12.50'). */
export function searchFilterParams(filters: SearchFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.sort && filters.sort !== 'relevance') params.sort = filters.sort;
  if (filters.min_price !== undefined) params.min_price = amountInputValue(filters.min_price);
  if (filters.max_price !== undefined) params.max_price = amountInputValue(filters.max_price);
  if (filters.currency) params.currency = filters.currency;
  for (const flag of FLAGS) if (filters[flag]) params[flag] = '1';
  return params;
}

function positiveInteger(text: string | null, max = Number.MAX_SAFE_INTEGER): number | undefined {
  if (!text || !/^\d{1,15}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= 1 && value <= max ? value : undefined;
}

/**
 * The search from the page's query parameters. Anything the API would refuse falls back to its
 * default instead (a mistyped page is page 1), so a hand-edited address still shows results.
 */
export function readSearchState(params: URLSearchParams): SearchState {
  const q = (params.get('q') ?? '').trim().slice(0, SEARCH_QUERY_MAX);
  const category = positiveInteger(params.get('category'));
  return {
    ...(q ? { q } : {}),
    ...(category !== undefined ? { category } : {}),
    ...readSearchFilters(params),
    page: positiveInteger(params.get('page')) ?? DEFAULT_PAGE,
    page_size: positiveInteger(params.get('page_size'), MAX_PAGE_SIZE) ?? DEFAULT_PAGE_SIZE,
  };
}

/**
 * The parameters of a search as the web app's query key and the API's query string hold them:
 * only what is set, so the same search always has the same key, whoever asks.
 */
export function searchKeyParams(state: SearchState, slug?: string) {
  return {
    ...(state.q ? { q: state.q } : {}),
    ...(state.category !== undefined ? { category: state.category } : {}),
    ...searchFilterParams(state),
    page: state.page,
    page_size: state.page_size,
    ...(slug !== undefined ? { slug } : {}),
  };
}

/** `q=…&page=1&page_size=20`: the API's query string for those parameters. */
export function searchApiQuery(params: ReturnType<typeof searchKeyParams>): string {
  return new URLSearchParams(Object.entries(params).map(([name, value]): [string, string] => [name, String(value)])).toString();
}
