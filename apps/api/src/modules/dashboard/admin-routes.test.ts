import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDashboardSchema } from '@plaza/domain/schemas/admin-ops';
import { buildTestApp, type Client, type TestApp } from '../../test/app';
import { panelWorld, signedInAs, type PanelWorld } from '../store-admin/panel-world';
import { submitApplication } from '../sellers/application-service';
import { sellerApplication } from '../../test/payloads';
import { memoryReportSchema } from '../../platform/memory';
import { onPostgres } from '../../test/database';

let app: TestApp;
let admin: Client;
let world: PanelWorld;

beforeAll(async () => {
  // The micro-cache on (tests run without it), for the memory report to count it.
  app = await buildTestApp({}, { seed: 'reference', responseCacheMs: 5_000 });
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

describe('GET /api/admin/memory', () => {
  it("gives an operator this process's memory, with the micro-cache's bytes within its bound", async () => {
    // A visitor's answer goes into the micro-cache first, so it has something to count.
    expect((await app.inject('/api/market/products/latest')).statusCode).toBe(200);
    const response = await admin.get('/api/admin/memory');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const report = memoryReportSchema.parse(response.json());
    expect(report.rss).toBeGreaterThan(report.heap_used);
    expect(report.heap_total).toBeGreaterThanOrEqual(report.heap_used);
    expect(report.heap_limit).toBeGreaterThan(report.heap_total);
    expect(Object.keys(report.heap_spaces)).toContain('old_space');
    if (!onPostgres) expect(report.pglite_wasm_heap).toBeGreaterThan(0);
    else expect(report.pglite_wasm_heap).toBeNull();
    expect(report.response_cache!.entries).toBeGreaterThan(0);
    expect(report.response_cache!.bytes).toBeGreaterThan(0);
    expect(report.response_cache!.used).toBeLessThanOrEqual(report.response_cache!.max);
    expect(report.response_cache!.max).toBe(16); // RESPONSE_CACHE_MB by default
  });

  it('is for operators only', async () => {
    expect((await app.inject('/api/admin/memory')).statusCode).toBe(403);
    const { client: customer } = await signedInAs(app, 'customer');
    expect((await customer.get('/api/admin/memory')).statusCode).toBe(403);
  });
});
