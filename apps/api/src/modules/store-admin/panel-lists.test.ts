import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tp } from '@plaza/domain/messages/es-panel';
import { LIST_COUNT_CAP } from '@plaza/domain/schemas/panel-lists';
import type { PanelOrderPage } from '@plaza/domain/schemas/panel-orders';
import type { PanelProduct } from '@plaza/domain/schemas/panel-product';
import { cappedCount } from '../../platform/capped-count';
import { buildTestApp, type TestApp } from '../../test/app';
import { panelWorld, signedInAs, type PanelWorld } from './panel-world';

// Issue 43, lists that stay fast and searchable (decision 030): one search box per list, and the
// total from its own request.
let app: TestApp;
let world: PanelWorld;
const orderIds: Record<'ana' | 'jose' | 'pedro' | 'other', string> = { ana: '', jose: '', pedro: '', other: '' };

beforeAll(async () => {
  app = await buildTestApp({}, { seed: 'reference' });
  world = await panelWorld(app);
  const db = app.deps.db;
  const buyer = async (name: string, lastName: string, phone: string | null) => {
    const { id } = await signedInAs(app, 'customer');
    await db.execute(sql`update users set name = ${name}, last_name = ${lastName}, phone = ${phone} where id = ${id}`);
    return id;
  };
  const ana = await buyer('Ana', 'Pérez Núñez', '+53 5 222 3344');
  const jose = await buyer('José', 'Martínez', '52223399');
  const pedro = await buyer('Pedro', 'Gómez', null);
  const { rows: method } = await db.execute<{ id: number }>(sql`insert into payment_methods (store_id, name, kind) values (${world.storeB}, 'Efectivo', 'cash') returning id`);
  const order = async (userId: string, storeId: number, methodId: number, minutesAgo: number) => {
    const { rows } = await db.execute<{ id: string }>(sql`
      insert into orders (user_id, store_id, payment_method_id, status, total_amount, created_at)
      values (${userId}, ${storeId}, ${methodId}, 'paid', 100, now() - ${minutesAgo} * interval '1 minute') returning id`);
    return rows[0]!.id;
  };
  orderIds.ana = await order(ana, world.storeA, world.whatsappMethod, 3);
  orderIds.jose = await order(jose, world.storeA, world.whatsappMethod, 2);
  orderIds.pedro = await order(pedro, world.storeA, world.whatsappMethod, 1);
  // Ana bought in the other seller's store too: that order never shows in storeA's inbox.
  orderIds.other = await order(ana, world.storeB, method[0]!.id, 0);
  await db.execute(sql`update products set sku = 'CAF-250' where id = ${world.products.cup}`);
  await db.execute(sql`update products set sku = 'AUR-BT5' where id = ${world.products.usd}`);
  await db.execute(sql`update products set sku = 'CAF-999', name = 'Café de la otra tienda' where id = ${world.products.other}`);
}, 60_000);
afterAll(() => app?.cleanup());

const productsPath = (query: string, store = world.storeA) => `/api/store_admin/stores/${store}/products${query}`;
const ordersPath = (query: string, store = world.storeA) => `/api/store_admin/stores/${store}/orders${query}`;

async function productNames(q: string) {
  const response = await world.seller.get(productsPath(`?q=${encodeURIComponent(q)}`));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ results: PanelProduct[] }>().results.map((product) => product.name);
}

async function orderNumbers(q: string) {
  const response = await world.seller.get(ordersPath(`?q=${encodeURIComponent(q)}`));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PanelOrderPage>().results.map((order) => order.id);
}

describe('the product search box', () => {
  it('finds a product by its name without regard to case or accents, or by its SKU, whole or its start, in any case', async () => {
    expect(await productNames('CAFE')).toEqual(['Café molido']);
    expect(await productNames('molído')).toEqual(['Café molido']);
    expect(await productNames('caf-250')).toEqual(['Café molido']);
    expect(await productNames('aur-')).toEqual(['Auriculares']);
    expect(await productNames('AUR-BT5')).toEqual(['Auriculares']);
    // A SKU is matched from its start only, and a LIKE wildcard typed is a plain character.
    expect(await productNames('BT5')).toEqual([]);
    expect(await productNames('%')).toEqual([]);
    expect(await productNames('C_F-250')).toEqual([]);
  });

  it("never shows another store's product, by name or SKU", async () => {
    expect(await productNames('otra tienda')).toEqual([]);
    expect(await productNames('CAF-999')).toEqual([]);
  });
});

describe('the order search box', () => {
  it('finds an order by its number, with or without #, in any case, or by its start', async () => {
    const number = orderIds.jose.slice(0, 8);
    expect(await orderNumbers(number)).toEqual([orderIds.jose]);
    expect(await orderNumbers(`#${number.toUpperCase()}`)).toEqual([orderIds.jose]);
    expect(await orderNumbers(orderIds.jose)).toEqual([orderIds.jose]);
    expect(await orderNumbers(orderIds.jose.slice(0, 5))).toContain(orderIds.jose);
  });

  it("finds an order by the customer's name or surname, accents and case ignored, every word", async () => {
    expect(await orderNumbers('jose')).toEqual([orderIds.jose]);
    expect(await orderNumbers('NUNEZ')).toEqual([orderIds.ana]);
    expect(await orderNumbers('ana perez')).toEqual([orderIds.ana]);
    expect(await orderNumbers('ana gomez')).toEqual([]);
    // Short words filter too (no trigram to look up).
    expect(await orderNumbers('go')).toEqual([orderIds.pedro]);
  });

  it('finds an order by phone typed with or without +53, spaces or dashes; a few digits are no phone', async () => {
    for (const typed of ['+53 5 222 3344', '52223344', '5222 3344', '53 5222-3344', '+5352223344', '2223344'])
      expect(await orderNumbers(typed), typed).toEqual([orderIds.ana]);
    // Stored without +53, found with it.
    expect(await orderNumbers('+53 5222 3399')).toEqual([orderIds.jose]);
    // Both phones start 5222 33: six digits are a phone, and both match.
    expect(await orderNumbers('522233')).toEqual([orderIds.jose, orderIds.ana]);
    expect(await orderNumbers('+53 9999 9999')).toEqual([]);
  });

  it("never shows another store's order, even its own buyer's or by its number", async () => {
    expect(await orderNumbers('ana')).toEqual([orderIds.ana]);
    expect(await orderNumbers(orderIds.other.slice(0, 8))).not.toContain(orderIds.other);
    const theirs = await world.otherSeller.get(ordersPath(`?q=ana`, world.storeB));
    expect(theirs.json<PanelOrderPage>().results.map((order) => order.id)).toEqual([orderIds.other]);
    // The other seller cannot read storeA's list or its count through storeA's path.
    expect((await world.otherSeller.get(ordersPath('?q=ana'))).statusCode).toBe(404);
    expect((await world.otherSeller.get(ordersPath('/count?q=ana'))).statusCode).toBe(404);
    expect((await world.otherSeller.get(productsPath('/count'))).statusCode).toBe(404);
  });

  it('keeps the status filter with the search', async () => {
    await app.deps.db.execute(sql`update orders set status = 'cancelled', cancelled_at = now() where id = ${orderIds.pedro}`);
    try {
      expect((await world.seller.get(ordersPath('?q=pedro&status=paid'))).json<PanelOrderPage>().results).toEqual([]);
      expect((await world.seller.get(ordersPath('?q=pedro&status=cancelled'))).json<PanelOrderPage>().results).toHaveLength(1);
      expect((await world.seller.get(ordersPath('/count?q=pedro&status=cancelled'))).json()).toEqual({ total: 1, more: false });
    } finally {
      await app.deps.db.execute(sql`update orders set status = 'paid', cancelled_at = null where id = ${orderIds.pedro}`);
    }
  });
});

describe('the total of a list', () => {
  it('counts what the filters match, apart from the page', async () => {
    // storeA: café, auriculares, termo (out of stock), oculto (hidden).
    expect((await world.seller.get(productsPath('/count'))).json()).toEqual({ total: 4, more: false });
    expect((await world.seller.get(productsPath('/count?status=hidden'))).json()).toEqual({ total: 1, more: false });
    expect((await world.seller.get(productsPath('/count?q=caf'))).json()).toEqual({ total: 1, more: false });
    expect((await world.seller.get(ordersPath('/count'))).json()).toEqual({ total: 3, more: false });
    expect((await world.seller.get(ordersPath('/count?q=52223344'))).json()).toEqual({ total: 1, more: false });
    expect((await world.seller.get(ordersPath('/count?q=nadie'))).json()).toEqual({ total: 0, more: false });
  });

  it('stops counting past its cap and says there are more; exactly the cap is no "more"', async () => {
    const products = (cap: number) => cappedCount(app.deps.db, sql`from products p where p.store_id = ${world.storeA} and p.archived_at is null`, cap);
    expect(await products(3)).toEqual({ total: 3, more: true });
    expect(await products(4)).toEqual({ total: 4, more: false });
    expect(LIST_COUNT_CAP).toBe(10_000);
  });

  it('ends at the last page: has_next is false there, and the page after it does not exist', async () => {
    const last = (await world.seller.get(productsPath('?page=2&page_size=3'))).json<{ results: PanelProduct[]; has_next: boolean }>();
    expect(last.results.map((product) => product.name)).toEqual(['Café molido']);
    expect(last.has_next).toBe(false);
    expect((await world.seller.get(productsPath('?page=3&page_size=3'))).statusCode).toBe(404);
    const orders = (await world.seller.get(ordersPath('?page=2&page_size=2'))).json<PanelOrderPage>();
    expect(orders).toMatchObject({ has_next: false });
    expect(orders.results.map((order) => order.id)).toEqual([orderIds.ana]);
  });
});

describe('bad input of a list', () => {
  it('answers a page beyond the end with a 404 in Spanish; the first page may be empty', async () => {
    for (const path of [productsPath('?page=2'), ordersPath('?page=2'), ordersPath('?q=nadie&page=3'), productsPath('?page=100000')]) {
      const response = await world.seller.get(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.json<{ success: boolean; message: string }>().message).toMatch(/^La página \d+ no existe/);
    }
    expect(tp('listTotals.pageBeyondEnd', { page: 2 })).toBe('La página 2 no existe: la lista termina antes.');
    expect((await world.seller.get(ordersPath('?q=nadie'))).json()).toEqual({ results: [], has_next: false });
  });

  it('refuses a search too long, a negative or zero page, a page past the limit, with a 400 in Spanish', async () => {
    const long = 'a'.repeat(101);
    for (const path of [
      productsPath(`?q=${long}`),
      productsPath(`/count?q=${long}`),
      ordersPath(`?q=${long}`),
      ordersPath(`/count?q=${long}`),
      productsPath('?page=-1'),
      ordersPath('?page=-1'),
      ordersPath('?page=0'),
      productsPath('?page=100001'),
      ordersPath('/count?status=shipped'),
    ]) {
      const response = await world.seller.get(path);
      expect(response.statusCode, path).toBe(400);
      expect(response.json<{ success: boolean; message: string }>().success).toBe(false);
    }
    expect((await world.seller.get(ordersPath(`?q=${long}`))).json<{ message: string }>().message).toContain('La búsqueda admite hasta 100 caracteres.');
    // 100 characters are fine, and a blank search is no search.
    expect((await world.seller.get(ordersPath(`?q=${'a'.repeat(100)}`))).statusCode).toBe(200);
    expect((await world.seller.get(ordersPath('?q=%20%20'))).json<PanelOrderPage>().results).toHaveLength(3);
  });
});
