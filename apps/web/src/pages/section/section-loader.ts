import type { LoaderFunctionArgs } from 'react-router';
import { loaderQueryClient } from '../../api/query-client';
import { sectionQuery } from '../../features/home/home-queries';

/** Starts the section's request alongside the page's chunk; the grid shows skeletons meanwhile. */
export function sectionLoader({ params, context }: LoaderFunctionArgs) {
  const queryClient = loaderQueryClient(context);
  void queryClient.prefetchQuery(sectionQuery(params.slug ?? ''));
  return null;
}
