import { z } from '../zod-es';
import { t } from '../messages/es-search-page';
import { MAX_ID } from './common';
import { parseAmount } from '../money';
import { productSchema } from './product';
import { storeSummarySchema } from './store';
import {
  DEFAULT_PAGE,
  DEFAULT_PAGE_SIZE,
  CURRENCY_PATTERN,
  MAX_PAGE_SIZE,
  MAX_PRICE_FILTER,
  SEARCH_SORTS,
  SEARCH_QUERY_MAX,
  STORE_SLUG_PATTERN,
  SUGGEST_MIN_CHARS,
} from '../search-limits';

/** An empty parameter (`?category=`) means the parameter is absent. */
function emptyAsAbsent(value: unknown): unknown {
  return value === '' ? undefined : value;
}

/**
 * Query strings carry text, so only plain digits become a number: '2.5', '-1', 'abc', '1e3', ' 2'
 * or a repeated parameter stay what they are and fail the integer check. Fifteen digits keep the
 * number exact.
 */
function queryNumber(value: unknown): unknown {
  if (typeof value === 'string' && /^[0-9]{1,15}$/.test(value)) return Number(value);
  return emptyAsAbsent(value);
}

const invalidCategory = t('search.invalidCategory');
const invalidPage = t('search.invalidPage');
const invalidPageSize = t('search.invalidPageSize', { max: MAX_PAGE_SIZE });
const invalidStore = t('search.invalidStore');
const queryTooLong = t('search.queryTooLong', { max: SEARCH_QUERY_MAX });

const invalidPrice = t('search.invalidPrice');
const invalidFlag = t('search.invalidFlag');

/** A price as a shopper types it ('12.50', '12,5', '1500'), as minor units; anything else stays text and fails. */
const price = z.preprocess(
  (value) => (typeof value === 'string' && value !== '' ? (parseAmount(value) ?? value) : emptyAsAbsent(value)),
  z.int({ error: invalidPrice }).min(0, { error: invalidPrice }).max(MAX_PRICE_FILTER, { error: invalidPrice }).optional(),
);

/** A filter that is on with `1` or `true`, off with `0`, `false` or nothing; anything else is refused. */
const flag = z.preprocess(
  (value) => (value === '1' || value === 'true' ? true : value === '0' || value === 'false' ? false : emptyAsAbsent(value)),
  z.boolean({ error: invalidFlag }).optional(),
);

const storeSlug = z.preprocess(emptyAsAbsent, z.string({ error: invalidStore }).regex(STORE_SLUG_PATTERN, { error: invalidStore }).optional());

/** GET /api/market/search: the global search, or a store's when `slug` is given. */
export const searchQuerySchema = z.object({
  /** Trimmed; a blank query is no query. */
  q: z.preprocess((q) => (typeof q === 'string' ? q.trim() || undefined : q), z.string().max(SEARCH_QUERY_MAX, { error: queryTooLong }).optional()),
  category: z.preprocess(queryNumber, z.int({ error: invalidCategory }).positive({ error: invalidCategory }).max(MAX_ID, { error: invalidCategory }).optional()),
  page: z.preprocess(queryNumber, z.int({ error: invalidPage }).positive({ error: invalidPage }).default(DEFAULT_PAGE)),
  page_size: z.preprocess(
    queryNumber,
    z.int({ error: invalidPageSize }).min(1, { error: invalidPageSize }).max(MAX_PAGE_SIZE, { error: invalidPageSize }).default(DEFAULT_PAGE_SIZE),
  ),
  slug: storeSlug,
  /** Absent: relevance. */
  sort: z.preprocess(emptyAsAbsent, z.enum(SEARCH_SORTS, { error: t('search.invalidSort') }).optional()),
  /** In the chosen currency (DEFAULT_CURRENCY when none), in minor units once read. */
  min_price: price,
  max_price: price,
  currency: z.preprocess(
    (value) => (typeof value === 'string' ? emptyAsAbsent(value.toUpperCase()) : value),
    z.string({ error: t('search.invalidCurrency') }).regex(CURRENCY_PATTERN, { error: t('search.invalidCurrency') }).optional(),
  ),
  offer: flag,
  in_stock: flag,
  wholesale: flag,
}).refine((query) => query.min_price === undefined || query.max_price === undefined || query.min_price <= query.max_price, {
  error: t('search.priceRange'),
  path: ['min_price'],
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** GET /api/market/suggest: 3 to 200 characters once trimmed, optionally within one store. */
export const suggestQuerySchema = z.object({
  q: z
    .string({ error: t('search.suggestTooShort', { min: SUGGEST_MIN_CHARS }) })
    .trim()
    .min(SUGGEST_MIN_CHARS, { error: t('search.suggestTooShort', { min: SUGGEST_MIN_CHARS }) })
    .max(SEARCH_QUERY_MAX, { error: queryTooLong }),
  slug: storeSlug,
});
export type SuggestQuery = z.infer<typeof suggestQuerySchema>;

/** One search hit: a store (first page of a global search only) or a product. */
export const searchResultSchema = z.discriminatedUnion('result_type', [
  storeSummarySchema.extend({ result_type: z.literal('store') }),
  productSchema.extend({ result_type: z.literal('product') }),
]);
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({ results: z.array(searchResultSchema), has_next: z.boolean() }),
});
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;

export const suggestAnswerSchema = z.object({ success: z.literal(true), data: z.array(z.string()) });
