import type { currencySchema } from '@plaza/domain/schemas/reference';
import type { z } from '@plaza/domain/zod-es';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../api/api-fetch';

export type Currency = z.infer<typeof currencySchema>;

/** Currencies are reference data the operator never edits while the site runs: kept for an hour. */
const CURRENCIES_STALE_MS = 60 * 60_000;

/**
 * GET /api/admin/currencies: the market's currencies, those a store may price in and a search may
 * filter by. Shared by the seller application, the panel's product screens and the search filters.
 */
export function currenciesQuery() {
  return queryOptions({
    queryKey: ['currencies'] as const,
    queryFn: async ({ signal }) => (await apiFetch('/api/admin/currencies', { signal })) as Currency[],
    staleTime: CURRENCIES_STALE_MS,
  });
}
