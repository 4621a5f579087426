import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t as mailText } from '@plaza/domain/messages/es-mail';
import { t } from '@plaza/domain/messages/es-server';
import type { AdminStore } from '@plaza/domain/schemas/admin-stores';
import type { Product } from '@plaza/domain/schemas/product';
import type { SearchAnswer } from '@plaza/domain/schemas/search';
import type { StoreSummary } from '@plaza/domain/schemas/store';
import { buildTestApp, Client, type TestApp } from '../../test/app';
import { refreshSearchWords } from '../search/search-words';
import { signedInAs } from '../store-admin/panel-world';

/*
 * A suspended store vanishes from the whole storefront at once and comes back when reopened.
 * A world of its own on the reference data: the store to suspend (alone in its municipality, with
 * a product on offer, sold, tagged, in a custom section and the category section, reviewed,
 * a customer's favourite and referral link, a payment method and a coupon) and another store that
 * stays. The visitors' micro-cache is on, as in production: the operator's write clears it.
 */

let app: TestApp;
let webDir: string;
let admin: Client;
let owner: Client;
let ownerEmail: string;
let customer: Client;
const visitor = () => new Client(app);

const STORE = 'Dulcería Ámbar';
const SLUG = 'dulceria-ambar';
const PRODUCT = 'Turrón de maní artesanal';
const REASON = 'Vende productos sin registro sanitario.';

const ids = { store: 0, other: 0, product: 0, otherProduct: 0, category: 0, method: 0 };
const names = { province: '', township: '', tagSlug: '', section: 'dulces-de-temporada', referral: '' };

beforeAll(async () => {
  // A stand-in for apps/web/dist: the shell the server fills in for each page.
  webDir = mkdtempSync(join(tmpdir(), 'plaza-web-'));
  writeFileSync(
    join(webDir, 'index.html'),
    '<!doctype html><html><head><!--app-head--></head><body><div id="root"></div><!--app-data--></body></html>',
  );
  app = await buildTestApp({}, { seed: 'reference', webDir, responseCacheMs: 5_000 });
  const db = app.deps.db;
  const [adminUser, ownerUser, otherOwner, customerUser] = await Promise.all([
    signedInAs(app, 'admin'),
    signedInAs(app, 'seller'),
    signedInAs(app, 'seller'),
    signedInAs(app, 'customer'),
  ]);
  admin = adminUser.client;
  owner = ownerUser.client;
  ownerEmail = ownerUser.email;
  customer = customerUser.client;

  const { rows: ref } = await db.execute<{ category: number; township: number; township_name: string; province_name: string; currency: number }>(sql`
    select (select min(id) from categories) as category, t.id as township, t.name as township_name, pr.name as province_name,
      (select id from currencies where code = 'CUP') as currency
    from townships t join provinces pr on pr.id = t.province_id order by t.id limit 1`);
  const { category, township, township_name, province_name, currency } = ref[0]!;
  Object.assign(ids, { category });
  Object.assign(names, { province: province_name, township: township_name });
  // The other store has no municipality: the home's "near you" can only pick the suspended store's.
  const { rows: created } = await db.execute<{ id: number; slug: string }>(sql`
    insert into stores (owner_id, name, slug, description, category_id, township_id) values
      (${ownerUser.id}, ${STORE}, ${SLUG}, 'Turrones y dulces caseros de Santiago', ${category}, ${township}),
      (${otherOwner.id}, 'Ferretería Control', 'ferreteria-control', 'Herramientas', ${category}, null)
    returning id, slug`);
  ids.store = created.find((row) => row.slug === SLUG)!.id;
  ids.other = created.find((row) => row.slug !== SLUG)!.id;
  await db.execute(sql`
    insert into suggest_terms (term, normalized, kind, store_id, weight)
    select name, immutable_unaccent(lower(name)), 'store', null, 1 from stores`);

  // Through the seller panel, as a seller would: its known words and suggestions follow.
  const base = `/api/store_admin/stores/${ids.store}`;
  const tag = await owner.send('POST', `${base}/tags`, { name: 'Dulces típicos', color: '#aa3366' });
  expect(tag.statusCode, tag.body).toBe(201);
  names.tagSlug = tag.json<{ slug: string }>().slug;
  const product = await owner.send('POST', `${base}/products`, {
    name: PRODUCT,
    description: 'Hecho a mano con miel de abejas',
    category_id: category,
    currency_id: currency,
    price: 50_000,
    stock: 20,
    tags: [tag.json<{ tag_id: number }>().tag_id],
    special_offer: { enabled: true, tmp_price: 40_000, start_date: new Date(Date.now() - 86_400_000).toISOString(), end_date: new Date(Date.now() + 30 * 86_400_000).toISOString() },
    referral_commission_percent: 5,
  });
  expect(product.statusCode, product.body).toBe(201);
  ids.product = product.json<{ product_id: number }>().product_id;
  const { rows: hammer } = await db.execute<{ id: number }>(sql`
    insert into products (store_id, category_id, name, description, price, currency_id, stock, sold_count)
    values (${ids.other}, ${category}, 'Martillo de acero', 'Mango de madera', 1000, ${currency}, 50, 1) returning id`);
  ids.otherProduct = hammer[0]!.id;
  const { rows: methods } = await db.execute<{ id: number }>(sql`
    insert into payment_methods (store_id, name, kind, phone) values (${ids.store}, 'WhatsApp', 'whatsapp', '+53 5 111 2233') returning id`);
  ids.method = methods[0]!.id;
  expect((await owner.send('POST', `${base}/coupons`, { code: 'AMBAR10', discount_percent: 10 })).statusCode).toBe(201);

  // What operators and shoppers made of it.
  await db.execute(sql`update products set sold_count = 7 where id = ${ids.product}`);
  await db.execute(sql`
    with section as (insert into custom_sections (name, slug, position) values ('Dulces de temporada', ${names.section}, 1) returning id)
    insert into custom_section_products (section_id, product_id, position) select id, ${ids.product}, 0 from section`);
  await db.execute(sql`delete from custom_sections where is_category_section`);
  await db.execute(sql`
    with section as (insert into custom_sections (name, slug, category_id, is_category_section) values ('Lo más dulce', 'lo-mas-dulce', ${category}, true) returning id)
    insert into custom_section_products (section_id, product_id, position) select id, ${ids.product}, 0 from section`);
  expect((await customer.send('POST', `/api/market/products/${ids.product}/review`, { rating: 5, comment: 'Riquísimo, como el de mi abuela' })).statusCode).toBe(200);
  expect((await customer.send('POST', `/api/market/products/${ids.product}/favorite`)).json()).toMatchObject({ favorite: true });
  expect((await customer.send('POST', '/api/user/referrals/enable')).statusCode).toBe(200);
  const referral = await customer.send('POST', '/api/user/referrals', { product_id: ids.product, active: true });
  expect(referral.statusCode, referral.body).toBe(200);
  names.referral = referral.json<{ referral_slug: string }>().referral_slug;
  await refreshSearchWords(db);
}, 60_000);

afterAll(async () => {
  await app?.cleanup();
  rmSync(webDir, { recursive: true, force: true });
});

async function json<T>(client: Client, url: string): Promise<T> {
  const response = await client.get(url);
  expect(response.statusCode, `${url}: ${response.body.slice(0, 300)}`).toBe(200);
  return response.json<T>();
}

/** The checkout's payment methods: listed while the store is open, else the Spanish reason it takes no orders. */
async function paymentMethodsShown(): Promise<boolean> {
  const response = await visitor().get(`/api/market/paymentMethods/${ids.store}`);
  if (response.statusCode === 200) return response.json<{ payment_methods: unknown[] }>().payment_methods.length > 0;
  expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 409, body: { success: false, message: t('orders.storeNotTakingOrders') } });
  return false;
}

const hasStore = (stores: StoreSummary[]) => stores.some((store) => store.store_id === ids.store);
const hasProduct = (products: Product[]) => products.some((product) => product.product_id === ids.product);

/** Whether a status is the one of an answer that shows the store: 200, or the 404 of a store that does not exist. */
async function shownOrMissing(url: string, missingUrl: string): Promise<boolean> {
  const [response, missing] = await Promise.all([visitor().get(url), visitor().get(missingUrl)]);
  if (response.statusCode === 200) return true;
  expect({ status: response.statusCode, body: response.json() }, url).toEqual({ status: 404, body: missing.json() });
  return false;
}

async function searchAnswer(params: Record<string, string>) {
  return (await json<SearchAnswer>(visitor(), `/api/market/search?${new URLSearchParams(params)}`)).data.results;
}

async function suggestions(params: Record<string, string>) {
  return (await json<{ data: string[] }>(visitor(), `/api/market/suggest?${new URLSearchParams(params)}`)).data;
}

async function page(path: string) {
  const response = await visitor().get(path);
  return { status: response.statusCode, html: response.body };
}

/** Every storefront answer that may show the store or its products: true where it does. */
async function storefront(): Promise<Record<string, boolean>> {
  const nearby = await json<{ ubication: unknown; stores: StoreSummary[] }>(visitor(), '/api/market/stores/randomUbication');
  const sections = await json<{ slug: string; products: Product[] }[]>(visitor(), '/api/market/customSection');
  const favourites = await json<{ store_id: number }[]>(customer, '/api/market/profile/favorites');
  const knownWords = await app.deps.db.execute<{ store_id: number | null }>(
    sql`select store_id from suggest_terms where kind = 'word' and normalized = 'turron'`,
  );
  const results = await searchAnswer({ q: 'turron' });
  const storeResults = await searchAnswer({ q: 'dulceria' });
  const storePage = await page(`/stores/${SLUG}`);
  const productPage = await page(`/store/${ids.store}/product/${ids.product}`);
  const home = await page('/');
  return {
    stores: hasStore(await json(visitor(), '/api/market/stores')),
    popular: hasStore(await json(visitor(), '/api/market/stores?popular=true')),
    storesByCategory: hasStore(await json(visitor(), `/api/market/stores?category=${ids.category}`)),
    storesByProvince: hasStore(await json(visitor(), `/api/market/stores?${new URLSearchParams({ province: names.province })}`)),
    storesByTownship: hasStore(await json(visitor(), `/api/market/stores?${new URLSearchParams({ township: names.township })}`)),
    nearby: hasStore(nearby.stores) && nearby.ubication !== null,
    store: await shownOrMissing(`/api/market/stores/${SLUG}`, '/api/market/stores/no-existe'),
    storeTags: await shownOrMissing(`/api/market/stores/${SLUG}/tags`, '/api/market/stores/no-existe/tags'),
    tagProducts: await shownOrMissing(`/api/market/stores/${SLUG}/tags/${names.tagSlug}/products`, `/api/market/stores/no-existe/tags/${names.tagSlug}/products`),
    storeName: await shownOrMissing(`/api/market/stores/${ids.store}/name`, '/api/market/stores/999999/name'),
    storeCategories: await shownOrMissing(`/api/market/stores/${ids.store}/categories`, '/api/market/stores/999999/categories'),
    product: await shownOrMissing(`/api/market/products/${ids.product}`, '/api/market/products/999999'),
    productReviews: await shownOrMissing(`/api/market/products/${ids.product}/reviews`, '/api/market/products/999999/reviews'),
    latest: hasProduct(await json(visitor(), '/api/market/products/latest')),
    offers: hasProduct(await json(visitor(), '/api/market/products/specialOffers')),
    bestSellers: hasProduct(await json(visitor(), '/api/market/products/tendency')),
    homeReviews: (await json<{ product_id: number }[]>(visitor(), '/api/market/reviews')).some((review) => review.product_id === ids.product),
    customSections: sections.some((section) => hasProduct(section.products)),
    categorySection: hasProduct((await json<{ products: Product[] }>(visitor(), '/api/market/custom_section_with_category')).products),
    sectionPage: hasProduct((await json<{ products: Product[] }>(visitor(), `/api/market/customSection/${names.section}`)).products),
    search: results.some((result) => result.result_type === 'product' && result.product_id === ids.product),
    searchStores: storeResults.some((result) => result.result_type === 'store' && result.store_id === ids.store),
    browse: (await searchAnswer({})).some((result) => result.result_type === 'product' && result.store_id === ids.store),
    browseCategory: (await searchAnswer({ category: String(ids.category) })).some((result) => result.result_type === 'product' && result.store_id === ids.store),
    searchInStore: (await searchAnswer({ slug: SLUG })).length > 0,
    suggestProduct: (await suggestions({ q: 'turr' })).includes(PRODUCT),
    suggestStore: (await suggestions({ q: 'dulc' })).includes(STORE),
    suggestInStore: (await suggestions({ q: 'turr', slug: SLUG })).length > 0,
    knownWords: knownWords.rows.length > 0,
    referral: await shownOrMissing(`/api/market/ref/${names.referral}`, '/api/market/ref/noexiste00'),
    favourites: favourites.some((group) => group.store_id === ids.store),
    paymentMethods: await paymentMethodsShown(),
    coupon: (await customer.get(`/api/market/customer/coupons/AMBAR10/validate/${ids.store}`)).statusCode === 200,
    storePage: storePage.status === 200 && storePage.html.includes(`<meta property="og:title" content="${STORE} | Plaza">`),
    productPage: productPage.status === 200 && productPage.html.includes(`<meta property="og:title" content="${PRODUCT} | Plaza">`),
    tagPage: (await page(`/stores/${SLUG}/tags/${names.tagSlug}`)).status === 200,
    storeSearchPage: (await page(`/stores/${SLUG}/search`)).status === 200,
    homePage: home.html.includes(PRODUCT) || home.html.includes(STORE),
    searchPage: (await page('/search?q=turron')).html.includes(PRODUCT),
    sectionPageHtml: (await page(`/sections/${names.section}`)).html.includes(PRODUCT),
  };
}

const everywhere = (value: boolean, answers: Record<string, boolean>) => Object.fromEntries(Object.keys(answers).map((key) => [key, value]));

async function order() {
  return customer.send('POST', '/api/market/orders', {
    store_id: ids.store,
    payment_method_id: ids.method,
    applied_coupon_code: 'AMBAR10',
    items: [{ product_id: ids.product, quantity: 1 }],
  });
}

async function checkoutState() {
  const { rows } = await app.deps.db.execute(sql`
    select (select count(*)::int from orders where store_id = ${ids.store}) as orders,
      (select stock from products where id = ${ids.product}) as stock,
      (select used_count from coupons where store_id = ${ids.store}) as coupon_uses,
      (select count(*)::int from favorites where product_id = ${ids.product}) as favourites`);
  return rows[0];
}

async function patch(body: unknown) {
  const response = await admin.send('PATCH', `/api/admin/stores/${ids.store}`, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminStore>();
}

const SUBJECTS = {
  suspended: mailText('storeMail.suspendedSubject', { store: STORE }),
  reasonChanged: mailText('storeMail.reasonChangedSubject', { store: STORE }),
  reopened: mailText('storeMail.reopenedSubject', { store: STORE }),
};

/** The suspension e-mails sent since the last call (the outbox delivered first), as kind, recipient and text. */
async function suspensionMail() {
  await app.flushMail();
  const kinds = Object.entries(SUBJECTS);
  return app.sent
    .splice(0)
    .filter((mail) => kinds.some(([, subject]) => subject === mail.subject))
    .map((mail) => ({ kind: kinds.find(([, subject]) => subject === mail.subject)![0], to: mail.to, text: mail.text, html: mail.html }));
}

describe('a suspended store', () => {
  it('is everywhere on the storefront while open', async () => {
    const answers = await storefront();
    expect(answers).toEqual(everywhere(true, answers));
    expect((await order()).statusCode).toBe(200);
  });

  it('vanishes from every storefront answer at once, its pages answer 404 and its carts cannot check out', async () => {
    // Answers a visitor had fetched just before are shared for 5 s: the operator's write drops them.
    expect((await visitor().get(`/api/market/stores/${SLUG}`)).statusCode).toBe(200);
    const suspended = await patch({ suspended: true, reason: `  ${REASON}  ` });
    expect(suspended).toMatchObject({ suspended: true, suspension_reason: REASON });

    const answers = await storefront();
    expect(answers).toEqual(everywhere(false, answers));
    // The other store stays.
    expect((await json<StoreSummary[]>(visitor(), '/api/market/stores')).map((store) => store.store_id)).toEqual([ids.other]);
    expect((await json<Product[]>(visitor(), '/api/market/products/latest')).map((product) => product.product_id)).toEqual([ids.otherProduct]);
    expect(await json(visitor(), '/api/market/stores/randomUbication')).toEqual({ ubication: null, stores: [] });
    // Its pages are the 404 page, named as a missing store, with no preview of it.
    const storePage = await page(`/stores/${SLUG}`);
    expect(storePage.status).toBe(404);
    expect(storePage.html).not.toContain(STORE);
    const productPage = await page(`/store/${ids.store}/product/${ids.product}`);
    expect(productPage.status).toBe(404);
    expect(productPage.html).not.toContain(PRODUCT);
    expect(productPage.html).not.toContain('og:title');

    const before = await checkoutState();
    // Its checkout says the store is not taking orders (the cart still holds its products), not that it has no payment methods.
    const refused = await order();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, message: t('orders.storeNotTakingOrders') });
    const favourite = await customer.send('POST', `/api/market/products/${ids.product}/favorite`);
    expect(favourite.statusCode).toBe(404);
    expect(await checkoutState()).toEqual(before);
  });

  it("keeps its owner's panel working, with the reason in its answers", async () => {
    const stores = await json<{ store_id: number; suspended: boolean; suspension_reason: string | null }[]>(owner, '/api/store_admin/stores');
    expect(stores).toEqual([expect.objectContaining({ store_id: ids.store, suspended: true, suspension_reason: REASON })]);
    expect(await json(owner, `/api/store_admin/stores/${ids.store}`)).toMatchObject({ suspended: true, suspension_reason: REASON });
    const edit = await owner.send('PATCH', `/api/store_admin/stores/${ids.store}`, { description: 'Turrones con registro sanitario' });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ suspended: true, suspension_reason: REASON });
    const product = await owner.send('PATCH', `/api/store_admin/stores/${ids.store}/products/${ids.product}`, { name: `${PRODUCT} y miel` });
    expect(product.statusCode, product.body).toBe(200);
    expect((await suggestions({ q: 'turr' })).join()).not.toContain('Turrón');
    expect((await app.deps.db.execute(sql`select 1 from suggest_terms where kind = 'word' and normalized = 'miel'`)).rows).toEqual([]);
    await owner.send('PATCH', `/api/store_admin/stores/${ids.store}/products/${ids.product}`, { name: PRODUCT });
  });

  it('is recorded in the audit log as the operator suspended it, before and after', async () => {
    const { rows } = await app.deps.db.execute<{ actor_role: string; kind: string; store_id: number; before: unknown; after: Record<string, unknown> }>(sql`
      select a.actor_role, a.kind, a.store_id, a.before, a.after from audit_log a join users u on u.id = a.actor_id
      where u.role = 'admin' and a.entity_id = ${String(ids.store)} order by a.id`);
    expect(rows).toEqual([
      {
        actor_role: 'admin',
        kind: 'stores.update',
        store_id: ids.store,
        before: { suspended_at: null, suspension_reason: null },
        after: { suspended_at: expect.any(String), suspension_reason: REASON },
      },
    ]);
  });

  it('tells its owner by e-mail, with the reason, once per change and only for a change that is made', async () => {
    const panel = `${app.config.publicUrl}/seller`;
    const [suspended] = await suspensionMail();
    expect(suspended).toEqual({ kind: 'suspended', to: ownerEmail, text: expect.any(String), html: expect.any(String) });
    expect(suspended!.text).toContain(mailText('storeMail.suspendedBody', { store: STORE }));
    expect(suspended!.text).toContain(mailText('storeMail.reason', { reason: REASON }));
    expect(suspended!.text).toContain(panel);
    expect(suspended!.html).toContain(mailText('storeMail.reason', { reason: REASON }));

    // The same again (two operators at once): the lock on the store's row lets one change it, and one e-mail out.
    const twice = await Promise.all([1, 2].map(() => admin.send('PATCH', `/api/admin/stores/${ids.store}`, { suspended: true, reason: REASON })));
    expect(twice.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(await suspensionMail()).toEqual([]);
    // Refused (an unknown plan): neither the new reason nor its e-mail.
    const refused = await admin.send('PATCH', `/api/admin/stores/${ids.store}`, { reason: 'Otro motivo.', plan_id: 2_000_000_000 });
    expect(refused.statusCode).toBe(400);
    expect(await suspensionMail()).toEqual([]);
    expect(await patch({ reason: 'Otro motivo.' })).toMatchObject({ suspended: true, suspension_reason: 'Otro motivo.' });
    expect(await suspensionMail()).toEqual([
      { kind: 'reasonChanged', to: ownerEmail, text: expect.stringContaining(mailText('storeMail.reason', { reason: 'Otro motivo.' })), html: expect.any(String) },
    ]);
    // Reopened with a note for the owner, then suspended again by two operators at once: one e-mail each.
    await patch({ suspended: false, reason: 'Ya presentó el registro.' });
    await Promise.all([1, 2].map(() => patch({ suspended: true, reason: REASON })));
    const [reopened, again, ...more] = await suspensionMail();
    expect(more).toEqual([]);
    expect(reopened).toMatchObject({ kind: 'reopened', to: ownerEmail });
    expect(reopened!.text).toContain(mailText('storeMail.reopenedNote', { reason: 'Ya presentó el registro.' }));
    expect(again).toMatchObject({ kind: 'suspended', to: ownerEmail, text: expect.stringContaining(REASON) });
  });

  it('comes back everywhere when reopened, and takes orders again', async () => {
    const reopened = await patch({ suspended: false });
    expect(reopened).toMatchObject({ suspended: false, suspended_at: null, suspension_reason: null });
    const answers = await storefront();
    expect(answers).toEqual(everywhere(true, answers));
    expect((await order()).statusCode).toBe(200);
    expect(await json(owner, '/api/store_admin/stores')).toEqual([expect.objectContaining({ suspended: false, suspension_reason: null })]);
    const [mail, ...more] = await suspensionMail();
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ kind: 'reopened', to: ownerEmail, text: expect.stringContaining(mailText('storeMail.reopenedBody', { store: STORE })) });
    expect(mail!.text).not.toContain(mailText('storeMail.reopenedNote', { reason: '' }).trim());
  });
});
