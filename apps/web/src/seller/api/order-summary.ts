import { queryOptions } from '@tanstack/react-query';
import type { PanelOrderSummary } from '@plaza/domain/schemas/panel-orders';
import { z } from '@plaza/domain/zod-es';
import { panelFetch, panelKeys, storePath } from './panel-fetch';

/**
 * The order screens' query keys, under the store's (a transition invalidates `panelKeys.store`).
 * Here rather than with the screens' queries: the navigation's count is on every panel screen,
 * and this file is all of the order screens that their first load carries.
 */
export const orderKeys = {
  all: (storeId: number) => [...panelKeys.store(storeId), 'orders'] as const,
  list: (storeId: number, query: Record<string, string>) => [...orderKeys.all(storeId), 'list', query] as const,
  one: (storeId: number, orderId: string) => [...orderKeys.all(storeId), 'one', orderId] as const,
  summary: (storeId: number) => [...orderKeys.all(storeId), 'summary'] as const,
};

/**
 * The contract's `panelOrderSummarySchema`, restated and held to its type: importing it would bring
 * the whole panel-orders module (every order screen's schemas, about 0.4 KB compressed) into the
 * first load of every panel screen, which is within a kilobyte of its budget.
 */
const summarySchema: z.ZodType<PanelOrderSummary> = z.object({ pending_payment: z.int() });

/** How often an open panel asks again, so an order placed meanwhile shows in the count. */
const SUMMARY_REFRESH_MS = 120_000;

/** GET …/orders/summary: the count of orders pending payment, for the navigation's badge. */
export const orderSummaryQuery = (storeId: number) =>
  queryOptions({
    queryKey: orderKeys.summary(storeId),
    queryFn: ({ signal }) => panelFetch(storePath(storeId, '/orders/summary'), summarySchema, { signal }),
    staleTime: 30_000,
    refetchInterval: SUMMARY_REFRESH_MS,
  });
