import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { t } from '@plaza/domain/messages/es';
import { buildTestApp, Client, type TestApp } from '../../test/app';
import { approveApplication, rejectApplication } from './application-service';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({}, { seed: 'reference' });
});
afterAll(() => app.cleanup());

const application = (change: { user?: object; store?: object } = {}) => ({
  user_info: { email: 'vendedora@example.com', name: 'Marta', last_name: 'Gómez', phone: '+53 5 444 5566', accepted_term_and_conditions: true, ...change.user },
  store_info: {
    name: 'Dulces Marta',
    description: 'Dulces caseros por encargo.',
    store_plan_id: 1,
    category_id: 1,
    billing_period: 'yearly',
    ubication_id: 1,
    currency_id: 1,
    ...change.store,
  },
});

const count = async () => ((await app.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from store_applications`)).rows[0]?.n ?? 0);

describe('seller applications', () => {
  it('refuses unknown references, over-long texts and missing terms, storing nothing', async () => {
    const client = new Client(app);
    const cases: [object, string][] = [
      [application({ store: { store_plan_id: 999 } }), t('sellers.planNotFound')],
      [application({ store: { category_id: 999 } }), t('sellers.categoryNotFound')],
      [application({ store: { currency_id: 999 } }), t('sellers.currencyNotFound')],
      [application({ store: { ubication_id: 99_999 } }), t('sellers.municipalityNotFound')],
      [application({ store: { name: 'x'.repeat(31) } }), t('seller.storeNameTooLong', { max: 30 })],
      [application({ store: { description: 'x'.repeat(301) } }), t('seller.descriptionTooLong', { max: 300 })],
      [application({ user: { accepted_term_and_conditions: false } }), t('account.termsRequired')],
    ];
    for (const [body, message] of cases) {
      const response = await client.send('POST', '/api/store_admin/storeSolicitude', body);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(await count()).toBe(0);
  });

  it('stores a pending application, acknowledges it by e-mail, and approval opens the store once', async () => {
    const response = await new Client(app).send('POST', '/api/store_admin/storeSolicitude', application());
    expect(response.statusCode, response.body).toBe(200);
    expect(app.sent.at(-1)?.subject).toBe(t('sellers.mail.receivedSubject'));
    const id = response.json().application_id as number;

    const approved = await approveApplication(app.deps.db, app.deps.mailer, app.config, id);
    expect(approved.changed).toBe(true);
    const store = await app.inject('/api/market/stores/dulces-marta');
    expect(store.statusCode).toBe(200);
    expect((await app.inject(`/api/market/paymentMethods/${store.json().store.store_id}`)).json().payment_methods).toEqual([
      expect.objectContaining({ name: 'WhatsApp' }),
    ]);
    const { rows } = await app.deps.db.execute<{ role: string; billing_period: string }>(sql`
      select u.role, s.billing_period from stores s join users u on u.id = s.owner_id where s.slug = 'dulces-marta'`);
    expect(rows[0]).toEqual({ role: 'seller', billing_period: 'yearly' });
    expect(app.sent.at(-1)?.subject).toBe(t('sellers.mail.approvedSubject'));
    expect(app.sent.at(-1)?.text).toContain('/reset-password?token=');

    const twice = await approveApplication(app.deps.db, app.deps.mailer, app.config, id);
    expect(twice.changed).toBe(false);
    expect((await app.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from stores`)).rows[0]?.n).toBe(1);
  });

  it('gives a second store of the same name its own slug, and rejects with a reason', async () => {
    const client = new Client(app);
    const second = await client.send('POST', '/api/store_admin/storeSolicitude', application({ user: { email: 'otra@example.com' } }));
    await approveApplication(app.deps.db, app.deps.mailer, app.config, second.json().application_id);
    expect((await app.inject('/api/market/stores/dulces-marta-2')).statusCode).toBe(200);

    const third = await client.send('POST', '/api/store_admin/storeSolicitude', application({ user: { email: 'tercera@example.com' } }));
    const rejected = await rejectApplication(app.deps.db, app.deps.mailer, third.json().application_id, 'Falta información del negocio');
    expect(rejected.changed).toBe(true);
    expect(app.sent.at(-1)?.text).toContain('Falta información del negocio');
    expect((await rejectApplication(app.deps.db, app.deps.mailer, third.json().application_id, 'otra')).changed).toBe(false);
  });
});
