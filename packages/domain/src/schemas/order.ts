import { t as apiText } from '../messages/es-api';
import { t } from '../messages/es-checkout';
import { z } from '../zod-es';
import { idSchema, payloadIdSchema, plainText } from './common';

const quantity = z.int({ error: t('cart.invalidQuantity') }).positive({ error: t('cart.invalidQuantity') }).max(100_000, { error: t('cart.invalidQuantity') });

/** POST /api/market/orders. Prices, discounts and totals are never taken from the client. */
export const orderRequestSchema = z.object({
  store_id: payloadIdSchema(t('orders.storeRequired')),
  payment_method_id: payloadIdSchema(t('orders.paymentMethodRequired')),
  applied_coupon_code: plainText()
    .trim()
    .max(40)
    .nullish()
    .transform((code) => code || null),
  items: z
    .array(
      z.object({
        product_id: payloadIdSchema(apiText('api.invalidId')),
        quantity,
        wholesale_id: payloadIdSchema(apiText('api.invalidId')).nullish(),
        /** YYYY-MM-DD, for products that need a delivery date. */
        delivery_date: z.string().max(10).nullish(),
      }),
    )
    .min(1, { error: t('orders.emptyCart') })
    .max(100, { error: t('orders.tooManyLines') }),
  ref_slug: z.string().trim().max(64).nullish(),
});
export type OrderRequest = z.infer<typeof orderRequestSchema>;

/** One currency's total of an order, in its minor units; `currency` is the code products carry (`USD`). */
export const currencyTotalSchema = z.object({ currency: z.string(), amount: z.int() });

/**
 * An order's totals, one per currency, in the order its lines first use each: minor units of two
 * currencies are never added. `total_amount` (`total_price` in the history) stays for the existing
 * contract and always equals `totals[0].amount`: the order's total when it is in one currency;
 * with several, only the first currency's total, so a client that shows one must show `totals`.
 */
const totals = z.array(currencyTotalSchema);

/**
 * The order's payment method by name, and `instructions`: how its seller says to pay it (a card
 * or account number, where to pay), as the method says now, so a seller's correction reaches the
 * buyer; null when the method has none, and once the order is paid or cancelled (nothing is due).
 */
export const orderPaymentSchema = z.object({ method: z.string(), instructions: z.string().nullable() });

export const createdOrderSchema = z.object({
  order_id: z.string(),
  payment_link: z.string().nullable(),
  status: z.string(),
  total_amount: z.int(),
  totals,
  payment: orderPaymentSchema,
});
export type CreatedOrder = z.infer<typeof createdOrderSchema>;

export const orderGroupSchema = z.object({
  store_id: z.int(),
  store_name: z.string(),
  orders: z.array(
    z.object({
      id: z.string(),
      created_at: z.string(),
      status: z.string(),
      items: z.array(
        z.object({ id: z.int(), name: z.string(), description: z.string(), quantity: z.int(), price: z.int(), currency: z.string() }),
      ),
      payment: orderPaymentSchema,
      coupon: z.object({ code: z.string(), discount_value: z.int() }).nullable(),
      total_price: z.int(),
      totals,
      /** The seller's or the expiry job's reason; null unless cancelled. */
      cancel_reason: z.string().nullable(),
    }),
  ),
});
export type OrderGroup = z.infer<typeof orderGroupSchema>;

export const paymentMethodsSchema = z.object({
  /** `instructions`: what the seller tells the shopper who picks the method (an account number, where to pay); may be empty. */
  payment_methods: z.array(z.object({ method_id: z.int(), name: z.string(), instructions: z.string() })),
});

export const couponValidationSchema = z.object({
  scope: z.enum(['store', 'product']),
  discount_value: z.int(),
  products: z.array(z.int()),
  message: z.string(),
});
export type CouponValidation = z.infer<typeof couponValidationSchema>;

export const couponParamsSchema = z.object({
  code: plainText().trim().min(1, { error: t('orders.couponRequired') }).max(40, { error: t('orders.couponInvalid') }),
  storeId: idSchema,
});

export const favoriteGroupSchema = z.object({
  store_id: z.int(),
  store_name: z.string(),
  products: z.array(
    z.object({
      id: z.int(),
      name: z.string(),
      description: z.string(),
      price: z.int(),
      /** The code of the currency `price` is in (`CUP`), as products carry it. */
      currency: z.string(),
      image: z.string().nullable(),
      stock: z.int(),
    }),
  ),
});
