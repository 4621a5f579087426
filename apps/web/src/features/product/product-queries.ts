import { RELATED_PAGE_SIZE, type ReviewSort } from '@plaza/domain/constants';
import type { Product, ProductDetail, Review } from '@plaza/domain/schemas/product';
import type { StoreSummary } from '@plaza/domain/schemas/store';
import { queryKeys } from '@plaza/domain/query-keys';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../api/api-fetch';

// Answers are cast, not parsed: zod would add about 20 KB to the page, and the server already
// validates and serializes them with the shared schemas. The server embeds the first answers in
// the HTML under these same keys, as sent, so the cache holds the answers exactly as they come.

/** GET /api/market/search as it answers (spec section 7). */
export type SearchResult = ({ result_type: 'product' } & Product) | ({ result_type: 'store' } & StoreSummary);
export interface SearchAnswer {
  success: true;
  data: { results: SearchResult[]; has_next: boolean };
}

export function productQuery(id: number) {
  return queryOptions({
    queryKey: queryKeys.product(id),
    queryFn: async ({ signal }) => (await apiFetch(`/api/market/products/${id}`, { signal })) as ProductDetail,
  });
}

/** A product's reviews in the order chosen; the default one under the key the server embeds it with. */
export function productReviewsQuery(id: number, sort: ReviewSort = 'newest') {
  return queryOptions({
    queryKey: sort === 'newest' ? queryKeys.productReviews(id) : [...queryKeys.productReviews(id), sort],
    queryFn: async ({ signal }) =>
      (await apiFetch(`/api/market/products/${id}/reviews${sort === 'newest' ? '' : `?sort=${sort}`}`, { signal })) as Review[],
  });
}

const relatedSearch = (category: number) => ({ category, page: 1, page_size: RELATED_PAGE_SIZE });

/** Related products are the first page of the product's category (spec section 7); the caller drops the product itself. */
export function relatedProductsQuery(categoryId: number) {
  const params = relatedSearch(categoryId);
  return queryOptions({
    queryKey: queryKeys.search(params),
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ category: String(params.category), page: String(params.page), page_size: String(params.page_size) });
      return (await apiFetch(`/api/market/search?${query}`, { signal })) as SearchAnswer;
    },
  });
}

/** The product results of a search answer other than `productId`. */
export function relatedProducts(answer: SearchAnswer, productId: number): Product[] {
  return answer.data.results.filter(
    (result): result is Extract<SearchResult, { result_type: 'product' }> => result.result_type === 'product' && result.product_id !== productId,
  );
}
