import type { LoaderFunctionArgs } from 'react-router';
import { loaderQueryClient } from '../../api/query-client';
import { categoriesQuery } from '../../features/categories/category-queries';
import {
  bestSellersQuery,
  categorySectionQuery,
  customSectionsQuery,
  heroQuery,
  homeReviewsQuery,
  latestProductsQuery,
  specialOffersQuery,
} from '../../features/home/home-queries';
import { nearbyStoresQuery, popularStoresQuery } from '../../features/store/store-queries';
import { dataSaverInBrowser } from '../../ui/data-saver';

/**
 * Starts every home section's request alongside the page's chunk. Not awaited: each section
 * shows its own skeleton. On the first visit the answers came embedded, so nothing is fetched.
 */
export function homeLoader({ context }: Pick<LoaderFunctionArgs, 'context'>) {
  const queryClient = loaderQueryClient(context);
  void queryClient.prefetchQuery(heroQuery());
  void queryClient.prefetchQuery(categoriesQuery());
  void queryClient.prefetchQuery(categorySectionQuery());
  void queryClient.prefetchQuery(customSectionsQuery());
  // With the data saver, the first rows only: the page asks for the rest on scroll or 'Ver más'.
  const server = (context as { dataSaver?: boolean } | undefined)?.dataSaver;
  if (server ?? (typeof document !== 'undefined' && dataSaverInBrowser())) return null;
  void queryClient.prefetchQuery(nearbyStoresQuery());
  void queryClient.prefetchQuery(popularStoresQuery());
  void queryClient.prefetchQuery(latestProductsQuery());
  void queryClient.prefetchQuery(specialOffersQuery());
  void queryClient.prefetchQuery(bestSellersQuery());
  void queryClient.prefetchQuery(homeReviewsQuery());
  return null;
}
