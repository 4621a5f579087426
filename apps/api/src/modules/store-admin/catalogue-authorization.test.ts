import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PanelProduct } from '@plaza/domain/schemas/panel-product';
import { buildTestApp, type Client, type RegisteredRoute, type TestApp } from '../../test/app';
import { addSeller, catalogueDigest, referenceIds, retail, type Seller } from './test-sellers';

/*
 * What authorization.test.ts's matrix (every /api/store_admin route: visitor, customer,
 * administrator, another seller's store, the owner, CSRF) does not ask of the catalogue routes:
 * a seller naming another store's product, image or tag below their own store's path, and store
 * ids spelled to climb out of the path.
 */

let app: TestApp;
let ids: Awaited<ReturnType<typeof referenceIds>>;
let owner: Seller;
let stranger: Seller;
let png: Buffer;

beforeAll(async () => {
  app = await buildTestApp({}, { seed: 'reference' });
  ids = await referenceIds(app);
  owner = await addSeller(app);
  stranger = await addSeller(app);
  png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#c0ffee' } }).png().toBuffer();
}, 60_000);
afterAll(() => app?.cleanup());

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
    // The fixture's product has retail()'s stock of 10.
    'PATCH /products/:productId': { stock: 1, stock_seen: 10 },
    'PUT /products/:productId/images': { image_ids: [f.imageId] },
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

/** The routes that name a product, image or tag below the store: the ids a seller could borrow from another store. */
const byItemId = () => app.routes.filter((route) => /^\/api\/store_admin\/stores\/:storeId\/(products|tags)\/:/.test(route.url));

describe('the catalogue routes, beyond the whole matrix', () => {
  it('answer another seller 404 for the owner\'s product, image or tag through their own store\'s path, changing nothing; the owner gets through', { timeout: 120_000 }, async () => {
    expect(byItemId().map((route) => `${route.method} ${route.url.replace('/api/store_admin/stores/:storeId', '')}`).sort()).toEqual([
      'DELETE /products/:productId',
      'DELETE /products/:productId/images/:imageId',
      'DELETE /tags/:tagId',
      'GET /products/:productId',
      'PATCH /products/:productId',
      'PATCH /tags/:tagId',
      'POST /products/:productId/duplicate',
      'POST /products/:productId/images',
      'PUT /products/:productId/images',
    ]);
    const failures: string[] = [];
    for (const route of byItemId()) {
      const f = await fixtures();
      const request = await requestFor(route, f);
      const before = await catalogueDigest(app);
      const response = await send(stranger.client, request, request.url.replace(`/stores/${owner.storeId}/`, `/stores/${stranger.storeId}/`));
      if (response.statusCode !== 404) failures.push(`another seller in own store ${route.method} ${route.url} → ${response.statusCode}`);
      if ((await catalogueDigest(app)) !== before) failures.push(`${route.method} ${route.url}: the refused request changed the catalogue`);
      const owners = await send(owner.client, request);
      if (owners.statusCode >= 300) failures.push(`owner ${route.method} ${route.url} → ${owners.statusCode} ${owners.body.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
  });

  it('answer another store\'s product below the owner\'s store as a product that does not exist: 404, the same message', async () => {
    const missingProduct = await owner.client.get(`${owner.base}/products/999999`);
    const strangers = (await stranger.client.send('POST', `${stranger.base}/products`, retail(ids))).json<PanelProduct>();
    const foreignProduct = await owner.client.get(`${owner.base}/products/${strangers.product_id}`);
    expect(missingProduct.statusCode).toBe(404);
    expect(foreignProduct.json()).toEqual(missingProduct.json());
  });

  it('reach no other store through a store id spelled otherwise, and change nothing', async () => {
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
            : await owner.client.send(method, url, method === 'PATCH' ? { stock: 0, stock_seen: 10 } : retail(ids));
        expect([400, 404], `${method} ${url} → ${response.statusCode} ${response.body.slice(0, 100)}`).toContain(response.statusCode);
      }
    }
    expect(await catalogueDigest(app)).toBe(before);
  });

});
