import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminBalancePageSchema } from '@plaza/domain/schemas/payout';
import { adminFetch, adminKeys, searchString } from './admin-fetch';

export type PayoutFilters = { store_id?: number; page: number };

/** GET /api/admin/payouts/balances?store_id=&page=: per store and referrer, what is owed per currency. */
export const payoutBalancesQuery = (filters: PayoutFilters) =>
  queryOptions({
    queryKey: [...adminKeys.all, 'payouts', filters] as const,
    queryFn: ({ signal }) => adminFetch(`/api/admin/payouts/balances${searchString(filters)}`, adminBalancePageSchema, { signal }),
    placeholderData: keepPreviousData,
  });

/** The statement of a period, of every store or of one: a plain link, the session cookie goes with it. */
export const statementUrl = (from: string, to: string, storeId?: number) =>
  `/api/admin/payouts/statement.csv${searchString({ from, to, store_id: storeId })}`;
