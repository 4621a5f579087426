import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ta } from '@plaza/domain/messages/es-admin';
import { ADMIN_STORES_PAGE_SIZE, SUSPENSION_REASON_MAX, type AdminStore, type AdminStoresPage } from '@plaza/domain/schemas/admin-stores';
import { openPostgres } from '../../db/connection';
import { buildTestApp, Client, type TestApp } from '../../test/app';
import { onPostgres } from '../../test/database';
import { signedInAs } from '../store-admin/panel-world';

let app: TestApp;
let admin: Client;
const owner = { id: '', email: '' };
const ids = { store: 0, plan: 0, otherPlan: 0, category: 0 };

beforeAll(async () => {
  app = await buildTestApp({}, { seed: 'reference' });
  const db = app.deps.db;
  const [operator, seller] = await Promise.all([signedInAs(app, 'admin'), signedInAs(app, 'seller')]);
  admin = operator.client;
  Object.assign(owner, { id: seller.id, email: seller.email });
  const { rows: plans } = await db.execute<{ id: number }>(sql`select id from store_plans order by position, id`);
  ids.plan = plans[0]!.id;
  ids.otherPlan = plans.at(-1)!.id;
  const { rows: categories } = await db.execute<{ id: number }>(sql`select min(id) as id from categories`);
  ids.category = categories[0]!.id;
  const { rows } = await db.execute<{ id: number }>(sql`
    insert into stores (owner_id, name, slug, category_id, plan_id, billing_period, created_at)
    values (${seller.id}, 'Peletería Ñandú', 'peleteria-nandu', ${ids.category}, ${ids.plan}, 'monthly', now() - interval '1 day')
    returning id`);
  ids.store = rows[0]!.id;
  await db.execute(sql`
    insert into products (store_id, category_id, name, price, currency_id, stock, hidden, archived_at)
    select ${ids.store}, ${ids.category}, 'Cinturón ' || n, 1000, (select min(id) from currencies), 1, n = 2, case when n = 3 then now() end
    from generate_series(1, 3) n`);
  // Enough other stores for more than one page, newer than the first.
  await db.execute(sql`
    insert into stores (name, slug, created_at)
    select 'Relleno ' || n, 'relleno-' || n, now() - n * interval '1 minute' from generate_series(1, ${ADMIN_STORES_PAGE_SIZE + 5}) n`);
}, 60_000);
afterAll(() => app?.cleanup());

async function list(query: string): Promise<AdminStoresPage> {
  const response = await admin.get(`/api/admin/stores${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminStoresPage>();
}

const slugs = (page: AdminStoresPage) => page.results.map((store) => store.slug);

/** The store's row and the audit log's size: what a refused write must leave as they were. */
async function state() {
  const { rows } = await app.deps.db.execute(sql`
    select (select row_to_json(s)::text from (select plan_id, billing_period, suspended_at, suspension_reason from stores where id = ${ids.store}) s) as store,
      (select count(*)::int from audit_log) as audit`);
  return rows[0];
}

async function refused(body: unknown, status: number, message?: string, storeId: number | string = ids.store) {
  const before = await state();
  const response = await admin.send('PATCH', `/api/admin/stores/${storeId}`, body);
  expect(response.statusCode, `${JSON.stringify(body)}: ${response.body}`).toBe(status);
  expect(response.json().success).toBe(false);
  if (message) expect(response.json().message).toBe(message);
  expect(await state()).toEqual(before);
}

describe('GET /api/admin/stores', () => {
  it('lists every store newest first, with its owner, category, plan, counts and suspension', async () => {
    const first = await list('');
    expect(first.results).toHaveLength(ADMIN_STORES_PAGE_SIZE);
    expect(first).toMatchObject({ page: 1, has_next: true });
    expect(first.results[0]!.slug).toBe('relleno-1');
    const second = await list('?page=2');
    expect(second).toMatchObject({ page: 2, has_next: false });
    expect(second.results.at(-1)!.slug).toBe('peleteria-nandu');
    expect(new Set([...slugs(first), ...slugs(second)]).size).toBe(ADMIN_STORES_PAGE_SIZE + 6);
    expect((await list('?page=3')).results).toEqual([]);

    const { rows } = await app.deps.db.execute<{ name: string }>(sql`select name from categories where id = ${ids.category}`);
    const { rows: plans } = await app.deps.db.execute<{ name: string }>(sql`select name from store_plans where id = ${ids.plan}`);
    expect(second.results.at(-1)).toEqual({
      id: ids.store,
      name: 'Peletería Ñandú',
      slug: 'peleteria-nandu',
      owner: { id: owner.id, name: 'Laura Díaz', email: owner.email },
      category: { id: ids.category, name: rows[0]!.name },
      plan: { id: ids.plan, name: plans[0]!.name },
      billing_period: 'monthly',
      // Hidden products count; archived ones do not.
      product_count: 2,
      rating: 0,
      review_count: 0,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      suspended: false,
      suspended_at: null,
      suspension_reason: null,
    } satisfies AdminStore);
    expect(first.results[0]).toMatchObject({ owner: null, category: null, plan: null, product_count: 0 });
  });

  it('finds a store by its name, accents and case aside, by its slug and by its owner', async () => {
    for (const q of ['peleteria', 'PELETERÍA', 'ñandu', 'nandú', 'tería Ñ', 'peleteria-nandu', owner.email.toUpperCase(), owner.email.slice(0, owner.email.indexOf('@')), 'laura díaz'])
      expect(slugs(await list(`?${new URLSearchParams({ q })}`)), q).toEqual(['peleteria-nandu']);
    expect(slugs(await list('?q=relleno-7'))).toEqual(['relleno-7']);
    // Two letters search the stores' names, not every account's e-mail and name.
    expect(slugs(await list(`?${new URLSearchParams({ q: 'ÑA' })}`))).toEqual(['peleteria-nandu']);
    expect(slugs(await list(`?${new URLSearchParams({ q: 'dí' })}`))).toEqual([]);
    expect((await list('?q=relleno')).results).toHaveLength(ADMIN_STORES_PAGE_SIZE);
    // LIKE's wildcards are letters like any other.
    for (const q of ['%', '_', 'pel%dú', '\\']) expect((await list(`?${new URLSearchParams({ q })}`)).results, q).toEqual([]);
    expect((await list('?q=%20%20')).results).toHaveLength(ADMIN_STORES_PAGE_SIZE);
  });

  it('filters active and suspended stores', async () => {
    await app.deps.db.execute(sql`update stores set suspended_at = now(), suspension_reason = 'Impago' where slug = 'relleno-3'`);
    expect(slugs(await list('?status=suspended'))).toEqual(['relleno-3']);
    expect(slugs(await list('?status=active&q=relleno-3'))).toEqual([]);
    expect(slugs(await list('?status=suspended&q=relleno'))).toEqual(['relleno-3']);
    expect((await list('?status=suspended')).results[0]).toMatchObject({ suspended: true, suspension_reason: 'Impago', suspended_at: expect.any(String) });
    await app.deps.db.execute(sql`update stores set suspended_at = null, suspension_reason = null where slug = 'relleno-3'`);
  });

  it('answers bad filters with a 400 in Spanish', async () => {
    const cases: [string, string][] = [
      ['?status=closed', ta('stores.invalidStatus')],
      ['?page=0', ta('stores.invalidPage')],
      ['?page=-1', ta('stores.invalidPage')],
      ['?page=abc', ta('stores.invalidPage')],
      ['?page=1.5', ta('stores.invalidPage')],
      ['?page=99999999999', ta('stores.invalidPage')],
      [`?q=${'a'.repeat(101)}`, ta('stores.queryTooLong', { max: 100 })],
      ['?q=%1B%5B2J', ''],
    ];
    for (const [query, message] of cases) {
      const response = await admin.get(`/api/admin/stores${query}`);
      expect(response.statusCode, query).toBe(400);
      if (message) expect(response.json().message, query).toBe(message);
    }
  });
});

describe('PATCH /api/admin/stores/{storeId}', () => {
  it('suspends with a trimmed reason, rewrites the reason, reopens, and records each step', async () => {
    const suspended = await admin.send('PATCH', `/api/admin/stores/${ids.store}`, { suspended: true, reason: '  Fotos robadas de otra tienda.\r\nSon de Tienda Sol.\n ' });
    expect(suspended.statusCode, suspended.body).toBe(200);
    const store = suspended.json<AdminStore>();
    expect(store).toMatchObject({ id: ids.store, suspended: true, suspension_reason: 'Fotos robadas de otra tienda.\nSon de Tienda Sol.' });
    const since = store.suspended_at!;

    // Suspended again, or given a new reason alone: the reason changes, the date it was suspended stays.
    const again = await admin.send('PATCH', `/api/admin/stores/${ids.store}`, { suspended: true, reason: 'Fotos robadas.' });
    expect(again.json()).toMatchObject({ suspended: true, suspended_at: since, suspension_reason: 'Fotos robadas.' });
    const reworded = await admin.send('PATCH', `/api/admin/stores/${ids.store}`, { reason: 'Fotos de otra tienda.' });
    expect(reworded.json()).toMatchObject({ suspended: true, suspended_at: since, suspension_reason: 'Fotos de otra tienda.' });

    const reopened = await admin.send('PATCH', `/api/admin/stores/${ids.store}`, { suspended: false, reason: 'ignorado' });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json()).toMatchObject({ suspended: false, suspended_at: null, suspension_reason: null });
    // Reopening an open store changes nothing, and records nothing.
    const { rows: before } = await app.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from audit_log`);
    expect((await admin.send('PATCH', `/api/admin/stores/${ids.store}`, { suspended: false })).statusCode).toBe(200);
    const { rows: after } = await app.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from audit_log`);
    expect(after[0]!.n).toBe(before[0]!.n);

    const { rows } = await app.deps.db.execute<{ actor_id: string; actor_role: string; before: unknown; after: unknown }>(sql`
      select actor_id, actor_role, before, after from audit_log where kind = 'stores.update' and entity_id = ${String(ids.store)} order by id`);
    expect(rows.map(({ before, after }) => ({ before, after }))).toEqual([
      { before: { suspended_at: null, suspension_reason: null }, after: { suspended_at: expect.any(String), suspension_reason: 'Fotos robadas de otra tienda.\nSon de Tienda Sol.' } },
      { before: { suspension_reason: 'Fotos robadas de otra tienda.\nSon de Tienda Sol.' }, after: { suspension_reason: 'Fotos robadas.' } },
      { before: { suspension_reason: 'Fotos robadas.' }, after: { suspension_reason: 'Fotos de otra tienda.' } },
      { before: { suspended_at: expect.any(String), suspension_reason: 'Fotos de otra tienda.' }, after: { suspended_at: null, suspension_reason: null } },
    ]);
    const { rows: operator } = await app.deps.db.execute<{ id: string }>(sql`select id from users where role = 'admin'`);
    for (const row of rows) expect(row).toMatchObject({ actor_id: operator[0]!.id, actor_role: 'admin' });
  });

  it('changes the plan and the billing period', async () => {
    const changed = await admin.send('PATCH', `/api/admin/stores/${ids.store}`, { plan_id: ids.otherPlan, billing_period: 'yearly' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ plan: { id: ids.otherPlan }, billing_period: 'yearly', suspended: false });
    const { rows } = await app.deps.db.execute<{ before: unknown; after: unknown }>(sql`
      select before, after from audit_log where kind = 'stores.update' and entity_id = ${String(ids.store)} order by id desc limit 1`);
    expect(rows[0]).toEqual({ before: { plan_id: ids.plan, billing_period: 'monthly' }, after: { plan_id: ids.otherPlan, billing_period: 'yearly' } });
  });

  it('refuses bad input with a 4xx in Spanish and changes nothing', async () => {
    await refused({ suspended: true }, 400, ta('stores.reasonRequired'));
    await refused({ suspended: true, reason: '   ' }, 400, ta('stores.reasonRequired'));
    await refused({ suspended: true, reason: 'x'.repeat(SUSPENSION_REASON_MAX + 1) }, 400, ta('stores.reasonTooLong', { max: SUSPENSION_REASON_MAX }));
    await refused({ suspended: true, reason: 'Motivo \u202e oculto' }, 400);
    await refused({ suspended: true, reason: 42 }, 400, ta('stores.reasonRequired'));
    await refused({ suspended: 'yes', reason: 'Impago' }, 400, ta('stores.invalidSuspended'));
    await refused({ reason: 'Sin suspender' }, 400, ta('stores.reasonWithoutSuspension'));
    await refused({ plan_id: 999_999 }, 400, ta('stores.unknownPlan'));
    await refused({ plan_id: 'premium' }, 400, ta('stores.unknownPlan'));
    await refused({ plan_id: -1 }, 400, ta('stores.unknownPlan'));
    await refused({ plan_id: 2 ** 31 }, 400, ta('stores.unknownPlan'));
    await refused({ billing_period: 'weekly' }, 400, ta('stores.invalidBillingPeriod'));
    await refused({ suspended: true, reason: 'Impago', plan_id: 999_999 }, 400, ta('stores.unknownPlan'));
    await refused({}, 400, ta('stores.nothingToChange'));
    await refused({ name: 'Otra' }, 400);
    await refused({ suspended: true, reason: 'Impago', owner_id: owner.id }, 400);
    await refused([], 400);
    await refused('suspended', 415);
    await refused({ suspended: true, reason: 'Impago' }, 404, ta('stores.notFound'), 999_999);
    await refused({ suspended: true, reason: 'Impago' }, 400, undefined, 'abc');
    await refused({ suspended: true, reason: 'Impago' }, 400, undefined, '0');
    await refused({ suspended: true, reason: 'Impago' }, 400, undefined, '99999999999');
  });

  it('reads an encoded path as the store it names', async () => {
    const encoded = `%${ids.store.toString().charCodeAt(0).toString(16)}${ids.store.toString().slice(1)}`;
    const response = await admin.send('PATCH', `/api/admin/stores/${encoded}`, { billing_period: 'monthly' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: ids.store, billing_period: 'monthly' });
  });

  it('settles parallel suspensions of one store on one of them, each recorded', async () => {
    const { rows: before } = await app.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from audit_log`);
    const reasons = ['Primera razón', 'Segunda razón', 'Tercera razón', 'Cuarta razón'];
    const answers = await Promise.all(reasons.map((reason) => admin.send('PATCH', `/api/admin/stores/${ids.store}`, { suspended: true, reason })));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const { rows } = await app.deps.db.execute<{ suspension_reason: string; suspended_at: string }>(
      sql`select suspension_reason, suspended_at::text from stores where id = ${ids.store}`,
    );
    expect(reasons).toContain(rows[0]!.suspension_reason);
    const { rows: audit } = await app.deps.db.execute<{ before: Record<string, unknown>; after: Record<string, unknown> }>(sql`
      select before, after from audit_log where id > (select max(id) - ${reasons.length} from audit_log) order by id`);
    const { rows: after } = await app.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from audit_log`);
    expect(after[0]!.n - before[0]!.n).toBe(reasons.length);
    // Exactly one of them suspended the store; the others only changed its reason.
    expect(audit.filter((row) => 'suspended_at' in row.after)).toHaveLength(1);
    expect(audit.at(-1)!.after.suspension_reason).toBe(rows[0]!.suspension_reason);
    await admin.send('PATCH', `/api/admin/stores/${ids.store}`, { suspended: false });
  });
});

describe('who may call them', () => {
  it('answers 403 to a visitor, a customer and a seller, whatever they send, and changes nothing', async () => {
    const [customer, seller] = await Promise.all([signedInAs(app, 'customer'), signedInAs(app, 'seller')]);
    for (const client of [new Client(app), customer.client, seller.client]) {
      for (const query of ['', '?q=peleteria', '?page=abc']) {
        const response = await client.get(`/api/admin/stores${query}`);
        expect(response.statusCode).toBe(403);
        expect(response.json().success).toBe(false);
      }
      const before = await state();
      for (const [url, body] of [
        [`/api/admin/stores/${ids.store}`, { suspended: true, reason: 'Me la quiero quitar de encima' }],
        [`/api/admin/stores/${ids.store}`, { plan_id: 'x' }],
        ['/api/admin/stores/999999', {}],
        ['/api/admin/stores/abc', { suspended: 'no' }],
      ] as const) {
        const response = await client.send('PATCH', url, body);
        expect(response.statusCode, `${url} ${response.body}`).toBe(403);
      }
      expect(await state()).toEqual(before);
    }
  });
});

describe.skipIf(!onPostgres)('a suspension seen from another API process', () => {
  it("drops that process's shared answers at once, not after they expire", async () => {
    // The second process shares visitors' answers for a minute: only the announcement can drop them.
    const other = await buildTestApp({}, { database: await openPostgres(app.databaseUrl!, 2), responseCacheMs: 60_000 });
    try {
      await other.ready();
      const url = '/api/market/stores/peleteria-nandu';
      expect((await other.inject(url)).statusCode).toBe(200);
      expect((await other.inject(url)).headers['x-cache']).toBe('hit');
      const suspended = await admin.send('PATCH', `/api/admin/stores/${ids.store}`, { suspended: true, reason: 'Impago del plan' });
      expect(suspended.statusCode, suspended.body).toBe(200);
      await vi.waitFor(async () => expect((await other.inject(url)).statusCode).toBe(404), { timeout: 10_000, interval: 50 });
      expect((await admin.send('PATCH', `/api/admin/stores/${ids.store}`, { suspended: false })).statusCode).toBe(200);
      await vi.waitFor(async () => expect((await other.inject(url)).statusCode).toBe(200), { timeout: 10_000, interval: 50 });
    } finally {
      await other.cleanup();
    }
  });
});
