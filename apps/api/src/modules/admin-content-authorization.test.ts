import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ta } from '@plaza/domain/messages/es-admin';
import { buildTestApp, Client, type RegisteredRoute, type TestApp } from '../test/app';
import { changed, dataDigest } from '../test/digest';
import { imageForm, photo, signedInAdmin } from './content-admin-world';
import { addSeller, signedInUser } from './store-admin/test-sellers';

/*
 * The console content API's authorization: every route of it, as the app registered it, answers a
 * visitor, a customer and a seller 403 with the console's message, whatever the body, and changes
 * nothing; an operator gets through. The public lists the storefront reads stay public.
 */

const CONTENT = /^\/api\/admin\/(hero|categories|customSections|storePlans|footer|documents)(\/|$)/;
/** The contract's routes and the few the console needs beside them (image upload, order lists, loading a document). */
const EXPECTED = [
  'GET /api/admin/hero',
  'POST /api/admin/hero/images',
  'POST /api/admin/hero',
  'PUT /api/admin/hero',
  'PATCH /api/admin/hero/:heroId',
  'DELETE /api/admin/hero/:heroId',
  'POST /api/admin/categories',
  'PUT /api/admin/categories',
  'PATCH /api/admin/categories/:categoryId',
  'DELETE /api/admin/categories/:categoryId',
  'POST /api/admin/storePlans',
  'PUT /api/admin/storePlans',
  'PATCH /api/admin/storePlans/:planId',
  'DELETE /api/admin/storePlans/:planId',
  'GET /api/admin/customSections',
  'POST /api/admin/customSections',
  'PUT /api/admin/customSections',
  'PATCH /api/admin/customSections/:sectionId',
  'DELETE /api/admin/customSections/:sectionId',
  'PUT /api/admin/footer',
  'GET /api/admin/documents/privacy',
  'PUT /api/admin/documents/privacy',
  'GET /api/admin/documents/terms',
  'PUT /api/admin/documents/terms',
];
/** Public GETs the storefront and the become-a-seller page read: no guard. */
const PUBLIC = ['/api/admin/categories', '/api/admin/storePlans', '/api/market/hero', '/api/market/customSection', '/api/market/footer', '/mark/privacy.md'];

let app: TestApp;
let guarded: RegisteredRoute[];
let callers: Record<'visitor' | 'customer' | 'seller' | 'admin', Client>;

beforeAll(async () => {
  app = await buildTestApp({}, { seed: 'reference' });
  guarded = app.routes.filter((route) => CONTENT.test(route.url) && !(route.method === 'GET' && PUBLIC.includes(route.url)));
  callers = {
    visitor: new Client(app),
    customer: (await signedInUser(app, 'customer')).client,
    seller: (await addSeller(app)).client,
    admin: (await signedInAdmin(app)).client,
  };
}, 60_000);
afterAll(() => app?.cleanup());

/** What an attacker might send each route: a plausible body, or a real image for the upload. */
async function attempt(client: Client, route: RegisteredRoute, url = route.url.replace(/:\w+/g, '1')) {
  if (route.method === 'GET') return client.get(url);
  const method = route.method as 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  if (route.url.endsWith('/images')) {
    const { body, headers } = await imageForm(await photo(64, 64));
    return client.send(method, url, body, headers);
  }
  return client.send(method, url, method === 'DELETE' ? undefined : { name: 'Intruso', tittle: 'Intruso', markdown: '# Intruso', section_name: 'Intrusa', icon: 'gift' });
}

describe('the console content API', () => {
  it('has exactly the routes of the contract and the console', () => {
    expect(guarded.map((route) => `${route.method} ${route.url}`).sort()).toEqual([...EXPECTED].sort());
  });

  it('answers a visitor, a customer and a seller 403 on every route, changing nothing', async () => {
    const digest = dataDigest(app);
    const before = await digest();
    for (const role of ['visitor', 'customer', 'seller'] as const)
      for (const route of guarded) {
        for (const url of [route.url.replace(/:\w+/g, '1'), route.url.replace(/:\w+/g, '999999').replace('/api/admin/', '/api/%61dmin/')]) {
          const response = await attempt(callers[role], route, url);
          expect(response.statusCode, `${role} ${route.method} ${url}`).toBe(403);
          expect(response.json().message, `${role} ${route.method} ${url}`).toBe(ta('access.adminsOnly'));
        }
      }
    expect(changed(before, await digest())).toEqual([]);
  });

  it('lets an operator through every route (no 401 or 403)', async () => {
    for (const route of guarded) {
      const response = await attempt(callers.admin, route);
      expect([401, 403], `${route.method} ${route.url}: ${response.body}`).not.toContain(response.statusCode);
      expect(response.statusCode, `${route.method} ${route.url}`).toBeLessThan(500);
    }
  });

  it('keeps the lists the storefront reads public', async () => {
    for (const url of PUBLIC) for (const client of Object.values(callers)) expect((await client.get(url)).statusCode, url).toBe(200);
  });
});
