import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryKeys } from '@plaza/domain/query-keys';
import { signedInAs } from '../modules/store-admin/panel-world';
import { buildTestApp, Client, type TestApp } from '../test/app';
import { isConsolePage, withoutAppPreload, withoutModulePreloads } from './web-app';

let app: TestApp;
let webDir: string;

beforeAll(async () => {
  // A stand-in for apps/web/dist: the shell template, the service worker and one hashed asset.
  webDir = mkdtempSync(join(tmpdir(), 'plaza-web-'));
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(
    join(webDir, 'index.html'),
    '<!doctype html><html><head><title>Plaza</title><!--app-head--></head><body><div id="root"></div><!--app-data--></body></html>',
  );
  writeFileSync(join(webDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(webDir, 'assets', 'index-abc123.js'), 'console.log(1);');
  app = await buildTestApp({}, { webDir, seed: 'reference' });
  app.get('/api/test/cookie', async (_request, reply) => {
    reply.setCookie('probe', '1', { path: '/' });
    return { ok: true };
  });
  await app.ready();
});
afterAll(async () => {
  await app.cleanup();
  rmSync(webDir, { recursive: true, force: true });
});

function embeddedData(html: string): { queries: { key: unknown[]; data: unknown; path?: string }[] } {
  const match = html.match(/<script id="app-data" type="application\/json">([\s\S]*?)<\/script>/);
  if (!match) throw new Error('no embedded data');
  return JSON.parse(match[1]!);
}

describe('the web app for its service worker', () => {
  it('serves the worker and the shell to be checked on every use, the hashed assets for a year', async () => {
    const worker = await app.inject('/sw.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-type']).toMatch(/javascript/);
    expect((await app.inject('/index.html')).headers['cache-control']).toBe('no-cache');
    expect((await app.inject('/assets/index-abc123.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('lets pages register a worker of their own origin', async () => {
    const page = await app.inject('/');
    expect(page.headers['content-security-policy']).toContain("worker-src 'self'");
  });

  it('embeds public answers with the path they came from, and the session without one', async () => {
    const page = await app.inject('/');
    const { queries } = embeddedData(page.body);
    const categories = queries.find((query) => JSON.stringify(query.key) === JSON.stringify(queryKeys.categories()));
    expect(categories?.path).toBe('/api/admin/categories');
    const session = queries.find((query) => JSON.stringify(query.key) === JSON.stringify(queryKeys.session()));
    expect(session).toEqual({ key: queryKeys.session(), data: null });
  });

  it('marks any answer that sets a cookie as not to be stored', async () => {
    const response = await app.inject('/api/test/cookie');
    expect(response.headers['set-cookie']).toBeDefined();
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe("the app's preload", () => {
  it('is dropped from a page rendered on the server, and only that link', () => {
    const head =
      '<script type="module" crossorigin src="/assets/index-a.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/preload-b.js">\n    <link rel="modulepreload" crossorigin href="/assets/app-c.js" data-app-chunk>\n  </head>';
    expect(withoutAppPreload(head)).toBe(
      '<script type="module" crossorigin src="/assets/index-a.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/preload-b.js">\n    </head>',
    );
    expect(withoutAppPreload('<head></head>')).toBe('<head></head>');
  });

  it('and every module preload with the data saver, the entry script and the stylesheet kept', () => {
    const head =
      '<script type="module" crossorigin src="/assets/index-a.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/preload-b.js">\n    <link rel="stylesheet" crossorigin href="/assets/index-d.css">\n    <link rel="modulepreload" crossorigin href="/assets/app-c.js" data-app-chunk>\n  </head>';
    expect(withoutModulePreloads(head)).toBe(
      '<script type="module" crossorigin src="/assets/index-a.js"></script>\n    <link rel="stylesheet" crossorigin href="/assets/index-d.css">\n    </head>',
    );
  });
});

describe('pages for visitors', () => {
  it('are rendered once and shared for a while, with their security headers, never with a signed-in customer', async () => {
    const cached = await buildTestApp({}, { webDir, seed: 'reference', responseCacheMs: 60_000 });
    try {
      const miss = await cached.inject('/stores');
      expect(miss.statusCode).toBe(200);
      const hit = await cached.inject('/stores');
      expect(hit.headers['x-cache']).toBe('hit');
      expect(hit.body).toBe(miss.body);
      expect(hit.headers['content-type']).toBe(miss.headers['content-type']);
      expect(hit.headers['cache-control']).toBe('no-cache');
      expect(hit.headers['content-security-policy']).toBe(miss.headers['content-security-policy']);
      const signedIn = await cached.inject({ url: '/stores', headers: { cookie: 'plaza_session=x' } });
      expect(signedIn.headers['x-cache']).toBeUndefined();
      // An unknown page (404) is rendered each time.
      await cached.inject('/no-existe');
      expect((await cached.inject('/no-existe')).headers['x-cache']).toBeUndefined();
    } finally {
      await cached.cleanup();
    }
  });
});

describe('the page a seller application\'s confirmation link opens', () => {
  it('is a page of the app, not the 404', async () => {
    expect((await app.inject(`/become-a-seller/confirm?token=${'a'.repeat(43)}`)).statusCode).toBe(200);
    expect((await app.inject('/become-a-seller/otra')).statusCode).toBe(404);
  });
});

describe("the operator console's pages", () => {
  const consolePages = ['/admin', '/admin/', '/admin/applications', '/admin/stores?q=ana', '/admin/audit?user=x&page=2', '/admin/no-existe'];

  it('answer 403 with the app (its login or its message) to a visitor, a customer and a seller, 200 to an admin', async () => {
    const visitor = new Client(app);
    const [customer, seller, admin] = await Promise.all([signedInAs(app, 'customer'), signedInAs(app, 'seller'), signedInAs(app, 'admin')]);
    for (const path of consolePages) {
      for (const [who, client] of [['visitor', visitor], ['customer', customer.client], ['seller', seller.client]] as const) {
        const page = await client.get(path);
        expect(page.statusCode, `${who} ${path}`).toBe(403);
        expect(page.headers['content-type']).toMatch(/text\/html/);
        expect(page.body).toContain('<div id="root">');
      }
      const page = await admin.client.get(path);
      expect(page.statusCode, `admin ${path}`).toBe(200);
      expect(page.body).toContain('<div id="root">');
    }
  });

  it('are found however the path is written, as the browser router finds them', async () => {
    for (const path of ['/%61dmin', '/ADMIN/users', '/Admin', '/admin%2Fstores']) {
      expect(isConsolePage(path), path).toBe(true);
      expect((await app.inject(path)).statusCode, path).toBe(403);
    }
    for (const path of ['/administrar', '/adminx', '/stores/admin', '/%E0%A4%A']) expect(isConsolePage(path), path).toBe(false);
    expect((await app.inject('/administrar')).statusCode).toBe(404);
  });

  it('are never shared from the visitors\' cache: an admin\'s page is not handed to a visitor', async () => {
    const cached = await buildTestApp({}, { webDir, seed: 'reference', responseCacheMs: 60_000 });
    try {
      const admin = await signedInAs(cached, 'admin');
      expect((await admin.client.get('/admin')).statusCode).toBe(200);
      for (let i = 0; i < 2; i++) {
        const page = await cached.inject('/admin');
        expect(page.statusCode).toBe(403);
        expect(page.headers['x-cache']).toBeUndefined();
      }
    } finally {
      await cached.cleanup();
    }
  });
});
