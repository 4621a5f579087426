import { ta } from '../messages/es-admin';
import { tp } from '../messages/es-panel';
import { z } from '../zod-es';
import { MAX_ID, plainText } from './common';
import { MAX_AMOUNT } from './panel-common';
import { BILLING_PERIODS } from './seller-application';

/** How a store's plan was paid off the platform. */
export const PAYMENT_METHODS = ['transfer', 'transfermovil', 'enzona', 'cash'] as const;
export type StorePaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_REFERENCE_MAX = 100;
/** The newest payments a billing view lists (a store pays at most 12 a year). */
export const BILLING_PAYMENTS_SHOWN = 60;

export const BILLING_STATES = ['paid', 'due_soon', 'grace', 'overdue', 'cancelled', 'free'] as const;

/**
 * POST /api/admin/stores/{id}/payments: what the operator received. `amount` is in the plan's
 * minor units (USD cents) and must be exactly one period's price (the next period's plan); the
 * reference is recorded once per store (a retry is a 409 and moves nothing).
 */
export const storePaymentCreateSchema = z
  .object({
    amount: z.int({ error: ta('billing.invalidAmount') }).min(0, { error: ta('billing.invalidAmount') }).max(MAX_AMOUNT, { error: ta('billing.invalidAmount') }),
    method: z.enum(PAYMENT_METHODS, { error: ta('billing.invalidMethod') }),
    reference: plainText({ error: ta('billing.referenceRequired') })
      .trim()
      .min(1, { error: ta('billing.referenceRequired') })
      .max(PAYMENT_REFERENCE_MAX, { error: ta('billing.referenceTooLong', { max: PAYMENT_REFERENCE_MAX }) }),
  })
  .strict();
export type StorePaymentCreate = z.infer<typeof storePaymentCreateSchema>;

export const storePaymentSchema = z.object({
  id: z.int(),
  amount: z.int(),
  currency: z.string(),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string(),
  period_from: z.string(),
  period_to: z.string(),
  created_at: z.string(),
});
export type StorePayment = z.infer<typeof storePaymentSchema>;

const planRef = z.object({ id: z.int(), name: z.string(), price_monthly: z.int() });

/**
 * A store's billing, as the operator and its owner see it (GET …/billing): the plan and period,
 * the day the next payment is due (`paid_through`, a market day), where the store stands, the
 * next period's price (of the plan that applies then), the owner's pending request and the payments.
 */
export const storeBillingSchema = z.object({
  store_id: z.int(),
  store_name: z.string(),
  plan: planRef.nullable(),
  period: z.enum(BILLING_PERIODS),
  paid_through: z.string(),
  state: z.enum(BILLING_STATES),
  /** The day an unpaid store stops taking orders (paid_through plus the grace days). */
  stops_on: z.string(),
  grace_days: z.int(),
  /** One period's price of the plan the next payment pays, in `currency` minor units; null without a plan. */
  amount_due: z.int().nullable(),
  currency: z.string(),
  pending: z
    .object({
      kind: z.enum(['change', 'cancel']),
      plan: planRef.nullable(),
      period: z.enum(BILLING_PERIODS).nullable(),
      from: z.string(),
    })
    .nullable(),
  payments: z.array(storePaymentSchema),
});
export type StoreBilling = z.infer<typeof storeBillingSchema>;

/** POST /api/store_admin/stores/{storeId}/billing/planChange: the plan and period for the next period. */
export const planChangeRequestSchema = z
  .object({
    plan_id: z.int({ error: tp('billing.unknownPlan') }).positive({ error: tp('billing.unknownPlan') }).max(MAX_ID, { error: tp('billing.unknownPlan') }),
    billing_period: z.enum(BILLING_PERIODS, { error: tp('billing.invalidPeriod') }),
  })
  .strict();
export type PlanChangeRequest = z.infer<typeof planChangeRequestSchema>;
