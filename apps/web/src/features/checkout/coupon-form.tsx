import type { Cart } from '@plaza/domain/cart';
import { t } from '@plaza/domain/messages/es-checkout';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { applyErrorPolicy, errorMessage } from '../../api/error-policy';
import { secondaryButton } from '../../ui/button-styles';
import { applyCartCoupon } from '../cart/cart-actions';
import { validateCoupon } from './checkout-api';
import { Form } from '../../ui/form';

type Feedback = { kind: 'error' | 'success'; text: string };

/**
 * 'Código de descuento' (spec sections 2, 5, 8): the code is validated by the server and, once
 * valid, kept with the cart; the order service applies it again when the order is placed.
 */
export function CouponForm({ cart }: { cart: Cart }) {
  const [code, setCode] = useState('');
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const ids = { input: useId(), feedback: useId() };

  const mutation = useMutation({
    mutationFn: (typed: string) => validateCoupon(typed, cart.storeId),
    onSuccess: (coupon, typed) => {
      applyCartCoupon(cart.storeId, { code: typed.toUpperCase(), scope: coupon.scope, discount_value: coupon.discount_value, products: coupon.products }, new Date());
      setCode('');
      setFeedback({ kind: 'success', text: t('orders.couponApplied') });
    },
    onError: (error) => {
      // 403/500 also get the site-wide toast; the field still says the coupon was not applied.
      applyErrorPolicy(error);
      setFeedback({ kind: 'error', text: errorMessage(error, t('checkout.couponError')) });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const typed = code.trim();
    if (!typed || !cart.storeId) {
      setFeedback({ kind: 'error', text: t('orders.couponRequired') });
      return;
    }
    mutation.mutate(typed);
  }

  function remove() {
    applyCartCoupon(cart.storeId, undefined, new Date());
    setFeedback(null);
  }

  return (
    <div className="flex flex-col gap-3">
      <Form onSubmit={submit} noValidate className="flex flex-col gap-2">
        <label htmlFor={ids.input} className="text-base font-bold text-slate-900">
          {t('checkout.couponTitle')}
        </label>
        <div className="flex gap-2">
          <input
            id={ids.input}
            type="text"
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              if (feedback?.kind === 'error') setFeedback(null);
            }}
            placeholder={t('checkout.couponPlaceholder')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            aria-describedby={ids.feedback}
            aria-invalid={feedback?.kind === 'error' || undefined}
            className="min-h-11 min-w-0 flex-1 rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 uppercase shadow-sm placeholder:text-slate-500 placeholder:normal-case focus:border-brand-600 aria-invalid:border-rose-600"
          />
          <button type="submit" className={`${secondaryButton} shrink-0`} disabled={mutation.isPending} aria-busy={mutation.isPending || undefined}>
            {mutation.isPending ? t('checkout.applying') : t('checkout.apply')}
          </button>
        </div>
        <div id={ids.feedback} aria-live="polite">
          {feedback && (
            <p className={`text-sm font-medium ${feedback.kind === 'error' ? 'text-rose-700' : 'text-emerald-800'}`}>{feedback.text}</p>
          )}
        </div>
      </Form>
      {cart.appliedCouponCode && (
        <p className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-emerald-50 px-3 py-1 text-sm text-emerald-900 ring-1 ring-emerald-200">
          <span className="py-2 font-semibold">
            {t('checkout.couponActive', { code: cart.appliedCouponCode, discount: cart.appliedCoupon?.discount_value ?? 0 })}
          </span>
          <button type="button" onClick={remove} className="-mr-1 min-h-11 rounded-lg px-2 font-semibold text-emerald-900 underline-offset-2 hover:underline">
            {t('checkout.removeCoupon')}
          </button>
        </p>
      )}
    </div>
  );
}
