import { tp } from './messages/es-panel';
import { productRuleIssues, type ProductRulesInput } from './product-rules';

/** At most this many products change in one bulk request. */
export const BULK_MAX_PRODUCTS = 500;
/** A bulk change can be undone for this long after it was saved. */
export const BULK_UNDO_MINUTES = 10;
/** The percent a bulk price change may take: down to −90 %, up to +1000 %. */
export const BULK_PERCENT_MIN = -90;
export const BULK_PERCENT_MAX = 1000;
/** The largest price or stock a product may have (panel-common's MAX_AMOUNT). */
const MAX_AMOUNT = 1_000_000_000;

export type BulkPriceChange = { percent: number } | { set: number };
export type BulkStockChange = { add: number } | { set: number };

/**
 * `price` changed by `percent` (two decimals at most), in minor units, rounded to the nearest minor
 * unit with halves rounded up: 10 % of 1 005 is 1 105.5 → 1 106; −5 % of 999 is 949.05 → 949. Computed
 * in integers (price × (10 000 + basis points) / 10 000), so no float ever decides a cent.
 */
export function pricePlusPercent(price: number, percent: number): number {
  const factor = 10_000 + Math.round(percent * 100);
  const scaled = price * factor;
  const whole = Math.floor(scaled / 10_000);
  return scaled - whole * 10_000 >= 5_000 ? whole + 1 : whole;
}

/** The product as the rule reads it: its price and stock now, and what its price rules depend on. */
export type BulkProduct = ProductRulesInput & { product_id: number; name: string; currency_id: number; stock: number };

export type BulkOutcome = { price_after: number; stock_after: number; problem: string | null };

function newPrice(product: BulkProduct, change: BulkPriceChange | undefined): { price: number; problem: string | null } {
  if (!change) return { price: product.price, problem: null };
  if ('set' in change) return { price: change.set, problem: null };
  // A wholesale-only product (price 0) has no regular price to change: it stays as it is.
  if (product.price === 0) return { price: 0, problem: null };
  const price = pricePlusPercent(product.price, change.percent);
  if (price < 1) return { price, problem: tp('productBulk.priceZero') };
  if (price > MAX_AMOUNT) return { price, problem: tp('productBulk.priceTooHigh') };
  return { price, problem: null };
}

function newStock(product: BulkProduct, change: BulkStockChange | undefined): { stock: number; problem: string | null } {
  if (!change) return { stock: product.stock, problem: null };
  const stock = 'set' in change ? change.set : product.stock + change.add;
  if (stock < 0) return { stock, problem: tp('productBulk.stockBelowZero', { stock, now: product.stock }) };
  if (stock > MAX_AMOUNT) return { stock, problem: tp('productBulk.stockTooHigh') };
  return { stock, problem: null };
}

/** The rule issues the new price brings that the product did not already have (an offer or a tier no longer below it). */
function newRuleIssue(product: BulkProduct, price: number): string | null {
  if (price === product.price) return null;
  const known = new Set(productRuleIssues(product).map((issue) => `${issue.path.join('.')}|${issue.message}`));
  const fresh = productRuleIssues({ ...product, price }).find((issue) => !known.has(`${issue.path.join('.')}|${issue.message}`));
  return fresh?.message ?? null;
}

/**
 * One product's price and stock after a bulk change, and what makes the change impossible for it
 * (the first problem): a price of 0 or too high, a stock below 0, or a rule of product-rules.ts the
 * new price breaks. The server decides with it; one problem refuses the whole change.
 */
export function bulkOutcome(product: BulkProduct, change: { price?: BulkPriceChange; stock?: BulkStockChange }): BulkOutcome {
  const price = newPrice(product, change.price);
  const stock = newStock(product, change.stock);
  const problem = price.problem ?? stock.problem ?? newRuleIssue(product, price.price);
  return { price_after: price.price, stock_after: stock.stock, problem };
}

/**
 * The stock after undoing a stock change of `before → after` on a product whose stock is `now`: the
 * inverse change, so units sold since are kept (now − (after − before)), never below 0. `floored`
 * when the shop sold more of the added units than it had left.
 */
export function undoneStock(now: number, before: number, after: number): { stock: number; floored: boolean } {
  const stock = now - (after - before);
  if (stock < 0) return { stock: 0, floored: true };
  return { stock: Math.min(stock, MAX_AMOUNT), floored: false };
}
