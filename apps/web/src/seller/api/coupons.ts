import { queryOptions } from '@tanstack/react-query';
import { z } from '@plaza/domain/zod-es';
import { couponSchema, type PanelCoupon } from '@plaza/domain/schemas/panel-catalogue';
import { panelProductSchema, productPageSchema } from '@plaza/domain/schemas/panel-product';
import { apiFetch } from '../../api/api-fetch';
import { panelFetch, panelKeys, storePath } from './panel-fetch';
import { useStoreMutation } from './store-mutation';

export type CouponFields = Omit<PanelCoupon, 'coupon_id' | 'used_count'>;

/** GET …/coupons: every coupon of the store. */
export const couponsQuery = (storeId: number) =>
  queryOptions({
    queryKey: panelKeys.coupons(storeId),
    queryFn: ({ signal }) => panelFetch(storePath(storeId, '/coupons'), z.array(couponSchema), { signal }),
  });

export const useCreateCoupon = (storeId: number) =>
  useStoreMutation(panelKeys.coupons(storeId), (coupon: CouponFields) =>
    panelFetch(storePath(storeId, '/coupons'), couponSchema, { method: 'POST', body: coupon }),
  );

export const useUpdateCoupon = (storeId: number) =>
  useStoreMutation(
    panelKeys.coupons(storeId),
    ({ id, changes }: { id: number; changes: Partial<CouponFields> }) =>
      panelFetch(storePath(storeId, `/coupons/${id}`), couponSchema, { method: 'PATCH', body: changes }),
    { list: panelKeys.coupons(storeId), sameItem: (item, saved) => item.coupon_id === saved.coupon_id },
  );

export const useDeleteCoupon = (storeId: number) =>
  useStoreMutation(panelKeys.coupons(storeId), (id: number) => apiFetch(storePath(storeId, `/coupons/${id}`), { method: 'DELETE' }));

/** The coupon's product picker: the first page of the store's products matching `q`. */
export const productSearchQuery = (storeId: number, q: string) =>
  queryOptions({
    queryKey: panelKeys.productList(storeId, { q, page: 1, page_size: 20 }),
    queryFn: ({ signal }) =>
      panelFetch(storePath(storeId, `/products?${new URLSearchParams({ q, page: '1', page_size: '20' })}`), productPageSchema, { signal }),
    staleTime: 30_000,
  });

/** One product by id: the names of a coupon's products that no search has shown yet. */
export const couponProductQuery = (storeId: number, productId: number) =>
  queryOptions({
    queryKey: panelKeys.product(storeId, productId),
    queryFn: ({ signal }) => panelFetch(storePath(storeId, `/products/${productId}`), panelProductSchema, { signal }),
    staleTime: 5 * 60_000,
  });
