import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PanelProduct } from '@plaza/domain/schemas/panel-product';
import { buildTestApp, Client, type RegisteredRoute, type TestApp } from '../../test/app';
import { addSeller, catalogueDigest, referenceIds, retail, signedInUser, type Seller } from './test-sellers';

/*
 * The authorization matrix of the catalogue routes of the seller panel: a visitor gets 401, a
 * customer 403, the seller of another store 404 (as for a store or product that does not exist),
 * the owner 2xx; none but the owner changes anything, however the path is spelled.
 */

let app: TestApp;
let ids: Awaited<ReturnType<typeof referenceIds>>;
let owner: Seller;
let stranger: Seller;
let customer: Client;
let png: Buffer;

beforeAll(async () => {
  app = await buildTestApp({}, { seed: 'reference' });
  ids = await referenceIds(app);
  owner = await addSeller(app);
  stranger = await addSeller(app);
  customer = (await signedInUser(app, 'customer')).client;
  png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#c0ffee' } }).png().toBuffer();
}, 60_000);
afterAll(() => app?.cleanup());

const catalogueRoutes = () => app.routes.filter((route) => /^\/api\/store_admin\/stores\/:storeId\/(products|tags)/.test(route.url));

/** A fresh product (with one image) and tag of the owner's, so that a delete by the owner leaves the next route its own. */
async function fixtures() {
  const product = (await owner.client.send('POST', `${owner.base}/products`, retail(ids))).json<PanelProduct>();
  const { rows } = await app.deps.db.execute<{ id: number }>(
    sql`insert into product_images (product_id, image, position) values (${product.product_id}, 'abcdef0123456789.webp', 0) returning id`,
  );
  const tag = (await owner.client.send('POST', `${owner.base}/tags`, { name: `Etiqueta ${product.product_id}`, color: '#000000' })).json<{ tag_id: number }>();
  return { storeId: owner.storeId, productId: product.product_id, imageId: Number(rows[0]!.id), tagId: tag.tag_id };
}

type Request = { method: string; url: string; payload?: string | Buffer | object; headers: Record<string, string> };

async function requestFor(route: RegisteredRoute, f: Awaited<ReturnType<typeof fixtures>>): Promise<Request> {
  const url = route.url.replace(/:(\w+)/g, (_, name: keyof typeof f) => String(f[name]));
  const key = `${route.method} ${route.url.replace('/api/store_admin/stores/:storeId', '')}`;
  const bodies: Record<string, object> = {
    'POST /products': retail(ids),
    'PATCH /products/:productId': { stock: 1 },
    'PUT /products/:productId/images': { image_ids: [f.imageId] },
    'POST /tags': { name: 'Otra', color: '#ffffff' },
    'PATCH /tags/:tagId': { color: '#ffffff' },
  };
  if (key === 'POST /products/:productId/images') {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'foto.png');
    const request = new Request('http://plaza/', { method: 'POST', body: form });
    return { method: route.method, url, payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } };
  }
  const body = bodies[key];
  return { method: route.method, url, payload: body, headers: body ? { 'content-type': 'application/json' } : {} };
}

async function send(client: Client, request: Request, url = request.url) {
  const credentials = await client.credentials();
  return app.inject({ method: request.method as 'GET', url, payload: request.payload, headers: { ...credentials, ...request.headers } });
}

describe('who may use the catalogue routes', () => {
  it('lists every route of products, images and tags', () => {
    expect(catalogueRoutes().map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining([
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
      ]),
    );
    expect(catalogueRoutes()).toHaveLength(13);
  });

  it('answers a visitor 401, a customer 403, another seller 404 and the owner 2xx; only the owner changes anything', { timeout: 120_000 }, async () => {
    const failures: string[] = [];
    for (const route of catalogueRoutes()) {
      const f = await fixtures();
      const request = await requestFor(route, f);
      const before = await catalogueDigest(app);
      for (const [who, client, status] of [
        ['visitor', new Client(app), 401],
        ['customer', customer, 403],
        ['another seller', stranger.client, 404],
      ] as const) {
        const response = await send(client, request);
        if (response.statusCode !== status) failures.push(`${who} ${route.method} ${route.url} → ${response.statusCode} ${response.body.slice(0, 100)}`);
        else if (response.json().success !== false) failures.push(`${who} ${route.method} ${route.url}: not the error shape`);
      }
      // Another seller through their own store's path, with the owner's ids below it.
      if (route.url.includes(':productId') || route.url.includes(':tagId')) {
        const response = await send(stranger.client, request, request.url.replace(`/stores/${owner.storeId}/`, `/stores/${stranger.storeId}/`));
        if (response.statusCode !== 404) failures.push(`another seller in own store ${route.method} ${route.url} → ${response.statusCode}`);
      }
      if ((await catalogueDigest(app)) !== before) failures.push(`${route.method} ${route.url}: refused requests changed the catalogue`);
      const response = await send(owner.client, request);
      if (response.statusCode >= 300) failures.push(`owner ${route.method} ${route.url} → ${response.statusCode} ${response.body.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers a store that does not exist as it answers another seller\'s: 404, the same message', async () => {
    const missing = await owner.client.get('/api/store_admin/stores/999999/products');
    const foreign = await owner.client.get(`${stranger.base}/products`);
    expect(missing.statusCode).toBe(404);
    expect(foreign.statusCode).toBe(404);
    expect(missing.json()).toEqual(foreign.json());
    const missingProduct = await owner.client.get(`${owner.base}/products/999999`);
    const strangers = (await stranger.client.send('POST', `${stranger.base}/products`, retail(ids))).json<PanelProduct>();
    const foreignProduct = await owner.client.get(`${owner.base}/products/${strangers.product_id}`);
    expect(missingProduct.statusCode).toBe(404);
    expect(foreignProduct.json()).toEqual(missingProduct.json());
  });

  it('reaches no other store through an encoded path, and changes nothing', async () => {
    const f = await fixtures();
    const before = await catalogueDigest(app);
    const target = stranger.storeId;
    const spellings = [
      `/api/store_admin/stores/${owner.storeId}%2F..%2F${target}/products`,
      `/api/store_admin/stores/${owner.storeId}%2F..%2F..%2Fstores%2F${target}/products`,
      `/api/store_admin/stores/1%2F../products`,
      `/api/store_admin/stores/${target}%00/products`,
      `/api/store_admin/stores/0x${target.toString(16)}/products`,
      `/api/store_admin/stores/${target}.0/products`,
      `/api/store_admin/stores/%20${target}/products`,
      `/api/store_admin/stores/-${target}/products`,
      `/api/store_admin/stores/${owner.storeId}/products/${f.productId}%2F..%2F1`,
    ];
    for (const url of spellings) {
      for (const method of ['GET', 'PATCH', 'POST'] as const) {
        const response =
          method === 'GET'
            ? await owner.client.get(url)
            : await owner.client.send(method, url, method === 'PATCH' ? { stock: 0 } : retail(ids));
        expect([400, 404], `${method} ${url} → ${response.statusCode} ${response.body.slice(0, 100)}`).toContain(response.statusCode);
      }
    }
    expect(await catalogueDigest(app)).toBe(before);
  });

  it('refuses every write without the CSRF token or the AJAX header, even the owner\'s', async () => {
    const f = await fixtures();
    const before = await catalogueDigest(app);
    for (const route of catalogueRoutes().filter((route) => route.method !== 'GET')) {
      const request = await requestFor(route, f);
      const credentials = await owner.client.credentials();
      for (const headers of [{ cookie: credentials.cookie }, { cookie: credentials.cookie, 'x-requested-with': 'XMLHttpRequest' }]) {
        const response = await app.inject({ method: request.method as 'POST', url: request.url, payload: request.payload, headers: { ...request.headers, ...headers } });
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      }
    }
    expect(await catalogueDigest(app)).toBe(before);
  });
});
