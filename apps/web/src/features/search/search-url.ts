import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, SEARCH_QUERY_MAX } from '@plaza/domain/search-limits';

/** What a search page reads from its address: q, category, page and page_size (spec section 2). */
export interface SearchState {
  q?: string;
  category?: number;
  page: number;
  page_size: number;
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
    page: positiveInteger(params.get('page')) ?? DEFAULT_PAGE,
    page_size: positiveInteger(params.get('page_size'), MAX_PAGE_SIZE) ?? DEFAULT_PAGE_SIZE,
  };
}

/**
 * The query string of a search: the query trimmed and left out when blank, the category when
 * set, page and page size only when not their defaults.
 */
export function searchQueryString({ q, category, page = DEFAULT_PAGE, page_size = DEFAULT_PAGE_SIZE }: Partial<SearchState>): string {
  const params = new URLSearchParams();
  const query = q?.trim();
  if (query) params.set('q', query);
  if (category !== undefined) params.set('category', String(category));
  if (page !== DEFAULT_PAGE) params.set('page', String(page));
  if (page_size !== DEFAULT_PAGE_SIZE) params.set('page_size', String(page_size));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The global search page for a query, or null when the query is blank (spec section 5). */
export function searchUrl(query: string): string | null {
  const q = query.trim();
  return q === '' ? null : `/search${searchQueryString({ q })}`;
}

/** Where a search form on the global search page or a store's search page leads. */
export function searchPagePath(state: Partial<SearchState>, slug?: string): string {
  const base = slug === undefined ? '/search' : `/stores/${encodeURIComponent(slug)}/search`;
  return `${base}${searchQueryString(state)}`;
}
