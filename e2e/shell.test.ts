import { describe, expect, it } from 'vitest';
import { t } from '@plaza/domain/messages/es';
import { DESKTOP, openPage, PHONE, startServer, serverAndBrowser } from './harness';

const running = serverAndBrowser();

/** Routes with parameters are filled with real ones from the API: unknown stores and products are 404s. */
async function routes(): Promise<string[]> {
  const [product] = (await (await fetch(`${running.server.url}/api/market/products/latest`)).json()) as { product_id: number; store_id: number; store_slug: string }[];
  const [section] = (await (await fetch(`${running.server.url}/api/market/customSection`)).json()) as { slug: string }[];
  const [tag] = (await (await fetch(`${running.server.url}/api/market/stores/${product!.store_slug}/tags/`)).json()) as { slug: string }[];
  return [
    `/stores/${product!.store_slug}`,
    `/stores/${product!.store_slug}/tags/${tag!.slug}`,
    `/stores/${product!.store_slug}/search`,
    `/store/${product!.store_id}/product/${product!.product_id}`,
    `/sections/${section!.slug}`,
    ...STATIC_ROUTES,
  ];
}

const STATIC_ROUTES = [
  '/',
  '/stores',
  '/profile',
  '/login',
  '/signup',
  '/activate',
  '/forgot-password',
  '/reset-password',
  '/become-a-seller',
  '/become-a-seller/confirm',
  '/search',
  '/checkout/1',
  '/privacy-policy',
  '/terms-and-conditions',
  '/ref/abc123',
];

describe('the server', () => {
  it('answers every route of the spec with 200 and unknown paths with 404', async () => {
    for (const route of await routes()) {
      const response = await fetch(running.server.url + route);
      expect(response.status, route).toBe(200);
      expect(await response.text()).toContain('<div id="root">');
    }
    for (const path of ['/no/existe', '/stores/no-existe', '/store/1/product/99999999', '/sections/no-existe']) {
      const missing = await fetch(`${running.server.url}${path}`);
      expect(missing.status, path).toBe(404);
      expect(missing.headers.get('content-type')).toContain('text/html');
    }
  });

  it('serves hashed assets precompressed and cached for a year', async () => {
    const html = await (await fetch(running.server.url + '/')).text();
    const script = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(script).toBeTruthy();
    const response = await fetch(running.server.url + script, { headers: { 'accept-encoding': 'br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toContain('immutable');
    const page = await fetch(running.server.url + '/');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
  });
});

describe('the shell in a phone browser', () => {
  it('shows the header, footer from the API and the visitor account menu, without errors', async () => {
    const context = await running.browser.newContext(PHONE);
    const { page, problems } = await openPage(context);
    await page.goto(running.server.url + '/');
    await page.getByRole('banner').getByRole('link', { name: t('header.logoLabel') }).waitFor();

    await page.getByRole('heading', { name: t('footer.about') }).waitFor();
    await page.getByRole('heading', { name: t('footer.forCustomers') }).waitFor();
    await page.getByRole('heading', { name: t('footer.policies') }).waitFor();
    const whatsapp = await page.getByRole('link', { name: /whatsapp/i }).getAttribute('href');
    expect(whatsapp).toMatch(/^https:\/\/wa\.me\/\d+$/);
    expect(await page.getByText(/2025/).count()).toBeGreaterThan(0);

    await page.getByRole('button', { name: t('header.account') }).click();
    await page.getByRole('link', { name: t('header.login') }).waitFor();
    await page.getByRole('link', { name: t('header.signup') }).waitFor();

    // No cart yet, so no cart button.
    expect(await page.getByRole('button', { name: /^Carrito/ }).count()).toBe(0);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the cart button with the item count once a cart exists', async () => {
    const context = await running.browser.newContext(PHONE);
    const { page } = await openPage(context);
    await page.goto(running.server.url + '/');
    await page.evaluate(() =>
      localStorage.setItem(
        'plaza.carts',
        JSON.stringify({
          version: 1,
          carts: [
            {
              storeId: 1,
              storeName: 'Tienda',
              items: [{ productId: 1, quantity: 3, product: { name: 'Café', price: 100, stock: 5, images: [], wholesale_prices: [] } }],
            },
          ],
        }),
      ),
    );
    await page.reload();
    await page.getByRole('button', { name: t('header.cartWithCount', { count: 3 }) }).waitFor();
    await context.close();
  });

  it('shows the 404 page for an unknown path', async () => {
    const context = await running.browser.newContext(PHONE);
    const { page } = await openPage(context);
    await page.goto(running.server.url + '/esto/no/existe');
    await page.getByRole('heading', { name: t('notFound.title') }).waitFor();
    expect(await page.getByText(t('notFound.code'), { exact: true }).count()).toBe(1);
    expect(await page.getByText(t('notFound.body')).count()).toBe(1);
    await page.getByRole('link', { name: t('notFound.backHome') }).click();
    await page.waitForURL(running.server.url + '/');
    await context.close();
  });

  it('shows only the logo and the account menu on /search', async () => {
    const context = await running.browser.newContext(DESKTOP);
    const { page } = await openPage(context);
    await page.goto(running.server.url + '/search');
    await page.getByRole('button', { name: t('header.account') }).waitFor();
    expect(await page.getByRole('banner').getByRole('button', { name: t('header.openSearch') }).count()).toBe(0);
    await page.goto(running.server.url + '/');
    await page.getByRole('banner').getByRole('button', { name: t('header.openSearch') }).waitFor();
    await context.close();
  });

  it('submits the header search to /search with the trimmed query', async () => {
    const context = await running.browser.newContext(PHONE);
    const { page } = await openPage(context);
    await page.goto(running.server.url + '/stores');
    await page.getByRole('button', { name: t('header.openSearch') }).click();
    await page.getByRole('combobox', { name: t('header.search') }).fill('  café molido  ');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\?q=caf%C3%A9\+molido$/);
    await context.close();
  });
});

describe('maintenance mode', () => {
  it('shows the maintenance modal with a retry button', async () => {
    const maintenance = await startServer({ MAINTENANCE: '1', SEED: 'none' });
    const context = await running.browser.newContext(PHONE);
    try {
      const { page } = await openPage(context);
      await page.goto(maintenance.url + '/');
      const dialog = page.getByRole('dialog', { name: t('maintenance.title') });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: t('maintenance.retry') }).waitFor();
    } finally {
      await context.close();
      await maintenance.stop();
    }
  });
});
