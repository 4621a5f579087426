import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { t } from '@plaza/domain/messages/es-sellers';
import { sellerApplication } from '../../test/payloads';
import { buildTestApp, Client, type TestApp } from '../../test/app';
import { hashPassword } from '../../platform/passwords';
import { approveApplication, listApplications, rejectApplication } from './application-service';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({}, { seed: 'reference' });
});
afterAll(() => app.cleanup());

const application = sellerApplication;

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
    await app.flushMail();
    expect(app.sent.at(-1)?.subject).toBe(t('sellers.mail.receivedSubject'));
    const id = response.json().application_id as number;

    const approved = await approveApplication(app.deps.db, app.config, id);
    expect(approved.changed).toBe(true);
    const store = await app.inject('/api/market/stores/dulces-marta');
    expect(store.statusCode).toBe(200);
    expect((await app.inject(`/api/market/paymentMethods/${store.json().store.store_id}`)).json().payment_methods).toEqual([
      expect.objectContaining({ name: 'WhatsApp' }),
    ]);
    const { rows } = await app.deps.db.execute<{ role: string; billing_period: string }>(sql`
      select u.role, s.billing_period from stores s join users u on u.id = s.owner_id where s.slug = 'dulces-marta'`);
    expect(rows[0]).toEqual({ role: 'seller', billing_period: 'yearly' });
    await app.flushMail();
    expect(app.sent.at(-1)?.subject).toBe(t('sellers.mail.approvedSubject'));
    // A new account chooses its password through the welcome link, which signs it in to the panel.
    expect(app.sent.at(-1)?.link).toMatch(/\/reset-password\?token=[\w-]{43}&welcome=1$/);

    const twice = await approveApplication(app.deps.db, app.config, id);
    expect(twice.changed).toBe(false);
    expect((await app.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from stores`)).rows[0]?.n).toBe(1);
  });

  it('gives a second store of the same name its own slug, and rejects with a reason', async () => {
    const client = new Client(app);
    const second = await client.send('POST', '/api/store_admin/storeSolicitude', application({ user: { email: 'otra@example.com' } }));
    await approveApplication(app.deps.db, app.config, second.json().application_id);
    expect((await app.inject('/api/market/stores/dulces-marta-2')).statusCode).toBe(200);

    const third = await client.send('POST', '/api/store_admin/storeSolicitude', application({ user: { email: 'tercera@example.com' } }));
    const rejected = await rejectApplication(app.deps.db, third.json().application_id, 'Falta información del negocio');
    expect(rejected.changed).toBe(true);
    await app.flushMail();
    expect(app.sent.at(-1)?.text).toContain('Falta información del negocio');
    expect((await rejectApplication(app.deps.db, third.json().application_id, 'otra')).changed).toBe(false);
  });
});

describe('an application with the e-mail of an existing account', () => {
  let site: TestApp;
  beforeAll(async () => {
    // Its own site: the applications below would pass the per-network limit shared with the tests above.
    site = await buildTestApp({}, { seed: 'reference' });
  });
  afterAll(() => site.cleanup());

  const password = 'Segura123!';
  async function account(email: string, name = 'Rosa') {
    await site.deps.db.execute(sql`
      insert into users (email, password_hash, name, last_name, role, activated_at, accepted_terms_at)
      values (${email}, ${await hashPassword(password)}, ${name}, 'Díaz', 'customer', now(), now())`);
  }
  async function signedIn(email: string) {
    const client = new Client(site);
    expect((await client.send('POST', '/api/auth/login', { email, password })).statusCode).toBe(200);
    return client;
  }
  async function apply(client: Client, email: string, store: string) {
    const response = await client.send('POST', '/api/store_admin/storeSolicitude', application({ user: { email }, store: { name: store } }));
    expect(response.statusCode, response.body).toBe(200);
    await site.flushMail();
    return response.json<{ application_id: number }>().application_id;
  }
  const approve = (id: number) => approveApplication(site.deps.db, site.config, id).finally(() => site.flushMail());
  const confirm = (token: string) => new Client(site).send('POST', `/api/store_admin/storeSolicitude/confirm/${token}`);
  const linkIn = (text = '') => text.match(/\/become-a-seller\/confirm\?token=([A-Za-z0-9_-]{43})\b/)?.[1];
  const owner = async (store: string) =>
    (await site.deps.db.execute<{ email: string; role: string }>(sql`
      select u.email, u.role from stores s join users u on u.id = s.owner_id where s.name = ${store}`)).rows[0];

  it('from a visitor, is not approved until the account confirms it through the link mailed to it, which works once', async () => {
    await account('rosa@example.com');
    const id = await apply(new Client(site), 'ROSA@example.com', 'Tienda Ajena');
    const mail = site.sent.at(-1)!;
    await expect(approve(id)).rejects.toMatchObject({ kind: 'conflict' });
    expect(await owner('Tienda Ajena')).toBeUndefined();
    await expect(approve(id)).rejects.toThrow(t('sellers.awaitingConfirmation', { id, email: 'rosa@example.com' }));

    expect(mail.to).toBe('rosa@example.com');
    expect(mail.subject).toBe(t('sellers.mail.confirmSubject'));
    expect(mail.text).toContain(t('auth.mail.greeting', { name: 'Rosa' }));
    const token = linkIn(mail.text);
    expect(token).toBeDefined();
    const listed = (await listApplications(site.deps.db)).find((row) => row.id === id);
    expect(listed?.awaiting_confirmation).toBe(true);
    // A link still valid is not sent again at every attempt.
    expect(site.sent.filter((sent) => sent.subject === t('sellers.mail.confirmSubject'))).toHaveLength(1);

    const confirmed = await confirm(token!);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().message).toBe(t('sellers.confirmed'));
    const again = await confirm(token!);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(t('sellers.confirmationInvalid'));
    expect((await listApplications(site.deps.db)).find((row) => row.id === id)?.awaiting_confirmation).toBe(false);

    expect((await approve(id)).changed).toBe(true);
    expect(await owner('Tienda Ajena')).toEqual({ email: 'rosa@example.com', role: 'seller' });
  });

  it('refuses an expired link, and the operator\'s next attempt mails a new one', async () => {
    await account('caduca@example.com');
    const id = await apply(new Client(site), 'caduca@example.com', 'Tienda Caducada');
    const token = linkIn(site.sent.at(-1)?.text)!;
    await site.deps.db.execute(sql`update store_applications set confirmation_expires_at = now() - interval '1 minute' where id = ${id}`);
    const expired = await confirm(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(t('sellers.confirmationInvalid'));

    await expect(approve(id)).rejects.toThrow(t('sellers.confirmationLinkSent'));
    const fresh = linkIn(site.sent.at(-1)?.text);
    expect(site.sent.at(-1)?.to).toBe('caduca@example.com');
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(token);
    expect((await confirm(token)).statusCode).toBe(400);
    expect((await confirm(fresh!)).statusCode).toBe(200);
    expect((await approve(id)).changed).toBe(true);
    expect(await owner('Tienda Caducada')).toEqual({ email: 'caduca@example.com', role: 'seller' });
  });

  it('from that account, signed in, is confirmed at once', async () => {
    await account('propia@example.com');
    const client = await signedIn('propia@example.com');
    const id = await apply(client, 'Propia@Example.com', 'Tienda Propia');
    expect(site.sent.at(-1)?.subject).toBe(t('sellers.mail.receivedSubject'));
    expect((await listApplications(site.deps.db)).find((row) => row.id === id)?.awaiting_confirmation).toBe(false);
    expect((await approve(id)).changed).toBe(true);
    expect(await owner('Tienda Propia')).toEqual({ email: 'propia@example.com', role: 'seller' });
  });

  it('from another account, signed in, still waits for the e-mail\'s account', async () => {
    await account('victima@example.com', 'Víctor');
    await account('intrusa@example.com');
    const id = await apply(await signedIn('intrusa@example.com'), 'victima@example.com', 'Tienda Intrusa');
    const mail = site.sent.at(-1);
    await expect(approve(id)).rejects.toMatchObject({ kind: 'conflict' });
    expect(await owner('Tienda Intrusa')).toBeUndefined();
    expect(mail?.to).toBe('victima@example.com');
    expect(mail?.text).toContain(t('auth.mail.greeting', { name: 'Víctor' }));
    expect(linkIn(mail?.text)).toBeDefined();
  });

  it('gets the same answer as one with a new e-mail', async () => {
    await account('existe@example.com');
    const answers = [];
    for (const email of ['existe@example.com', 'nueva@example.com']) {
      const response = await new Client(site).send('POST', '/api/store_admin/storeSolicitude', application({ user: { email } }));
      const { application_id, ...rest } = response.json<{ application_id: number }>();
      expect(application_id).toEqual(expect.any(Number));
      answers.push({ status: response.statusCode, type: response.headers['content-type'], cookies: response.cookies, body: rest });
      await site.flushMail();
      // One mail to the address either way; what it says is for the address's owner only.
      expect(site.sent.filter((sent) => sent.to === email)).toHaveLength(1);
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]?.body).toEqual({ success: true, message: t('sellers.received') });
  });

  it('whose e-mail got an account after it was sent waits for that account too', async () => {
    const id = await apply(new Client(site), 'despues@example.com', 'Tienda Tardía');
    await account('despues@example.com');
    const refused = approve(id);
    await expect(refused).rejects.toMatchObject({ kind: 'conflict' });
    await expect(refused).rejects.toThrow(t('sellers.confirmationLinkSent'));
    const token = linkIn(site.sent.at(-1)?.text);
    expect(site.sent.at(-1)?.to).toBe('despues@example.com');
    expect((await confirm(token!)).statusCode).toBe(200);
    expect((await approve(id)).changed).toBe(true);
    expect(await owner('Tienda Tardía')).toEqual({ email: 'despues@example.com', role: 'seller' });
  });

  it('refuses a malformed link and a confirmation without the CSRF token', async () => {
    const malformed = await confirm('no-es-un-token');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(t('sellers.confirmationInvalid'));
    const forged = await site.inject({ method: 'POST', url: `/api/store_admin/storeSolicitude/confirm/${'a'.repeat(43)}` });
    expect(forged.statusCode).toBe(403);
  });
});
