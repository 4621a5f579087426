import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tp } from '@plaza/domain/messages/es-panel';
import type { PanelProduct } from '@plaza/domain/schemas/panel-product';
import { printLowStockDigest } from '../../admin/commands';
import { buildTestApp, type TestApp } from '../../test/app';
import { runLowStockDigest } from './low-stock-digest';
import { addSeller, referenceIds, retail, signedInUser, type Seller } from './test-sellers';

let app: TestApp;
let ids: Awaited<ReturnType<typeof referenceIds>>;
beforeAll(async () => {
  app = await buildTestApp({}, { seed: 'reference' });
  ids = await referenceIds(app);
});
afterAll(() => app.cleanup());

async function create(seller: Seller, extra: Parameters<typeof retail>[1]): Promise<PanelProduct> {
  const answer = await seller.client.send('POST', `${seller.base}/products`, retail(ids, extra));
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<PanelProduct>();
}
const names = async (seller: Seller, query: string) => {
  const answer = await seller.client.get(`${seller.base}/products${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ results: PanelProduct[] }>().results.map((product) => product.name);
};
const count = async (seller: Seller, query = '') => (await seller.client.get(`${seller.base}/products/low_stock_count${query}`)).json<{ count: number }>().count;

/** A member of the store's team with `role`, accepted. */
async function teamMember(seller: Seller, role: 'orders' | 'catalogue') {
  const member = await signedInUser(app, 'customer');
  await app.deps.db.execute(sql`
    insert into store_staff (store_id, email, role, user_id, expires_at, accepted_at)
    select ${seller.storeId}, email, ${role}, id, now() + interval '7 days', now() from users where id = ${member.userId}`);
  const { rows } = await app.deps.db.execute<{ email: string }>(sql`select email from users where id = ${member.userId}`);
  return { ...member, email: rows[0]!.email, base: seller.base };
}
const emailOf = async (userId: string) =>
  (await app.deps.db.execute<{ email: string }>(sql`select email from users where id = ${userId}`)).rows[0]!.email;

describe('the "Stock bajo" filter', () => {
  let seller: Seller;
  beforeAll(async () => {
    seller = await addSeller(app);
    const other = await addSeller(app);
    await create(other, { name: 'Cafetera de otra tienda', stock: 0 });
    await create(seller, { name: 'Cafetera italiana', stock: 0 }); // sold out, threshold 3: low
    await create(seller, { name: 'Cafetera por encargo', stock: 0, low_stock_threshold: 0 }); // 0 = never low
    await create(seller, { name: 'Camiseta de algodón', stock: 2, category_id: ids.otherCategory });
    await create(seller, { name: 'Café molido', stock: 3 }); // at the threshold: not low
    await create(seller, { name: 'Café en grano', stock: 8, low_stock_threshold: 10 }); // its own threshold
    await create(seller, { name: 'Cafetera oculta', stock: 1, visible: false });
    const archived = await create(seller, { name: 'Cafetera archivada', stock: 1 });
    await app.deps.db.execute(sql`update products set archived_at = now() where id = ${archived.product_id}`);
  });

  it('lists the products under their own threshold, sold out included, threshold 0 never, archived never', async () => {
    const low = ['Cafetera oculta', 'Café en grano', 'Camiseta de algodón', 'Cafetera italiana'];
    expect(await names(seller, '?low_stock=1')).toEqual(low);
    // status=low_stock is the same rule; low_stock=0 is no filter.
    expect(await names(seller, '?status=low_stock')).toEqual(low);
    expect(await names(seller, '?low_stock=0')).toHaveLength(6);
    expect(await count(seller)).toBe(4);
  });

  it('combines with the search, the category and the status, and counts what it would show', async () => {
    expect(await names(seller, '?low_stock=1&q=cafe')).toEqual(['Cafetera oculta', 'Café en grano', 'Cafetera italiana']);
    expect(await count(seller, '?q=cafe')).toBe(3);
    expect(await names(seller, `?low_stock=1&q=cafetera&category=${ids.category}`)).toEqual(['Cafetera oculta', 'Cafetera italiana']);
    expect(await names(seller, `?low_stock=1&category=${ids.otherCategory}`)).toEqual(['Camiseta de algodón']);
    expect(await count(seller, `?category=${ids.otherCategory}`)).toBe(1);
    // Hidden products are the seller's to restock too; status=visible leaves them out, as the dashboard and digest do.
    expect(await names(seller, '?low_stock=1&status=visible')).toEqual(['Café en grano', 'Camiseta de algodón', 'Cafetera italiana']);
    expect(await count(seller, '?status=visible')).toBe(3);
    expect(await names(seller, '?low_stock=1&status=out_of_stock')).toEqual(['Cafetera italiana']);
    expect(await count(seller, '?q=zapatos')).toBe(0);
  });

  it('follows a changed threshold at once', async () => {
    const [product] = (await seller.client.get(`${seller.base}/products?q=molido`)).json<{ results: PanelProduct[] }>().results;
    const changed = await seller.client.send('PATCH', `${seller.base}/products/${product!.product_id}`, { low_stock_threshold: 4 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await names(seller, '?low_stock=1&q=molido')).toEqual(['Café molido']);
    await seller.client.send('PATCH', `${seller.base}/products/${product!.product_id}`, { low_stock_threshold: 3 });
    expect(await names(seller, '?low_stock=1&q=molido')).toEqual([]);
  });

  it('refuses a bad flag with a Spanish 400, and another store with a 404', async () => {
    for (const query of ['?low_stock=2', '?low_stock=true', '?low_stock=']) {
      const answer = await seller.client.get(`${seller.base}/products${query}`);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json()).toEqual({ success: false, message: tp('lowStock.flagInvalid') });
      expect((await seller.client.get(`${seller.base}/products/low_stock_count${query}`)).statusCode, query).toBe(400);
    }
    const other = await addSeller(app);
    expect((await other.client.get(`${seller.base}/products/low_stock_count`)).statusCode).toBe(404);
    expect((await other.client.get(`${seller.base}/products?low_stock=1`)).statusCode).toBe(404);
  });
});

describe('the digest switch', () => {
  it('is on by default, and each person switches it for themselves; a retry changes nothing more', async () => {
    const seller = await addSeller(app);
    const member = await teamMember(seller, 'catalogue');
    expect((await seller.client.get(`${seller.base}/low_stock_digest`)).json()).toEqual({ enabled: true });
    for (let i = 0; i < 2; i++) {
      const off = await seller.client.send('PUT', `${seller.base}/low_stock_digest`, { enabled: false });
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json()).toEqual({ enabled: false });
    }
    expect((await seller.client.get(`${seller.base}/low_stock_digest`)).json()).toEqual({ enabled: false });
    // The member's own switch is still on.
    expect((await member.client.get(`${seller.base}/low_stock_digest`)).json()).toEqual({ enabled: true });
    const [a, b] = await Promise.all([
      seller.client.send('PUT', `${seller.base}/low_stock_digest`, { enabled: true }),
      seller.client.send('PUT', `${seller.base}/low_stock_digest`, { enabled: true }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect((await seller.client.get(`${seller.base}/low_stock_digest`)).json()).toEqual({ enabled: true });
  });

  it('refuses a bad body with a Spanish 400, and "Pedidos" staff or another seller with a 404', async () => {
    const seller = await addSeller(app);
    for (const body of [{ enabled: 'no' }, {}, { enabled: false, user_id: seller.userId }]) {
      const answer = await seller.client.send('PUT', `${seller.base}/low_stock_digest`, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().success).toBe(false);
    }
    expect((await seller.client.send('PUT', `${seller.base}/low_stock_digest`, { enabled: 'no' })).json().message).toBe(tp('lowStock.enabledInvalid'));
    expect((await seller.client.get(`${seller.base}/low_stock_digest`)).json()).toEqual({ enabled: true });
    const orders = await teamMember(seller, 'orders');
    expect((await orders.client.send('PUT', `${seller.base}/low_stock_digest`, { enabled: false })).statusCode).toBe(404);
    const other = await addSeller(app);
    expect((await other.client.send('PUT', `${seller.base}/low_stock_digest`, { enabled: false })).statusCode).toBe(404);
  });
});

describe('the daily digest', () => {
  // Each test its own market days, far from the others' (the job visits every store of the database).
  const at = (day: string, hour = 15) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);
  const run = (now: Date) => runLowStockDigest(app.deps.db, { now, publicUrl: app.config.publicUrl });
  const mine = (result: Awaited<ReturnType<typeof run>>, seller: Seller, name: string) => result.stores.filter((sent) => sent.store === name && seller);
  async function mailsTo(email: string) {
    await app.flushMail();
    return app.sent.filter((mail) => mail.to === email);
  }

  it('mails the owner and "Catálogo" staff each low product on sale with a link to its edit form, once a day', async () => {
    const seller = await addSeller(app, 'Tienda Digest Uno');
    const owner = await emailOf(seller.userId);
    const catalogue = await teamMember(seller, 'catalogue');
    const orders = await teamMember(seller, 'orders');
    const termo = await create(seller, { name: 'Termo', stock: 0 });
    const taza = await create(seller, { name: 'Taza <b>azul</b>', stock: 2, low_stock_threshold: 5 });
    await create(seller, { name: 'Oculto', stock: 0, visible: false });
    await create(seller, { name: 'Bien', stock: 50 });
    await create(seller, { name: 'Por encargo', stock: 0, low_stock_threshold: 0 });

    const first = await run(at('2031-03-10'));
    expect(mine(first, seller, 'Tienda Digest Uno')).toEqual([{ store: 'Tienda Digest Uno', count: 2, recipients: [catalogue.email, owner].sort() }]);
    const [mail] = await mailsTo(owner);
    expect(await mailsTo(catalogue.email)).toHaveLength(1);
    expect(await mailsTo(orders.email)).toHaveLength(0);
    expect(mail!.subject).toBe(tp('lowStock.mailSubject', { store: 'Tienda Digest Uno', count: 2 }));
    const url = app.config.publicUrl;
    expect(mail!.text).toContain(tp('lowStock.mailLineSoldOut', { name: 'Termo', threshold: 3, url: `${url}/seller/products/${termo.product_id}?store=${seller.storeId}` }));
    expect(mail!.text).toContain(tp('lowStock.mailLine', { name: 'Taza <b>azul</b>', stock: 2, threshold: 5, url: `${url}/seller/products/${taza.product_id}?store=${seller.storeId}` }));
    expect(mail!.text.indexOf('Termo')).toBeLessThan(mail!.text.indexOf('Taza'));
    expect(mail!.text).toContain(`${url}/seller/products?low_stock=1&status=visible&store=${seller.storeId}`);
    expect(mail!.text).not.toContain('Oculto');
    expect(mail!.text).not.toContain('Por encargo');
    expect(mail!.html).toContain('Taza &lt;b&gt;azul&lt;/b&gt;');

    // A second run the same day (a retry, the command after the job) sends nothing; nor does an unchanged list the next day.
    expect(mine(await run(at('2031-03-10', 22)), seller, 'Tienda Digest Uno')).toEqual([]);
    expect(mine(await run(at('2031-03-11')), seller, 'Tienda Digest Uno')).toEqual([]);
    expect(await mailsTo(owner)).toHaveLength(1);

    // A product selling down further is news the next day, listed with the others still low.
    await app.deps.db.execute(sql`update products set stock = 1 where id = ${taza.product_id}`);
    expect(mine(await run(at('2031-03-11', 23)), seller, 'Tienda Digest Uno')).toHaveLength(1);
    expect(mine(await run(at('2031-03-12', 1)), seller, 'Tienda Digest Uno')).toEqual([]); // the same market day in Havana
    const again = (await mailsTo(owner)).at(-1)!;
    expect(again.text).toContain('Taza <b>azul</b>: 1 de 5');
    expect(again.text).toContain('Termo');

    // Restocked, then low again: news.
    await app.deps.db.execute(sql`update products set stock = 40 where id = ${termo.product_id}`);
    expect(mine(await run(at('2031-03-13')), seller, 'Tienda Digest Uno')).toEqual([]);
    await app.deps.db.execute(sql`update products set stock = 2 where id = ${termo.product_id}`);
    expect(mine(await run(at('2031-03-14')), seller, 'Tienda Digest Uno')).toHaveLength(1);
    expect(await mailsTo(owner)).toHaveLength(3);
  });

  it('sends nothing to a store with nothing low, to a suspended, stopped or closed store, or to whoever switched it off', async () => {
    const calm = await addSeller(app, 'Tienda Digest Tranquila');
    await create(calm, { name: 'Mucho', stock: 99 });
    const suspended = await addSeller(app, 'Tienda Digest Suspendida');
    await create(suspended, { name: 'Poco', stock: 1 });
    await app.deps.db.execute(sql`update stores set suspended_at = now() where id = ${suspended.storeId}`);
    const stopped = await addSeller(app, 'Tienda Digest Parada');
    await create(stopped, { name: 'Poco', stock: 1 });
    await app.deps.db.execute(sql`update stores set billing_stopped = 'overdue' where id = ${stopped.storeId}`);
    const closed = await addSeller(app, 'Tienda Digest Cerrada');
    await create(closed, { name: 'Poco', stock: 1 });
    await app.deps.db.execute(sql`update stores set closed_from = '2031-05-01', closed_until = '2031-05-20' where id = ${closed.storeId}`);
    const quiet = await addSeller(app, 'Tienda Digest Silencio');
    await create(quiet, { name: 'Poco', stock: 1 });
    await quiet.client.send('PUT', `${quiet.base}/low_stock_digest`, { enabled: false });

    const result = await run(at('2031-05-10'));
    const names = result.stores.map((sent) => sent.store);
    for (const name of ['Tranquila', 'Suspendida', 'Parada', 'Cerrada', 'Silencio']) expect(names).not.toContain(`Tienda Digest ${name}`);
    for (const seller of [calm, suspended, stopped, closed, quiet]) expect(await mailsTo(await emailOf(seller.userId))).toEqual([]);
    // Open again after the closure: the digest comes.
    expect(mine(await run(at('2031-05-21')), closed, 'Tienda Digest Cerrada')).toHaveLength(1);
  });

  it('sends one digest when two runs go at once', async () => {
    const seller = await addSeller(app, 'Tienda Digest Paralela');
    await create(seller, { name: 'Poco', stock: 1 });
    const both = await Promise.all([run(at('2031-07-01')), run(at('2031-07-01'))]);
    expect(both.flatMap((result) => mine(result, seller, 'Tienda Digest Paralela'))).toHaveLength(1);
    expect(await mailsTo(await emailOf(seller.userId))).toHaveLength(1);
  });

  it('runs now from `npm run admin -- low-stock-digest`, saying whom it mailed', async () => {
    const seller = await addSeller(app, 'Tienda Digest Comando');
    await create(seller, { name: 'Poco', stock: 1 });
    await create(seller, { name: 'Nada', stock: 0 });
    const owner = await emailOf(seller.userId);
    const printed: string[] = [];
    await printLowStockDigest(app.deps.db, app.config, at('2031-09-01'), (line) => printed.push(line));
    expect(printed).toContain(tp('lowStock.cliStore', { store: 'Tienda Digest Comando', count: 2, recipients: owner }));
    expect(printed.at(-1)).toMatch(/^Resumen de stock bajo: \d+ tienda\(s\) avisada\(s\), \d+ correo\(s\) en cola\.$/);
    const again: string[] = [];
    await printLowStockDigest(app.deps.db, app.config, at('2031-09-01', 20), (line) => again.push(line));
    expect(again).toEqual([tp('lowStock.cliNone')]);
  });
});
