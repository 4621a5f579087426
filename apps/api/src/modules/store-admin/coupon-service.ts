import { sql } from 'drizzle-orm';
import { couponRuleIssues, type couponCreateSchema, type couponPatchSchema, type PanelCoupon } from '@plaza/domain/schemas/panel-catalogue';
import type { z } from 'zod';
import type { Database } from '../../db/connection';
import { uniquely } from '../../db/unique-violation';
import { AppError, failPanel } from '../../platform/errors';
import { lockStorePlan, requireFeature } from '../plans/plan-limits';

type Create = z.infer<typeof couponCreateSchema>;
type Patch = z.infer<typeof couponPatchSchema>;
type Row = Omit<PanelCoupon, 'starts_at' | 'ends_at'> & { starts_at: Date | string | null; ends_at: Date | string | null };

const couponColumns = sql`c.id as coupon_id, c.code, c.discount_percent, c.scope,
  coalesce((select array_agg(cp.product_id order by cp.product_id) from coupon_products cp where cp.coupon_id = c.id), '{}') as products,
  c.starts_at, c.ends_at, c.usage_limit, c.used_count, c.active`;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const toCoupon = (row: Row): PanelCoupon => ({ ...row, starts_at: iso(row.starts_at), ends_at: iso(row.ends_at) });

export async function listCoupons(db: Database, storeId: number): Promise<PanelCoupon[]> {
  const { rows } = await db.execute<Row>(sql`select ${couponColumns} from coupons c where c.store_id = ${storeId} order by c.id desc`);
  return rows.map(toCoupon);
}

async function findCoupon(db: Database, storeId: number, id: number, lock = false): Promise<PanelCoupon> {
  const { rows } = await db.execute<Row>(sql`
    select ${couponColumns} from coupons c where c.id = ${id} and c.store_id = ${storeId} ${lock ? sql`for update` : sql``}`);
  if (!rows[0]) throw failPanel('not_found', 'coupon.notFound');
  return toCoupon(rows[0]);
}

/** A coupon's products must be this store's own (archived ones no longer count). */
async function checkProducts(db: Database, storeId: number, productIds: number[]) {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return ids;
  const { rows } = await db.execute<{ count: number }>(sql`
    select count(*)::int as count from products
    where store_id = ${storeId} and archived_at is null and id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
  if (rows[0]!.count !== ids.length) throw failPanel('invalid', 'coupon.unknownProduct');
  return ids;
}

async function checkCodeFree(db: Database, storeId: number, code: string, exceptId?: number) {
  const { rows } = await db.execute(sql`
    select 1 from coupons where store_id = ${storeId} and upper(code) = upper(${code}) ${exceptId ? sql`and id <> ${exceptId}` : sql``}`);
  if (rows.length > 0) throw failPanel('conflict', 'coupon.duplicate');
}

/** Two requests racing for one code: the unique index refuses the second, with the same answer as the check. */
const uniqueCode = <T>(work: () => Promise<T>) => uniquely(work, () => failPanel('conflict', 'coupon.duplicate'));

async function setProducts(tx: Database, couponId: number, productIds: number[]) {
  await tx.execute(sql`delete from coupon_products where coupon_id = ${couponId}`);
  if (productIds.length > 0)
    await tx.execute(sql`insert into coupon_products (coupon_id, product_id)
      values ${sql.join(productIds.map((id) => sql`(${couponId}, ${id})`), sql`, `)}`);
}

/** A store-wide coupon names no products; a product coupon only this store's. */
export async function createCoupon(db: Database, storeId: number, coupon: Create): Promise<PanelCoupon> {
  const id = await uniqueCode(() =>
    db.transaction(async (tx) => {
      const t = tx as unknown as Database;
      await requireFeature(tx, await lockStorePlan(tx, storeId), 'coupons');
      const products = coupon.scope === 'product' ? await checkProducts(t, storeId, coupon.products) : [];
      await checkCodeFree(t, storeId, coupon.code);
      const { rows } = await tx.execute<{ id: number }>(sql`
        insert into coupons (store_id, code, scope, discount_percent, starts_at, ends_at, active, usage_limit)
        values (${storeId}, ${coupon.code}, ${coupon.scope}, ${coupon.discount_percent}, ${coupon.starts_at}, ${coupon.ends_at},
          ${coupon.active}, ${coupon.usage_limit})
        returning id`);
      await setProducts(t, rows[0]!.id, products);
      return rows[0]!.id;
    }),
  );
  return findCoupon(db, storeId, id);
}

/**
 * The rules are checked on the coupon as the patch leaves it: a product coupon with products,
 * a start before the end, a limit no lower than the uses already made.
 */
export async function patchCoupon(db: Database, storeId: number, id: number, patch: Patch): Promise<PanelCoupon> {
  await uniqueCode(() =>
    db.transaction(async (tx) => {
      const t = tx as unknown as Database;
      const plan = await lockStorePlan(tx, storeId);
      const current = await findCoupon(t, storeId, id, true);
      const merged = { ...current, ...patch };
      // A plan without coupons keeps the store's coupons (refused at checkout); switching one on needs a plan with them.
      if (merged.active && !current.active) await requireFeature(tx, plan, 'coupons');
      const issue = couponRuleIssues(merged)[0];
      if (issue) throw new AppError('invalid', issue.message);
      if (merged.usage_limit !== null && merged.usage_limit < current.used_count)
        throw failPanel('invalid', 'storeApi.usageLimitBelowUses', { used: current.used_count });
      // Products named before stay as they are; a new list must be this store's.
      const products = merged.scope !== 'product' ? [] : patch.products !== undefined ? await checkProducts(t, storeId, patch.products) : current.products;
      if (patch.code !== undefined) await checkCodeFree(t, storeId, merged.code, id);
      await tx.execute(sql`
        update coupons set code = ${merged.code}, scope = ${merged.scope}, discount_percent = ${merged.discount_percent},
          starts_at = ${merged.starts_at}, ends_at = ${merged.ends_at}, active = ${merged.active}, usage_limit = ${merged.usage_limit}
        where id = ${id} and store_id = ${storeId}`);
      await setProducts(t, id, products);
    }),
  );
  return findCoupon(db, storeId, id);
}

/** Orders placed with the coupon keep its code and percent (copied onto them), so it can go. */
export async function deleteCoupon(db: Database, storeId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await findCoupon(tx as unknown as Database, storeId, id, true);
    await tx.execute(sql`update orders set coupon_id = null where coupon_id = ${id} and store_id = ${storeId}`);
    await tx.execute(sql`delete from coupons where id = ${id} and store_id = ${storeId}`);
  });
}
