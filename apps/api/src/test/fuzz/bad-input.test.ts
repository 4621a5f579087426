import { readdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es } from '@plaza/domain/messages/es';
import { buildTestApp, Client, type TestApp } from '../app';
import { casesFor, type Fixtures, type Operation } from './cases';

/*
 * Every /api route the app registers gets thousands of malformed requests, as a visitor and as a
 * signed-in customer. A bad input must get a 4xx with the usual `{ success: false, message }` and
 * a message of the Spanish catalogue, never a 5xx or a stack trace, and must change no data.
 */

let app: TestApp;
let fixtures: Fixtures;
let operations: Record<string, Record<string, Operation>>;

const CUSTOMER = { email: 'cliente@plaza.local', password: 'Cliente123!' };

/** The catalogue's texts, and its templates with their placeholders filled by anything. */
const catalogue = new Set<string>();
const templates: RegExp[] = [];
(function collect(node: unknown) {
  if (typeof node === 'string') {
    catalogue.add(node);
    if (/\{\w+\}/.test(node)) templates.push(new RegExp(`^${node.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '.+')}$`, 's'));
  } else if (node && typeof node === 'object') for (const value of Object.values(node)) collect(value);
})(es);
const fromCatalogue = (message: string) => catalogue.has(message) || templates.some((template) => template.test(message));

/** Traces of the server's insides that must never reach a client. */
const leaks: [string, RegExp][] = [
  ['stack frame', /\bat [\w.<>$[\] ]*\(?(?:file:\/\/|node:)?\/?[\w./-]+:\d+:\d+\)?/],
  ['node internals', /node:internal|node_modules/],
  ['source path', /\/(?:src|apps|work|home|tmp)\/[\w.-]+\//],
  ['error class', /\b(?:TypeError|ReferenceError|SyntaxError|RangeError|ZodError|FastifyError|DrizzleError|PGlite|error: )/],
  ['error code', /\b(?:FST_[A-Z_]+|ERR_[A-Z_]+|SQLSTATE|ECONNREFUSED)\b/],
];

let digestQuery: ReturnType<typeof sql>;

/**
 * The data a 4xx must leave alone: every table (but the rate-limit counters, and when a session
 * was last seen or expires, which browsing moves), the stored images and the mail sent.
 */
async function digest(): Promise<Record<string, string>> {
  if (!digestQuery) {
    const { rows: tables } = await app.deps.db.execute<{ name: string }>(sql`
      select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'rate_limits' order by table_name`);
    const parts = tables.map(({ name }) => {
      const rows = name === 'sessions' ? sql`(select id_hash, user_id, created_at from sessions)` : sql.identifier(name);
      return sql`select ${name} as name, count(*) || ':' || coalesce(sum(hashtext(x::text)::bigint), 0) as hash from ${rows} x`;
    });
    digestQuery = sql.join(parts, sql` union all `);
  }
  const { rows } = await app.deps.db.execute<{ name: string; hash: string }>(digestQuery);
  // Mail goes out just after the answer.
  await new Promise((resolve) => setImmediate(resolve));
  return {
    ...Object.fromEntries(rows.map((row) => [row.name, row.hash])),
    images: readdirSync(app.config.imagesDir).sort().join(','),
    mail: String(app.sent.length),
  };
}
const changed = (before: Record<string, string>, after: Record<string, string>) =>
  Object.keys({ ...before, ...after }).filter((key) => before[key] !== after[key]);

async function loadFixtures(): Promise<Fixtures> {
  const one = async <T,>(query: ReturnType<typeof sql>) => {
    const { rows } = await app.deps.db.execute(query);
    if (!rows[0]) throw new Error('the demo catalogue lacks a fixture');
    return rows[0] as T;
  };
  const product = await one<{ id: number; store_id: number; slug: string }>(sql`
    select p.id, p.store_id, s.slug from products p join stores s on s.id = p.store_id
    where not p.hidden and s.active and p.price > 0 and p.referral_commission_bp > 0 order by p.id limit 1`);
  const tag = await one<{ slug: string }>(sql`select slug from tags where store_id = ${product.store_id} order by id limit 1`);
  const section = await one<{ slug: string }>(sql`select slug from custom_sections order by id limit 1`);
  const coupon = await one<{ code: string }>(sql`select code from coupons where store_id = ${product.store_id} order by id limit 1`).catch(() =>
    one<{ code: string }>(sql`select code from coupons order by id limit 1`),
  );
  const method = await one<{ id: number }>(sql`select id from payment_methods where store_id = ${product.store_id} order by id limit 1`);
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c0ffee' } }).png().toBuffer();
  // A referral link of the customer's own, for the calls that change or resolve one.
  const customer = await signIn();
  expect((await customer.send('POST', '/api/user/referrals/enable')).statusCode).toBe(200);
  const link = await customer.send('POST', '/api/user/referrals', { product_id: product.id, active: true });
  expect(link.statusCode).toBe(200);
  return {
    productId: product.id,
    storeId: product.store_id,
    storeSlug: product.slug,
    tagSlug: tag.slug,
    sectionSlug: section.slug,
    couponCode: coupon.code,
    paymentMethodId: method.id,
    referralSlug: link.json<{ referral_slug: string }>().referral_slug,
    referralId: link.json<{ referral_id: number }>().referral_id,
    png,
  };
}

async function signIn(): Promise<Client> {
  const client = new Client(app);
  const login = await client.send('POST', '/api/auth/login', CUSTOMER);
  expect(login.statusCode).toBe(200);
  return client;
}

beforeAll(async () => {
  app = await buildTestApp({}, { seed: 'demo' });
  fixtures = await loadFixtures();
  operations = (await app.inject('/api/docs')).json<{ paths: typeof operations }>().paths;
}, 120_000);
afterAll(() => app?.cleanup());

/** Requests between two digests of the data: a smaller chunk pins a change down closer, a larger one runs faster. */
const CHUNK = 40;

/** What is wrong with an answer to a malformed request, if anything. */
function check(response: LightMyRequestResponse): string | undefined {
  const body = response.body;
  if (response.statusCode >= 500) return `server error ${body.slice(0, 200)}`;
  for (const [kind, pattern] of leaks) if (pattern.test(body)) return `${kind} in the answer ${body.slice(0, 200)}`;
  if (response.statusCode < 400) return undefined;
  if (!String(response.headers['content-type']).startsWith('application/json')) return `content-type ${response.headers['content-type']}`;
  let answer: unknown;
  try {
    answer = JSON.parse(body);
  } catch {
    return `not JSON ${body.slice(0, 200)}`;
  }
  const { success, message, ...rest } = (answer ?? {}) as { success?: unknown; message?: unknown };
  if (success !== false || typeof message !== 'string' || Object.keys(rest).length > 0) return `not the error shape ${body.slice(0, 200)}`;
  if (!fromCatalogue(message)) return `message not from the Spanish catalogue «${message.slice(0, 200)}»`;
  return undefined;
}

/** Stored images are named by the hash of their content, whatever name an upload came with. */
const STORED_IMAGE = /^[0-9a-f]{16}(-card)?\.webp$/;

describe('bad input', () => {
  it('gets a Spanish 4xx on every /api route, never a 5xx, a leak or a change of data', { timeout: 240_000 }, async () => {
    const started = Date.now();
    const routes = app.routes.filter((route) => route.url.startsWith('/api/'));
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let sent = 0;
    let badRequests = 0;
    const identities = { visitor: new Client(app), customer: await signIn() };
    let address = 0;

    for (const route of routes) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      const op = operations[path]?.[route.method.toLowerCase()];
      if (!op) {
        failures.push(`${route.method} ${route.url}: not in the OpenAPI document, so its inputs are unknown`);
        continue;
      }
      const cases = casesFor(route.method, path, op, fixtures);
      // Validation is the same for both: the one the call is meant for gets every case, the other a quarter.
      const main = op.security?.some((requirement) => 'session' in requirement) ? 'customer' : 'visitor';

      for (const who of ['visitor', 'customer'] as const) {
        const mine = who === main ? cases : cases.filter((fuzz, i) => i % 4 === 0 || fuzz.withoutCsrf);
        // Logging out is a valid call: sign in again for the next route.
        if (who === 'customer' && (await identities.customer.get('/api/market/auth')).statusCode !== 200) identities.customer = await signIn();
        const credentials = await identities[who].credentials();
        // Each batch from its own network address, so that per-address limits of one call do not spill over to the next.
        const remoteAddress = `10.0.${(address >> 8) & 255}.${address++ & 255}`;
        let before = await digest();

        for (let first = 0; first < mine.length; first += CHUNK) {
          const chunk = mine.slice(first, first + CHUNK);
          let allRejected = true;
          for (const fuzz of chunk) {
            const headers: Record<string, string> = fuzz.withoutCsrf ? { cookie: credentials.cookie } : { ...credentials };
            Object.assign(headers, fuzz.headers);
            let response: LightMyRequestResponse;
            try {
              response = await app.inject({ method: fuzz.method as 'GET', url: fuzz.url, headers, payload: fuzz.payload, remoteAddress });
            } catch (error) {
              failures.push(`${who} ${fuzz.method} ${route.url} [${fuzz.label}]: the request threw ${String(error)}`);
              continue;
            }
            sent++;
            statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
            const failure = check(response);
            if (failure) failures.push(`${who} ${fuzz.method} ${fuzz.url.slice(0, 100)} [${fuzz.label}] → ${response.statusCode}: ${failure}`);
            if (response.statusCode === 400) badRequests++;
            if (response.statusCode < 400 || response.statusCode >= 500) allRejected = false;
          }
          const after = await digest();
          const difference = changed(before, after);
          if (allRejected && difference.length > 0)
            failures.push(`${who} ${route.method} ${route.url} [${chunk[0]!.label} … ${chunk.at(-1)!.label}]: rejected requests changed ${difference.join(', ')}`);
          before = after;
        }
      }
    }

    const health = await app.inject('/api/health');
    if (health.statusCode !== 200) failures.push(`/api/health answered ${health.statusCode} at the end`);
    const strayFiles = readdirSync(app.config.imagesDir).filter((file) => !STORED_IMAGE.test(file));
    if (strayFiles.length > 0) failures.push(`files stored under names the server did not choose: ${strayFiles.join(', ')}`);

    const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
    console.log(`bad input: ${sent} requests to ${routes.length} routes in ${((Date.now() - started) / 1000).toFixed(1)} s; by status: ${byStatus.join(' ')}`);
    expect(sent).toBeGreaterThanOrEqual(2_000);
    // Enough of them get past the CSRF guard, the session check and the rate limits to be judged by validation.
    expect(badRequests).toBeGreaterThanOrEqual(1_000);
    expect(failures.slice(0, 60), `${failures.length} failures`).toEqual([]);
  });
});
