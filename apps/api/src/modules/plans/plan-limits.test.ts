import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t } from '@plaza/domain/messages/es-server';
import { tp } from '@plaza/domain/messages/es-panel';
import { tplan } from '@plaza/domain/messages/es-plans';
import { planLimitLines, type PlanLimits } from '@plaza/domain/plan-limits';
import type { StorePlan } from '@plaza/domain/schemas/reference';
import type { PanelProduct } from '@plaza/domain/schemas/panel-product';
import { openPostgres } from '../../db/connection';
import { buildTestApp, type Client, type TestApp } from '../../test/app';
import { onPostgres } from '../../test/database';
import { fitStoresOverPlan, takePlanLock } from './plan-limits';
import { signedInAs } from '../store-admin/panel-world';
import { addSeller, referenceIds, retail, signedInUser, type Seller } from '../store-admin/test-sellers';

let app: TestApp;
let admin: Client;
let ids: Awaited<ReturnType<typeof referenceIds>>;
let plans: Record<string, StorePlan>;

const NONE: PlanLimits = { max_products: 3, offers: false, coupons: false, wholesale: false, made_to_order: false, referrals: false, featured: false, max_staff: 0 };

beforeAll(async () => {
  app = await buildTestApp({}, { seed: 'reference' });
  ids = await referenceIds(app);
  admin = (await signedInAs(app, 'admin')).client;
  // A small plan of the operator's, cheaper than the seed's three: 3 visible products and nothing else.
  const mini = await admin.send('POST', '/api/admin/storePlans', { name: 'Mini', description: 'Para probar.', price: 100, features: [], limits: NONE });
  expect(mini.statusCode, mini.body).toBe(201);
  const listed = (await app.inject('/api/admin/storePlans')).json<StorePlan[]>();
  plans = Object.fromEntries(listed.map((plan) => [plan.name, plan]));
}, 60_000);
afterAll(() => app?.cleanup());

const DAY = 86_400_000;
const isoIn = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

async function sellerOn(plan: string): Promise<Seller> {
  const seller = await addSeller(app);
  await app.deps.db.execute(sql`update stores set plan_id = ${plans[plan]!.plan_id} where id = ${seller.storeId}`);
  return seller;
}

const createProduct = (seller: Seller, body: object = {}) => seller.client.send('POST', `${seller.base}/products`, retail(ids, body));
const changePlan = async (storeId: number, plan: string) => {
  const response = await admin.send('PATCH', `/api/admin/stores/${storeId}`, { plan_id: plans[plan]!.plan_id });
  expect(response.statusCode, response.body).toBe(200);
};
const productCount = async (storeId: number) =>
  Number((await app.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from products where store_id = ${storeId}`)).rows[0]!.n);
const shown = async (storeId: number) =>
  (
    await app.deps.db.execute<{ id: number; hidden: boolean; plan_hidden: boolean; offer_enabled: boolean }>(sql`
      select id, hidden, plan_hidden, offer_enabled from products where store_id = ${storeId} order by id`)
  ).rows.map((row) => ({ ...row, id: Number(row.id) }));

describe('plans as data', () => {
  it('lists each plan with its limits, and the cards read them in Spanish', () => {
    expect(plans['Básico']!.limits).toEqual({ ...NONE, max_products: 50 });
    expect(plans['Profesional']!.limits).toMatchObject({ max_products: 500, offers: true, coupons: true, wholesale: true, made_to_order: true, referrals: true, featured: false });
    expect(plans['Empresarial']!.limits).toMatchObject({ max_products: null, referrals: true, featured: true, max_staff: 10 });
    expect(planLimitLines(plans['Básico']!.limits)).toEqual([tplan('lines.products', { max: 50 })]);
    expect(planLimitLines(plans['Empresarial']!.limits)).toEqual([
      tplan('lines.productsUnlimited'),
      tplan('lines.offers'),
      tplan('lines.coupons'),
      tplan('lines.wholesale'),
      tplan('lines.made_to_order'),
      tplan('lines.referrals'),
      tplan('lines.featured'),
      tplan('lines.staff', { max: 10 }),
    ]);
  });

  it('refuses limits that are not counts, with a Spanish message, and changes nothing', async () => {
    const url = `/api/admin/storePlans/${plans['Mini']!.plan_id}`;
    for (const limits of [{ ...NONE, max_products: -1 }, { ...NONE, max_staff: 1.5 }, { ...NONE, offers: 'sí' }, { ...NONE, extra: true }]) {
      const response = await admin.send('PATCH', url, { limits });
      expect(response.statusCode, JSON.stringify(limits)).toBe(400);
      expect(response.json().message).toMatch(/\S/);
    }
    expect((await app.inject('/api/admin/storePlans')).json<StorePlan[]>().find((plan) => plan.name === 'Mini')!.limits).toEqual(NONE);
  });
});

describe('features by plan', () => {
  const offer = () => ({ special_offer: { enabled: true, tmp_price: 20_000, start_date: isoIn(-1), end_date: isoIn(10) } });
  const cases: [string, () => object, string, string][] = [
    ['an offer', offer, 'offers', 'Profesional'],
    ['wholesale tiers', () => ({ wholesale_prices: [{ min_quantity: 10, price_per_unit: 20_000 }] }), 'wholesale', 'Profesional'],
    ['made to order', () => ({ availability: { start_date: inDays(2), end_date: inDays(30), minimum_reservation_days: 2 } }), 'made_to_order', 'Profesional'],
    ['a referral commission', () => ({ referral_commission_percent: 5 }), 'referrals', 'Profesional'],
  ];

  for (const [label, body, feature, better] of cases) {
    it(`refuses ${label} on Básico with 403 naming the ${better} plan, on create and on change, and accepts it on ${better}`, async () => {
      const basic = await sellerOn('Básico');
      const message = tp('plan.featureUpgrade', { plan: 'Básico', feature: tplan(`names.${feature as 'offers'}`), better });
      const refused = await createProduct(basic, body());
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json().message).toBe(message);
      expect(await productCount(basic.storeId)).toBe(0);

      const plain = (await createProduct(basic)).json<PanelProduct>();
      const change = await basic.client.send('PATCH', `${basic.base}/products/${plain.product_id}`, body());
      expect(change.statusCode, change.body).toBe(403);
      expect(change.json().message).toBe(message);
      expect((await basic.client.get(`${basic.base}/products/${plain.product_id}`)).json<PanelProduct>()).toEqual(plain);

      const allowed = await sellerOn(better);
      expect((await createProduct(allowed, body())).statusCode).toBe(201);
    });
  }

  it('refuses a coupon on Básico with 403 naming Profesional, and accepts it there', async () => {
    const basic = await sellerOn('Básico');
    const refused = await basic.client.send('POST', `${basic.base}/coupons`, { code: 'VERANO', discount_percent: 10 });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().message).toBe(tp('plan.featureUpgrade', { plan: 'Básico', feature: tplan('names.coupons'), better: 'Profesional' }));
    expect((await app.deps.db.execute(sql`select 1 from coupons where store_id = ${basic.storeId}`)).rows).toEqual([]);
    const pro = await sellerOn('Profesional');
    expect((await pro.client.send('POST', `${pro.base}/coupons`, { code: 'VERANO', discount_percent: 10 })).statusCode).toBe(201);
  });

  it('lets a smaller plan keep what was set before: an edit of other fields goes through, turning it off too', async () => {
    const pro = await sellerOn('Profesional');
    const tiers = { wholesale_prices: [{ min_quantity: 10, price_per_unit: 20_000 }] };
    const product = (await createProduct(pro, tiers)).json<PanelProduct>();
    await changePlan(pro.storeId, 'Básico');
    const url = `${pro.base}/products/${product.product_id}`;
    const renamed = await pro.client.send('PATCH', url, { ...tiers, name: 'Otro nombre' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const more = await pro.client.send('PATCH', url, { wholesale_prices: [{ min_quantity: 5, price_per_unit: 21_000 }] });
    expect(more.statusCode).toBe(403);
    expect((await pro.client.send('PATCH', url, { wholesale_prices: [] })).statusCode).toBe(200);
  });
});

describe('the product limit', () => {
  it('refuses the product beyond the limit with 403 naming the plan that allows it; a hidden one goes in, and cannot be shown', async () => {
    const seller = await sellerOn('Mini');
    for (let i = 0; i < 3; i++) expect((await createProduct(seller, { name: `Producto ${i}` })).statusCode).toBe(201);
    const refused = await createProduct(seller);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      tp('plan.productLimitUpgrade', { plan: 'Mini', max: 3, better: 'Básico', allowance: tp('plan.allowanceMax', { max: 50 }) }),
    );
    expect(await productCount(seller.storeId)).toBe(3);
    const hidden = await createProduct(seller, { visible: false });
    expect(hidden.statusCode).toBe(201);
    const id = hidden.json<PanelProduct>().product_id;
    const show = await seller.client.send('PATCH', `${seller.base}/products/${id}`, { visible: true });
    expect(show.statusCode, show.body).toBe(403);
    expect((await shown(seller.storeId)).filter((row) => !row.hidden)).toHaveLength(3);
    // Hiding one makes room for another.
    const first = (await shown(seller.storeId))[0]!.id;
    expect((await seller.client.send('PATCH', `${seller.base}/products/${first}`, { visible: false })).statusCode).toBe(200);
    expect((await seller.client.send('PATCH', `${seller.base}/products/${id}`, { visible: true })).statusCode).toBe(200);
  });

  it('of five creations at once for the last slot, lets exactly one through', async () => {
    const seller = await sellerOn('Mini');
    for (let i = 0; i < 2; i++) expect((await createProduct(seller, { name: `Producto ${i}` })).statusCode).toBe(201);
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => createProduct(seller, { name: `Carrera ${i}` })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 403, 403, 403, 403]);
    expect((await shown(seller.storeId)).filter((row) => !row.hidden)).toHaveLength(3);
  });

  it("gives no way around it through another store: another owner's path is 404, and the owner's other store has its own count", async () => {
    const seller = await sellerOn('Mini');
    for (let i = 0; i < 3; i++) expect((await createProduct(seller, { name: `Producto ${i}` })).statusCode).toBe(201);
    const other = await sellerOn('Empresarial');
    const hidden = (await createProduct(seller, { visible: false })).json<PanelProduct>();
    // The other store's owner, on a plan without a limit, cannot write into this store.
    expect((await other.client.send('POST', `${seller.base}/products`, retail(ids))).statusCode).toBe(404);
    expect((await other.client.send('PATCH', `${seller.base}/products/${hidden.product_id}`, { visible: true })).statusCode).toBe(404);
    expect((await other.client.send('PATCH', `${other.base}/products/${hidden.product_id}`, { visible: true })).statusCode).toBe(404);
    expect((await shown(seller.storeId)).filter((row) => !row.hidden)).toHaveLength(3);
    // A second store of the same owner on the same plan: its own three.
    const { rows } = await app.deps.db.execute<{ id: number }>(sql`
      insert into stores (owner_id, name, slug, category_id, plan_id) values (${seller.userId}, 'Segunda', ${`segunda-${Date.now()}`},
        ${ids.category}, ${plans['Mini']!.plan_id}) returning id`);
    const second = { ...seller, storeId: Number(rows[0]!.id), base: `/api/store_admin/stores/${rows[0]!.id}` };
    expect((await createProduct(second)).statusCode).toBe(201);
    expect((await createProduct(seller)).statusCode).toBe(403);
  });
});

describe('a plan change', () => {
  it('hides the products beyond a smaller plan, pauses its offers, refuses its coupons at checkout, and a larger plan restores exactly that', async () => {
    const seller = await sellerOn('Profesional');
    const made: PanelProduct[] = [];
    for (let i = 0; i < 5; i++) made.push((await createProduct(seller, { name: `Producto ${i}`, stock: 100 })).json<PanelProduct>());
    const ownHidden = (await createProduct(seller, { name: 'Guardado', visible: false })).json<PanelProduct>();
    const onOffer = made[0]!;
    await seller.client.send('PATCH', `${seller.base}/products/${onOffer.product_id}`, {
      special_offer: { enabled: true, tmp_price: 20_000, start_date: isoIn(-1), end_date: isoIn(10) },
    });
    // The best seller stays in sight.
    await app.deps.db.execute(sql`update products set sold_count = 50 where id = ${made[4]!.product_id}`);
    expect((await seller.client.send('POST', `${seller.base}/coupons`, { code: 'PLANES', discount_percent: 10 })).statusCode).toBe(201);
    const before = await shown(seller.storeId);

    await changePlan(seller.storeId, 'Mini');
    const after = await shown(seller.storeId);
    expect(after).toHaveLength(before.length);
    expect(after.filter((row) => !row.hidden)).toHaveLength(3);
    expect(after.filter((row) => row.plan_hidden)).toHaveLength(2);
    expect(after.find((row) => row.id === made[4]!.product_id)!.hidden).toBe(false);
    expect(after.find((row) => row.id === ownHidden.product_id)).toMatchObject({ hidden: true, plan_hidden: false });
    expect(after.find((row) => row.id === onOffer.product_id)!.offer_enabled).toBe(false);
    for (const row of after.filter((product) => product.plan_hidden))
      expect((await app.inject(`/api/market/products/${row.id}`)).statusCode).toBe(404);
    const listed = (await seller.client.get(`${seller.base}/products`)).json<{ results: PanelProduct[] }>().results;
    expect(listed.filter((product) => product.hidden_by_plan)).toHaveLength(2);
    expect(listed.find((product) => product.product_id === onOffer.product_id)!.offer_paused_by_plan).toBe(true);

    // The seller is told what the plan holds back and why.
    const owned = (await seller.client.get('/api/store_admin/stores')).json<{ store_id: number; plan_notices: string[] }[]>();
    expect(owned.find((store) => store.store_id === seller.storeId)!.plan_notices).toEqual([
      tp('plan.hiddenNotice', { plan: 'Mini', max: 3, count: 2 }),
      tp('plan.pausedOffersNotice', { plan: 'Mini' }),
      tp('plan.couponsNotice', { plan: 'Mini' }),
    ]);

    // Shoppers: the coupon is refused with the reason, at validation and at checkout.
    const customer = (await signedInUser(app, 'customer')).client;
    const validation = await customer.get(`/api/market/customer/coupons/PLANES/validate/${seller.storeId}`);
    expect(validation.statusCode).toBe(400);
    expect(validation.json().message).toBe(t('orders.couponNotAccepted'));
    await app.deps.db.execute(sql`insert into payment_methods (store_id, name, kind, phone) values (${seller.storeId}, 'WhatsApp', 'whatsapp', '+53 5 111 2233')`);
    const method = (await app.deps.db.execute<{ id: number }>(sql`select id from payment_methods where store_id = ${seller.storeId}`)).rows[0]!.id;
    const visibleId = after.find((row) => !row.hidden)!.id;
    const order = await customer.send('POST', '/api/market/orders', {
      store_id: seller.storeId,
      payment_method_id: method,
      applied_coupon_code: 'PLANES',
      items: [{ product_id: visibleId, quantity: 1 }],
    });
    expect(order.statusCode).toBe(400);
    expect(order.json().message).toBe(t('orders.couponNotAccepted'));

    await changePlan(seller.storeId, 'Profesional');
    expect(await shown(seller.storeId)).toEqual(before);
    expect((await customer.get(`/api/market/customer/coupons/PLANES/validate/${seller.storeId}`)).statusCode).toBe(200);
    const notices = (await seller.client.get('/api/store_admin/stores')).json<{ store_id: number; plan_notices: string[] }[]>();
    expect(notices.find((store) => store.store_id === seller.storeId)!.plan_notices).toEqual([]);
  });

  it("fits every store of a plan when the operator changes the plan's limits", async () => {
    const seller = await sellerOn('Básico');
    for (let i = 0; i < 3; i++) expect((await createProduct(seller, { name: `Producto ${i}` })).statusCode).toBe(201);
    const { rows } = await app.deps.db.execute<{ id: number }>(sql`
      insert into store_plans (name, description, price_monthly, position, max_products) values ('Temporal', 'Para probar.', 500, 9, 3) returning id`);
    const planId = Number(rows[0]!.id);
    plans['Temporal'] = { plan_id: planId } as StorePlan;
    await changePlan(seller.storeId, 'Temporal');
    const lower = await admin.send('PATCH', `/api/admin/storePlans/${planId}`, { limits: { ...NONE, max_products: 1 } });
    expect(lower.statusCode, lower.body).toBe(200);
    expect((await shown(seller.storeId)).filter((row) => row.plan_hidden)).toHaveLength(2);
    const raise = await admin.send('PATCH', `/api/admin/storePlans/${planId}`, { limits: { ...NONE, max_products: null } });
    expect(raise.statusCode, raise.body).toBe(200);
    expect((await shown(seller.storeId)).filter((row) => row.hidden)).toHaveLength(0);
  });
});

describe('stores that no plan change fitted', () => {
  it('are fitted by the background job (limits that came with an upgrade of Plaza), once, and the others are left alone', async () => {
    const over = await sellerOn('Profesional');
    const fitting = await sellerOn('Profesional');
    for (let i = 0; i < 4; i++) expect((await createProduct(over, { name: `Producto ${i}` })).statusCode).toBe(201);
    expect((await createProduct(fitting, { name: 'Único' })).statusCode).toBe(201);
    const onOffer = (await createProduct(over, { name: 'En oferta' })).json<PanelProduct>();
    await over.client.send('PATCH', `${over.base}/products/${onOffer.product_id}`, {
      special_offer: { enabled: true, tmp_price: 20_000, start_date: isoIn(-1), end_date: isoIn(10) },
    });
    // As a migration moves them: straight onto a plan of 3 without offers, no plan change run.
    await app.deps.db.execute(sql`update stores set plan_id = ${plans['Mini']!.plan_id} where id in (${over.storeId}, ${fitting.storeId})`);
    const fittingBefore = await shown(fitting.storeId);

    expect(await fitStoresOverPlan(app.deps.db)).toBeGreaterThanOrEqual(1);
    const after = await shown(over.storeId);
    expect(after).toHaveLength(5);
    expect(after.filter((row) => !row.hidden)).toHaveLength(3);
    expect(after.filter((row) => row.plan_hidden)).toHaveLength(2);
    expect(after.every((row) => !row.offer_enabled)).toBe(true);
    expect(await shown(fitting.storeId)).toEqual(fittingBefore);
    // Run again (another process, the next round): nothing is over its plan any more.
    expect(await fitStoresOverPlan(app.deps.db)).toBe(0);
    expect(await shown(over.storeId)).toEqual(after);
  });
});

describe.skipIf(!onPostgres)('the plan lock and the store row', () => {
  it('are taken in one order by a payment that changes the plan and a product write, so the two never deadlock', { timeout: 30_000 }, async () => {
    const seller = await sellerOn('Profesional');
    const other = await openPostgres(app.databaseUrl!, 2);
    const db = other.db;
    try {
      // Due three days ago, with a plan change asked for that period: the payment applies it (a plan change, under the plan lock).
      await db.execute(sql`update stores set billing_period = 'monthly', paid_through = current_date - 3,
        pending_plan_id = ${plans['Profesional']!.plan_id}, pending_billing_period = 'monthly', pending_from = current_date - 3
        where id = ${seller.storeId}`);
      let payment: ReturnType<Client['send']> | undefined;
      // A product write of the seller's, mid-way: it holds the plan lock and is about to read the store's row.
      await db.transaction(async (writer) => {
        await takePlanLock(writer, seller.storeId);
        payment = admin.send('POST', `/api/admin/stores/${seller.storeId}/payments`, {
          amount: plans['Profesional']!.price,
          method: 'cash',
          reference: `LOCK-${seller.storeId}`,
        });
        // The payment waits for the plan lock before it locks the row: the writer's foreign-key read goes through.
        await new Promise((resolve) => setTimeout(resolve, 300));
        const { rows } = await writer.execute(sql`select 1 from stores where id = ${seller.storeId} for key share nowait`);
        expect(rows).toHaveLength(1);
      });
      const paid = await payment!;
      expect(paid.statusCode, paid.body).toBe(201);
    } finally {
      await other.close();
    }
  });
});
