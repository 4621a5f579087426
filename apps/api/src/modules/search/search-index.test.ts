import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { buildTestApp, type TestApp } from '../../test/app';
import { searchPage, searchPageBySql } from '../../test/search-pages';
import { RELEVANCE_SET } from '../../test/relevance-set';
import { parseTsquery, SearchIndex, searchIndexOf } from './search-index';
import { parseTsvector, rankOperands, tsRank } from './ts-rank';

describe('parseTsquery', () => {
  it('reads what PostgreSQL writes: operands, prefixes, and, or, not, parentheses', () => {
    expect(parseTsquery("'caf':*")).toEqual({ word: 'caf', prefix: true });
    expect(parseTsquery("( ( 'never':* ) | ( 'refriger' ) ) & 'blanc':*")).toEqual({
      op: '&',
      left: { op: '|', left: { word: 'never', prefix: true }, right: { word: 'refriger', prefix: false } },
      right: { word: 'blanc', prefix: true },
    });
    expect(parseTsquery("!'a' | 'b' & 'c'")).toEqual({
      op: '|',
      left: { op: '!', arg: { word: 'a', prefix: false } },
      right: { op: '&', left: { word: 'b', prefix: false }, right: { word: 'c', prefix: false } },
    });
    expect(parseTsquery("'o''brien'")).toEqual({ word: "o'brien", prefix: false });
  });

  it('leaves to SQL what it does not evaluate: phrases, weights, anything malformed', () => {
    for (const text of ["'wi' <-> 'fi'", "'a' <2> 'b'", "'caf':A", "'caf':*B", "'caf", "( 'a'", "'a' 'b'", '', 'caf'])
      expect(parseTsquery(text), text).toBeUndefined();
  });
});

describe('tsRank', () => {
  it('reads tsvectors as PostgreSQL writes them', () => {
    expect(parseTsvector("'caf':1A,3 'it''s' 'mol\\\\id':2B")).toEqual({
      lexemes: ['caf', "it's", 'mol\\id'],
      offsets: Uint32Array.from([0, 2, 2, 3]),
      positions: Uint16Array.from([(3 << 14) | 1, 3, (2 << 14) | 2]),
    });
  });

  it('ranks only what it can rank as PostgreSQL does: no AND at the top, no word both whole and as a prefix', () => {
    expect(rankOperands(parseTsquery("'b':* | 'a' | 'b':*"))).toEqual([{ word: 'a', prefix: false }, { word: 'b', prefix: true }]);
    expect(rankOperands(parseTsquery("'a' & 'b'"))).toBeUndefined();
    expect(rankOperands(parseTsquery("'a':* | 'a'"))).toBeUndefined();
  });
});

// The same searches answered by the index and by SQL alone, on the demo catalogue: the relevance
// set's words with every sort and filter of issue 20, page by page.
let app: TestApp;
let reader: Database;
let index: SearchIndex;

beforeAll(async () => {
  app = await buildTestApp({}, { seed: 'demo' });
  reader = app.readerDb;
  index = searchIndexOf(reader)!;
  await index.catchUp();
});
afterAll(() => app.cleanup());

const page = (query: string) => searchPage(app, query);
/** The page as SQL alone answers it. */
const bySql = (query: string) => searchPageBySql(app, query);

const SORTS = ['relevance', 'price_asc', 'price_desc', 'newest', 'rating'];
const FILTERS = ['min_price=500&max_price=500000', 'currency=USD', 'offer=1', 'in_stock=1', 'wholesale=1', 'category=1', 'slug=sabores-de-cuba'];

describe('the search index', () => {
  // 8 s alone; beside the other search files on a loaded 2-core machine it has taken over 120 s.
  it('answers every sort and filter with words exactly as SQL does', async () => {
    const queries = [...new Set(RELEVANCE_SET.map((entry) => entry.query))];
    let compared = 0;
    // Each word with each sort, and with each filter under one of the sorts in turn.
    const cases = queries.flatMap((q, i) => [
      ...SORTS.map((sort) => `q=${encodeURIComponent(q)}&sort=${sort}&page_size=5`),
      ...FILTERS.map((filter, j) => `q=${encodeURIComponent(q)}&sort=${SORTS[(i + j) % SORTS.length]}&page_size=5&${filter}`),
    ]);
    let ranked = 0;
    for (const query of cases) {
      const before = index.counts.answered;
      const rankedBefore = index.counts.ranked;
      const indexed = await page(query);
      expect(index.counts.answered, `${query} was answered by the index`).toBe(before + 1);
      if (query.includes('sort=relevance')) ranked += index.counts.ranked - rankedBefore;
      expect(indexed, query).toEqual(await bySql(query));
      compared += indexed.results.length;
    }
    // The comparisons are not of empty pages, and relevance ranked its pools in memory.
    expect(compared).toBeGreaterThan(500);
    expect(ranked).toBeGreaterThan(cases.filter((query) => query.includes('sort=relevance')).length * 0.9);
  }, 240_000);

  it('answers later pages as SQL does', async () => {
    for (const query of ['q=jabon&page_size=2&page=2', 'q=co&page_size=40&page=3', 'q=jabon&sort=price_asc&page_size=2&page=2', 'q=arroz&sort=newest&page_size=3&page=2', 'q=caja&sort=rating&page_size=4&page=3'])
      expect(await page(query), query).toEqual(await bySql(query));
  });

  it('computes ts_rank to the bit as PostgreSQL does, for every product and the relevance set\'s kinds of query, from vectors and in the index', async () => {
    await index.catchUp();
    const queries = ["'jabon':*", "( ( 'caf':* ) | ( 'cafe' ) )", "'arroz':* | 'blanc':*", "'co':* | 'caj':* | 'bebe'", "'never':* | 'refriger' | 'frio'", "'a' | 'b':*"];
    let ranked = 0;
    let inIndex = 0;
    for (const query of queries) {
      const operands = rankOperands(parseTsquery(query))!;
      const { rows } = await app.deps.db.execute<{ id: number; vector: string; rank: number }>(
        sql`select p.id, p.search::text as vector, ts_rank(p.search, ${query}::tsquery) as rank from products p order by p.id`,
      );
      for (const row of rows) {
        expect(tsRank(parseTsvector(row.vector), operands), `${query} over ${row.vector}`).toBe(Math.fround(Number(row.rank)));
        if (Number(row.rank) > 0) ranked++;
      }
      // The index's ranks of the products the query matches (the visible ones), as relevance asks
      // them (2 × the words whole + the words as typed): those of the vectors PostgreSQL agrees with.
      const slots: number[] = [];
      const matched = index.page({ all: parseTsquery(query)!, fewBelow: 0, sort: 'sold', now: new Date().toISOString(), offset: 0, wanted: 100_000 }, slots);
      const exact = rankOperands(parseTsquery(query.replaceAll(':*', '')))!;
      const vectors = new Map(rows.map((row) => [row.id, row.vector]));
      for (const entry of index.pool(slots, exact, operands)) {
        const vector = parseTsvector(vectors.get(entry.id)!);
        expect(entry.rank, `${query} over ${vectors.get(entry.id)}`).toBe(2 * tsRank(vector, exact) + tsRank(vector, operands));
        inIndex++;
      }
      expect(matched.length).toBe(slots.length);
    }
    expect(ranked).toBeGreaterThan(100);
    expect(inIndex).toBeGreaterThan(100);
  });

  it('answers past the pool of 300 best sellers that relevance ranks as SQL does: the rest in sales order', async () => {
    // 330 candles, in a few sales tiers (ties go by id), one word of them in every name.
    await app.deps.db.execute(sql`insert into products (store_id, category_id, name, price, currency_id, stock, sold_count)
      select (select min(id) from stores), (select min(id) from categories), 'Vela aromática ' || n, 100 + n, (select min(id) from currencies), 1, n % 7
      from generate_series(1, 330) n`);
    await index.catchUp();
    for (const query of ['q=vela&page_size=50&page=6', 'q=vela&page_size=50&page=7', 'q=vela&page_size=40&page=8', 'q=velas%20aromaticas&page_size=50&page=7', 'q=vela&sort=newest&page_size=50&page=7']) {
      const before = index.counts.answered;
      const indexed = await page(query);
      expect(index.counts.answered, query).toBe(before + 1);
      expect(indexed.results.length, query).toBeGreaterThan(0);
      expect(indexed, query).toEqual(await bySql(query));
    }
    await app.deps.db.execute(sql`delete from products where name like 'Vela aromática %'`);
    await index.catchUp();
  });

  it('never answers from before a write, whoever made it: SQL answers until the index has caught up', async () => {
    const query = 'q=jabon&sort=price_asc&page_size=50';
    const first = await page(query);
    const cheapest = first.results[0]!;
    expect(cheapest.result_type).toBe('product');
    if (cheapest.result_type !== 'product') return;
    // Written behind the API's back, as another process would: hidden, then shown again at a new price.
    await app.deps.db.execute(sql`update products set hidden = true where id = ${cheapest.product_id}`);
    const hidden = await page(query);
    expect(hidden.results.map((result) => result.result_type === 'product' && result.product_id)).not.toContain(cheapest.product_id);
    await index.catchUp();
    expect(await page(query)).toEqual(hidden);

    await app.deps.db.execute(sql`update products set hidden = false, price = 999999999, offer_enabled = false where id = ${cheapest.product_id}`);
    const shown = await page(query);
    expect(shown.results.at(-1)).toMatchObject({ product_id: cheapest.product_id, price: 999999999 });
    await index.catchUp();
    const answered = index.counts.answered;
    expect(await page(query)).toEqual(shown);
    expect(index.counts.answered).toBe(answered + 1);

    // A new product, a store suspended, a product deleted.
    await app.deps.db.execute(sql`insert into products (store_id, category_id, name, price, currency_id, stock)
      select store_id, category_id, 'Jabón de coco artesanal', 1, currency_id, 3 from products where id = ${cheapest.product_id}`);
    expect((await page(query)).results[0]).toMatchObject({ name: 'Jabón de coco artesanal', price: 1 });
    await index.catchUp();
    expect((await page(query)).results[0]).toMatchObject({ name: 'Jabón de coco artesanal', price: 1 });
    await app.deps.db.execute(sql`update stores set suspended_at = now() where id = ${cheapest.store_id}`);
    const suspended = await page(query);
    expect(suspended.results.every((result) => result.result_type === 'product' && result.store_id !== cheapest.store_id)).toBe(true);
    await index.catchUp();
    expect(await page(query)).toEqual(suspended);
    await app.deps.db.execute(sql`update stores set suspended_at = null where id = ${cheapest.store_id}`);
    await app.deps.db.execute(sql`delete from products where name = 'Jabón de coco artesanal'`);
    await index.catchUp();
    expect(await page(query)).toEqual(await bySql(query));
    expect((await page(query)).results.map((result) => result.result_type === 'product' && result.name)).not.toContain('Jabón de coco artesanal');
  });

  it('shows a product card from memory only as it is now: its images, tiers, store name and currency, whoever wrote them', async () => {
    const query = 'q=jabon&sort=price_asc&page_size=5';
    const first = (await page(query)).results[0]!;
    expect(first.result_type).toBe('product');
    if (first.result_type !== 'product') return;
    const id = first.product_id;
    expect(index.hasCard(id)).toBe(true);
    const answered = index.counts.answered;
    expect(await page(query)).toEqual(await bySql(query));
    expect(index.counts.answered).toBe(answered + 1);
    const card = async () => (await page(query)).results.find((result) => result.result_type === 'product' && result.product_id === id);
    // Each written behind the API's back, as another process would: the next page shows it (SQL
    // answers until the index has caught up), then the index answers with the card read again.
    const writes = [
      [sql`insert into product_images (product_id, image, position) values (${id}, 'nueva-foto.webp', 99)`, (shown: unknown) => expect(JSON.stringify(shown)).toContain('nueva-foto.webp')],
      [sql`insert into wholesale_prices (product_id, min_quantity, price_per_unit) values (${id}, 50, 1)`, (shown: unknown) => expect(shown).toMatchObject({ has_wholesale: true })],
      [sql`update stores set name = name || ' (nuevo nombre)' where id = ${first.store_id}`, (shown: unknown) => expect(shown).toMatchObject({ store_name: `${first.store_name} (nuevo nombre)` })],
      [sql`update currencies set code = 'CUX' where code = ${first.currency}`, (shown: unknown) => expect(shown).toMatchObject({ currency: 'CUX' })],
    ] as const;
    for (const [write, shows] of writes) {
      await app.deps.db.execute(write);
      shows(await card());
      await index.catchUp();
      const before = index.counts.answered;
      shows(await card());
      expect(index.counts.answered).toBe(before + 1);
      expect(await page(query)).toEqual(await bySql(query));
    }
    await app.deps.db.execute(sql`update currencies set code = ${first.currency} where code = 'CUX'`);
    await app.deps.db.execute(sql`update stores set name = ${first.store_name} where id = ${first.store_id}`);
    await app.deps.db.execute(sql`delete from wholesale_prices where product_id = ${id} and min_quantity = 50`);
    await app.deps.db.execute(sql`delete from product_images where product_id = ${id} and image = 'nueva-foto.webp'`);
    await index.catchUp();
    expect(await card()).toEqual(first);
  });

  it('shows the stores a search finds as they are now, whoever wrote them', async () => {
    const query = 'q=cafe&page_size=5';
    const stores = async () => (await page(query)).results.flatMap((result) => (result.result_type === 'store' ? [result] : []));
    expect((await stores()).map((store) => store.name)).toContain('Sabores de Cuba');
    await index.catchUp();
    expect(await page(query)).toEqual(await bySql(query));
    const { rows } = await app.deps.db.execute<{ id: number; description: string }>(sql`select id, description from stores where name = 'TecnoCuba'`);
    const other = rows[0]!;
    const { rows: kept } = await app.deps.db.execute<{ rating: number; review_count: number; logo: string | null }>(
      sql`select rating, review_count, logo from stores where name = 'Sabores de Cuba'`,
    );
    const sabores = kept[0]!;
    // Each written behind the API's back, as another process would: the next page shows it (SQL
    // answers until the index has caught up), then the index answers with the store read again.
    const writes = [
      [sql`update stores set description = description || ' Café en grano.' where id = ${other.id}`, (found: string[]) => expect(found).toContain('TecnoCuba')],
      [sql`update stores set rating = 1.5, review_count = 40, logo = 'logo-nuevo.webp' where name = 'Sabores de Cuba'`,
        (_: string[], shown: unknown[]) => expect(shown).toContainEqual(expect.objectContaining({ name: 'Sabores de Cuba', rating: 1.5, review_count: 40, logo: expect.stringContaining('logo-nuevo') }))],
      [sql`insert into stores (name, slug, description) values ('Cafetería La Esquina', 'cafeteria-la-esquina', 'Café cubano recién colado')`, (found: string[]) => expect(found).toContain('Cafetería La Esquina')],
      [sql`delete from stores where slug = 'cafeteria-la-esquina'`, (found: string[]) => expect(found).not.toContain('Cafetería La Esquina')],
      [sql`update stores set active = false where id = ${other.id}`, (found: string[]) => expect(found).not.toContain('TecnoCuba')],
    ] as const;
    for (const [write, shows] of writes) {
      await app.deps.db.execute(write);
      const before = await stores();
      shows(before.map((store) => store.name), before);
      await index.catchUp();
      const answered = index.counts.answered;
      const after = await stores();
      shows(after.map((store) => store.name), after);
      expect(index.counts.answered).toBe(answered + 1);
      expect(await page(query)).toEqual(await bySql(query));
    }
    await app.deps.db.execute(sql`update stores set active = true, description = ${other.description} where id = ${other.id}`);
    await app.deps.db.execute(
      sql`update stores set rating = ${sabores.rating}, review_count = ${sabores.review_count}, logo = ${sabores.logo} where name = 'Sabores de Cuba'`,
    );
    await index.catchUp();
  });

  it('answers many searches at once from memory as SQL does, sharing the checks that the index is current', async () => {
    const queries = ['q=jabon&sort=price_asc', 'q=cafe&sort=newest', 'q=arroz', 'q=caja&sort=rating&in_stock=1', 'q=co&sort=price_desc&page_size=40'];
    const expected = await Promise.all(queries.map((query) => bySql(query)));
    for (const query of queries) await page(query);
    const before = index.counts.answered;
    const answers = await Promise.all(Array.from({ length: 40 }, (_, n) => page(queries[n % queries.length]!)));
    expect(index.counts.answered).toBe(before + 40);
    answers.forEach((answer, n) => expect(answer, queries[n % queries.length]).toEqual(expected[n % queries.length]));
    // A write meanwhile: no answer from before it.
    const { rows } = await app.deps.db.execute<{ id: number }>(sql`select id from products where name like 'Jabón%' order by id limit 1`);
    const pending = Array.from({ length: 20 }, () => page('q=jabon&sort=price_asc'));
    await app.deps.db.execute(sql`update products set hidden = true where id = ${rows[0]!.id}`);
    const after = await page('q=jabon&sort=price_asc');
    expect(after.results.map((result) => result.result_type === 'product' && result.product_id)).not.toContain(rows[0]!.id);
    await Promise.all(pending);
    await app.deps.db.execute(sql`update products set hidden = false where id = ${rows[0]!.id}`);
    await index.catchUp();
  });

  it('takes a page, its cards and its check from one state: a write between the check and the cards is not mixed in', async () => {
    const query = 'q=jabon&page_size=5';
    await index.catchUp();
    const first = (await page(query)).results.find((result) => result.result_type === 'product');
    if (first?.result_type !== 'product') throw new Error('no product for jabon');
    const { rows } = await app.deps.db.execute<{ description: string; search_keywords: string }>(
      sql`select description, search_keywords from products where id = ${first.product_id}`,
    );
    const kept = rows[0]!;
    expect(index.hasCard(first.product_id)).toBe(true);
    // Between the page's check and its cards, a write renames the product (it no longer matches
    // 'jabon') and the index catches up with it: the page must not show the new card in the old
    // page's place.
    let paused = 0;
    index.afterCheck = async () => {
      index.afterCheck = undefined;
      paused++;
      await app.deps.db.execute(sql`update products set name = 'Vela sin aroma', description = 'Vela', search_keywords = '' where id = ${first.product_id}`);
      await index.catchUp();
    };
    try {
      const during = await page(query);
      expect(paused).toBe(1);
      expect(during.results.map((result) => result.result_type === 'product' && result.name)).not.toContain('Vela sin aroma');
      expect(during).toEqual(await bySql(query));
    } finally {
      index.afterCheck = undefined;
      await app.deps.db.execute(sql`update products set name = ${first.name}, description = ${kept.description}, search_keywords = ${kept.search_keywords} where id = ${first.product_id}`);
      await index.catchUp();
    }
    expect(await page(query)).toEqual(await bySql(query));
  });

  it('knows, in the statement that loads a page, whether a write committed since it was read', async () => {
    // An index of its own, which no notification wakes: only the check can tell.
    const own = new SearchIndex(reader);
    await own.catchUp();
    const { rows } = await app.deps.db.execute<{ id: number }>(sql`select id from products where name like 'Jabón%' order by id limit 1`);
    const id = rows[0]!.id;
    expect((await own.load([id], undefined, own.at))?.get(id)?.product_id).toBe(id);
    await app.deps.db.execute(sql`update products set stock = stock + 1 where id = ${id}`);
    expect(await own.load([id], undefined, own.at)).toBeUndefined();
    expect(own.counts.stale).toBe(1);
    // It caught up in the background, reading the one product that changed.
    await own.catchUp();
    expect(await own.load([id], undefined, own.at)).toBeDefined();
    // A write that rolls back is no change.
    await app.deps.db
      .transaction(async (tx) => {
        await tx.execute(sql`update products set stock = stock + 1 where id = ${id}`);
        tx.rollback();
      })
      .catch(() => {});
    expect(await own.load([id], undefined, own.at)).toBeDefined();
    await app.deps.db.execute(sql`update products set stock = stock - 1 where id = ${id}`);
  });

  it('answers as SQL does after the whole catalogue changed (its lists rebuilt without the old slots)', async () => {
    await app.deps.db.execute(sql`update products set stock = stock + 1`);
    await index.catchUp();
    const size = index.size;
    await app.deps.db.execute(sql`update products set stock = stock - 1`);
    await index.catchUp();
    expect(index.size).toBe(size);
    for (const query of ['q=jabon&sort=price_asc', 'q=cafe', 'q=arroz&sort=newest&in_stock=1', 'q=co&page_size=40&page=2']) {
      const before = index.counts.answered;
      expect(await page(query), query).toEqual(await bySql(query));
      expect(index.counts.answered, query).toBe(before + 1);
    }
  });

  it('follows an offer that starts and ends by the clock, with no write', async () => {
    const { rows } = await app.deps.db.execute<{ id: number }>(sql`select id from products where name like 'Jabón%' order by id limit 1`);
    const id = rows[0]!.id;
    // A common prefix's matches, kept in the order of each price sort once a page has asked: one
    // of its dearest products goes on offer at the lowest price.
    const dearest = (await bySql('q=co&sort=price_asc&page_size=50')).results.at(-1);
    expect(dearest?.result_type).toBe('product');
    const other = dearest?.result_type === 'product' ? dearest.product_id : 0;
    // Starts in a moment, ends a moment later.
    await app.deps.db.execute(sql`update products set offer_enabled = true, offer_price = 1, price = greatest(price, 100),
      offer_start = now() + interval '2 seconds', offer_end = now() + interval '4 seconds' where id in (${id}, ${other})`);
    await index.catchUp();
    const query = 'q=jabon&sort=price_asc&offer=1';
    const sorts = ['q=co&sort=price_asc&page_size=5', 'q=co&sort=price_desc&page_size=5'];
    const ids = (answer: Awaited<ReturnType<typeof page>>) => answer.results.map((result) => result.result_type === 'product' && result.product_id);
    expect(ids(await page(query))).not.toContain(id);
    for (const sorted of sorts) expect(await page(sorted), sorted).toEqual(await bySql(sorted));
    expect(ids(await page(sorts[0]!))).not.toContain(other);
    await new Promise((resolve) => setTimeout(resolve, 2200));
    expect((await page(query)).results[0]).toMatchObject({ product_id: id });
    expect(await page(query)).toEqual(await bySql(query));
    expect(ids(await page(sorts[0]!))).toContain(other);
    for (const sorted of sorts) expect(await page(sorted), sorted).toEqual(await bySql(sorted));
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(ids(await page(query))).not.toContain(id);
    expect(ids(await page(sorts[0]!))).not.toContain(other);
    for (const sorted of sorts) expect(await page(sorted), sorted).toEqual(await bySql(sorted));
  });
});
