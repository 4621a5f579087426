import { cartItemCount } from '@plaza/domain/cart';
import { t } from '@plaza/domain/messages/es';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { BagIcon } from '../../ui/icons';
import { iconButton } from '../../ui/button-styles';
import { useCarts } from './cart-store';
import { onOpenCart } from './open-cart';

// The drawer is a chunk of its own, loaded when the button is about to be used (hover, focus,
// touch) or at the latest when it is clicked: the entry chunk carries only this button.
const loadDrawer = () => import('./cart-drawer');
const CartDrawer = lazy(async () => ({ default: (await loadDrawer()).CartDrawer }));

function preloadDrawer(): void {
  loadDrawer().catch(() => {
    // The click will try again and the lazy component reports a real failure.
  });
}

interface CartButtonProps {
  className?: string;
}

/** The header's cart button with its unit badge; absent while no cart exists (spec section 2). */
export function CartButton({ className = '' }: CartButtonProps) {
  const carts = useCarts();
  const [open, setOpen] = useState(false);
  // Each opening is a drawer of its own. A dialog tells of its closing in a later task, so a press
  // right after Escape (Enter at once) found the drawer still open to React and did nothing, and
  // the late close event then shut it for good; a new drawer opens whatever the old one's state,
  // and the old one's late event, from an element no longer in the page, reaches no one.
  const [opening, setOpening] = useState(0);
  const [storeId, setStoreId] = useState<number>();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(
    () =>
      onOpenCart((id) => {
        setStoreId(id);
        setOpening((count) => count + 1);
        setOpen(true);
      }),
    [],
  );
  // An open drawer stays while its last item is removed: it then says the cart is empty.
  if (carts.length === 0 && !open) return null;

  const count = cartItemCount(carts);
  const label = count === 1 ? t('header.cartWithOneItem') : t('header.cartWithCount', { count });

  function close() {
    setOpen(false);
    // The dialog gives the focus back to the button, unless the button went with the last cart.
    button.current?.focus();
  }

  return (
    <>
      {carts.length > 0 && (
        <button
          ref={button}
          type="button"
          className={`${iconButton} relative ${className}`}
          aria-haspopup="dialog"
          aria-expanded={open}
          onPointerEnter={preloadDrawer}
          onFocus={preloadDrawer}
          onClick={() => {
            setStoreId(undefined);
            setOpening((count) => count + 1);
            setOpen(true);
          }}
        >
          <BagIcon />
          <span className="sr-only">{label}</span>
          <span
            aria-hidden="true"
            className="absolute top-0.5 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-rose-600 px-1 text-xs leading-none font-bold text-white ring-2 ring-white"
          >
            {count > 99 ? '99+' : count}
          </span>
        </button>
      )}
      {open && (
        <Suspense fallback={null}>
          <CartDrawer key={opening} initialStoreId={storeId} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
