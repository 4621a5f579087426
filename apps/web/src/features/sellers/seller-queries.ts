import type { StorePlan } from '@plaza/domain/schemas/reference';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../api/api-fetch';

// The currencies moved down to features/currencies: the search filters list them too.
export { currenciesQuery, type Currency } from '../currencies/currency-queries';

/** The reference data only the seller application asks for; categories and places have their own queries. */
export const sellerKeys = {
  plans: () => ['store-plans'] as const,
};

/** Plans change about as often as the price list: kept for an hour. */
const REFERENCE_STALE_MS = 60 * 60_000;

/** GET /api/admin/storePlans: the plans with their monthly price in cents. */
export function storePlansQuery() {
  return queryOptions({
    queryKey: sellerKeys.plans(),
    queryFn: async ({ signal }) => (await apiFetch('/api/admin/storePlans', { signal })) as StorePlan[],
    staleTime: REFERENCE_STALE_MS,
  });
}
