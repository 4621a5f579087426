import type { Cart } from './cart';
import { linePrice } from './cart-actions';
import { formatAmount, formatDollars, formatPrice } from './money';

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

/** `279.00 USD + 41.50 EUR`; a total without a known currency (an old cart) as the bare amount. */
export function formatTotals(totals: readonly CurrencyTotal[]): string {
  return totals.map(({ currency, amount }) => (currency ? formatPrice(amount, currency) : formatAmount(amount))).join(' + ');
}

/**
 * An order's or checkout's total: `$12.50` when it is in one currency, as the spec writes the
 * checkout total (section 9); `279.00 USD + 41.50 EUR` when it is in several.
 */
export function formatOrderTotal(totals: readonly CurrencyTotal[]): string {
  const [only] = totals;
  return only && totals.length === 1 ? formatDollars(only.amount) : formatTotals(totals);
}

/**
 * The sum of unit price × quantity over the cart (spec section 9), per currency: a store may price
 * its products in several. An old snapshot without a currency counts under ''.
 */
export function cartTotals(cart: Cart, now: Date): CurrencyTotal[] {
  return totalsByCurrency(cart.items.map((item) => ({ currency: item.product.currency ?? '', amount: linePrice(item, now).total })));
}
