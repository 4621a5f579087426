/** Money is always an integer number of minor units (cents); these helpers only format it. */

/**
 * `1234567` → `1,234,567`. By hand rather than with Intl: the first Intl formatter a page makes
 * loads the browser's locale data, a long task of 30–60 ms on a slow phone that the first page
 * would pay for one comma.
 */
function groupThousands(units: number): string {
  return String(units).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** The bare number (`1,234.56`), for a box a seller types in and a range whose end names the currency; an amount shown alone is formatPrice's. */
export function formatAmount(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(minor));
  const units = Math.floor(abs / 100);
  const cents = String(abs % 100).padStart(2, '0');
  return `${sign}${groupThousands(units)}.${cents}`;
}

/**
 * `12.50 CUP`: every amount a shopper, a seller or an operator sees, on a screen, in an e-mail or
 * in a WhatsApp text, is written by this one function, with its currency's code (issue 40: a "$"
 * read as dollars beside lines in pesos). Only a cart saved before products carried their currency
 * has no code to show: the bare amount, never a guessed one.
 */
export function formatPrice(minor: number, currencyCode: string | null | undefined): string {
  return currencyCode ? `${formatAmount(minor)} ${currencyCode}` : formatAmount(minor);
}

/** Plaza charges its sellers' plans in US dollars (the console's plan editor says so). */
export const PLAN_CURRENCY = 'USD';

/** Applies a whole-number percentage discount, rounding to the nearest minor unit. */
export function applyPercent(minor: number, percent: number): number {
  return Math.round((minor * (100 - percent)) / 100);
}

/** The annual price of a plan: 12 months less 5% (spec section 9). */
export const YEARLY_DISCOUNT_PERCENT = 5;
export function yearlyPrice(monthlyMinor: number): number {
  return applyPercent(monthlyMinor * 12, YEARLY_DISCOUNT_PERCENT);
}

/**
 * What a seller types for a price, in major units, as integer minor units: `12.50`, `12,5`,
 * `1,500.00`, `1500` and `$ 12` are read; a comma before three digits groups thousands (as
 * formatAmount writes them), before one or two it is the decimal comma many Spanish speakers
 * type. Null for anything else (letters, negatives, more than two decimals, an empty box),
 * never a guess: `1.500` could be 1.5 or 1500, so it is refused.
 */
export function parseAmount(text: string): number | null {
  const compact = text.replace(/[\s$]/g, '');
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:[.,](\d{1,2}))?$/.exec(compact);
  if (!match) return null;
  const units = Number(match[1]!.replaceAll(',', ''));
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  const minor = units * 100 + cents;
  return Number.isSafeInteger(minor) ? minor : null;
}

/** Minor units as a seller edits them in a box: `1250` → `12.50`, without thousands commas. */
export function amountInputValue(minor: number): string {
  return formatAmount(minor).replaceAll(',', '');
}
