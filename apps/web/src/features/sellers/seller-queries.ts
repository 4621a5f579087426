import type { currencySchema, StorePlan } from '@plaza/domain/schemas/reference';
import type { z } from '@plaza/domain/zod-es';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../api/api-fetch';

export type Currency = z.infer<typeof currencySchema>;

/** The reference data only the seller application asks for; categories and places have their own queries. */
export const sellerKeys = {
  plans: () => ['store-plans'] as const,
  currencies: () => ['currencies'] as const,
};

/** Plans and currencies change about as often as the price list: kept for an hour. */
const REFERENCE_STALE_MS = 60 * 60_000;

/** GET /api/admin/storePlans: the plans with their monthly price in cents. */
export function storePlansQuery() {
  return queryOptions({
    queryKey: sellerKeys.plans(),
    queryFn: async ({ signal }) => (await apiFetch('/api/admin/storePlans', { signal })) as StorePlan[],
    staleTime: REFERENCE_STALE_MS,
  });
}

/** GET /api/admin/currencies: the currencies a store may price in. */
export function currenciesQuery() {
  return queryOptions({
    queryKey: sellerKeys.currencies(),
    queryFn: async ({ signal }) => (await apiFetch('/api/admin/currencies', { signal })) as Currency[],
    staleTime: REFERENCE_STALE_MS,
  });
}
