import { canDecrease, canIncrease, quantityBounds } from '@plaza/domain/add-to-cart';
import { cartUnits, type Cart, type CartItem } from '@plaza/domain/cart';
import { linePrice } from '@plaza/domain/cart-actions';
import { t } from '@plaza/domain/messages/es-cart';
import { formatPrice } from '@plaza/domain/money';
import { cartTotals, formatTotals } from '@plaza/domain/totals';
import { isWholesaleOnly } from '@plaza/domain/pricing';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { cardImageUrl } from '../../api/image-url';
import { useSession } from '../../api/session';
import { iconButton, primaryButton, secondaryButton } from '../../ui/button-styles';
import { CloseIcon } from '../../ui/icons';
import { trapTabKey } from '../../ui/trap-tab-key';
import { unbrokenAmounts } from '../../ui/unbroken-amounts';
import { useNow } from '../product/use-now';
import { WholesaleNudge } from '../product/wholesale-nudge';
import { preloadCheckout } from '../../app/preload-cart-screens';
import { changeCartQuantity, removeCartItem } from './cart-actions';
import { useCarts } from './cart-store';
import { calendarLongDate } from '@plaza/domain/dates';

interface CartDrawerProps {
  /** Called once the dialog has closed (Escape, the close button, the backdrop or a link). */
  onClose: () => void;
  /** The store whose cart it opens on; the last one otherwise. */
  initialStoreId?: number;
}

/**
 * The cart drawer (spec section 2): a modal side panel. The native <dialog> opened with
 * showModal() traps the focus, closes on Escape and sits in the top layer; it slides in from the
 * right and takes the whole width of a phone.
 */
export function CartDrawer({ onClose, initialStoreId }: CartDrawerProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const carts = useCarts();
  const now = useNow();
  const [selectedId, setSelectedId] = useState<number | undefined>(initialStoreId);
  // The cart last added to is the last one; a cart that empties gives way to another.
  const cart = carts.find((other) => other.storeId === selectedId) ?? carts.at(-1);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    // The page behind stays put while the drawer is open.
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, []);

  const close = () => dialog.current?.close();

  function closeOnBackdrop(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget) close();
  }

  return (
    <dialog
      ref={dialog}
      onKeyDown={trapTabKey}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={closeOnBackdrop}
      className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-full max-w-md bg-white p-0 text-slate-900 shadow-xl transition-transform duration-300 ease-out backdrop:bg-slate-900/50 motion-reduce:transition-none starting:translate-x-full"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-2 border-b border-slate-200 py-2 pr-2 pl-4">
          <h2 id={titleId} className="text-lg font-semibold">
            {t('cart.title')}
          </h2>
          <button type="button" className={`${iconButton} text-slate-600 hover:bg-slate-100 hover:text-slate-900`} onClick={close}>
            <CloseIcon />
            <span className="sr-only">{t('common.close')}</span>
          </button>
        </div>
        {!cart ? (
          <p className="flex flex-1 items-center justify-center p-6 text-center text-slate-700">{t('cart.empty')}</p>
        ) : carts.length > 1 ? (
          <StoreTabs carts={carts} selected={cart} onSelect={setSelectedId}>
            {(panelProps) => <CartPanel {...panelProps} cart={cart} now={now} onNavigate={close} />}
          </StoreTabs>
        ) : (
          <CartPanel cart={cart} now={now} onNavigate={close} />
        )}
      </div>
    </dialog>
  );
}

type PanelProps = { id?: string; role?: 'tabpanel'; 'aria-labelledby'?: string };

interface StoreTabsProps {
  carts: readonly Cart[];
  selected: Cart;
  onSelect: (storeId: number) => void;
  children: (panelProps: PanelProps) => ReactNode;
}

/** One tab per store cart with its unit count (spec section 2: "a store selector shows the item count of each"). */
function StoreTabs({ carts, selected, onSelect, children }: StoreTabsProps) {
  const baseId = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (storeId: number) => `${baseId}-tab-${storeId}`;
  const panelId = `${baseId}-panel`;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = carts.findIndex((cart) => cart.storeId === selected.storeId);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: carts.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = (target + carts.length) % carts.length;
    const cart = carts[next];
    if (!cart) return;
    onSelect(cart.storeId);
    tabs.current[next]?.focus();
  }

  return (
    <>
      <div
        role="tablist"
        aria-label={t('cart.stores')}
        onKeyDown={onKeyDown}
        className="flex shrink-0 gap-2 overflow-x-auto border-b border-slate-200 px-4 py-2"
      >
        {carts.map((cart, index) => {
          const active = cart.storeId === selected.storeId;
          const units = cartUnits(cart);
          return (
            <button
              key={cart.storeId}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              id={tabId(cart.storeId)}
              type="button"
              role="tab"
              aria-selected={active}
              aria-controls={panelId}
              aria-label={units === 1 ? t('cart.storeItemsOne', { store: cart.storeName }) : t('cart.storeItems', { store: cart.storeName, count: units })}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(cart.storeId)}
              className={`inline-flex min-h-11 max-w-[14rem] shrink-0 items-center gap-2 rounded-full px-4 text-sm font-semibold transition-colors ${
                active ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-800 hover:bg-slate-200'
              }`}
            >
              {/* A space between name and count: the label ('Tienda, 2 artículos') must hold the visible text. */}
              <span className="truncate">{cart.storeName}</span>{' '}
              <span
                aria-hidden="true"
                className={`rounded-full px-2 py-0.5 text-xs tabular-nums ${active ? 'bg-white/20 text-white' : 'bg-white text-slate-700'}`}
              >
                {units}
              </span>
            </button>
          );
        })}
      </div>
      {children({ id: panelId, role: 'tabpanel', 'aria-labelledby': tabId(selected.storeId) })}
    </>
  );
}

interface CartPanelProps extends PanelProps {
  cart: Cart;
  now: Date;
  onNavigate: () => void;
}

function CartPanel({ cart, now, onNavigate, ...panelProps }: CartPanelProps) {
  // Only a session known to be a visitor's: offline it is unknown, and the checkout still opens.
  const visitor = useSession().data === null;
  const checkoutPath = `/checkout/${cart.storeId}`;

  return (
    <div {...panelProps} className="flex min-h-0 flex-1 flex-col">
      <ul className="flex-1 divide-y divide-slate-200 overflow-y-auto overscroll-contain px-4">
        {cart.items.map((item) => (
          <CartLine key={item.productId} storeId={cart.storeId} item={item} now={now} onNavigate={onNavigate} />
        ))}
      </ul>
      <div className="flex flex-col gap-3 border-t border-slate-200 px-4 pt-3 pb-[max(1rem,env(safe-area-inset-bottom))]">
        <p className="flex items-baseline justify-between gap-3">
          <span className="font-semibold text-slate-700">{t('cart.total')}</span>
          <span className="text-right text-xl font-bold text-slate-900 tabular-nums">{unbrokenAmounts(formatTotals(cartTotals(cart, now)))}</span>
        </p>
        {visitor ? (
          <Link to="/login" state={{ from: checkoutPath }} onClick={onNavigate} className={`${secondaryButton} w-full`}>
            {t('cart.loginToCheckout')}
          </Link>
        ) : (
          <Link
            to={checkoutPath}
            onClick={onNavigate}
            onPointerEnter={preloadCheckout}
            onTouchStart={preloadCheckout}
            onFocus={preloadCheckout}
            className={`${primaryButton} w-full`}
          >
            {t('cart.checkout')}
          </Link>
        )}
      </div>
    </div>
  );
}

/** Before a line goes, its neighbour (or, with the last line, the close button) takes the focus. */
function moveFocusFromLine(button: HTMLElement): void {
  const line = button.closest('li');
  const neighbour = line?.nextElementSibling ?? line?.previousElementSibling;
  const target = neighbour?.querySelector('a') ?? button.closest('dialog')?.querySelector('button');
  target?.focus();
}

const stepButton =
  'inline-flex size-11 items-center justify-center rounded-full text-xl text-slate-900 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent';

interface CartLineProps {
  storeId: number;
  item: CartItem;
  now: Date;
  onNavigate: () => void;
}

/** One line: image, name, unit or wholesale price, quantity controls, 'Remover' and the stock (spec sections 2, 5). */
function CartLine({ storeId, item, now, onNavigate }: CartLineProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const { product, quantity } = item;
  const price = linePrice(item, now);
  const wholesaleOnly = isWholesaleOnly(product);
  const image = cardImageUrl(product.images[0]?.image);
  const hintId = useId();

  function change(next: number) {
    const result = changeCartQuantity(storeId, item.productId, next, new Date());
    setRefusal(result.ok ? null : result.message);
  }

  let hint: string;
  if (refusal) hint = refusal;
  else if (wholesaleOnly) hint = t('cart.wholesaleMinimum', { min: quantityBounds(product).min });
  else if (product.stock <= 0) hint = t('cart.outOfStock');
  else if (quantity >= product.stock) hint = t('cart.onlyStockAvailable', { stock: product.stock });
  else hint = product.stock === 1 ? t('product.inStockOne') : t('product.inStock', { stock: product.stock });

  return (
    <li className="flex gap-3 py-4">
      {image ? (
        <img src={image} alt="" width={64} height={64} loading="lazy" decoding="async" className="size-16 shrink-0 rounded-lg bg-slate-100 object-cover" />
      ) : (
        <span className="flex size-16 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-center text-[0.625rem] text-slate-500">
          {t('product.noImage')}
        </span>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Link
          to={`/store/${storeId}/product/${item.productId}`}
          onClick={onNavigate}
          className="line-clamp-2 text-sm leading-snug font-semibold break-words text-slate-900 hover:underline"
        >
          {product.name}
        </Link>
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-700">
          {price.source === 'wholesale' && (
            <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">{t('product.wholesale')}</span>
          )}
          <span className="tabular-nums">{t('cart.unitPrice', { price: formatPrice(price.unit, product.currency) })}</span>
          {item.deliveryDate && (
            <span className="w-full text-xs text-slate-600">
              {t('cart.deliveryOn', { date: calendarLongDate(item.deliveryDate) })}
            </span>
          )}
        </p>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div
            role="group"
            aria-label={t('cart.quantityOf', { name: product.name })}
            aria-describedby={hintId}
            className="inline-flex items-center rounded-full bg-white shadow-sm ring-1 ring-slate-300"
          >
            <button type="button" className={stepButton} disabled={!canDecrease(product, quantity)} onClick={() => change(quantity - 1)}>
              <span aria-hidden="true">−</span>
              <span className="sr-only">{t('cart.decrease', { name: product.name })}</span>
            </button>
            <output aria-live="polite" className="min-w-8 text-center text-base font-semibold tabular-nums">
              {quantity}
            </output>
            <button type="button" className={stepButton} disabled={!canIncrease(product, quantity)} onClick={() => change(quantity + 1)}>
              <span aria-hidden="true">+</span>
              <span className="sr-only">{t('cart.increase', { name: product.name })}</span>
            </button>
          </div>
          <span className="font-bold text-slate-900 tabular-nums">{formatPrice(price.total, product.currency)}</span>
        </div>
        <WholesaleNudge product={product} quantity={quantity} now={now} format={formatPrice} className="text-xs" />
        <div className="flex items-start justify-between gap-2">
          <p id={hintId} role={refusal ? 'alert' : undefined} className={`text-xs ${refusal ? 'font-medium text-rose-700' : 'text-slate-600'}`}>
            {hint}
          </p>
          <button
            type="button"
            onClick={(event) => {
              moveFocusFromLine(event.currentTarget);
              removeCartItem(storeId, item.productId);
            }}
            className="-my-2 inline-flex min-h-11 shrink-0 items-center rounded-lg px-2 text-sm font-semibold text-rose-700 hover:bg-rose-50 hover:text-rose-800"
          >
            {t('cart.remove')}
            <span className="sr-only"> {product.name}</span>
          </button>
        </div>
      </div>
    </li>
  );
}
