import { queryOptions } from '@tanstack/react-query';
import { searchAnswerSchema } from '@plaza/domain/schemas/search';
import { apiFetch } from '../../../api/api-fetch';
import { contentKeys } from './content-keys';

const PAGE_SIZE = 20;

/** A product as a section's picker shows it: what the section's answer gives of its chosen ones. */
export interface PickedProduct {
  product_id: number;
  name: string;
  store_name: string;
  image: string | null;
  /** False when the storefront leaves it out now (hidden, its store inactive or suspended). */
  visible: boolean;
}

/**
 * The products of the whole catalogue matching `q`: the storefront's own search
 * (GET /api/market/search), its first page, stores left out. What a shopper can find is what an
 * operator can choose.
 */
export const catalogueSearchQuery = (q: string) =>
  queryOptions({
    queryKey: contentKeys.productSearch(q),
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams({ page: '1', page_size: String(PAGE_SIZE) });
      if (q) params.set('q', q);
      const { data } = await apiFetch(`/api/market/search?${params}`, { signal, schema: searchAnswerSchema });
      const products: PickedProduct[] = data.results.flatMap((result) =>
        result.result_type === 'product'
          ? [{ product_id: result.product_id, name: result.name, store_name: result.store_name, image: result.images[0]?.image ?? null, visible: true }]
          : [],
      );
      return { products, hasNext: data.has_next };
    },
    staleTime: 30_000,
  });
