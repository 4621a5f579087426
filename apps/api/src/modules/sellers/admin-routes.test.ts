import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ta } from '@plaza/domain/messages/es-admin';
import { t } from '@plaza/domain/messages/es-sellers';
import { adminApplicationListSchema, REJECTION_REASON_MAX } from '@plaza/domain/schemas/admin-ops';
import { buildTestApp, type Client, type TestApp } from '../../test/app';
import { sellerApplication } from '../../test/payloads';
import { signedInAs } from '../store-admin/panel-world';
import { submitApplication } from './application-service';

let app: TestApp;
let admin: Client;
let adminId: string;
let next = 0;

beforeAll(async () => {
  app = await buildTestApp({}, { seed: 'reference' });
  ({ client: admin, id: adminId } = await signedInAs(app, 'admin'));
}, 60_000);
afterAll(() => app?.cleanup());

/** A pending application from a new address, through the storefront's own service. */
async function apply(store: Record<string, unknown> = {}, email = `solicitante${++next}@example.com`, signedIn?: { id: string }) {
  return submitApplication(app.deps.db, app.config, sellerApplication({ user: { email }, store: { name: `Dulces ${next}`, ...store } }) as never, signedIn);
}

const storeCount = async () => (await app.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from stores`)).rows[0]!.n;

async function auditKinds(entity: string): Promise<{ kind: string; actor_id: string; actor_role: string; after: Record<string, unknown> }[]> {
  const { rows } = await app.deps.db.execute<{ kind: string; actor_id: string; actor_role: string; after: Record<string, unknown> }>(
    sql`select kind, actor_id, actor_role, after from audit_log where entity_id = ${entity} and kind like 'store_applications.%' order by id`,
  );
  return rows;
}

describe('GET /api/admin/storeSolicitudes', () => {
  it('lists the applications of a status with every field the applicant sent, oldest first', async () => {
    const first = await apply({ description: 'Dulces caseros.\nPor encargo.' });
    const second = await apply();
    const response = await admin.get('/api/admin/storeSolicitudes?status=pending');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const list = adminApplicationListSchema.parse(response.json());
    const ids = list.map((row) => row.id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    const row = response.json().find((item: { id: number }) => item.id === first);
    for (const field of ['id', 'status', 'email', 'name', 'last_name', 'phone', 'store_name', 'description', 'plan_id', 'billing_period', 'category_id', 'ubication_id', 'currency_id', 'created_at'])
      expect(row).toHaveProperty(field);
    expect(row).toMatchObject({
      status: 'pending',
      email: `solicitante${next - 1}@example.com`,
      name: 'Marta',
      last_name: 'Gómez',
      phone: '+53 5 444 5566',
      description: 'Dulces caseros.\nPor encargo.',
      plan_id: 1,
      billing_period: 'yearly',
      category_id: 1,
      ubication_id: 1,
      currency_id: 1,
      awaiting_confirmation: false,
      store_id: null,
      reason: null,
    });
    expect(row.plan_name).toEqual(expect.any(String));
    expect(row.township_name).toEqual(expect.any(String));
    // No status: the pending ones.
    expect((await admin.get('/api/admin/storeSolicitudes')).json().map((item: { id: number }) => item.id)).toEqual(ids);
  });

  it('refuses an unknown status with a Spanish message', async () => {
    const response = await admin.get('/api/admin/storeSolicitudes?status=borrado');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(ta('ops.fields.invalidStatus'));
  });
});

describe('POST /api/admin/storeSolicitudes/{id}/approve', () => {
  it('opens the store with a unique slug, makes the applicant its owner, mails the panel link, and records it', async () => {
    const taken = await apply({ name: 'Café Mío' });
    const id = await apply({ name: 'Café Mío' });
    expect((await admin.send('POST', `/api/admin/storeSolicitudes/${taken}/approve`)).json()).toMatchObject({ slug: 'cafe-mio' });
    const response = await admin.send('POST', `/api/admin/storeSolicitudes/${id}/approve`);
    expect(response.statusCode, response.body).toBe(200);
    const { store_id, slug } = response.json();
    expect(response.json()).toEqual({ store_id: expect.any(Number), slug: 'cafe-mio-2' });
    const { rows } = await app.deps.db.execute<{ role: string; email: string }>(sql`
      select u.role, u.email from stores s join users u on u.id = s.owner_id where s.id = ${store_id}`);
    expect(rows[0]).toEqual({ role: 'seller', email: `solicitante${next}@example.com` });
    expect((await app.inject(`/api/market/stores/${slug}`)).statusCode).toBe(200);
    await app.flushMail();
    const mail = app.sent.filter((item) => item.to === `solicitante${next}@example.com`).at(-1)!;
    expect(mail.subject).toBe(t('sellers.mail.approvedSubject'));
    expect(mail.link).toMatch(/\/reset-password\?token=[\w-]{43}&welcome=1$/);

    const listed = (await admin.get('/api/admin/storeSolicitudes?status=approved')).json().find((item: { id: number }) => item.id === id);
    expect(listed).toMatchObject({ status: 'approved', store_id, store_slug: slug, decided_at: expect.any(String) });

    const audit = await auditKinds(String(id));
    expect(audit).toEqual([expect.objectContaining({ kind: 'store_applications.update', actor_id: adminId, actor_role: 'admin' })]);
    expect(audit[0]!.after).toMatchObject({ status: 'approved', store_id });
    const { rows: storeAudit } = await app.deps.db.execute<{ actor_id: string }>(
      sql`select actor_id from audit_log where kind = 'stores.insert' and store_id = ${store_id}`,
    );
    expect(storeAudit).toEqual([{ actor_id: adminId }]);
  });

  it('promotes an existing customer who applied signed in, and mails them the panel', async () => {
    const customer = await signedInAs(app, 'customer');
    const id = await apply({ name: 'Libros Viejos' }, customer.email, { id: customer.id });
    const response = await admin.send('POST', `/api/admin/storeSolicitudes/${id}/approve`);
    expect(response.statusCode, response.body).toBe(200);
    const { rows } = await app.deps.db.execute<{ role: string; owner: string }>(sql`
      select u.role, s.owner_id as owner from users u join stores s on s.owner_id = u.id where u.id = ${customer.id}`);
    expect(rows).toEqual([{ role: 'seller', owner: customer.id }]);
    await app.flushMail();
    expect(app.sent.filter((mail) => mail.to === customer.email).at(-1)?.text).toContain(`${app.config.publicUrl}/seller`);
  });

  it('answers 409 to a second approval and to approving a rejected one, changing nothing', async () => {
    const id = await apply();
    expect((await admin.send('POST', `/api/admin/storeSolicitudes/${id}/approve`)).statusCode).toBe(200);
    const stores = await storeCount();
    const again = await admin.send('POST', `/api/admin/storeSolicitudes/${id}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ta('ops.applications.alreadyApproved'));
    const reject = await admin.send('POST', `/api/admin/storeSolicitudes/${id}/reject`, { reason: 'Tarde' });
    expect(reject.statusCode).toBe(409);
    expect(reject.json().message).toBe(ta('ops.applications.alreadyApproved'));

    const rejected = await apply();
    expect((await admin.send('POST', `/api/admin/storeSolicitudes/${rejected}/reject`, { reason: 'Faltan datos' })).statusCode).toBe(200);
    const approve = await admin.send('POST', `/api/admin/storeSolicitudes/${rejected}/approve`);
    expect(approve.statusCode).toBe(409);
    expect(approve.json().message).toBe(ta('ops.applications.alreadyRejected'));
    expect(await storeCount()).toBe(stores);
  });

  it('opens one store when the same application is approved many times at once', async () => {
    const id = await apply({ name: 'Carrera' });
    const stores = await storeCount();
    const answers = await Promise.all(Array.from({ length: 6 }, () => admin.send('POST', `/api/admin/storeSolicitudes/${id}/approve`)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await storeCount()).toBe(stores + 1);
  });

  it('refuses, with 409 and the reason, an application its e-mail\'s account has not confirmed', async () => {
    const customer = await signedInAs(app, 'customer');
    const id = await apply({}, customer.email);
    const response = await admin.send('POST', `/api/admin/storeSolicitudes/${id}/approve`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain(t('sellers.awaitingConfirmation', { id, email: customer.email }));
    const listed = (await admin.get('/api/admin/storeSolicitudes')).json().find((item: { id: number }) => item.id === id);
    expect(listed.awaiting_confirmation).toBe(true);
  });

  it('answers 404 for an application that does not exist and 400 for an id that cannot be one', async () => {
    const missing = await admin.send('POST', '/api/admin/storeSolicitudes/999999/approve');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(ta('ops.applications.notFound'));
    expect((await admin.send('POST', '/api/admin/storeSolicitudes/999999/reject', { reason: 'x' })).statusCode).toBe(404);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999'])
      expect((await admin.send('POST', `/api/admin/storeSolicitudes/${id}/approve`)).statusCode, id).toBe(400);
  });
});

describe('POST /api/admin/storeSolicitudes/{id}/reject', () => {
  it('rejects with the trimmed reason, mails it to the applicant, and records it', async () => {
    const id = await apply();
    const response = await admin.send('POST', `/api/admin/storeSolicitudes/${id}/reject`, { reason: '  Falta la licencia del negocio.  ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id, status: 'rejected', reason: 'Falta la licencia del negocio.' });
    await app.flushMail();
    const mail = app.sent.filter((item) => item.to === `solicitante${next}@example.com`).at(-1)!;
    expect(mail.subject).toBe(t('sellers.mail.rejectedSubject'));
    expect(mail.text).toContain('Falta la licencia del negocio.');
    const audit = await auditKinds(String(id));
    expect(audit).toEqual([expect.objectContaining({ actor_id: adminId, actor_role: 'admin' })]);
    expect(audit[0]!.after).toMatchObject({ status: 'rejected', reason: 'Falta la licencia del negocio.' });
    const again = await admin.send('POST', `/api/admin/storeSolicitudes/${id}/reject`, { reason: 'Otra vez' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ta('ops.applications.alreadyRejected'));
  });

  it('refuses a missing, blank, over-long or non-text reason, changing nothing', async () => {
    const id = await apply();
    await app.flushMail();
    const mails = app.sent.length;
    const cases: [unknown, string][] = [
      [{}, ta('ops.fields.reasonRequired')],
      [{ reason: '   ' }, ta('ops.fields.reasonRequired')],
      [{ reason: 42 }, ta('ops.fields.reasonRequired')],
      [{ reason: 'x'.repeat(REJECTION_REASON_MAX + 1) }, ta('ops.fields.reasonTooLong', { max: REJECTION_REASON_MAX })],
    ];
    for (const [body, message] of cases) {
      const response = await admin.send('POST', `/api/admin/storeSolicitudes/${id}/reject`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const { rows } = await app.deps.db.execute<{ status: string }>(sql`select status from store_applications where id = ${id}`);
    expect(rows[0]!.status).toBe('pending');
    await app.flushMail();
    expect(app.sent.length).toBe(mails);
  });
});
