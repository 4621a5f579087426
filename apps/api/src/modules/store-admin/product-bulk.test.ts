import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyChanges } from '@plaza/domain/history';
import { tp } from '@plaza/domain/messages/es-panel';
import { BULK_MAX_PRODUCTS } from '@plaza/domain/product-bulk';
import type { PanelProduct } from '@plaza/domain/schemas/panel-product';
import { storeHistoryPageSchema } from '@plaza/domain/schemas/panel-history';
import { productBulkAnswerSchema, productBulkUndoAnswerSchema, type ProductBulkAnswer } from '@plaza/domain/schemas/product-bulk';
import { buildTestApp, type TestApp } from '../../test/app';
import { addSeller, catalogueDigest, referenceIds, retail, type Seller } from './test-sellers';

/**
 * Bulk price and stock changes and their undo (issue 43, point 1), on a test clock: all or nothing,
 * the stale preview's "stock =", the undo's ten minutes and its once-only race.
 */
let app: TestApp;
let ids: Awaited<ReturnType<typeof referenceIds>>;
let now = new Date('2030-03-10T15:00:00.000Z');

beforeAll(async () => {
  app = await buildTestApp({}, { seed: 'reference', clock: () => now });
  ids = await referenceIds(app);
}, 60_000);
afterAll(() => app?.cleanup());

const MINUTE = 60_000;
const later = (minutes: number) => (now = new Date(now.getTime() + minutes * MINUTE));

async function products(seller: Seller, specs: { price: number; stock: number; extra?: object }[]): Promise<number[]> {
  const made: number[] = [];
  for (const [index, spec] of specs.entries()) {
    const response = await seller.client.send('POST', `${seller.base}/products`, retail(ids, { name: `Producto ${index + 1}`, price: spec.price, stock: spec.stock, ...spec.extra }));
    expect(response.statusCode, response.body).toBe(201);
    made.push(response.json<PanelProduct>().product_id);
  }
  return made;
}

const bulk = (seller: Seller, body: object) => seller.client.send('POST', `${seller.base}/products/bulk`, body);
const undo = (seller: Seller, bulkId: number, base = seller.base) => seller.client.send('POST', `${base}/products/bulk/${bulkId}/undo`);

async function saved(seller: Seller, body: object): Promise<ProductBulkAnswer> {
  const response = await bulk(seller, body);
  expect(response.statusCode, response.body).toBe(200);
  return productBulkAnswerSchema.parse(response.json());
}

async function stored(productIds: number[]) {
  const { rows } = await app.deps.db.execute<{ id: number; price: number; stock: number }>(
    sql`select id, price, stock from products where id in (${sql.join(productIds.map((id) => sql`${id}`), sql`, `)}) order by id`,
  );
  return rows.map((row) => ({ id: Number(row.id), price: Number(row.price), stock: Number(row.stock) }));
}

/** A sale as an order makes it: the conditional decrement. */
const sell = (productId: number, units: number) => app.deps.db.execute(sql`update products set stock = stock - ${units} where id = ${productId} and stock >= ${units}`);

const offer = { enabled: true, tmp_price: 950, start_date: '2030-01-01T00:00:00.000Z', end_date: '2031-01-01T00:00:00.000Z' };

describe('POST …/products/bulk', () => {
  it('previews every product before and after, computed by the server, and writes nothing', async () => {
    const seller = await addSeller(app);
    const [a, b] = await products(seller, [{ price: 1_005, stock: 4 }, { price: 999, stock: 0 }]);
    const before = await catalogueDigest(app);
    const preview = await saved(seller, { product_ids: [b, a], price: { percent: 10 }, stock: { add: 3 }, dry_run: true });
    expect(preview).toEqual({
      dry_run: true,
      bulk_id: null,
      count: 2,
      undo_until: null,
      items: [
        { product_id: b, name: 'Producto 2', currency_id: ids.currency, price_before: 999, price_after: 1_099, stock_before: 0, stock_after: 3, problem: null },
        // 1 105.5 rounds half up to 1 106
        { product_id: a, name: 'Producto 1', currency_id: ids.currency, price_before: 1_005, price_after: 1_106, stock_before: 4, stock_after: 7, problem: null },
      ],
    });
    expect(await catalogueDigest(app)).toBe(before);
  });

  it('saves a percent and a stock delta in one request; the storefront and search see the new prices at once', async () => {
    const seller = await addSeller(app);
    const [a, b] = await products(seller, [{ price: 1_000, stock: 4, extra: { name: 'Zapatilla bulkxyz' } }, { price: 2_000, stock: 1 }]);
    const answer = await saved(seller, { product_ids: [a, b], price: { percent: -5 }, stock: { add: -1 } });
    expect(answer.bulk_id).toEqual(expect.any(Number));
    expect(answer.undo_until).toBe(new Date(now.getTime() + 10 * MINUTE).toISOString());
    expect(await stored([a!, b!])).toEqual([
      { id: a, price: 950, stock: 3 },
      { id: b, price: 1_900, stock: 0 },
    ]);
    expect((await app.inject(`/api/market/products/${a}`)).json()).toMatchObject({ price: 950, stock: 3 });
    const search = (await app.inject('/api/market/search?q=bulkxyz')).json<{ data: { results: { result_type: string; price?: number }[] } }>();
    expect(search.data.results.find((result) => result.result_type === 'product')).toMatchObject({ price: 950 });
  });

  it('sets a fixed price and a stock count', async () => {
    const seller = await addSeller(app);
    const [a, b] = await products(seller, [{ price: 1_000, stock: 4 }, { price: 3_000, stock: 9 }]);
    await saved(seller, { product_ids: [a, b], price: { set: 1_500 }, stock: { set: 20 }, stock_seen: [{ product_id: a, stock: 4 }, { product_id: b, stock: 9 }] });
    expect(await stored([a!, b!])).toEqual([
      { id: a, price: 1_500, stock: 20 },
      { id: b, price: 1_500, stock: 20 },
    ]);
  });

  it('refuses the whole change when one product cannot take it (an offer or a tier no longer below, a stock below 0), naming each', async () => {
    const seller = await addSeller(app);
    const [plain, offered, tiered] = await products(seller, [
      { price: 1_000, stock: 4 },
      { price: 1_000, stock: 1, extra: { special_offer: offer } },
      { price: 1_000, stock: 9, extra: { wholesale_prices: [{ min_quantity: 5, price_per_unit: 920 }] } },
    ]);
    const before = await catalogueDigest(app);
    const preview = await saved(seller, { product_ids: [plain, offered, tiered], price: { percent: -10 }, dry_run: true });
    expect(preview.items.map((item) => item.problem)).toEqual([null, tp('product.offerPriceBelow'), tp('product.tierBelowPrice')]);

    const refused = await bulk(seller, { product_ids: [plain, offered, tiered], price: { percent: -10 } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      success: false,
      message: tp('productBulk.refused', { count: 2 }),
      problems: [
        { product_id: offered, name: 'Producto 2', message: tp('product.offerPriceBelow') },
        { product_id: tiered, name: 'Producto 3', message: tp('product.tierBelowPrice') },
      ],
    });
    const below = await bulk(seller, { product_ids: [plain, offered], stock: { add: -2 } });
    expect(below.statusCode).toBe(400);
    expect(below.json().problems).toEqual([{ product_id: offered, name: 'Producto 2', message: tp('productBulk.stockBelowZero', { stock: -1, now: 1 }) }]);
    expect(await catalogueDigest(app)).toBe(before);
  });

  it("answers 404 for another store's product or an archived one, and changes nothing", async () => {
    const seller = await addSeller(app);
    const other = await addSeller(app);
    const [mine, archived] = await products(seller, [{ price: 1_000, stock: 4 }, { price: 1_000, stock: 4 }]);
    const [theirs] = await products(other, [{ price: 1_000, stock: 4 }]);
    await app.deps.db.execute(sql`update products set archived_at = now(), hidden = true where id = ${archived}`);
    const before = await catalogueDigest(app);
    for (const productIds of [[mine, theirs], [mine, archived], [mine, 2_000_000_000]]) {
      for (const dryRun of [true, false]) {
        const response = await bulk(seller, { product_ids: productIds, price: { percent: 10 }, dry_run: dryRun });
        expect(response.statusCode, response.body).toBe(404);
        expect(response.json().message).toBe(tp('productBulk.notFound', { ids: `#${productIds[1]}` }));
      }
    }
    expect(await catalogueDigest(app)).toBe(before);
  });

  it('answers every bad input with a clear 400 and changes nothing', async () => {
    const seller = await addSeller(app);
    const [a, b] = await products(seller, [{ price: 1_000, stock: 4 }, { price: 1_000, stock: 4, extra: { currency_id: ids.otherCurrency } }]);
    const before = await catalogueDigest(app);
    const cases: [object, string][] = [
      [{ product_ids: [], price: { percent: 10 } }, tp('productBulk.idsRequired')],
      [{ product_ids: Array.from({ length: BULK_MAX_PRODUCTS + 1 }, (_, i) => i + 1), price: { percent: 10 } }, tp('productBulk.tooMany', { max: BULK_MAX_PRODUCTS })],
      [{ product_ids: [a, a], price: { percent: 10 } }, tp('productBulk.duplicateIds')],
      [{ product_ids: [a] }, tp('productBulk.changeRequired')],
      [{ product_ids: [a], price: { percent: 0 } }, tp('productBulk.percentInvalid', { min: -90, max: 1000 })],
      [{ product_ids: [a], price: { percent: -95 } }, tp('productBulk.percentInvalid', { min: -90, max: 1000 })],
      [{ product_ids: [a], price: { percent: 1.234 } }, tp('productBulk.percentInvalid', { min: -90, max: 1000 })],
      [{ product_ids: [a], price: { set: 0 } }, tp('productBulk.priceSetInvalid')],
      [{ product_ids: [a], stock: { add: 0 } }, tp('productBulk.stockAddInvalid')],
      [{ product_ids: [a], stock: { set: -1 } }, tp('product.stockInvalid')],
      [{ product_ids: [a], stock: { set: 3 } }, tp('productBulk.stockSeenRequired')],
      [{ product_ids: [a, b], stock: { set: 3 }, stock_seen: [{ product_id: a, stock: 4 }] }, tp('productBulk.stockSeenMissing', { name: 'Producto 2' })],
      [{ product_ids: [a, b], price: { set: 500 } }, tp('productBulk.mixedCurrencies', { count: 2 })],
    ];
    for (const [body, message] of cases) {
      const response = await bulk(seller, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message, JSON.stringify(body)).toContain(message);
    }
    for (const body of [{ product_ids: [a], price: { percent: 10, set: 3 } }, { product_ids: [a], price: { percent: 10 }, extra: 1 }, { product_ids: ['x'], stock: { add: 1 } }, { product_ids: [a], stock: { add: 1.5 } }]) {
      expect((await bulk(seller, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await catalogueDigest(app)).toBe(before);
  });

  it('refuses a stale "stock =" (a sale since the preview) with each moved product and its stock now; "stock +N" is safe', async () => {
    const seller = await addSeller(app);
    const [a, b] = await products(seller, [{ price: 1_000, stock: 8 }, { price: 1_000, stock: 5 }]);
    const preview = await saved(seller, { product_ids: [a, b], stock: { set: 10 }, dry_run: true });
    const seen = preview.items.map((item) => ({ product_id: item.product_id, stock: item.stock_before }));
    await sell(a!, 1);
    const before = await catalogueDigest(app);
    const refused = await bulk(seller, { product_ids: [a, b], stock: { set: 10 }, stock_seen: seen });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      success: false,
      message: tp('productBulk.stockMoved', { products: tp('productBulk.stockMovedItem', { name: 'Producto 1', stock: 7 }) }),
      moved: [{ product_id: a, name: 'Producto 1', stock: 7 }],
    });
    expect(await catalogueDigest(app)).toBe(before);
    // A relative change keeps the sale: 7 + 3.
    await saved(seller, { product_ids: [a, b], stock: { add: 3 } });
    expect(await stored([a!, b!])).toEqual([
      { id: a, price: 1_000, stock: 10 },
      { id: b, price: 1_000, stock: 8 },
    ]);
  });

  it('runs parallel changes one after the other: two +10 % make +21 %; two "stock =" from the same preview, one wins', async () => {
    const seller = await addSeller(app);
    const [a, b] = await products(seller, [{ price: 1_000, stock: 8 }, { price: 2_000, stock: 5 }]);
    const both = await Promise.all([bulk(seller, { product_ids: [a, b], price: { percent: 10 } }), bulk(seller, { product_ids: [b, a], price: { percent: 10 } })]);
    expect(both.map((response) => response.statusCode)).toEqual([200, 200]);
    expect((await stored([a!, b!])).map((row) => row.price)).toEqual([1_210, 2_420]);

    const seen = [{ product_id: a, stock: 8 }, { product_id: b, stock: 5 }];
    const racing = await Promise.all([
      bulk(seller, { product_ids: [a, b], stock: { set: 1 }, stock_seen: seen }),
      bulk(seller, { product_ids: [a, b], stock: { set: 2 }, stock_seen: seen }),
    ]);
    expect(racing.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const winner = racing.findIndex((response) => response.statusCode === 200) + 1;
    expect((await stored([a!, b!])).map((row) => row.stock)).toEqual([winner, winner]);
  });

  it("shows each product's change in the panel's Historial, by its seller", async () => {
    const seller = await addSeller(app);
    const [a] = await products(seller, [{ price: 1_000, stock: 8 }]);
    await saved(seller, { product_ids: [a], price: { percent: 10 }, stock: { add: 2 } });
    const response = await seller.client.get(`${seller.base}/history?entity=product&id=${a}`);
    const page = storeHistoryPageSchema.parse(response.json());
    const entry = page.results.find((item) => item.kind === 'products.update')!;
    expect(entry.actor).toEqual({ name: 'Ana Pérez', role: 'seller' });
    const { rows } = await app.deps.db.execute<{ code: string }>(sql`select code from currencies where id = ${ids.currency}`);
    const code = rows[0]!.code;
    expect(historyChanges(entry).map(({ label, before, after }) => ({ label, before, after }))).toEqual(
      expect.arrayContaining([
        { label: 'Precio', before: `10.00 ${code}`, after: `11.00 ${code}` },
        { label: 'Existencias', before: '8', after: '10' },
      ]),
    );
  });
});

describe('POST …/products/bulk/{bulkId}/undo', () => {
  it('puts prices back and undoes the stock as the inverse change, keeping the sales made since; once', async () => {
    const seller = await addSeller(app);
    const [a, b] = await products(seller, [{ price: 1_000, stock: 5 }, { price: 2_000, stock: 1 }]);
    const change = await saved(seller, { product_ids: [a, b], price: { percent: 10 }, stock: { add: 10 } });
    await sell(a!, 3); // 15 → 12
    await sell(b!, 10); // 11 → 1: more than the 10 added
    later(9);
    const response = await undo(seller, change.bulk_id!);
    expect(response.statusCode, response.body).toBe(200);
    expect(productBulkUndoAnswerSchema.parse(response.json()).items).toEqual([
      { product_id: a, name: 'Producto 1', currency_id: ids.currency, price_before: 1_100, price_after: 1_000, stock_before: 12, stock_after: 2, note: null },
      { product_id: b, name: 'Producto 2', currency_id: ids.currency, price_before: 2_200, price_after: 2_000, stock_before: 1, stock_after: 0, note: tp('productBulk.undoStockFloor') },
    ]);
    expect(await stored([a!, b!])).toEqual([
      { id: a, price: 1_000, stock: 2 },
      { id: b, price: 2_000, stock: 0 },
    ]);
    const again = await undo(seller, change.bulk_id!);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(tp('productBulk.alreadyUndone'));
  });

  it('keeps a price the seller changed by hand since, and says so', async () => {
    const seller = await addSeller(app);
    const [a, b] = await products(seller, [{ price: 1_000, stock: 5 }, { price: 2_000, stock: 1 }]);
    const change = await saved(seller, { product_ids: [a, b], price: { set: 1_500 } });
    expect((await seller.client.send('PATCH', `${seller.base}/products/${a}`, { price: 1_800 })).statusCode).toBe(200);
    const response = await undo(seller, change.bulk_id!);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().items[0]).toMatchObject({ product_id: a, price_before: 1_800, price_after: 1_800, note: tp('productBulk.undoPriceKept') });
    expect(await stored([a!, b!])).toEqual([
      { id: a, price: 1_800, stock: 5 },
      { id: b, price: 2_000, stock: 1 },
    ]);
  });

  it('refuses after ten minutes, and for another store or another seller (404), changing nothing', async () => {
    const seller = await addSeller(app);
    const other = await addSeller(app);
    const [a] = await products(seller, [{ price: 1_000, stock: 5 }]);
    const change = await saved(seller, { product_ids: [a], price: { percent: 20 } });
    const before = await catalogueDigest(app);
    // Another seller: through their own store, and through this one's path.
    for (const response of [await undo(other, change.bulk_id!), await undo(other, change.bulk_id!, seller.base)]) expect(response.statusCode).toBe(404);
    expect((await undo(other, change.bulk_id!)).json().message).toBe(tp('productBulk.bulkNotFound'));
    expect((await undo(seller, 2_000_000_000)).statusCode).toBe(404);
    expect((await seller.client.send('POST', `${seller.base}/products/bulk/abc/undo`)).statusCode).toBe(400);
    later(10);
    later(0.01);
    const late = await undo(seller, change.bulk_id!);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(tp('productBulk.undoExpired', { minutes: 10 }));
    expect(await catalogueDigest(app)).toBe(before);
  });

  it('undoes exactly once when two undos race', async () => {
    const seller = await addSeller(app);
    const [a] = await products(seller, [{ price: 1_000, stock: 5 }]);
    const change = await saved(seller, { product_ids: [a], price: { percent: 10 }, stock: { add: 5 } });
    const racing = await Promise.all([undo(seller, change.bulk_id!), undo(seller, change.bulk_id!), undo(seller, change.bulk_id!)]);
    expect(racing.map((response) => response.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await stored([a!])).toEqual([{ id: a, price: 1_000, stock: 5 }]);
  });

  it('keeps the current price when the old one would break a rule added since (an offer above it)', async () => {
    const seller = await addSeller(app);
    const [a] = await products(seller, [{ price: 1_000, stock: 5 }]);
    const change = await saved(seller, { product_ids: [a], price: { set: 2_000 } });
    expect((await seller.client.send('PATCH', `${seller.base}/products/${a}`, { special_offer: { ...offer, tmp_price: 1_500 } })).statusCode).toBe(200);
    const response = await undo(seller, change.bulk_id!);
    expect(response.json().items[0]).toMatchObject({ price_before: 2_000, price_after: 2_000, note: tp('productBulk.undoPriceRules') });
    expect(await stored([a!])).toEqual([{ id: a, price: 2_000, stock: 5 }]);
  });
});
