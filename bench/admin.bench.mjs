// The operator console on a phone (issue 19): what its first load costs an operator on paid data,
// and Lighthouse's accessibility score of its applications list and of its content editors.
// Budgets: the console's first load ≤ 200 KB of compressed JavaScript (empty cache, service worker
// blocked, at 360 px, signed in as the demo admin); accessibility 100 on each screen audited
// (mobile preset). That no console code reaches a storefront page is page-weight.bench.mjs's.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { finish, report } from './report.mjs';
import { browserSession } from './lib/browser-session.mjs';
import { ensureBuilt, root, startDemoServer } from './lib/server.mjs';

const ADMIN = { email: 'admin@plaza.local', password: 'Admin123!' };
const launchArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];

ensureBuilt();
const server = await startDemoServer({ prefix: 'plaza-bench-admin-' });

/** An application waiting in the list, sent as a visitor sends it from /become-a-seller. */
async function applyAsSeller() {
  const visitor = browserSession(server.url);
  const json = async (path) => (await visitor.get(path)).json();
  const [plans, categories, ubications, currencies] = await Promise.all(
    ['/api/admin/storePlans', '/api/admin/categories', '/api/admin/ubications', '/api/admin/currencies'].map(json),
  );
  const response = await visitor.send('/api/store_admin/storeSolicitude', {
    user_info: { email: 'bench-solicitante@example.com', name: 'Ana', last_name: 'Pérez', phone: '+53 5555 1234', accepted_term_and_conditions: true },
    store_info: {
      name: 'Dulces de Mamá Rosa',
      description: 'Dulces caseros hechos cada mañana.\nEnvíos en toda La Habana.',
      store_plan_id: plans[0].plan_id,
      category_id: categories[0].category_id,
      billing_period: 'monthly',
      ubication_id: ubications[0].townships[0].ubication_id,
      currency_id: currencies[0].currency_id,
    },
  });
  if (!response.ok) throw new Error(`the application was refused: ${response.status} ${await response.text()}`);
}

/** Signs the page's browser in as the demo admin, through the login an operator is sent to. */
async function signIn(page) {
  await page.goto(`${server.url}/login?next=%2Fadmin%2Fapplications`);
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(ADMIN.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL('**/admin/applications');
}

/** JavaScript bytes on the wire of a first load of `path` with an empty cache. */
async function firstLoad(context, path) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const types = new Map();
  const scripts = [];
  cdp.on('Network.responseReceived', (event) => types.set(event.requestId, [event.type, new URL(event.response.url).pathname]));
  cdp.on('Network.loadingFinished', (event) => {
    const [type, url] = types.get(event.requestId) ?? [];
    if (type === 'Script') scripts.push([url, event.encodedDataLength]);
  });
  await page.goto(server.url + path, { waitUntil: 'networkidle' });
  await page.close();
  return { js: scripts.reduce((sum, [, bytes]) => sum + bytes, 0) / 1024, scripts };
}

const screens = [
  ['dashboard', '/admin'],
  ['applications list', '/admin/applications'],
];
/** The content editors' pages, as admin/content-routes.tsx lists them in `contentScreens` (plain strings). */
function contentScreens() {
  const source = readFileSync(`${root}apps/web/src/admin/content-routes.tsx`, 'utf8');
  const list = /export const contentScreens = \[([\s\S]*?)\]/.exec(source)?.[1] ?? '';
  return [...list.matchAll(/'([^']+)'/g)].map(([, path]) => [`content ${path.replace('/admin/content/', '')}`, path]);
}

const contentEditors = contentScreens();
try {
  await applyAsSeller();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: launchArgs });
  try {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, serviceWorkers: 'block' });
    const page = await context.newPage();
    await signIn(page);
    await page.getByRole('heading', { name: 'Dulces de Mamá Rosa' }).waitFor();
    for (const [name, path] of screens) {
      const figures = await firstLoad(context, path);
      report(`console ${name}: first load, compressed JavaScript`, figures.js, 200, 'KB');
      console.log(`   scripts: ${figures.scripts.map(([url, bytes]) => `${url.replace('/assets/', '')} ${(bytes / 1024).toFixed(1)}`).join(', ')}`);
    }
  } finally {
    await browser.close();
  }
  if (contentEditors.length === 0) console.log('   no content editors listed in admin/content-routes.tsx: only the applications list is audited');

  // Lighthouse in a Chromium of its own, signed in first: the audit keeps the browser's storage.
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', ...launchArgs, '--disable-dev-shm-usage'] });
  try {
    const cdpBrowser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const page = await cdpBrowser.contexts()[0].newPage();
    await signIn(page);
    await page.close();
    await cdpBrowser.close();
    for (const [name, path] of [['applications list', '/admin/applications'], ...contentEditors]) {
      const result = await lighthouse(
        server.url + path,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['accessibility'] },
        { extends: 'lighthouse:default', settings: { disableStorageReset: true } },
      );
      const { categories, audits } = result.lhr;
      report(`console ${name}: Lighthouse accessibility (mobile)`, Math.round(categories.accessibility.score * 100), 100, '', { higherIsBetter: true });
      const failed = categories.accessibility.auditRefs.filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1);
      if (failed.length) console.log(`   failing audits: ${failed.map((ref) => ref.id).join(', ')}`);
    }
  } finally {
    await chrome.kill();
  }
} finally {
  await server.stop();
}
finish();
