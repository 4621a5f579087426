import { t } from '@plaza/domain/messages/es';
import { useRef } from 'react';
import { BagIcon } from '../../ui/icons';
import { iconButton } from '../../ui/button-styles';
import { CartDrawer } from './cart-drawer';
import { cartItemCount, useCarts } from './cart-store';

interface CartButtonProps {
  className?: string;
}

/** The header's cart button with its unit badge; absent while no cart exists (spec section 2). */
export function CartButton({ className = '' }: CartButtonProps) {
  const carts = useCarts();
  const drawer = useRef<HTMLDialogElement>(null);
  if (carts.length === 0) return null;

  const count = cartItemCount(carts);
  const label = count === 1 ? t('header.cartWithOneItem') : t('header.cartWithCount', { count });
  return (
    <>
      <button
        type="button"
        className={`${iconButton} relative ${className}`}
        aria-haspopup="dialog"
        onClick={() => drawer.current?.showModal()}
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
      <CartDrawer ref={drawer} />
    </>
  );
}
