import { testReplicaUrl } from '../test/database';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t } from '@plaza/domain/messages/es-server';
import { buildTestApp, type TestApp } from '../test/app';
import { changed, dataDigest } from '../test/digest';
import { plausibleCase, type Fixtures, type Operation } from '../test/fuzz/cases';
import { loadFixtures, signInDemoCustomer } from '../test/fuzz/fixtures';

/*
 * The guards (CSRF and the AJAX marker, maintenance, the shared answers' clearing) decide on the
 * route the router matched. The router decodes the path before matching, so every spelling of a
 * route's path that still reaches it must meet the same guards as the plain one.
 */

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Percent-encodes the character at `index` of the path (a letter, never a slash). */
const encodeAt = (path: string, index: number) => `${path.slice(0, index)}%${path.charCodeAt(index).toString(16)}${path.slice(index + 1)}`;

/** Other spellings of a request's path: each decodes, folds or normalises to the route's own path somewhere. */
function spellings(url: string): string[] {
  const [path, query] = url.split('?') as [string, string?];
  const withQuery = (p: string) => (query ? `${p}?${query}` : p);
  const segments = path.split('/').slice(1);
  const variants = new Set<string>([
    encodeAt(path, 1), // /%61pi/...
    encodeAt(path, 3), // /ap%69/...
    encodeAt(path, 1).replace('%61', '%41'), // /%41pi/...: an upper-case letter, encoded
    path.replace(/[a-z]/g, (c) => `%${c.charCodeAt(0).toString(16)}`), // every letter encoded
    path.replace(/[a-z]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`),
    '/API' + path.slice(4),
    '/Api' + path.slice(4),
    path.toUpperCase(),
    '/' + path,
    path.replace('/api/', '/api//'),
    path.replace(/\//g, '//'),
    path + '/',
    path.replace('/api/', '/api/./'),
    '/x/..' + path,
    path.replace('/api/', '/api%2F'),
  ]);
  // A letter of each later segment encoded too: the guard must not read any segment raw.
  let offset = 1;
  for (const segment of segments) {
    const letter = segment.search(/[a-z]/i);
    if (letter >= 0) variants.add(encodeAt(path, offset + letter));
    offset += segment.length + 1;
  }
  return [...variants].map(withQuery);
}

let app: TestApp;
let fixtures: Fixtures;
let operations: Record<string, Record<string, Operation>>;
let digest: () => Promise<Record<string, string>>;

beforeAll(async () => {
  app = await buildTestApp({}, { seed: 'demo' });
  fixtures = await loadFixtures(app);
  operations = (await app.inject('/api/docs')).json<{ paths: typeof operations }>().paths;
  digest = dataDigest(app);
}, 120_000);
afterAll(() => app?.cleanup());

/** The routes' plausible requests, filled with the demo catalogue's ids. */
function plausibleRequests(filter: (route: { method: string; url: string }) => boolean) {
  return app.routes.filter(filter).map((route) => {
    const path = route.url.replace(/:(\w+)/g, '{$1}');
    const op = operations[path]?.[route.method.toLowerCase()];
    if (!op) throw new Error(`${route.method} ${route.url} is not in the OpenAPI document`);
    return { route, request: plausibleCase(route.method, path, op, fixtures) };
  });
}

describe('guards on the matched route', () => {
  it('refuses a profile change through /%61pi/ and /ap%69/ without the CSRF token, and changes nothing', async () => {
    const customer = await signInDemoCustomer(app);
    const before = await digest();
    for (const url of ['/%61pi/user/customer/profile', '/ap%69/user/customer/profile', '/api/%75ser/customer/profile']) {
      for (const headers of [{}, { 'x-requested-with': 'XMLHttpRequest' }]) {
        const response = await app.inject({
          method: 'POST',
          url,
          headers: { cookie: customer.cookieHeader, 'content-type': 'application/json', ...headers },
          payload: { name: 'Atacante' },
        });
        expect(response.statusCode, url).toBe(403);
        expect(response.json().success).toBe(false);
      }
    }
    expect(changed(before, await digest())).toEqual([]);
    expect((await customer.get('/api/user/customer/profile')).json().name).not.toBe('Atacante');
  });

  it('refuses every state-changing route, however its path is spelled, without the token and the header', { timeout: 120_000 }, async () => {
    const customer = await signInDemoCustomer(app);
    const writes = plausibleRequests((route) => WRITE_METHODS.has(route.method));
    expect(writes.length).toBeGreaterThan(10);
    const failures: string[] = [];
    let tried = 0;
    const before = await digest();
    for (const { route, request: plain } of writes) {
      for (const url of spellings(plain.url)) {
        // As a page of another site would send it: the browser adds the cookies, nothing else.
        for (const headers of [{ cookie: customer.cookieHeader }, { cookie: customer.cookieHeader, 'x-requested-with': 'XMLHttpRequest' }]) {
          const response = await app.inject({ method: route.method as 'POST', url, headers: { ...plain.headers, ...headers }, payload: plain.payload });
          tried++;
          if (![400, 403, 404].includes(response.statusCode)) failures.push(`${route.method} ${url} → ${response.statusCode} ${response.body.slice(0, 120)}`);
        }
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
    expect(tried).toBeGreaterThan(writes.length * 20);
    expect(changed(before, await digest())).toEqual([]);
    // The session still works: nothing above logged the customer out.
    expect((await customer.get('/api/market/auth')).statusCode).toBe(200);
  });

  it('clears the shared answers after a write through any spelling of its path', async () => {
    const cached = await buildTestApp({}, { responseCacheMs: 60_000, seed: 'demo' });
    try {
      const [product] = (await cached.inject('/api/market/products/latest')).json<{ product_id: number }[]>();
      const reviewsUrl = `/api/market/products/${product!.product_id}/reviews`;
      // Signed in first: the login is a write too, and clears the shared answers itself.
      const customer = await signInDemoCustomer(cached);
      const first = await cached.inject(reviewsUrl);
      expect((await cached.inject(reviewsUrl)).headers['x-cache']).toBe('hit');
      const review = await customer.send('POST', `/%61pi/market/products/${product!.product_id}/review`, { rating: 5, comment: 'Llegó rápido y bien.' });
      expect(review.statusCode).toBe(200);
      const after = await cached.inject(reviewsUrl);
      expect(after.headers['x-cache']).toBeUndefined();
      expect(after.body).not.toBe(first.body);
      expect(after.body).toContain('Llegó rápido y bien.');
    } finally {
      await cached.cleanup();
    }
  });
});

describe('maintenance on the matched route', () => {
  let closed: TestApp;
  beforeAll(async () => {
    closed = await buildTestApp({ MAINTENANCE: '1' });
  });
  afterAll(() => closed?.cleanup());

  it('answers 503 on every API route, however its path is spelled, and signs nobody up', { timeout: 120_000 }, async () => {
    const failures: string[] = [];
    for (const { route, request: plain } of plausibleRequests((r) => r.url.startsWith('/api/') && r.url !== '/api/health')) {
      for (const url of [plain.url, ...spellings(plain.url)]) {
        const response = await closed.inject({ method: route.method as 'GET', url, headers: plain.headers, payload: plain.payload });
        // The route's own path, or any spelling the router reaches it by: 503. A spelling it does not reach: 400 or 404.
        if (![400, 404, 503].includes(response.statusCode) || (url === plain.url && response.statusCode !== 503))
          failures.push(`${route.method} ${url} → ${response.statusCode}`);
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);

    // No token can be had under maintenance: a sign-up through /%61pi/ comes as a plain form would.
    const signup = await closed.inject({
      method: 'POST',
      url: '/%61pi/auth/signup',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      payload: { email: 'mantenimiento@example.com', password: 'Segura123!', name: 'Ana', last_name: 'Prueba', accepted_term_and_conditions: true },
    });
    expect(signup.statusCode).toBe(503);
    expect(signup.json()).toEqual({ success: false, message: t('errors.maintenance') });
    const { rows } = await closed.deps.db.execute(sql`select 1 from users where email = 'mantenimiento@example.com'`);
    expect(rows).toEqual([]);
  });

  it('keeps answering the health check, saying the switch is on', async () => {
    const response = await closed.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok', maintenance: true, replica: testReplicaUrl ? 'ok' : 'none' });
  });
});
