import type { LoaderFunctionArgs } from 'react-router';
import { loaderQueryClient } from '../../api/query-client';
import { storeTagProductsQuery, storeTagsQuery } from '../../features/store/store-queries';

/** Starts the tag's products and the store's tags alongside the page's chunk. */
export function storeTagLoader({ params, context }: LoaderFunctionArgs) {
  const queryClient = loaderQueryClient(context);
  const slug = params.slug ?? '';
  const tagSlug = params.tagSlug ?? '';
  void queryClient.prefetchQuery(storeTagProductsQuery(slug, tagSlug));
  void queryClient.prefetchQuery(storeTagsQuery(slug));
  return null;
}
