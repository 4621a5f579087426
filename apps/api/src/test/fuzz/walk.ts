import { readdirSync } from 'node:fs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { esServer } from '@plaza/domain/messages/es-server';
import { esAdminContent } from '@plaza/domain/messages/es-admin-content';
import { esPanelOrders } from '@plaza/domain/messages/es-panel-orders';
import { esAdmin } from '@plaza/domain/messages/es-admin';
import { esPanel } from '@plaza/domain/messages/es-panel';
import { esProfile } from '@plaza/domain/messages/es-profile';
import { esSellers } from '@plaza/domain/messages/es-sellers';
import { signedInAdmin } from '../../modules/content-admin-world';
import { buildTestApp, Client, type TestApp } from '../app';
import { changed, dataDigest } from '../digest';
import type { RegisteredRoute } from '../app';
import { casesFor, type Fixtures, type Operation } from './cases';
import { loadFixtures, signInDemoCustomer, signInDemoSeller } from './fixtures';

/*
 * Every /api route the app registers gets thousands of malformed requests, as a visitor and as a
 * signed-in customer (and the seller panel's, as the seller who owns the store too; the operator
 * console's, as an operator too). A bad input must get a 4xx with the usual `{ success: false, message }` and
 * a message of the Spanish catalogue, never a 5xx or a stack trace, and must change no data.
 *
 * The routes are walked by area (the OpenAPI document's `x-tagGroups`), one test file per area
 * (bad-input-*.test.ts), so the walks run side by side; together they cover every route, and the
 * market's file also fails on any route the document does not describe.
 */

/** The areas of the OpenAPI document, as its `x-tagGroups` names them. */
export type Area = 'Mercado' | 'Cuenta' | 'Panel de tienda' | 'Consola' | 'Servicio';

type Document = {
  paths: Record<string, Record<string, Operation>>;
  'x-tagGroups': { name: Area; tags: string[] }[];
};

let app: TestApp;
let fixtures: Fixtures;
let operations: Document['paths'];
/** The area of each module tag. */
let areaOfTag: Map<string, Area>;

/** The catalogue's texts, and its templates with their placeholders filled by anything. */
const catalogue = new Set<string>();
const templates: RegExp[] = [];
(function collect(node: unknown) {
  if (typeof node === 'string') {
    catalogue.add(node);
    if (/\{\w+\}/.test(node)) templates.push(new RegExp(`^${node.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '.+')}$`, 's'));
  } else if (node && typeof node === 'object') for (const value of Object.values(node)) collect(value);
})({ esServer, esSellers, esProfile, esPanel, esPanelOrders, esAdmin, esAdminContent });
const fromCatalogue = (message: string) => catalogue.has(message) || templates.some((template) => template.test(message));

/** Traces of the server's insides that must never reach a client. */
const leaks: [string, RegExp][] = [
  ['stack frame', /\bat [\w.<>$[\] ]*\(?(?:file:\/\/|node:)?\/?[\w./-]+:\d+:\d+\)?/],
  ['node internals', /node:internal|node_modules/],
  ['source path', /\/(?:src|apps|work|home|tmp)\/[\w.-]+\//],
  ['error class', /\b(?:TypeError|ReferenceError|SyntaxError|RangeError|ZodError|FastifyError|DrizzleError|PGlite|error: )/],
  ['error code', /\b(?:FST_[A-Z_]+|ERR_[A-Z_]+|SQLSTATE|ECONNREFUSED)\b/],
];

const signIn = () => signInDemoCustomer(app);
let digest: () => Promise<Record<string, string>>;



/** Requests between two digests of the data: a smaller chunk pins a change down closer, a larger one runs faster. */
const CHUNK = 40;

/** The fields an operation's document says an error answer of this status carries beside `success` and `message` (a 409's `stock`). */
function documentedFields(op: Operation, status: number): Set<string> {
  const schema = op.responses?.[String(status)]?.content?.['application/json']?.schema;
  return new Set(Object.keys(schema?.properties ?? {}));
}

/** What is wrong with an answer to a malformed request, if anything. */
function check(response: LightMyRequestResponse, op: Operation): string | undefined {
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
  const documented = documentedFields(op, response.statusCode);
  if (success !== false || typeof message !== 'string' || Object.keys(rest).some((key) => !documented.has(key))) return `not the error shape ${body.slice(0, 200)}`;
  if (!fromCatalogue(message)) return `message not from the Spanish catalogue «${message.slice(0, 200)}»`;
  return undefined;
}

type Caller = 'visitor' | 'customer' | 'seller' | 'admin';

/**
 * Who calls a route: validation is the same for all, so the one the call is meant for (`main`)
 * gets every case, the others a quarter.
 */
function callersOf(route: RegisteredRoute, op: Operation): { main: Caller; callers: readonly Caller[] } {
  // The panel's routes are the owner's: the others meet its guard before any validation.
  if (route.url.startsWith('/api/store_admin/stores')) return { main: 'seller', callers: ['visitor', 'customer', 'seller'] };
  const signedIn = op.security?.some((requirement) => 'session' in requirement);
  // The console's routes are the operator's: the others meet its guard before any validation.
  if (signedIn && route.url.startsWith('/api/admin/')) return { main: 'admin', callers: ['visitor', 'customer', 'admin'] };
  return { main: signedIn ? 'customer' : 'visitor', callers: ['visitor', 'customer'] };
}

/** Logging out is a valid call: the customer or the seller signs in again for the next route. */
async function signInAgain(identities: Record<Caller, Client>, who: Caller) {
  if (who === 'customer' && (await identities.customer.get('/api/market/auth')).statusCode !== 200) identities.customer = await signIn();
  if (who === 'seller' && (await identities.seller.get('/api/market/auth')).statusCode !== 200) identities.seller = await signInDemoSeller(app);
}

/** Stored images are named by the hash of their content, whatever name an upload came with. */
const STORED_IMAGE = /^[0-9a-f]{16}(-card)?\.webp$/;

/**
 * The walk of the routes of `areas`; `undocumented`: also fails on every /api route the OpenAPI
 * document does not describe under an area (its inputs, or its walk, are unknown). One file says so.
 * `minRoutes`: the area has at least these many routes (a walk that found none would pass).
 */
export function walkBadInput(areas: readonly Area[], { minRoutes, undocumented = false }: { minRoutes: number; undocumented?: boolean }) {
  describe(`bad input (${areas.join(', ')})`, () => {
    beforeAll(async () => {
      app = await buildTestApp({}, { seed: 'demo' });
      digest = dataDigest(app);
      fixtures = await loadFixtures(app);
      const document = (await app.inject('/api/docs')).json<Document>();
      operations = document.paths;
      areaOfTag = new Map(document['x-tagGroups'].flatMap((group) => group.tags.map((tag) => [tag, group.name] as const)));
    }, 120_000);
    afterAll(() => app?.cleanup());

    it('gets a Spanish 4xx on every /api route of the area, never a 5xx, a leak or a change of data', { timeout: 600_000 }, async () => {
      const started = Date.now();
      const failures: string[] = [];
      const operationOf = (route: RegisteredRoute) => operations[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
      const apiRoutes = app.routes.filter((route) => route.url.startsWith('/api/'));
      const areaOf = (route: RegisteredRoute) => areaOfTag.get(operationOf(route)?.tags?.[0] ?? '');
      if (undocumented)
        for (const route of apiRoutes.filter((r) => !areaOf(r)))
          failures.push(`${route.method} ${route.url}: not in the OpenAPI document under an area, so no walk sends it anything`);
      const routes = apiRoutes.filter((route) => areas.includes(areaOf(route)!));
      const statuses = new Map<number, number>();
      let sent = 0;
      let badRequests = 0;
      const identities: Record<Caller, Client> = { visitor: new Client(app), customer: await signIn(), seller: await signInDemoSeller(app), admin: (await signedInAdmin(app)).client };
      let address = 0;

      for (const route of routes) {
        const path = route.url.replace(/:(\w+)/g, '{$1}');
        const op = operationOf(route)!;
        const cases = casesFor(route.method, path, op, fixtures);
        const { main, callers } = callersOf(route, op);

        for (const who of callers) {
          const mine = who === main ? cases : cases.filter((fuzz, i) => i % 4 === 0 || fuzz.withoutCsrf);
          await signInAgain(identities, who);
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
              const failure = check(response, op);
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
      // Every route of the area is walked, with well over a hundred requests each on average.
      expect(routes.length).toBeGreaterThanOrEqual(minRoutes);
      expect(sent).toBeGreaterThanOrEqual(100 * routes.length);
      // Enough of them get past the CSRF guard, the session check and the rate limits to be judged by validation.
      expect(badRequests).toBeGreaterThanOrEqual(sent / 4);
      expect(failures.slice(0, 60), `${failures.length} failures`).toEqual([]);
    });
  });
}
