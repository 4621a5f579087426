import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDashboardSchema } from '@plaza/domain/schemas/admin-ops';
import { buildTestApp, type Client, type TestApp } from '../../test/app';
import { panelWorld, signedInAs, type PanelWorld } from '../store-admin/panel-world';
import { submitApplication } from '../sellers/application-service';
import { sellerApplication } from '../../test/payloads';

let app: TestApp;
let admin: Client;
let world: PanelWorld;

beforeAll(async () => {
  app = await buildTestApp({}, { seed: 'reference' });
  world = await panelWorld(app);
  ({ client: admin } = await signedInAs(app, 'admin'));
}, 60_000);
afterAll(() => app?.cleanup());

/** An order of storeA with one line of `product`, made in the database at `createdAt`. */
async function order(product: number, status: string, amount: number, createdAt: Date) {
  await app.deps.db.execute(sql`
    with buyer as (select id from users where role = 'customer' order by created_at limit 1),
    created as (
      insert into orders (user_id, store_id, payment_method_id, status, total_amount, currency_id, created_at)
      select buyer.id, ${world.storeA}, ${world.whatsappMethod}, ${status}, ${amount}, p.currency_id, ${createdAt}
      from buyer, products p where p.id = ${product} returning id)
    insert into order_items (order_id, product_id, name, quantity, unit_price, line_total, currency_id)
    select created.id, p.id, p.name, 1, ${amount}, ${amount}, p.currency_id from created, products p where p.id = ${product}`);
}

describe('GET /api/admin/dashboard', () => {
  it('counts stores, products, customers, orders per state and sales per currency, never adding two currencies', async () => {
    const now = new Date();
    await order(world.products.cup, 'paid', 25_000, now);
    await order(world.products.cup, 'paid', 5_000, now);
    await order(world.products.usd, 'pending_payment', 1_999, now);
    await order(world.products.cup, 'cancelled', 9_000, now);
    await order(world.products.cup, 'paid', 70_000, new Date(now.getTime() - 8 * 24 * 60 * 60 * 1000));
    await app.deps.db.execute(sql`update stores set suspended_at = now(), suspension_reason = 'Fraude' where id = ${world.storeB}`);
    await submitApplication(app.deps.db, app.config, sellerApplication() as never, undefined);

    const response = await admin.get('/api/admin/dashboard');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const today = { orders: { pending_payment: 1, paid: 2, cancelled: 1 }, sales: [{ currency: 'CUP', amount: 30_000 }, { currency: 'USD', amount: 1_999 }] };
    expect(adminDashboardSchema.parse(response.json())).toEqual({
      stores: { active: 2, suspended: 1 },
      // storeA's CUP, USD and out-of-stock products; not its hidden one, nor the suspended store's.
      products: 3,
      customers: 1,
      today,
      // Eight days ago is before this week's Monday.
      week: today,
      applications_pending: 1,
    });
  });
});
