import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { t } from '@plaza/domain/messages/es-server';
import type { Product } from '@plaza/domain/schemas/product';
import type { CustomSection } from '@plaza/domain/schemas/section';
import type { StoreDetail, StoreSummary } from '@plaza/domain/schemas/store';
import { launchBrowser, openPage, PHONE, startServer, type RunningServer } from './harness';

const DEMO_CUSTOMER = { email: 'cliente@plaza.local', password: 'Cliente123!' };
// The worker's caches (apps/web/src/service-worker/cache-policy.ts).
const CATALOGUE_CACHE = 'plaza-catalogue-v1';
const ASSETS_CACHE = 'plaza-assets-v1';

let server: RunningServer;
let browser: Browser;
let stores: StoreDetail[];


beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const summaries = await server.json<StoreSummary[]>('/api/market/stores');
  stores = await Promise.all(summaries.map((store) => server.json<StoreDetail>(`/api/market/stores/${store.slug}`)));
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const productPath = (product: Product) => `/store/${product.store_id}/product/${product.product_id}`;
const cartButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Carrito/ });
const retryButton = (page: Page) => page.getByRole('button', { name: t('common.retry') });

/** A retail product in stock, and the store it belongs to. */
function retailProduct(store: StoreDetail): Product | undefined {
  return store.categories
    .flatMap((category) => category.products)
    .find((product) => product.price > 0 && product.wholesale_prices.length === 0 && product.stock >= 3 && !product.availability);
}

/** Waits until the page is controlled by the service worker (it registers once the page has loaded). */
async function waitForWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}

/** Waits until the worker's cache `name` holds a URL whose path passes `test`. */
async function waitForCached(page: Page, name: string, pathPattern: string) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const found = await page.evaluate(
      async ({ name, pathPattern }) => {
        const keys = await (await caches.open(name)).keys();
        return keys.some((request) => new RegExp(pathPattern).test(new URL(request.url).pathname));
      },
      { name, pathPattern },
    );
    if (found) return;
    if (Date.now() > deadline) throw new Error(`${pathPattern} never reached ${name}`);
    await page.waitForTimeout(200);
  }
}

/** Offline, the app logs the calls it could not make: only uncaught exceptions count as problems. */
const crashes = (problems: string[]) => problems.filter((problem) => problem.startsWith('pageerror'));

describe('offline', () => {
  it('keeps the shell, the pages seen and the cart working, and recovers pages never seen once back online', async () => {
    const store = stores.find((candidate) => retailProduct(candidate));
    const unseenStore = stores.find((candidate) => candidate !== store);
    const [section] = await server.json<CustomSection[]>('/api/market/customSection');
    if (!store || !unseenStore || !section) throw new Error('the seed lacks two stores or a section');
    const product = retailProduct(store)!;

    const context = await browser.newContext({ ...PHONE, serviceWorkers: 'allow' });
    const { page, problems } = await openPage(context);

    // Online: sign in (the worker installs on this first page), then see the home page, a product
    // and its store, fill a cart and choose how to pay.
    await page.goto(server.url + '/login');
    await waitForWorker(page);
    await page.getByRole('textbox', { name: t('account.email') }).fill(DEMO_CUSTOMER.email);
    await page.getByLabel(t('password.label'), { exact: true }).fill(DEMO_CUSTOMER.password);
    await page.getByRole('button', { name: t('auth.loginSubmit'), exact: true }).click();
    await page.waitForURL(server.url + '/');

    // A full load: the home page's answers come inside its HTML, and the page hands them to the worker.
    await page.goto(server.url + '/');
    await page.getByRole('heading', { name: t('home.latestTitle') }).waitFor();
    await waitForCached(page, CATALOGUE_CACHE, '^/api/market/products/latest$');

    await page.goto(server.url + productPath(product));
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    await page.getByRole('button', { name: t('product.addToCart') }).click();
    await cartButton(page).waitFor();
    await waitForCached(page, CATALOGUE_CACHE, `^/api/market/products/${product.product_id}$`);

    // In the app: the store's answer is fetched through the worker.
    await page.getByRole('link', { name: t('product.soldBy', { store: store.store.name }) }).click();
    await page.getByRole('heading', { level: 1, name: store.store.name }).waitFor();

    await cartButton(page).click();
    await page.getByRole('dialog', { name: t('cart.title') }).getByRole('link', { name: t('cart.checkout') }).click();
    await page.getByRole('heading', { level: 1, name: t('checkout.title') }).waitFor();
    await page.getByRole('group', { name: t('checkout.paymentTitle') }).getByRole('radio').first().check();
    await waitForCached(page, CATALOGUE_CACHE, `^/api/market/paymentMethods/${store.store.store_id}$`);
    await waitForCached(page, ASSETS_CACHE, '/checkout-page-');

    // No network from here on.
    await context.setOffline(true);

    // The checkout still shows; paying says why it cannot and keeps the cart.
    await page.getByText(t('offline.banner')).waitFor();
    await page.getByRole('button', { name: t('checkout.pay') }).click();
    await page.getByText(t('offline.orderNotSent')).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: t('checkout.title') }).waitFor();
    await page.getByRole('region', { name: t('checkout.summary') }).getByText(product.name).waitFor();
    await page.getByText(t('offline.banner')).waitFor();

    // The pages seen, reloaded and navigated to, from the worker's caches.
    await page.goto(server.url + `/stores/${store.store.slug}`);
    await page.getByRole('heading', { level: 1, name: store.store.name }).waitFor();
    await page.getByRole('banner').getByRole('link', { name: t('header.logoLabel') }).click();
    await page.getByRole('heading', { name: t('home.latestTitle') }).waitFor();
    await page.goto(server.url + productPath(product));
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();

    // The cart drawer opens, with the cart as it was.
    await cartButton(page).click();
    const drawer = page.getByRole('dialog', { name: t('cart.title') });
    await drawer.getByRole('link', { name: product.name }).waitFor();
    await drawer.getByRole('button', { name: t('common.close') }).first().click();

    // A store never seen: its page says it could not load, with 'Reintentar', rather than nothing.
    await page.goto(server.url + `/stores/${unseenStore.store.slug}`);
    await page.getByRole('heading', { level: 1, name: t('store.loadError') }).waitFor();
    await page.getByText(t('offline.checkConnection')).waitFor();
    await retryButton(page).waitFor();
    // A kind of page never opened (its code was never downloaded): the route's error, with 'Reintentar'.
    await page.goto(server.url + `/sections/${section.slug}`);
    await page.getByRole('heading', { level: 1, name: t('shell.errorTitle') }).waitFor();
    await page.getByText(t('offline.checkConnection')).waitFor();

    // Back online: 'Reintentar' loads it.
    await context.setOffline(false);
    await page.getByText(t('offline.banner')).waitFor({ state: 'detached' });
    await retryButton(page).click();
    await page.getByRole('heading', { level: 1, name: section.section_name }).waitFor();
    // And the store never seen loads too (asked again on reconnection, or with 'Reintentar').
    await page.goto(server.url + `/stores/${unseenStore.store.slug}`);
    await page.getByRole('heading', { level: 1, name: unseenStore.store.name }).waitFor();

    // The cart survived all of it.
    expect(await page.evaluate(() => localStorage.getItem('plaza.carts'))).toContain(`"productId":${product.product_id}`);
    expect(crashes(problems)).toEqual([]);
    await context.close();
  });
});

describe('a flaky network', () => {
  it('shows Reintentar when a catalogue call fails, and loads the page on retry', async () => {
    const store = stores.find((candidate) => retailProduct(candidate))!;
    const product = retailProduct(store)!;
    // Without the worker, so the test's interception sees the page's own requests.
    const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
    const { page, problems } = await openPage(context);
    await page.goto(server.url + `/stores/${store.store.slug}`);
    await page.getByRole('heading', { level: 1, name: store.store.name }).waitFor();

    // The product's call fails (its one automatic retry too) until the network recovers.
    let failing = true;
    let aborted = 0;
    await page.route(`**/api/market/products/${product.product_id}`, (route) => {
      if (!failing) return route.continue();
      aborted++;
      return route.abort('connectionreset');
    });
    await page.getByRole('link', { name: product.name }).first().click();
    await page.getByRole('heading', { level: 1, name: t('product.loadError') }).waitFor();
    expect(aborted).toBeGreaterThan(0);
    expect(await page.getByRole('main').textContent()).toContain(t('offline.tryAgain'));

    failing = false;
    await retryButton(page).click();
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    expect(crashes(problems)).toEqual([]);
    await context.close();
  });
});
