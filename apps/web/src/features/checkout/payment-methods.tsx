import type { Cart } from '@plaza/domain/cart';
import { t } from '@plaza/domain/messages/es-checkout';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { secondaryButton } from '../../ui/button-styles';
import { Skeleton } from '../../ui/skeleton';
import { useErrorPolicy } from '../../ui/use-error-policy';
import { chooseCartPaymentMethod } from '../cart/cart-actions';
import { checkoutRefusal, paymentMethodsQuery } from './checkout-api';

/** 'Método de pago' (spec section 2): the store's methods as a radio group; the choice is kept with the cart. */
export function PaymentMethods({ cart }: { cart: Cart }) {
  const methods = useQuery(paymentMethodsQuery(cart.storeId));
  useErrorPolicy(methods.error);
  const name = useId();
  const selectedId = cart.selectedPaymentMethod?.method_id;
  const refusal = checkoutRefusal(methods.error);

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-3 text-base font-bold text-slate-900">{t('checkout.paymentTitle')}</legend>
      {methods.isPending ? (
        <div role="status" aria-label={t('checkout.loadingPaymentMethods')} className="flex flex-col gap-2">
          <Skeleton className="h-12 w-full rounded-xl" />
          <Skeleton className="h-12 w-full rounded-xl" />
        </div>
      ) : refusal ? (
        <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 font-medium text-amber-900 ring-1 ring-amber-300">
          {refusal}
        </p>
      ) : methods.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3">
          <p className="font-medium text-rose-800">{t('checkout.paymentMethodsError')}</p>
          <button type="button" className={secondaryButton} onClick={() => void methods.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : methods.data.length === 0 ? (
        <p className="text-slate-700">{t('checkout.noPaymentMethods')}</p>
      ) : (
        methods.data.map((method) => (
          <label
            key={method.method_id}
            className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl px-4 py-2 ring-1 ring-slate-300 transition-colors hover:bg-slate-50 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-600"
          >
            <input
              type="radio"
              name={name}
              value={method.method_id}
              checked={selectedId === method.method_id}
              onChange={() => chooseCartPaymentMethod(cart.storeId, { method_id: method.method_id, name: method.name })}
              className="size-5 accent-brand-700"
            />
            <span className="flex flex-col py-1">
              <span className="font-semibold text-slate-900">{method.name}</span>
              {/* What the seller asks of whoever picks the method (an account number, where to pay). */}
              {method.instructions && selectedId === method.method_id && (
                <span className="mt-1 text-sm whitespace-pre-line text-slate-700">{method.instructions}</span>
              )}
            </span>
          </label>
        ))
      )}
    </fieldset>
  );
}
