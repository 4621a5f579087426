import { sql } from 'drizzle-orm';
import { tp } from '@plaza/domain/messages/es-panel';
import { tplan } from '@plaza/domain/messages/es-plans';
import { lowestPlanAllowing, planAllows, planAllowsProducts, planAllowsStaff, UNLIMITED, type PlanFeature, type PlanLimits } from '@plaza/domain/plan-limits';
import type { Database } from '../../db/connection';
import { AppError } from '../../platform/errors';
import { updateSearchTerms, type Executor, type SearchableText } from '../store-admin/search-terms';
import { visibleStore } from '../stores/store-visibility';

/**
 * The one place a store plan's limits are read and enforced (issue 42). Every seller write they
 * govern asks here; a plan change (the console's, and later the billing period's rollover) calls
 * `fitStoreToPlan`. Decision 022 says what a smaller plan does to what a store already has.
 */

/** Serializes, per store, the writes that count its visible products against its plan, and its plan changes. */
const PLAN_LOCK = 72_716_042;

/** A plan's limits as SQL selects them from `store_plans sp` (the shape of `planLimitsSchema`). */
export const planLimitsJson = sql`json_build_object('max_products', sp.max_products, 'offers', sp.offers, 'coupons', sp.coupons,
  'wholesale', sp.wholesale, 'made_to_order', sp.made_to_order, 'referrals', sp.referrals, 'featured', sp.featured,
  'max_staff', sp.max_staff)`;

export const readLimits = (value: unknown): PlanLimits => (typeof value === 'string' ? JSON.parse(value) : value) as PlanLimits;

/** A store's plan: its name and limits; a store without a plan (one Plaza arranged itself) is not limited. */
export type StorePlanLimits = { plan_id: number | null; name: string; limits: PlanLimits };

export async function storePlanLimits(db: Executor, storeId: number): Promise<StorePlanLimits> {
  const { rows } = await db.execute<{ plan_id: number | null; name: string | null; limits: unknown }>(sql`
    select sp.id as plan_id, sp.name, ${planLimitsJson} as limits
    from stores s left join store_plans sp on sp.id = s.plan_id where s.id = ${storeId}`);
  const row = rows[0];
  if (!row || row.plan_id === null) return { plan_id: null, name: '', limits: UNLIMITED };
  return { plan_id: Number(row.plan_id), name: row.name ?? '', limits: readLimits(row.limits) };
}

/**
 * Takes the store's plan lock for the rest of the transaction. A transaction that also locks the
 * store's row takes this lock first: a product write holds it while its insert reads the store's
 * row (the foreign key), so the other order would deadlock against it.
 */
export async function takePlanLock(db: Executor, storeId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${PLAN_LOCK}, ${storeId})`);
}

/** Takes the store's plan lock for the rest of the transaction, then reads its plan. */
export async function lockStorePlan(db: Executor, storeId: number): Promise<StorePlanLimits> {
  await takePlanLock(db, storeId);
  return storePlanLimits(db, storeId);
}

async function rankedPlans(db: Executor) {
  const { rows } = await db.execute<{ name: string; price: number; limits: unknown }>(sql`
    select sp.name, sp.price_monthly as price, ${planLimitsJson} as limits from store_plans sp order by sp.position, sp.id`);
  return rows.map((row) => ({ name: row.name, price: Number(row.price), limits: readLimits(row.limits) }));
}

/** The products shoppers may see now: those counted against the plan's limit. */
export async function visibleProducts(db: Executor, storeId: number): Promise<number> {
  const { rows } = await db.execute<{ count: number }>(sql`
    select count(*)::int as count from products where store_id = ${storeId} and not hidden and archived_at is null`);
  return Number(rows[0]!.count);
}

/** A 403 unless the plan includes the feature, naming the cheapest plan that does. */
export async function requireFeature(db: Executor, plan: StorePlanLimits, feature: PlanFeature): Promise<void> {
  if (planAllows(plan.limits, feature)) return;
  const better = lowestPlanAllowing(await rankedPlans(db), feature);
  const vars = { plan: plan.name, feature: tplan(`names.${feature}`) };
  throw new AppError('forbidden', better ? tp('plan.featureUpgrade', { ...vars, better: better.name }) : tp('plan.feature', vars));
}

/**
 * A 403 unless `adding` more visible products fit the plan, naming the cheapest plan they fit
 * (403 as every plan refusal: a product change's 409 is the stale-stock answer, with the stock).
 * Call under `lockStorePlan`, so that parallel writes count one after another.
 */
export async function requireProductSlots(db: Executor, storeId: number, plan: StorePlanLimits, adding = 1): Promise<void> {
  const max = plan.limits.max_products;
  if (max === null) return;
  const wanted = (await visibleProducts(db, storeId)) + adding;
  if (planAllowsProducts(plan.limits, wanted)) return;
  const better = lowestPlanAllowing(await rankedPlans(db), { products: wanted });
  if (!better) throw new AppError('forbidden', tp('plan.productLimit', { plan: plan.name, max }));
  const allowance = better.limits.max_products === null ? tp('plan.allowanceUnlimited') : tp('plan.allowanceMax', { max: better.limits.max_products });
  throw new AppError('forbidden', tp('plan.productLimitUpgrade', { plan: plan.name, max, better: better.name, allowance }));
}

/**
 * A 403 unless one more team account (invitations waiting included) fits the plan, naming the
 * cheapest plan it fits. Call under `lockStorePlan`, so that parallel invitations count one after another.
 */
export async function requireStaffSlot(db: Executor, storeId: number, plan: StorePlanLimits): Promise<void> {
  const { rows } = await db.execute<{ count: number }>(sql`select count(*)::int as count from store_staff where store_id = ${storeId}`);
  const wanted = Number(rows[0]!.count) + 1;
  if (planAllowsStaff(plan.limits, wanted)) return;
  const max = plan.limits.max_staff;
  const better = lowestPlanAllowing(await rankedPlans(db), { staff: wanted });
  if (!better) throw new AppError('forbidden', tp('team.staffLimit', { plan: plan.name, max }));
  const vars = { plan: plan.name, max, better: better.name, allowance: tp('team.allowanceStaff', { max: better.limits.max_staff }) };
  throw new AppError('forbidden', tp(max === 0 ? 'team.staffLimitNone' : 'team.staffLimitUpgrade', vars));
}

async function listedTexts(db: Executor, ids: number[]): Promise<Map<number, SearchableText>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.execute<{ id: number; name: string; keywords: string; listed: boolean }>(sql`
    select p.id, p.name, p.search_keywords as keywords, (not p.hidden and p.archived_at is null and ${visibleStore}) as listed
    from products p join stores s on s.id = p.store_id where p.id = any(${sql.raw(`array[${ids.map(Number).join(',')}]`)}::int[])`);
  return new Map(rows.map((row) => [Number(row.id), { name: row.name, keywords: row.keywords, listed: Boolean(row.listed) }]));
}

/** Shows or hides these products for the plan, keeping the search suggestions in step. */
async function setPlanHidden(db: Executor, storeId: number, ids: number[], hide: boolean): Promise<void> {
  if (ids.length === 0) return;
  const before = await listedTexts(db, ids);
  const list = sql.raw(`array[${ids.map(Number).join(',')}]::int[]`);
  await db.execute(sql`update products set hidden = ${hide}, plan_hidden = ${hide} where store_id = ${storeId} and id = any(${list})`);
  const after = await listedTexts(db, ids);
  for (const id of ids) await updateSearchTerms(db, storeId, before.get(id) ?? null, after.get(id) ?? null);
}

export type PlanFit = { hidden: number; shown: number };

/**
 * Makes the store fit its plan now, keeping everything it has: beyond the plan's visible products
 * the fewest-sold (newest first among equals) are hidden by the plan, and a larger plan shows
 * again those the plan hid (most sold first) up to its limit; a plan without offers pauses the
 * store's running offers and one with them resumes those it paused. Coupons are refused at
 * checkout while the plan has none (orders/coupon checks). Returns how many products changed.
 */
export async function fitStoreToPlan(db: Executor, storeId: number): Promise<PlanFit> {
  const plan = await lockStorePlan(db, storeId);
  const max = plan.limits.max_products;
  const visible = await visibleProducts(db, storeId);
  let hidden: number[] = [];
  let shown: number[] = [];
  if (max !== null && visible > max) {
    const { rows } = await db.execute<{ id: number }>(sql`
      select id from products where store_id = ${storeId} and not hidden and archived_at is null
      order by sold_count asc, created_at desc, id desc limit ${visible - max}`);
    hidden = rows.map((row) => Number(row.id));
  } else if (max === null || visible < max) {
    const room = max === null ? null : max - visible;
    const { rows } = await db.execute<{ id: number }>(sql`
      select id from products where store_id = ${storeId} and plan_hidden and archived_at is null
      order by sold_count desc, created_at asc, id asc ${room === null ? sql`` : sql`limit ${room}`}`);
    shown = rows.map((row) => Number(row.id));
  }
  await setPlanHidden(db, storeId, hidden, true);
  await setPlanHidden(db, storeId, shown, false);
  if (plan.limits.offers)
    await db.execute(sql`update products set offer_enabled = true, offer_plan_paused = false where store_id = ${storeId} and offer_plan_paused`);
  else
    await db.execute(sql`update products set offer_enabled = false, offer_plan_paused = true where store_id = ${storeId} and offer_enabled`);
  return { hidden: hidden.length, shown: shown.length };
}

/**
 * The stores that do not fit their plan now (alias s): more visible products than it allows, or
 * offers running on a plan without them. A plan change fits its store at once; this finds those
 * that no change touched, such as the stores of a plan whose limits came with an upgrade of Plaza.
 */
const overPlan = sql`exists (select 1 from store_plans sp where sp.id = s.plan_id and (
    (sp.max_products is not null and (select count(*) from products p
      where p.store_id = s.id and not p.hidden and p.archived_at is null) > sp.max_products)
    or (not sp.offers and exists (select 1 from products p where p.store_id = s.id and p.offer_enabled))))`;

/**
 * Fits every store that is over its plan (a background job, every process: each store in its own
 * transaction under its plan lock, so two processes at once fit it once). Returns how many it fitted.
 */
export async function fitStoresOverPlan(db: Database): Promise<number> {
  const { rows } = await db.execute<{ id: number }>(sql`select s.id from stores s where ${overPlan} order by s.id`);
  let fitted = 0;
  for (const { id } of rows) {
    await db.transaction(async (tx) => {
      await takePlanLock(tx, Number(id));
      const { rows: still } = await tx.execute(sql`select 1 from stores s where s.id = ${id} and ${overPlan}`);
      if (still.length === 0) return;
      await fitStoreToPlan(tx, Number(id));
      fitted++;
    });
  }
  return fitted;
}

/** Every store of the plan made to fit it again (the operator changed the plan's limits). */
export async function fitPlanStores(db: Executor, planId: number): Promise<void> {
  const { rows } = await db.execute<{ id: number }>(sql`select id from stores where plan_id = ${planId} order by id`);
  for (const row of rows) await fitStoreToPlan(db, Number(row.id));
}

/** What the panel tells the seller the plan holds back. */
export async function planNotice(db: Pick<Database, 'execute'>, storeId: number) {
  const plan = await storePlanLimits(db, storeId);
  const { rows } = await db.execute<{ hidden: number; paused: number; coupons: number }>(sql`
    select (select count(*)::int from products where store_id = ${storeId} and plan_hidden and archived_at is null) as hidden,
           (select count(*)::int from products where store_id = ${storeId} and offer_plan_paused and archived_at is null) as paused,
           (select count(*)::int from coupons where store_id = ${storeId} and active) as coupons`);
  const counts = rows[0]!;
  return { plan, hidden: Number(counts.hidden), pausedOffers: Number(counts.paused), refusedCoupons: plan.limits.coupons ? 0 : Number(counts.coupons) };
}
