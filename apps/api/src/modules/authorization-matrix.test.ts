import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ta } from '@plaza/domain/messages/es-admin';
import { tp } from '@plaza/domain/messages/es-panel';
import { buildTestApp, Client, type RegisteredRoute, type TestApp } from '../test/app';
import { plausibleCase, type Fixtures, type Operation } from '../test/fuzz/cases';
import { sellerApplication } from '../test/payloads';
import { hashPassword } from '../platform/passwords';
import { submitApplication } from './sellers/application-service';
import { imageForm, panelWorld, PASSWORD, signedInAs, type PanelWorld } from './store-admin/panel-world';

/*
 * The authorization matrix of issue 42's roles (decision 028), over every route the app registers
 * (collected as they are registered: a route added later is walked too). For each route of the two
 * guarded areas, /api/store_admin and /api/admin, each of eight actors gets exactly its allowed set:
 * the store's owner, its "Pedidos" and "Catálogo" staff, another store's owner, a customer, a
 * visitor, a moderator and an admin. A route not named below is expected to be the owner's alone
 * (store_admin) or the admins' alone (admin): opening one to staff or moderators means naming it
 * here. Every other route is the storefront's: a staff member, a customer there, gets there what
 * any customer gets.
 */

type Actor = 'owner' | 'orders' | 'catalogue' | 'otherOwner' | 'customer' | 'visitor' | 'moderator' | 'admin';
const ACTORS: Actor[] = ['visitor', 'customer', 'otherOwner', 'moderator', 'orders', 'catalogue', 'owner', 'admin'];

/** Public by the storefront's spec: the seller application and the reference lists. */
const PUBLIC = new Set([
  '/api/store_admin/storeSolicitude',
  '/api/store_admin/storeSolicitude/confirm/:token',
  '/api/admin/categories',
  '/api/admin/ubications',
  '/api/admin/storePlans',
  '/api/admin/currencies',
]);

const STAFF_READS = ['GET /api/store_admin/stores', 'GET /api/store_admin/stores/:storeId'];
/** What "Pedidos" reaches besides the two reads: the orders. */
const ORDERS = new Set([
  ...STAFF_READS,
  'GET /api/store_admin/stores/:storeId/orders',
  'GET /api/store_admin/stores/:storeId/orders.csv',
  'GET /api/store_admin/stores/:storeId/orders/summary',
  'GET /api/store_admin/stores/:storeId/orders/count',
  'GET /api/store_admin/stores/:storeId/orders/:orderId',
  'PATCH /api/store_admin/stores/:storeId/orders/:orderId',
]);
/** What "Catálogo" reaches: products, their images, tags, coupons. */
const CATALOGUE = new Set([
  ...STAFF_READS,
  'GET /api/store_admin/stores/:storeId/products',
  'GET /api/store_admin/stores/:storeId/products/count',
  'POST /api/store_admin/stores/:storeId/products',
  'GET /api/store_admin/stores/:storeId/products/:productId',
  'PATCH /api/store_admin/stores/:storeId/products/:productId',
  'DELETE /api/store_admin/stores/:storeId/products/:productId',
  'POST /api/store_admin/stores/:storeId/products/:productId/duplicate',
  'GET /api/store_admin/stores/:storeId/products.csv',
  'GET /api/store_admin/stores/:storeId/products.xlsx',
  'POST /api/store_admin/stores/:storeId/products/import',
  'POST /api/store_admin/stores/:storeId/products/:productId/images',
  'DELETE /api/store_admin/stores/:storeId/products/:productId/images/:imageId',
  'PUT /api/store_admin/stores/:storeId/products/:productId/images',
  'POST /api/store_admin/stores/:storeId/products/bulk',
  'POST /api/store_admin/stores/:storeId/products/bulk/:bulkId/undo',
  'GET /api/store_admin/stores/:storeId/products/low_stock_count',
  'GET /api/store_admin/stores/:storeId/low_stock_digest',
  'PUT /api/store_admin/stores/:storeId/low_stock_digest',
  'GET /api/store_admin/stores/:storeId/tags',
  'POST /api/store_admin/stores/:storeId/tags',
  'PATCH /api/store_admin/stores/:storeId/tags/:tagId',
  'DELETE /api/store_admin/stores/:storeId/tags/:tagId',
  'GET /api/store_admin/stores/:storeId/coupons',
  'POST /api/store_admin/stores/:storeId/coupons',
  'PATCH /api/store_admin/stores/:storeId/coupons/:couponId',
  'DELETE /api/store_admin/stores/:storeId/coupons/:couponId',
  // The matrix reads a product's history; an order's is Pedidos' (its own test below).
  'GET /api/store_admin/stores/:storeId/history',
]);
/** The console's routes a moderator works the queue with; settings, plans, roles and the rest stay the admins'. */
const MODERATOR = (key: string) =>
  ['GET /api/admin/session', 'GET /api/admin/stores', 'PATCH /api/admin/stores/:storeId'].includes(key) ||
  /^\w+ \/api\/admin\/(storeSolicitudes|reviews|queue)(\/|$)/.test(key);

function allowed(key: string, actor: Actor): boolean {
  const url = key.slice(key.indexOf(' ') + 1);
  if (url.startsWith('/api/admin/')) return actor === 'admin' || (actor === 'moderator' && MODERATOR(key));
  if (actor === 'owner') return true;
  if (actor === 'orders') return ORDERS.has(key);
  if (actor === 'catalogue') return CATALOGUE.has(key);
  // Another store's owner sees their own stores' list, never this store.
  return actor === 'otherOwner' && key === 'GET /api/store_admin/stores';
}

let app: TestApp;
let world: PanelWorld;
let clients: Record<Actor, Client>;
let operations: Record<string, Record<string, Operation>>;
let fixtures: Fixtures;
let jpeg: Buffer;
let next = 0;
/** A store and an account the admin's writes may change without touching the actors. */
let spare: { storeId: number; userId: string };

async function staffMember(role: 'orders' | 'catalogue') {
  const email = `matriz-${role}-${Date.now()}@example.com`;
  const { rows } = await app.deps.db.execute<{ id: string }>(sql`
    insert into users (email, password_hash, name, last_name, role, activated_at, accepted_terms_at)
    values (${email}, ${await hashPassword(PASSWORD)}, 'Eva', 'Ruiz', 'customer', now(), now()) returning id`);
  await app.deps.db.execute(sql`
    insert into store_staff (store_id, email, role, user_id, expires_at, accepted_at) values (${world.storeA}, ${email}, ${role}, ${rows[0]!.id}, now(), now())`);
  const client = new Client(app);
  expect((await client.send('POST', '/api/auth/login', { email, password: PASSWORD })).statusCode).toBe(200);
  return client;
}

beforeAll(async () => {
  app = await buildTestApp({}, { seed: 'reference' });
  world = await panelWorld(app);
  const moderator = await signedInAs(app, 'customer');
  await app.deps.db.execute(sql`update users set role = 'moderator' where id = ${moderator.id}`);
  clients = {
    owner: world.seller,
    orders: await staffMember('orders'),
    catalogue: await staffMember('catalogue'),
    otherOwner: world.otherSeller,
    customer: world.customer,
    visitor: world.visitor,
    moderator: moderator.client,
    admin: (await signedInAs(app, 'admin')).client,
  };
  const throwaway = await signedInAs(app, 'customer');
  const { rows } = await app.deps.db.execute<{ id: number }>(sql`
    insert into stores (name, slug, category_id, township_id) values ('De repuesto', ${`repuesto-${Date.now()}`}, ${world.ids.category}, ${world.ids.township}) returning id`);
  spare = { storeId: rows[0]!.id, userId: throwaway.id };
  operations = (await app.inject('/api/docs')).json<{ paths: typeof operations }>().paths;
  jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#336699' } }).jpeg().toBuffer();
  fixtures = {
    productId: world.products.cup,
    storeId: world.storeA,
    storeSlug: 'tienda',
    tagSlug: 'etiqueta',
    sectionSlug: 'seccion',
    couponCode: 'MATRIZ',
    paymentMethodId: world.whatsappMethod,
    referralSlug: 'ref',
    referralId: 1,
    png: jpeg,
  };
}, 90_000);
afterAll(() => app?.cleanup());

type Request = { method: string; url: string; payload?: string | Buffer | object; headers: Record<string, string> };

/** A request that passes validation, with ids that make the actor's own writes harmless to the others. */
async function validRequest(route: RegisteredRoute): Promise<Request> {
  const key = `${route.method} ${route.url}`;
  const ids: Record<string, string | number> = {
    storeId: route.url.startsWith('/api/admin/') ? spare.storeId : world.storeA,
    userId: spare.userId,
    productId: world.products.cup,
    paymentMethodId: 999_999,
    couponId: 999_999,
    tagId: 999_999,
    imageId: 999_999,
    staffId: 999_999,
    bulkId: 999_999,
    orderId: '00000000-0000-4000-8000-000000000001',
    reviewId: 999_999,
    id: 999_999,
  };
  if (route.url.includes('storeSolicitudes/:id'))
    ids.id = await submitApplication(app.deps.db, app.config, sellerApplication({ user: { email: `matriz${Date.now()}${next++}@example.com` } }) as never, undefined);
  const url = route.url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(ids[name] ?? 1)));
  const own: Record<string, object> = {
    'PATCH /api/store_admin/stores/:storeId': { description: 'Abierta todos los días.' },
    'POST /api/store_admin/stores/:storeId/paymentMethods': { name: 'Transferencia', kind: 'transfer', instructions: 'Cuenta 1234' },
    'PATCH /api/store_admin/stores/:storeId/paymentMethods/:paymentMethodId': { name: 'Efectivo al recibir' },
    'POST /api/store_admin/stores/:storeId/coupons': { code: `MATRIZ${next++}`, discount_percent: 10 },
    'PATCH /api/store_admin/stores/:storeId/coupons/:couponId': { active: false },
    'PATCH /api/store_admin/stores/:storeId/products/:productId': { stock: 7, stock_seen: 7 },
    'POST /api/store_admin/stores/:storeId/products/bulk': { product_ids: [world.products.cup], stock: { add: 1 }, dry_run: true },
    'POST /api/store_admin/stores/:storeId/tags': { name: `Matriz ${next++}`, color: '#336699' },
    'PATCH /api/store_admin/stores/:storeId/tags/:tagId': { color: '#336699' },
    'PATCH /api/store_admin/stores/:storeId/orders/:orderId': { status: 'cancelled', reason: 'Matriz' },
    'POST /api/store_admin/stores/:storeId/payouts': { referrer_id: '00000000-0000-4000-8000-000000000001', amount: 100, currency: 'CUP', method: 'cash', reference: `MATRIZ${next++}` },
    'POST /api/store_admin/stores/:storeId/staff': { email: `invitado${next++}@example.com`, role: 'orders' },
    'POST /api/admin/storeSolicitudes/:id/reject': { reason: 'Faltan datos del negocio' },
    'PATCH /api/admin/users/:userId': { active: true },
    'PUT /api/admin/users/:userId/role': { role: 'customer' },
    'PATCH /api/admin/reviews/:reviewId': { hidden: false },
    'PATCH /api/admin/stores/:storeId': { suspended: false },
  };
  const queries: Record<string, string> = {
    'GET /api/store_admin/stores/:storeId/payouts/statement.csv': '?from=2026-01-01&to=2026-01-31',
    'GET /api/store_admin/stores/:storeId/history': `?entity=product&id=${world.products.cup}`,
  };
  if (/\/(logo|cover|images)$/.test(route.url) && route.method === 'POST') {
    const { body, contentType } = await imageForm(jpeg);
    return { method: route.method, url, payload: body, headers: { 'content-type': contentType } };
  }
  if (key in own) return { method: route.method, url, payload: own[key], headers: {} };
  const path = route.url.replace(/:(\w+)/g, '{$1}');
  const op = operations[path]?.[route.method.toLowerCase()];
  if (!op) throw new Error(`${key} is not in the OpenAPI document`);
  const plain = plausibleCase(route.method, path, op, fixtures);
  const query = key in queries ? queries[key]! : plain.url.includes('?') ? plain.url.slice(plain.url.indexOf('?')) : '';
  return { method: route.method, url: url + query, payload: plain.payload, headers: plain.headers ?? {} };
}

async function send(client: Client, request: Request): Promise<LightMyRequestResponse> {
  const credentials = await client.credentials();
  const headers: Record<string, string> = { cookie: credentials.cookie, ...request.headers };
  if (request.method !== 'GET') {
    headers['x-csrf-token'] = credentials['x-csrf-token'];
    headers['x-requested-with'] = 'XMLHttpRequest';
    if (request.payload !== undefined && typeof request.payload === 'object' && !Buffer.isBuffer(request.payload)) headers['content-type'] ??= 'application/json';
  }
  return app.inject({ method: request.method as 'GET', url: request.url, headers, payload: request.payload as string });
}

/** The guards' own refusals: anything else is an answer past them. */
function refusedByGuard(response: LightMyRequestResponse): boolean {
  if (response.statusCode === 401) return true;
  const message = response.statusCode === 403 || response.statusCode === 404 ? (response.json<{ message?: string }>().message ?? '') : '';
  if (response.statusCode === 403) return [ta('access.adminsOnly'), ta('access.moderatorsCannot'), tp('access.sellersOnly')].includes(message);
  return response.statusCode === 404 && message === tp('access.storeNotFound');
}

describe('the authorization matrix of every role', () => {
  it('gives each of the eight actors exactly its allowed set on every route of the panel and the console', { timeout: 600_000 }, async () => {
    const guarded = app.routes.filter((route) => /^\/api\/(admin|store_admin)\//.test(route.url) && !PUBLIC.has(route.url));
    expect(guarded.length).toBeGreaterThan(60);
    const failures: string[] = [];
    for (const route of guarded) {
      const key = `${route.method} ${route.url}`;
      for (const actor of ACTORS) {
        const response = await send(clients[actor], await validRequest(route));
        const expected = allowed(key, actor);
        if (response.statusCode >= 500 || (response.statusCode === 400 && !expected) || refusedByGuard(response) === expected)
          failures.push(`${actor} ${key} → ${response.statusCode} ${response.body.slice(0, 100)} (expected ${expected ? 'allowed' : 'refused'})`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('lets each staff role read the history of what it works on, and the store\'s own history to the owner alone', async () => {
    const history = (entity: string, id = '') => `/api/store_admin/stores/${world.storeA}/history?entity=${entity}${id ? `&id=${id}` : ''}`;
    const order = '00000000-0000-4000-8000-000000000001';
    const status = async (actor: Actor, url: string) => (await clients[actor].get(url)).statusCode;
    expect(await status('orders', history('order', order))).toBe(200);
    expect(await status('orders', history('product', String(world.products.cup)))).toBe(404);
    expect(await status('catalogue', history('order', order))).toBe(404);
    for (const actor of ['orders', 'catalogue'] as const) expect(await status(actor, history('store'))).toBe(404);
    expect(await status('owner', history('store'))).toBe(200);
    expect(await status('owner', history('order', order))).toBe(200);
  });

  it('answers a staff member on every storefront read as it answers a customer', { timeout: 300_000 }, async () => {
    const reads = app.routes.filter((route) => route.method === 'GET' && !/^\/api\/(admin|store_admin)\//.test(route.url) && route.url.startsWith('/api/'));
    const failures: string[] = [];
    for (const route of reads) {
      const request = await validRequest(route);
      const customer = (await send(clients.customer, request)).statusCode;
      for (const actor of ['orders', 'catalogue'] as const) {
        const status = (await send(clients[actor], request)).statusCode;
        // Their own store's checkout is the one difference: a store's accounts never buy from it.
        const ownCheckout = route.url === '/api/market/paymentMethods/:storeId' && status === 409;
        if (status !== customer && !ownCheckout) failures.push(`${actor} GET ${route.url} → ${status}, a customer ${customer}`);
      }
    }
    expect(reads.length).toBeGreaterThan(20);
    expect(failures).toEqual([]);
  });
});
