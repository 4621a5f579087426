/** Money is always an integer number of minor units (cents); these helpers only format it. */

// One formatter for every price: `toLocaleString` builds a new one on each call, which a page of
// a hundred cards pays for on a slow phone.
const thousands = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export function formatAmount(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(minor));
  const units = Math.floor(abs / 100);
  const cents = String(abs % 100).padStart(2, '0');
  return `${sign}${thousands.format(units)}.${cents}`;
}

/** `$12.50`: the checkout's total format (spec section 9). */
export function formatDollars(minor: number): string {
  const text = formatAmount(minor);
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
}

/** `12.50 CUP`: a product price in its own currency. */
export function formatPrice(minor: number, currencyCode: string): string {
  return `${formatAmount(minor)} ${currencyCode}`;
}

/** Applies a whole-number percentage discount, rounding to the nearest minor unit. */
export function applyPercent(minor: number, percent: number): number {
  return Math.round((minor * (100 - percent)) / 100);
}

/** The annual price of a plan: 12 months less 5% (spec section 9). */
export const YEARLY_DISCOUNT_PERCENT = 5;
export function yearlyPrice(monthlyMinor: number): number {
  return applyPercent(monthlyMinor * 12, YEARLY_DISCOUNT_PERCENT);
}
