import { sql } from 'drizzle-orm';
import type { Category, StorePlan, Ubication } from '@plaza/domain/schemas/reference';
import type { Database } from '../../db/connection';
import { planLimitsJson, readLimits } from '../plans/plan-limits';

type Executor = Pick<Database, 'execute'>;

export async function loadCategories(db: Executor): Promise<Category[]> {
  const { rows } = await db.execute<Category>(
    sql`select id as category_id, name, icon from categories order by position, name`,
  );
  return rows.map((row) => ({ ...row, category_id: Number(row.category_id) }));
}

/** The plans in their order with their features (GET /api/admin/storePlans), or only plan `planId`. */
export async function loadPlans(db: Executor, planId?: number): Promise<StorePlan[]> {
  const { rows } = await db.execute<Omit<StorePlan, 'features' | 'limits'> & { features: unknown; limits: unknown }>(sql`
    select sp.id as plan_id, sp.name, sp.description, sp.price_monthly as price, ${planLimitsJson} as limits,
      coalesce((select json_agg(json_build_object('feature_id', f.id, 'name', f.name, 'description', f.description)
        order by f.position, f.id) from plan_features f where f.plan_id = sp.id), '[]'::json) as features
    from store_plans sp ${planId === undefined ? sql`` : sql`where sp.id = ${planId}`} order by sp.position, sp.id`);
  return rows.map((row) => {
    const features = (typeof row.features === 'string' ? JSON.parse(row.features) : row.features) as {
      feature_id: number;
      name: string;
      description: string | null;
    }[];
    return {
      ...row,
      plan_id: Number(row.plan_id),
      price: Number(row.price),
      limits: readLimits(row.limits),
      features: features.map(({ description, ...feature }) => (description ? { ...feature, description } : feature)),
    };
  });
}

export async function loadUbications(db: Database): Promise<Ubication[]> {
  const { rows } = await db.execute<{ province: string; ubication_id: number; township: string }>(sql`
    select pr.name as province, t.id as ubication_id, t.name as township
    from provinces pr join townships t on t.province_id = pr.id order by pr.position, pr.id, t.name`);
  const provinces = new Map<string, Ubication>();
  for (const row of rows) {
    const entry = provinces.get(row.province) ?? { province: row.province, townships: [] };
    entry.townships.push({ ubication_id: row.ubication_id, township: row.township });
    provinces.set(row.province, entry);
  }
  return [...provinces.values()];
}
