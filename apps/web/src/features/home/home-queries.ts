import { queryKeys } from '@plaza/domain/query-keys';
import type { homeReviewSchema, Product } from '@plaza/domain/schemas/product';
import type { categorySectionSchema, CustomSection, HeroSlide } from '@plaza/domain/schemas/section';
import type { z } from '@plaza/domain/zod-es';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../api/api-fetch';

// The home page's answers are typed, never parsed: zod must not load on the first page.

export type CategorySection = z.infer<typeof categorySectionSchema>;
export type HomeReview = z.infer<typeof homeReviewSchema>;

/** A GET whose failure is logged and leaves its section out of the page (spec section 8). */
function homeQuery<T>(queryKey: readonly unknown[], path: string) {
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }): Promise<T> => {
      try {
        return (await apiFetch(path, { signal })) as T;
      } catch (error) {
        if (!signal.aborted) console.error(`Could not load ${path}`, error);
        throw error;
      }
    },
  });
}

export const heroQuery = () => homeQuery<HeroSlide[]>(queryKeys.hero(), '/api/market/hero');
export const categorySectionQuery = () =>
  homeQuery<CategorySection>(queryKeys.categorySection(), '/api/market/custom_section_with_category');
export const customSectionsQuery = () => homeQuery<CustomSection[]>(queryKeys.customSections(), '/api/market/customSection');
export const latestProductsQuery = () => homeQuery<Product[]>(queryKeys.latestProducts(), '/api/market/products/latest');
export const specialOffersQuery = () => homeQuery<Product[]>(queryKeys.specialOffers(), '/api/market/products/specialOffers');
export const bestSellersQuery = () => homeQuery<Product[]>(queryKeys.bestSellers(), '/api/market/products/tendency');
export const homeReviewsQuery = () => homeQuery<HomeReview[]>(queryKeys.homeReviews(), '/api/market/reviews');

export interface SectionPage {
  section_name: string;
  products: Product[];
}

/** GET /api/market/customSection/{slug}: one custom section's page. A 404 is an HttpError. */
export function sectionQuery(slug: string) {
  return queryOptions({
    queryKey: queryKeys.section(slug),
    queryFn: async ({ signal }) =>
      (await apiFetch(`/api/market/customSection/${encodeURIComponent(slug)}`, { signal })) as SectionPage,
    retryOnMount: false,
  });
}
