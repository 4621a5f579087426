import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../../db/connection';
import { createTestDatabase } from '../../test/database';
import { productArray } from '../products/product-loader';

// A visitor's card (search-index.ts's cardsOf) is productArray() over products, stores and
// currencies: a write to any table it reads must leave a row in catalogue_changes, or the page
// check would call a stale card current. The tables are read from the plan of the card's own
// statement, so a new join in product-loader.ts (a subquery on a new table) is found here.

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase('none');
});

afterAll(async () => {
  await handle.close();
});

type PlanNode = { 'Relation Name'?: string; Plans?: PlanNode[] };

/** The tables a visitor's card statement reads, from its plan (subplans included). */
async function cardTables(db: Database): Promise<string[]> {
  const { rows } = await db.execute<{ 'QUERY PLAN': unknown }>(sql`explain (format json)
    select json_agg(${productArray()}) from products p join stores s on s.id = p.store_id join currencies c on c.id = p.currency_id`);
  const raw = rows[0]!['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
  const tables = new Set<string>();
  const walk = (node: PlanNode) => {
    if (node['Relation Name']) tables.add(node['Relation Name']);
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(plan[0]!.Plan);
  return [...tables].sort();
}

/** The tables among `tables` with no trigger calling a catalogue-log function (plaza_catalogue_*). */
async function withoutCatalogueTrigger(db: Database, tables: string[]): Promise<string[]> {
  const { rows } = await db.execute<{ table_name: string }>(sql`
    select t.name as table_name from unnest(${`{${tables.join(',')}}`}::text[]) as t(name)
    where not exists (
      select 1 from pg_trigger g join pg_class r on r.oid = g.tgrelid join pg_proc f on f.oid = g.tgfoid
      where r.relname = t.name and not g.tgisinternal and f.proname like 'plaza\\_catalogue\\_%')
    order by 1`);
  return rows.map((row) => row.table_name);
}

describe('catalogue-log triggers', () => {
  it('every table a card reads logs its writes in catalogue_changes', async () => {
    const tables = await cardTables(handle.db);
    // The plan names what the loader joins: if it stops naming these, the walk above is broken.
    expect(tables).toEqual(expect.arrayContaining(['products', 'stores', 'currencies', 'product_images', 'wholesale_prices']));
    expect(await withoutCatalogueTrigger(handle.db, tables)).toEqual([]);
  });

  it('the check finds a table whose trigger is gone', async () => {
    // Dropped inside a transaction that is rolled back: the database keeps its triggers.
    const missing = await handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`drop trigger plaza_catalogue_images_inserted on product_images`);
        await tx.execute(sql`drop trigger plaza_catalogue_images_updated on product_images`);
        await tx.execute(sql`drop trigger plaza_catalogue_images_deleted on product_images`);
        await tx.execute(sql`drop trigger plaza_catalogue_images_truncated on product_images`);
        const found = await withoutCatalogueTrigger(tx as unknown as Database, await cardTables(tx as unknown as Database));
        throw Object.assign(new Error('rollback'), { found });
      })
      .catch((error: { found?: string[] }) => error.found);
    expect(missing).toEqual(['product_images']);
    expect(await withoutCatalogueTrigger(handle.db, await cardTables(handle.db))).toEqual([]);
  });
});
