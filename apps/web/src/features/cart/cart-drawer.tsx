import { t } from '@plaza/domain/messages/es';
import type { MouseEvent, RefObject } from 'react';
import { CloseIcon } from '../../ui/icons';
import { iconButton } from '../../ui/button-styles';

interface CartDrawerProps {
  ref: RefObject<HTMLDialogElement | null>;
}

/**
 * The cart drawer's frame: a modal side panel (native <dialog>: focus trap, Escape, top layer).
 * Its contents arrive with the cart issue.
 */
export function CartDrawer({ ref }: CartDrawerProps) {
  function closeOnBackdrop(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget) event.currentTarget.close();
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby="cart-drawer-title"
      onClick={closeOnBackdrop}
      className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-full max-w-md bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
          <h2 id="cart-drawer-title" className="text-lg font-semibold">
            {t('cart.title')}
          </h2>
          <button
            type="button"
            className={`${iconButton} text-slate-600 hover:bg-slate-100 hover:text-slate-900`}
            onClick={() => ref.current?.close()}
          >
            <CloseIcon />
            <span className="sr-only">{t('common.close')}</span>
          </button>
        </div>
        <p className="p-4 text-slate-700">{t('common.underConstruction')}</p>
      </div>
    </dialog>
  );
}
