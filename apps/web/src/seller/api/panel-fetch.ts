import { apiFetch, type ApiFetchOptions, type Parser } from '../../api/api-fetch';

/** The panel's API root of one store: /api/store_admin/stores/{storeId}. */
export const storePath = (storeId: number, rest = '') => `/api/store_admin/stores/${storeId}${rest}`;

/** apiFetch with the answer parsed by the panel's schema (every panel call has one). */
export function panelFetch<T>(path: string, schema: Parser<T>, options: ApiFetchOptions = {}): Promise<T> {
  return apiFetch(path, { ...options, schema });
}

/**
 * Query keys of the panel, one factory for every resource, all under the store: a mutation
 * invalidates by prefix (`panelKeys.products(storeId)` refreshes every list and editor of them).
 */
export const panelKeys = {
  all: ['panel'] as const,
  stores: () => [...panelKeys.all, 'stores'] as const,
  store: (storeId: number) => [...panelKeys.all, 'store', storeId] as const,
  profile: (storeId: number) => [...panelKeys.store(storeId), 'profile'] as const,
  dashboard: (storeId: number) => [...panelKeys.store(storeId), 'dashboard'] as const,
  products: (storeId: number) => [...panelKeys.store(storeId), 'products'] as const,
  productList: (storeId: number, query: Record<string, unknown>) => [...panelKeys.products(storeId), 'list', query] as const,
  product: (storeId: number, productId: number) => [...panelKeys.products(storeId), 'one', productId] as const,
  tags: (storeId: number) => [...panelKeys.store(storeId), 'tags'] as const,
  paymentMethods: (storeId: number) => [...panelKeys.store(storeId), 'paymentMethods'] as const,
  coupons: (storeId: number) => [...panelKeys.store(storeId), 'coupons'] as const,
  billing: (storeId: number) => [...panelKeys.store(storeId), 'billing'] as const,
};
