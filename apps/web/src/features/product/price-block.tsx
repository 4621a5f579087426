import { t } from '@plaza/domain/messages/es-product-page';
import { formatPrice } from '@plaza/domain/money';
import { chargedTiers, isOfferActive, percentOff, type UnitPrice } from '@plaza/domain/pricing';
import type { Product } from '@plaza/domain/schemas/product';
import { remainingLabel } from '@plaza/domain/special-offer';

type PricedProduct = Pick<Product, 'price' | 'currency' | 'special_offer' | 'wholesale_prices'>;

interface PriceBlockProps {
  product: PricedProduct;
  /** The unit price at the chosen quantity. */
  price: UnitPrice;
  now: Date;
}

/** The unit price at the chosen quantity, with the offer it comes from (spec sections 2, 4). */
export function PriceBlock({ product, price, now }: PriceBlockProps) {
  const { currency } = product;
  const offer = product.special_offer;
  const offerActive = !!offer && isOfferActive(offer, now, product.price);
  const was = formatPrice(product.price, currency);

  return (
    <div className="flex flex-col gap-3">
      <div>
        {price.source === 'wholesale' && (
          <p className="mb-1 inline-flex rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200">
            {t('product.wholesale')}
          </p>
        )}
        <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className={`text-3xl font-bold tracking-tight ${price.source === 'offer' ? 'text-rose-700' : 'text-slate-900'}`}>
            {formatPrice(price.unitPrice, currency)}
          </span>
          {price.source === 'offer' && (
            <>
              <span className="sr-only">{t('product.previousPrice', { price: was })}</span>
              <del className="text-base text-slate-500" aria-hidden="true">
                {was}
              </del>
              {price.percentOff !== undefined && price.percentOff > 0 && (
                <span className="self-center rounded-full bg-rose-600 px-2 py-0.5 text-sm font-bold text-white">
                  <span aria-hidden="true">{t('offer.percentOff', { percent: price.percentOff })}</span>
                  <span className="sr-only">{t('offer.percentOffLabel', { percent: price.percentOff })}</span>
                </span>
              )}
            </>
          )}
        </p>
        {price.source === 'wholesale' && <p className="mt-0.5 text-sm text-slate-600">{t('product.unitPrice')}</p>}
      </div>
      {offerActive && offer && <OfferBlock product={product} offer={offer} now={now} />}
    </div>
  );
}

function OfferBlock({ product, offer, now }: { product: PricedProduct; offer: NonNullable<Product['special_offer']>; now: Date }) {
  const percent = percentOff(product.price, offer.tmp_price);
  const ends = offer.end_date ? remainingLabel(new Date(offer.end_date), now) : undefined;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl bg-rose-50 px-4 py-3 text-sm ring-1 ring-rose-200">
      <p className="font-bold text-rose-800">{t('offer.title')}</p>
      <p className="text-rose-800">{t('offer.percentOffLabel', { percent })}</p>
      {ends && (
        <p className="flex items-center gap-1 font-semibold text-rose-800">
          <svg className="size-4" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden="true" focusable="false">
            <circle cx="12" cy="12" r="9" />
            <path d="M12 7v5l3 2" />
          </svg>
          {ends}
        </p>
      )}
    </div>
  );
}

interface WholesaleTiersProps {
  product: PricedProduct & Pick<Product, 'stock'>;
  /** The tier pricing the chosen quantity, if any. */
  activeTierId: number | undefined;
  now: Date;
}

/**
 * The wholesale tiers the order would charge, cheapest quantity first, with the one that prices
 * the chosen quantity highlighted. While an offer runs, a tier not below it is left out: the
 * shopper pays the offer there, and listing the tier would advertise a dearer price as a deal.
 */
export function WholesaleTiers({ product, activeTierId, now }: WholesaleTiersProps) {
  const tiers = chargedTiers(product, now).sort((a, b) => a.min_quantity - b.min_quantity);
  if (tiers.length === 0) return null;
  return (
    <section aria-labelledby="wholesale-tiers-title" className="rounded-xl bg-white ring-1 ring-slate-200">
      <h2 id="wholesale-tiers-title" className="px-4 pt-3 text-sm font-semibold text-slate-900">
        {t('product.wholesaleTiers')}
      </h2>
      <table className="mt-2 w-full text-left text-sm">
        <thead className="text-xs text-slate-600">
          <tr>
            <th scope="col" className="px-4 py-1.5 font-medium">
              {t('product.tierQuantity')}
            </th>
            <th scope="col" className="px-4 py-1.5 text-right font-medium">
              {t('product.unitPrice')}
            </th>
          </tr>
        </thead>
        <tbody>
          {tiers.map((tier) => {
            const active = tier.wholesale_id === activeTierId;
            return (
              <tr
                key={tier.wholesale_id}
                aria-current={active ? 'true' : undefined}
                className={`border-t border-slate-100 ${active ? 'bg-brand-50 font-semibold text-brand-900' : 'text-slate-800'}`}
              >
                <td className="px-4 py-2">
                  <span className="flex flex-wrap items-center gap-2">
                    {t('product.tierMinimum', { min: tier.min_quantity })}
                    {active && (
                      <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">{t('product.tierApplies')}</span>
                    )}
                  </span>
                </td>
                <td className="px-4 py-2 text-right tabular-nums">{formatPrice(tier.price_per_unit, product.currency)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
