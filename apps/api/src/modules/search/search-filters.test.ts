import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { SearchAnswer } from '@plaza/domain/schemas/search';
import { t } from '@plaza/domain/messages/es-server';
import { buildTestApp, type TestApp } from '../../test/app';

// A store of lamps whose prices, offers, tiers, stock, dates and ratings make every sort and
// filter of issue 20 tell its products apart, and a second store to show the store's scope.
// Prices in CUP minor units unless said; "now" is the real clock, offers are set around it.

let app: TestApp;
const DAY = 24 * 60 * 60 * 1000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();

type Lamp = {
  name: string;
  price: number;
  currency?: 'CUP' | 'USD';
  stock: number;
  store?: 'lamparas' | 'otra';
  offer?: { price: number; start: string | null; end: string | null };
  tiers?: [number, number][];
  rating?: [number, number];
  hidden?: boolean;
};

// Each created a day after the one before, in this order; the price paid now in the comment.
const LAMPS: Lamp[] = [
  { name: 'Lámpara de mesa ámbar', price: 1000, stock: 5, rating: [4, 3] }, // 1000
  { name: 'Lámpara de pie blanca', price: 3000, stock: 0, offer: { price: 500, start: at(-2), end: at(2) }, rating: [5, 1] }, // 500, offer on
  { name: 'Lámpara colgante cobre', price: 2000, stock: 2, offer: { price: 100, start: at(1), end: at(3) }, rating: [4, 1] }, // 2000, offer not yet
  { name: 'Lámpara solar jardín', price: 2500, stock: 4, offer: { price: 200, start: at(-5), end: at(-1) } }, // 2500, offer over
  { name: 'Lámpara LED caja de 50', price: 0, stock: 100, tiers: [[10, 1500], [50, 1200]] }, // 1500, wholesale only
  { name: 'Lámpara importada vidrio', price: 1200, currency: 'USD', stock: 3 }, // 12.00 USD
  { name: 'Lámpara de techo grande', price: 4000, stock: 1, tiers: [[5, 3500]] }, // 4000, also by the dozen
  { name: 'Lámpara de lectura', price: 1800, stock: 6, store: 'otra' }, // 1800, the other store
  { name: 'Lámpara escondida', price: 100, stock: 9, hidden: true }, // never listed
];

const ids = new Map<string, number>();

beforeAll(async () => {
  app = await buildTestApp({}, { seed: 'reference' });
  const db = app.deps.db;
  await db.execute(sql`insert into stores (name, slug) values ('Lámparas Habana', 'lamparas'), ('Otra tienda', 'otra')`);
  for (const [i, lamp] of LAMPS.entries()) {
    const { rows } = await db.execute<{ id: number }>(sql`
      insert into products (store_id, category_id, name, price, currency_id, stock, hidden, created_at,
        offer_enabled, offer_price, offer_start, offer_end, rating, review_count)
      values ((select id from stores where slug = ${lamp.store ?? 'lamparas'}), (select min(id) from categories), ${lamp.name},
        ${lamp.price}, (select id from currencies where code = ${lamp.currency ?? 'CUP'}), ${lamp.stock}, ${lamp.hidden ?? false},
        ${at(i - 30)}::timestamptz, ${Boolean(lamp.offer)}, ${lamp.offer?.price ?? null}, ${lamp.offer?.start ?? null}::timestamptz,
        ${lamp.offer?.end ?? null}::timestamptz, ${lamp.rating?.[0] ?? 0}, ${lamp.rating?.[1] ?? 0})
      returning id`);
    ids.set(lamp.name, rows[0]!.id);
    for (const [min, price] of lamp.tiers ?? [])
      await db.execute(sql`insert into wholesale_prices (product_id, min_quantity, price_per_unit) values (${rows[0]!.id}, ${min}, ${price})`);
  }
});
afterAll(() => app.cleanup());

async function search(query: string) {
  const url = `/api/market/search?${query}`;
  const response = await app.inject(url);
  expect(response.statusCode, `${url}: ${response.body.slice(0, 300)}`).toBe(200);
  const { results, has_next } = response.json<SearchAnswer>().data;
  return { names: results.flatMap((result) => (result.result_type === 'product' ? [result.name] : [])), stores: results.filter((r) => r.result_type === 'store'), has_next };
}
const names = async (query: string) => (await search(query)).names;

async function setOffer(name: string, start: string | null, end: string | null) {
  await app.deps.db.execute(sql`update products set offer_start = ${start}::timestamptz, offer_end = ${end}::timestamptz where id = ${ids.get(name)!}`);
}

const CUP_BY_PRICE = [
  'Lámpara de pie blanca',
  'Lámpara de mesa ámbar',
  'Lámpara LED caja de 50',
  'Lámpara de lectura',
  'Lámpara colgante cobre',
  'Lámpara solar jardín',
  'Lámpara de techo grande',
];
const inStore = (list: string[]) => list.filter((name) => name !== 'Lámpara de lectura');

describe('sorts', () => {
  it('orders by the price paid now, up and down, in the default currency (CUP)', async () => {
    expect(await names('sort=price_asc')).toEqual(CUP_BY_PRICE);
    expect(await names('sort=price_desc')).toEqual([...CUP_BY_PRICE].reverse());
    expect(await names('q=lampara&sort=price_asc')).toEqual(CUP_BY_PRICE);
    expect(await names('slug=lamparas&sort=price_asc')).toEqual(inStore(CUP_BY_PRICE));
  });

  it('orders by price in the chosen currency', async () => {
    expect(await names('sort=price_asc&currency=USD')).toEqual(['Lámpara importada vidrio']);
    expect(await names('sort=price_desc&currency=usd&q=lamparas')).toEqual(['Lámpara importada vidrio']);
  });

  it('lists the newest first', async () => {
    const newest = LAMPS.filter((lamp) => !lamp.hidden)
      .map((lamp) => lamp.name)
      .reverse();
    expect(await names('sort=newest')).toEqual(newest);
    expect(await names('q=lampara&sort=newest&slug=lamparas')).toEqual(inStore(newest));
  });

  it('lists the best rated first, more reviews first at the same rating', async () => {
    const got = await names('sort=rating');
    expect(got.slice(0, 3)).toEqual(['Lámpara de pie blanca', 'Lámpara de mesa ámbar', 'Lámpara colgante cobre']);
    expect(got).toHaveLength(8);
  });

  it('keeps relevance (best sellers when browsing) as the default, with the stores section', async () => {
    await app.deps.db.execute(sql`update products set sold_count = 50 where id = ${ids.get('Lámpara solar jardín')!}`);
    expect((await names('sort=relevance'))[0]).toBe('Lámpara solar jardín');
    expect((await names(''))[0]).toBe('Lámpara solar jardín');
    expect((await search('q=lamparas')).stores).toHaveLength(1);
    // A filter narrows the products; stores have none of those properties.
    expect((await search('q=lamparas&in_stock=1')).stores).toHaveLength(0);
  });

  it('pages through a sort: the pages follow one another, has_next false on the last', async () => {
    const pages = [];
    for (const page of [1, 2, 3]) pages.push(await search(`sort=price_asc&page_size=3&page=${page}`));
    expect(pages.map((page) => page.names)).toEqual([CUP_BY_PRICE.slice(0, 3), CUP_BY_PRICE.slice(3, 6), CUP_BY_PRICE.slice(6)]);
    expect(pages.map((page) => page.has_next)).toEqual([true, true, false]);
    expect((await search('sort=newest&page_size=8')).has_next).toBe(false);
    expect((await search('sort=newest&page_size=7')).has_next).toBe(true);
  });
});

describe('filters', () => {
  it('filters by the price paid now, in major units as typed, in the default currency', async () => {
    // 15.00 to 20.00 CUP: not the lamp at 30.00 whose offer (5.00) runs, nor the one whose offer (2.00) is over.
    expect(await names('sort=price_asc&min_price=15&max_price=20,00')).toEqual(['Lámpara LED caja de 50', 'Lámpara de lectura', 'Lámpara colgante cobre']);
    expect(await names('sort=price_asc&max_price=5')).toEqual(['Lámpara de pie blanca']);
    expect(await names('sort=price_desc&min_price=25.00')).toEqual(['Lámpara de techo grande', 'Lámpara solar jardín']);
    // Relevance and the other sorts apply the same range.
    expect((await names('min_price=15&max_price=20')).sort()).toEqual(['Lámpara LED caja de 50', 'Lámpara colgante cobre', 'Lámpara de lectura']);
    expect(await names('q=lampara&sort=newest&min_price=15&max_price=20')).toEqual(['Lámpara de lectura', 'Lámpara LED caja de 50', 'Lámpara colgante cobre']);
    expect(await names('sort=price_asc&min_price=20&max_price=20')).toEqual(['Lámpara colgante cobre']);
  });

  it('filters by price in another currency, and by currency alone', async () => {
    expect(await names('currency=USD&min_price=10&max_price=12.00')).toEqual(['Lámpara importada vidrio']);
    expect(await names('currency=USD&max_price=11.99')).toEqual([]);
    expect(await names('currency=USD')).toEqual(['Lámpara importada vidrio']);
    expect(await names('currency=EUR')).toEqual([]);
    expect(await names('q=lampara&currency=CUP&sort=price_asc')).toEqual(CUP_BY_PRICE);
  });

  it('En oferta: only offers running now', async () => {
    expect(await names('offer=1')).toEqual(['Lámpara de pie blanca']);
    expect(await names('q=lampara&offer=true&sort=price_asc')).toEqual(['Lámpara de pie blanca']);
  });

  it('follows offers as they start and end, with no write to the product but the clock', async () => {
    try {
      // The upcoming offer starts (its start now in the past) and the ended one is extended.
      await setOffer('Lámpara colgante cobre', at(-1), at(2));
      await setOffer('Lámpara solar jardín', at(-5), at(1));
      // The running one ends.
      await setOffer('Lámpara de pie blanca', at(-2), at(-0.001));
      expect((await names('offer=1&sort=price_asc'))).toEqual(['Lámpara colgante cobre', 'Lámpara solar jardín']);
      expect(await names('sort=price_asc')).toEqual([
        'Lámpara colgante cobre', // 1.00
        'Lámpara solar jardín', // 2.00
        'Lámpara de mesa ámbar',
        'Lámpara LED caja de 50',
        'Lámpara de lectura',
        'Lámpara de pie blanca', // 30.00 again
        'Lámpara de techo grande',
      ]);
      expect(await names('sort=price_desc&max_price=1')).toEqual(['Lámpara colgante cobre']);
      // An offer with no dates runs until it is turned off.
      await setOffer('Lámpara de pie blanca', null, null);
      expect(await names('offer=1&sort=price_desc')).toEqual(['Lámpara de pie blanca', 'Lámpara solar jardín', 'Lámpara colgante cobre']);
      await app.deps.db.execute(sql`update products set offer_enabled = false where id = ${ids.get('Lámpara de pie blanca')!}`);
      expect(await names('offer=1&sort=price_desc')).toEqual(['Lámpara solar jardín', 'Lámpara colgante cobre']);
    } finally {
      await app.deps.db.execute(sql`update products set offer_enabled = true where id = ${ids.get('Lámpara de pie blanca')!}`);
      await setOffer('Lámpara de pie blanca', at(-2), at(2));
      await setOffer('Lámpara colgante cobre', at(1), at(3));
      await setOffer('Lámpara solar jardín', at(-5), at(-1));
    }
    expect(await names('sort=price_asc')).toEqual(CUP_BY_PRICE);
  });

  it('Con existencias: only products with stock', async () => {
    expect((await names('in_stock=1&sort=price_asc'))).toEqual(CUP_BY_PRICE.filter((name) => name !== 'Lámpara de pie blanca'));
  });

  it('Al por mayor: products with wholesale tiers, wholesale-only ones priced at their smallest tier', async () => {
    expect(await names('wholesale=1&sort=price_asc')).toEqual(['Lámpara LED caja de 50', 'Lámpara de techo grande']);
    expect(await names('wholesale=1&sort=price_asc&max_price=15')).toEqual(['Lámpara LED caja de 50']);
    expect(await names('wholesale=1&sort=price_asc&max_price=14.99')).toEqual([]);
  });

  it("keeps a wholesale-only product's price at its smallest tier as tiers and prices change", async () => {
    const db = app.deps.db;
    const id = ids.get('Lámpara LED caja de 50')!;
    const basePrice = async () => (await db.execute<{ base_price: number }>(sql`select base_price from products where id = ${id}`)).rows[0]!.base_price;
    await db.execute(sql`update wholesale_prices set price_per_unit = 1400 where product_id = ${id} and min_quantity = 10`);
    expect(await basePrice()).toBe(1400);
    await db.execute(sql`insert into wholesale_prices (product_id, min_quantity, price_per_unit) values (${id}, 5, 1450)`);
    expect(await basePrice()).toBe(1450);
    await db.execute(sql`delete from wholesale_prices where product_id = ${id} and min_quantity = 5`);
    expect(await basePrice()).toBe(1400);
    await db.execute(sql`update products set price = 1300 where id = ${id}`);
    expect(await basePrice()).toBe(1300);
    await db.execute(sql`update products set price = 0 where id = ${id}`);
    expect(await basePrice()).toBe(1400);
    await db.execute(sql`update wholesale_prices set price_per_unit = 1500 where product_id = ${id} and min_quantity = 10`);
    expect(await basePrice()).toBe(1500);
  });

  it('lists a product under Al por mayor from its first tier until its last is removed', async () => {
    const db = app.deps.db;
    const id = ids.get('Lámpara de mesa ámbar')!;
    expect(await names('q=lampara&wholesale=1&sort=price_asc')).toEqual(['Lámpara LED caja de 50', 'Lámpara de techo grande']);
    await db.execute(sql`insert into wholesale_prices (product_id, min_quantity, price_per_unit) values (${id}, 6, 900), (${id}, 12, 800)`);
    expect(await names('q=lampara&wholesale=1&sort=price_asc')).toEqual(['Lámpara de mesa ámbar', 'Lámpara LED caja de 50', 'Lámpara de techo grande']);
    expect(await names('wholesale=1')).toContain('Lámpara de mesa ámbar');
    await db.execute(sql`delete from wholesale_prices where product_id = ${id} and min_quantity = 6`);
    expect(await names('wholesale=1&sort=price_asc&max_price=10')).toEqual(['Lámpara de mesa ámbar']);
    await db.execute(sql`delete from wholesale_prices where product_id = ${id}`);
    expect(await names('q=lampara&wholesale=1&sort=price_asc')).toEqual(['Lámpara LED caja de 50', 'Lámpara de techo grande']);
    expect(await names('wholesale=1')).not.toContain('Lámpara de mesa ámbar');
    // Its price is its own throughout: tiers only set a wholesale-only product's price.
    expect((await db.execute<{ base_price: number }>(sql`select base_price from products where id = ${id}`)).rows[0]!.base_price).toBe(1000);
  });

  it('combines filters with relevance and with the store', async () => {
    expect((await names('q=lampara&in_stock=1&wholesale=1')).sort()).toEqual(['Lámpara LED caja de 50', 'Lámpara de techo grande']);
    expect(await names('q=lampara techo&wholesale=1&in_stock=1&min_price=30')).toEqual(['Lámpara de techo grande']);
    expect(await names('slug=otra&in_stock=1&max_price=20')).toEqual(['Lámpara de lectura']);
    expect(await names('slug=otra&offer=1')).toEqual([]);
    expect(await names('q=lampara&offer=1&in_stock=1')).toEqual([]);
  });
});

describe('bad input: 400 in Spanish, never a 5xx', () => {
  async function refused(query: string): Promise<string> {
    const response = await app.inject(`/api/market/search?${query}`);
    expect(response.statusCode, `${query}: ${response.body.slice(0, 300)}`).toBe(400);
    return response.json<{ success: false; message: string }>().message;
  }

  it('refuses an unknown sort', async () => {
    for (const sort of ['cheap', 'PRICE_ASC', 'price', '1']) expect(await refused(`sort=${sort}`)).toBe(t('search.invalidSort'));
    expect(await refused('sort=newest&sort=rating')).toBe(t('search.invalidSort'));
  });

  it('refuses prices that are negative, not numbers, too precise or too large', async () => {
    for (const price of ['-1', 'abc', '1e3', '1.234', '1.500', 'NaN', 'Infinity', '99999999999999999999', '10000001', '0x10']) {
      expect(await refused(`min_price=${encodeURIComponent(price)}`), price).toBe(t('search.invalidPrice'));
      expect(await refused(`max_price=${encodeURIComponent(price)}&sort=price_asc`), price).toBe(t('search.invalidPrice'));
    }
    expect(await refused('min_price=1&min_price=2')).toBe(t('search.invalidPrice'));
    expect(await names('min_price=10000000&currency=CUP')).toEqual([]);
  });

  it('refuses a minimum above the maximum', async () => {
    expect(await refused('min_price=20&max_price=10')).toBe(t('search.priceRange'));
    expect(await refused('q=lampara&min_price=10.01&max_price=10')).toBe(t('search.priceRange'));
  });

  it('refuses a currency that does not exist or is not a code', async () => {
    for (const currency of ['XYZ', 'US', 'DOLLAR', '12A', 'C%C3%9AP']) expect(await refused(`currency=${currency}&max_price=10`)).toBe(t('search.invalidCurrency'));
    expect(await refused('currency=XYZ')).toBe(t('search.invalidCurrency'));
  });

  it('refuses flags other than 1/true and 0/false', async () => {
    for (const flag of ['offer', 'in_stock', 'wholesale'])
      for (const value of ['2', 'yes', 'TRUE1', '-1']) expect(await refused(`${flag}=${value}`)).toBe(t('search.invalidFlag'));
    expect(await names('offer=0&in_stock=false&wholesale=&sort=price_asc')).toEqual(CUP_BY_PRICE);
  });
});
