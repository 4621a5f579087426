import { sql } from 'drizzle-orm';
import { addPeriod, billingState, periodPrice, stopsOn } from '@plaza/domain/billing';
import { marketDay } from '@plaza/domain/dates';
import { ta } from '@plaza/domain/messages/es-admin';
import { formatPrice, PLAN_CURRENCY } from '@plaza/domain/money';
import {
  BILLING_PAYMENTS_SHOWN,
  type PlanChangeRequest,
  type StoreBilling,
  type StorePayment,
  type StorePaymentCreate,
} from '@plaza/domain/schemas/billing';
import type { BillingPeriod } from '@plaza/domain/schemas/seller-application';
import type { Config } from '../../config';
import type { Database } from '../../db/connection';
import { announceContentChange } from '../../platform/content-changes';
import { failAdmin, failPanel } from '../../platform/errors';
import { fitStoreToPlan, takePlanLock } from '../plans/plan-limits';
import { enqueueBillingMail } from './billing-mail';

type Executor = Pick<Database, 'execute'>;

/** What every billing write needs besides its input: the clock's now, the grace days, the site's address. */
export type BillingContext = { now: Date; graceDays: number; publicUrl: string };

/** The billing's context at this moment: the clock's now and the site's grace days and address. */
export function billingContext(config: Pick<Config, 'billingGraceDays' | 'publicUrl'>, clock: () => Date): BillingContext {
  return { now: clock(), graceDays: config.billingGraceDays, publicUrl: config.publicUrl };
}

type PlanRef = { id: number; name: string; price_monthly: number };

/** A store's billing columns, with its plan and the plan its owner asked for. */
export type BillingRow = {
  id: number;
  name: string;
  plan: PlanRef | null;
  period: BillingPeriod;
  paid_through: string;
  stopped: 'overdue' | 'cancelled' | null;
  pending_plan: PlanRef | null;
  pending_period: BillingPeriod | null;
  pending_cancel: boolean;
  pending_from: string | null;
};

type RawRow = {
  id: number;
  name: string;
  plan_id: number | null;
  plan_name: string | null;
  plan_price: number | null;
  period: BillingPeriod;
  paid_through: string;
  stopped: 'overdue' | 'cancelled' | null;
  pending_plan_id: number | null;
  pending_plan_name: string | null;
  pending_plan_price: number | null;
  pending_period: BillingPeriod | null;
  pending_cancel: boolean;
  pending_from: string | null;
};

const planOf = (id: number | null, name: string | null, price: number | null): PlanRef | null =>
  id === null ? null : { id, name: name ?? '', price_monthly: Number(price) };

/** The store's billing row, locked for the caller's transaction when `lock`; undefined when there is no such store. */
export async function billingRow(tx: Executor, storeId: number, lock = false): Promise<BillingRow | undefined> {
  // A plan change may follow: its lock before the row's, in the order a product write takes them.
  if (lock) await takePlanLock(tx, storeId);
  const { rows } = await tx.execute<RawRow>(sql`
    select s.id, s.name, s.plan_id, sp.name as plan_name, sp.price_monthly as plan_price, s.billing_period as period,
      s.paid_through::text as paid_through, s.billing_stopped as stopped, s.pending_plan_id, pp.name as pending_plan_name,
      pp.price_monthly as pending_plan_price, s.pending_billing_period as pending_period, s.pending_cancel, s.pending_from::text as pending_from
    from stores s left join store_plans sp on sp.id = s.plan_id left join store_plans pp on pp.id = s.pending_plan_id
    where s.id = ${storeId} ${lock ? sql`for update of s` : sql``}`);
  const row = rows[0];
  if (!row) return undefined;
  return {
    id: row.id,
    name: row.name,
    plan: planOf(row.plan_id, row.plan_name, row.plan_price),
    period: row.period,
    paid_through: row.paid_through,
    stopped: row.stopped,
    pending_plan: planOf(row.pending_plan_id, row.pending_plan_name, row.pending_plan_price),
    pending_period: row.pending_period,
    pending_cancel: Boolean(row.pending_cancel),
    pending_from: row.pending_from,
  };
}

/** The plan and period the next payment pays: the owner's pending change, if any, else the current ones. */
export function nextTerms(row: BillingRow): { plan: PlanRef | null; period: BillingPeriod } {
  if (row.pending_cancel || row.pending_from === null) return { plan: row.plan, period: row.period };
  return { plan: row.pending_plan ?? row.plan, period: row.pending_period ?? row.period };
}

function pendingOf(row: BillingRow): StoreBilling['pending'] {
  if (row.pending_from === null) return null;
  if (row.pending_cancel) return { kind: 'cancel', plan: null, period: null, from: row.pending_from };
  const next = nextTerms(row);
  return { kind: 'change', plan: next.plan, period: next.period, from: row.pending_from };
}

/** GET …/billing (both faces): the store's billing on the clock's today; undefined for no such store. */
export async function loadBilling(db: Executor, storeId: number, now: Date, graceDays: number): Promise<StoreBilling | undefined> {
  const row = await billingRow(db, storeId);
  if (!row) return undefined;
  const { rows } = await db.execute<Omit<StorePayment, 'created_at'> & { created_at: Date | string }>(sql`
    select id, amount, currency, method, reference, period_from::text as period_from, period_to::text as period_to, created_at
    from store_payments where store_id = ${storeId} order by created_at desc, id desc limit ${BILLING_PAYMENTS_SHOWN}`);
  const next = nextTerms(row);
  return {
    store_id: row.id,
    store_name: row.name,
    plan: row.plan,
    period: row.period,
    paid_through: row.paid_through,
    state: billingState({ paidThrough: row.paid_through, today: marketDay(now), stopped: row.stopped, free: row.plan?.price_monthly === 0 }),
    stops_on: stopsOn(row.paid_through, graceDays),
    grace_days: graceDays,
    amount_due: next.plan ? periodPrice(next.plan.price_monthly, next.period) : null,
    currency: PLAN_CURRENCY,
    pending: pendingOf(row),
    payments: rows.map((payment) => ({ ...payment, amount: Number(payment.amount), created_at: new Date(payment.created_at).toISOString() })),
  };
}

/**
 * Puts a store on a plan and billing period and clears its owner's pending request: the one way a
 * plan change takes effect (the billing job at the period's start, a payment that opens it).
 */
export async function applyPlanChange(tx: Executor, storeId: number, planId: number, billingPeriod?: BillingPeriod) {
  await tx.execute(sql`
    update stores set plan_id = ${planId}, billing_period = coalesce(${billingPeriod ?? null}, billing_period),
      pending_plan_id = null, pending_billing_period = null, pending_cancel = false, pending_from = null
    where id = ${storeId}`);
  // The store fits its new plan at once: beyond its limits hidden or paused, never deleted (decision 024).
  await fitStoreToPlan(tx, storeId);
}

/** The refusal of an amount that is not one period's price of the plan the payment pays. */
function checkAmount(row: BillingRow, amount: number): { plan: PlanRef; period: BillingPeriod; expected: number } {
  const { plan, period } = nextTerms(row);
  if (!plan) throw failAdmin('conflict', 'billing.noPlan');
  if (plan.price_monthly === 0) throw failAdmin('conflict', 'billing.freePlan', { plan: plan.name });
  const expected = periodPrice(plan.price_monthly, period);
  if (amount !== expected)
    throw failAdmin('invalid', 'billing.wrongAmount', { period: ta(`billing.periods.${period}`).toLowerCase(), plan: plan.name, expected: formatPrice(expected, PLAN_CURRENCY) });
  return { plan, period, expected };
}

/**
 * POST /api/admin/stores/{id}/payments, in one transaction on the store's locked row: the payment
 * pays one period from the due day (from today when the store had stopped: it took no orders
 * meanwhile) and moves `paid_through` to its end. The same reference twice is a 409 and moves
 * nothing; two payments at once are one after the other, two periods. A stopped store takes orders
 * again at once; the owner gets the receipt (and the news it is back) through the outbox.
 */
export async function recordPayment(db: Database, storeId: number, input: StorePaymentCreate, recordedBy: string | null, context: BillingContext) {
  await db.transaction(async (tx) => {
    const row = await billingRow(tx, storeId, true);
    if (!row) throw failAdmin('not_found', 'stores.notFound');
    const { rows: same } = await tx.execute(sql`select 1 from store_payments where store_id = ${storeId} and lower(reference) = lower(${input.reference})`);
    if (same.length > 0) throw failAdmin('conflict', 'billing.duplicateReference', { reference: input.reference });
    const { plan, period } = checkAmount(row, input.amount);
    const today = marketDay(context.now);
    const from = row.stopped && row.paid_through < today ? today : row.paid_through;
    const to = addPeriod(from, period);
    await tx.execute(sql`
      insert into store_payments (store_id, amount, currency, method, reference, recorded_by, plan_id, billing_period, period_from, period_to)
      values (${storeId}, ${input.amount}, ${PLAN_CURRENCY}, ${input.method}, ${input.reference}, ${recordedBy}, ${plan.id}, ${period}, ${from}, ${to})`);
    // The period it pays has begun: the owner's change applies with it (else the job applies it when it begins).
    if (row.pending_from !== null && !row.pending_cancel && from <= today) await applyPlanChange(tx, storeId, plan.id, period);
    await tx.execute(sql`
      update stores set paid_through = ${to}, billing_stopped = null, billing_stopped_at = null,
        pending_cancel = false, pending_from = case when pending_cancel then null else pending_from end
      where id = ${storeId}`);
    await enqueueBillingMail(tx, storeId, { kind: 'receipt', amount: input.amount, plan: plan.name, period, method: input.method, reference: input.reference, from, to }, context.publicUrl);
    if (row.stopped) {
      await enqueueBillingMail(tx, storeId, { kind: 'back' }, context.publicUrl);
      // Its pages say it takes orders again: every process drops the answers it shares with visitors.
      await announceContentChange(tx);
    }
  });
  return (await loadBilling(db, storeId, context.now, context.graceDays))!;
}

/**
 * POST …/billing/planChange: the owner's plan and period from the next period on (the FAQ's
 * promise). Asking for the current plan and period withdraws a pending request, else it is a 400.
 */
export async function requestPlanChange(db: Database, storeId: number, input: PlanChangeRequest, context: BillingContext) {
  await db.transaction(async (tx) => {
    const row = (await billingRow(tx, storeId, true))!;
    const { rows: plans } = await tx.execute(sql`select 1 from store_plans where id = ${input.plan_id}`);
    if (plans.length === 0) throw failPanel('invalid', 'billing.unknownPlan');
    if (row.plan?.id === input.plan_id && row.period === input.billing_period) {
      if (row.pending_from === null) throw failPanel('invalid', 'billing.samePlan');
      await clearPending(tx, storeId);
      return;
    }
    await tx.execute(sql`
      update stores set pending_plan_id = ${input.plan_id}, pending_billing_period = ${input.billing_period}, pending_cancel = false,
        pending_from = paid_through
      where id = ${storeId}`);
  });
  return (await loadBilling(db, storeId, context.now, context.graceDays))!;
}

/** POST …/billing/cancellation: the store stops taking orders when its paid period ends (no long-term contract). */
export async function requestCancellation(db: Database, storeId: number, context: BillingContext) {
  await db.transaction(async (tx) => {
    const row = (await billingRow(tx, storeId, true))!;
    if (row.stopped === 'cancelled') throw failPanel('conflict', 'billing.alreadyCancelled');
    await tx.execute(sql`
      update stores set pending_plan_id = null, pending_billing_period = null, pending_cancel = true, pending_from = paid_through
      where id = ${storeId}`);
  });
  return (await loadBilling(db, storeId, context.now, context.graceDays))!;
}

async function clearPending(tx: Executor, storeId: number) {
  await tx.execute(sql`
    update stores set pending_plan_id = null, pending_billing_period = null, pending_cancel = false, pending_from = null where id = ${storeId}`);
}

/** DELETE …/billing/request: withdraws the owner's pending change or cancellation. */
export async function withdrawRequest(db: Database, storeId: number, context: BillingContext) {
  await db.transaction(async (tx) => {
    const row = (await billingRow(tx, storeId, true))!;
    if (row.pending_from === null) throw failPanel('conflict', 'billing.nothingPending');
    await clearPending(tx, storeId);
  });
  return (await loadBilling(db, storeId, context.now, context.graceDays))!;
}
