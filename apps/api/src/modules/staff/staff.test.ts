import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tp } from '@plaza/domain/messages/es-panel';
import { ta } from '@plaza/domain/messages/es-admin';
import { t as tmail } from '@plaza/domain/messages/es-mail';
import { t } from '@plaza/domain/messages/es-server';
import { buildTestApp, Client, type TestApp } from '../../test/app';
import { changed, dataDigest } from '../../test/digest';
import { PASSWORD, panelWorld, signedInAs, type PanelWorld } from '../store-admin/panel-world';
import { hashPassword } from '../../platform/passwords';
import { INVITATION_LIFETIME_MS } from './staff-service';

let app: TestApp;
let world: PanelWorld;
let now = new Date('2026-11-28T12:00:00Z');
let plans: Record<string, number>;
let people = 0;

beforeAll(async () => {
  app = await buildTestApp({}, { seed: 'reference', clock: () => now });
  world = await panelWorld(app);
  const { rows } = await app.deps.db.execute<{ id: number; name: string }>(sql`select id, name from store_plans`);
  plans = Object.fromEntries(rows.map((row) => [row.name, Number(row.id)]));
  await setPlan(world.storeA, 'Empresarial');
}, 60_000);
afterAll(() => app?.cleanup());

const setPlan = (storeId: number, plan: string) => app.deps.db.execute(sql`update stores set plan_id = ${plans[plan]!} where id = ${storeId}`);
const staffUrl = (storeId = world.storeA) => `/api/store_admin/stores/${storeId}/staff`;

/** An account with this e-mail (a new one each call unless given), signed in. */
async function account(email = `equipo-${++people}-${Date.now()}@example.com`, role = 'customer') {
  await app.deps.db.execute(sql`
    insert into users (email, password_hash, name, last_name, role, activated_at, accepted_terms_at)
    values (${email}, ${await hashPassword(PASSWORD)}, 'Ana', 'Pérez', ${role}, now(), now())`);
  const client = new Client(app);
  expect((await client.send('POST', '/api/auth/login', { email, password: PASSWORD })).statusCode).toBe(200);
  const { rows } = await app.deps.db.execute<{ id: string }>(sql`select id from users where email = ${email}`);
  return { client, email, id: rows[0]!.id };
}

/** The token of the last invitation mailed to `email`, read from the mail itself. */
async function invitationToken(email: string): Promise<string> {
  await app.flushMail();
  const mail = app.sent.filter((item) => item.to === email).at(-1);
  expect(mail?.subject).toBe(tmail('staffMail.subject', { store: 'Tienda Alfa' }));
  return /\/seller\/join\/([A-Za-z0-9_-]{43})/.exec(mail!.text)![1]!;
}

/** Invites and accepts: a member of storeA with this role. */
async function member(role: 'orders' | 'catalogue') {
  const person = await account();
  const invited = await world.seller.send('POST', staffUrl(), { email: person.email, role });
  expect(invited.statusCode, invited.body).toBe(201);
  const accepted = await person.client.send('POST', `/api/user/staffInvitations/${await invitationToken(person.email)}`);
  expect(accepted.json()).toEqual({ store_id: world.storeA, store_name: 'Tienda Alfa', role });
  return { ...person, staffId: invited.json<{ staff_id: number }>().staff_id };
}

async function clearTeam() {
  await app.deps.db.execute(sql`delete from store_staff`);
}

describe('inviting to the team', () => {
  it('mails an invitation that an existing account accepts; the member then sees the store with their role', async () => {
    await clearTeam();
    const person = await account();
    const invited = await world.seller.send('POST', staffUrl(), { email: person.email.toUpperCase(), role: 'orders' });
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({ email: person.email, role: 'orders', status: 'invited', name: null });
    const token = await invitationToken(person.email);
    expect((await person.client.get('/api/store_admin/stores')).statusCode).toBe(403);

    const accepted = await person.client.send('POST', `/api/user/staffInvitations/${token}`);
    expect(accepted.statusCode).toBe(200);
    const stores = (await person.client.get('/api/store_admin/stores')).json<{ store_id: number; access: string }[]>();
    expect(stores.map((store) => [store.store_id, store.access])).toEqual([[world.storeA, 'orders']]);
    const team = (await world.seller.get(staffUrl())).json<{ members: { status: string; name: string | null }[]; max_staff: number; plan_name: string }>();
    expect(team).toMatchObject({ max_staff: 10, plan_name: 'Empresarial', members: [{ status: 'active', name: 'Ana Pérez' }] });
    // Once: the link is spent.
    expect((await person.client.send('POST', `/api/user/staffInvitations/${token}`)).json().message).toBe(tp('team.invitationInvalid'));
  });

  it('lets a new address sign up and then accept; another account, an expired link or a malformed one are refused', async () => {
    await clearTeam();
    const email = `nueva-${Date.now()}@example.com`;
    expect((await world.seller.send('POST', staffUrl(), { email, role: 'catalogue' })).statusCode).toBe(201);
    const token = await invitationToken(email);
    const stranger = await account();
    const digest = dataDigest(app);
    const before = await digest();
    const wrong = await stranger.client.send('POST', `/api/user/staffInvitations/${token}`);
    expect({ status: wrong.statusCode, message: wrong.json().message }).toEqual({ status: 403, message: tp('team.wrongAccount', { email }) });
    expect((await new Client(app).send('POST', `/api/user/staffInvitations/${token}`)).statusCode).toBe(401);
    const malformed = await stranger.client.send('POST', '/api/user/staffInvitations/corto');
    expect({ status: malformed.statusCode, message: malformed.json().message }).toEqual({ status: 400, message: tp('team.invitationInvalid') });
    expect(changed(before, await digest())).toEqual([]);

    const signup = await new Client(app).send('POST', '/api/auth/signup', {
      name: 'Nuevo', last_name: 'Miembro', email, password: PASSWORD, accepted_term_and_conditions: true,
    });
    expect(signup.statusCode, signup.body).toBeLessThan(300);
    await app.deps.db.execute(sql`update users set activated_at = now() where email = ${email}`);
    const newcomer = new Client(app);
    expect((await newcomer.send('POST', '/api/auth/login', { email, password: PASSWORD })).statusCode).toBe(200);
    expect((await newcomer.send('POST', `/api/user/staffInvitations/${token}`)).json()).toMatchObject({ role: 'catalogue' });

    // An invitation a week and a moment old has expired.
    const late = await account();
    expect((await world.seller.send('POST', staffUrl(), { email: late.email, role: 'orders' })).statusCode).toBe(201);
    const lateToken = await invitationToken(late.email);
    now = new Date(now.getTime() + INVITATION_LIFETIME_MS + 1000);
    try {
      const expired = await late.client.send('POST', `/api/user/staffInvitations/${lateToken}`);
      expect({ status: expired.statusCode, message: expired.json().message }).toEqual({ status: 404, message: tp('team.invitationInvalid') });
    } finally {
      now = new Date('2026-11-28T12:00:00Z');
    }
  });

  it('refuses an unknown role, extra fields, the owner\'s own address, an address already invited and an operator\'s account, changing nothing', async () => {
    await clearTeam();
    const person = await account();
    expect((await world.seller.send('POST', staffUrl(), { email: person.email, role: 'orders' })).statusCode).toBe(201);
    const { rows } = await app.deps.db.execute<{ email: string }>(sql`select email from users where id = ${world.sellerId}`);
    const operator = await account(undefined, 'moderator');
    const digest = dataDigest(app);
    const before = await digest();
    const cases: [object, number, string][] = [
      [{ email: 'x@example.com', role: 'owner' }, 400, tp('team.roleInvalid')],
      [{ email: 'x@example.com', role: 'admin' }, 400, tp('team.roleInvalid')],
      [{ email: 'x@example.com' }, 400, tp('team.roleInvalid')],
      [{ email: 'x@example.com', role: 'orders', store_id: world.storeB }, 400, tp('team.inviteInvalid')],
      [{ email: 'x@example.com', role: 'orders', user_id: world.sellerId, accepted_at: '2026-01-01' }, 400, tp('team.inviteInvalid')],
      [{ email: rows[0]!.email, role: 'orders' }, 409, tp('team.ownEmail')],
      [{ email: person.email, role: 'catalogue' }, 409, tp('team.alreadyInvited')],
      [{ email: operator.email, role: 'orders' }, 409, tp('team.operatorAccount')],
    ];
    for (const [body, status, message] of cases) {
      const response = await world.seller.send('POST', staffUrl(), body);
      expect({ body, status: response.statusCode, message: response.json().message }).toEqual({ body, status, message });
    }
    expect(changed(before, await digest())).toEqual([]);
  });

  it('holds to the plan\'s max_staff, invitations waiting included, naming the plan that allows more, also for parallel invitations', async () => {
    await clearTeam();
    await setPlan(world.storeA, 'Básico');
    try {
      const none = await world.seller.send('POST', staffUrl(), { email: 'a@example.com', role: 'orders' });
      expect({ status: none.statusCode, message: none.json().message }).toEqual({
        status: 403,
        message: tp('team.staffLimitNone', { plan: 'Básico', max: 0, better: 'Profesional', allowance: tp('team.allowanceStaff', { max: 2 }) }),
      });
      await setPlan(world.storeA, 'Profesional');
      const answers = await Promise.all(
        [1, 2, 3, 4, 5].map((n) => world.seller.send('POST', staffUrl(), { email: `paralelo-${n}@example.com`, role: 'orders' })),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 403, 403, 403]);
      const refused = answers.find((answer) => answer.statusCode === 403)!;
      expect(refused.json().message).toBe(
        tp('team.staffLimitUpgrade', { plan: 'Profesional', max: 2, better: 'Empresarial', allowance: tp('team.allowanceStaff', { max: 10 }) }),
      );
      const { rows } = await app.deps.db.execute<{ count: number }>(sql`select count(*)::int as count from store_staff where store_id = ${world.storeA}`);
      expect(Number(rows[0]!.count)).toBe(2);
    } finally {
      await setPlan(world.storeA, 'Empresarial');
    }
  });
});

describe('what a member may do', () => {
  it('"Pedidos" reaches the orders only; "Catálogo" the products, tags and coupons only; neither billing, payouts, the dashboard nor the team', async () => {
    await clearTeam();
    const orders = await member('orders');
    const catalogue = await member('catalogue');
    const store = `/api/store_admin/stores/${world.storeA}`;
    const reach = async (client: Client) => {
      const result: Record<string, number> = {};
      for (const path of ['', '/orders', '/commissions', '/products', '/tags', '/coupons', '/paymentMethods', '/dashboard', '/billing', '/payouts', '/staff'])
        result[path || '/'] = (await client.get(`${store}${path}`)).statusCode;
      return result;
    };
    expect(await reach(orders.client)).toEqual({
      '/': 200, '/orders': 200, '/commissions': 404, '/products': 404, '/tags': 404, '/coupons': 404,
      '/paymentMethods': 404, '/dashboard': 404, '/billing': 404, '/payouts': 404, '/staff': 404,
    });
    expect(await reach(catalogue.client)).toEqual({
      '/': 200, '/orders': 404, '/commissions': 404, '/products': 200, '/tags': 200, '/coupons': 200,
      '/paymentMethods': 404, '/dashboard': 404, '/billing': 404, '/payouts': 404, '/staff': 404,
    });
    // Another store of the same owner is not theirs.
    expect((await catalogue.client.get(`/api/store_admin/stores/${world.storeA2}/products`)).statusCode).toBe(404);
    expect((await orders.client.send('PATCH', store, { name: 'Otra' })).statusCode).toBe(404);
  });

  it('cannot grant anything: a member calling the team routes gets 404 and nothing changes', async () => {
    await clearTeam();
    const catalogue = await member('catalogue');
    const digest = dataDigest(app);
    const before = await digest();
    for (const body of [{ email: 'amigo@example.com', role: 'orders' }, { email: catalogue.email, role: 'orders' }]) {
      const response = await catalogue.client.send('POST', staffUrl(), body);
      expect({ status: response.statusCode, message: response.json().message }).toEqual({ status: 404, message: tp('access.storeNotFound') });
    }
    expect((await catalogue.client.send('DELETE', `${staffUrl()}/${catalogue.staffId}`)).statusCode).toBe(404);
    expect(changed(before, await digest())).toEqual([]);
  });

  it('records a member\'s changes as theirs, on the store', async () => {
    await clearTeam();
    const catalogue = await member('catalogue');
    const response = await catalogue.client.send('POST', `/api/store_admin/stores/${world.storeA}/tags`, { name: 'Del equipo', color: '#336699' });
    expect(response.statusCode, response.body).toBeLessThan(300);
    const { rows } = await app.deps.db.execute<{ actor_id: string; actor_role: string; store_id: number }>(sql`
      select actor_id, actor_role, store_id from audit_log order by id desc limit 1`);
    expect(rows[0]).toEqual({ actor_id: catalogue.id, actor_role: 'seller', store_id: world.storeA });
  });

  it('never buys from the store they work on, as its owner cannot', async () => {
    await clearTeam();
    const orders = await member('orders');
    const methods = await orders.client.get(`/api/market/paymentMethods/${world.storeA}`);
    expect({ status: methods.statusCode, message: methods.json().message }).toEqual({ status: 409, message: t('orders.ownStore') });
    expect((await orders.client.get(`/api/market/paymentMethods/${world.storeB}`)).statusCode).not.toBe(409);
  });

  it('loses access the moment the owner removes them; a removed id or another store\'s member is a 404', async () => {
    await clearTeam();
    const orders = await member('orders');
    expect((await orders.client.get(`/api/store_admin/stores/${world.storeA}/orders`)).statusCode).toBe(200);
    expect((await world.otherSeller.send('DELETE', `${staffUrl(world.storeB)}/${orders.staffId}`)).statusCode).toBe(404);
    expect((await world.seller.send('DELETE', `${staffUrl()}/${orders.staffId}`)).statusCode).toBe(204);
    // No longer on any team: the panel is not for them (403), as for any customer.
    expect((await orders.client.get(`/api/store_admin/stores/${world.storeA}/orders`)).statusCode).toBe(403);
    const again = await world.seller.send('DELETE', `${staffUrl()}/${orders.staffId}`);
    expect({ status: again.statusCode, message: again.json().message }).toEqual({ status: 404, message: tp('team.memberNotFound') });
  });
});

describe('the Moderador role', () => {
  it('is given and taken by an admin only, between a customer and a moderator; no one grants admin or a role above their own', async () => {
    const admin = await signedInAs(app, 'admin');
    const moderator = await account(undefined, 'moderator');
    const customer = await account();
    const role = (userId: string) => `/api/admin/users/${userId}/role`;
    const digest = dataDigest(app);
    const before = await digest();
    const refusals: [Client, string, object, number, string][] = [
      [moderator.client, customer.id, { role: 'moderator' }, 403, ta('access.adminsOnly')],
      [moderator.client, moderator.id, { role: 'admin' }, 403, ta('access.adminsOnly')],
      [customer.client, customer.id, { role: 'moderator' }, 403, ta('access.adminsOnly')],
      [world.seller, world.sellerId, { role: 'moderator' }, 403, ta('access.adminsOnly')],
      [admin.client, customer.id, { role: 'admin' }, 400, ta('ops.users.roleInvalid')],
      [admin.client, customer.id, { role: 'seller' }, 400, ta('ops.users.roleInvalid')],
      [admin.client, customer.id, { role: 'moderator', active: false }, 400, ta('ops.users.roleInvalid')],
      [admin.client, world.sellerId, { role: 'moderator' }, 409, ta('ops.users.roleNotForSellers')],
      [admin.client, admin.id, { role: 'customer' }, 409, ta('ops.users.roleNotForAdmins')],
    ];
    for (const [client, userId, body, status, message] of refusals) {
      const response = await client.send('PUT', role(userId), body);
      expect({ body, status: response.statusCode, message: response.json().message }).toEqual({ body, status, message });
    }
    // Mass assignment: a profile change that carries a role changes no role.
    for (const client of [customer.client, moderator.client, world.seller])
      await client.send('POST', '/api/user/customer/profile', { name: 'Ana', role: 'admin' });
    expect(changed(before, await digest()).filter((table) => !table.startsWith('users'))).toEqual([]);
    const { rows } = await app.deps.db.execute<{ role: string }>(sql`
      select role from users where id in (${customer.id}, ${moderator.id}, ${world.sellerId}) order by role`);
    expect(rows.map((row) => row.role)).toEqual(['customer', 'moderator', 'seller']);

    const made = await admin.client.send('PUT', role(customer.id), { role: 'moderator' });
    expect(made.json()).toMatchObject({ role: 'moderator' });
    // Its sessions ended: it signs in again as a moderator and works the queue, nothing else.
    expect((await customer.client.get('/api/admin/storeSolicitudes')).statusCode).toBe(403);
    const again = new Client(app);
    expect((await again.send('POST', '/api/auth/login', { email: customer.email, password: PASSWORD })).statusCode).toBe(200);
    expect((await again.get('/api/admin/storeSolicitudes')).statusCode).toBe(200);
    expect((await again.get('/api/admin/users')).statusCode).toBe(403);
    expect((await admin.client.send('PUT', role(customer.id), { role: 'customer' })).json()).toMatchObject({ role: 'customer' });
  });

  it('suspends and reopens a store but changes no plan or billing period', async () => {
    const moderator = await account(undefined, 'moderator');
    const url = `/api/admin/stores/${world.storeB}`;
    const suspended = await moderator.client.send('PATCH', url, { suspended: true, reason: 'Fotos ajenas' });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect((await moderator.client.send('PATCH', url, { suspended: false })).statusCode).toBe(200);
    const digest = dataDigest(app);
    const before = await digest();
    for (const body of [{ plan_id: plans['Empresarial'] }, { billing_period: 'yearly' }, { suspended: true, reason: 'x', plan_id: plans['Básico'] }]) {
      const response = await moderator.client.send('PATCH', url, body);
      expect({ status: response.statusCode, message: response.json().message }).toEqual({ status: 403, message: ta('access.moderatorsCannot') });
    }
    expect(changed(before, await digest())).toEqual([]);
  });
});
