import type { LoaderFunctionArgs } from 'react-router';
import { loaderQueryClient } from '../../api/query-client';
import { categoriesQuery } from '../../features/categories/category-queries';
import { readStoreFilters } from '../../features/store/store-filters';
import { storesQuery, ubicationsQuery } from '../../features/store/store-queries';

/** Starts the list and the filters' reference data alongside the page's chunk (not awaited: the grid shows skeletons). */
export function storesLoader({ request, context }: LoaderFunctionArgs) {
  const queryClient = loaderQueryClient(context);
  const filters = readStoreFilters(new URL(request.url).searchParams);
  void queryClient.prefetchQuery(storesQuery(filters));
  void queryClient.prefetchQuery(categoriesQuery());
  void queryClient.prefetchQuery(ubicationsQuery());
  return null;
}
