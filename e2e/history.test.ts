import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { historyMoment } from '@plaza/domain/history';
import { ta } from '@plaza/domain/messages/es-admin';
import { th } from '@plaza/domain/messages/es-history';
import { t } from '@plaza/domain/messages/es-server';
import { formatPrice } from '@plaza/domain/money';
import type { PanelProduct } from '@plaza/domain/schemas/panel-product';
import type { StoreHistoryEntry } from '@plaza/domain/schemas/panel-history';
import { logInThroughPage, openPage, PHONE, serverAndBrowser } from './harness';
import { ApiSession } from './session-client';

// Issue 42, point 5: a history a person can read. The demo seller changes a product's price and
// name and the store's description; on a phone (360 px) the product's and the store's "Historial"
// tabs show them with the product's name, the price with its currency, Spanish labels and dates;
// the operator's "Registro de cambios" reads the same entry the same way.
const OPERATOR = { email: 'admin@plaza.local', password: 'Admin123!' };
const DEMO_SELLER = { email: 'vendedor@plaza.local', password: 'Vendedor123!' };
const running = serverAndBrowser();

type OwnedStore = { store_id: number; name: string; slug: string };
type Currency = { currency_id: number; code: string };

const fitsThePhone = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('Historial, on a phone', () => {
  it("shows the seller's own changes to a product and to the store, readable, and the console reads them the same way", async () => {
    const seller = new ApiSession(running.server.url);
    await seller.login(DEMO_SELLER.email, DEMO_SELLER.password);
    const [store] = (await (await seller.get('/api/store_admin/stores')).json()) as OwnedStore[];
    const base = `/api/store_admin/stores/${store!.store_id}`;
    const list = (await (await seller.get(`${base}/products?page_size=1`)).json()) as { results: PanelProduct[] };
    const product = list.results[0]!;
    const currencies = (await (await seller.get('/api/admin/currencies')).json()) as Currency[];
    const code = currencies.find((currency) => currency.currency_id === product.currency_id)!.code;
    const newName = `${product.name} (edición ${Date.now() % 10_000})`;
    const newPrice = product.price + 1_050;
    expect((await seller.send('PATCH', `${base}/products/${product.product_id}`, { price: newPrice, name: newName })).status).toBe(200);
    const description = `Descripción nueva ${Date.now() % 10_000}`;
    expect((await seller.send('PATCH', base, { description })).status).toBe(200);
    const recorded = (await (await seller.get(`${base}/history?entity=product&id=${product.product_id}`)).json()) as { results: StoreHistoryEntry[] };
    const entry = recorded.results[0]!;

    const context = await running.browser.newContext(PHONE);
    const { page, problems } = await openPage(context);
    await logInThroughPage(page, running.server.url, DEMO_SELLER);

    // The product's tab: its name, the price before and after with the currency, the Spanish date.
    await page.goto(`${running.server.url}/seller/products/${product.product_id}`);
    await page.getByRole('navigation', { name: th('tabsLabel.product') }).getByRole('link', { name: th('tab') }).click();
    await page.waitForURL(`${running.server.url}/seller/products/${product.product_id}/history`);
    await page.getByRole('heading', { level: 1, name: th('title') }).waitFor();
    const change = page.getByRole('article').filter({ hasText: newName }).first();
    await change.waitFor();
    const text = (await change.textContent()) ?? '';
    expect(text).toContain(th('fields.price'));
    expect(text).toContain(formatPrice(product.price, code));
    expect(text).toContain(formatPrice(newPrice, code));
    expect(text).toContain(historyMoment(entry.created_at));
    expect(text).toContain(th('by', { name: '' }));
    expect(text).not.toMatch(/base_price|category_id|\bprice\b/);
    expect(await page.getByRole('navigation', { name: th('tabsLabel.product') }).getByRole('link', { name: th('tab') }).getAttribute('aria-current')).toBe('page');
    expect(await fitsThePhone(page)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: '/tmp/plaza-history-product-360.png', fullPage: true });

    // Back to the product by its tab, then the store's own history.
    await page.getByRole('navigation', { name: th('tabsLabel.product') }).getByRole('link', { name: th('tabs.product') }).click();
    await page.waitForURL(`${running.server.url}/seller/products/${product.product_id}`);
    await page.goto(`${running.server.url}/seller/store`);
    await page.getByRole('navigation', { name: th('tabsLabel.store') }).getByRole('link', { name: th('tab') }).click();
    const storeChange = page.getByRole('article').filter({ hasText: description }).first();
    await storeChange.waitFor();
    expect(await storeChange.textContent()).toContain(th('fields.description'));
    expect(await fitsThePhone(page)).toBeLessThanOrEqual(360);
    expect(problems).toEqual([]);
    await context.close();

    // The console's log: the same entry, with the product's name, the price in its currency.
    const admin = await running.browser.newContext(PHONE);
    const console = await openPage(admin);
    const operator = console.page;
    await operator.goto(`${running.server.url}/login?next=${encodeURIComponent('/admin')}`);
    await operator.getByRole('textbox', { name: t('account.email') }).fill(OPERATOR.email);
    await operator.getByLabel(t('password.label'), { exact: true }).fill(OPERATOR.password);
    await operator.getByRole('button', { name: t('auth.loginSubmit'), exact: true }).click();
    await operator.waitForURL(`${running.server.url}/admin`);
    await operator.goto(`${running.server.url}/admin/audit?store=${store!.store_id}&kind=products.update`);
    await operator.getByRole('heading', { level: 1, name: ta('opsScreens.audit.title') }).waitFor();
    const logged = operator.getByRole('article').filter({ hasText: formatPrice(newPrice, code) }).first();
    await logged.getByRole('heading', { name: `${th('tables.products')} · ${th('operations.update')} · ${newName}` }).waitFor();
    expect(await logged.textContent()).toContain(historyMoment(entry.created_at));
    expect(await fitsThePhone(operator)).toBeLessThanOrEqual(360);
    await operator.screenshot({ path: '/tmp/plaza-audit-360.png', fullPage: true });
    expect(console.problems).toEqual([]);
    await admin.close();
  });
});
