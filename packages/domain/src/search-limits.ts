/** The search's numbers, without zod: the web app's first chunk imports them. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 20;
/** Above the largest option of the selector; smaller sizes such as related products' 8 are allowed. */
export const MAX_PAGE_SIZE = 100;
export const SEARCH_QUERY_MAX = 200;
export const SUGGEST_MIN_CHARS = 3;
export const SUGGEST_DEBOUNCE_MS = 300;
export const STORE_SLUG_PATTERN = /^[a-z0-9-]{1,80}$/;

/** Suggestions are asked for from 3 characters, not counting surrounding spaces, up to the query limit. */
export function canSuggest(text: string): boolean {
  const length = text.trim().length;
  return length >= SUGGEST_MIN_CHARS && length <= SEARCH_QUERY_MAX;
}
