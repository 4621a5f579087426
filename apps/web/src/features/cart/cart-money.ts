import type { CartItem } from '@plaza/domain/cart';
import { formatAmount, formatPrice } from '@plaza/domain/money';

/** The currency all of the lines share, or undefined when they differ (or an old snapshot has none). */
export function cartCurrency(items: readonly CartItem[]): string | undefined {
  const codes = new Set(items.map((item) => item.product.currency));
  const [only] = codes;
  return codes.size === 1 ? only : undefined;
}

/** An amount in the product's currency (`12.50 CUP`), or the bare amount when none is known. */
export function formatCartMoney(minor: number, currency: string | undefined): string {
  return currency ? formatPrice(minor, currency) : formatAmount(minor);
}
