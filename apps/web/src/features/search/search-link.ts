/**
 * The global search page for a query, or null when the query is blank (spec section 5). Apart
 * from search-url.ts: the header, on every page's first load, needs only this, and none of the
 * search pages' state and filter code.
 */
export function searchUrl(query: string): string | null {
  const q = query.trim();
  return q === '' ? null : `/search?${new URLSearchParams({ q }).toString()}`;
}
