import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  commissionPageSchema,
  panelOrderPageSchema,
  panelOrderSchema,
  type OrderStatus,
  type OrderTransition,
  type PanelOrder,
} from '@plaza/domain/schemas/panel-orders';
import { listCountSchema } from '@plaza/domain/schemas/panel-lists';
import { panelFetch, panelKeys, storePath } from './panel-fetch';

/** The order screens' query keys, under the store's (a transition invalidates `panelKeys.store`). */
export const orderKeys = {
  all: (storeId: number) => [...panelKeys.store(storeId), 'orders'] as const,
  list: (storeId: number, query: Record<string, string>) => [...orderKeys.all(storeId), 'list', query] as const,
  one: (storeId: number, orderId: string) => [...orderKeys.all(storeId), 'one', orderId] as const,
};

/** GET …/orders?status=&page=&page_size=: a page of the store's orders, newest first. */
export const orderListQuery = (storeId: number, query: Record<string, string>) =>
  queryOptions({
    queryKey: orderKeys.list(storeId, query),
    queryFn: ({ signal }) => panelFetch(storePath(storeId, `/orders?${new URLSearchParams(query)}`), panelOrderPageSchema, { signal }),
    placeholderData: keepPreviousData,
  });

/** GET …/orders/count with the inbox's filters: its total, apart from the page (decision 030). */
export const orderCountQuery = (storeId: number, query: Record<string, string>) =>
  queryOptions({
    queryKey: [...orderKeys.all(storeId), 'count', query] as const,
    queryFn: ({ signal }) => panelFetch(storePath(storeId, `/orders/count?${new URLSearchParams(query)}`), listCountSchema, { signal }),
  });

/** GET …/orders/{orderId}; 404 when the order is not this store's. */
export const fetchOrder = (storeId: number, orderId: string, signal?: AbortSignal) =>
  panelFetch(storePath(storeId, `/orders/${encodeURIComponent(orderId)}`), panelOrderSchema, { signal });

/** One order of the store: a 404 is an answer (look in the seller's other stores), never retried. */
export const orderQuery = (storeId: number, orderId: string) =>
  queryOptions({
    queryKey: orderKeys.one(storeId, orderId),
    queryFn: ({ signal }) => fetchOrder(storeId, orderId, signal),
    retry: false,
  });

/** GET …/commissions: what the store owes each referrer, per currency. */
export const commissionsQuery = (storeId: number, page: number, pageSize: number) =>
  queryOptions({
    queryKey: [...panelKeys.store(storeId), 'commissions', page] as const,
    queryFn: ({ signal }) => panelFetch(storePath(storeId, `/commissions?page=${page}&page_size=${pageSize}`), commissionPageSchema, { signal }),
    placeholderData: keepPreviousData,
  });

/** The CSV of every order the filter shows: a plain link, the session cookie goes with it. */
export const ordersCsvUrl = (storeId: number, status: OrderStatus | 'all') =>
  storePath(storeId, status === 'all' ? '/orders.csv' : `/orders.csv?status=${status}`);

/**
 * 'Confirmar pago' and 'Cancelar pedido'. Afterwards everything of the store is read again: the
 * lists, the navigation's count, the commissions, and the products whose stock a cancel returned.
 * A refused transition (409: someone else, or the expiry job, got there first) refreshes them too.
 */
export function useOrderTransition(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, transition }: { orderId: string; transition: OrderTransition }) =>
      panelFetch(storePath(storeId, `/orders/${encodeURIComponent(orderId)}`), panelOrderSchema, { method: 'PATCH', body: transition }),
    onSuccess: (order: PanelOrder) => queryClient.setQueryData(orderKeys.one(storeId, order.id), order),
    onSettled: () => queryClient.invalidateQueries({ queryKey: panelKeys.store(storeId) }),
  });
}
