import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BULK_MAX_PRODUCTS } from '@plaza/domain/product-bulk';
import { productPageSchema } from '@plaza/domain/schemas/panel-product';
import {
  bulkRefusedSchema,
  productBulkAnswerSchema,
  productBulkUndoAnswerSchema,
  type ProductBulk,
} from '@plaza/domain/schemas/product-bulk';
import { HttpError } from '../../api/api-fetch';
import { panelFetch, panelKeys, storePath } from './panel-fetch';

const bulkPath = (storeId: number, rest = '') => storePath(storeId, `/products/bulk${rest}`);
const PAGE = 100;

/**
 * The ids of every product the list's filter matches (q, category, status), read a hundred at a
 * time through the list itself, up to BULK_MAX_PRODUCTS: `more` when others match beyond them.
 */
export async function matchingProductIds(storeId: number, query: Record<string, string>): Promise<{ ids: number[]; more: boolean }> {
  const ids: number[] = [];
  for (let page = 1; ids.length <= BULK_MAX_PRODUCTS; page += 1) {
    const params = new URLSearchParams({ ...query, page: String(page), page_size: String(PAGE) });
    const answer = await panelFetch(storePath(storeId, `/products?${params}`), productPageSchema);
    ids.push(...answer.results.map((product) => product.product_id));
    if (!answer.has_next) return { ids: ids.slice(0, BULK_MAX_PRODUCTS), more: ids.length > BULK_MAX_PRODUCTS };
  }
  return { ids: ids.slice(0, BULK_MAX_PRODUCTS), more: true };
}

/** POST …/products/bulk: the preview (dry_run) or the saved change. A saved one refreshes every list. */
export function useBulkChange(storeId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductBulk) => panelFetch(bulkPath(storeId), productBulkAnswerSchema, { method: 'POST', body }),
    onSuccess: (answer) => {
      if (!answer.dry_run) return client.invalidateQueries({ queryKey: panelKeys.products(storeId) });
    },
  });
}

/** POST …/products/bulk/{bulkId}/undo */
export function useUndoBulkChange(storeId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (bulkId: number) => panelFetch(bulkPath(storeId, `/${bulkId}/undo`), productBulkUndoAnswerSchema, { method: 'POST' }),
    onSettled: () => client.invalidateQueries({ queryKey: panelKeys.products(storeId) }),
  });
}

/** Each product's reason of a refused save (400), to show beside it. */
export function refusedProducts(error: unknown): Map<number, string> {
  if (!(error instanceof HttpError) || error.status !== 400) return new Map();
  const refused = bulkRefusedSchema.safeParse(error.body);
  return new Map(refused.success ? refused.data.problems.map((problem) => [problem.product_id, problem.message]) : []);
}
