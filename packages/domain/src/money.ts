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

/** What a typed amount says: minor units, or why it cannot be read without asking. */
export type AmountReading =
  | { ok: true; minor: number }
  | { ok: false; problem: 'format' }
  /** `1,250` or `1.250`: 1.25 (`decimal`) or 1250 (`thousands`), both in minor units. */
  | { ok: false; problem: 'ambiguous'; decimal: number; thousands: number };

const FORMAT: AmountReading = { ok: false, problem: 'format' };

/** Units and cents as minor units, or the format problem when they overflow a safe integer. */
function minorOf(units: string, cents = ''): AmountReading {
  const minor = Number(units) * 100 + Number(cents.padEnd(2, '0'));
  return Number.isSafeInteger(minor) ? { ok: true, minor } : FORMAT;
}

/**
 * What someone types for an amount in major units, read in the Spanish way and the way Plaza
 * writes prices: `12,50`, `12.5`, `1250`, `$ 12`, `1.250,50` (a dot groups thousands, a comma
 * marks the cents), `1,250.50` (as formatAmount writes it), `1.234.567`. A mark before one or two
 * digits is the decimal mark; marks of one kind between groups of three digits group thousands,
 * with the other kind, if any, last, before the cents. One mark before exactly three digits
 * (`1,250`, `1.250`) is either, 1.25 or 1250: `ambiguous`, with both readings, for the caller to
 * ask which, never to guess. Anything else (letters, negatives, more than two decimals, an empty
 * box) is `format`.
 */
export function readAmount(text: string): AmountReading {
  const compact = text.replace(/[\s$]/g, '');
  if (/^\d+$/.test(compact)) return minorOf(compact);
  const decimal = /^(\d+)[.,](\d{1,2})$/.exec(compact);
  if (decimal) return minorOf(decimal[1]!, decimal[2]);
  const single = /^([1-9]\d{0,2})[.,](\d{3})$/.exec(compact);
  if (single) {
    const [units, group] = [single[1]!, single[2]!];
    // Three decimals that are not whole cents (1,255) cannot be money: only thousands read it, and that is still a guess.
    if (!group.endsWith('0')) return FORMAT;
    return { ok: false, problem: 'ambiguous', decimal: Number(units) * 100 + Number(group.slice(0, 2)), thousands: Number(units + group) * 100 };
  }
  const grouped = /^([1-9]\d{0,2}(?:([.,])\d{3})+)(?:([.,])(\d{1,2}))?$/.exec(compact);
  if (!grouped) return FORMAT;
  const [, whole, mark, decimalMark, cents] = grouped;
  // One group and no cents is the ambiguous case above; the cents' mark must be the other one.
  if (decimalMark === undefined ? whole!.split(mark!).length < 3 : decimalMark === mark) return FORMAT;
  return minorOf(whole!.replaceAll(mark!, ''), cents);
}

/** readAmount's minor units, or null when it could not read them without asking (the API's query strings). */
export function parseAmount(text: string): number | null {
  const reading = readAmount(text);
  return reading.ok ? reading.minor : null;
}

/** Minor units in the Spanish way: `125000` → `1.250,00`, or `1250,00` without the thousands' dots. */
export function spanishAmount(minor: number, grouped = true): string {
  const units = String(Math.floor(Math.abs(minor) / 100));
  const cents = String(Math.abs(minor) % 100).padStart(2, '0');
  return `${minor < 0 ? '-' : ''}${grouped ? units.replace(/\B(?=(\d{3})+(?!\d))/g, '.') : units},${cents}`;
}

/** Minor units as a seller edits them in a box: `1250` → `12.50`, without thousands commas. */
export function amountInputValue(minor: number): string {
  return formatAmount(minor).replaceAll(',', '');
}
