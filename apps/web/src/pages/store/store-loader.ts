import type { LoaderFunctionArgs } from 'react-router';
import { loaderQueryClient } from '../../api/query-client';
import { storeQuery, storeTagsQuery } from '../../features/store/store-queries';

/** Starts the store's requests alongside the page's chunk; the page shows its own loading and error states. */
export function storeLoader({ params, context }: LoaderFunctionArgs) {
  const queryClient = loaderQueryClient(context);
  const slug = params.slug ?? '';
  void queryClient.prefetchQuery(storeQuery(slug));
  void queryClient.prefetchQuery(storeTagsQuery(slug));
  return null;
}
