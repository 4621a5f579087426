import { queryKeys } from '@plaza/domain/query-keys';
import type { Category } from '@plaza/domain/schemas/reference';
import type { SearchAnswer } from '@plaza/domain/schemas/search';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../api/api-fetch';
import { logged } from './logged';
import { searchApiQuery, searchKeyParams, type SearchState } from '@plaza/domain/search-state';

// Answers are typed, not parsed: zod stays off the search pages and the header (the server
// validates and serializes every answer with the shared schemas).

/** GET /api/market/search: a page of the global search, or of one store's when `slug` is given. */
export function searchQuery(state: SearchState, slug?: string) {
  // Only what is set, so the key matches every other search of the same parameters (related
  // products) and the one the server embeds.
  const params = searchKeyParams(state, slug);
  return queryOptions({
    queryKey: queryKeys.search(params),
    queryFn: ({ signal }) =>
      logged('the search results', signal, async () => (await apiFetch(`/api/market/search?${searchApiQuery(params)}`, { signal })) as SearchAnswer),
  });
}

/** GET /api/market/stores/{storeId}/categories: the categories the store has products in. */
export function storeCategoriesQuery(storeId: number) {
  return queryOptions({
    queryKey: queryKeys.storeCategories(storeId),
    queryFn: ({ signal }) =>
      logged('the store categories', signal, async () => (await apiFetch(`/api/market/stores/${storeId}/categories`, { signal })) as Category[]),
    staleTime: 10 * 60_000,
  });
}
