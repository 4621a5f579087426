import type { CouponValidation, CreatedOrder, OrderRequest } from '@plaza/domain/schemas/order';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch, HttpError } from '../../api/api-fetch';

// The checkout's calls (spec section 7). Answers are cast, not parsed: zod stays out of this
// chunk, and the server already serializes them with the shared schemas.

export type PaymentMethod = { method_id: number; name: string; instructions: string };

export const checkoutKeys = {
  paymentMethods: (storeId: number) => ['payment-methods', storeId] as const,
};

export function paymentMethodsQuery(storeId: number) {
  return queryOptions({
    queryKey: checkoutKeys.paymentMethods(storeId),
    queryFn: async ({ signal }) => {
      const answer = (await apiFetch(`/api/market/paymentMethods/${storeId}`, { signal })) as { payment_methods: PaymentMethod[] };
      return answer.payment_methods;
    },
  });
}

/**
 * Why the store takes no order from this shopper now, as the server says it (a 409 of the payment
 * methods call: suspended, closed for a holiday, or the shopper's own store), else undefined.
 */
export function checkoutRefusal(error: unknown): string | undefined {
  return error instanceof HttpError && error.status === 409 ? error.serverMessage : undefined;
}

export async function validateCoupon(code: string, storeId: number): Promise<CouponValidation> {
  return (await apiFetch(`/api/market/customer/coupons/${encodeURIComponent(code)}/validate/${storeId}`)) as CouponValidation;
}

/** The key makes a retry of the same checkout answer the order already placed instead of placing a second one. */
export async function createOrder(request: OrderRequest, idempotencyKey: string): Promise<CreatedOrder> {
  return (await apiFetch('/api/market/orders', {
    method: 'POST',
    body: request,
    headers: { 'Idempotency-Key': idempotencyKey },
  })) as CreatedOrder;
}

/** A random id for one checkout attempt; crypto.randomUUID needs a secure context, getRandomValues does not. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
