import { t } from '@plaza/domain/messages/es-checkout';
import { formatTotals } from '@plaza/domain/totals';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { secondaryButton } from '../../ui/button-styles';
import { WhatsappIcon } from '../../ui/icons';
import { PaymentInstructions } from '../../ui/payment-instructions';
import { unbrokenAmounts } from '../../ui/unbroken-amounts';
import { clearStoreCart } from '../cart/cart-actions';
import type { PlacedOrder } from './use-place-order';

/**
 * After the order (spec section 2). The store's cart is cleared whatever the method: a placed
 * order must not stay in the cart to be placed twice. The referral slug was forgotten when the
 * order succeeded, if the order used it (use-place-order.ts).
 */
export function OrderSuccess({ placed }: { placed: PlacedOrder }) {
  const { order, storeId } = placed;
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    clearStoreCart(storeId);
  }, [storeId]);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-12 text-center sm:py-20">
      <span className="flex size-16 items-center justify-center rounded-full bg-emerald-100 text-emerald-700" aria-hidden="true">
        <svg className="size-9" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.2} strokeLinecap="round" strokeLinejoin="round">
          <path d="m5 12.5 4.5 4.5L19 7.5" />
        </svg>
      </span>
      <h1 ref={heading} tabIndex={-1} className="mt-5 text-2xl font-bold text-slate-900 focus:outline-none sm:text-3xl">
        {t('orders.created')}
      </h1>
      <p className="mt-3 break-all text-slate-700">{t('checkout.orderNumber', { order_id: order.order_id })}</p>
      <p className="mt-1 font-semibold text-slate-900 tabular-nums">{t('checkout.orderTotal', { total: unbrokenAmounts(formatTotals(order.totals)) })}</p>
      <PaymentInstructions payment={order.payment} heading="h2" className="mt-6 w-full" />
      <div className="mt-8 flex w-full flex-col items-stretch gap-3 sm:w-auto">
        {order.payment_link && (
          <a
            href={order.payment_link}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-green-700 px-6 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-green-800 active:bg-green-900"
          >
            <WhatsappIcon className="size-5" />
            {t('checkout.contactWhatsapp')}
          </a>
        )}
        <Link to="/" className={secondaryButton}>
          {t('common.backHome')}
        </Link>
      </div>
    </div>
  );
}
