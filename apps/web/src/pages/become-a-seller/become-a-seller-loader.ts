import type { LoaderFunctionArgs } from 'react-router';
import { loaderQueryClient } from '../../api/query-client';
import { categoriesQuery } from '../../features/categories/category-queries';
import { currenciesQuery, storePlansQuery } from '../../features/sellers/seller-queries';
import { ubicationsQuery } from '../../features/store/store-queries';

/** Starts the reference data alongside the page's chunk (not awaited: the page shows its loading state). */
export function becomeASellerLoader({ context }: Pick<LoaderFunctionArgs, 'context'>) {
  const queryClient = loaderQueryClient(context);
  void queryClient.prefetchQuery(storePlansQuery());
  void queryClient.prefetchQuery(categoriesQuery());
  void queryClient.prefetchQuery(ubicationsQuery());
  void queryClient.prefetchQuery(currenciesQuery());
  return null;
}
