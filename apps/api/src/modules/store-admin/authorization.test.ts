import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t } from '@plaza/domain/messages/es-server';
import { tp } from '@plaza/domain/messages/es-panel';
import { buildTestApp, type Client, type RegisteredRoute, type TestApp } from '../../test/app';
import { changed, dataDigest } from '../../test/digest';
import { plausibleCase, type Fixtures, type Operation } from '../../test/fuzz/cases';
import { imageForm, panelWorld, signedInAs, type PanelWorld } from './panel-world';

/*
 * The whole authorization matrix of the seller panel's API, over every /api/store_admin route the
 * app registers (collected as they are registered, so routes added by other modules are covered
 * too): a visitor gets 401, a customer or an administrator 403, a seller asking for another
 * seller's store 404 (the very answer a store that does not exist gets), the owner gets through;
 * a write without the CSRF token or the AJAX header is refused; and so for encoded spellings.
 */

/** The seller application is public by the storefront's spec: not the panel, no guard. */
const PUBLIC = new Set(['/api/store_admin/storeSolicitude', '/api/store_admin/storeSolicitude/confirm/:token']);
const NO_STORE = 999_999;

let app: TestApp;
let world: PanelWorld;
let admin: Client;
let operations: Record<string, Record<string, Operation>>;
let fixtures: Fixtures;
let routes: RegisteredRoute[];
let jpeg: Buffer;
let nextCode = 0;

beforeAll(async () => {
  app = await buildTestApp({}, { seed: 'reference' });
  world = await panelWorld(app);
  admin = (await signedInAs(app, 'admin')).client;
  operations = (await app.inject('/api/docs')).json<{ paths: typeof operations }>().paths;
  routes = app.routes.filter((route) => route.url.startsWith('/api/store_admin/') && !PUBLIC.has(route.url));
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
}, 60_000);
afterAll(() => app?.cleanup());

type Request = { method: string; url: string; payload?: string | Buffer | object; headers: Record<string, string> };

/** A pending order of storeA, made in the database (the checkout's rate limit is not what this file tests). */
async function pendingOrder(): Promise<string> {
  const { rows } = await app.deps.db.execute<{ id: string }>(sql`
    with buyer as (select id from users where role = 'customer' order by created_at limit 1),
    created as (
      insert into orders (user_id, store_id, payment_method_id, status, total_amount)
      select buyer.id, ${world.storeA}, ${world.whatsappMethod}, 'pending_payment', 25000 from buyer returning id)
    insert into order_items (order_id, product_id, name, quantity, unit_price, line_total, currency_id)
    select created.id, p.id, p.name, 1, p.price, p.price, p.currency_id from created, products p where p.id = ${world.products.cup}
    returning order_id as id`);
  return rows[0]!.id;
}

/** Ids of storeA's own rows for the routes' other path parameters; a DELETE (or an order's PATCH) gets a fresh row each time. */
async function subIds(route: RegisteredRoute): Promise<Record<string, number | string>> {
  const ids: Record<string, number | string> = { productId: world.products.cup, tagId: 1, imageId: 1 };
  const method = await world.seller.send('POST', `/api/store_admin/stores/${world.storeA}/paymentMethods`, { name: 'Efectivo', kind: 'cash' });
  ids.paymentMethodId = method.json<{ payment_method_id: number }>().payment_method_id;
  if (route.url.includes(':couponId')) {
    const coupon = await world.seller.send('POST', `/api/store_admin/stores/${world.storeA}/coupons`, { code: `SUB${nextCode++}`, discount_percent: 5 });
    ids.couponId = coupon.json<{ coupon_id: number }>().coupon_id;
  }
  if (route.url.includes(':orderId')) ids.orderId = await pendingOrder();
  return ids;
}

/** A request that passes validation: this module's routes with their bodies, others with the OpenAPI document's plausible values. */
async function validRequest(route: RegisteredRoute, storeId: number): Promise<Request> {
  const ids = await subIds(route);
  const url = route.url.replace(':storeId', String(storeId)).replace(/:(\w+)/g, (_, name: string) => String(ids[name] ?? 1));
  const own: Record<string, unknown> = {
    'PATCH /api/store_admin/stores/:storeId': { description: 'Abierta todos los días.' },
    'POST /api/store_admin/stores/:storeId/paymentMethods': { name: 'Transferencia', kind: 'transfer', instructions: 'Cuenta 1234' },
    'PATCH /api/store_admin/stores/:storeId/paymentMethods/:paymentMethodId': { name: 'Efectivo al recibir' },
    'POST /api/store_admin/stores/:storeId/coupons': { code: `MATRIZ${nextCode++}`, discount_percent: 10 },
    'PATCH /api/store_admin/stores/:storeId/coupons/:couponId': { active: false },
    'PATCH /api/store_admin/stores/:storeId/products/:productId': { stock: 7, stock_seen: 50 },
    'POST /api/store_admin/stores/:storeId/tags': { name: `Matriz ${nextCode++}`, color: '#336699' },
    'PATCH /api/store_admin/stores/:storeId/tags/:tagId': { color: '#336699' },
    'PATCH /api/store_admin/stores/:storeId/orders/:orderId': { status: 'cancelled', reason: 'Matriz' },
    // Any account's id: the owner's own store answers that it has no commissions for it (404 of its own).
    'POST /api/store_admin/stores/:storeId/payouts': { referrer_id: '00000000-0000-4000-8000-000000000001', amount: 100, currency: 'CUP', method: 'cash', reference: `MATRIZ${nextCode++}` },
  };
  /** The query a GET needs to pass validation. */
  const queries: Record<string, string> = {
    'GET /api/store_admin/stores/:storeId/payouts/statement.csv': '?from=2026-01-01&to=2026-01-31',
    'GET /api/store_admin/stores/:storeId/history': '?entity=store',
  };
  const key = `${route.method} ${route.url}`;
  if (/\/(logo|cover)$/.test(route.url)) {
    const { body, contentType } = await imageForm(jpeg);
    return { method: route.method, url, payload: body, headers: { 'content-type': contentType } };
  }
  if (key in own) return { method: route.method, url, payload: own[key] as object, headers: {} };
  if (key in queries) return { method: route.method, url: url + queries[key], headers: {} };
  const path = route.url.replace(/:(\w+)/g, '{$1}');
  const op = operations[path]?.[route.method.toLowerCase()];
  if (!op) throw new Error(`${key} is not in the OpenAPI document`);
  const plain = plausibleCase(route.method, path, op, fixtures);
  return { method: route.method, url, payload: plain.payload, headers: plain.headers ?? {} };
}

async function send(client: Client, request: Request, { csrf = true, ajax = true } = {}): Promise<LightMyRequestResponse> {
  const credentials = await client.credentials();
  const headers: Record<string, string> = { cookie: credentials.cookie, ...request.headers };
  if (request.method !== 'GET') {
    if (csrf) headers['x-csrf-token'] = credentials['x-csrf-token'];
    if (ajax) headers['x-requested-with'] = 'XMLHttpRequest';
    if (request.payload !== undefined && typeof request.payload === 'object' && !Buffer.isBuffer(request.payload))
      headers['content-type'] ??= 'application/json';
  }
  return app.inject({ method: request.method as 'GET', url: request.url, headers, payload: request.payload as string });
}

const answer = (response: LightMyRequestResponse) => ({ status: response.statusCode, body: response.json() as unknown });
/** `/api/store_%61dmin/…`: the router decodes it to the route's own path. */
const encoded = (url: string) => url.replace('/store_admin/', '/store_%61dmin/');

describe('the authorization matrix of /api/store_admin', () => {
  it('covers this module\'s routes among every one registered', () => {
    const urls = routes.map((route) => `${route.method} ${route.url}`);
    for (const route of [
      'GET /api/store_admin/stores',
      'GET /api/store_admin/stores/:storeId',
      'PATCH /api/store_admin/stores/:storeId',
      'POST /api/store_admin/stores/:storeId/logo',
      'POST /api/store_admin/stores/:storeId/cover',
      'GET /api/store_admin/stores/:storeId/paymentMethods',
      'POST /api/store_admin/stores/:storeId/paymentMethods',
      'PATCH /api/store_admin/stores/:storeId/paymentMethods/:paymentMethodId',
      'DELETE /api/store_admin/stores/:storeId/paymentMethods/:paymentMethodId',
      'GET /api/store_admin/stores/:storeId/coupons',
      'POST /api/store_admin/stores/:storeId/coupons',
      'PATCH /api/store_admin/stores/:storeId/coupons/:couponId',
      'DELETE /api/store_admin/stores/:storeId/coupons/:couponId',
      'GET /api/store_admin/stores/:storeId/dashboard',
      'GET /api/store_admin/stores/:storeId/orders',
      'GET /api/store_admin/stores/:storeId/orders.csv',
      'GET /api/store_admin/stores/:storeId/orders/summary',
      'GET /api/store_admin/stores/:storeId/orders/:orderId',
      'PATCH /api/store_admin/stores/:storeId/orders/:orderId',
      'GET /api/store_admin/stores/:storeId/commissions',
      'GET /api/store_admin/stores/:storeId/products',
      'POST /api/store_admin/stores/:storeId/products',
      'GET /api/store_admin/stores/:storeId/products/:productId',
      'PATCH /api/store_admin/stores/:storeId/products/:productId',
      'DELETE /api/store_admin/stores/:storeId/products/:productId',
      'POST /api/store_admin/stores/:storeId/products/:productId/duplicate',
      'POST /api/store_admin/stores/:storeId/products/:productId/images',
      'DELETE /api/store_admin/stores/:storeId/products/:productId/images/:imageId',
      'PUT /api/store_admin/stores/:storeId/products/:productId/images',
      'GET /api/store_admin/stores/:storeId/tags',
      'POST /api/store_admin/stores/:storeId/tags',
      'PATCH /api/store_admin/stores/:storeId/tags/:tagId',
      'DELETE /api/store_admin/stores/:storeId/tags/:tagId',
    ])
      expect(urls).toContain(route);
  });

  it('refuses a visitor (401), a customer and an administrator (403), however the path is spelled, changing nothing', { timeout: 120_000 }, async () => {
    const digest = dataDigest(app);
    const prepared = await Promise.all(routes.map((route) => validRequest(route, world.storeA)));
    const before = await digest();
    const failures: string[] = [];
    for (const request of prepared) {
      for (const url of [request.url, encoded(request.url)]) {
        const expectations: [Client, number, string][] = [
          [world.visitor, 401, t('errors.unauthorized')],
          [world.customer, 403, tp('access.sellersOnly')],
          [admin, 403, tp('access.sellersOnly')],
        ];
        for (const [client, status, message] of expectations) {
          const response = await send(client, { ...request, url });
          if (response.statusCode !== status || response.json().message !== message)
            failures.push(`${request.method} ${url} → ${response.statusCode} ${response.body.slice(0, 100)} (expected ${status})`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(changed(before, await digest())).toEqual([]);
  });

  it('answers another seller\'s store exactly as a store that does not exist: 404, changing nothing', { timeout: 120_000 }, async () => {
    const digest = dataDigest(app);
    const failures: string[] = [];
    const perStore = routes.filter((route) => route.url.includes(':storeId'));
    expect(perStore.length).toBe(routes.length - 1);
    for (const route of perStore) {
      const foreign = await validRequest(route, world.storeA);
      const missing = await validRequest(route, NO_STORE);
      const before = await digest();
      for (const [theirs, none] of [
        [foreign, missing],
        [{ ...foreign, url: encoded(foreign.url) }, { ...missing, url: encoded(missing.url) }],
      ] as const) {
        const other = answer(await send(world.otherSeller, theirs));
        const nothing = answer(await send(world.seller, none));
        if (other.status !== 404 || JSON.stringify(other) !== JSON.stringify(nothing) || (other.body as { message: string }).message !== tp('access.storeNotFound'))
          failures.push(`${route.method} ${theirs.url}: another seller ${JSON.stringify(other)}, no store ${JSON.stringify(nothing)}`);
      }
      const difference = changed(before, await digest());
      if (difference.length > 0) failures.push(`${route.method} ${route.url} changed ${difference.join(', ')}`);
    }
    expect(failures).toEqual([]);
  });

  it('lets the owner through on every route, however the path is spelled', { timeout: 120_000 }, async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const spellings = /\/(logo|cover)$/.test(route.url) ? [false] : [false, true];
      for (const spelled of spellings) {
        const request = await validRequest(route, world.storeA);
        const response = await send(world.seller, spelled ? { ...request, url: encoded(request.url) } : request);
        const guardAnswer =
          [401, 403].includes(response.statusCode) || (response.statusCode === 404 && response.json().message === tp('access.storeNotFound'));
        if (guardAnswer || response.statusCode >= 500) failures.push(`${request.method} ${request.url} → ${response.statusCode} ${response.body.slice(0, 120)}`);
        // This module's own routes succeed outright.
        const ours =
          /\/stores(\/:storeId(\/(logo|cover|paymentMethods|coupons|dashboard)(\/:\w+)?)?)?$/.test(route.url) ||
          /\/stores\/:storeId\/(orders(\.csv|\/summary|\/:orderId)?|commissions)$/.test(route.url);
        if (ours && response.statusCode >= 300)
          failures.push(`${request.method} ${request.url} → ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses the owner\'s writes without the CSRF token or the AJAX header, changing nothing', { timeout: 120_000 }, async () => {
    const digest = dataDigest(app);
    const writes = routes.filter((route) => route.method !== 'GET');
    expect(writes.length).toBeGreaterThanOrEqual(9);
    const prepared = await Promise.all(writes.map((route) => validRequest(route, world.storeA)));
    const before = await digest();
    const failures: string[] = [];
    for (const request of prepared) {
      for (const url of [request.url, encoded(request.url)]) {
        const noToken = await send(world.seller, { ...request, url }, { csrf: false });
        const noHeader = await send(world.seller, { ...request, url }, { ajax: false });
        if (noToken.statusCode !== 403 || noToken.json().message !== t('errors.csrf')) failures.push(`${request.method} ${url} without token → ${noToken.statusCode}`);
        if (noHeader.statusCode !== 403 || noHeader.json().message !== t('errors.ajaxHeader'))
          failures.push(`${request.method} ${url} without header → ${noHeader.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
    expect(changed(before, await digest())).toEqual([]);
  });
});
