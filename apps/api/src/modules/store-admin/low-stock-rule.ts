import { sql } from 'drizzle-orm';

/**
 * The SQL twin of `needsRestock` (packages/domain, decision 031) over products aliased `p`: fewer
 * units than the product's own threshold, sold out included; a threshold of 0 never asks. Written
 * as the partial index `products_store_low_stock_idx` is, so a store's low products are read from it.
 */
export const needsRestockSql = sql`(p.low_stock_threshold > 0 and p.stock < p.low_stock_threshold)`;
