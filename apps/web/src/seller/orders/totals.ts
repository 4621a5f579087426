import { formatPrice } from '@plaza/domain/money';

/**
 * One amount per currency, joined: "279.00 USD + 41.50 EUR"; amounts of two currencies are never
 * added. Local to the panel until the domain's per-currency formatter (issue 18, currencies) lands
 * on main; then this gives way to it.
 */
export function formatTotals(totals: readonly { currency: string; amount: number }[]): string {
  return totals.map((total) => formatPrice(total.amount, total.currency)).join(' + ');
}
