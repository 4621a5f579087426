import type { Cart } from '@plaza/domain/cart';
import { orderItems } from '@plaza/domain/cart-actions';
import { t } from '@plaza/domain/messages/es-checkout';
import type { CreatedOrder, OrderRequest } from '@plaza/domain/schemas/order';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { HttpError, isNetworkFailure } from '../../api/api-fetch';
import { applyErrorPolicy, errorMessage } from '../../api/error-policy';
import { sessionKeys } from '../../api/session';
import { loginPath } from '../auth/login-redirect';
import { forgetUsedRefSlug, readRefSlug } from '../referrals/ref-slug';
import { createOrder, newIdempotencyKey } from './checkout-api';

export interface PlacedOrder {
  order: CreatedOrder;
  storeId: number;
}

/**
 * 'Pagar' (spec sections 4, 5, 8): checks what the client can (a store, a payment method), sends
 * the lines without prices and shows the server's reason when it refuses (stock, tier, date).
 */
export function usePlaceOrder(cart: Cart, onPlaced: (placed: PlacedOrder) => void) {
  // One key per checkout attempt, reused by every retry: a retry after a lost answer gets the
  // same order back instead of a second one.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const mutation = useMutation({
    mutationFn: (request: OrderRequest) => createOrder(request, idempotencyKey),
    onSuccess: (order, request) => {
      setError(null);
      // Used, whatever the payment method, once the order includes the referred product (ref-slug.ts).
      forgetUsedRefSlug(request.ref_slug, request.items.map((item) => item.product_id));
      onPlaced({ order, storeId: cart.storeId });
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
    },
    onError: (failure) => {
      if (failure instanceof HttpError && failure.status === 401) {
        // The session ended since the page opened: log in again and come back to this checkout.
        queryClient.setQueryData(sessionKeys.user(), null);
        void navigate(loginPath(`/checkout/${cart.storeId}`), { replace: true });
        return;
      }
      // No answer at all (offline): the cart stays as it is, and pressing 'Pagar' again later sends the
      // same idempotency key, so an order that did arrive is never placed twice.
      if (isNetworkFailure(failure)) return setError(t('offline.orderNotSent'));
      applyErrorPolicy(failure);
      setError(errorMessage(failure, t('checkout.orderError')));
    },
  });

  function placeOrder() {
    if (mutation.isPending) return;
    if (!cart.storeId) return setError(t('orders.storeRequired'));
    const method = cart.selectedPaymentMethod;
    if (!method) return setError(t('orders.paymentMethodRequired'));
    setError(null);
    mutation.mutate({
      store_id: cart.storeId,
      payment_method_id: method.method_id,
      applied_coupon_code: cart.appliedCouponCode ?? null,
      items: orderItems(cart, new Date()),
      ref_slug: readRefSlug() ?? undefined,
    });
  }

  return { placeOrder, pending: mutation.isPending, error };
}
