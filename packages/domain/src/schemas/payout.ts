import { tp } from '../messages/es-panel';
import { z } from '../zod-es';
import { MAX_AMOUNT, dayString, pageOf, pageQuery, panelId, requiredLine } from './panel-common';

/**
 * Commission payouts (issue 42). What a store owes a referrer in a currency is one ledger:
 * commissions booked on the store's paid orders, less those reversed by a cancel, less the payouts
 * the store recorded. The seller, the referrer and the operator read the same balance.
 * - GET  /api/store_admin/stores/{storeId}/payouts/balances?page=&page_size= → `referrerBalancePageSchema`
 * - GET  /api/store_admin/stores/{storeId}/payouts?page=&page_size=&referrer_id= → `payoutPageSchema`, newest first
 * - POST /api/store_admin/stores/{storeId}/payouts  body `newPayoutSchema` → `payoutRecordedSchema`
 * - GET  /api/store_admin/stores/{storeId}/payouts/statement.csv?from=&to= → text/csv
 * - GET  /api/user/referrals/payouts → `myPayoutsSchema`
 * - GET  /api/admin/payouts/balances?page=&page_size=&store_id= → `adminBalancePageSchema`
 * - GET  /api/admin/payouts/statement.csv?from=&to=&store_id= → text/csv
 */

export const PAYOUT_METHODS = ['transfer', 'transfermovil', 'enzona', 'cash'] as const;
export const payoutMethodSchema = z.enum(PAYOUT_METHODS, { error: tp('payoutsApi.badMethod') });
export type PayoutMethod = z.infer<typeof payoutMethodSchema>;

export const PAYOUT_REFERENCE_MAX = 100;
/** How many payouts the referrer's profile lists. */
export const RECENT_PAYOUTS = 50;

/** One currency of a ledger: `balance` = `earned` − `paid`; negative when the referrer was paid more than a cancel left them. */
export const ledgerBalanceSchema = z.object({
  currency: z.string(),
  /** Commissions of paid orders, less those whose order was cancelled afterwards. */
  earned: z.int(),
  /** Payouts recorded. */
  paid: z.int(),
  balance: z.int(),
});
export type LedgerBalance = z.infer<typeof ledgerBalanceSchema>;

export const referrerSchema = z.object({ user_id: z.string(), name: z.string(), email: z.string() });

export const referrerBalanceSchema = z.object({ referrer: referrerSchema, balances: z.array(ledgerBalanceSchema) });
export type ReferrerBalance = z.infer<typeof referrerBalanceSchema>;
export const referrerBalancePageSchema = pageOf(referrerBalanceSchema);
export type ReferrerBalancePage = z.infer<typeof referrerBalancePageSchema>;

export const payoutSchema = z.object({
  id: z.int(),
  store: z.object({ store_id: z.int(), name: z.string() }),
  referrer: z.object({ user_id: z.string(), name: z.string() }),
  amount: z.int(),
  currency: z.string(),
  method: payoutMethodSchema,
  reference: z.string(),
  created_at: z.string(),
});
export type Payout = z.infer<typeof payoutSchema>;
export const payoutPageSchema = pageOf(payoutSchema);
export type PayoutPage = z.infer<typeof payoutPageSchema>;

const referrerId = z.uuid({ error: tp('payoutsApi.badReferrer') });

export const payoutListQuery = z.object({ ...pageQuery, referrer_id: referrerId.optional() });
export const payoutBalanceQuery = z.object(pageQuery);

/** What the seller records: paid `amount` minor units of `currency` to `referrer_id`, how, and the transfer's or receipt's reference. */
export const newPayoutSchema = z.object({
  referrer_id: referrerId,
  amount: z
    .int({ error: tp('payoutsApi.badAmount') })
    .positive({ error: tp('payoutsApi.badAmount') })
    .max(MAX_AMOUNT, { error: tp('fields.tooLarge') }),
  currency: z
    .string({ error: tp('payoutsApi.badCurrency') })
    .trim()
    .min(1, { error: tp('payoutsApi.badCurrency') })
    .max(10, { error: tp('payoutsApi.badCurrency') }),
  method: payoutMethodSchema,
  reference: requiredLine(PAYOUT_REFERENCE_MAX, tp('payoutsApi.referenceRequired')),
});
export type NewPayout = z.infer<typeof newPayoutSchema>;

export const payoutRecordedSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  payout: payoutSchema,
  /** The referrer's balance in the payout's currency once it is recorded. */
  balance: ledgerBalanceSchema,
});

/** `?from=&to=`, market days (Havana), both included. */
export const statementQuery = z
  .object({ from: dayString, to: dayString })
  .refine((period) => period.from <= period.to, { error: tp('payoutsApi.badPeriod'), path: ['to'] });
export type StatementQuery = z.infer<typeof statementQuery>;

export const adminStatementQuery = z
  .object({ from: dayString, to: dayString, store_id: z.coerce.number().pipe(panelId()).optional() })
  .refine((period) => period.from <= period.to, { error: tp('payoutsApi.badPeriod'), path: ['to'] });

/** The referrer's own: per store and currency, and the payouts they received, newest first. */
export const storeBalanceSchema = ledgerBalanceSchema.extend({ store_id: z.int(), store_name: z.string() });
export const myPayoutsSchema = z.object({
  balances: z.array(storeBalanceSchema),
  payouts: z.array(payoutSchema),
  /** More payouts than the `RECENT_PAYOUTS` listed. */
  has_more_payouts: z.boolean(),
});
export type MyPayouts = z.infer<typeof myPayoutsSchema>;

/** The console's: per store and referrer. */
export const adminBalanceSchema = referrerBalanceSchema.extend({ store: z.object({ store_id: z.int(), name: z.string() }) });
export const adminBalancePageSchema = pageOf(adminBalanceSchema);
export type AdminBalancePage = z.infer<typeof adminBalancePageSchema>;
export const adminBalanceQuery = z.object({ ...pageQuery, store_id: z.coerce.number().pipe(panelId()).optional() });
