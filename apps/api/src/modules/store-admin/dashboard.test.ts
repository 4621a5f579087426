import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketDay, marketDayStart, weekMonday } from '@plaza/domain/dates';
import type { Dashboard } from '@plaza/domain/schemas/panel-dashboard';
import { buildTestApp, type TestApp } from '../../test/app';
import { panelWorld, type PanelWorld } from './panel-world';

let app: TestApp;
let world: PanelWorld;

beforeAll(async () => {
  app = await buildTestApp({}, { seed: 'reference' });
  world = await panelWorld(app);
}, 60_000);
afterAll(() => app?.cleanup());

const dashboard = async (storeId = world.storeA) => {
  const response = await world.seller.get(`/api/store_admin/stores/${storeId}/dashboard`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Dashboard>();
};
const order = (items: { product_id: number; quantity: number }[]) =>
  world.customer.send('POST', '/api/market/orders', { store_id: world.storeA, payment_method_id: world.whatsappMethod, items });

describe('the dashboard', () => {
  it('counts today\'s and this week\'s orders and sales per currency, never summed across them', async () => {
    expect((await dashboard()).today).toEqual({ orders: 0, sales: [] });
    expect((await order([{ product_id: world.products.cup, quantity: 2 }, { product_id: world.products.usd, quantity: 1 }])).statusCode).toBe(200);
    expect((await order([{ product_id: world.products.cup, quantity: 1 }])).statusCode).toBe(200);
    const cancelled = await order([{ product_id: world.products.cup, quantity: 1 }]);
    await app.deps.db.execute(sql`update orders set status = 'cancelled' where id = ${cancelled.json().order_id}`);
    // An order of last week, placed just before this week's Monday began in Havana.
    const lastWeek = await order([{ product_id: world.products.cup, quantity: 4 }]);
    const monday = marketDayStart(weekMonday(marketDay(new Date())));
    await app.deps.db.execute(sql`update orders set created_at = ${new Date(monday.getTime() - 1_000)} where id = ${lastWeek.json().order_id}`);
    // One of earlier today (or of this week, when today is Monday).
    const earlier = await order([{ product_id: world.products.cup, quantity: 1 }]);
    const todayStart = marketDayStart(marketDay(new Date()));
    await app.deps.db.execute(sql`update orders set created_at = ${todayStart} where id = ${earlier.json().order_id}`);

    const { today, week } = await dashboard();
    expect(today).toEqual({ orders: 3, sales: [{ currency: 'CUP', amount: 4 * 25_000 }, { currency: 'USD', amount: 1_999 }] });
    expect(week).toEqual(today);
    // Another store's dashboard knows nothing of these.
    expect((await dashboard(world.storeA2)).today).toEqual({ orders: 0, sales: [] });

    // A sale keeps the currency it was made in when the seller later prices the product otherwise.
    await app.deps.db.execute(sql`update products set currency_id = (select currency_id from products where id = ${world.products.cup}) where id = ${world.products.usd}`);
    expect((await dashboard()).today).toEqual(today);
  });

  it('lists the products on sale that ran out or run low, fewest first, with their counts', async () => {
    await app.deps.db.execute(sql`insert into product_images (product_id, image, position) values (${world.products.usd}, 'abcdef0123456789.webp', 0)`);
    const { low_stock, out_of_stock_count, low_stock_count } = await dashboard();
    // The hidden product (1 unit) is not on sale; the USD one has 2 left after the first test's order.
    expect(low_stock).toEqual([
      { product_id: world.products.empty, name: 'Termo', stock: 0, image: null },
      { product_id: world.products.usd, name: 'Auriculares', stock: 2, image: 'abcdef0123456789.webp' },
    ]);
    expect([out_of_stock_count, low_stock_count]).toEqual([1, 1]);
  });

  it('follows each product\'s own threshold: 0 never asks, even sold out; a high one asks early', async () => {
    await app.deps.db.execute(sql`update products set low_stock_threshold = 0 where id = ${world.products.empty}`);
    await app.deps.db.execute(sql`update products set low_stock_threshold = 1000 where id = ${world.products.cup}`);
    const { low_stock, out_of_stock_count, low_stock_count } = await dashboard();
    expect(low_stock.map((product) => product.product_id)).toEqual([world.products.usd, world.products.cup]);
    expect([out_of_stock_count, low_stock_count]).toEqual([0, 2]);
    await app.deps.db.execute(sql`update products set low_stock_threshold = 3 where id in (${world.products.empty}, ${world.products.cup})`);
  });

  it('shows the latest reviews of its products, newest first, by first name and initial', async () => {
    const { rows } = await app.deps.db.execute<{ id: string }>(sql`select id from users where role = 'customer' limit 1`);
    await app.deps.db.execute(sql`
      insert into reviews (product_id, user_id, rating, comment, created_at) values
        (${world.products.cup}, ${rows[0]!.id}, 5, 'Excelente café', now() - interval '1 day'),
        (${world.products.usd}, ${rows[0]!.id}, 3, null, now()),
        (${world.products.other}, ${rows[0]!.id}, 1, 'De otra tienda', now())`);
    const { reviews } = await dashboard();
    expect(reviews).toEqual([
      expect.objectContaining({ product_id: world.products.usd, product_name: 'Auriculares', user_name: 'Laura D.', rating: 3, comment: null }),
      expect.objectContaining({ product_id: world.products.cup, product_name: 'Café molido', user_name: 'Laura D.', rating: 5, comment: 'Excelente café' }),
    ]);
  });
});
