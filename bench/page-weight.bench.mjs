// What the first visit of a page costs a shopper on a metered phone: bytes on the wire with an
// empty cache in headless Chromium at 360 px, split into JavaScript and everything, images
// included, after the page has settled. Budgets (catalogue issue): 130 KB of compressed
// JavaScript and 350 KB in all, for the home page and the product page; 130 KB of JavaScript for
// every other page type too (issue 44: stores, store, search, section, the cart drawer, checkout),
// the checkout as a signed-in customer with a cart, the cart opened on the stores page. Also checks that no
// page calls the same API path twice on its first load, and that none of its scripts carries the
// seller panel's or the operator console's code (decision 011; the lint rule keeps the imports out,
// this proves the bundler did too).
import { chromium } from 'playwright-core';
import { finish, report } from './report.mjs';
import { ensureBuilt, startDemoServer } from './lib/server.mjs';

ensureBuilt();
const server = await startDemoServer({ prefix: 'plaza-bench-weight-' });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

/** A cart in the browser's storage, as the shop writes it, of one line of `product`. */
function cartOf(product) {
  const { name, price, currency, stock, images, wholesale_prices } = product;
  const items = [{ productId: product.product_id, quantity: 1, product: { name, price, currency, stock, images, wholesale_prices } }];
  return JSON.stringify({ version: 1, carts: [{ storeId: product.store_id, storeName: product.store_name, items }] });
}

/** Signs the context's browser in as the demo customer (the cookies a login leaves), through the API. */
async function signIn(context) {
  const page = await context.newPage();
  await page.goto(server.url + '/login');
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill('cliente@plaza.local');
  await page.getByLabel('Contraseña', { exact: true }).fill('Cliente123!');
  await page.getByRole('button', { name: 'Iniciar Sesión', exact: true }).click();
  await page.waitForURL(server.url + '/');
  await page.close();
}

async function firstLoad(path, { cart, customer, open } = {}) {
  // Without the service worker: once it controls the page, what it fetches is not the page's
  // traffic in DevTools, and this measures what the page itself costs. The worker's own first
  // download (sw.js; the shell files it precaches come from the HTTP cache) is printed apart.
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    serviceWorkers: 'block',
  });
  if (cart) await context.addInitScript((carts) => localStorage.setItem('plaza.carts', carts), cart);
  if (customer) await signIn(context);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const types = new Map();
  const apiCalls = [];
  let js = 0;
  let total = 0;
  const urls = new Map();
  const scripts = [];
  cdp.on('Network.responseReceived', (event) => {
    types.set(event.requestId, event.type);
    urls.set(event.requestId, new URL(event.response.url).pathname);
  });
  cdp.on('Network.requestWillBeSent', (event) => {
    const url = new URL(event.request.url);
    if (url.pathname.startsWith('/api/')) apiCalls.push(url.pathname + url.search);
  });
  cdp.on('Network.loadingFinished', (event) => {
    total += event.encodedDataLength;
    if (types.get(event.requestId) === 'Script') {
      js += event.encodedDataLength;
      scripts.push([urls.get(event.requestId), event.encodedDataLength]);
    }
  });
  await page.goto(server.url + path, { waitUntil: 'networkidle' });
  if (open) {
    await open(page);
    await page.waitForLoadState('networkidle');
  }
  // What the first screen needs, before anything below it asks for its code.
  const unscrolledJs = js;
  // Scroll through the page as a shopper would, so lazy images below the fold count too.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  });
  await page.waitForLoadState('networkidle');
  await context.close();
  const repeated = apiCalls.filter((call, i) => apiCalls.indexOf(call) !== i);
  return { js: js / 1024, unscrolledJs: unscrolledJs / 1024, total: total / 1024, apiCalls, repeated, scripts };
}

/**
 * Texts that only the panels' code holds, each from the catalogue every screen of its area imports
 * (es-panel.ts, es-admin.ts): a script that carries one carries that area's code.
 */
const PANEL_MARKERS = {
  'seller panel': 'Esta sección es solo para vendedores con una tienda en Plaza.',
  'operator console': 'Esta sección es solo para el equipo que administra Plaza.',
};

/** The scripts of a page that carry panel or console code, as `file (area)`. */
async function panelScripts(scripts) {
  const found = [];
  for (const [url] of scripts) {
    const body = await (await fetch(server.url + url)).text();
    for (const [area, marker] of Object.entries(PANEL_MARKERS)) if (body.includes(marker)) found.push(`${url.replace('/assets/', '')} (${area})`);
  }
  return found;
}

const latest = await (await fetch(`${server.url}/api/market/products/latest`)).json();
const product = latest.find((p) => p.images.length > 1) ?? latest[0];
const [section] = await (await fetch(`${server.url}/api/market/customSection`)).json();
const inStock = latest.find((p) => p.stock > 0) ?? product;
const openCart = async (page) => {
  await page.getByRole('banner').getByRole('button', { name: /^Carrito/ }).click();
  await page.getByRole('dialog', { name: 'Carrito de Compras' }).waitFor();
};
// The home and product pages have a budget for all their bytes too (their images are most of it).
const pages = [
  ['home', '/', { all: true }],
  ['product', `/store/${product.store_id}/product/${product.product_id}`, { all: true }],
  ['stores', '/stores'],
  ['store', `/stores/${product.store_slug}`],
  ['search', '/search?q=cafe'],
  ['section', `/sections/${section.slug}`],
  ['cart (drawer on /stores)', '/stores', { cart: cartOf(inStock), open: openCart }],
  ['checkout (a customer)', `/checkout/${inStock.store_id}`, { cart: cartOf(inStock), customer: true }],
];
for (const [name, path, options = {}] of pages) {
  const figures = await firstLoad(path, options);
  report(`${name} page: compressed JavaScript`, figures.js, 130, 'KB');
  console.log(`   of which before scrolling: ${figures.unscrolledJs.toFixed(2)} KB`);
  if (options.all) report(`${name} page: all bytes after scrolling (images too)`, figures.total, 350, 'KB');
  else console.log(`   all bytes after scrolling (images too): ${figures.total.toFixed(2)} KB`);
  report(`${name} page: API calls made twice`, figures.repeated.length, 0, 'calls');
  const panels = await panelScripts(figures.scripts);
  report(`${name} page: scripts with seller panel or console code`, panels.length, 0, 'scripts');
  if (panels.length) console.log(`   panel code on a storefront page: ${panels.join(', ')}`);
  console.log(`   scripts: ${figures.scripts.map(([url, bytes]) => `${url.replace('/assets/', '')} ${(bytes / 1024).toFixed(1)}`).join(', ')}`);
  console.log(`   API calls on first load: ${figures.apiCalls.length ? figures.apiCalls.join(', ') : 'none (embedded in the HTML)'}`);
}

const worker = await fetch(`${server.url}/sw.js`, { headers: { 'accept-encoding': 'br' } });
const workerBytes = Number(worker.headers.get('content-length'));
if (worker.ok && workerBytes > 0) console.log(`   service worker, downloaded after the first page (brotli): ${(workerBytes / 1024).toFixed(2)} KB`);

await browser.close();
await server.stop();
finish();
