import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './connection';
import { createTestDatabase } from '../test/database';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

describe('migrations', () => {
  it('install the Spanish search functions', async () => {
    const { rows } = await handle.db.execute<{ doc: string }>(
      sql`select to_tsvector('spanish', immutable_unaccent('Teléfonos y zapatos')) as doc`,
    );
    expect(rows[0]?.doc).toBe("'telefon':1 'zapat':3");
  });

  it('rank product names above descriptions through the generated search column', async () => {
    await handle.db.execute(sql`insert into currencies (code, name) values ('CUP', 'Peso cubano')`);
    await handle.db.execute(sql`insert into categories (name, slug, icon) values ('Hogar', 'hogar', 'home')`);
    await handle.db.execute(sql`insert into stores (name, slug) values ('Tienda', 'tienda')`);
    await handle.db.execute(sql`insert into products (store_id, category_id, name, description, price, currency_id)
      values (1, 1, 'Café molido', 'Para la cafetera', 500, 1), (1, 1, 'Cafetera', 'Ideal para el café', 900, 1)`);
    const { rows } = await handle.db.execute<{ name: string }>(sql`
      select name from products where search @@ plainto_tsquery('spanish', immutable_unaccent('cafe'))
      order by ts_rank(search, plainto_tsquery('spanish', immutable_unaccent('cafe'))) desc`);
    expect(rows.map((r) => r.name)).toEqual(['Café molido', 'Cafetera']);
  });
});
