/** The global search page for a query, or null when the query is blank (spec section 5). */
export function searchUrl(query: string): string | null {
  const q = query.trim();
  return q === '' ? null : `/search?${new URLSearchParams({ q }).toString()}`;
}
