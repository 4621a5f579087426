import { checkAddToCart, deliveryDateBounds, quantityBounds } from '@plaza/domain/add-to-cart';
import { SEPARATE_STORE_NOTICE_MS } from '@plaza/domain/constants';
import { t } from '@plaza/domain/messages/es-product-page';
import { formatPrice } from '@plaza/domain/money';
import { isWholesaleOnly, unitPrice } from '@plaza/domain/pricing';
import type { Product } from '@plaza/domain/schemas/product';
import { useId, useState, type FormEvent } from 'react';
import { primaryButton } from '../../ui/button-styles';
import { notify } from '../../ui/notify';
import { openCart } from '../cart/open-cart';
import { PriceBlock, WholesaleTiers } from './price-block';
import { useNow } from './use-now';
import { WholesaleNudge } from './wholesale-nudge';
import { Form } from '../../ui/form';
import { useHydrated } from '../../ui/use-hydrated';
import { calendarLongDate } from '@plaza/domain/dates';

const loadCartActions = () => import('../cart/cart-actions');

/** Long enough to reach 'Ver carrito' in the toast (sonner's default is 4 s). */
const ADDED_NOTICE_MS = 6_000;

/** The shopper's calendar day as YYYY-MM-DD, what the date picker and the rules compare with. */
function localIsoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** A typed quantity as a whole number, or NaN. */
function parseQuantity(text: string): number {
  return /^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
}

type PurchaseError = { field: 'quantity' | 'date'; message: string };

/**
 * The state of the add-to-cart form (spec section 5): quantity, delivery date, the price they
 * give and the last refusal. Call it where both the panel and the bar can read it, in a
 * component keyed by the product id, so another product starts from its own defaults.
 */
export function usePurchase(product: Product) {
  const now = useNow();
  const bounds = quantityBounds(product);
  const [quantityText, setQuantityText] = useState(String(bounds.min));
  const [deliveryDate, setDeliveryDateState] = useState('');
  const [error, setError] = useState<PurchaseError | null>(null);
  const ids = { form: useId(), quantity: useId(), date: useId() };

  const typed = parseQuantity(quantityText);
  // Prices follow what is typed; an unreadable quantity prices as the minimum until it is fixed.
  const quantity = Number.isInteger(typed) && typed > 0 ? typed : bounds.min;
  const price = unitPrice(product, quantity, now);
  const today = localIsoDate(now);
  const wholesaleOnly = isWholesaleOnly(product);

  function changeQuantityText(text: string) {
    setQuantityText(text);
    setError(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const check = checkAddToCart(product, typed, { deliveryDate: deliveryDate || undefined, today });
    if (!check.ok) {
      const field = check.key.startsWith('cart.deliveryDate') ? 'date' : 'quantity';
      setError({ field, message: check.message });
      document.getElementById(field === 'date' ? ids.date : ids.quantity)?.focus();
      return;
    }
    // The cart's code comes with the first add, not with the page: most views add nothing.
    let cartActions: Awaited<ReturnType<typeof loadCartActions>>;
    try {
      cartActions = await loadCartActions();
    } catch {
      setError({ field: 'quantity', message: t('offline.tryAgain') });
      return;
    }
    // The quantity already in the cart counts too, so adding can still be refused (by the stock).
    const added = cartActions.addProductToCart(product, typed, deliveryDate || undefined, new Date());
    if (!added.ok) {
      setError({ field: 'quantity', message: added.message });
      document.getElementById(ids.quantity)?.focus();
      return;
    }
    setError(null);
    // 'Ver carrito' opens the drawer on this product's store's cart, wherever it is in the list.
    const viewCart = { label: t('product.viewCart'), onClick: () => openCart(product.store_id) };
    if (added.separateStore) notify(t('cart.separateStore'), 'info', SEPARATE_STORE_NOTICE_MS, viewCart);
    else notify(t('cart.added', { quantity: typed, name: product.name }), 'success', ADDED_NOTICE_MS, viewCart);
  }

  return {
    product,
    now,
    bounds,
    hasMax: Number.isFinite(bounds.max),
    wholesaleOnly,
    outOfStock: !wholesaleOnly && product.stock <= 0,
    dates: product.availability ? deliveryDateBounds(product.availability, today) : undefined,
    quantityText,
    typed,
    quantity,
    price,
    deliveryDate,
    error,
    ids,
    changeQuantityText,
    /** Sets a quantity from the buttons or the clamp on blur. */
    setQuantity: (next: number) => changeQuantityText(String(next)),
    setDeliveryDate: (date: string) => {
      setDeliveryDateState(date);
      setError(null);
    },
    submit,
  };
}

export type Purchase = ReturnType<typeof usePurchase>;

/** The delivery window in words, and the store's minimum days of notice when it asks for some. */
function deliveryHint(dates: Purchase['dates'], minimumDays: number) {
  if (!dates || dates.min > dates.max) return t('product.noDeliveryDates');
  return [
    t('product.deliveryHint', { min: calendarLongDate(dates.min), max: calendarLongDate(dates.max) }),
    minimumDays > 0 ? t('product.deliveryMinimumDays', { n: minimumDays }) : '',
  ]
    .join(' ')
    .trim();
}

/** What can be bought: nothing, the wholesale minimum, or the stock left. */
function quantityHint({ outOfStock, wholesaleOnly, bounds, product }: Purchase) {
  if (outOfStock) return t('cart.outOfStock');
  if (wholesaleOnly) return t('cart.wholesaleMinimum', { min: bounds.min });
  return product.stock === 1 ? t('product.inStockOne') : t('product.inStock', { stock: product.stock });
}

/** Price, offer, wholesale tiers, delivery date and quantity. The submit button lives in PurchaseBar. */
export function PurchasePanel({ purchase }: { purchase: Purchase }) {
  const { product, bounds, hasMax, outOfStock, dates, quantity, typed, price, error } = purchase;
  const { ids } = purchase;
  const hints = { quantity: useId(), date: useId() };

  function clampQuantity() {
    if (!Number.isInteger(typed) || typed < bounds.min) purchase.setQuantity(bounds.min);
    else if (hasMax && bounds.max > 0 && typed > bounds.max) purchase.setQuantity(bounds.max);
  }

  return (
    <div className="flex flex-col gap-5">
      <PriceBlock product={product} price={price} now={purchase.now} />
      <WholesaleTiers product={product} activeTierId={price.source === 'wholesale' ? price.wholesaleId : undefined} now={purchase.now} />

      <Form id={ids.form} onSubmit={purchase.submit} noValidate className="flex flex-col gap-5">
        {product.availability && (
          <div className="flex flex-col gap-1.5">
            <label htmlFor={ids.date} className="text-sm font-semibold text-slate-900">
              {t('product.deliveryDate')}
            </label>
            <input
              id={ids.date}
              type="date"
              value={purchase.deliveryDate}
              min={dates?.min}
              max={dates?.max}
              onChange={(event) => purchase.setDeliveryDate(event.target.value)}
              aria-describedby={hints.date}
              aria-invalid={error?.field === 'date' || undefined}
              className="min-h-11 w-full max-w-xs rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm focus:border-brand-600 aria-invalid:border-rose-600"
            />
            <p id={hints.date} className="text-sm text-slate-600">
              {deliveryHint(dates, product.availability.minimum_reservation_days)}
            </p>
          </div>
        )}

        <div className="flex flex-col gap-1.5">
          <label htmlFor={ids.quantity} className="text-sm font-semibold text-slate-900">
            {t('product.quantity')}
          </label>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <div className="inline-flex items-center rounded-full bg-white shadow-sm ring-1 ring-slate-300">
              <button
                type="button"
                onClick={() => purchase.setQuantity(Math.max(bounds.min, quantity - 1))}
                disabled={outOfStock || quantity <= bounds.min}
                className="inline-flex size-11 items-center justify-center rounded-full text-xl text-slate-900 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent"
              >
                <span aria-hidden="true">−</span>
                <span className="sr-only">{t('product.decreaseQuantity')}</span>
              </button>
              <input
                id={ids.quantity}
                type="number"
                inputMode="numeric"
                min={bounds.min}
                max={hasMax ? bounds.max : undefined}
                step={1}
                value={purchase.quantityText}
                disabled={outOfStock}
                onChange={(event) => purchase.changeQuantityText(event.target.value)}
                onBlur={clampQuantity}
                aria-describedby={hints.quantity}
                aria-invalid={error?.field === 'quantity' || undefined}
                className="h-11 w-16 bg-transparent text-center text-base font-semibold text-slate-900 tabular-nums [appearance:textfield] disabled:text-slate-400 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
              />
              <button
                type="button"
                onClick={() => purchase.setQuantity(hasMax ? Math.min(bounds.max, quantity + 1) : quantity + 1)}
                disabled={outOfStock || (hasMax && quantity >= bounds.max)}
                className="inline-flex size-11 items-center justify-center rounded-full text-xl text-slate-900 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent"
              >
                <span aria-hidden="true">+</span>
                <span className="sr-only">{t('product.increaseQuantity')}</span>
              </button>
            </div>
            <p id={hints.quantity} className="text-sm text-slate-600">
              {quantityHint(purchase)}
            </p>
          </div>
          {!outOfStock && <WholesaleNudge product={product} quantity={quantity} now={purchase.now} format={(minor) => formatPrice(minor, product.currency)} />}
        </div>
      </Form>
    </div>
  );
}

/**
 * The refusal message, the total and the add-to-cart button, which submits the panel's form
 * (`form` attribute), so the page can place it apart from the panel: under it on wide screens,
 * stuck to the bottom of the screen on phones.
 */
export function PurchaseBar({ purchase, stuck = false, className = '' }: { purchase: Purchase; stuck?: boolean; className?: string }) {
  const { product, price, quantity, outOfStock, error } = purchase;
  // Like the form it submits: a press on the server's HTML, before the app runs, would be lost.
  const hydrated = useHydrated();
  return (
    // While stuck to the screen's bottom, the page scrolls what gets the focus clear of it (styles.css).
    <div className={className} data-sticky-bar={stuck || undefined}>
      <div aria-live="assertive" aria-atomic="true">
        {error && <p className="mb-2 rounded-lg bg-rose-50 px-3 py-2 text-sm font-medium text-rose-800 ring-1 ring-rose-200">{error.message}</p>}
      </div>
      <div className="flex items-center justify-between gap-3 lg:justify-start lg:gap-6">
        <p className="flex flex-col text-sm leading-tight text-slate-600">
          {t('product.total')}
          <span className="text-base font-bold whitespace-nowrap text-slate-900 tabular-nums sm:text-lg">{formatPrice(price.unitPrice * quantity, product.currency)}</span>
        </p>
        <button
          type="submit"
          form={purchase.ids.form}
          // The cart's code starts coming as the finger lands, before the click.
          onPointerDown={() => void loadCartActions()}
          onFocus={() => void loadCartActions()}
          className={`${primaryButton} flex-1 px-4 whitespace-nowrap lg:flex-none lg:px-8`} disabled={outOfStock || !hydrated}>
          {outOfStock ? t('product.outOfStock') : t('product.addToCart')}
        </button>
      </div>
    </div>
  );
}
