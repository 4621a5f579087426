import type { LoaderFunctionArgs } from 'react-router';
import { loaderQueryClient } from '../../api/query-client';
import { parseProductId } from '../../features/product/product-id';
import { productQuery, productReviewsQuery, relatedProductsQuery } from '../../features/product/product-queries';

/**
 * Starts the product page's requests alongside its chunk: the product and its reviews at once,
 * the related products as soon as the product's category is known. Not awaited: the page shows
 * its own skeleton and errors. On the first visit the answers came embedded, so nothing is fetched.
 */
export function productLoader({ params, context }: LoaderFunctionArgs) {
  const queryClient = loaderQueryClient(context);
  const id = parseProductId(params.productId);
  if (id === undefined) return null;
  void queryClient.prefetchQuery(productReviewsQuery(id));
  void queryClient.fetchQuery(productQuery(id)).then(
    (product) => queryClient.prefetchQuery(relatedProductsQuery(product.category_id)),
    // The page reads the same query and shows the failure.
    () => undefined,
  );
  return null;
}
