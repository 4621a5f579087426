import { applyPercent } from './money';

/** Field names follow the API (spec section 3). Every amount is in minor units unless noted. */
export interface WholesaleTier {
  wholesale_id: number;
  min_quantity: number;
  price_per_unit: number;
}

export interface SpecialOffer {
  enabled: boolean;
  tmp_price: number;
  /** ISO timestamp; null means the offer has already started. */
  start_date: string | null;
  /** ISO timestamp; null means the offer does not end. */
  end_date: string | null;
}

export interface PricedProduct {
  /** 0 means the product is sold wholesale only. */
  price: number;
  stock: number;
  wholesale_prices: WholesaleTier[];
  special_offer?: SpecialOffer | null;
}

export type PriceSource = 'wholesale' | 'offer' | 'retail';

export interface UnitPrice {
  unitPrice: number;
  source: PriceSource;
  wholesaleId?: number;
  /** Only for an offer: the rounded percentage it takes off the retail price. */
  percentOff?: number;
}

/** The highest tier whose minimum the quantity reaches (spec section 5). */
export function applicableTier(tiers: readonly WholesaleTier[], quantity: number): WholesaleTier | undefined {
  return tiers
    .filter((t) => t.min_quantity <= quantity)
    .reduce<WholesaleTier | undefined>((best, t) => (!best || t.min_quantity > best.min_quantity ? t : best), undefined);
}

function smallestTier(tiers: readonly WholesaleTier[]): WholesaleTier | undefined {
  return tiers.reduce<WholesaleTier | undefined>((min, t) => (!min || t.min_quantity < min.min_quantity ? t : min), undefined);
}

/** The smallest quantity any tier accepts, or undefined when there are no tiers. */
export function smallestTierMinimum(tiers: readonly WholesaleTier[]): number | undefined {
  return smallestTier(tiers)?.min_quantity;
}

export function isWholesaleOnly(product: Pick<PricedProduct, 'price'>): boolean {
  return product.price === 0;
}

/** An unparseable timestamp yields NaN, which makes every comparison below false: the offer stays off. */
function instant(value: string | null | undefined): number | undefined {
  return value === null || value === undefined || value === '' ? undefined : Date.parse(value);
}

/**
 * An offer counts only while enabled, from its start (inclusive) to its end (exclusive), and only
 * when it is a real discount: a positive price below the retail `price`. A wholesale-only product
 * (price 0) therefore never has an active offer, and an offer to 0 is treated as a data mistake
 * rather than a free product.
 */
export function isOfferActive(offer: SpecialOffer | null | undefined, now: Date, price: number): boolean {
  if (!offer || !offer.enabled) return false;
  if (!(offer.tmp_price > 0 && offer.tmp_price < price)) return false;
  const at = now.getTime();
  const start = instant(offer.start_date);
  const end = instant(offer.end_date);
  if (start !== undefined && !(start <= at)) return false;
  if (end !== undefined && !(at < end)) return false;
  return true;
}

/** The rounded percentage `offerPrice` takes off `price`; 0 when it is not a discount. */
export function percentOff(price: number, offerPrice: number): number {
  if (!(price > 0) || !(offerPrice < price)) return 0;
  // Multiply before dividing: integer cents keep the half-way cases (e.g. 0.5%) exact for Math.round.
  return Math.round(((price - offerPrice) * 100) / price);
}

/**
 * What one unit costs at `quantity`, and why. Precedence:
 * 1. Wholesale-only product (price 0): the applicable tier. Below the smallest minimum it quotes the
 *    smallest tier, the quantity the selector is clamped to (checkAddToCart refuses the quantity
 *    itself); with no tiers it is 0, not for sale.
 * 2. Retail product whose quantity reaches a tier: the tier, but only when strictly cheaper than
 *    what the shopper would otherwise pay (the active offer, else the price). A tier is a volume
 *    discount; it must never cost more than buying the same units one by one.
 * 3. Active special offer: tmp_price.
 * 4. Otherwise: price.
 */
export function unitPrice(product: PricedProduct, quantity: number, now: Date): UnitPrice {
  const tiers = product.wholesale_prices;
  if (isWholesaleOnly(product)) {
    const tier = applicableTier(tiers, quantity) ?? smallestTier(tiers);
    return tier ? { unitPrice: tier.price_per_unit, source: 'wholesale', wholesaleId: tier.wholesale_id } : { unitPrice: 0, source: 'retail' };
  }

  const offer = product.special_offer && isOfferActive(product.special_offer, now, product.price) ? product.special_offer : undefined;
  const base: UnitPrice = offer
    ? { unitPrice: offer.tmp_price, source: 'offer', percentOff: percentOff(product.price, offer.tmp_price) }
    : { unitPrice: product.price, source: 'retail' };

  const tier = applicableTier(tiers, quantity);
  if (tier && tier.price_per_unit < base.unitPrice) {
    return { unitPrice: tier.price_per_unit, source: 'wholesale', wholesaleId: tier.wholesale_id };
  }
  return base;
}

/**
 * The tiers worth showing a shopper as prices: those unitPrice, the order service's own rule,
 * would charge at their minimum. While an offer runs, a tier not below it is never charged, and
 * listing it would advertise a dearer price as a deal.
 */
export function chargedTiers(product: PricedProduct, now: Date): WholesaleTier[] {
  return product.wholesale_prices.filter((tier) => {
    const price = unitPrice(product, tier.min_quantity, now);
    return price.source === 'wholesale' && price.wholesaleId === tier.wholesale_id;
  });
}

export interface NextTier {
  tier: WholesaleTier;
  /** How many more units reach it. */
  missing: number;
  /** What one unit costs there, as unitPrice charges it. */
  unitPrice: number;
}

/**
 * The next wholesale tier worth a nudge ('Añade N más y paga X c/u'): the smallest tier above
 * `quantity` that unitPrice, the order service's own rule, would charge at its minimum for less
 * than it charges now, and that the stock can fill. Undefined at the top tier, when no tier is
 * cheaper than the shopper's price (an offer may beat it), or when the stock falls short.
 */
export function nextWholesaleTier(product: PricedProduct, quantity: number, now: Date): NextTier | undefined {
  if (!Number.isInteger(quantity) || quantity < 1) return undefined;
  const current = unitPrice(product, quantity, now).unitPrice;
  const above = product.wholesale_prices
    .filter((tier) => tier.min_quantity > quantity && tier.min_quantity <= product.stock)
    .sort((a, b) => a.min_quantity - b.min_quantity);
  for (const tier of above) {
    const there = unitPrice(product, tier.min_quantity, now);
    if (there.source === 'wholesale' && there.unitPrice < current) {
      return { tier, missing: tier.min_quantity - quantity, unitPrice: there.unitPrice };
    }
  }
  return undefined;
}

/** A coupon's percentage off one unit price, to the nearest minor unit; the percent is held to 0..100. */
export function applyCoupon(price: number, percent: number): number {
  return applyPercent(price, Math.min(100, Math.max(0, percent)));
}

export interface CouponScope {
  scope: 'store' | 'product';
  products: readonly number[];
}

/** A store coupon covers every product of the store; a product coupon only the listed ids. */
export function couponApplies(coupon: CouponScope, productId: number): boolean {
  return coupon.scope === 'store' || coupon.products.includes(productId);
}

/** The part of a stored cart item (spec section 3) that prices it. */
export interface PricedCartItem {
  product: { price: number };
  quantity: number;
  /** Major units, as the cart stores it. */
  wholesale_price?: number | null;
  discountPercentage?: number | null;
}

/**
 * One unit of a cart line in minor units (spec section 9): the wholesale price if present, else
 * the price less discountPercentage, else the plain price. The cart keeps wholesale_price in major
 * units, so it is converted here and rounded to absorb float noise such as 12.3 * 100.
 */
export function cartItemPrice(item: PricedCartItem): number {
  if (item.wholesale_price !== null && item.wholesale_price !== undefined) return Math.round(item.wholesale_price * 100);
  if (item.discountPercentage) return applyCoupon(item.product.price, item.discountPercentage);
  return item.product.price;
}

/** The sum of unit price × quantity over the cart's lines, in minor units. */
export function cartTotal(items: readonly PricedCartItem[]): number {
  return items.reduce((sum, item) => sum + cartItemPrice(item) * item.quantity, 0);
}
