import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, SEARCH_QUERY_MAX } from './search-limits';

// Shared by the search pages and the server, which embeds a search page's first results in its
// HTML under the same query key (see searchKeyParams).

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
 * The parameters of a search as the web app's query key and the API's query string hold them:
 * only what is set, so the same search always has the same key, whoever asks.
 */
export function searchKeyParams(state: SearchState, slug?: string) {
  return {
    ...(state.q ? { q: state.q } : {}),
    ...(state.category !== undefined ? { category: state.category } : {}),
    page: state.page,
    page_size: state.page_size,
    ...(slug !== undefined ? { slug } : {}),
  };
}

/** `q=…&page=1&page_size=20`: the API's query string for those parameters. */
export function searchApiQuery(params: ReturnType<typeof searchKeyParams>): string {
  return new URLSearchParams(Object.entries(params).map(([name, value]): [string, string] => [name, String(value)])).toString();
}
