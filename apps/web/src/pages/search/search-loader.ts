import type { LoaderFunctionArgs } from 'react-router';
import { loaderQueryClient } from '../../api/query-client';
import { categoriesQuery } from '../../features/categories/category-queries';
import { searchQuery } from '../../features/search/search-queries';
import { readSearchState } from '../../features/search/search-url';

/** Starts the results and the categories alongside the page's chunk (not awaited: the page shows skeletons). */
export function searchLoader({ request, context }: LoaderFunctionArgs) {
  const queryClient = loaderQueryClient(context);
  void queryClient.prefetchQuery(searchQuery(readSearchState(new URL(request.url).searchParams)));
  void queryClient.prefetchQuery(categoriesQuery());
  return null;
}
