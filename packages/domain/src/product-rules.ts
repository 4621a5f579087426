import { tp } from './messages/es-panel';

export const MAX_TIERS = 10;
export const MAX_PRODUCT_TAGS = 20;
export const MAX_PRODUCT_IMAGES = 8;
/** What one product photo upload may weigh: the panel sends at most 400 KB, a client that cannot shrink a phone's photo sends it whole. */
export const PRODUCT_IMAGE_MAX_BYTES = 10_000_000;
export const MAX_COMMISSION_PERCENT = 50;
export const MAX_RESERVATION_DAYS = 365;

/** What the rules of a product read: the panel's form and the server's merged edit alike. */
export type ProductRulesInput = {
  price: number;
  wholesale_prices: { min_quantity: number; price_per_unit: number }[];
  special_offer: { enabled: boolean; tmp_price: number; start_date: string | null; end_date: string | null } | null;
  availability: { start_date: string; end_date: string; minimum_reservation_days: number } | null;
};

export type RuleIssue = { path: (string | number)[]; message: string };

/**
 * The rules that tie a product's fields together (each field's own range is its schema's): a
 * wholesale-only product (price 0) sells by tiers; tiers grow in quantity and fall in price, below
 * the regular price; an offer is below the regular price and starts before it ends; an
 * availability ends on or after its start. Returns every broken rule, where it is.
 */
export function productRuleIssues(product: ProductRulesInput): RuleIssue[] {
  const issues: RuleIssue[] = [];
  const tiers = product.wholesale_prices;
  if (product.price === 0 && tiers.length === 0) issues.push({ path: ['wholesale_prices'], message: tp('product.wholesaleOnlyNeedsTiers') });
  tiers.forEach((tier, index) => {
    const previous = tiers[index - 1];
    if (previous && tier.min_quantity <= previous.min_quantity) issues.push({ path: ['wholesale_prices', index, 'min_quantity'], message: tp('product.tierOrder') });
    if (previous && tier.price_per_unit >= previous.price_per_unit)
      issues.push({ path: ['wholesale_prices', index, 'price_per_unit'], message: tp('product.tierPriceOrder') });
    else if (!previous && product.price > 0 && tier.price_per_unit >= product.price)
      issues.push({ path: ['wholesale_prices', index, 'price_per_unit'], message: tp('product.tierBelowPrice') });
  });
  const offer = product.special_offer;
  if (offer?.enabled) {
    if (product.price === 0) issues.push({ path: ['special_offer', 'tmp_price'], message: tp('product.offerWholesaleOnly') });
    else if (offer.tmp_price >= product.price) issues.push({ path: ['special_offer', 'tmp_price'], message: tp('product.offerPriceBelow') });
    if (!offer.start_date || !offer.end_date) issues.push({ path: ['special_offer', 'end_date'], message: tp('product.offerDatesRequired') });
    else if (Date.parse(offer.start_date) >= Date.parse(offer.end_date))
      issues.push({ path: ['special_offer', 'end_date'], message: tp('product.offerDatesOrder') });
  }
  const availability = product.availability;
  if (availability && availability.end_date < availability.start_date)
    issues.push({ path: ['availability', 'end_date'], message: tp('product.availabilityOrder') });
  return issues;
}

/**
 * The tiers (by index) that an offer set on the product makes pointless: a tier whose price per
 * unit is not below the offer price is never charged while the offer runs (unitPrice charges the
 * cheaper of the two), so the seller is warned rather than refused; the offer may end first.
 */
export function tiersNotBelowOffer(product: Pick<ProductRulesInput, 'wholesale_prices' | 'special_offer'>): number[] {
  const offer = product.special_offer;
  if (!offer?.enabled || !Number.isInteger(offer.tmp_price) || offer.tmp_price <= 0) return [];
  return product.wholesale_prices.flatMap((tier, index) => (tier.price_per_unit >= offer.tmp_price ? [index] : []));
}
