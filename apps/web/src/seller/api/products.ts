import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { tagSchema } from '@plaza/domain/schemas/panel-catalogue';
import {
  panelProductSchema,
  productPageSchema,
  stockConflictSchema,
  type PanelProduct,
  type ProductCreate,
  type ProductPatch,
} from '@plaza/domain/schemas/panel-product';
import { listCountSchema } from '@plaza/domain/schemas/panel-lists';
import { z } from '@plaza/domain/zod-es';
import { apiFetch, HttpError } from '../../api/api-fetch';
import { panelFetch, panelKeys, storePath } from './panel-fetch';

type ProductPage = z.infer<typeof productPageSchema>;

const productsPath = (storeId: number, rest = '') => storePath(storeId, `/products${rest}`);

/** GET …/products with the list's query (q, category, status, page, page_size); the last page stays on screen while the next loads. */
export const productListQuery = (storeId: number, query: Record<string, string>) =>
  queryOptions({
    queryKey: panelKeys.productList(storeId, query),
    queryFn: ({ signal }) => panelFetch(productsPath(storeId, `?${new URLSearchParams(query)}`), productPageSchema, { signal }),
    placeholderData: keepPreviousData,
  });

/** GET …/products/count with the list's filters (no page): its total, apart from the page (decision 030). */
export const productCountQuery = (storeId: number, query: Record<string, string>) =>
  queryOptions({
    queryKey: [...panelKeys.products(storeId), 'count', query] as const,
    queryFn: ({ signal }) => panelFetch(productsPath(storeId, `/count?${new URLSearchParams(query)}`), listCountSchema, { signal }),
  });

/** GET …/products/{productId} */
export const productQuery = (storeId: number, productId: number) =>
  queryOptions({
    queryKey: panelKeys.product(storeId, productId),
    queryFn: ({ signal }) => panelFetch(productsPath(storeId, `/${productId}`), panelProductSchema, { signal }),
  });

/** GET …/tags: the store's tags a product can carry. */
export const storeTagsQuery = (storeId: number) =>
  queryOptions({
    queryKey: panelKeys.tags(storeId),
    queryFn: ({ signal }) => panelFetch(storePath(storeId, '/tags'), z.array(tagSchema), { signal }),
  });

const productIdAnswer = z.object({ product_id: z.int() });

/** Keeps a product the server answered with in the cache, so its editor opens without a second request. */
function remember(client: QueryClient, storeId: number, answer: unknown): number {
  const product = panelProductSchema.safeParse(answer);
  if (product.success) client.setQueryData(panelKeys.product(storeId, product.data.product_id), product.data);
  return productIdAnswer.parse(answer).product_id;
}

/** Everything a product change can move: the lists, the editors and the dashboard's stock warnings. */
function refresh(client: QueryClient, storeId: number) {
  return Promise.all([
    client.invalidateQueries({ queryKey: panelKeys.products(storeId) }),
    client.invalidateQueries({ queryKey: panelKeys.dashboard(storeId) }),
  ]);
}

/** POST …/products: resolves to the new product's id. */
export function useCreateProduct(storeId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (product: ProductCreate) => remember(client, storeId, await apiFetch(productsPath(storeId), { method: 'POST', body: product })),
    onSuccess: () => refresh(client, storeId),
  });
}

/** PATCH …/products/{productId} with the fields that changed: resolves to the product as the server now holds it. */
export function useUpdateProduct(storeId: number, productId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (changes: ProductPatch) => {
      const product = panelProductSchema.parse(await apiFetch(productsPath(storeId, `/${productId}`), { method: 'PATCH', body: changes }));
      client.setQueryData(panelKeys.product(storeId, productId), product);
      return product;
    },
    onSuccess: () => refresh(client, storeId),
  });
}

/** The stock now, when a change was refused because the stock it was typed against had moved (409). */
export function movedStock(error: unknown): number | null {
  if (!(error instanceof HttpError) || error.status !== 409) return null;
  const conflict = stockConflictSchema.safeParse(error.body);
  return conflict.success ? conflict.data.stock : null;
}

type QuickChange = Pick<ProductPatch, 'price' | 'stock' | 'stock_seen' | 'visible'>;

/**
 * PATCH from the list (price, stock, shown or hidden): every list on screen shows the change at
 * once and gets its old rows back if the server refuses it.
 */
export function useQuickUpdate(storeId: number) {
  const client = useQueryClient();
  const lists = { queryKey: [...panelKeys.products(storeId), 'list'] };
  return useMutation({
    mutationFn: ({ productId, changes }: { productId: number; changes: QuickChange }) =>
      apiFetch(productsPath(storeId, `/${productId}`), { method: 'PATCH', body: changes }),
    onMutate: async ({ productId, changes }) => {
      await client.cancelQueries(lists);
      const before = client.getQueriesData<ProductPage>(lists);
      const { stock_seen: _seen, ...shown } = changes;
      client.setQueriesData<ProductPage>(lists, (page) =>
        page && { ...page, results: page.results.map((product) => (product.product_id === productId ? { ...product, ...shown } : product)) },
      );
      return { before };
    },
    onError: (_error, _variables, context) => {
      for (const [key, page] of context?.before ?? []) client.setQueryData(key, page);
    },
    onSettled: () => refresh(client, storeId),
  });
}

/** POST …/products/{productId}/duplicate: resolves to the copy's id. */
export function useDuplicateProduct(storeId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (productId: number) =>
      remember(client, storeId, await apiFetch(productsPath(storeId, `/${productId}/duplicate`), { method: 'POST' })),
    onSuccess: () => refresh(client, storeId),
  });
}

// The answer to a delete says whether the product had orders and was archived instead.
const deleteAnswer = z.object({ archived: z.boolean().optional() }).nullish();

/** DELETE …/products/{productId}: resolves to whether the product was archived (it had orders) rather than removed. */
export function useDeleteProduct(storeId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (productId: number) => {
      const answer = deleteAnswer.safeParse(await apiFetch(productsPath(storeId, `/${productId}`), { method: 'DELETE' }));
      return { archived: answer.success && answer.data?.archived === true };
    },
    onSuccess: (_answer, productId) => {
      client.removeQueries({ queryKey: panelKeys.product(storeId, productId) });
      return refresh(client, storeId);
    },
  });
}

/** The image calls of one product's editor: upload (an already shrunk form), remove, reorder. */
export function useProductImages(storeId: number, productId: number) {
  const client = useQueryClient();
  const key = panelKeys.product(storeId, productId);
  // Each image call answers with the product as it now is: the editor shows it without asking again.
  const upload = useMutation({
    mutationFn: async (form: FormData) => remember(client, storeId, await apiFetch(productsPath(storeId, `/${productId}/images`), { method: 'POST', body: form })),
    onSuccess: () => refresh(client, storeId),
  });
  const remove = useMutation({
    mutationFn: async (imageId: number) =>
      remember(client, storeId, await apiFetch(productsPath(storeId, `/${productId}/images/${imageId}`), { method: 'DELETE' })),
    onSuccess: () => refresh(client, storeId),
  });
  const reorder = useMutation({
    mutationFn: (images: PanelProduct['images']) =>
      apiFetch(productsPath(storeId, `/${productId}/images`), { method: 'PUT', body: { image_ids: images.map((image) => image.image_id) } }),
    // The new order shows at once; a refusal puts the old one back.
    onMutate: async (images) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<PanelProduct>(key);
      if (before) client.setQueryData<PanelProduct>(key, { ...before, images });
      return { before };
    },
    onError: (_error, _images, context) => {
      if (context?.before) client.setQueryData(key, context.before);
    },
    onSettled: () => refresh(client, storeId),
  });
  return { upload, remove, reorder };
}
