import { formatPrice } from '@plaza/domain/money';
import { tp } from '@plaza/domain/messages/es-panel';
import { isOfferActive, percentOff, unitPrice, type PricedProduct } from '@plaza/domain/pricing';
import type { ProductPayload } from './product-form-values';

/**
 * What a shopper pays as the form stands, worked out by the storefront's own pricing functions:
 * one unit (with the offer if it runs now), and each tier's unit price at its minimum (a tier
 * counts only where it is cheaper than the price the shopper would otherwise pay).
 */
export function PricePreview({ payload, currencyCode, now }: { payload: ProductPayload; currencyCode: string; now: Date }) {
  const money = (minor: number) => formatPrice(minor, currencyCode);
  const tiers = payload.wholesale_prices
    .filter((tier) => Number.isInteger(tier.min_quantity) && Number.isInteger(tier.price_per_unit))
    .map((tier, index) => ({ ...tier, wholesale_id: index + 1 }));
  const offer = payload.special_offer;
  const product: PricedProduct = { price: payload.price, stock: 1, wholesale_prices: tiers, special_offer: offer };

  let lines: string[];
  if (!Number.isInteger(payload.price)) {
    lines = [tp('productScreens.previewEmpty')];
  } else if (payload.price === 0) {
    const smallest = tiers.reduce<number | undefined>((min, tier) => (min === undefined || tier.min_quantity < min ? tier.min_quantity : min), undefined);
    lines = smallest === undefined ? [tp('productScreens.previewNotForSale')] : [tp('productScreens.previewWholesaleOnly', { min: smallest })];
  } else {
    lines = [`${tp('productScreens.previewRetail')}: ${money(payload.price)}`];
    if (offer?.enabled && Number.isInteger(offer.tmp_price) && offer.tmp_price > 0 && offer.tmp_price < payload.price) {
      lines.push(tp('productScreens.previewOffer', { price: money(offer.tmp_price), percent: percentOff(payload.price, offer.tmp_price) }));
      lines.push(isOfferActive(offer, now, payload.price) ? tp('productScreens.previewOfferNow') : tp('productScreens.previewOfferLater'));
    }
  }
  const tierLines = [...tiers]
    .sort((a, b) => a.min_quantity - b.min_quantity)
    .map((tier) => {
      const paid = unitPrice(product, tier.min_quantity, now);
      return tp('productScreens.previewTier', { min: tier.min_quantity, price: money(paid.unitPrice) });
    });

  return (
    <section aria-labelledby="price-preview-title" className="rounded-xl border border-brand-200 bg-brand-50 p-4">
      <h2 id="price-preview-title" className="text-base font-semibold text-slate-900">
        {tp('productScreens.previewTitle')}
      </h2>
      <ul className="mt-2 flex flex-col gap-1 text-sm text-slate-800">
        {[...lines, ...(Number.isInteger(payload.price) ? tierLines : [])].map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
