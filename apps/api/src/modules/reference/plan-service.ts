import { sql } from 'drizzle-orm';
import type { StorePlan } from '@plaza/domain/schemas/reference';
import type { PlanCreate, PlanPatch } from '@plaza/domain/schemas/admin-content';
import type { Database } from '../../db/connection';
import { announceContentChange } from '../../platform/content-changes';
import { applyOrder, nextPosition, uniquely, type Executor } from '../../platform/content-writes';
import { failAdmin } from '../../platform/errors';
import { fitPlanStores } from '../plans/plan-limits';
import { loadPlans } from './reference-service';

type FeatureInput = PlanCreate['features'][number];
type LimitsInput = NonNullable<PlanCreate['limits']>;

/** The plan's limits and features, as the operator set them all at once. */
async function writeLimits(tx: Executor, planId: number, limits: LimitsInput): Promise<void> {
  await tx.execute(sql`
    update store_plans set max_products = ${limits.max_products}, offers = ${limits.offers}, coupons = ${limits.coupons},
      wholesale = ${limits.wholesale}, made_to_order = ${limits.made_to_order}, referrals = ${limits.referrals},
      featured = ${limits.featured}, max_staff = ${limits.max_staff}
    where id = ${planId}`);
}

/** Two plans may not share a name once case and accents are set aside: applicants choose by it. */
async function refuseDuplicate(tx: Executor, name: string, except = 0): Promise<void> {
  const { rows } = await tx.execute(sql`
    select 1 from store_plans where id <> ${except} and lower(immutable_unaccent(name)) = lower(immutable_unaccent(${name}))`);
  if (rows.length > 0) throw failAdmin('conflict', 'content.plans.nameTaken');
}

async function lockPlan(tx: Executor, planId: number): Promise<void> {
  const { rows } = await tx.execute(sql`select 1 from store_plans where id = ${planId} for update`);
  if (!rows[0]) throw failAdmin('not_found', 'content.plans.notFound');
}

async function onePlan(tx: Executor, planId: number): Promise<StorePlan> {
  const [plan] = await loadPlans(tx, planId);
  return plan!;
}

/**
 * Makes the plan's features the given list, in its order: those named by `feature_id` are kept
 * (and edited), the others added, and the plan's features left out removed. Unchanged ones are
 * not written, so the audit log shows what the operator changed.
 */
async function writeFeatures(tx: Executor, planId: number, features: FeatureInput[]): Promise<void> {
  const { rows } = await tx.execute<{ id: number }>(sql`select id from plan_features where plan_id = ${planId}`);
  const current = new Set(rows.map((row) => Number(row.id)));
  const kept = new Set(features.flatMap((feature) => (feature.feature_id === undefined ? [] : [feature.feature_id])));
  if ([...kept].some((id) => !current.has(id))) throw failAdmin('invalid', 'content.plans.featureNotFound');
  if (kept.size !== features.filter((feature) => feature.feature_id !== undefined).length) throw failAdmin('invalid', 'content.fields.duplicateIds');
  const removed = [...current].filter((id) => !kept.has(id));
  if (removed.length > 0)
    await tx.execute(sql`delete from plan_features where plan_id = ${planId} and id in (${sql.join(
      removed.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  for (const [position, feature] of features.entries()) {
    const description = feature.description || null;
    if (feature.feature_id === undefined)
      await tx.execute(sql`
        insert into plan_features (plan_id, name, description, position) values (${planId}, ${feature.name}, ${description}, ${position})`);
    else
      await tx.execute(sql`
        update plan_features set name = ${feature.name}, description = ${description}, position = ${position}
        where id = ${feature.feature_id} and plan_id = ${planId}`);
  }
}

/** A new plan, last in the list. */
export async function createPlan(db: Database, input: PlanCreate): Promise<StorePlan> {
  return uniquely(
    () =>
      db.transaction(async (tx) => {
        await refuseDuplicate(tx, input.name);
        const position = await nextPosition(tx, 'store_plans');
        const { rows } = await tx.execute<{ id: number }>(sql`
          insert into store_plans (name, description, price_monthly, position)
          values (${input.name}, ${input.description}, ${input.price}, ${position}) returning id`);
        const planId = Number(rows[0]!.id);
        await writeFeatures(tx, planId, input.features);
        if (input.limits) await writeLimits(tx, planId, input.limits);
        await announceContentChange(tx);
        return onePlan(tx, planId);
      }),
    'content.plans.nameTaken',
  );
}

/** Any of the plan's fields; new limits apply to its stores at once, a new price applies to what applicants see now (stores keep their billing as agreed). */
export async function updatePlan(db: Database, planId: number, patch: PlanPatch): Promise<StorePlan> {
  return uniquely(
    () =>
      db.transaction(async (tx) => {
        await lockPlan(tx, planId);
        if (patch.name !== undefined) await refuseDuplicate(tx, patch.name, planId);
        const sets = [
          patch.name !== undefined ? sql`name = ${patch.name}` : undefined,
          patch.description !== undefined ? sql`description = ${patch.description}` : undefined,
          patch.price !== undefined ? sql`price_monthly = ${patch.price}` : undefined,
        ].filter((set) => set !== undefined);
        if (sets.length > 0) await tx.execute(sql`update store_plans set ${sql.join(sets, sql`, `)} where id = ${planId}`);
        if (patch.features !== undefined) await writeFeatures(tx, planId, patch.features);
        if (patch.limits !== undefined) {
          await writeLimits(tx, planId, patch.limits);
          // Its stores fit the new limits at once: a smaller limit hides, a larger one shows again.
          await fitPlanStores(tx, planId);
        }
        await announceContentChange(tx);
        return onePlan(tx, planId);
      }),
    'content.plans.nameTaken',
  );
}

/** Deletes a plan no store and no application names (its row locked first, as a category's). */
export async function deletePlan(db: Database, planId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockPlan(tx, planId);
    const { rows } = await tx.execute<{ stores: number; applications: number }>(sql`
      select (select count(*)::int from stores where plan_id = ${planId}) as stores,
             (select count(*)::int from store_applications where plan_id = ${planId}) as applications`);
    const uses = rows[0]!;
    if (uses.stores + uses.applications > 0) throw failAdmin('conflict', 'content.plans.inUse', uses);
    await tx.execute(sql`delete from store_plans where id = ${planId}`);
    await announceContentChange(tx);
  });
}

/** The plans' new order, as the become-a-seller page lists them; answers the public list. */
export async function reorderPlans(db: Database, planIds: number[]): Promise<StorePlan[]> {
  return db.transaction(async (tx) => {
    await applyOrder(tx, 'store_plans', planIds, 'content.plans.orderMismatch');
    await announceContentChange(tx);
    return loadPlans(tx);
  });
}
