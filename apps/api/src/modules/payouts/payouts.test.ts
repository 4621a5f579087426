import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketDay } from '@plaza/domain/dates';
import { tp } from '@plaza/domain/messages/es-panel';
import { tpay } from '@plaza/domain/messages/es-payouts';
import type { AdminBalancePage, LedgerBalance, MyPayouts, PayoutPage, ReferrerBalancePage } from '@plaza/domain/schemas/payout';
import { buildTestApp, type Client, type TestApp } from '../../test/app';
import { panelWorld, signedInAs, type PanelWorld } from '../store-admin/panel-world';

let app: TestApp;
let world: PanelWorld;
let admin: Client;
let buyers: Client[];
let referrer: Awaited<ReturnType<typeof signedInAs>>;

const DAY = 86_400_000;
const base = (store = world.storeA) => `/api/store_admin/stores/${store}/payouts`;
const today = () => marketDay(new Date());
const daysAgo = (days: number) => marketDay(new Date(Date.now() - days * DAY));

let orderCount = 0;
async function referredOrder(productId: number, quantity: number, slug: string) {
  const client = buyers[orderCount++ % buyers.length]!;
  const response = await client.send('POST', '/api/market/orders', {
    store_id: world.storeA, payment_method_id: world.whatsappMethod, items: [{ product_id: productId, quantity }], ref_slug: slug,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ order_id: string }>().order_id;
}
const transition = async (orderId: string, status: 'paid' | 'cancelled') =>
  expect((await world.seller.send('PATCH', `/api/store_admin/stores/${world.storeA}/orders/${orderId}`, { status })).statusCode).toBe(200);

const pay = (body: Record<string, unknown>, client = world.seller, store = world.storeA) =>
  client.send('POST', base(store), { referrer_id: referrer.id, currency: 'CUP', method: 'transfer', ...body });

/** The referrer's balances as each of the three faces answers them, keyed by currency. */
async function threeViews(userId = referrer.id) {
  const seller = (await world.seller.get(`${base()}/balances?page_size=100`)).json<ReferrerBalancePage>();
  const own = (await referrer.client.get('/api/user/referrals/payouts')).json<MyPayouts>();
  const console = (await admin.get(`/api/admin/payouts/balances?store_id=${world.storeA}&page_size=100`)).json<AdminBalancePage>();
  const pick = (balances: LedgerBalance[] | undefined) => Object.fromEntries((balances ?? []).map((b) => [b.currency, b]));
  return {
    seller: pick(seller.results.find((row) => row.referrer.user_id === userId)?.balances),
    referrer: pick(own.balances.filter((row) => row.store_id === world.storeA).map(({ store_id: _s, store_name: _n, ...balance }) => balance)),
    console: pick(console.results.find((row) => row.referrer.user_id === userId)?.balances),
  };
}
async function expectEverywhere(expected: Record<string, Partial<LedgerBalance>>) {
  const views = await threeViews();
  for (const view of [views.seller, views.referrer, views.console]) {
    expect(Object.keys(view).sort()).toEqual(Object.keys(expected).sort());
    for (const [currency, balance] of Object.entries(expected)) expect(view[currency]).toMatchObject({ currency, ...balance });
  }
  return views.seller;
}

type StatementRow = Record<string, string>;
async function statement(from: string, to: string, client = world.seller, url = `${base()}/statement.csv`) {
  const response = await client.get(`${url}${url.includes('?') ? '&' : '?'}from=${from}&to=${to}`);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toContain('text/csv');
  return parse(response.body, { columns: true, bom: true }) as StatementRow[];
}
const col = (name: Parameters<typeof tpay>[0]) => tpay(name);
const cents = (text: string) => Math.round(Number(text) * 100);
/** Per currency of the referrer: opening, the sum of the entries, and closing; each row's running balance checked on the way. */
function summarise(rows: StatementRow[], email = referrer.email) {
  const result: Record<string, { opening: number; moved: number; closing: number; entries: string[] }> = {};
  for (const row of rows.filter((r) => r[col('statement.email')] === email)) {
    const currency = row[col('statement.currency')]!;
    const entry = row[col('statement.entry')]!;
    const balance = cents(row[col('statement.balance')]!);
    if (entry === col('statement.opening')) result[currency] = { opening: balance, moved: 0, closing: NaN, entries: [] };
    else if (entry === col('statement.closing')) result[currency]!.closing = balance;
    else {
      const group = result[currency]!;
      group.moved += cents(row[col('statement.amount')]!);
      group.entries.push(entry);
      expect(balance).toBe(group.opening + group.moved);
    }
  }
  return result;
}

beforeAll(async () => {
  app = await buildTestApp({}, { seed: 'reference' });
  world = await panelWorld(app);
  const [operator, ref, ...shoppers] = await Promise.all([1, 2, 3, 4, 5].map((n) => signedInAs(app, n === 1 ? 'admin' : 'customer')));
  admin = operator!.client;
  referrer = ref!;
  buyers = shoppers.map((s) => s.client);
  await app.deps.db.execute(sql`update products set stock = 100000, referral_commission_bp = 1000 where id in (${world.products.cup}, ${world.products.usd})`);
  await app.deps.db.execute(sql`
    insert into referral_links (user_id, product_id, slug) values (${referrer.id}, ${world.products.cup}, 'pay-cafe'), (${referrer.id}, ${world.products.usd}, 'pay-auri')`);
}, 60_000);
afterAll(() => app?.cleanup());

describe('payouts to referrers', () => {
  let cafeOrder: string;

  it('owe the commissions of paid orders only, per currency, the same in the seller, referrer and console views', async () => {
    cafeOrder = await referredOrder(world.products.cup, 2, 'pay-cafe'); // 10% of 500.00 CUP
    const usdOrder = await referredOrder(world.products.usd, 1, 'pay-auri'); // 10% of 19.99 USD, rounded
    await referredOrder(world.products.cup, 4, 'pay-cafe'); // stays pending: owes nothing yet
    const never = await referredOrder(world.products.cup, 1, 'pay-cafe');
    await transition(never, 'cancelled'); // cancelled unpaid: never booked
    expect((await referrer.client.get('/api/user/referrals/payouts')).json<MyPayouts>().balances).toEqual([]);
    await transition(cafeOrder, 'paid');
    await transition(usdOrder, 'paid');
    await expectEverywhere({ CUP: { earned: 5_000, paid: 0, balance: 5_000 }, USD: { earned: 200, paid: 0, balance: 200 } });
  });

  it('records a payout within the balance, lists it to the seller and to the referrer, and audits it', async () => {
    const response = await pay({ amount: 3_000, method: 'transfermovil', reference: ' TM-0001 ' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      message: tp('payoutsApi.recorded'),
      payout: { amount: 3_000, currency: 'CUP', method: 'transfermovil', reference: 'TM-0001', store: { store_id: world.storeA } },
      balance: { currency: 'CUP', earned: 5_000, paid: 3_000, balance: 2_000 },
    });
    await expectEverywhere({ CUP: { earned: 5_000, paid: 3_000, balance: 2_000 }, USD: { balance: 200 } });
    const listed = (await world.seller.get(`${base()}?referrer_id=${referrer.id}`)).json<PayoutPage>();
    expect(listed.results.map((p) => p.reference)).toEqual(['TM-0001']);
    expect((await referrer.client.get('/api/user/referrals/payouts')).json<MyPayouts>().payouts).toEqual([
      expect.objectContaining({ amount: 3_000, currency: 'CUP', reference: 'TM-0001', store: { store_id: world.storeA, name: 'Tienda Alfa' } }),
    ]);
    const { rows } = await app.deps.db.execute<{ actor_role: string; store_id: number }>(sql`
      select actor_role, store_id from audit_log where kind = 'store_payouts.insert'`);
    expect(rows).toEqual([{ actor_role: 'seller', store_id: world.storeA }]);
  });

  it('refuses, changing nothing: a retry of the same reference (409), more than owed, nothing owed, bad input, another store', async () => {
    const retry = await pay({ amount: 3_000, reference: 'TM-0001' });
    expect(retry.statusCode).toBe(409);
    expect(retry.json()).toEqual({ success: false, message: tp('payoutsApi.duplicateReference', { reference: 'TM-0001' }) });
    const over = await pay({ amount: 2_001, reference: 'TR-2' });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(tp('payoutsApi.overBalance', { currency: 'CUP', balance: '20.00 CUP' }));
    const usd = await pay({ amount: 201, currency: 'USD', reference: 'TR-3' });
    expect(usd.json().message).toBe(tp('payoutsApi.overBalance', { currency: 'USD', balance: '2.00 USD' }));
    const eur = await pay({ amount: 1, currency: 'EUR', reference: 'TR-4' });
    expect([eur.statusCode, eur.json().message]).toEqual([409, tp('payoutsApi.nothingOwed', { currency: 'EUR' })]);
    const bogus = await pay({ amount: 1, currency: 'XYZ', reference: 'TR-5' });
    expect([bogus.statusCode, bogus.json().message]).toEqual([400, tp('payoutsApi.unknownCurrency')]);
    for (const [body, message] of [
      [{ amount: 0, reference: 'x' }, tp('payoutsApi.badAmount')],
      [{ amount: -5, reference: 'x' }, tp('payoutsApi.badAmount')],
      [{ amount: 1.5, reference: 'x' }, tp('payoutsApi.badAmount')],
      [{ amount: 1, reference: '   ' }, tp('payoutsApi.referenceRequired')],
      [{ amount: 1, reference: 'x', method: 'bitcoin' }, tp('payoutsApi.badMethod')],
      [{ amount: 1, reference: 'x', referrer_id: 'nadie' }, tp('payoutsApi.badReferrer')],
    ] as const) {
      const refused = await pay(body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json()).toEqual({ success: false, message });
    }
    const stranger = await pay({ amount: 1, reference: 'x', referrer_id: randomUUID() });
    expect([stranger.statusCode, stranger.json().message]).toEqual([404, tp('payoutsApi.referrerNotFound')]);
    // Another seller: not their store (404), and the referrer has nothing in theirs.
    expect((await pay({ amount: 1, reference: 'x' }, world.otherSeller)).statusCode).toBe(404);
    const theirs = await pay({ amount: 1, reference: 'x' }, world.otherSeller, world.storeB);
    expect([theirs.statusCode, theirs.json().message]).toEqual([404, tp('payoutsApi.referrerNotFound')]);
    expect((await world.otherSeller.get(`${base()}/balances`)).statusCode).toBe(404);
    expect((await world.otherSeller.get(`${base()}/statement.csv?from=${today()}&to=${today()}`)).statusCode).toBe(404);
    expect((await referrer.client.send('POST', base(), { referrer_id: referrer.id, amount: 1, currency: 'CUP', method: 'cash', reference: 'y' })).statusCode).toBe(403);
    await expectEverywhere({ CUP: { paid: 3_000, balance: 2_000 }, USD: { balance: 200 } });
  });

  it('never overdraws with payouts at once: of five 10.00 CUP payouts against 20.00, two are recorded', async () => {
    const answers = await Promise.all([1, 2, 3, 4, 5].map((n) => pay({ amount: 1_000, method: 'cash', reference: `RACE-${n}` })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 409, 409, 409]);
    // The same reference twice at once: one payout.
    await referredOrder(world.products.cup, 1, 'pay-cafe').then((id) => transition(id, 'paid')); // +25.00 CUP
    const twice = await Promise.all([1, 2].map(() => pay({ amount: 500, reference: 'SAME' })));
    expect(twice.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    await expectEverywhere({ CUP: { earned: 7_500, paid: 5_500, balance: 2_000 }, USD: { balance: 200 } });
  });

  it('shows a negative balance when a paid order is cancelled after its commission was paid out', async () => {
    expect((await pay({ amount: 2_000, reference: 'ALL' })).statusCode).toBe(201);
    await transition(cafeOrder, 'cancelled'); // reverses 50.00 CUP already paid
    await expectEverywhere({ CUP: { earned: 2_500, paid: 7_500, balance: -5_000 }, USD: { balance: 200 } });
    const nothing = await pay({ amount: 1, reference: 'NEG' });
    expect([nothing.statusCode, nothing.json().message]).toEqual([409, tp('payoutsApi.nothingOwed', { currency: 'CUP' })]);
  });

  it('keeps the commissions booked when the referrer deletes the link', async () => {
    const { rows } = await app.deps.db.execute<{ id: number }>(sql`select id from referral_links where slug = 'pay-auri'`);
    expect((await referrer.client.send('DELETE', `/api/user/referrals/${rows[0]!.id}`)).statusCode).toBe(200);
    await expectEverywhere({ CUP: { balance: -5_000 }, USD: { earned: 200, balance: 200 } });
  });

  it("writes a statement whose closing balances are the screens' to the cent, and whose opening is the day before's", async () => {
    const views = await threeViews();
    const rows = await statement(daysAgo(30), today());
    const summary = summarise(rows);
    for (const currency of ['CUP', 'USD']) {
      expect(summary[currency]!.opening).toBe(0);
      expect(summary[currency]!.closing).toBe(views.seller[currency]!.balance);
      expect(summary[currency]!.opening + summary[currency]!.moved).toBe(summary[currency]!.closing);
    }
    expect(summary.CUP!.entries).toEqual(expect.arrayContaining([col('statement.booked'), col('statement.reversed'), col('statement.payout')]));
    // Move the first commission and payout back in time: a period after them opens with them.
    await app.deps.db.execute(sql`update orders set paid_at = now() - interval '10 days' where id = ${cafeOrder}`);
    await app.deps.db.execute(sql`update store_payouts set created_at = now() - interval '9 days' where reference = 'TM-0001'`);
    const later = summarise(await statement(daysAgo(5), today()));
    expect(later.CUP!.opening).toBe(5_000 - 3_000);
    expect(later.CUP!.closing).toBe(views.seller.CUP!.balance);
    const earlier = summarise(await statement(daysAgo(12), daysAgo(8)));
    expect(earlier.CUP).toMatchObject({ opening: 0, moved: 2_000, closing: 2_000, entries: [col('statement.booked'), col('statement.payout')] });
    // The console's statement, of every store or of this one, says the same of this referrer.
    expect(summarise(await statement(daysAgo(5), today(), admin, '/api/admin/payouts/statement.csv'))).toEqual(later);
    expect(summarise(await statement(daysAgo(5), today(), admin, `/api/admin/payouts/statement.csv?store_id=${world.storeA}`))).toEqual(later);
  });

  it('refuses a period that ends before it starts, and the console to anyone but an operator', async () => {
    const backwards = await world.seller.get(`${base()}/statement.csv?from=${today()}&to=${daysAgo(1)}`);
    expect([backwards.statusCode, backwards.json().message]).toEqual([400, tp('payoutsApi.badPeriod')]);
    expect((await world.seller.get(`${base()}/statement.csv?from=2026-02-30&to=2026-03-01`)).statusCode).toBe(400);
    expect((await world.seller.get('/api/admin/payouts/balances')).statusCode).toBe(403);
    expect((await referrer.client.get(`/api/admin/payouts/statement.csv?from=${today()}&to=${today()}`)).statusCode).toBe(403);
    expect((await app.inject('/api/user/referrals/payouts')).statusCode).toBe(401);
  });
});
