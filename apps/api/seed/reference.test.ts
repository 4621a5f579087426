import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/connection';
import { createTestDatabase } from '../src/test/database';
import { seedReference } from './reference';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  await seedReference(handle.db);
});
afterAll(() => handle.close());

async function rows<T extends Record<string, unknown>>(query: SQL): Promise<T[]> {
  return (await handle.db.execute(query)).rows as T[];
}

async function counts() {
  const [row] = await rows<Record<string, number>>(sql`
    select (select count(*)::int from provinces) as provinces,
           (select count(*)::int from townships) as townships,
           (select count(*)::int from currencies) as currencies,
           (select count(*)::int from store_plans) as plans,
           (select count(*)::int from plan_features) as features,
           (select count(*)::int from categories) as categories,
           (select count(*)::int from footer_info) as footer,
           (select count(*)::int from documents) as documents`);
  return row;
}

describe('seedReference', () => {
  it("inserts Cuba's 16 provinces in order, with their 168 municipalities", async () => {
    const provinces = await rows<{ name: string; position: number }>(sql`select name, position from provinces order by position`);
    expect(provinces).toHaveLength(16);
    expect(provinces[0]?.name).toBe('Pinar del Río');
    expect(provinces[15]?.name).toBe('Isla de la Juventud');
    expect((await counts())?.townships).toBe(168);
  });

  it('keeps both municipalities called San Luis, each in its own province', async () => {
    const sanLuis = await rows<{ province: string }>(sql`
      select p.name as province from townships t join provinces p on p.id = t.province_id
      where t.name = 'San Luis' order by p.position`);
    expect(sanLuis.map((r) => r.province)).toEqual(['Pinar del Río', 'Santiago de Cuba']);
  });

  it('offers CUP first, then USD, EUR and MLC', async () => {
    const codes = await rows<{ code: string }>(sql`select code from currencies order by id`);
    expect(codes.map((r) => r.code)).toEqual(['CUP', 'USD', 'EUR', 'MLC']);
  });

  it('creates three plans with monthly prices in cents and several features each', async () => {
    const plans = await rows<{ name: string; price: number; features: number }>(sql`
      select sp.name, sp.price_monthly as price, count(pf.id)::int as features
      from store_plans sp left join plan_features pf on pf.plan_id = sp.id
      group by sp.id order by sp.position`);
    expect(plans.map((p) => [p.name, p.price])).toEqual([
      ['Básico', 999],
      ['Profesional', 2499],
      ['Empresarial', 4999],
    ]);
    for (const plan of plans) expect(plan.features).toBeGreaterThanOrEqual(3);
  });

  it('creates a dozen categories with slugs and icon keys', async () => {
    const list = await rows<{ name: string; slug: string; icon: string }>(sql`select name, slug, icon from categories order by position`);
    expect(list.length).toBeGreaterThanOrEqual(12);
    for (const c of list) {
      expect(c.slug).toMatch(/^[a-z0-9-]+$/);
      expect(c.icon).toMatch(/^[a-z-]+$/);
    }
  });

  it('writes the footer and the two legal documents, with safe links only', async () => {
    const [footer] = await rows<{ whatsapp: string; support_email: string }>(sql`select whatsapp, support_email from footer_info where id = 1`);
    expect(footer?.whatsapp).toMatch(/^\+53/);
    expect(footer?.support_email).toContain('@');
    const docs = await rows<{ name: string; body: string }>(sql`select name, body from documents order by name`);
    expect(docs.map((d) => d.name)).toEqual(['privacy.md', 'terms_and_conditions.md']);
    for (const doc of docs) {
      expect(doc.body).toMatch(/^# /);
      expect(doc.body).toContain('](https://');
      expect(doc.body).toContain('](mailto:');
      expect(doc.body).not.toMatch(/javascript:/i);
    }
  });

  it('changes nothing when run again, and puts back what went missing', async () => {
    const before = await counts();
    await seedReference(handle.db);
    await handle.db.execute(sql`delete from documents where name = 'privacy.md'`);
    await seedReference(handle.db);
    expect(await counts()).toEqual(before);
    expect((await rows<{ name: string }>(sql`select name from documents order by name`)).map((d) => d.name)).toEqual(['privacy.md', 'terms_and_conditions.md']);
  });

  it("leaves the operator's categories and plans alone: one deleted in the console does not come back", async () => {
    await handle.db.execute(sql`delete from categories where slug = 'mascotas'`);
    await handle.db.execute(sql`delete from store_plans where name = 'Empresarial'`);
    await seedReference(handle.db);
    expect(await rows(sql`select 1 from categories where slug = 'mascotas'`)).toEqual([]);
    expect(await rows(sql`select 1 from store_plans where name = 'Empresarial'`)).toEqual([]);
  });
});
