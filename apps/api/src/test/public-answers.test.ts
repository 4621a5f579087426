import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, Client, type TestApp } from './app';

/*
 * What anyone may read without a session (and what the response cache shares between visitors)
 * must not name an account: every public GET route and every page with its embedded data is
 * walked on the demo catalogue, and no answer may carry any user's id, nor a review its author's
 * whole last name.
 */

let app: TestApp;
let webDir: string;
let accounts: { id: string }[];
let operations: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
let values: Record<string, string[]>;

const CUSTOMER = { email: 'cliente@plaza.local', password: 'Cliente123!' };

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await app.deps.db.execute(query)).rows as T[];
}

beforeAll(async () => {
  // A stand-in for apps/web/dist, so that pages are served with their data embedded.
  webDir = mkdtempSync(join(tmpdir(), 'plaza-web-'));
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><html><head><!--app-head--></head><body><div id="root"></div><!--app-data--></body></html>');
  app = await buildTestApp({}, { webDir, seed: 'demo' });
  operations = (await app.inject('/api/docs')).json<{ paths: typeof operations }>().paths;

  // The demo customer reviews a product and shares a link, so their own rows are among those read.
  const customer = new Client(app);
  expect((await customer.send('POST', '/api/auth/login', CUSTOMER)).statusCode).toBe(200);
  const [product] = await rows<{ id: number }>(sql`
    select p.id from products p join stores s on s.id = p.store_id
    where not p.hidden and s.active and p.referral_commission_bp > 0 order by p.id limit 1`);
  expect((await customer.send('POST', `/api/market/products/${product!.id}/review`, { rating: 4, comment: 'Llegó a tiempo' })).statusCode).toBe(200);
  expect((await customer.send('POST', '/api/user/referrals/enable')).statusCode).toBe(200);
  expect((await customer.send('POST', '/api/user/referrals', { product_id: product!.id, active: true })).statusCode).toBe(200);

  accounts = await rows(sql`select id::text as id from users`);
  const column = async (query: ReturnType<typeof sql>) => (await rows<{ v: string | number }>(query)).map((row) => String(row.v));
  // Every reviewed product and every store, so that every review is read at least once.
  values = {
    id: await column(sql`select distinct p.id as v from products p join reviews r on r.product_id = p.id order by 1`),
    slug: await column(sql`select slug as v from stores order by id`),
    storeId: await column(sql`select id as v from stores order by id`),
    tagSlug: await column(sql`select slug as v from tags order by id limit 3`),
    refSlug: await column(sql`select slug as v from referral_links order by id`),
  };
  values.sectionSlug = await column(sql`select slug as v from custom_sections order by id`);
}, 180_000);
afterAll(async () => {
  await app?.cleanup();
  rmSync(webDir, { recursive: true, force: true });
});

/** The concrete URLs of a route: each combination of the values its path parameters take. */
function urlsOf(route: string): string[] {
  const params = [...route.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  let urls = [route];
  for (const param of params) {
    const name = param === 'slug' && route.includes('customSection') ? 'sectionSlug' : param;
    const options = values[name];
    if (!options?.length) throw new Error(`no demo values for :${param} of ${route}`);
    // Tags belong to a store: a combination of a tag and another store is a 404, which proves nothing.
    const used = param === 'slug' && route.includes(':tagSlug') ? options.slice(0, 1) : options;
    urls = urls.flatMap((url) => used.map((value) => url.replace(`:${param}`, encodeURIComponent(value))));
  }
  return urls;
}

const queries: Record<string, string[]> = {
  '/api/market/stores': ['', '?popular=true'],
  '/api/market/search': ['', '?q=caf', '?page=2'],
  '/api/market/suggest': ['?q=caf', '?q=tienda'],
};

/** The public GET routes of the app: no session required, by the OpenAPI document. */
function publicRoutes(): string[] {
  return app.routes
    .filter((route) => route.method === 'GET' && /^\/(api|mark)\//.test(route.url))
    .filter((route) => {
      const op = operations[route.url.replace(/:(\w+)/g, '{$1}')]?.get;
      return !op?.security?.some((requirement) => 'session' in requirement);
    })
    .map((route) => route.url);
}

/** Every review in an answer, wherever it sits. */
function reviewsIn(node: unknown): Record<string, unknown>[] {
  if (Array.isArray(node)) return node.flatMap(reviewsIn);
  if (!node || typeof node !== 'object') return [];
  // The OpenAPI document describes a review_id too, as a schema rather than a number.
  const own = typeof (node as { review_id?: unknown }).review_id === 'number' ? [node as Record<string, unknown>] : [];
  return [...own, ...Object.values(node).flatMap(reviewsIn)];
}

/** What is wrong with a public answer's text, if anything. */
function leaksIn(text: string, skipId?: string): string[] {
  const lower = text.toLowerCase();
  return accounts.filter((account) => account.id !== skipId && lower.includes(account.id)).map((account) => `account id ${account.id}`);
}

/** A review's author is a first name and an initial ("G."): no account id, no whole last name. */
function reviewProblems(data: unknown): string[] {
  return reviewsIn(data).flatMap((review) => {
    const problems: string[] = [];
    if (review.user_id !== null) problems.push(`review ${String(review.review_id)} has user_id ${String(review.user_id)}`);
    const last = String(review.user_last_name);
    if (!/^(\p{Lu}\.)?$/u.test(last)) problems.push(`review ${String(review.review_id)} has last name «${last}»`);
    return problems;
  });
}

/** The data a page embeds for the app, as the browser reads it. */
function embedded(html: string): unknown {
  const match = html.match(/<script id="app-data" type="application\/json">([\s\S]*?)<\/script>/);
  if (!match) throw new Error('no embedded data');
  return JSON.parse(match[1]!);
}

describe('public answers', () => {
  it('carry no account id and only the initial of a reviewer\'s last name, for a visitor and for a signed-in customer', { timeout: 240_000 }, async () => {
    const routes = publicRoutes();
    expect(routes.length).toBeGreaterThan(25);
    const visitor = new Client(app);
    const customer = new Client(app);
    expect((await customer.send('POST', '/api/auth/login', CUSTOMER)).statusCode).toBe(200);
    const [me] = await rows<{ id: string }>(sql`select id::text as id from users where email = ${CUSTOMER.email}`);

    const failures: string[] = [];
    const reviewsSeen: Record<string, unknown>[] = [];
    const check = (who: string, url: string, status: number, text: string, data: unknown, ownId?: string) => {
      if (status >= 500) failures.push(`${who} ${url}: ${status}`);
      for (const problem of [...leaksIn(text, ownId), ...reviewProblems(data)]) failures.push(`${who} ${url}: ${problem}`);
      reviewsSeen.push(...reviewsIn(data));
    };

    const answered = new Map<string, number>();
    for (const route of routes) {
      for (const url of urlsOf(route).flatMap((path) => (queries[route] ?? ['']).map((query) => path + query))) {
        for (const [who, client] of [['visitor', visitor], ['customer', customer]] as const) {
          const response = await client.get(url);
          const json = String(response.headers['content-type']).startsWith('application/json');
          // The session call answers the signed-in customer with their own id, and only them.
          const ownId = who === 'customer' && route === '/api/market/auth' ? me!.id : undefined;
          check(who, url, response.statusCode, response.body, json ? response.json() : undefined, ownId);
          if (response.statusCode === 200) answered.set(route, (answered.get(route) ?? 0) + 1);
        }
      }
    }
    // A walk that got only errors would prove nothing: each route answered someone.
    expect(routes.filter((route) => !answered.has(route))).toEqual([]);

    const [store] = await rows<{ id: number; slug: string }>(sql`
      select s.id, s.slug from stores s join products p on p.store_id = s.id join reviews r on r.product_id = p.id
      where s.active and not p.hidden group by s.id order by count(*) desc limit 1`);
    const [product] = await rows<{ id: number; store_id: number }>(sql`
      select p.id, p.store_id from products p join reviews r on r.product_id = p.id join stores s on s.id = p.store_id
      where s.active and not p.hidden group by p.id order by count(*) desc limit 1`);
    const [section] = values.sectionSlug!;
    const pages = ['/', '/stores', `/stores/${store!.slug}`, `/stores/${store!.slug}/search`, `/store/${product!.store_id}/product/${product!.id}`, '/search', `/sections/${section}`, '/profile'];
    for (const page of pages) {
      const response = await visitor.get(page);
      expect(response.statusCode, page).toBe(200);
      check('visitor page', page, response.statusCode, response.body, embedded(response.body));
    }

    // The walk read reviews, among them the demo customer's, shown as the web app shows any.
    expect(reviewsSeen.length).toBeGreaterThan(50);
    expect(reviewsSeen).toContainEqual(expect.objectContaining({ user_id: null, user_name: 'Ana', user_last_name: 'P.', comment: 'Llegó a tiempo' }));
    expect(failures.slice(0, 40), `${failures.length} failures`).toEqual([]);
  });
});
