import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditKindsSchema, auditPageSchema } from '@plaza/domain/schemas/admin-ops';
import { buildTestApp, type Client, type TestApp } from '../../test/app';
import { addSeller } from '../store-admin/test-sellers';
import { signedInAs } from '../store-admin/panel-world';

let app: TestApp;
let admin: Client;
let adminId: string;

beforeAll(async () => {
  app = await buildTestApp({}, { seed: 'reference' });
  ({ client: admin, id: adminId } = await signedInAs(app, 'admin'));
}, 60_000);
afterAll(() => app?.cleanup());

const page = async (query = '') => {
  const response = await admin.get(`/api/admin/audit${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return auditPageSchema.parse(response.json());
};

describe('GET /api/admin/audit', () => {
  it('shows who wrote what and when, newest first, with the store and the changed fields, filtered by user, store and kind', async () => {
    const alfa = await addSeller(app, 'Tienda Alfa');
    const beta = await addSeller(app, 'Tienda Beta');
    expect((await alfa.client.send('PATCH', alfa.base, { description: 'Primera' })).statusCode).toBe(200);
    expect((await beta.client.send('PATCH', beta.base, { description: 'Segunda' })).statusCode).toBe(200);
    expect((await alfa.client.send('POST', `${alfa.base}/tags`, { name: 'Nuevo', color: '#336699' })).statusCode).toBe(201);
    const customer = await signedInAs(app, 'customer');
    expect((await admin.send('PATCH', `/api/admin/users/${customer.id}`, { active: false })).statusCode).toBe(200);

    const all = await page();
    expect(all.results.map((entry) => entry.kind)).toEqual(['users.update', 'tags.insert', 'stores.update', 'stores.update']);
    expect(all.results[0]).toMatchObject({
      actor: { id: adminId, name: 'Laura Díaz', email: expect.stringContaining('@example.com'), role: 'admin' },
      store: null,
      entity_id: customer.id,
      before: { deactivated_at: null },
      after: { deactivated_at: expect.any(String) },
    });
    expect(all.results[3]).toMatchObject({
      actor: { id: alfa.userId, role: 'seller' },
      store: { id: alfa.storeId, name: 'Tienda Alfa' },
      entity_id: String(alfa.storeId),
      before: { description: '' },
      after: { description: 'Primera' },
    });
    expect(Date.parse(all.results[0]!.created_at)).toBeGreaterThanOrEqual(Date.parse(all.results[3]!.created_at));

    expect((await page(`?store=${alfa.storeId}`)).results.map((entry) => entry.kind)).toEqual(['tags.insert', 'stores.update']);
    expect((await page(`?user=${beta.userId}`)).results.map((entry) => entry.store?.name)).toEqual(['Tienda Beta']);
    expect((await page('?kind=stores.update')).results).toHaveLength(2);
    expect((await page(`?kind=stores.update&store=${beta.storeId}&user=${beta.userId}`)).results).toHaveLength(1);
    expect((await page('?user=&store=&kind=')).results).toHaveLength(4);
    const first = await page('?page_size=3');
    expect(first.has_next).toBe(true);
    const second = await page('?page_size=3&page=2');
    expect(second).toMatchObject({ has_next: false });
    expect([...first.results, ...second.results].map((entry) => entry.id)).toEqual(all.results.map((entry) => entry.id));
  });

  it('refuses a bad filter with 400', async () => {
    for (const query of ['user=nadie', 'store=x', 'store=0', 'kind=drop table', 'kind=stores', 'page=0', 'page_size=101'])
      expect((await admin.get(`/api/admin/audit?${query}`)).statusCode, query).toBe(400);
  });
});

describe('GET /api/admin/audit/kinds', () => {
  it('lists every kind the log holds, once each, in order', async () => {
    const response = await admin.get('/api/admin/audit/kinds');
    expect(response.statusCode).toBe(200);
    expect(auditKindsSchema.parse(response.json())).toEqual(['stores.update', 'tags.insert', 'users.update']);
  });
});
