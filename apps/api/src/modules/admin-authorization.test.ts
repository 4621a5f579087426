import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t } from '@plaza/domain/messages/es-server';
import { ta } from '@plaza/domain/messages/es-admin';
import { buildTestApp, Client, type RegisteredRoute, type TestApp } from '../test/app';
import { changed, dataDigest } from '../test/digest';
import { plausibleCase, type Fixtures, type Operation } from '../test/fuzz/cases';
import { sellerApplication } from '../test/payloads';
import { submitApplication } from './sellers/application-service';
import { panelWorld, signedInAs, type PanelWorld } from './store-admin/panel-world';

/*
 * The whole authorization matrix of the operator console's API, over every /api/admin route the
 * app registers (collected as they are registered, so the routes every module adds are covered
 * without this file naming them): a visitor, a customer and a seller get 403 with the console's
 * message and change nothing, however the path is spelled; an admin gets past the guard on every
 * route; the admin's writes need the CSRF token and the AJAX header like any other. The four
 * reference lists the storefront reads stay public.
 */

const PUBLIC = new Set(['/api/admin/categories', '/api/admin/ubications', '/api/admin/storePlans', '/api/admin/currencies']);

let app: TestApp;
let world: PanelWorld;
let admin: Client;
let seller: Client;
let operations: Record<string, Record<string, Operation>>;
let fixtures: Fixtures;
let routes: RegisteredRoute[];
let ids: Record<string, string | number>;

beforeAll(async () => {
  app = await buildTestApp({}, { seed: 'reference' });
  world = await panelWorld(app);
  admin = (await signedInAs(app, 'admin')).client;
  seller = world.seller;
  operations = (await app.inject('/api/docs')).json<{ paths: typeof operations }>().paths;
  routes = app.routes.filter((route) => route.url.startsWith('/api/admin/') && !PUBLIC.has(route.url));
  expect((await world.customer.send('POST', `/api/market/products/${world.products.cup}/review`, { rating: 4, comment: 'Bien' })).statusCode).toBe(200);
  const { rows } = await app.deps.db.execute<{ review: number; user: string }>(sql`
    select (select max(id) from reviews) as review, (select id from users where role = 'customer' order by created_at limit 1) as user`);
  ids = { reviewId: rows[0]!.review, userId: rows[0]!.user, storeId: world.storeB, id: 1 };
  fixtures = {
    productId: world.products.cup,
    storeId: world.storeB,
    storeSlug: 'tienda',
    tagSlug: 'etiqueta',
    sectionSlug: 'seccion',
    couponCode: 'MATRIZ',
    paymentMethodId: world.whatsappMethod,
    referralSlug: 'ref',
    referralId: 1,
    png: Buffer.alloc(0),
  };
}, 60_000);
afterAll(() => app?.cleanup());

type Request = { method: string; url: string; payload?: string | Buffer | object; headers: Record<string, string> };

/** A request that gets past validation: known ids in the path, a pending application for `:id`, the document's plausible body. */
async function validRequest(route: RegisteredRoute): Promise<Request> {
  const values = { ...ids };
  if (route.url.includes('storeSolicitudes/:id'))
    values.id = await submitApplication(app.deps.db, app.config, sellerApplication({ user: { email: `matriz${Date.now()}${Math.random()}@example.com` } }) as never, undefined);
  const path = route.url.replace(/:(\w+)/g, '{$1}');
  const op = operations[path]?.[route.method.toLowerCase()];
  if (!op) throw new Error(`${route.method} ${route.url} is not in the OpenAPI document`);
  const plain = plausibleCase(route.method, path, op, fixtures);
  const query = plain.url.includes('?') ? plain.url.slice(plain.url.indexOf('?')) : '';
  const url = route.url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(values[name] ?? 1))) + query;
  const own: Record<string, object> = {
    'POST /api/admin/storeSolicitudes/:id/reject': { reason: 'Faltan datos del negocio' },
    'PATCH /api/admin/users/:userId': { active: true },
    'PATCH /api/admin/reviews/:reviewId': { hidden: false },
  };
  const key = `${route.method} ${route.url}`;
  if (key in own) return { method: route.method, url, payload: own[key], headers: {} };
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

/** `/api/%61dmin/…`: the router decodes it to the route's own path. */
const encoded = (url: string) => url.replace('/api/admin/', '/api/%61dmin/');

describe('the authorization matrix of /api/admin', () => {
  it('covers the console\'s routes among every one registered', () => {
    const urls = routes.map((route) => `${route.method} ${route.url}`);
    for (const route of [
      'GET /api/admin/storeSolicitudes',
      'POST /api/admin/storeSolicitudes/:id/approve',
      'POST /api/admin/storeSolicitudes/:id/reject',
      'GET /api/admin/users',
      'PATCH /api/admin/users/:userId',
      'POST /api/admin/users/:userId/activation',
      'GET /api/admin/reviews',
      'PATCH /api/admin/reviews/:reviewId',
      'GET /api/admin/dashboard',
      'GET /api/admin/audit',
      'GET /api/admin/audit/kinds',
    ])
      expect(urls).toContain(route);
  });

  it('refuses a visitor, a customer and a seller with 403 on every route, however the path is spelled, changing nothing', { timeout: 180_000 }, async () => {
    const digest = dataDigest(app);
    const prepared = [];
    for (const route of routes) prepared.push(await validRequest(route));
    const before = await digest();
    const failures: string[] = [];
    for (const request of prepared) {
      for (const url of [request.url, encoded(request.url)]) {
        for (const [who, client] of [['visitor', new Client(app)], ['customer', world.customer], ['seller', seller]] as const) {
          const response = await send(client, { ...request, url });
          if (response.statusCode !== 403 || response.json().message !== ta('access.adminsOnly'))
            failures.push(`${who} ${request.method} ${url} → ${response.statusCode} ${response.body.slice(0, 100)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(changed(before, await digest())).toEqual([]);
  });

  it('lets an admin past the guard on every route, however the path is spelled', { timeout: 180_000 }, async () => {
    const failures: string[] = [];
    for (const route of routes) {
      for (const spelled of [false, true]) {
        const request = await validRequest(route);
        const response = await send(admin, spelled ? { ...request, url: encoded(request.url) } : request);
        const refused = response.statusCode === 401 || (response.statusCode === 403 && response.json().message === ta('access.adminsOnly'));
        if (refused || response.statusCode >= 500) failures.push(`${request.method} ${request.url} → ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses an admin\'s writes without the CSRF token or the AJAX header, changing nothing', { timeout: 180_000 }, async () => {
    const digest = dataDigest(app);
    const prepared = [];
    for (const route of routes.filter((item) => item.method !== 'GET')) prepared.push(await validRequest(route));
    expect(prepared.length).toBeGreaterThanOrEqual(5);
    const before = await digest();
    const failures: string[] = [];
    for (const request of prepared) {
      const noToken = await send(admin, request, { csrf: false });
      const noHeader = await send(admin, request, { ajax: false });
      if (noToken.statusCode !== 403 || noToken.json().message !== t('errors.csrf')) failures.push(`${request.method} ${request.url} without token → ${noToken.statusCode}`);
      if (noHeader.statusCode !== 403 || noHeader.json().message !== t('errors.ajaxHeader')) failures.push(`${request.method} ${request.url} without header → ${noHeader.statusCode}`);
    }
    expect(failures).toEqual([]);
    expect(changed(before, await digest())).toEqual([]);
  });

  it('keeps the storefront\'s four reference lists public', async () => {
    for (const url of PUBLIC) expect((await new Client(app).get(url)).statusCode, url).toBe(200);
  });
});
