import type { Cart } from './cart';
import { linePrice } from './cart-actions';
import { formatPrice } from './money';

// Totals per currency: a store may price its products in several currencies, and minor units of
// two currencies are never added. The cart drawer, the checkout, the order service and the
// order history all total with these. (Apart from money.ts, which every first page loads: only
// the screens that show a total download this.)

/** One currency's share of an order or cart: integer minor units of that currency only. */
export interface CurrencyTotal {
  currency: string;
  amount: number;
}

/**
 * The sum of the lines per currency, in the order each currency first appears among the lines:
 * minor units of two currencies are never added together. No lines, no totals.
 */
export function totalsByCurrency(lines: Iterable<CurrencyTotal>): CurrencyTotal[] {
  const totals: CurrencyTotal[] = [];
  for (const { currency, amount } of lines) {
    const total = totals.find((entry) => entry.currency === currency);
    if (total) total.amount += amount;
    else totals.push({ currency, amount });
  }
  return totals;
}

/**
 * Every total: `1,500.00 CUP` in one currency, `279.00 USD + 41.50 EUR` in several, each through
 * formatPrice (a total without a known currency, an old cart's, as the bare amount). The spec's
 * "$" checkout total is superseded by issue 40: a "$" beside lines in pesos read as dollars.
 */
export function formatTotals(totals: readonly CurrencyTotal[]): string {
  return totals.map(({ currency, amount }) => formatPrice(amount, currency)).join(' + ');
}

/**
 * The sum of unit price × quantity over the cart (spec section 9), per currency: a store may price
 * its products in several. An old snapshot without a currency counts under ''.
 */
export function cartTotals(cart: Cart, now: Date): CurrencyTotal[] {
  return totalsByCurrency(cart.items.map((item) => ({ currency: item.product.currency ?? '', amount: linePrice(item, now).total })));
}
