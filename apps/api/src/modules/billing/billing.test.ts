import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addPeriod, periodPrice } from '@plaza/domain/billing';
import { calendarLongDate, marketDayStart } from '@plaza/domain/dates';
import { ta } from '@plaza/domain/messages/es-admin';
import { t as mailText } from '@plaza/domain/messages/es-mail';
import { tp } from '@plaza/domain/messages/es-panel';
import { t } from '@plaza/domain/messages/es-server';
import { formatPrice } from '@plaza/domain/money';
import type { StoreBilling } from '@plaza/domain/schemas/billing';
import { buildTestApp, type Client, type TestApp } from '../../test/app';
import { signedInAs } from '../store-admin/panel-world';
import { runBilling } from './billing-job';

/*
 * Plan billing paid off the platform (issue 42, point 2) through the API, on a test clock: the
 * billing job and every route read it, so a month passes by moving it, never by waiting.
 */

let app: TestApp;
let admin: Client;
let seller: Client;
let sellerEmail: string;
let otherSeller: Client;
let customer: Client;
const plans = { basic: 0, pro: 0 };
const stores = { a: 0, b: 0 };
/** The test clock: noon in Havana of the day it is set to. */
let now = marketDayStart('2026-03-10');
const setDay = (day: string) => {
  now = new Date(marketDayStart(day).getTime() + 12 * 3_600_000);
};
const job = () => runBilling(app.deps.db, { now, graceDays: app.config.billingGraceDays, publicUrl: app.config.publicUrl });
const payments = (storeId: number) => `/api/admin/stores/${storeId}/payments`;
const billingOf = async (client: Client, storeId: number, face: 'admin' | 'store_admin' = 'admin') => {
  const response = await client.get(`/api/${face}/stores/${storeId}/billing`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<StoreBilling>();
};
const mailTo = async (email: string) => {
  await app.flushMail();
  return app.sent.filter((mail) => mail.to === email).map((mail) => mail.subject);
};
const BASIC = 999;

beforeAll(async () => {
  app = await buildTestApp({}, { seed: 'reference', clock: () => now });
  const db = app.deps.db;
  const [a, s, o, c] = await Promise.all([signedInAs(app, 'admin'), signedInAs(app, 'seller'), signedInAs(app, 'seller'), signedInAs(app, 'customer')]);
  admin = a.client;
  seller = s.client;
  sellerEmail = s.email;
  otherSeller = o.client;
  customer = c.client;
  const { rows: planRows } = await db.execute<{ id: number; name: string }>(sql`select id, name from store_plans`);
  plans.basic = planRows.find((p) => p.name === 'Básico')!.id;
  plans.pro = planRows.find((p) => p.name === 'Profesional')!.id;
  const { rows } = await db.execute<{ id: number; slug: string }>(sql`
    insert into stores (owner_id, name, slug, category_id, plan_id, billing_period, paid_through) values
      (${s.id}, 'Tienda Cobro', 'tienda-cobro', (select min(id) from categories), ${plans.basic}, 'monthly', '2026-03-10'),
      (${o.id}, 'Tienda Vecina', 'tienda-vecina', (select min(id) from categories), ${plans.pro}, 'yearly', '2026-03-10')
    returning id, slug`);
  stores.a = rows.find((row) => row.slug === 'tienda-cobro')!.id;
  stores.b = rows.find((row) => row.slug === 'tienda-vecina')!.id;
  await db.execute(sql`insert into payment_methods (store_id, name, kind, phone) values (${stores.a}, 'WhatsApp', 'whatsapp', '+5355555555')`);
});

afterAll(async () => {
  await app?.cleanup();
});

/** Each test starts from store A due today (10 March), monthly on Básico, with no payment, request, notice or stop. */
beforeEach(async () => {
  setDay('2026-03-10');
  const db = app.deps.db;
  await db.execute(sql`delete from store_payments`);
  await db.execute(sql`delete from billing_notices`);
  await db.execute(sql`
    update stores set paid_through = '2026-03-10', billing_stopped = null, billing_stopped_at = null, pending_plan_id = null,
      pending_billing_period = null, pending_cancel = false, pending_from = null,
      plan_id = case when id = ${stores.a} then ${plans.basic}::int else ${plans.pro}::int end,
      billing_period = case when id = ${stores.a} then 'monthly' else 'yearly' end`);
  await app.flushMail();
  app.sent.length = 0;
});

describe('recording a payment', () => {
  it('moves paid_through by one period, lists the payment in both views and mails the receipt', async () => {
    const response = await admin.send('POST', payments(stores.a), { amount: BASIC, method: 'transfermovil', reference: 'TM-0001' });
    expect(response.statusCode, response.body).toBe(201);
    const billing = response.json<StoreBilling>();
    expect(billing).toMatchObject({ plan: { id: plans.basic, name: 'Básico', price_monthly: BASIC }, period: 'monthly', paid_through: '2026-04-10', state: 'paid', currency: 'USD' });
    expect(billing.payments).toEqual([
      expect.objectContaining({ amount: BASIC, currency: 'USD', method: 'transfermovil', reference: 'TM-0001', period_from: '2026-03-10', period_to: '2026-04-10' }),
    ]);
    expect(await billingOf(seller, stores.a, 'store_admin')).toEqual(billing);
    expect(await mailTo(sellerEmail)).toEqual([mailText('billingMail.receiptSubject', { store: 'Tienda Cobro' })]);
    const receipt = app.sent.find((mail) => mail.to === sellerEmail)!;
    expect(receipt.text).toContain(formatPrice(BASIC, 'USD'));
    expect(receipt.text).toContain('TM-0001');
    // The operator's write is in the audit log, as every console write.
    const { rows } = await app.deps.db.execute(sql`select 1 from audit_log where kind = 'store_payments.insert' and store_id = ${stores.a}`);
    expect(rows).toHaveLength(1);
  });

  it('charges a yearly store 12 months less 5 % and moves it by a year', async () => {
    const yearly = periodPrice(2499, 'yearly');
    const wrong = await admin.send('POST', payments(stores.b), { amount: 2499 * 12, method: 'transfer', reference: 'BANCO-77' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      success: false,
      message: ta('billing.wrongAmount', { period: 'anual (5% de descuento)', plan: 'Profesional', expected: formatPrice(yearly, 'USD') }),
    });
    const paid = await admin.send('POST', payments(stores.b), { amount: yearly, method: 'transfer', reference: 'BANCO-77' });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json<StoreBilling>().paid_through).toBe('2027-03-10');
  });

  it('refuses a wrong amount, bad input, another role and an unknown store, changing nothing', async () => {
    const cases: [Client, number, unknown, number][] = [
      [admin, stores.a, { amount: BASIC + 1, method: 'cash', reference: 'R1' }, 400],
      [admin, stores.a, { amount: 9.99, method: 'cash', reference: 'R1' }, 400],
      [admin, stores.a, { amount: -BASIC, method: 'cash', reference: 'R1' }, 400],
      [admin, stores.a, { amount: BASIC, method: 'paypal', reference: 'R1' }, 400],
      [admin, stores.a, { amount: BASIC, method: 'cash', reference: '   ' }, 400],
      [admin, stores.a, { amount: BASIC, method: 'cash', reference: 'x'.repeat(101) }, 400],
      [admin, stores.a, { amount: BASIC, method: 'cash', reference: 'R1', paid_through: '2030-01-01' }, 400],
      [admin, 999_999, { amount: BASIC, method: 'cash', reference: 'R1' }, 404],
      [seller, stores.a, { amount: BASIC, method: 'cash', reference: 'R1' }, 403],
      [customer, stores.a, { amount: BASIC, method: 'cash', reference: 'R1' }, 403],
    ];
    for (const [client, storeId, body, status] of cases) {
      const response = await client.send('POST', payments(storeId), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().success).toBe(false);
      expect(response.json().message).toMatch(/[a-záéíóúñ]/i);
    }
    expect((await app.deps.db.execute(sql`select 1 from store_payments`)).rows).toHaveLength(0);
    expect((await billingOf(admin, stores.a)).paid_through).toBe('2026-03-10');
  });

  it('does not move the date twice for a retried payment (the same reference)', async () => {
    const body = { amount: BASIC, method: 'enzona', reference: 'EZ-55' };
    expect((await admin.send('POST', payments(stores.a), body)).statusCode).toBe(201);
    const retry = await admin.send('POST', payments(stores.a), { ...body, reference: 'ez-55' });
    expect(retry.statusCode).toBe(409);
    expect(retry.json().message).toBe(ta('billing.duplicateReference', { reference: 'ez-55' }));
    expect((await billingOf(admin, stores.a)).paid_through).toBe('2026-04-10');
    // The same reference is another store's own business.
    expect((await admin.send('POST', payments(stores.b), { ...body, amount: periodPrice(2499, 'yearly') })).statusCode).toBe(201);
  });

  it('moves the date exactly two periods for two payments at once, and once for the same one sent twice at once', async () => {
    const two = await Promise.all(['T-1', 'T-2'].map((reference) => admin.send('POST', payments(stores.a), { amount: BASIC, method: 'transfer', reference })));
    expect(two.map((r) => r.statusCode)).toEqual([201, 201]);
    const billing = await billingOf(admin, stores.a);
    expect(billing.paid_through).toBe('2026-05-10');
    expect(billing.payments.map((p) => [p.period_from, p.period_to]).sort()).toEqual([
      ['2026-03-10', '2026-04-10'],
      ['2026-04-10', '2026-05-10'],
    ]);
    const same = await Promise.all([1, 2, 3].map(() => admin.send('POST', payments(stores.a), { amount: BASIC, method: 'cash', reference: 'RECIBO-9' })));
    expect(same.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect((await billingOf(admin, stores.a)).paid_through).toBe('2026-06-10');
  });

  it('refuses a store without a plan', async () => {
    await app.deps.db.execute(sql`update stores set plan_id = null where id = ${stores.a}`);
    const response = await admin.send('POST', payments(stores.a), { amount: BASIC, method: 'cash', reference: 'SIN-PLAN' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(ta('billing.noPlan'));
  });
});

describe('a store approved from an application', () => {
  it("is due on the test clock's market day, not the database's date, and its grace days run from there", async () => {
    // Late evening in Havana of 9 March: already 10 March on the database server's UTC clock.
    now = new Date(marketDayStart('2026-03-10').getTime() - 3_600_000);
    const { rows } = await app.deps.db.execute<{ id: number }>(sql`
      insert into store_applications (email, name, last_name, accepted_terms_at, store_name, description, plan_id,
        category_id, billing_period, township_id, currency_id)
      values ('nueva-tienda@example.com', 'Ana', 'Gómez', now(), 'Tienda Nueva', 'Ropa.', ${plans.basic},
        (select min(id) from categories), 'monthly', (select min(id) from townships), (select min(id) from currencies))
      returning id`);
    const approved = await admin.send('POST', `/api/admin/storeSolicitudes/${rows[0]!.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    const storeId = approved.json<{ store_id: number }>().store_id;
    expect((await billingOf(admin, storeId)).paid_through).toBe('2026-03-09');
    // The other tests count the job's work on stores A and B alone.
    await app.deps.db.execute(sql`delete from store_applications where store_id = ${storeId}`);
    await app.deps.db.execute(sql`delete from payment_methods where store_id = ${storeId}`);
    await app.deps.db.execute(sql`delete from stores where id = ${storeId}`);
  });
});

describe('the billing job on the test clock', () => {
  it('reminds 7 days and 1 day before, once each even when run twice or at once', async () => {
    setDay('2026-03-01');
    await app.deps.db.execute(sql`update stores set paid_through = '2026-03-10' where id = ${stores.a}`);
    await Promise.all([job(), job()]);
    expect(await mailTo(sellerEmail)).toEqual([]);
    setDay('2026-03-03');
    await Promise.all([job(), job(), job()]);
    await job();
    expect(await mailTo(sellerEmail)).toEqual([mailText('billingMail.reminder7Subject', { store: 'Tienda Cobro' })]);
    setDay('2026-03-09');
    await Promise.all([job(), job()]);
    await job();
    expect(await mailTo(sellerEmail)).toEqual([
      mailText('billingMail.reminder7Subject', { store: 'Tienda Cobro' }),
      mailText('billingMail.reminder1Subject', { store: 'Tienda Cobro' }),
    ]);
    const reminder = app.sent.find((mail) => mail.to === sellerEmail)!;
    expect(reminder.text).toContain(calendarLongDate('2026-03-17'));
    expect(reminder.text).toContain(formatPrice(BASIC, 'USD'));
  });

  it('stops an unpaid store after the grace days (visible, no orders) and takes it back the moment a payment is recorded', async () => {
    const storePage = async () => (await app.inject('/api/market/stores/tienda-cobro')).json().store;
    setDay('2026-03-16');
    await job();
    expect((await billingOf(admin, stores.a)).state).toBe('grace');
    expect((await customer.get(`/api/market/paymentMethods/${stores.a}`)).statusCode).toBe(200);

    setDay('2026-03-17');
    const runs = await Promise.all([job(), job()]);
    // Both stores are unpaid since the 10th: each is stopped once, by one of the two runs.
    expect(runs.reduce((n, run) => n + run.stopped, 0)).toBe(2);
    expect((await job()).stopped).toBe(0);
    expect((await billingOf(seller, stores.a, 'store_admin')).state).toBe('overdue');
    expect((await mailTo(sellerEmail)).filter((s) => s === mailText('billingMail.overdueSubject', { store: 'Tienda Cobro' }))).toHaveLength(1);
    // Still visible, with the notice; its checkout refuses with the shopper's words.
    expect(await storePage()).toMatchObject({ name: 'Tienda Cobro', taking_orders: false });
    const refused = await customer.get(`/api/market/paymentMethods/${stores.a}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(t('store.pausedCheckout', { name: 'Tienda Cobro' }));

    // Paid on the 20th: the new period starts that day (it took no orders since the 17th).
    setDay('2026-03-20');
    const paid = await admin.send('POST', payments(stores.a), { amount: BASIC, method: 'cash', reference: 'CAJA-1' });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json<StoreBilling>()).toMatchObject({ paid_through: '2026-04-20', state: 'paid' });
    expect(await storePage()).toMatchObject({ taking_orders: true });
    expect((await customer.get(`/api/market/paymentMethods/${stores.a}`)).statusCode).toBe(200);
    expect(await mailTo(sellerEmail)).toEqual(
      expect.arrayContaining([mailText('billingMail.receiptSubject', { store: 'Tienda Cobro' }), mailText('billingMail.backSubject', { store: 'Tienda Cobro' })]),
    );
  });

  it('keeps the grace days an operator setting (BILLING_GRACE_DAYS)', async () => {
    setDay('2026-03-12');
    await runBilling(app.deps.db, { now, graceDays: 2, publicUrl: app.config.publicUrl });
    expect((await billingOf(admin, stores.a)).state).toBe('overdue');
    expect(app.config.billingGraceDays).toBe(7);
  });
});

describe('the owner’s plan change and cancellation', () => {
  const base = (storeId: number) => `/api/store_admin/stores/${storeId}/billing`;

  it('applies a plan change at the next period through the job, and the next payment is at the new price', async () => {
    setDay('2026-03-01');
    await admin.send('POST', payments(stores.a), { amount: BASIC, method: 'cash', reference: 'P-1' });
    // Paid through 10 April now (from 10 March).
    const asked = await seller.send('POST', `${base(stores.a)}/planChange`, { plan_id: plans.pro, billing_period: 'yearly' });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json<StoreBilling>()).toMatchObject({
      plan: { id: plans.basic },
      pending: { kind: 'change', plan: { id: plans.pro }, period: 'yearly', from: '2026-04-10' },
      amount_due: periodPrice(2499, 'yearly'),
    });
    expect((await billingOf(admin, stores.a)).pending?.kind).toBe('change');
    setDay('2026-04-09');
    await job();
    expect((await billingOf(seller, stores.a, 'store_admin')).plan?.id).toBe(plans.basic);
    setDay('2026-04-10');
    await Promise.all([job(), job()]);
    const applied = await billingOf(seller, stores.a, 'store_admin');
    expect(applied).toMatchObject({ plan: { id: plans.pro }, period: 'yearly', pending: null });
    const paid = await admin.send('POST', payments(stores.a), { amount: periodPrice(2499, 'yearly'), method: 'transfer', reference: 'P-2' });
    expect(paid.json<StoreBilling>().paid_through).toBe(addPeriod('2026-04-10', 'yearly'));
  });

  it('refuses an unknown plan, the same plan, bad input, and another seller’s store', async () => {
    const cases: [Client, number, unknown, number, string?][] = [
      [seller, stores.a, { plan_id: 999_999, billing_period: 'monthly' }, 400, tp('billing.unknownPlan')],
      [seller, stores.a, { plan_id: plans.basic, billing_period: 'monthly' }, 400, tp('billing.samePlan')],
      [seller, stores.a, { plan_id: plans.pro, billing_period: 'weekly' }, 400, tp('billing.invalidPeriod')],
      [seller, stores.b, { plan_id: plans.basic, billing_period: 'monthly' }, 404],
      [otherSeller, stores.a, { plan_id: plans.pro, billing_period: 'monthly' }, 404],
      [customer, stores.a, { plan_id: plans.pro, billing_period: 'monthly' }, 403],
    ];
    for (const [client, storeId, body, status, message] of cases) {
      const response = await client.send('POST', `${base(storeId)}/planChange`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      if (message) expect(response.json().message).toBe(message);
    }
    expect((await otherSeller.get(base(stores.a))).statusCode).toBe(404);
    expect((await billingOf(admin, stores.a)).pending).toBeNull();
  });

  it('cancels at the end of the paid period: no reminder, then no orders; withdrawing or paying keeps it going', async () => {
    setDay('2026-03-01');
    const cancelled = await seller.send('POST', `${base(stores.a)}/cancellation`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<StoreBilling>().pending).toEqual({ kind: 'cancel', plan: null, period: null, from: '2026-03-10' });
    const withdrawn = await seller.send('DELETE', `${base(stores.a)}/request`);
    expect(withdrawn.json<StoreBilling>().pending).toBeNull();
    expect((await seller.send('DELETE', `${base(stores.a)}/request`)).json().message).toBe(tp('billing.nothingPending'));

    await seller.send('POST', `${base(stores.a)}/cancellation`);
    setDay('2026-03-05');
    await job();
    expect(await mailTo(sellerEmail)).toEqual([]);
    setDay('2026-03-10');
    await Promise.all([job(), job()]);
    expect((await billingOf(seller, stores.a, 'store_admin')).state).toBe('cancelled');
    expect(await mailTo(sellerEmail)).toEqual([mailText('billingMail.cancelledSubject', { store: 'Tienda Cobro' })]);
    expect((await customer.get(`/api/market/paymentMethods/${stores.a}`)).statusCode).toBe(409);
    expect((await seller.send('POST', `${base(stores.a)}/cancellation`)).statusCode).toBe(409);

    const back = await admin.send('POST', payments(stores.a), { amount: BASIC, method: 'cash', reference: 'VUELVE' });
    expect(back.json<StoreBilling>()).toMatchObject({ state: 'paid', paid_through: '2026-04-10', pending: null });
  });
});
