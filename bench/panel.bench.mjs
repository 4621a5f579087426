// The seller panel on a phone (issues 17 and 18): what its first load costs a seller on paid data,
// and Lighthouse's accessibility score of its product list, product editor and order inbox.
// Budgets: the panel's own first load ≤ 180 KB of compressed JavaScript (empty cache, service
// worker blocked, at 360 px, signed in as the demo seller); accessibility 100 on each screen
// (mobile preset). The storefront's own budgets are page-weight.bench.mjs's: no panel code
// reaches them.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';
import { finish, report } from './report.mjs';
import { ensureBuilt, startDemoServer } from './lib/server.mjs';

const SELLER = { email: 'vendedor@plaza.local', password: 'Vendedor123!' };
const launchArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];

ensureBuilt();
const server = await startDemoServer({ prefix: 'plaza-bench-panel-' });

/** Signs the page's browser in as the demo seller, through the login form a seller uses. */
async function signIn(page) {
  await page.goto(`${server.url}/login?next=%2Fseller%2Fproducts`);
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(SELLER.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(SELLER.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL('**/seller/products');
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

let productPath;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: launchArgs });
try {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, serviceWorkers: 'block' });
  await signIn(await context.newPage());
  const page = context.pages()[0];
  const editLink = page.getByRole('link', { name: /Editar/ }).first();
  await editLink.waitFor();
  productPath = new URL(await editLink.getAttribute('href'), server.url).pathname;
  for (const [name, path] of [['product list', '/seller/products'], ['product editor', productPath], ['order inbox', '/seller/orders']]) {
    const figures = await firstLoad(context, path);
    report(`panel ${name}: first load, compressed JavaScript`, figures.js, 180, 'KB');
    console.log(`   scripts: ${figures.scripts.map(([url, bytes]) => `${url.replace('/assets/', '')} ${(bytes / 1024).toFixed(1)}`).join(', ')}`);
  }
} finally {
  await browser.close();
}

// Lighthouse in a Chromium of its own, signed in first: the audit keeps the browser's storage.
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', ...launchArgs, '--disable-dev-shm-usage'] });
try {
  const cdpBrowser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const page = await cdpBrowser.contexts()[0].newPage();
  await signIn(page);
  await page.close();
  await cdpBrowser.close();
  for (const [name, path] of [['product list', '/seller/products'], ['product editor', productPath], ['order inbox', '/seller/orders']]) {
    const result = await lighthouse(
      server.url + path,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['accessibility'] },
      { extends: 'lighthouse:default', settings: { disableStorageReset: true } },
    );
    const { categories, audits } = result.lhr;
    report(`panel ${name}: Lighthouse accessibility (mobile)`, Math.round(categories.accessibility.score * 100), 100, '', { higherIsBetter: true });
    const failed = categories.accessibility.auditRefs.filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1);
    if (failed.length) console.log(`   failing audits: ${failed.map((ref) => ref.id).join(', ')}`);
  }
} finally {
  await chrome.kill();
  await server.stop();
}
finish();
