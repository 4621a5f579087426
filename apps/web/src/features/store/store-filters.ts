import type { StoreFilters } from './store-queries';

/** The /stores filters from the page's query parameters; a malformed category is ignored. */
export function readStoreFilters(params: URLSearchParams): StoreFilters {
  const category = params.get('category')?.trim() ?? '';
  const province = params.get('province')?.trim() ?? '';
  const township = params.get('township')?.trim() ?? '';
  return {
    ...(/^\d{1,9}$/.test(category) && Number(category) > 0 ? { category: Number(category) } : {}),
    ...(province ? { province } : {}),
    // A municipality only means something inside its province.
    ...(province && township ? { township } : {}),
  };
}

/** The query string for a set of filters, parameters in the order category, province, township. */
export function storeFiltersSearch(filters: StoreFilters): string {
  const params = new URLSearchParams();
  if (filters.category !== undefined) params.set('category', String(filters.category));
  if (filters.province) params.set('province', filters.province);
  if (filters.province && filters.township) params.set('township', filters.township);
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The /stores link for one municipality (the home page's nearby stores). */
export function storesInUrl(province: string, township: string): string {
  return `/stores${storeFiltersSearch({ province, township })}`;
}
