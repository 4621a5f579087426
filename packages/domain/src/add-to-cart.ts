import { t, type MessageKey } from './messages/es';
import { applicableTier, isWholesaleOnly, smallestTierMinimum, type PricedProduct, type WholesaleTier } from './pricing';

/** A product that must be delivered on a chosen day (spec section 3). Dates are calendar days. */
export interface Availability {
  start_date: string;
  end_date: string;
  minimum_reservation_days: number;
}

export type CartProduct = PricedProduct & { availability?: Availability | null };

export type CartCheck =
  | { ok: true; tier?: WholesaleTier }
  | { ok: false; key: MessageKey; message: string };

export interface AddToCartOptions {
  /** YYYY-MM-DD, as the date picker gives it. */
  deliveryDate?: string;
  /** YYYY-MM-DD: the caller's calendar day, so the rule itself never reads a clock. */
  today: string;
}

function refuse(key: MessageKey, vars?: Record<string, string | number>): CartCheck {
  return { ok: false, key, message: t(key, vars) };
}

/**
 * What the quantity selector allows (spec section 5): from the smallest tier minimum
 * (wholesale-only) or 1, up to the stock (retail). Wholesale-only products have no stock bound,
 * and a retail product out of stock gets max 0, an empty range.
 */
export function quantityBounds(product: CartProduct): { min: number; max: number } {
  if (isWholesaleOnly(product)) return { min: smallestTierMinimum(product.wholesale_prices) ?? 1, max: Infinity };
  return { min: 1, max: Math.max(0, product.stock) };
}

/**
 * The quantity rules shared by add to cart and the cart's quantity controls. For a wholesale-only
 * product the result carries the tier that prices the line; a retail product's tier depends on
 * the active offer, so unitPrice decides that one.
 */
export function checkQuantity(product: CartProduct, quantity: number): CartCheck {
  if (!Number.isInteger(quantity) || quantity <= 0) return refuse('cart.invalidQuantity');
  if (isWholesaleOnly(product)) {
    const min = smallestTierMinimum(product.wholesale_prices);
    if (min === undefined) return refuse('cart.notForSale');
    if (quantity < min) return refuse('cart.wholesaleMinimum', { min });
    return { ok: true, tier: applicableTier(product.wholesale_prices, quantity) };
  }
  if (product.stock <= 0) return refuse('cart.outOfStock');
  if (quantity > product.stock) return refuse('cart.onlyStockAvailable', { stock: product.stock });
  return { ok: true };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Days since 1970-01-01 of a real YYYY-MM-DD date, else undefined. Working in whole UTC days keeps
 * the comparison free of the runtime's time zone and of daylight-saving hours.
 */
function dayNumber(iso: string): number | undefined {
  const match = ISO_DATE.exec(iso);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 2025-02-30 over to March and maps years 0-99 to 19xx; a real date survives the round trip.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.getTime() / DAY_MS;
}

function isoFromDayNumber(days: number): string {
  return new Date(days * DAY_MS).toISOString().slice(0, 10);
}

/** The server may send availability as a date or as a midnight timestamp; the calendar day is what counts. */
function availabilityDay(value: string): number | undefined {
  return dayNumber(value.slice(0, 10));
}

function todayNumber(today: string): number {
  const day = dayNumber(today);
  if (day === undefined) throw new Error(`today must be a YYYY-MM-DD date, got "${today}"`);
  return day;
}

/** `iso` moved by `days` calendar days; undefined when `iso` is not a real YYYY-MM-DD date. */
export function addDays(iso: string, days: number): string | undefined {
  const day = dayNumber(iso);
  return day === undefined ? undefined : isoFromDayNumber(day + days);
}

/**
 * The dates the delivery picker should offer: from the later of today + minimum_reservation_days
 * and the availability start, to the availability end. `min > max` means no day can be chosen.
 */
export function deliveryDateBounds(availability: Availability, today: string): { min: string; max: string } | undefined {
  const start = availabilityDay(availability.start_date);
  const end = availabilityDay(availability.end_date);
  if (start === undefined || end === undefined) return undefined;
  const earliest = todayNumber(today) + availability.minimum_reservation_days;
  return { min: isoFromDayNumber(Math.max(earliest, start)), max: isoFromDayNumber(end) };
}

function checkDeliveryDate(availability: Availability, deliveryDate: string | undefined, today: string): CartCheck {
  const todayDay = todayNumber(today);
  const day = deliveryDate === undefined ? undefined : dayNumber(deliveryDate);
  if (day === undefined) return refuse('cart.deliveryDateRequired');
  const n = availability.minimum_reservation_days;
  if (day < todayDay + n) return refuse('cart.deliveryDateTooSoon', { n });
  const start = availabilityDay(availability.start_date);
  const end = availabilityDay(availability.end_date);
  // Both ends are bookable days. Unreadable bounds refuse every date rather than allow any.
  if (start === undefined || end === undefined || day < start || day > end) return refuse('cart.deliveryDateOutOfRange');
  return { ok: true };
}

/**
 * Whether `quantity` of `product` may go into the cart (spec section 5), checked in the spec's
 * order: the quantity, then the wholesale tiers or the stock, then the delivery date.
 */
export function checkAddToCart(product: CartProduct, quantity: number, options: AddToCartOptions): CartCheck {
  const result = checkQuantity(product, quantity);
  if (!result.ok || !product.availability) return result;
  const date = checkDeliveryDate(product.availability, options.deliveryDate, options.today);
  return date.ok ? result : date;
}

/** The cart's minus button: disabled at the minimum (below it the line would have to go). */
export function canDecrease(product: CartProduct, quantity: number): boolean {
  return quantity > quantityBounds(product).min;
}

/**
 * The cart's plus button: disabled once a retail product's quantity reaches a positive stock.
 * With stock 0 it stays enabled as the spec says, and checkQuantity answers 'agotado' on click.
 */
export function canIncrease(product: CartProduct, quantity: number): boolean {
  if (isWholesaleOnly(product)) return true;
  return !(product.stock > 0 && quantity >= product.stock);
}
