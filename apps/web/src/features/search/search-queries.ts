import { queryKeys } from '@plaza/domain/query-keys';
import type { Category } from '@plaza/domain/schemas/reference';
import type { SearchAnswer } from '@plaza/domain/schemas/search';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../api/api-fetch';
import { searchApiQuery, searchKeyParams, type SearchState } from '@plaza/domain/search-state';

// Answers are typed, not parsed: zod stays off the search pages and the header (the server
// validates and serializes every answer with the shared schemas).

/** Search, suggestion and filter failures are only logged (spec section 8); an aborted request is not a failure. */
async function logged<T>(what: string, signal: AbortSignal, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (!signal.aborted) console.error(`Could not load ${what}`, error);
    throw error;
  }
}

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

/** Suggestions with the text they complete, so a list shown while the next one loads can be checked against the box. */
export interface Suggestions {
  query: string;
  suggestions: string[];
}

/**
 * GET /api/market/suggest: up to eight completions of what was typed. The query key has no
 * entry in `queryKeys` (the server never embeds suggestions), so it is kept here.
 */
export function suggestionsQuery(q: string, slug?: string) {
  const search = new URLSearchParams({ q, ...(slug !== undefined ? { slug } : {}) });
  return queryOptions({
    queryKey: ['suggest', { q, ...(slug !== undefined ? { slug } : {}) }] as const,
    queryFn: ({ signal }) =>
      logged('the suggestions', signal, async () => {
        const answer = (await apiFetch(`/api/market/suggest?${search.toString()}`, { signal })) as { data: string[] };
        return { query: q, suggestions: answer.data } satisfies Suggestions;
      }),
    // The server lets the browser keep them a minute too.
    staleTime: 60_000,
    retry: false,
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
