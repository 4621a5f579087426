import type { Product } from '@plaza/domain/schemas/product';
import { isOfferActive, isWholesaleOnly, percentOff } from '@plaza/domain/pricing';

export type CardPrice =
  | { kind: 'wholesale'; currency: string; /** The cheapest tier's unit price; absent with no tiers. */ from?: number }
  | { kind: 'offer'; currency: string; price: number; was: number; percent: number }
  | { kind: 'retail'; currency: string; price: number };

type PricedCardProduct = Pick<Product, 'price' | 'currency' | 'special_offer' | 'wholesale_prices'>;

/** What a product card says about the price (spec sections 4, 5): offer, wholesale-only 'desde', or the price. */
export function cardPrice(product: PricedCardProduct, now: Date): CardPrice {
  const { currency } = product;
  if (isWholesaleOnly(product)) {
    const prices = product.wholesale_prices.map((tier) => tier.price_per_unit);
    return { kind: 'wholesale', currency, from: prices.length > 0 ? Math.min(...prices) : undefined };
  }
  const offer = product.special_offer;
  if (offer && isOfferActive(offer, now, product.price)) {
    return { kind: 'offer', currency, price: offer.tmp_price, was: product.price, percent: percentOff(product.price, offer.tmp_price) };
  }
  return { kind: 'retail', currency, price: product.price };
}
