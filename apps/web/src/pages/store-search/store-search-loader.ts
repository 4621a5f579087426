import type { LoaderFunctionArgs } from 'react-router';
import { loaderQueryClient } from '../../api/query-client';
import { searchQuery } from '../../features/search/search-queries';
import { readSearchState } from '../../features/search/search-url';
import { storeQuery } from '../../features/store/store-queries';

/** Starts the results and the store's information alongside the page's chunk; the page shows its own loading state. */
export function storeSearchLoader({ request, params, context }: LoaderFunctionArgs) {
  const queryClient = loaderQueryClient(context);
  const slug = params.slug ?? '';
  void queryClient.prefetchQuery(searchQuery(readSearchState(new URL(request.url).searchParams), slug));
  void queryClient.prefetchQuery(storeQuery(slug));
  return null;
}
