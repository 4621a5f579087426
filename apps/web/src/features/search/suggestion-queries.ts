import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../api/api-fetch';
import { logged } from './logged';

// Apart from search-queries.ts: the header's suggestions load on every page's first visit, and
// need none of the search pages' state and filter code.

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
