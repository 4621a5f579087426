import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from '@plaza/domain/search-limits';
import { readSearchState, searchFilterParams, type SearchState } from '@plaza/domain/search-state';

export { readSearchState, type SearchState };

/**
 * The query string of a search: the query trimmed and left out when blank, the category when
 * set, the sort and filters when set, page and page size only when not their defaults.
 */
export function searchQueryString({ q, category, page = DEFAULT_PAGE, page_size = DEFAULT_PAGE_SIZE, ...filters }: Partial<SearchState>): string {
  const params = new URLSearchParams();
  const query = q?.trim();
  if (query) params.set('q', query);
  if (category !== undefined) params.set('category', String(category));
  for (const [name, value] of Object.entries(searchFilterParams(filters))) params.set(name, value);
  if (page !== DEFAULT_PAGE) params.set('page', String(page));
  if (page_size !== DEFAULT_PAGE_SIZE) params.set('page_size', String(page_size));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** Where a search form on the global search page or a store's search page leads. */
export function searchPagePath(state: Partial<SearchState>, slug?: string): string {
  const base = slug === undefined ? '/search' : `/stores/${encodeURIComponent(slug)}/search`;
  return `${base}${searchQueryString(state)}`;
}
