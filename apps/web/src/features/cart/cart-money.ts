import { formatAmount, formatPrice } from '@plaza/domain/money';

/** An amount in the product's currency (`12.50 CUP`), or the bare amount when none is known. */
export function formatCartMoney(minor: number, currency: string | undefined): string {
  return currency ? formatPrice(minor, currency) : formatAmount(minor);
}
