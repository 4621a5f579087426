import { queryKeys } from '@plaza/domain/query-keys';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../api/api-fetch';

export type LegalDocumentName = 'privacy.md' | 'terms_and_conditions.md';

/** GET /mark/{name}: a legal document as markdown text. */
export function legalDocumentQuery(name: LegalDocumentName) {
  return queryOptions({
    queryKey: queryKeys.document(name),
    queryFn: async ({ signal }) => {
      const text = await apiFetch(`/mark/${name}`, { signal });
      if (typeof text !== 'string') throw new Error(`/mark/${name} did not answer with text`);
      return text;
    },
    staleTime: 5 * 60_000,
    // A failure the route's loader already met is shown, not asked again on mount.
    retryOnMount: false,
  });
}
