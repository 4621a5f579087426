import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createdOrderSchema, orderGroupSchema } from '@plaza/domain/schemas/order';
import { buildTestApp, Client, type TestApp } from '../../test/app';

// A store that prices its products in US dollars and in euros: every order total is kept per currency.

let app: TestApp;
let customer: Client;
let store: { id: number; whatsapp: number };
/** Three plain retail products of the store: two priced in USD, one in EUR. */
let usd: number;
let usdSmall: number;
let eur: number;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await app.deps.db.execute(query)).rows as T[];
}
async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  const [row] = await rows<T>(query);
  if (!row) throw new Error('no row');
  return row;
}

async function price(productId: number, code: string, minor: number) {
  await app.deps.db.execute(sql`
    update products set price = ${minor}, currency_id = (select id from currencies where code = ${code}) where id = ${productId}`);
}

beforeAll(async () => {
  app = await buildTestApp({}, { seed: 'demo' });
  customer = new Client(app);
  expect((await customer.send('POST', '/api/auth/login', { email: 'cliente@plaza.local', password: 'Cliente123!' })).statusCode).toBe(200);
  store = await one(sql`
    select s.id, pm.id as whatsapp from stores s join payment_methods pm on pm.store_id = s.id and pm.kind = 'whatsapp' and pm.phone is not null
    where s.slug = 'tecnocuba'`);
  const products = await rows<{ id: number }>(sql`
    select p.id from products p
    where p.store_id = ${store.id} and not p.hidden and p.price > 0 and p.stock >= 20 and not p.offer_enabled and p.availability_start is null
      and not exists (select 1 from wholesale_prices w where w.product_id = p.id)
    order by p.id limit 3`);
  expect(products).toHaveLength(3);
  [usd, usdSmall, eur] = products.map((p) => p.id) as [number, number, number];
  await price(usd, 'USD', 25_000);
  await price(usdSmall, 'USD', 2_900);
  await price(eur, 'EUR', 2_075);
});
afterAll(() => app.cleanup());

const order = (items: { product_id: number; quantity: number }[], headers: Record<string, string> = {}) =>
  customer.send('POST', '/api/market/orders', { store_id: store.id, payment_method_id: store.whatsapp, items }, headers);

async function history() {
  const groups = orderGroupSchema.array().parse((await customer.get('/api/market/orders')).json());
  return groups.flatMap((group) => group.orders);
}

describe('an order from a store priced in USD and EUR', () => {
  it('answers one total per currency, in the order the lines first use them, and never their sum', async () => {
    const response = await order([
      { product_id: usd, quantity: 1 },
      { product_id: eur, quantity: 2 },
      { product_id: usdSmall, quantity: 1 },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const created = createdOrderSchema.parse(response.json());
    expect(created.totals).toEqual([
      { currency: 'USD', amount: 27_900 },
      { currency: 'EUR', amount: 4_150 },
    ]);
    // The existing contract's one number is the first currency's total, not 27,900 + 4,150.
    expect(created.total_amount).toBe(27_900);

    const stored = await one<{ total_amount: number; currency_id: number | null }>(sql`select total_amount, currency_id from orders where id = ${created.order_id}`);
    expect(stored).toEqual({ total_amount: 27_900, currency_id: null });
    const lines = await rows<{ product_id: number; code: string; line_total: number }>(sql`
      select oi.product_id, c.code, oi.line_total from order_items oi join currencies c on c.id = oi.currency_id
      where oi.order_id = ${created.order_id} order by oi.id`);
    expect(lines).toEqual([
      { product_id: usd, code: 'USD', line_total: 25_000 },
      { product_id: eur, code: 'EUR', line_total: 4_150 },
      { product_id: usdSmall, code: 'USD', line_total: 2_900 },
    ]);
  });

  it('puts the currency of the first line first', async () => {
    const response = await order([
      { product_id: eur, quantity: 1 },
      { product_id: usdSmall, quantity: 3 },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().totals).toEqual([
      { currency: 'EUR', amount: 2_075 },
      { currency: 'USD', amount: 8_700 },
    ]);
    expect(response.json().total_amount).toBe(2_075);
  });

  it('writes one total per currency in the WhatsApp message, and each line in its own currency', async () => {
    const response = await order([
      { product_id: usd, quantity: 1 },
      { product_id: eur, quantity: 2 },
      { product_id: usdSmall, quantity: 1 },
    ]);
    const text = new URL(response.json().payment_link).searchParams.get('text') ?? '';
    expect(text).toContain('Total: 279.00 USD + 41.50 EUR');
    expect(text).toContain('— 41.50 EUR');
    expect(text).toContain('— 250.00 USD');
    expect(text).not.toMatch(/320\.50/);
  });

  it('lists the order in the history with the same totals and each line with its currency', async () => {
    const created = (await order([{ product_id: eur, quantity: 1 }, { product_id: usd, quantity: 2 }])).json();
    const listed = (await history()).find((o) => o.id === created.order_id);
    expect(listed?.totals).toEqual([
      { currency: 'EUR', amount: 2_075 },
      { currency: 'USD', amount: 50_000 },
    ]);
    expect(listed?.total_price).toBe(2_075);
    expect(listed?.items.map((item) => [item.price, item.currency])).toEqual([
      [2_075, 'EUR'],
      [25_000, 'USD'],
    ]);
  });

  it("keeps the currency a line was ordered in when the seller later changes the product's currency", async () => {
    const created = (await order([{ product_id: usdSmall, quantity: 1 }])).json();
    await price(usdSmall, 'EUR', 2_900);
    try {
      const listed = (await history()).find((o) => o.id === created.order_id);
      expect(listed?.totals).toEqual([{ currency: 'USD', amount: 2_900 }]);
      expect(listed?.items[0]?.currency).toBe('USD');
    } finally {
      await price(usdSmall, 'USD', 2_900);
    }
  });

  it('answers a retried submit with the same totals', async () => {
    const items = [
      { product_id: usd, quantity: 1 },
      { product_id: eur, quantity: 1 },
    ];
    const key = { 'idempotency-key': 'totals-retry-0123456789' };
    const [first, second] = await Promise.all([order(items, key), order(items, key)]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    const again = await order(items, key);
    for (const response of [first, second, again]) {
      expect(response.json().order_id).toBe(first.json().order_id);
      expect(response.json().totals).toEqual([
        { currency: 'USD', amount: 25_000 },
        { currency: 'EUR', amount: 2_075 },
      ]);
      expect(response.json().total_amount).toBe(25_000);
    }
  });

  it('takes a store coupon off every line, each in its own currency', async () => {
    const coupon = await one<{ percent: number }>(sql`
      select discount_percent as percent from coupons where store_id = ${store.id} and code = 'BIENVENIDA10' and scope = 'store'`);
    const response = await customer.send('POST', '/api/market/orders', {
      store_id: store.id,
      payment_method_id: store.whatsapp,
      applied_coupon_code: 'bienvenida10',
      items: [
        { product_id: usd, quantity: 1 },
        { product_id: eur, quantity: 1 },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const off = (minor: number) => Math.round((minor * (100 - coupon.percent)) / 100);
    expect(response.json().totals).toEqual([
      { currency: 'USD', amount: off(25_000) },
      { currency: 'EUR', amount: off(2_075) },
    ]);
  });

  it('keeps a single-currency order as before: one total, the same as total_amount, and the order row in that currency', async () => {
    const response = await order([{ product_id: usd, quantity: 1 }, { product_id: usdSmall, quantity: 2 }]);
    const created = createdOrderSchema.parse(response.json());
    expect(created.totals).toEqual([{ currency: 'USD', amount: 30_800 }]);
    expect(created.total_amount).toBe(30_800);
    const stored = await one<{ total_amount: number; code: string }>(sql`
      select o.total_amount, c.code from orders o join currencies c on c.id = o.currency_id where o.id = ${created.order_id}`);
    expect(stored).toEqual({ total_amount: 30_800, code: 'USD' });
  });

  it("never shows one customer's orders to another", async () => {
    const created = (await order([{ product_id: eur, quantity: 1 }])).json();
    await app.deps.db.execute(sql`
      insert into users (email, password_hash, name, last_name, activated_at)
      select 'otra.moneda@example.com', password_hash, 'Otra', 'Cliente', now() from users where email = 'cliente@plaza.local'
      on conflict do nothing`);
    const other = new Client(app);
    expect((await other.send('POST', '/api/auth/login', { email: 'otra.moneda@example.com', password: 'Cliente123!' })).statusCode).toBe(200);
    const theirs = orderGroupSchema.array().parse((await other.get('/api/market/orders')).json());
    expect(theirs.flatMap((group) => group.orders).some((o) => o.id === created.order_id)).toBe(false);
  });
});
