import { sql } from 'drizzle-orm';
import type { Category, Ubication } from '@plaza/domain/schemas/reference';
import type { Database } from '../../db/connection';

export async function loadCategories(db: Database): Promise<Category[]> {
  const { rows } = await db.execute<Category>(
    sql`select id as category_id, name, icon from categories order by position, name`,
  );
  return rows;
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
