import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { hashPassword } from '../../platform/passwords';
import { Client, type TestApp } from '../../test/app';

/** The password of every account of the panel's tests. */
export const PASSWORD = 'Secreta123!';

export type PanelWorld = {
  /** Owns storeA (with products, a payment method) and storeA2. */
  seller: Client;
  /** Another seller, owner of storeB. */
  otherSeller: Client;
  customer: Client;
  visitor: Client;
  storeA: number;
  storeA2: number;
  storeB: number;
  sellerId: string;
  /** storeA's products: CUP, USD, out of stock, hidden; storeB's one. */
  products: { cup: number; usd: number; empty: number; hidden: number; other: number };
  whatsappMethod: number;
  ids: { category: number; township: number; province: number };
};

let users = 0;

/** A signed-in browser of a new account with this role. */
export async function signedInAs(app: TestApp, role: 'customer' | 'seller' | 'admin', passwordHash?: string) {
  const email = `panel-${role}-${++users}-${Date.now()}@example.com`;
  const { rows } = await app.deps.db.execute<{ id: string }>(sql`
    insert into users (email, password_hash, name, last_name, role, activated_at, accepted_terms_at)
    values (${email}, ${passwordHash ?? (await hashPassword(PASSWORD))}, 'Laura', 'Díaz', ${role}, now(), now()) returning id`);
  const client = new Client(app);
  const login = await client.send('POST', '/api/auth/login', { email, password: PASSWORD });
  expect(login.statusCode, login.body).toBe(200);
  return { client, id: rows[0]!.id, email };
}

/**
 * Two sellers, a customer and a visitor, on the reference data: the first seller owns two
 * stores (the first with products in two currencies and a WhatsApp payment method), the second
 * seller one store.
 */
export async function panelWorld(app: TestApp): Promise<PanelWorld> {
  const db = app.deps.db;
  const hash = await hashPassword(PASSWORD);
  const [seller, otherSeller, customer] = await Promise.all([
    signedInAs(app, 'seller', hash),
    signedInAs(app, 'seller', hash),
    signedInAs(app, 'customer', hash),
  ]);
  const { rows: ref } = await db.execute<{ category: number; township: number; province: number }>(sql`
    select (select id from categories order by id limit 1) as category, t.id as township, t.province_id as province
    from townships t order by t.id limit 1`);
  const ids = ref[0]!;
  const store = async (owner: string, name: string) => {
    const { rows } = await db.execute<{ id: number }>(sql`
      insert into stores (owner_id, name, slug, description, category_id, township_id)
      values (${owner}, ${name}, ${`${name.toLowerCase().replace(/\W+/g, '-')}-${users}`}, 'Una tienda de prueba', ${ids.category}, ${ids.township})
      returning id`);
    return rows[0]!.id;
  };
  const storeA = await store(seller.id, 'Tienda Alfa');
  const storeA2 = await store(seller.id, 'Tienda Alfa Dos');
  const storeB = await store(otherSeller.id, 'Tienda Beta');
  const product = async (storeId: number, name: string, currency: string, price: number, stock: number, hidden = false) => {
    const { rows } = await db.execute<{ id: number }>(sql`
      insert into products (store_id, category_id, name, description, price, currency_id, stock, hidden)
      values (${storeId}, ${ids.category}, ${name}, 'Un producto de prueba', ${price}, (select id from currencies where code = ${currency}),
        ${stock}, ${hidden}) returning id`);
    return rows[0]!.id;
  };
  const products = {
    cup: await product(storeA, 'Café molido', 'CUP', 25_000, 50),
    usd: await product(storeA, 'Auriculares', 'USD', 1_999, 3),
    empty: await product(storeA, 'Termo', 'CUP', 9_000, 0),
    hidden: await product(storeA, 'Oculto', 'CUP', 1_000, 1, true),
    other: await product(storeB, 'Pan', 'CUP', 500, 100),
  };
  const { rows: methods } = await db.execute<{ id: number }>(sql`
    insert into payment_methods (store_id, name, kind, phone) values (${storeA}, 'WhatsApp', 'whatsapp', '+53 5 111 2233') returning id`);
  return {
    seller: seller.client,
    otherSeller: otherSeller.client,
    customer: customer.client,
    visitor: new Client(app),
    storeA,
    storeA2,
    storeB,
    sellerId: seller.id,
    products,
    whatsappMethod: methods[0]!.id,
    ids,
  };
}

/** A browser's multipart body with one file in the field `image`. */
export async function imageForm(bytes: Buffer, filename = 'foto.jpg', type = 'image/jpeg') {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)], { type }), filename);
  const request = new Request('http://plaza/', { method: 'POST', body: form });
  return { body: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}
