import type { Cart } from '@plaza/domain/cart';
import { linePrice } from '@plaza/domain/cart-actions';
import { t } from '@plaza/domain/messages/es-checkout';
import { formatPrice } from '@plaza/domain/money';
import { cardImageUrl } from '../../api/image-url';
import { BagIcon } from '../../ui/icons';

/**
 * The order's lines (spec section 2): image or a placeholder, name, quantity × unit price and the
 * amount, '-{discount}%' on lines the coupon covers and 'Al por mayor' on lines a tier prices.
 */
export function OrderSummary({ cart, now }: { cart: Cart; now: Date }) {
  return (
    <ul className="divide-y divide-slate-200">
      {cart.items.map((item) => {
        const price = linePrice(item, now);
        const image = cardImageUrl(item.product.images[0]?.image);
        const currency = item.product.currency;
        return (
          <li key={item.productId} className="flex gap-3 py-3 first:pt-0 last:pb-0">
            {image ? (
              <img src={image} alt="" width={56} height={56} loading="lazy" decoding="async" className="size-14 shrink-0 rounded-lg bg-slate-100 object-cover" />
            ) : (
              <span className="flex size-14 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-400">
                <BagIcon className="size-7" />
                <span className="sr-only">{t('checkout.noImage')}</span>
              </span>
            )}
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <p className="flex items-start justify-between gap-3">
                <span className="line-clamp-2 text-sm font-semibold break-words text-slate-900">{item.product.name}</span>
                <span className="shrink-0 font-bold text-slate-900 tabular-nums">{formatPrice(price.total, currency)}</span>
              </p>
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
                <span className="tabular-nums">{t('checkout.quantityTimes', { quantity: item.quantity, price: formatPrice(price.unit, currency) })}</span>
                {price.discountPercentage !== undefined && (
                  <span className="rounded-full bg-rose-100 px-2 py-0.5 text-xs font-bold text-rose-800">
                    {t('checkout.discount', { discount: price.discountPercentage })}
                  </span>
                )}
                {price.source === 'wholesale' && (
                  <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">{t('checkout.wholesale')}</span>
                )}
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
