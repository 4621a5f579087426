import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { fieldLabel, historyChanges, historyEntityName, historyKindLabel } from '@plaza/domain/history';
import * as schema from '../../db/schema';
import { auditPageSchema } from '@plaza/domain/schemas/admin-ops';
import { storeHistoryPageSchema, type StoreHistoryEntry } from '@plaza/domain/schemas/panel-history';
import { buildTestApp, type Client, type TestApp } from '../../test/app';
import { panelWorld, signedInAs, type PanelWorld } from '../store-admin/panel-world';

let app: TestApp;
let world: PanelWorld;
let admin: Client;

beforeAll(async () => {
  app = await buildTestApp({}, { seed: 'reference' });
  world = await panelWorld(app);
  ({ client: admin } = await signedInAs(app, 'admin'));
}, 60_000);
afterAll(() => app?.cleanup());

const history = async (query: string, client = world.seller, store = world.storeA) => {
  const response = await client.get(`/api/store_admin/stores/${store}/history?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return storeHistoryPageSchema.parse(response.json());
};
const productPath = (id: number, store = world.storeA) => `/api/store_admin/stores/${store}/products/${id}`;
const read = (entry: StoreHistoryEntry) => historyChanges(entry).map(({ label, before, after }) => ({ label, before, after }));

describe('GET /api/store_admin/stores/{storeId}/history', () => {
  it("lists a product's changes newest first, with names, money in its currency and Spanish labels", async () => {
    const { rows } = await app.deps.db.execute<{ id: number; name: string }>(sql`select id, name from categories order by id desc limit 1`);
    const category = rows[0]!;
    expect((await world.seller.send('PATCH', productPath(world.products.cup), { price: 27_550 })).statusCode).toBe(200);
    expect((await world.seller.send('PATCH', productPath(world.products.cup), { category_id: category.id, name: 'Café molido Serrano' })).statusCode).toBe(200);

    const page = await history(`entity=product&id=${world.products.cup}`);
    expect(page.has_next).toBe(false);
    expect(new Set(page.results.map((entry) => entry.kind))).toEqual(new Set(['products.update']));
    const latest = page.results.find((entry) => entry.after && 'name' in entry.after)!;
    const first = page.results.find((entry) => entry.after && 'price' in entry.after)!;
    expect(latest.actor).toEqual({ name: 'Laura Díaz', role: 'seller' });
    expect(historyEntityName(latest)).toBe('Café molido Serrano');
    expect(read(latest)).toEqual(
      expect.arrayContaining([
        { label: 'Categoría', before: expect.any(String), after: category.name },
        { label: 'Nombre', before: 'Café molido', after: 'Café molido Serrano' },
      ]),
    );
    expect(read(first)).toContainEqual({ label: 'Precio', before: '250.00 CUP', after: '275.50 CUP' });
    expect(first.currency).toBe('CUP');
    expect(Date.parse(latest.created_at)).toBeGreaterThanOrEqual(Date.parse(first.created_at));

    // The console reads the same entry the same way, through the same formatter.
    const log = auditPageSchema.parse((await admin.get(`/api/admin/audit?store=${world.storeA}&kind=products.update`)).json());
    const same = log.results.find((entry) => entry.id === first.id)!;
    expect(historyChanges(same)).toEqual(historyChanges(first));
    expect(historyEntityName(same)).toBe('Café molido Serrano');
  });

  it('pages newest first', async () => {
    for (const stock of [60, 61, 62]) {
      const seen = stock === 60 ? 50 : stock - 1;
      expect((await world.seller.send('PATCH', productPath(world.products.usd), { stock, stock_seen: seen === 50 ? 3 : seen })).statusCode).toBe(200);
    }
    const all = await history(`entity=product&id=${world.products.usd}`);
    expect(all.results).toHaveLength(3);
    const first = await history(`entity=product&id=${world.products.usd}&page_size=2`);
    const second = await history(`entity=product&id=${world.products.usd}&page_size=2&page=2`);
    expect(first.has_next).toBe(true);
    expect(second.has_next).toBe(false);
    expect([...first.results, ...second.results].map((entry) => entry.id)).toEqual(all.results.map((entry) => entry.id));
    expect(all.results.map((entry) => entry.after?.stock)).toEqual([62, 61, 60]);
  });

  it('reads a deleted product by its last known name', async () => {
    const created = await world.seller.send('POST', `/api/store_admin/stores/${world.storeA}/products`, {
      name: 'Ron añejo', description: '7 años', category_id: world.ids.category, currency_id: (await currencyId('USD')), price: 1_250, stock: 4,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ product_id: number }>().product_id;
    const deleted = await world.seller.send('DELETE', productPath(id));
    expect(deleted.statusCode, deleted.body).toBe(200);
    const page = await history(`entity=product&id=${id}`);
    expect(page.results[0]!.kind).toBe('products.delete');
    expect(page.results.map((entry) => historyEntityName(entry))).toEqual(page.results.map(() => 'Ron añejo'));
    expect(read(page.results.at(-1)!)).toContainEqual({ label: 'Precio', before: undefined, after: '12.50 USD' });
    // Gone from the log too (an id that never had a name): 'Producto eliminado (#…)'.
    expect(historyEntityName({ kind: 'products.update', entity_id: '999999', names: {} })).toBe('Producto eliminado (#999999)');
  });

  it("shows an order's changes, and the operator's as the team's, without the operator's name or the fields only the operator reads", async () => {
    const { rows } = await app.deps.db.execute<{ id: string }>(sql`
      insert into orders (user_id, store_id, payment_method_id, status, total_amount, currency_id, idempotency_key, payment_link)
      values ((select id from users where role = 'customer' limit 1), ${world.storeA}, ${world.whatsappMethod}, 'pending_payment', 25000,
        (select id from currencies where code = 'CUP'), 'clave-1', 'https://wa.me/1') returning id`);
    const orderId = rows[0]!.id;
    expect((await world.seller.send('PATCH', `/api/store_admin/stores/${world.storeA}/orders/${orderId}`, { status: 'paid' })).statusCode).toBe(200);
    const page = await history(`entity=order&id=${orderId}`);
    expect(page.results).toHaveLength(1);
    expect(historyEntityName(page.results[0]!)).toBe(`Pedido ${orderId.slice(0, 8)}`);
    expect(read(page.results[0]!)).toContainEqual({ label: 'Estado', before: 'Pendiente de pago', after: 'Pagado' });
    // An order id in capitals is the same order.
    expect((await history(`entity=order&id=${orderId.toUpperCase()}`)).results).toHaveLength(1);

    // An operator's write the seller may see, and one that changed only an operator-only field.
    await asOperator(sql`update orders set payment_link = 'https://wa.me/2' where id = ${orderId}`);
    await asOperator(sql`update orders set cancel_reason = 'Nota', idempotency_key = 'clave-2' where id = ${orderId}`);
    const after = await history(`entity=order&id=${orderId}`);
    expect(after.results).toHaveLength(2);
    expect(after.results[0]!.actor).toEqual({ name: null, role: 'admin' });
    expect(Object.keys(after.results[0]!.after ?? {})).toEqual(['cancel_reason']);
    expect(JSON.stringify(after.results)).not.toMatch(/clave-|wa\.me/);
  });

  it("the store's own history: its profile changes, and none of another store's", async () => {
    expect((await world.seller.send('PATCH', `/api/store_admin/stores/${world.storeA}`, { description: 'Nueva descripción' })).statusCode).toBe(200);
    expect((await world.otherSeller.send('PATCH', `/api/store_admin/stores/${world.storeB}`, { description: 'Otra' })).statusCode).toBe(200);
    const own = await history('entity=store');
    expect(own.results.map((entry) => read(entry))).toContainEqual([{ label: 'Descripción', before: 'Una tienda de prueba', after: 'Nueva descripción' }]);
    expect(JSON.stringify(own.results)).not.toContain('Otra');
    expect(await history(`entity=store&id=${world.storeA}`)).toEqual(own);
    expect((await history(`entity=store&id=${world.storeB}`)).results).toEqual([]);
  });

  it("never shows another store's entries: another store's ids read as an empty history, another store's path as 404", async () => {
    expect((await world.otherSeller.send('PATCH', productPath(world.products.other, world.storeB), { price: 600 })).statusCode).toBe(200);
    // storeB's product asked through storeA (the seller's own store): nothing.
    expect((await history(`entity=product&id=${world.products.other}`)).results).toEqual([]);
    // The seller's second store does not see the first's product either.
    expect((await history(`entity=product&id=${world.products.cup}`, world.seller, world.storeA2)).results).toEqual([]);
    // Another store's path, however written, answers 404; a visitor 401, a customer 403.
    for (const path of [`/api/store_admin/stores/${world.storeB}/history?entity=product&id=${world.products.other}`,
      `/api/store_admin/stores/%3${String(world.storeB).slice(0, 0)}${world.storeB}/history?entity=store`,
      `/api/store_admin/stores/${world.storeB}%2F..%2F${world.storeA}/history?entity=store`,
      `/api/store_admin/stores/${world.storeA}%2F..%2F${world.storeB}/history?entity=store`,
      `/api/store_admin/stores/0${world.storeB}/history?entity=store`]) {
      const response = await world.seller.get(path);
      expect([400, 404], `${path}: ${response.body}`).toContain(response.statusCode);
      expect(response.body).not.toContain('"results"');
    }
    expect((await world.visitor.get(`/api/store_admin/stores/${world.storeA}/history?entity=store`)).statusCode).toBe(401);
    expect((await world.customer.get(`/api/store_admin/stores/${world.storeA}/history?entity=store`)).statusCode).toBe(403);
    expect((await admin.get(`/api/store_admin/stores/${world.storeA}/history?entity=store`)).statusCode).toBe(403);
  });

  it('refuses a bad query with 400 and a Spanish message', async () => {
    for (const query of ['', 'entity=cliente', 'entity=product', 'entity=product&id=abc', 'entity=product&id=0', 'entity=product&id=99999999999',
      'entity=order&id=12', "entity=order&id=' or 1=1", 'entity=store&id=x', 'entity=product&id=1&page=0', 'entity=product&id=1&page_size=101']) {
      const response = await world.seller.get(`/api/store_admin/stores/${world.storeA}/history?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ success: boolean; message: string }>()).toMatchObject({ success: false, message: expect.stringMatching(/[a-záéíóúñ]/) });
    }
  });
});

describe('the catalogue of field labels', () => {
  it('names every column of every audited table in Spanish', async () => {
    const { rows } = await app.deps.db.execute<{ table: string }>(sql`
      select distinct event_object_table as table from information_schema.triggers where action_statement like '%plaza_audit%'`);
    const audited = new Set(rows.map((row) => row.table));
    expect(audited.size).toBeGreaterThan(20);
    const unnamed: string[] = [];
    for (const value of Object.values(schema)) {
      if (!value || typeof value !== 'object' || !(Symbol.for('drizzle:IsDrizzleTable') in value)) continue;
      const table = getTableConfig(value as PgTable);
      if (!audited.has(table.name)) continue;
      if (historyKindLabel(`${table.name}.update`).startsWith(table.name)) unnamed.push(table.name);
      for (const column of table.columns) if (column.name !== 'search' && fieldLabel(column.name) === column.name) unnamed.push(`${table.name}.${column.name}`);
    }
    expect(unnamed).toEqual([]);
  });
});

/** A write as an operator's request makes it (the audit trigger reads these settings). */
async function asOperator(statement: ReturnType<typeof sql>) {
  const { rows } = await app.deps.db.execute<{ id: string }>(sql`select id from users where role = 'admin' limit 1`);
  await app.deps.db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('plaza.actor_id', ${rows[0]!.id}, true), set_config('plaza.actor_role', 'admin', true), set_config('plaza.store_id', '', true)`);
    await tx.execute(statement);
  });
}

async function currencyId(code: string) {
  const { rows } = await app.deps.db.execute<{ id: number }>(sql`select id from currencies where code = ${code}`);
  return rows[0]!.id;
}
