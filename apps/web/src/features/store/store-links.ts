/** The store's own search (spec section 2), for a query or a category. */
export function storeSearchPath(slug: string, params: { q?: string; category?: number }): string {
  const search = new URLSearchParams();
  if (params.q) search.set('q', params.q);
  if (params.category !== undefined) search.set('category', String(params.category));
  return `/stores/${encodeURIComponent(slug)}/search?${search.toString()}`;
}
