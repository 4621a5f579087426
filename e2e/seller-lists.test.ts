import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { tp as tpanel } from '@plaza/domain/messages/es-panel';
import { tp } from '@plaza/domain/messages/es-panel-orders';
import { listRangeText, type ListCount } from '@plaza/domain/schemas/panel-lists';
import type { PanelOrderPage } from '@plaza/domain/schemas/panel-orders';
import type { PanelProduct } from '@plaza/domain/schemas/panel-product';
import { launchBrowser, logInThroughPage, openPage, PHONE, startServer, type RunningServer } from './harness';
import { ApiSession } from './session-client';

/**
 * Issue 43, lists that stay fast and searchable, on a phone (360 px): the products and the orders
 * show "1–20 de N" from the total's own request; one box finds a product by name or SKU and an
 * order by number or phone; and a slower earlier search never replaces a later one on screen.
 */

const SELLER = { email: 'vendedor@plaza.local', password: 'Vendedor123!' };
const SKU = 'E2E-LISTA-01';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: string[];
let seller: ApiSession;
let storeBase: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  seller = new ApiSession(server.url);
  await seller.login(SELLER.email, SELLER.password);
  // The panel opens on the seller's first store.
  const stores = (await (await seller.get('/api/store_admin/stores')).json()) as { store_id: number }[];
  storeBase = `/api/store_admin/stores/${stores[0]!.store_id}`;
  context = await browser.newContext(PHONE);
  ({ page, problems } = await openPage(context));
  await logInThroughPage(page, server.url, SELLER);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const json = async <T>(path: string) => (await (await seller.get(`${storeBase}${path}`)).json()) as T;
const productList = () => page.getByRole('list', { name: tpanel('productScreens.results') });
const noSideScroll = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('the product list on a phone', () => {
  it('shows "1–20 de N" from its own count, and finds a product by the start of its SKU in any case', async () => {
    const first = await json<{ results: PanelProduct[]; has_next: boolean }>('/products?page=1&page_size=20');
    const count = await json<ListCount>('/products/count');
    const target = first.results[1]!;
    const patched = await seller.send('PATCH', `${storeBase}/products/${target.product_id}`, { sku: SKU });
    expect(patched.status).toBe(200);

    await page.goto(`${server.url}/seller/products`);
    await expect.poll(() => page.getByText(listRangeText(1, 20, first.results.length, count), { exact: true }).isVisible()).toBe(true);
    expect(listRangeText(1, 20, first.results.length, count)).toMatch(/^1–\d+ de [\d.]+$/);
    expect(await noSideScroll()).toBe(true);
    await page.screenshot({ path: '/tmp/seller-lists-products.png' });

    await page.getByRole('searchbox', { name: tpanel('productScreens.search') }).fill('e2e-lista');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByText('1–1 de 1', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => productList().locator(':scope > li').count()).toBe(1);
    expect(await productList().getByText(target.name).first().isVisible()).toBe(true);
  });

  it('keeps the latest search on screen when an earlier one answers after it', async () => {
    const first = await json<{ results: PanelProduct[] }>('/products?page=1&page_size=20');
    const slowName = first.results[0]!.name;
    const box = page.getByRole('searchbox', { name: tpanel('productScreens.search') });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let slowAsked!: () => void;
    const asked = new Promise<void>((resolve) => (slowAsked = resolve));
    let slowDone!: () => void;
    const done = new Promise<void>((resolve) => (slowDone = resolve));
    await page.route(
      (url) => url.pathname === `${storeBase}/products` && url.searchParams.get('q') === slowName,
      async (route) => {
        slowAsked();
        await held;
        // The panel may have dropped the earlier request by now: that is fine too.
        await route.continue().catch(() => undefined);
        slowDone();
      },
    );

    await box.fill(slowName);
    await box.press('Enter');
    await asked;
    await box.fill(SKU.toLowerCase());
    await box.press('Enter');
    await expect.poll(() => page.getByText('1–1 de 1', { exact: true }).isVisible()).toBe(true);
    // Now the earlier, slower answer arrives: the list still shows the later search's product.
    release();
    await done;
    await page.waitForLoadState('networkidle');
    expect(await box.inputValue()).toBe(SKU.toLowerCase());
    expect(new URL(page.url()).searchParams.get('q')).toBe(SKU.toLowerCase());
    await expect.poll(() => productList().locator(':scope > li').count()).toBe(1);
    // Polled like the list: on a busy machine the range was once read between two renders.
    await expect.poll(() => page.getByText('1–1 de 1', { exact: true }).isVisible()).toBe(true);
    await page.unroute((url) => url.pathname === `${storeBase}/products`);
  });
});

describe('the order inbox on a phone', () => {
  it('shows its range and total, and finds an order by its number and by the phone typed with +53 and spaces', async () => {
    const all = await json<PanelOrderPage>('/orders?page=1&page_size=20');
    expect(all.results.length, 'the demo store has orders').toBeGreaterThan(0);
    const count = await json<ListCount>('/orders/count');
    await page.goto(`${server.url}/seller/orders`);
    await expect.poll(() => page.getByText(listRangeText(1, 20, all.results.length, count), { exact: true }).isVisible()).toBe(true);

    const order = all.results.find((o) => o.buyer.phone) ?? all.results[0]!;
    const box = page.getByRole('searchbox', { name: tp('orderPages.search') });
    await box.fill(`#${order.number.toUpperCase()}`);
    await box.press('Enter');
    await expect.poll(() => page.getByText('1–1 de 1', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText(tp('orderPages.number', { number: order.number })).first().isVisible()).toBe(true);
    expect(await noSideScroll()).toBe(true);
    await page.screenshot({ path: '/tmp/seller-lists-orders.png' });

    if (order.buyer.phone) {
      const national = order.buyer.phone.replace(/\D/g, '').replace(/^53(?=\d{8}$)/, '');
      const typed = `+53 ${national.slice(0, 4)} ${national.slice(4)}`;
      const byPhone = await json<PanelOrderPage>(`/orders?q=${encodeURIComponent(typed)}`);
      await box.fill(typed);
      await box.press('Enter');
      await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(typed);
      await expect.poll(() => page.getByRole('list', { name: tp('orderPages.listLabel') }).locator(':scope > li').count()).toBe(byPhone.results.length);
      expect(byPhone.results.map((o) => o.id)).toContain(order.id);
    }

    await box.fill('nadie-con-este-nombre');
    await box.press('Enter');
    await expect.poll(() => page.getByText(tp('orderPages.emptySearch')).isVisible()).toBe(true);
    expect(problems).toEqual([]);
  });
});
