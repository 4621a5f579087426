import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { lowStockCountSchema, lowStockDigestSettingSchema } from '@plaza/domain/schemas/panel-product';
import { panelFetch, panelKeys, storePath } from './panel-fetch';

/** Under the products' prefix: every product change refreshes it with the lists. */
const lowStockKeys = {
  count: (storeId: number, query: Record<string, string>) => [...panelKeys.products(storeId), 'low_stock_count', query] as const,
  digest: (storeId: number) => [...panelKeys.store(storeId), 'low_stock_digest'] as const,
};

/** GET …/products/low_stock_count with the list's other filters: the number on the "Stock bajo" chip. */
export const lowStockCountQuery = (storeId: number, query: Record<string, string>) =>
  queryOptions({
    queryKey: lowStockKeys.count(storeId, query),
    queryFn: ({ signal }) => panelFetch(storePath(storeId, `/products/low_stock_count?${new URLSearchParams(query)}`), lowStockCountSchema, { signal }),
    placeholderData: keepPreviousData,
  });

/** GET …/low_stock_digest: whether this person gets the daily e-mail. */
export const digestSettingQuery = (storeId: number) =>
  queryOptions({
    queryKey: lowStockKeys.digest(storeId),
    queryFn: ({ signal }) => panelFetch(storePath(storeId, '/low_stock_digest'), lowStockDigestSettingSchema, { signal }),
  });

/** PUT …/low_stock_digest: the switch, kept as the server answered. */
export function useSetDigest(storeId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) =>
      panelFetch(storePath(storeId, '/low_stock_digest'), lowStockDigestSettingSchema, { method: 'PUT', body: { enabled } }),
    onSuccess: (answer) => client.setQueryData(lowStockKeys.digest(storeId), answer),
  });
}
