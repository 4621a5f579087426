import { sql } from 'drizzle-orm';

/**
 * The one test of "a shopper may see this store" (alias `s` for stores): active, and not suspended
 * by an operator. Every storefront query of stores or their products reads it, so a suspended
 * store vanishes from lists, search, suggestions, sections and checkout at once, and its pages
 * answer the same 404 as a store that does not exist. A filter on the store row the query joins
 * by its key: it changes no query's index use.
 */
export const visibleStore = sql`(s.active and s.suspended_at is null)`;
