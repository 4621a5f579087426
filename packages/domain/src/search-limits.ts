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

/** The orders a search can list its products in; relevance (for a browse, best sellers) is the default. */
export const SEARCH_SORTS = ['relevance', 'price_asc', 'price_desc', 'newest', 'rating'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
/**
 * The currency a price filter or price sort is in when none is chosen: the spec's first currency.
 * Plaza has no exchange rates, so prices are only ever compared within one currency.
 */
export const DEFAULT_CURRENCY = 'CUP';
/** A currency code as the API takes it. */
export const CURRENCY_PATTERN = /^[A-Z]{3}$/;
/** The largest amount a price filter takes, in minor units: the largest price a seller can set. */
export const MAX_PRICE_FILTER = 1_000_000_000;
