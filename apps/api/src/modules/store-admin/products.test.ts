import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tp } from '@plaza/domain/messages/es-panel';
import { MAX_COMMISSION_PERCENT, MAX_PRODUCT_TAGS, MAX_RESERVATION_DAYS, MAX_TIERS } from '@plaza/domain/product-rules';
import { DEFAULT_LOW_STOCK_THRESHOLD, PRODUCT_DESCRIPTION_MAX, PRODUCT_NAME_MAX, SKU_MAX, type PanelProduct } from '@plaza/domain/schemas/panel-product';
import { buildTestApp, type TestApp } from '../../test/app';
import { knownWordsWriteCount } from '../search/search-words';
import { addSeller, catalogueDigest, referenceIds, retail, signedInUser, type Seller } from './test-sellers';

let app: TestApp;
let ids: Awaited<ReturnType<typeof referenceIds>>;

beforeAll(async () => {
  app = await buildTestApp({}, { seed: 'reference' });
  ids = await referenceIds(app);
}, 60_000);
afterAll(() => app?.cleanup());

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

async function create(seller: Seller, body: object): Promise<PanelProduct> {
  const response = await seller.client.send('POST', `${seller.base}/products`, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<PanelProduct>();
}

async function list(seller: Seller, query = '') {
  const response = await seller.client.get(`${seller.base}/products${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ results: PanelProduct[]; has_next: boolean }>();
}

const suggestions = async (q: string, slug?: string) =>
  (await app.inject(`/api/market/suggest?q=${encodeURIComponent(q)}${slug ? `&slug=${slug}` : ''}`)).json<{ data: string[] }>().data;
const searchNames = async (q: string) =>
  (await app.inject(`/api/market/search?q=${encodeURIComponent(q)}`))
    .json<{ data: { results: { result_type: string; name?: string; store_name?: string }[] } }>()
    .data.results.filter((result) => result.result_type === 'product')
    .map((result) => result.name);

describe('creating a product', () => {
  it('stores every field as the storefront reads it: minor units, tiers, offer, availability, commission, tags', async () => {
    const seller = await addSeller(app);
    const tag = (await seller.client.send('POST', `${seller.base}/tags`, { name: 'Envío gratis', color: '#00AA11' })).json<{ tag_id: number }>();
    const offer = { enabled: true, tmp_price: 19_999, start_date: inDays(-1), end_date: inDays(3) };
    const product = await create(
      seller,
      retail(ids, {
        tags: [tag.tag_id],
        wholesale_prices: [
          { min_quantity: 5, price_per_unit: 22_000 },
          { min_quantity: 10, price_per_unit: 21_000 },
        ],
        special_offer: offer,
        availability: { start_date: '2030-01-01', end_date: '2030-02-01', minimum_reservation_days: 2 },
        referral_commission_percent: 12.5,
      }),
    );
    expect(product).toMatchObject({
      name: 'Teléfono Xiaomi Redmi 13',
      price: 25_000,
      stock: 10,
      visible: true,
      tags: [tag.tag_id],
      wholesale_prices: [
        { min_quantity: 5, price_per_unit: 22_000 },
        { min_quantity: 10, price_per_unit: 21_000 },
      ],
      special_offer: offer,
      availability: { start_date: '2030-01-01', end_date: '2030-02-01', minimum_reservation_days: 2 },
      referral_commission_percent: 12.5,
      images: [],
    });
    expect((await seller.client.get(`${seller.base}/products/${product.product_id}`)).json()).toEqual(product);
    const { rows } = await app.deps.db.execute<{ referral_commission_bp: number; search_keywords: string }>(
      sql`select referral_commission_bp, search_keywords from products where id = ${product.product_id}`,
    );
    expect(rows[0]).toEqual({ referral_commission_bp: 1250, search_keywords: 'Electrónica Envío gratis' });

    const shown = (await app.inject(`/api/market/products/${product.product_id}`)).json();
    expect(shown).toMatchObject({
      name: product.name,
      price: 25_000,
      stock: 10,
      special_offer: offer,
      wholesale_prices: [
        { min_quantity: 5, price_per_unit: 22_000 },
        { min_quantity: 10, price_per_unit: 21_000 },
      ],
      has_wholesale: true,
      referral_commission: true,
      availability: { start_date: '2030-01-01', end_date: '2030-02-01', minimum_reservation_days: 2 },
    });
  });

  it('takes a wholesale-only product (price 0 with tiers) and fills the optional fields with their defaults', async () => {
    const seller = await addSeller(app);
    const product = await create(seller, retail(ids, { price: 0, wholesale_prices: [{ min_quantity: 12, price_per_unit: 900 }] }));
    expect(product).toMatchObject({ price: 0, visible: true, tags: [], special_offer: null, availability: null, referral_commission_percent: 0 });
  });

  it('ignores a store or product id in the body: the store is the one of the path', async () => {
    const seller = await addSeller(app);
    const other = await addSeller(app);
    const response = await seller.client.send('POST', `${seller.base}/products`, { ...retail(ids), store_id: other.storeId, product_id: 1 });
    // The schema is strict: unknown fields are refused, so no id from the body is ever read.
    expect(response.statusCode).toBe(400);
    expect((await list(other)).results).toEqual([]);
  });
});

describe('every rule of a product, each refused with its Spanish message and nothing changed', () => {
  const base = () => retail(ids);
  const offer = (extra: object = {}) => ({ enabled: true, tmp_price: 20_000, start_date: inDays(-1), end_date: inDays(2), ...extra });
  const cases: [string, () => object, string][] = [
    ['a missing name', () => ({ ...base(), name: undefined }), tp('product.nameRequired')],
    ['a blank name', () => ({ ...base(), name: '   ' }), tp('product.nameRequired')],
    ['a name too long', () => ({ ...base(), name: 'x'.repeat(PRODUCT_NAME_MAX + 1) }), tp('fields.tooLong', { max: PRODUCT_NAME_MAX })],
    ['a description too long', () => ({ ...base(), description: 'x'.repeat(PRODUCT_DESCRIPTION_MAX + 1) }), tp('fields.tooLong', { max: PRODUCT_DESCRIPTION_MAX })],
    ['a category id that is not an id', () => ({ ...base(), category_id: 0 }), tp('fields.invalidId')],
    ['a category that does not exist', () => ({ ...base(), category_id: 99_999 }), tp('product.categoryRequired')],
    ['a currency that does not exist', () => ({ ...base(), currency_id: 99_999 }), tp('product.currencyRequired')],
    ['a negative price', () => ({ ...base(), price: -1 }), tp('product.priceInvalid')],
    ['a price in major units', () => ({ ...base(), price: 250.5 }), tp('product.priceInvalid')],
    ['a price beyond an integer column', () => ({ ...base(), price: 1e12 }), tp('fields.tooLarge')],
    ['a negative stock', () => ({ ...base(), stock: -1 }), tp('product.stockInvalid')],
    ['too many tags', () => ({ ...base(), tags: Array.from({ length: MAX_PRODUCT_TAGS + 1 }, (_, i) => i + 1) }), tp('product.tooManyTags', { max: MAX_PRODUCT_TAGS })],
    ['a tier of one unit', () => ({ ...base(), wholesale_prices: [{ min_quantity: 1, price_per_unit: 100 }] }), tp('product.tierMinQuantity')],
    ['a tier of price 0', () => ({ ...base(), wholesale_prices: [{ min_quantity: 2, price_per_unit: 0 }] }), tp('product.tierPrice')],
    [
      'too many tiers',
      () => ({ ...base(), wholesale_prices: Array.from({ length: MAX_TIERS + 1 }, (_, i) => ({ min_quantity: 2 + i, price_per_unit: 20_000 - i })) }),
      tp('product.tooManyTiers', { max: MAX_TIERS }),
    ],
    ['a wholesale-only product without tiers', () => ({ ...base(), price: 0 }), tp('product.wholesaleOnlyNeedsTiers')],
    [
      'tiers whose minimums do not grow',
      () => ({ ...base(), wholesale_prices: [{ min_quantity: 10, price_per_unit: 20_000 }, { min_quantity: 10, price_per_unit: 19_000 }] }),
      tp('product.tierOrder'),
    ],
    [
      'tiers whose prices do not fall',
      () => ({ ...base(), wholesale_prices: [{ min_quantity: 5, price_per_unit: 20_000 }, { min_quantity: 10, price_per_unit: 20_000 }] }),
      tp('product.tierPriceOrder'),
    ],
    ['a tier not below the price', () => ({ ...base(), wholesale_prices: [{ min_quantity: 5, price_per_unit: 25_000 }] }), tp('product.tierBelowPrice')],
    [
      'an offer on a wholesale-only product',
      () => ({ ...base(), price: 0, wholesale_prices: [{ min_quantity: 5, price_per_unit: 900 }], special_offer: offer({ tmp_price: 0 }) }),
      tp('product.offerWholesaleOnly'),
    ],
    ['an offer not below the price', () => ({ ...base(), special_offer: offer({ tmp_price: 25_000 }) }), tp('product.offerPriceBelow')],
    ['a negative offer price', () => ({ ...base(), special_offer: offer({ tmp_price: -5 }) }), tp('product.offerPriceBelow')],
    ['an offer without an end', () => ({ ...base(), special_offer: offer({ end_date: null }) }), tp('product.offerDatesRequired')],
    ['an offer that ends before it starts', () => ({ ...base(), special_offer: offer({ start_date: inDays(3), end_date: inDays(1) }) }), tp('product.offerDatesOrder')],
    ['an offer date that is not a date', () => ({ ...base(), special_offer: offer({ start_date: 'mañana' }) }), tp('fields.invalidDate')],
    [
      'an availability that ends before it starts',
      () => ({ ...base(), availability: { start_date: '2030-02-01', end_date: '2030-01-01', minimum_reservation_days: 0 } }),
      tp('product.availabilityOrder'),
    ],
    [
      'an availability day that does not exist',
      () => ({ ...base(), availability: { start_date: '2030-02-30', end_date: '2030-03-01', minimum_reservation_days: 0 } }),
      tp('fields.invalidDate'),
    ],
    [
      'too many reservation days',
      () => ({ ...base(), availability: { start_date: '2030-01-01', end_date: '2030-03-01', minimum_reservation_days: MAX_RESERVATION_DAYS + 1 } }),
      tp('product.reservationDays', { max: MAX_RESERVATION_DAYS }),
    ],
    ['a commission above the maximum', () => ({ ...base(), referral_commission_percent: MAX_COMMISSION_PERCENT + 1 }), tp('product.commissionRange', { max: MAX_COMMISSION_PERCENT })],
    ['a negative commission', () => ({ ...base(), referral_commission_percent: -1 }), tp('product.commissionRange', { max: MAX_COMMISSION_PERCENT })],
    ['a commission finer than a basis point', () => ({ ...base(), referral_commission_percent: 12.345 }), tp('product.commissionRange', { max: MAX_COMMISSION_PERCENT })],
  ];

  it.each(cases)('refuses %s on create', async (_label, body, message) => {
    const seller = await addSeller(app);
    const before = await catalogueDigest(app);
    const response = await seller.client.send('POST', `${seller.base}/products`, body());
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ success: false, message });
    expect(await catalogueDigest(app)).toBe(before);
  });

  it.each(cases)('refuses %s on a change of an existing product', async (_label, body, message) => {
    const seller = await addSeller(app);
    const product = await create(seller, retail(ids));
    const before = await catalogueDigest(app);
    const changes = Object.fromEntries(Object.entries(body()).filter(([key, value]) => value !== (retail(ids) as Record<string, unknown>)[key]));
    if (Object.keys(changes).length === 0) changes.name = undefined;
    const response = await seller.client.send('PATCH', `${seller.base}/products/${product.product_id}`, changes);
    if (message === tp('product.nameRequired') && !('name' in changes && changes.name !== undefined)) {
      // A patch may leave the name out; an absent name is no change.
      expect(response.statusCode).toBe(200);
      return;
    }
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ success: false, message });
    expect(await catalogueDigest(app)).toBe(before);
  });

  it('refuses a tag of another store, and a tag id twice counts once', async () => {
    const seller = await addSeller(app);
    const other = await addSeller(app);
    const foreign = (await other.client.send('POST', `${other.base}/tags`, { name: 'Ajena', color: '#123456' })).json<{ tag_id: number }>();
    const own = (await seller.client.send('POST', `${seller.base}/tags`, { name: 'Propia', color: '#123456' })).json<{ tag_id: number }>();
    const before = await catalogueDigest(app);
    const response = await seller.client.send('POST', `${seller.base}/products`, retail(ids, { tags: [own.tag_id, foreign.tag_id] }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(tp('product.unknownTag'));
    expect(await catalogueDigest(app)).toBe(before);
    expect((await create(seller, retail(ids, { tags: [own.tag_id, own.tag_id] }))).tags).toEqual([own.tag_id]);
  });

  it('checks a change against the product as it would be: a new price alone can leave the offer or a tier above it', async () => {
    const seller = await addSeller(app);
    const product = await create(
      seller,
      retail(ids, {
        special_offer: { enabled: true, tmp_price: 20_000, start_date: inDays(-1), end_date: inDays(2) },
        wholesale_prices: [{ min_quantity: 5, price_per_unit: 18_000 }],
      }),
    );
    const before = await catalogueDigest(app);
    const path = `${seller.base}/products/${product.product_id}`;
    const lower = await seller.client.send('PATCH', path, { price: 19_000 });
    expect(lower.json()).toEqual({ success: false, message: tp('product.offerPriceBelow') });
    const noTiers = await seller.client.send('PATCH', path, { price: 0, special_offer: null, wholesale_prices: [] });
    expect(noTiers.json()).toEqual({ success: false, message: tp('product.wholesaleOnlyNeedsTiers') });
    expect(await catalogueDigest(app)).toBe(before);
    // Allowed together: the offer goes with the price that would break it.
    const together = await seller.client.send('PATCH', path, { price: 19_000, special_offer: null });
    expect(together.statusCode, together.body).toBe(200);
    expect(together.json()).toMatchObject({ price: 19_000, special_offer: null, wholesale_prices: [{ min_quantity: 5, price_per_unit: 18_000 }] });
  });
});

describe('changing a product', () => {
  it('changes only the fields sent; hide and show is `visible`, and the storefront follows at once', async () => {
    const seller = await addSeller(app);
    const product = await create(seller, retail(ids, { name: 'Ventilador recargable Kaiwei', referral_commission_percent: 5 }));
    const path = `${seller.base}/products/${product.product_id}`;
    const stock = await seller.client.send('PATCH', path, { stock: 3, stock_seen: 10 });
    expect(stock.json()).toEqual({ ...product, stock: 3 });
    expect((await seller.client.send('PATCH', path, { visible: false })).json().visible).toBe(false);
    expect((await app.inject(`/api/market/products/${product.product_id}`)).statusCode).toBe(404);
    expect(await searchNames('ventilador kaiwei')).toEqual([]);
    expect(await suggestions('kaiwe')).toEqual([]);
    expect((await seller.client.send('PATCH', path, { visible: true })).json().visible).toBe(true);
    expect((await app.inject(`/api/market/products/${product.product_id}`)).json().stock).toBe(3);
    expect(await searchNames('ventilador kaiwei')).toEqual(['Ventilador recargable Kaiwei']);
    expect(await suggestions('kaiwe')).toContain('kaiwei');
  });

  it('answers 404 for another store\'s product, through either store\'s path, and changes nothing', async () => {
    const seller = await addSeller(app);
    const other = await addSeller(app);
    const theirs = await create(other, retail(ids));
    const before = await catalogueDigest(app);
    for (const [method, path, body] of [
      ['GET', `${seller.base}/products/${theirs.product_id}`, undefined],
      ['PATCH', `${seller.base}/products/${theirs.product_id}`, { stock: 0, stock_seen: 10 }],
      ['DELETE', `${seller.base}/products/${theirs.product_id}`, undefined],
      ['POST', `${seller.base}/products/${theirs.product_id}/duplicate`, undefined],
      ['PATCH', `${other.base}/products/${theirs.product_id}`, { stock: 0, stock_seen: 10 }],
    ] as const) {
      const response = method === 'GET' ? await seller.client.get(path) : await seller.client.send(method, path, body);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
    }
    expect(await catalogueDigest(app)).toBe(before);
  });

  it('keeps search and suggestions in step with a rename, a new tag and a new category', async () => {
    const seller = await addSeller(app);
    const product = await create(seller, retail(ids, { name: 'Olla arrocera Royal' }));
    expect(await searchNames('arrocera royal')).toEqual(['Olla arrocera Royal']);
    expect(await suggestions('olla arr')).toContain('Olla arrocera Royal');
    const path = `${seller.base}/products/${product.product_id}`;
    const tag = (await seller.client.send('POST', `${seller.base}/tags`, { name: 'Cocina eléctrica', color: '#aa0000' })).json<{ tag_id: number }>();
    await seller.client.send('PATCH', path, { name: 'Olla multiuso Milexus', tags: [tag.tag_id] });
    expect(await searchNames('arrocera royal')).toEqual([]);
    expect(await suggestions('olla arr')).not.toContain('Olla arrocera Royal');
    expect(await suggestions('arroce')).not.toContain('arrocera');
    expect(await searchNames('milexus')).toEqual(['Olla multiuso Milexus']);
    expect(await suggestions('milex')).toContain('milexus');
    // Tag names are searched too (keywords).
    expect(await searchNames('cocina milexus')).toEqual(['Olla multiuso Milexus']);
    expect(await suggestions('milexus coc', seller.slug)).toContain('milexus cocina');
  });

  it('corrects a typo to a word a new product just brought, and a stock or price edit keeps what words stood for', async () => {
    const seller = await addSeller(app);
    // Analysed before the word exists: nothing one typo away is known, and that is remembered.
    expect(await searchNames('zumbadro')).toEqual([]);
    const product = await create(seller, retail(ids, { name: 'Timbre zumbador inalámbrico' }));
    // The product's words changed the known words: what 'zumbadro' stood for is forgotten at once.
    expect(await searchNames('zumbadro')).toEqual(['Timbre zumbador inalámbrico']);
    const path = `${seller.base}/products/${product.product_id}`;
    const writes = knownWordsWriteCount();
    expect((await seller.client.send('PATCH', path, { stock: 4, stock_seen: product.stock })).statusCode).toBe(200);
    expect((await seller.client.send('PATCH', path, { price: product.price + 100 })).statusCode).toBe(200);
    expect(knownWordsWriteCount()).toBe(writes);
    await seller.client.send('PATCH', path, { name: 'Timbre zumbador sin cables' });
    expect(knownWordsWriteCount()).toBeGreaterThan(writes);
    expect(await searchNames('zumbadro')).toEqual(['Timbre zumbador sin cables']);
  });

  it('refuses an unknown field, and an empty change is no change', async () => {
    const seller = await addSeller(app);
    const product = await create(seller, retail(ids));
    const path = `${seller.base}/products/${product.product_id}`;
    expect((await seller.client.send('PATCH', path, { sold_count: 1000 })).statusCode).toBe(400);
    expect((await seller.client.send('PATCH', path, {})).json()).toEqual(product);
  });
});

/** A seller's product of stock 8 and a customer who can buy it (cash at the store). */
async function shop(extra: Parameters<typeof retail>[1] = {}) {
  const seller = await addSeller(app);
  const product = await create(seller, retail(ids, { stock: 8, ...extra }));
  const { rows } = await app.deps.db.execute<{ id: number }>(
    sql`insert into payment_methods (store_id, name, kind) values (${seller.storeId}, 'Efectivo', 'cash') returning id`,
  );
  const customer = await signedInUser(app, 'customer');
  const buy = (quantity = 1) =>
    customer.client.send('POST', '/api/market/orders', {
      store_id: seller.storeId,
      payment_method_id: Number(rows[0]!.id),
      applied_coupon_code: null,
      items: [{ product_id: product.product_id, quantity }],
    });
  const path = `${seller.base}/products/${product.product_id}`;
  const stockNow = async () => (await seller.client.get(path)).json<PanelProduct>().stock;
  return { seller, product, customer, buy, path, stockNow };
}

describe('a wholesale tier not below the offer', () => {
  it('is accepted with its offer, and an order reaching it pays the offer price, the lower of the two', async () => {
    const offer = { enabled: true, tmp_price: 20_000, start_date: inDays(-1), end_date: inDays(2) };
    const { buy } = await shop({ special_offer: offer, wholesale_prices: [{ min_quantity: 5, price_per_unit: 22_000 }] });
    // The tier's own quantity: one account may hold no more unpaid (half the stock, or the tier).
    const order = await buy(5);
    expect(order.statusCode, order.body).toBe(200);
    expect(order.json()).toMatchObject({ total_amount: 5 * 20_000 });
  });
});

describe('a stock change carries the stock the seller saw', () => {
  it('refuses a stale save with 409 and the stock now, and changes nothing of that request', async () => {
    const { seller, buy, path, stockNow } = await shop();
    expect((await buy()).statusCode).toBe(200);
    const before = await catalogueDigest(app);
    // Tab A still shows 8: its save of 10 (and a new name with it) would undo the sale.
    const stale = await seller.client.send('PATCH', path, { stock: 10, stock_seen: 8, name: 'Nombre nuevo' });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json()).toEqual({ success: false, message: tp('product.stockChanged', { stock: 7 }), stock: 7 });
    expect(await catalogueDigest(app)).toBe(before);
    // Saved on purpose, against the stock now.
    const fresh = await seller.client.send('PATCH', path, { stock: 10, stock_seen: 7, name: 'Nombre nuevo' });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json()).toMatchObject({ stock: 10, name: 'Nombre nuevo' });
    expect(await stockNow()).toBe(10);
  });

  it('checks stock_seen whenever it is sent, even with no new stock', async () => {
    const { seller, buy, path } = await shop();
    await buy(2);
    const before = await catalogueDigest(app);
    const stale = await seller.client.send('PATCH', path, { stock_seen: 8, price: 24_000 });
    expect(stale.json()).toEqual({ success: false, message: tp('product.stockChanged', { stock: 6 }), stock: 6 });
    expect(await catalogueDigest(app)).toBe(before);
  });

  it('refuses a new stock without stock_seen with a 400, and changes nothing', async () => {
    const { seller, path } = await shop();
    const before = await catalogueDigest(app);
    for (const body of [{ stock: 3 }, { stock: 3, stock_seen: null }, { stock: 3, stock_seen: -1 }, { stock: 3, stock_seen: '8' }]) {
      const response = await seller.client.send('PATCH', path, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message, JSON.stringify(body)).toBe(body.stock_seen === undefined ? tp('product.stockSeenRequired') : tp('product.stockSeenInvalid'));
    }
    expect(await catalogueDigest(app)).toBe(before);
  });

  it('lets a price-only save through while the stock moved, and keeps the stock the sale left', async () => {
    const { seller, buy, path, stockNow } = await shop();
    await buy();
    const saved = await seller.client.send('PATCH', path, { price: 24_000, name: 'Teléfono rebajado' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ price: 24_000, stock: 7 });
    expect(await stockNow()).toBe(7);
  });

  it('never loses a unit to a stale save racing an order: either the save came first or it is refused', async () => {
    for (let round = 0; round < 6; round++) {
      const { seller, buy, path, stockNow } = await shop();
      const [order, save] = await Promise.all([buy(), seller.client.send('PATCH', path, { stock: 10, stock_seen: 8 })]);
      expect(order.statusCode, order.body).toBe(200);
      if (save.statusCode === 200) {
        // The save committed first; the order then took its unit from the new stock.
        expect(await stockNow()).toBe(9);
      } else {
        expect(save.statusCode, save.body).toBe(409);
        expect(save.json()).toEqual({ success: false, message: tp('product.stockChanged', { stock: 7 }), stock: 7 });
        expect(await stockNow()).toBe(7);
      }
    }
  });
});

describe('the product list', () => {
  let seller: Seller;
  const made: PanelProduct[] = [];
  beforeAll(async () => {
    seller = await addSeller(app);
    const other = await addSeller(app);
    await create(other, retail(ids, { name: 'Cafetera de otra tienda' }));
    const specs = [
      { name: 'Cafetera italiana Bialetti', stock: 0 },
      { name: 'Camiseta de algodón', stock: 2, category_id: ids.otherCategory },
      { name: 'Café molido Serrano', stock: DEFAULT_LOW_STOCK_THRESHOLD },
      { name: 'Cafetera eléctrica Oster', stock: 30, visible: false },
      { name: 'Zapatos de piel', stock: 7, category_id: ids.otherCategory },
    ];
    for (const spec of specs) made.push(await create(seller, retail(ids, spec)));
  });
  const names = (page: { results: PanelProduct[] }) => page.results.map((product) => product.name);

  it('is newest first, the store\'s own only, with whole products', async () => {
    const page = await list(seller);
    expect(names(page)).toEqual([...made].reverse().map((product) => product.name));
    expect(page.has_next).toBe(false);
    expect(page.results[0]).toEqual(made.at(-1));
  });

  it('pages with has_next', async () => {
    const first = await list(seller, '?page=1&page_size=2');
    const third = await list(seller, '?page=3&page_size=2');
    expect(names(first)).toEqual(['Zapatos de piel', 'Cafetera eléctrica Oster']);
    expect(first.has_next).toBe(true);
    expect(names(third)).toEqual(['Cafetera italiana Bialetti']);
    expect(third.has_next).toBe(false);
    expect((await seller.client.get(`${seller.base}/products?page=4&page_size=2`)).statusCode).toBe(404);
  });

  it('searches names without regard to case or accents, every word', async () => {
    expect(names(await list(seller, '?q=cafe'))).toEqual(['Cafetera eléctrica Oster', 'Café molido Serrano', 'Cafetera italiana Bialetti']);
    expect(names(await list(seller, '?q=CAFÉ%20oster'))).toEqual(['Cafetera eléctrica Oster']);
    expect(names(await list(seller, '?q=algodon'))).toEqual(['Camiseta de algodón']);
    expect(names(await list(seller, `?q=${encodeURIComponent('100%_')}`))).toEqual([]);
  });

  it('filters by category and by status', async () => {
    expect(names(await list(seller, `?category=${ids.otherCategory}`))).toEqual(['Zapatos de piel', 'Camiseta de algodón']);
    expect(names(await list(seller, '?status=hidden'))).toEqual(['Cafetera eléctrica Oster']);
    expect(names(await list(seller, '?status=visible'))).toHaveLength(4);
    expect(names(await list(seller, '?status=out_of_stock'))).toEqual(['Cafetera italiana Bialetti']);
    // Under its own threshold (3 by default), sold out included (decision 031).
    expect(names(await list(seller, '?status=low_stock'))).toEqual(['Camiseta de algodón', 'Cafetera italiana Bialetti']);
    expect(names(await list(seller, `?status=all&q=cafetera&category=${ids.category}`))).toEqual(['Cafetera eléctrica Oster', 'Cafetera italiana Bialetti']);
  });

  it('refuses a bad filter with a 400', async () => {
    for (const query of ['?status=archived', '?page=0', '?page_size=500', '?category=abc']) {
      expect((await seller.client.get(`${seller.base}/products${query}`)).statusCode, query).toBe(400);
    }
  });
});

describe('duplicating a product', () => {
  it('makes a hidden copy named "(copia)" with its tags, tiers and images', async () => {
    const seller = await addSeller(app);
    const tag = (await seller.client.send('POST', `${seller.base}/tags`, { name: 'Nuevo', color: '#aa00aa' })).json<{ tag_id: number }>();
    const original = await create(
      seller,
      retail(ids, { name: 'x'.repeat(PRODUCT_NAME_MAX), tags: [tag.tag_id], wholesale_prices: [{ min_quantity: 3, price_per_unit: 20_000 }] }),
    );
    await app.deps.db.execute(sql`insert into product_images (product_id, image, position) values (${original.product_id}, 'abc.webp', 0)`);
    const before = await catalogueDigest(app);
    const response = await seller.client.send('POST', `${seller.base}/products/${original.product_id}/duplicate`);
    expect(response.statusCode, response.body).toBe(201);
    const copy = response.json<PanelProduct>();
    expect(copy.product_id).not.toBe(original.product_id);
    expect(copy.name).toBe(`${'x'.repeat(PRODUCT_NAME_MAX - 8)} (copia)`);
    expect(copy.name.length).toBe(PRODUCT_NAME_MAX);
    expect(copy).toMatchObject({ visible: false, tags: [tag.tag_id], wholesale_prices: original.wholesale_prices, price: original.price, stock: original.stock });
    expect(copy.images.map((image) => image.image)).toEqual(['abc.webp']);
    expect(names(await list(seller))[0]).toBe(copy.name);
    // Hidden: the storefront and suggestions do not know it yet; the original is untouched.
    expect((await app.inject(`/api/market/products/${copy.product_id}`)).statusCode).toBe(404);
    expect(before).not.toBe(await catalogueDigest(app));
    expect((await seller.client.get(`${seller.base}/products/${original.product_id}`)).json().images).toHaveLength(1);
  });
  const names = (page: { results: PanelProduct[] }) => page.results.map((product) => product.name);
});

describe('a SKU and a low-stock threshold', () => {
  it('start empty and at 3, and are kept as written (the SKU trimmed, an empty one is none)', async () => {
    const seller = await addSeller(app);
    const product = await create(seller, retail(ids));
    expect(product).toMatchObject({ sku: null, low_stock_threshold: DEFAULT_LOW_STOCK_THRESHOLD });
    expect(DEFAULT_LOW_STOCK_THRESHOLD).toBe(3);
    const changed = await seller.client.send('PATCH', `${seller.base}/products/${product.product_id}`, { sku: '  ÑA-12/b.3 ', low_stock_threshold: 0 });
    expect(changed.json()).toMatchObject({ sku: 'ÑA-12/b.3', low_stock_threshold: 0 });
    expect((await seller.client.send('PATCH', `${seller.base}/products/${product.product_id}`, { sku: '' })).json().sku).toBeNull();
  });

  it('refuses a SKU with spaces or too long, and a negative threshold, with a 400 that changes nothing', async () => {
    const seller = await addSeller(app);
    const product = await create(seller, retail(ids, { sku: 'A1' }));
    for (const [body, message] of [
      [{ sku: 'A 1' }, tp('product.skuInvalid', { max: SKU_MAX })],
      [{ sku: 'x'.repeat(SKU_MAX + 1) }, tp('product.skuInvalid', { max: SKU_MAX })],
      [{ sku: 7 }, tp('product.skuInvalid', { max: SKU_MAX })],
      [{ low_stock_threshold: -1 }, tp('product.lowStockThresholdInvalid')],
      [{ low_stock_threshold: 1.5 }, tp('product.lowStockThresholdInvalid')],
    ] as const) {
      const response = await seller.client.send('PATCH', `${seller.base}/products/${product.product_id}`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await seller.client.get(`${seller.base}/products/${product.product_id}`)).json()).toEqual(product);
  });

  it('names one product of the store, whatever the case; another store may use it; an archived product frees it', async () => {
    const seller = await addSeller(app);
    const other = await addSeller(app);
    const first = await create(seller, retail(ids, { sku: 'CAFE-1' }));
    const refused = await seller.client.send('POST', `${seller.base}/products`, retail(ids, { name: 'Otro', sku: 'cafe-1' }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(tp('product.skuTaken', { sku: 'cafe-1' }));
    const second = await create(seller, retail(ids, { name: 'Otro' }));
    const patched = await seller.client.send('PATCH', `${seller.base}/products/${second.product_id}`, { sku: 'Cafe-1', price: 1 });
    expect(patched.statusCode, patched.body).toBe(409);
    expect((await seller.client.get(`${seller.base}/products/${second.product_id}`)).json()).toEqual(second);
    // Its own SKU again is no conflict; another store has its own SKUs.
    expect((await seller.client.send('PATCH', `${seller.base}/products/${first.product_id}`, { sku: 'cafe-1' })).statusCode).toBe(200);
    expect((await create(other, retail(ids, { sku: 'CAFE-1' }))).sku).toBe('CAFE-1');
    // A copy starts without the SKU; the original's removal frees it.
    const copy = await seller.client.send('POST', `${seller.base}/products/${first.product_id}/duplicate`);
    expect(copy.json().sku).toBeNull();
    expect((await seller.client.send('DELETE', `${seller.base}/products/${first.product_id}`)).statusCode).toBe(200);
    expect((await seller.client.send('PATCH', `${seller.base}/products/${second.product_id}`, { sku: 'CAFE-1' })).json().sku).toBe('CAFE-1');
  });

  it('goes to one of two products racing for it; the other gets the same 409, never a 500', async () => {
    const seller = await addSeller(app);
    const answers = await Promise.all(
      ['Uno', 'Dos', 'Tres'].map((name) => seller.client.send('POST', `${seller.base}/products`, retail(ids, { name, sku: 'RACE' }))),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    for (const answer of answers.filter((answer) => answer.statusCode === 409)) expect(answer.json().message).toBe(tp('product.skuTaken', { sku: 'RACE' }));
  });
});

describe('deleting a product', () => {
  it('removes one never ordered', async () => {
    const seller = await addSeller(app);
    const product = await create(seller, retail(ids, { name: 'Lámpara solar Quíntuple' }));
    expect(await suggestions('quintup')).toContain('quíntuple');
    const response = await seller.client.send('DELETE', `${seller.base}/products/${product.product_id}`);
    expect(response.json()).toEqual({ success: true, archived: false });
    expect((await app.deps.db.execute(sql`select 1 from products where id = ${product.product_id}`)).rows).toEqual([]);
    expect((await seller.client.get(`${seller.base}/products/${product.product_id}`)).statusCode).toBe(404);
    expect(await suggestions('quintup')).toEqual([]);
  });

  it('archives one that an order names: gone from the panel, the storefront, search and suggestions; the order keeps it', async () => {
    const { seller, product, buy, customer } = await shop({ name: 'Batidora Wolmark Superior', stock: 10 });
    const order = await buy(2);
    expect(order.statusCode, order.body).toBe(200);
    expect((await seller.client.get(`${seller.base}/products/${product.product_id}`)).json().stock).toBe(8);
    expect(await searchNames('wolmark')).toEqual(['Batidora Wolmark Superior']);

    const response = await seller.client.send('DELETE', `${seller.base}/products/${product.product_id}`);
    expect(response.json()).toEqual({ success: true, archived: true });
    expect((await seller.client.get(`${seller.base}/products/${product.product_id}`)).statusCode).toBe(404);
    expect((await list(seller)).results).toEqual([]);
    expect((await seller.client.send('PATCH', `${seller.base}/products/${product.product_id}`, { visible: true })).statusCode).toBe(404);
    expect((await seller.client.send('DELETE', `${seller.base}/products/${product.product_id}`)).statusCode).toBe(404);
    expect((await app.inject(`/api/market/products/${product.product_id}`)).statusCode).toBe(404);
    expect(await searchNames('wolmark')).toEqual([]);
    expect(await suggestions('wolma')).toEqual([]);
    expect(await suggestions('batidora wol')).toEqual([]);
    const orders = (await customer.client.get('/api/market/orders')).json<{ orders: { items: { name: string }[] }[] }[]>();
    expect(orders[0]!.orders[0]!.items[0]!.name).toBe('Batidora Wolmark Superior');
    const { rows: archived } = await app.deps.db.execute<{ archived: boolean; hidden: boolean }>(
      sql`select archived_at is not null as archived, hidden from products where id = ${product.product_id}`,
    );
    expect(archived[0]).toEqual({ archived: true, hidden: true });
  });

  it('leaves the word of another product that still has it', async () => {
    const seller = await addSeller(app);
    const one = await create(seller, retail(ids, { name: 'Termo Vacuumax grande' }));
    await create(seller, retail(ids, { name: 'Termo Vacuumax pequeño' }));
    await seller.client.send('DELETE', `${seller.base}/products/${one.product_id}`);
    expect(await suggestions('vacuuma')).toEqual(['vacuumax']);
    expect(await suggestions('vacuuma', seller.slug)).toEqual(['vacuumax']);
    expect(await searchNames('vacuumax')).toEqual(['Termo Vacuumax pequeño']);
  });
});

describe('known words', () => {
  it('match what a full rebuild of them would give', async () => {
    const { refreshSearchWords } = await import('../search/search-words');
    // Store names add words when a store opens (refreshed by its approval), not through this API: those are left out.
    const words = async () =>
      (
        await app.deps.db.execute(sql`
          select normalized, coalesce(store_id, 0) as store, weight from suggest_terms
          where kind = 'word' and normalized not in (
            select immutable_unaccent(w) from stores cross join lateral regexp_split_to_table(lower(name), '[^a-z0-9áéíóúüñ]+') as w)
          order by 2, 1`)
      ).rows;
    const kept = await words();
    await refreshSearchWords(app.deps.db);
    expect(kept).toEqual(await words());
  });
});
