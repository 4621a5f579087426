import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { SearchAnswer } from '@plaza/domain/schemas/search';
import { buildTestApp, type TestApp } from '../../test/app';
import { RELEVANCE_SET } from '../../test/relevance-set';

/** Found expected items in the first 10 over all expected items, across the whole set. */
const MIN_RECALL = 0.95;
const TOP = 10;

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({}, { seed: 'demo' });
});
afterAll(() => app.cleanup());

async function searchFor(query: string) {
  const url = `/api/market/search?q=${encodeURIComponent(query)}&page_size=${TOP}`;
  const response = await app.inject(url);
  expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
  const { results } = response.json<SearchAnswer>().data;
  return {
    products: results.flatMap((result) => (result.result_type === 'product' ? [result.name] : [])).slice(0, TOP),
    stores: results.flatMap((result) => (result.result_type === 'store' ? [result.name] : [])).slice(0, TOP),
  };
}

describe('relevance set', () => {
  it('holds at least 40 distinct queries, of every kind', () => {
    const queries = RELEVANCE_SET.map((entry) => entry.query);
    expect(queries.length).toBeGreaterThanOrEqual(40);
    expect(new Set(queries).size).toBe(queries.length);
    const kinds = new Set(RELEVANCE_SET.map((entry) => entry.kind));
    for (const kind of ['accent', 'plural', 'typo', 'prefix', 'multi-word', 'store', 'category', 'tag'] as const) expect(kinds).toContain(kind);
    for (const entry of RELEVANCE_SET) expect((entry.products?.length ?? 0) + (entry.stores?.length ?? 0), entry.query).toBeGreaterThan(0);
  });

  it('expects only products and stores a shopper can find', async () => {
    const { rows: products } = await app.deps.db.execute<{ name: string }>(sql`
      select p.name from products p join stores s on s.id = p.store_id where not p.hidden and s.active`);
    const { rows: stores } = await app.deps.db.execute<{ name: string }>(sql`select name from stores where active`);
    const productNames = new Set(products.map((row) => row.name));
    const storeNames = new Set(stores.map((row) => row.name));
    for (const entry of RELEVANCE_SET) {
      for (const name of entry.products ?? []) expect(productNames.has(name), `${entry.query}: ${name}`).toBe(true);
      for (const name of entry.stores ?? []) expect(storeNames.has(name), `${entry.query}: ${name}`).toBe(true);
    }
  });

  it(`finds at least ${MIN_RECALL * 100} % of the expected products and stores in the first ${TOP} results`, async () => {
    let expected = 0;
    let found = 0;
    const misses: string[] = [];
    for (const entry of RELEVANCE_SET) {
      const got = await searchFor(entry.query);
      for (const [list, kind, names] of [
        [got.products, 'producto', entry.products ?? []],
        [got.stores, 'tienda', entry.stores ?? []],
      ] as const) {
        for (const name of names) {
          expected++;
          if (list.includes(name)) found++;
          else misses.push(`miss [${entry.kind}] "${entry.query}": ${kind} «${name}» not in the first ${TOP} (got: ${list.join(' | ') || 'nothing'})`);
        }
      }
    }
    const recall = found / expected;
    const { rows } = await app.deps.db.execute<{ version: string }>(sql`select version() as version`);
    const engine = /PGlite/.test(rows[0]!.version) ? 'PGlite' : 'PostgreSQL';
    for (const miss of misses) console.log(miss);
    console.log(
      `recall@${TOP} = ${recall.toFixed(4)} (${found}/${expected} expected items, ${RELEVANCE_SET.length} queries, ${engine})`,
    );
    expect(recall).toBeGreaterThanOrEqual(MIN_RECALL);
  });
});
