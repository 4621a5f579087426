import { tp } from '../messages/es-panel';
import { z } from '../zod-es';
import { optionalLine, pageOf, pageQuery, storeParams } from './panel-common';
import { listSearch } from './panel-lists';
import { currencyAmountSchema } from './panel-dashboard';

/**
 * The seller's side of an order (issue 18). Routes, all behind the store-owner guard:
 * - GET   /api/store_admin/stores/{storeId}/orders?status=&page=&page_size= → `panelOrderPageSchema`, newest first
 * - GET   /api/store_admin/stores/{storeId}/orders.csv?status=              → text/csv (UTF-8 with BOM), every matching order
 * - GET   /api/store_admin/stores/{storeId}/orders/summary                  → `panelOrderSummarySchema` (the navigation's badge)
 * - GET   /api/store_admin/stores/{storeId}/orders/{orderId}                → `panelOrderSchema`
 * - PATCH /api/store_admin/stores/{storeId}/orders/{orderId}  body `orderTransitionSchema` → `panelOrderSchema`;
 *   409 with a Spanish message for any transition other than pending_payment → paid and
 *   pending_payment | paid → cancelled (pressing the same one twice is a 409 too: the order already is so).
 * - GET   /api/store_admin/stores/{storeId}/commissions?page=&page_size=    → `commissionPageSchema`
 * An order of another store answers the same 404 as one that does not exist.
 */

export const ORDER_STATUSES = ['pending_payment', 'paid', 'cancelled'] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** A cancel reason a seller types (the expiry job writes its own). */
export const CANCEL_REASON_MAX = 300;

/**
 * `?status=&q=&page=&page_size=`; an empty `status` means every order. `q` (issue 43) finds an
 * order by its number (or its start), the customer's name or e-mail, or phone (with or without +53).
 */
export const panelOrderListQuery = z.object({
  status: z.preprocess((value) => (value === '' ? undefined : value), orderStatusSchema.optional()),
  q: listSearch,
  ...pageQuery,
});
export type PanelOrderListQuery = z.infer<typeof panelOrderListQuery>;

/** `?status=` of the CSV export: the same filter, every page. */
export const panelOrderCsvQuery = panelOrderListQuery.pick({ status: true });

/** GET …/orders/count: the inbox's filters without its page (decision 030). */
export const panelOrderCountQuery = panelOrderListQuery.omit({ page: true, page_size: true });

/** `{ storeId, orderId }`; any text that is not one of the store's orders is a 404, never a 400. */
export const panelOrderParams = storeParams.extend({ orderId: z.string().max(100) });

export const panelOrderLineSchema = z.object({
  id: z.int(),
  product_id: z.int(),
  name: z.string(),
  quantity: z.int(),
  /** What one unit really cost, minor units of `currency`, after offer, wholesale tier and coupon. */
  unit_price: z.int(),
  /** The coupon's percent off this line; null when the coupon did not apply to it. */
  discount_percent: z.int().nullable(),
  /** Priced at a wholesale tier ('Al por mayor'). */
  wholesale: z.boolean(),
  line_total: z.int(),
  /** The product's currency code when the order was made. */
  currency: z.string(),
  /** YYYY-MM-DD, for products that need a delivery date. */
  delivery_date: z.string().nullable(),
});
export type PanelOrderLine = z.infer<typeof panelOrderLineSchema>;

export const panelOrderSchema = z.object({
  id: z.string(),
  /** The first 8 characters of the id, as the shopper sees it. */
  number: z.string(),
  created_at: z.string(),
  status: orderStatusSchema,
  buyer: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() }),
  /** wa.me link to the buyer with the order's summary ('Escribir al comprador'); null without a phone. */
  buyer_whatsapp_link: z.string().nullable(),
  lines: z.array(panelOrderLineSchema),
  coupon: z.object({ code: z.string(), discount_percent: z.int() }).nullable(),
  payment_method: z.object({ name: z.string(), kind: z.string() }),
  /** The referral link the order came through, when a commission was recorded for it. */
  referral: z
    .object({
      slug: z.string(),
      referrer_name: z.string(),
      /** Commission per currency; pending, earned or void as the order is pending, paid or cancelled. */
      commissions: z.array(currencyAmountSchema),
    })
    .nullable(),
  /** One total per currency, never a sum over several. */
  totals: z.array(currencyAmountSchema),
  cancel_reason: z.string().nullable(),
  paid_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  /** When a pending order is cancelled by the expiry job (ORDER_PAYMENT_HOURS after created_at); null otherwise. */
  expires_at: z.string().nullable(),
});
export type PanelOrder = z.infer<typeof panelOrderSchema>;

export const panelOrderPageSchema = pageOf(panelOrderSchema);
export type PanelOrderPage = z.infer<typeof panelOrderPageSchema>;

/** PATCH body: 'Confirmar pago' sends `{ status: 'paid' }`, 'Cancelar pedido' `{ status: 'cancelled', reason? }`. */
export const orderTransitionSchema = z.object({
  status: z.enum(['paid', 'cancelled'], { error: tp('ordersApi.invalidStatus') }),
  /** Only read when cancelling; empty means none. */
  reason: optionalLine(CANCEL_REASON_MAX),
});
export type OrderTransition = z.input<typeof orderTransitionSchema>;

/** GET …/orders/summary: the panel navigation's count. */
export const panelOrderSummarySchema = z.object({ pending_payment: z.int() });
export type PanelOrderSummary = z.infer<typeof panelOrderSummarySchema>;

export const REFERRAL_SALE_STATUSES = ['pending', 'earned', 'void'] as const;
export const referralSaleStatusSchema = z.enum(REFERRAL_SALE_STATUSES);
export type ReferralSaleStatus = z.infer<typeof referralSaleStatusSchema>;

/** One referrer the store owes (or will owe) commissions to. Void sales (cancelled orders) count nowhere. */
export const commissionSchema = z.object({
  referrer: z.object({ user_id: z.string(), name: z.string(), email: z.string() }),
  /** Commissions of orders still pending payment, per currency. */
  pending: z.array(currencyAmountSchema),
  /** Commissions of paid orders, per currency: what the store owes. */
  earned: z.array(currencyAmountSchema),
  /** Sales that are pending or earned. */
  sales_count: z.int(),
});
export type Commission = z.infer<typeof commissionSchema>;

/** GET …/commissions: referrers with pending or earned sales, by most recent sale first. */
export const commissionPageSchema = pageOf(commissionSchema);
export type CommissionPage = z.infer<typeof commissionPageSchema>;
export const commissionQuery = z.object(pageQuery);
