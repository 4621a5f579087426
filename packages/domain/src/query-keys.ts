/**
 * The keys under which the web app caches each API answer. The server uses the same keys when it
 * embeds a page's first data in the HTML (`<script id="app-data">`), so the app starts with it.
 */
export const queryKeys = {
  /** The signed-in user or null; the web app's session query uses the same key. */
  session: () => ['session', 'user'] as const,
  hero: () => ['hero'] as const,
  categories: () => ['categories'] as const,
  ubications: () => ['ubications'] as const,
  footer: () => ['footer'] as const,
  stores: (filters: { popular?: boolean; category?: number; province?: string; township?: string } = {}) =>
    ['stores', filters] as const,
  nearbyStores: () => ['stores', 'nearby'] as const,
  store: (slug: string) => ['store', slug] as const,
  storeTags: (slug: string) => ['store', slug, 'tags'] as const,
  storeReviews: (slug: string, sort: string) => ['store', slug, 'reviews', sort] as const,
  storeTagProducts: (slug: string, tagSlug: string) => ['store', slug, 'tags', tagSlug] as const,
  storeCategories: (storeId: number) => ['store-by-id', storeId, 'categories'] as const,
  storeName: (storeId: number) => ['store-by-id', storeId, 'name'] as const,
  latestProducts: () => ['products', 'latest'] as const,
  specialOffers: () => ['products', 'special-offers'] as const,
  bestSellers: () => ['products', 'tendency'] as const,
  product: (id: number) => ['product', id] as const,
  productReviews: (id: number) => ['product', id, 'reviews'] as const,
  homeReviews: () => ['reviews'] as const,
  customSections: () => ['sections'] as const,
  categorySection: () => ['sections', 'category'] as const,
  section: (slug: string) => ['section', slug] as const,
  search: (params: { q?: string; category?: number; page: number; page_size: number; slug?: string }) =>
    ['search', params] as const,
  document: (name: 'privacy.md' | 'terms_and_conditions.md') => ['document', name] as const,
};

/**
 * What the server embeds in the page: answers already fetched, under their query keys, each
 * public one with the API path it came from (the service worker keeps those for offline use).
 */
export type EmbeddedData = {
  queries: { key: readonly unknown[]; data: unknown; path?: string }[];
  /** When the server rendered the page: what its route loaders returned, for the app to hydrate with. */
  loaderData?: Record<string, unknown>;
};
