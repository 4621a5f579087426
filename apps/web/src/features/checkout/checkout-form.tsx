import type { Cart } from '@plaza/domain/cart';
import { t } from '@plaza/domain/messages/es-checkout';
import { cartTotals, formatTotals } from '@plaza/domain/totals';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { primaryButton } from '../../ui/button-styles';
import { unbrokenAmounts } from '../../ui/unbroken-amounts';
import { useNow } from '../product/use-now';
import { CouponForm } from './coupon-form';
import { OrderSummary } from './order-summary';
import { checkoutRefusal, paymentMethodsQuery } from './checkout-api';
import { PaymentMethods } from './payment-methods';
import { usePlaceOrder, type PlacedOrder } from './use-place-order';

const card = 'rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6';

/** The checkout of one store's cart (spec section 2): summary, coupon, payment method, total and 'Pagar'. */
export function CheckoutForm({ cart, onPlaced }: { cart: Cart; onPlaced: (placed: PlacedOrder) => void }) {
  const now = useNow();
  const { placeOrder, pending, error } = usePlaceOrder(cart, onPlaced);
  const ids = { summary: useId(), hint: useId() };
  // A store that takes no order from this shopper (PaymentMethods says why) leaves 'Pagar' off.
  const refused = checkoutRefusal(useQuery(paymentMethodsQuery(cart.storeId)).error) !== undefined;
  const canPay = !refused && cart.selectedPaymentMethod !== undefined;

  return (
    <div className="grid gap-4 sm:gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <div className="flex min-w-0 flex-col gap-4 sm:gap-6">
        <section aria-labelledby={ids.summary} className={card}>
          <h2 id={ids.summary} className="mb-4 text-base font-bold text-slate-900">
            {t('checkout.summary')}
          </h2>
          <OrderSummary cart={cart} now={now} />
        </section>
        <div className={card}>
          <CouponForm cart={cart} />
        </div>
        <div className={card}>
          <PaymentMethods cart={cart} />
        </div>
      </div>
      <div className={`${card} flex flex-col gap-4 lg:sticky lg:top-[calc(var(--header-height)+1.5rem)]`}>
        <p className="flex items-baseline justify-between gap-3">
          <span className="text-lg font-semibold text-slate-700">{t('checkout.total')}</span>
          <span className="text-right text-2xl font-bold text-slate-900 tabular-nums">{unbrokenAmounts(formatTotals(cartTotals(cart, now)))}</span>
        </p>
        <div aria-live="assertive">
          {error && <p className="rounded-lg bg-rose-50 px-3 py-2 text-sm font-medium text-rose-800 ring-1 ring-rose-200">{error}</p>}
        </div>
        <button
          type="button"
          onClick={placeOrder}
          disabled={!canPay || pending}
          aria-describedby={canPay || refused ? undefined : ids.hint}
          className={`${primaryButton} w-full text-base`}
        >
          {pending ? t('checkout.processing') : t('checkout.pay')}
        </button>
        {!canPay && !refused && (
          <p id={ids.hint} className="-mt-2 text-center text-sm text-slate-600">
            {t('checkout.choosePaymentHint')}
          </p>
        )}
      </div>
    </div>
  );
}
