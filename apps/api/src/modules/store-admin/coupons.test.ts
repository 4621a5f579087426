import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t } from '@plaza/domain/messages/es-server';
import { tp } from '@plaza/domain/messages/es-panel';
import type { PanelCoupon } from '@plaza/domain/schemas/panel-catalogue';
import { hashPassword } from '../../platform/passwords';
import { buildTestApp, type Client, type TestApp } from '../../test/app';
import { changed, dataDigest } from '../../test/digest';
import { PASSWORD, panelWorld, signedInAs, type PanelWorld } from './panel-world';

let app: TestApp;
let world: PanelWorld;
let digest: () => Promise<Record<string, string>>;
let base: string;

beforeAll(async () => {
  app = await buildTestApp({}, { seed: 'reference' });
  world = await panelWorld(app);
  // Enough units that the customer's pending orders here stay within what one account may hold unpaid.
  await app.deps.db.execute(sql`update products set stock = 1000 where id in (${world.products.cup}, ${world.products.usd})`);
  digest = dataDigest(app);
  base = `/api/store_admin/stores/${world.storeA}/coupons`;
}, 60_000);
afterAll(() => app?.cleanup());

const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();
const create = async (body: object) => {
  const response = await world.seller.send('POST', base, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<PanelCoupon>();
};
const validate = (code: string, client: Client = world.customer) => client.get(`/api/market/customer/coupons/${code}/validate/${world.storeA}`);
const order = (code: string | null, items: { product_id: number; quantity: number }[], client: Client = world.customer) =>
  client.send('POST', '/api/market/orders', { store_id: world.storeA, payment_method_id: world.whatsappMethod, applied_coupon_code: code, items });
const usedCount = async (id: number) =>
  (await app.deps.db.execute<{ used_count: number }>(sql`select used_count from coupons where id = ${id}`)).rows[0]!.used_count;

describe('coupon rules', () => {
  it('refuses every broken rule with its Spanish message and changes nothing', async () => {
    await create({ code: 'VERANO', discount_percent: 10 });
    const before = await digest();
    const codeMessage = tp('coupon.codeInvalid', { min: 3, max: 30 });
    const cases: [number, object, string][] = [
      [400, { code: 'AB', discount_percent: 10 }, codeMessage],
      [400, { code: 'CON ESPACIO', discount_percent: 10 }, codeMessage],
      [400, { code: 'X'.repeat(31), discount_percent: 10 }, codeMessage],
      [400, { code: 'CERO', discount_percent: 0 }, tp('coupon.percentInvalid')],
      [400, { code: 'MUCHO', discount_percent: 101 }, tp('coupon.percentInvalid')],
      [400, { code: 'MEDIO', discount_percent: 12.5 }, tp('coupon.percentInvalid')],
      [400, { code: 'PRODUCTO', discount_percent: 10, scope: 'product' }, tp('coupon.productsRequired')],
      [400, { code: 'AJENO', discount_percent: 10, scope: 'product', products: [world.products.other] }, tp('coupon.unknownProduct')],
      [400, { code: 'NOEXISTE', discount_percent: 10, scope: 'product', products: [999_999] }, tp('coupon.unknownProduct')],
      [400, { code: 'FECHAS', discount_percent: 10, starts_at: hours(5), ends_at: hours(1) }, tp('coupon.datesOrder')],
      [400, { code: 'FECHA', discount_percent: 10, starts_at: 'mañana' }, tp('fields.invalidDate')],
      [400, { code: 'LIMITE', discount_percent: 10, usage_limit: 0 }, tp('coupon.usageLimitInvalid')],
      [409, { code: 'verano', discount_percent: 20 }, tp('coupon.duplicate')],
    ];
    for (const [status, body, message] of cases) {
      const response = await world.seller.send('POST', base, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().message, JSON.stringify(body)).toBe(message);
    }
    expect(changed(before, await digest())).toEqual([]);
  });

  it('checks an edit on the coupon as it leaves it, and a code is unique per store only', async () => {
    const coupon = await create({ code: 'OTONO', discount_percent: 15, ends_at: hours(48), usage_limit: 5 });
    await app.deps.db.execute(sql`update coupons set used_count = 3 where id = ${coupon.coupon_id}`);
    const url = `${base}/${coupon.coupon_id}`;
    const before = await digest();
    const cases: [number, object, string][] = [
      [400, { scope: 'product' }, tp('coupon.productsRequired')],
      [400, { starts_at: hours(72) }, tp('coupon.datesOrder')],
      [400, { usage_limit: 2 }, tp('storeApi.usageLimitBelowUses', { used: 3 })],
      [400, { products: [world.products.other], scope: 'product' }, tp('coupon.unknownProduct')],
      [409, { code: 'Verano' }, tp('coupon.duplicate')],
    ];
    for (const [status, body, message] of cases) {
      const response = await world.seller.send('PATCH', url, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().message, JSON.stringify(body)).toBe(message);
    }
    expect(changed(before, await digest())).toEqual([]);

    const edited = await world.seller.send('PATCH', url, { scope: 'product', products: [world.products.usd, world.products.cup, world.products.usd], usage_limit: 3 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toEqual({ ...coupon, scope: 'product', products: [world.products.cup, world.products.usd].sort((a, b) => a - b), usage_limit: 3, used_count: 3 });
    // Another store may use the same code.
    const theirs = await world.otherSeller.send('POST', `/api/store_admin/stores/${world.storeB}/coupons`, { code: 'OTONO', discount_percent: 5 });
    expect(theirs.statusCode).toBe(201);
    expect((await world.seller.get(base)).json<PanelCoupon[]>().map((c) => c.code)).toEqual(['OTONO', 'VERANO']);
    expect((await world.seller.send('PATCH', `${base}/${theirs.json<PanelCoupon>().coupon_id}`, { active: false })).statusCode).toBe(404);
  });
});

describe('the storefront honours every rule of a coupon', () => {
  it('refuses an inactive coupon, one not started or already ended, and one used up', async () => {
    await create({ code: 'APAGADO', discount_percent: 10, active: false });
    await create({ code: 'FUTURO', discount_percent: 10, starts_at: hours(2) });
    await create({ code: 'PASADO', discount_percent: 10, starts_at: hours(-48), ends_at: hours(-1) });
    const used = await create({ code: 'AGOTADO', discount_percent: 10, usage_limit: 1 });
    await app.deps.db.execute(sql`update coupons set used_count = 1 where id = ${used.coupon_id}`);
    for (const code of ['APAGADO', 'FUTURO', 'PASADO', 'AGOTADO']) {
      const refused = await validate(code);
      expect(refused.statusCode, code).toBe(404);
      expect(refused.json().message).toBe(t('orders.couponInvalid'));
      const ordered = await order(code, [{ product_id: world.products.cup, quantity: 1 }]);
      expect(ordered.statusCode, code).toBe(400);
      expect(ordered.json().message).toBe(t('orders.couponInvalid'));
    }
    const started = await create({ code: 'YAEMPEZO', discount_percent: 10, starts_at: hours(-1), ends_at: hours(1) });
    expect((await validate('yaempezo')).json()).toEqual(expect.objectContaining({ scope: 'store', discount_value: 10 }));
    expect(started.active).toBe(true);
  });

  it('discounts only the chosen products of a product coupon, and counts a use only when it discounts something', async () => {
    const coupon = await create({ code: 'CAFE20', discount_percent: 20, scope: 'product', products: [world.products.cup, world.products.hidden] });
    // A hidden product is not on sale: it is not among the coupon's products for the shopper.
    expect((await validate('CAFE20')).json()).toEqual({ scope: 'product', discount_value: 20, products: [world.products.cup], message: t('orders.couponApplied') });
    const mixed = await order('CAFE20', [{ product_id: world.products.cup, quantity: 2 }, { product_id: world.products.usd, quantity: 1 }]);
    expect(mixed.statusCode, mixed.body).toBe(200);
    const { rows } = await app.deps.db.execute<{ product_id: number; unit_price: number; discount_percent: number | null }>(sql`
      select product_id, unit_price, discount_percent from order_items where order_id = ${mixed.json().order_id} order by product_id`);
    expect(rows).toEqual(
      [
        { product_id: world.products.cup, unit_price: 20_000, discount_percent: 20 },
        { product_id: world.products.usd, unit_price: 1_999, discount_percent: null },
      ].sort((a, b) => a.product_id - b.product_id),
    );
    expect(await usedCount(coupon.coupon_id)).toBe(1);
    const unrelated = await order('CAFE20', [{ product_id: world.products.usd, quantity: 1 }]);
    expect(unrelated.statusCode).toBe(200);
    expect(await usedCount(coupon.coupon_id)).toBe(1);
    const { rows: stored } = await app.deps.db.execute(sql`select coupon_id from orders where id = ${unrelated.json().order_id}`);
    expect(stored).toEqual([{ coupon_id: null }]);
    // All of its products off sale: the coupon is good for nothing.
    await app.deps.db.execute(sql`update products set hidden = true where id = ${world.products.cup}`);
    expect((await validate('CAFE20')).statusCode).toBe(404);
    await app.deps.db.execute(sql`update products set hidden = false where id = ${world.products.cup}`);
  });

  it('lets no more orders use a coupon than its limit, however many are placed at once', { timeout: 60_000 }, async () => {
    const coupon = await create({ code: 'TRES', discount_percent: 50, usage_limit: 3 });
    const hash = await hashPassword(PASSWORD);
    const shoppers = await Promise.all(Array.from({ length: 8 }, () => signedInAs(app, 'customer', hash)));
    for (const shopper of shoppers) await shopper.client.credentials();
    const stockBefore = (await app.deps.db.execute<{ stock: number }>(sql`select stock from products where id = ${world.products.cup}`)).rows[0]!.stock;
    const answers = await Promise.all(shoppers.map((shopper) => order('TRES', [{ product_id: world.products.cup, quantity: 1 }], shopper.client)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 400, 400, 400, 400, 400]);
    for (const refused of answers.filter((answer) => answer.statusCode === 400)) expect(refused.json().message).toBe(t('orders.couponInvalid'));
    expect(await usedCount(coupon.coupon_id)).toBe(3);
    const { rows } = await app.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from orders where coupon_id = ${coupon.coupon_id}`);
    expect(rows[0]!.n).toBe(3);
    // The refused orders took no stock.
    const stockAfter = (await app.deps.db.execute<{ stock: number }>(sql`select stock from products where id = ${world.products.cup}`)).rows[0]!.stock;
    expect(stockAfter).toBe(stockBefore - 3);
    expect((await validate('TRES')).statusCode).toBe(404);
    // Raising the limit gives the coupon more uses.
    expect((await world.seller.send('PATCH', `${base}/${coupon.coupon_id}`, { usage_limit: 4 })).statusCode).toBe(200);
    expect((await validate('TRES')).statusCode).toBe(200);
  });

  it('deletes a coupon that orders used, which keep its code and percent', async () => {
    const coupon = await create({ code: 'ADIOS', discount_percent: 5 });
    const placed = await order('ADIOS', [{ product_id: world.products.cup, quantity: 1 }]);
    expect(placed.statusCode, placed.body).toBe(200);
    const deleted = await world.seller.send('DELETE', `${base}/${coupon.coupon_id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await world.seller.get(base)).json<PanelCoupon[]>().map((c) => c.coupon_id)).not.toContain(coupon.coupon_id);
    expect((await validate('ADIOS')).statusCode).toBe(404);
    const history = (await world.customer.get('/api/market/orders')).json<{ orders: { id: string; coupon: unknown }[] }[]>();
    expect(history.flatMap((group) => group.orders).find((o) => o.id === placed.json().order_id)?.coupon).toEqual({ code: 'ADIOS', discount_value: 5 });
    expect((await world.seller.send('DELETE', `${base}/${coupon.coupon_id}`)).statusCode).toBe(404);
  });
});
