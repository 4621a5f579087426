import type { ReviewSort } from '@plaza/domain/constants';
import { queryKeys } from '@plaza/domain/query-keys';
import type { Product } from '@plaza/domain/schemas/product';
import type { Ubication } from '@plaza/domain/schemas/reference';
import type { StoreDetail, StoreSummary, Tag } from '@plaza/domain/schemas/store';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../api/api-fetch';
import { logged } from '../search/logged';

// Answers are typed, not parsed: zod stays off the catalogue pages (the server validates and
// serializes every answer with the same schemas).

/** The /stores filters, as the API and the query key take them: names for places, an id for the category. */
export interface StoreFilters {
  category?: number;
  province?: string;
  township?: string;
}

/** Only the filters that are set, so `{}` and `{ category: undefined }` share one cache entry. */
function definedFilters({ category, province, township }: StoreFilters): StoreFilters {
  return {
    ...(category !== undefined ? { category } : {}),
    ...(province ? { province } : {}),
    ...(township ? { township } : {}),
  };
}

/** GET /api/market/stores with the /stores page's filters. */
export function storesQuery(filters: StoreFilters) {
  const defined = definedFilters(filters);
  const params = new URLSearchParams();
  if (defined.category !== undefined) params.set('category', String(defined.category));
  if (defined.province) params.set('province', defined.province);
  if (defined.township) params.set('township', defined.township);
  const search = params.size > 0 ? `?${params.toString()}` : '';
  return queryOptions({
    queryKey: queryKeys.stores(defined),
    queryFn: ({ signal }) =>
      logged('the stores', signal, async () => (await apiFetch(`/api/market/stores${search}`, { signal })) as StoreSummary[]),
  });
}

/** GET /api/market/stores?popular=true. */
export function popularStoresQuery() {
  return queryOptions({
    queryKey: queryKeys.stores({ popular: true }),
    queryFn: ({ signal }) =>
      logged('the popular stores', signal, async () => (await apiFetch('/api/market/stores?popular=true', { signal })) as StoreSummary[]),
  });
}

export interface NearbyStores {
  ubication: { province: string; township: string } | null;
  stores: StoreSummary[];
}

/** GET /api/market/stores/randomUbication: one municipality's stores, chosen by the server. */
export function nearbyStoresQuery() {
  return queryOptions({
    queryKey: queryKeys.nearbyStores(),
    queryFn: ({ signal }) =>
      logged('the nearby stores', signal, async () => (await apiFetch('/api/market/stores/randomUbication', { signal })) as NearbyStores),
  });
}

/** GET /api/admin/ubications: provinces and their municipalities. */
export function ubicationsQuery() {
  return queryOptions({
    queryKey: queryKeys.ubications(),
    queryFn: ({ signal }) =>
      logged('the ubications', signal, async () => (await apiFetch('/api/admin/ubications', { signal })) as Ubication[]),
    staleTime: 60 * 60_000,
  });
}

// The page queries below keep a failure their route's loader already met (a 404 above all)
// instead of asking again when the page mounts: `retryOnMount: false`.

/** GET /api/market/stores/{slug}: the store, its reviews and its products by category. A 404 is an HttpError. */
export function storeQuery(slug: string) {
  return queryOptions({
    queryKey: queryKeys.store(slug),
    queryFn: async ({ signal }) => (await apiFetch(`/api/market/stores/${encodeURIComponent(slug)}`, { signal })) as StoreDetail,
    retryOnMount: false,
  });
}

/** GET /api/market/stores/{slug}/reviews?sort=: the store's first reviews in another order than the page's newest first. */
export function storeReviewsQuery(slug: string, sort: ReviewSort) {
  return queryOptions({
    queryKey: queryKeys.storeReviews(slug, sort),
    queryFn: async ({ signal }) =>
      (await apiFetch(`/api/market/stores/${encodeURIComponent(slug)}/reviews?sort=${sort}`, { signal })) as StoreDetail['reviews'],
  });
}

/** GET /api/market/stores/{slug}/tags/. */
export function storeTagsQuery(slug: string) {
  return queryOptions({
    queryKey: queryKeys.storeTags(slug),
    queryFn: async ({ signal }) => (await apiFetch(`/api/market/stores/${encodeURIComponent(slug)}/tags/`, { signal })) as Tag[],
    retryOnMount: false,
  });
}

/** GET /api/market/stores/{slug}/tags/{tagSlug}/products. 404 when the store or the tag does not exist. */
export function storeTagProductsQuery(slug: string, tagSlug: string) {
  return queryOptions({
    queryKey: queryKeys.storeTagProducts(slug, tagSlug),
    queryFn: async ({ signal }) =>
      (await apiFetch(`/api/market/stores/${encodeURIComponent(slug)}/tags/${encodeURIComponent(tagSlug)}/products`, {
        signal,
      })) as Product[],
    retryOnMount: false,
  });
}
