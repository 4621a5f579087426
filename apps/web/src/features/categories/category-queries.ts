import { queryKeys } from '@plaza/domain/query-keys';
import type { Category } from '@plaza/domain/schemas/reference';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../api/api-fetch';

/** Reference data changes rarely: kept fresh for ten minutes. */
const REFERENCE_STALE_MS = 10 * 60_000;

/** GET /api/admin/categories. A failure is only logged (spec section 8): the strip stays hidden. */
export function categoriesQuery() {
  return queryOptions({
    queryKey: queryKeys.categories(),
    queryFn: async ({ signal }) => {
      try {
        return (await apiFetch('/api/admin/categories', { signal })) as Category[];
      } catch (error) {
        if (!signal.aborted) console.error('Could not load the categories', error);
        throw error;
      }
    },
    staleTime: REFERENCE_STALE_MS,
  });
}
