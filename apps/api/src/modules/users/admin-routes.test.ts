import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t } from '@plaza/domain/messages/es-server';
import { ta } from '@plaza/domain/messages/es-admin';
import { adminUserPageSchema } from '@plaza/domain/schemas/admin-ops';
import { buildTestApp, Client, type TestApp } from '../../test/app';
import { PASSWORD, signedInAs } from '../store-admin/panel-world';

let app: TestApp;
let admin: Client;
let adminId: string;

beforeAll(async () => {
  app = await buildTestApp({}, { seed: 'reference' });
  ({ client: admin, id: adminId } = await signedInAs(app, 'admin'));
}, 60_000);
afterAll(() => app?.cleanup());

async function account(email: string, name: string, lastName: string, { activated = true, role = 'customer' } = {}) {
  const { rows } = await app.deps.db.execute<{ id: string }>(sql`
    insert into users (email, password_hash, name, last_name, role, activated_at)
    values (${email}, (select password_hash from users where id = ${adminId}), ${name}, ${lastName}, ${role}, ${activated ? sql`now()` : null})
    returning id`);
  return rows[0]!.id;
}

async function login(email: string, password = PASSWORD) {
  const client = new Client(app);
  return { client, response: await client.send('POST', '/api/auth/login', { email, password }) };
}

const search = async (q: string, extra = '') => {
  const response = await admin.get(`/api/admin/users?q=${encodeURIComponent(q)}${extra}`);
  expect(response.statusCode, response.body).toBe(200);
  return adminUserPageSchema.parse(response.json());
};

describe('GET /api/admin/users', () => {
  it('finds an account by a part of its e-mail or of its name, accents and case aside, with its stores', async () => {
    const id = await account('jose.nunez@example.com', 'José', 'Núñez Peña', { role: 'seller' });
    await app.deps.db.execute(sql`insert into stores (owner_id, name, slug) values (${id}, 'Tienda de José', 'tienda-de-jose')`);
    await account('otra@example.com', 'María', 'López');
    for (const q of ['jose', 'JOSÉ', 'nunez', 'NÚÑEZ PEÑA', 'jose.nunez@', 'pena'])
      expect((await search(q)).results.map((user) => user.id), q).toEqual([id]);
    const [found] = (await search('jose')).results;
    expect(found).toMatchObject({
      email: 'jose.nunez@example.com',
      name: 'José',
      last_name: 'Núñez Peña',
      role: 'seller',
      active: true,
      activated: true,
      deactivated_at: null,
      stores: [{ store_id: expect.any(Number), name: 'Tienda de José', slug: 'tienda-de-jose' }],
    });
    expect(found!.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // LIKE's wildcards match only themselves.
    expect((await search('%')).results).toEqual([]);
    expect((await search('_')).results).toEqual([]);
  });

  it('pages the accounts, newest first', async () => {
    // A second apart: PGlite's clock can give two inserts of the same millisecond one time, and
    // the order among equals is the random ids'.
    for (let i = 0; i < 5; i++) {
      const id = await account(`pagina${i}@example.com`, 'Página', `Número ${i}`);
      await app.deps.db.execute(sql`update users set created_at = now() - make_interval(secs => ${10 - i}) where id = ${id}`);
    }
    const first = await search('pagina', '&page_size=3');
    expect(first.has_next).toBe(true);
    expect(first.results.map((user) => user.email)).toEqual(['pagina4@example.com', 'pagina3@example.com', 'pagina2@example.com']);
    const second = await search('pagina', '&page_size=3&page=2');
    expect(second).toMatchObject({ has_next: false });
    expect(second.results.map((user) => user.email)).toEqual(['pagina1@example.com', 'pagina0@example.com']);
  });

  it('refuses a bad page or an over-long search with 400', async () => {
    for (const query of ['page=0', 'page=x', 'page_size=1000', `q=${'a'.repeat(101)}`])
      expect((await admin.get(`/api/admin/users?${query}`)).statusCode, query).toBe(400);
  });
});

describe('PATCH /api/admin/users/{userId}', () => {
  it('deactivating ends every session at once, refuses login and a reset\'s way back in; reactivating restores login', async () => {
    const id = await account('baja@example.com', 'Rosa', 'Baja');
    const phone = await login('baja@example.com');
    const laptop = await login('baja@example.com');
    expect(phone.response.statusCode).toBe(200);
    expect((await laptop.client.get('/api/market/auth')).statusCode).toBe(200);

    const off = await admin.send('PATCH', `/api/admin/users/${id}`, { active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ id, active: false, deactivated_at: expect.any(String) });
    for (const { client } of [phone, laptop]) {
      expect((await client.get('/api/market/auth')).statusCode).toBe(401);
      expect((await client.send('POST', '/api/market/products/1/favorite')).statusCode).toBe(401);
    }
    const { rows } = await app.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from sessions where user_id = ${id}`);
    expect(rows[0]!.n).toBe(0);

    const refused = await login('baja@example.com');
    expect(refused.response.statusCode).toBe(403);
    expect(refused.response.json().message).toBe(t('auth.accountNotUsableHere'));
    // A wrong password still gets the answer any wrong password gets: the state is not told to a stranger.
    expect((await login('baja@example.com', 'Incorrecta123!')).response.statusCode).toBe(401);

    // A reset link still works (it proves the mailbox) but does not let the account in.
    await new Client(app).send('POST', '/api/auth/forgotPassword', { email: 'baja@example.com' });
    await app.flushMail();
    const token = new URL(app.sent.filter((mail) => mail.to === 'baja@example.com').at(-1)!.link!).searchParams.get('token');
    expect((await new Client(app).send('POST', `/api/auth/resetPassword/${token}`, { password: 'NuevaClave123!' })).statusCode).toBe(200);
    expect((await login('baja@example.com', 'NuevaClave123!')).response.statusCode).toBe(403);

    const on = await admin.send('PATCH', `/api/admin/users/${id}`, { active: true });
    expect(on.json()).toMatchObject({ active: true, deactivated_at: null });
    const back = await login('baja@example.com', 'NuevaClave123!');
    expect(back.response.statusCode).toBe(200);
    expect((await back.client.get('/api/market/auth')).statusCode).toBe(200);

    const { rows: audit } = await app.deps.db.execute<{ actor_id: string; before: Record<string, unknown>; after: Record<string, unknown> }>(
      sql`select actor_id, before, after from audit_log where kind = 'users.update' and entity_id = ${id} order by id`,
    );
    expect(audit.map((row) => [row.actor_id, Object.keys(row.after)])).toEqual([
      [adminId, ['deactivated_at']],
      [adminId, ['deactivated_at']],
    ]);
    expect(audit[0]!.before).toEqual({ deactivated_at: null });
    expect(audit[1]!.after).toEqual({ deactivated_at: null });
  });

  it('a deactivated seller loses the panel at once', async () => {
    const seller = await signedInAs(app, 'seller');
    expect((await seller.client.get('/api/store_admin/stores')).statusCode).toBe(200);
    expect((await admin.send('PATCH', `/api/admin/users/${seller.id}`, { active: false })).statusCode).toBe(200);
    expect((await seller.client.get('/api/store_admin/stores')).statusCode).toBe(401);
  });

  it('a deactivated operator loses the console, and no operator can deactivate themself', async () => {
    const other = await signedInAs(app, 'admin');
    expect((await other.client.get('/api/admin/users')).statusCode).toBe(200);
    const self = await other.client.send('PATCH', `/api/admin/users/${other.id}`, { active: false });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe(ta('ops.users.notSelf'));
    expect((await admin.send('PATCH', `/api/admin/users/${other.id}`, { active: false })).statusCode).toBe(200);
    expect((await other.client.get('/api/admin/users')).statusCode).toBe(403);
  });

  it('answers 404 for an account that does not exist, whatever the id looks like, and 400 for a bad body', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nadie', '1', encodeURIComponent("' or 1=1 --")]) {
      const response = await admin.send('PATCH', `/api/admin/users/${id}`, { active: false });
      expect(response.statusCode, id).toBe(404);
      expect(response.json().message).toBe(ta('ops.users.notFound'));
    }
    const id = await account('cuerpo@example.com', 'Ana', 'Cuerpo');
    for (const body of [{}, { active: 'no' }, { active: null }, { active: 0 }]) {
      const response = await admin.send('PATCH', `/api/admin/users/${id}`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe(ta('ops.fields.activeRequired'));
    }
  });
});

describe('POST /api/admin/users/{userId}/activation', () => {
  it('mails a new activation link to an account not yet activated, and 409 to one that is', async () => {
    const id = await account('pendiente@example.com', 'Luis', 'Pendiente', { activated: false });
    const response = await admin.send('POST', `/api/admin/users/${id}/activation`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, message: ta('ops.users.activationSent', { email: 'pendiente@example.com' }) });
    await app.flushMail();
    const mail = app.sent.filter((item) => item.to === 'pendiente@example.com').at(-1)!;
    expect(mail.subject).toBe(t('auth.mail.activationSubject'));
    const token = new URL(mail.link!).searchParams.get('token');
    expect((await new Client(app).send('POST', `/api/auth/activate/${token}`)).statusCode).toBe(200);

    const again = await admin.send('POST', `/api/admin/users/${id}/activation`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ta('ops.users.alreadyActivated'));
    expect((await admin.send('POST', '/api/admin/users/00000000-0000-4000-8000-000000000000/activation')).statusCode).toBe(404);
  });
});
