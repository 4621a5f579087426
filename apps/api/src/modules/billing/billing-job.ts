import { sql, type SQL } from 'drizzle-orm';
import { addDays, noticeDue, periodPrice, REMINDER_DAYS, stopsOn } from '@plaza/domain/billing';
import { marketDay } from '@plaza/domain/dates';
import type { Database } from '../../db/connection';
import { announceContentChange } from '../../platform/content-changes';
import { enqueueBillingMail } from './billing-mail';
import { takePlanLock } from '../plans/plan-limits';
import { applyPlanChange, billingRow, nextTerms, type BillingContext } from './billing-service';

const BATCH = 100;
type Executor = Pick<Database, 'execute'>;

/** What one run did, for the tests and the log. */
export type BillingRun = { applied: number; cancelled: number; reminders: number; stopped: number };

/**
 * The billing job (every process, every few minutes; `now` from the injected clock): on the
 * market's today it applies the owners' requests whose period has begun (a plan change through
 * applyPlanChange; a cancellation stops the store), sends the reminders 7 days and 1 day before the
 * due day, and stops the stores unpaid past the grace days. Each store is handled in a transaction
 * of its own on its locked row (SKIP LOCKED: another process takes the next one), and each e-mail
 * is written with the change or the notice row it tells of, whose key makes it once per due day:
 * two runs at once, or one run twice, send nothing twice.
 */
export async function runBilling(db: Database, context: BillingContext): Promise<BillingRun> {
  const today = marketDay(context.now);
  const run: BillingRun = { applied: 0, cancelled: 0, reminders: 0, stopped: 0 };
  await eachStore(db, sql`s.pending_from <= ${today}`, async (tx, storeId) => {
    const kind = await applyRequest(tx, storeId, today, context);
    if (kind) run[kind]++;
  });
  // Paid stores come near their due day; a free plan never falls due, a store that asked to cancel gets no reminder.
  const near = sql`s.billing_stopped is null and not s.pending_cancel and s.paid_through <= ${addDays(today, REMINDER_DAYS[0])}
    and exists (select 1 from store_plans sp where sp.id = s.plan_id and sp.price_monthly > 0)`;
  await eachStore(db, near, async (tx, storeId) => {
    const sent = await sendNotice(tx, storeId, today, context);
    if (sent === 'overdue') run.stopped++;
    else if (sent) run.reminders++;
  });
  return run;
}

/**
 * Runs `work` on each store matching `where` (alias s), one transaction each, its row locked and
 * skipped by another process holding it. A store `work` leaves matching (a reminder already sent)
 * is not visited again in this run.
 */
async function eachStore(db: Database, where: SQL, work: (tx: Executor, storeId: number) => Promise<void>) {
  let after = 0;
  for (;;) {
    const { rows } = await db.execute<{ id: number }>(sql`select s.id from stores s where ${where} and s.id > ${after} order by s.id limit ${BATCH}`);
    for (const { id } of rows) {
      await db.transaction(async (tx) => {
        // The work may change the plan: its lock first, in the order a product write takes them.
        await takePlanLock(tx, id);
        const { rows: locked } = await tx.execute(sql`select 1 from stores s where s.id = ${id} and ${where} for update skip locked`);
        if (locked.length > 0) await work(tx, id);
      });
      after = id;
    }
    if (rows.length < BATCH) return;
  }
}

async function applyRequest(tx: Executor, storeId: number, today: string, context: BillingContext): Promise<'applied' | 'cancelled' | undefined> {
  const row = (await billingRow(tx, storeId))!;
  if (!row.pending_cancel) {
    const next = nextTerms(row);
    if (next.plan) await applyPlanChange(tx, storeId, next.plan.id, next.period);
    return 'applied';
  }
  // The period the owner paid for is over (a payment since would have withdrawn the cancellation).
  if (row.paid_through > today) return undefined;
  await tx.execute(sql`
    update stores set billing_stopped = 'cancelled', billing_stopped_at = ${context.now}, pending_cancel = false, pending_from = null
    where id = ${storeId}`);
  await enqueueBillingMail(tx, storeId, { kind: 'cancelled', paidThrough: row.paid_through }, context.publicUrl);
  await announceContentChange(tx);
  return 'cancelled';
}

/** The notice owed today, written once per due day and kind (billing_notices' key); overdue also stops the store. */
async function sendNotice(tx: Executor, storeId: number, today: string, context: BillingContext) {
  const row = (await billingRow(tx, storeId))!;
  const kind = noticeDue(row.paid_through, today, context.graceDays);
  if (!kind) return undefined;
  const { rows: fresh } = await tx.execute(sql`
    insert into billing_notices (store_id, due_on, kind) values (${storeId}, ${row.paid_through}, ${kind})
    on conflict do nothing returning store_id`);
  const next = nextTerms(row);
  const amount = next.plan ? periodPrice(next.plan.price_monthly, next.period) : null;
  if (kind === 'overdue') {
    await tx.execute(sql`update stores set billing_stopped = 'overdue', billing_stopped_at = ${context.now} where id = ${storeId}`);
    if (fresh.length > 0) await enqueueBillingMail(tx, storeId, { kind, paidThrough: row.paid_through, amount }, context.publicUrl);
    // Its pages now say it takes no orders: every process drops the answers it shares with visitors.
    await announceContentChange(tx);
    return kind;
  }
  if (fresh.length === 0) return undefined;
  await enqueueBillingMail(
    tx,
    storeId,
    { kind, plan: next.plan!.name, paidThrough: row.paid_through, amount: amount!, stopsOn: stopsOn(row.paid_through, context.graceDays) },
    context.publicUrl,
  );
  return kind;
}
