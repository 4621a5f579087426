import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '../../api/query-client';
import { categoriesQuery } from '../../features/categories/category-queries';
import { searchQuery } from '../../features/search/search-queries';
import { readSearchState } from '../../features/search/search-url';

/** Starts the results and the categories alongside the page's chunk (not awaited: the page shows skeletons). */
export function searchLoader({ request }: LoaderFunctionArgs) {
  void queryClient.prefetchQuery(searchQuery(readSearchState(new URL(request.url).searchParams)));
  void queryClient.prefetchQuery(categoriesQuery());
  return null;
}
