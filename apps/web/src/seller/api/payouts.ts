import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  payoutPageSchema,
  payoutRecordedSchema,
  referrerBalancePageSchema,
  type NewPayout,
} from '@plaza/domain/schemas/payout';
import type { z } from 'zod';

type PayoutRecorded = z.infer<typeof payoutRecordedSchema>;
import { panelFetch, panelKeys, storePath } from './panel-fetch';

/** The payout screen's keys, under the store's: recording a payout refreshes both lists. */
export const payoutKeys = {
  all: (storeId: number) => [...panelKeys.store(storeId), 'payouts'] as const,
  balances: (storeId: number, page: number) => [...payoutKeys.all(storeId), 'balances', page] as const,
  history: (storeId: number, page: number) => [...payoutKeys.all(storeId), 'history', page] as const,
};

/** GET …/payouts/balances: what the store owes each referrer, per currency. */
export const payoutBalancesQuery = (storeId: number, page: number, pageSize: number) =>
  queryOptions({
    queryKey: payoutKeys.balances(storeId, page),
    queryFn: ({ signal }) =>
      panelFetch(storePath(storeId, `/payouts/balances?page=${page}&page_size=${pageSize}`), referrerBalancePageSchema, { signal }),
    placeholderData: keepPreviousData,
  });

/** GET …/payouts: the payouts the store recorded, newest first. */
export const payoutHistoryQuery = (storeId: number, page: number, pageSize: number) =>
  queryOptions({
    queryKey: payoutKeys.history(storeId, page),
    queryFn: ({ signal }) => panelFetch(storePath(storeId, `/payouts?page=${page}&page_size=${pageSize}`), payoutPageSchema, { signal }),
    placeholderData: keepPreviousData,
  });

/** The statement of a period: a plain link, the session cookie goes with it. */
export const statementUrl = (storeId: number, from: string, to: string) =>
  storePath(storeId, `/payouts/statement.csv?${new URLSearchParams({ from, to })}`);

/**
 * POST …/payouts. Whatever the answer (a 409 means the balance or the payouts moved), both lists are
 * read again, without waiting: the caller's own callbacks run first, while the form is still there.
 */
export function useRecordPayout(storeId: number, onRecorded: (answer: PayoutRecorded) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payout: NewPayout) => panelFetch(storePath(storeId, '/payouts'), payoutRecordedSchema, { method: 'POST', body: payout }),
    onSuccess: onRecorded,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: payoutKeys.all(storeId) });
    },
  });
}

export type RecordPayout = ReturnType<typeof useRecordPayout>;
