import { queryOptions } from '@tanstack/react-query';
import type { PanelOrderSummary } from '@plaza/domain/schemas/panel-orders';
import { z } from '@plaza/domain/zod-es';
import { panelFetch, panelKeys, storePath } from './panel-fetch';

/**
 * The navigation's count of orders pending payment: the one piece of the order screens on every
 * panel screen, so it stands alone (a module shared with the order screens' chunks would be split
 * into a chunk of its own, one more request on every first load). Its key is under the store's,
 * which a transition invalidates.
 */

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
    queryKey: [...panelKeys.store(storeId), 'orders', 'summary'] as const,
    queryFn: ({ signal }) => panelFetch(storePath(storeId, '/orders/summary'), summarySchema, { signal }),
    staleTime: 30_000,
    refetchInterval: SUMMARY_REFRESH_MS,
  });
