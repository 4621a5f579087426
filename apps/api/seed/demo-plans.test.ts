import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { planAllowsProducts, type PlanLimits } from '@plaza/domain/plan-limits';
import { readLimits, planLimitsJson } from '../src/modules/plans/plan-limits';
import { buildTestApp, type TestApp } from '../src/test/app';

let app: TestApp;

beforeAll(async () => {
  app = await buildTestApp({}, { seed: 'demo' });
}, 120_000);
afterAll(() => app?.cleanup());

it("fits every demo store in its plan: no more visible products than it allows, no feature it does not include", async () => {
  const { rows } = await app.deps.db.execute<{
    slug: string;
    limits: unknown;
    visible: number;
    offers: number;
    wholesale: number;
    referrals: number;
    made_to_order: number;
    coupons: number;
    plan_hidden: number;
  }>(sql`
    select s.slug, ${planLimitsJson} as limits,
      (select count(*)::int from products p where p.store_id = s.id and not p.hidden and p.archived_at is null) as visible,
      (select count(*)::int from products p where p.store_id = s.id and p.offer_price is not null) as offers,
      (select count(*)::int from products p where p.store_id = s.id and p.has_wholesale) as wholesale,
      (select count(*)::int from products p where p.store_id = s.id and p.referral_commission_bp > 0) as referrals,
      (select count(*)::int from products p where p.store_id = s.id and p.availability_start is not null) as made_to_order,
      (select count(*)::int from coupons c where c.store_id = s.id) as coupons,
      (select count(*)::int from products p where p.store_id = s.id and (p.plan_hidden or p.offer_plan_paused)) as plan_hidden
    from stores s join store_plans sp on sp.id = s.plan_id order by s.id`);
  expect(rows.length).toBeGreaterThan(10);
  for (const row of rows) {
    const limits: PlanLimits = readLimits(row.limits);
    expect(planAllowsProducts(limits, row.visible), row.slug).toBe(true);
    for (const feature of ['offers', 'wholesale', 'referrals', 'made_to_order', 'coupons'] as const)
      if (!limits[feature]) expect(row[feature], `${row.slug}: ${feature}`).toBe(0);
    expect(row.plan_hidden, row.slug).toBe(0);
  }
});
