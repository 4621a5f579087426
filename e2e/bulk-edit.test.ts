import { describe, expect, it } from 'vitest';
import { tp } from '@plaza/domain/messages/es-panel';
import { formatPrice } from '@plaza/domain/money';
import type { PanelProduct } from '@plaza/domain/schemas/panel-product';
import { logInThroughPage, openPage, PHONE, serverAndBrowser } from './harness';
import { ApiSession } from './session-client';

// Issue 43, point 1: on a phone (360 px) the demo seller selects every product a search matches,
// raises their prices 10 % in a few taps (a shortcut, the server's preview, Guardar), and undoes it.
const DEMO_SELLER = { email: 'vendedor@plaza.local', password: 'Vendedor123!' };
const running = serverAndBrowser();

type OwnedStore = { store_id: number };
type Currency = { currency_id: number; code: string };
const COUNT = 6;

describe('bulk price change with undo, on a phone', () => {
  it('selects all that match, previews +10 %, saves, and undoes it', async () => {
    const seller = new ApiSession(running.server.url);
    await seller.login(DEMO_SELLER.email, DEMO_SELLER.password);
    const [store] = (await (await seller.get('/api/store_admin/stores')).json()) as OwnedStore[];
    const base = `/api/store_admin/stores/${store!.store_id}`;
    const [categories, currencies] = await Promise.all([
      seller.get('/api/admin/categories').then((r) => r.json() as Promise<{ id?: number; category_id?: number }[]>),
      seller.get('/api/admin/currencies').then((r) => r.json() as Promise<Currency[]>),
    ]);
    const category = categories[0]!.category_id ?? categories[0]!.id;
    const currency = currencies[0]!;
    const word = `Lote${Date.now() % 100_000}`;
    const ids: number[] = [];
    for (let index = 0; index < COUNT; index += 1) {
      const response = await seller.send('POST', `${base}/products`, {
        name: `${word} camiseta ${index + 1}`,
        category_id: category,
        currency_id: currency.currency_id,
        price: 1_000 + index * 100,
        stock: 5,
        // Hidden: they take none of the plan's product slots.
        visible: false,
      });
      expect(response.status).toBe(201);
      ids.push(((await response.json()) as PanelProduct).product_id);
    }
    const prices = async () =>
      Promise.all(ids.map(async (id) => ((await (await seller.get(`${base}/products/${id}`)).json()) as PanelProduct).price));

    const context = await running.browser.newContext(PHONE);
    const { page, problems } = await openPage(context);
    await logInThroughPage(page, running.server.url, DEMO_SELLER);
    await page.goto(`${running.server.url}/seller/products?q=${word}`);
    await page.getByRole('list', { name: tp('productScreens.results') }).getByRole('listitem').first().waitFor();

    await page.getByRole('button', { name: tp('productBulk.select'), exact: true }).click();
    const bar = page.getByRole('region', { name: tp('productBulk.selectionLabel') });
    await bar.getByRole('button', { name: tp('productBulk.selectAllMatching') }).click();
    await bar.getByText(tp('productBulk.selected', { count: COUNT })).waitFor();
    expect(await page.getByRole('checkbox', { name: tp('productBulk.selectProduct', { name: `${word} camiseta 1` }) }).isChecked()).toBe(true);
    await bar.getByRole('button', { name: tp('productBulk.change') }).click();

    const sheet = page.getByRole('dialog', { name: tp('productBulk.sheetTitle', { count: COUNT }) });
    await sheet.getByRole('group', { name: tp('productBulk.quick') }).getByRole('button', { name: '+10 %' }).click();
    const preview = page.getByRole('dialog', { name: tp('productBulk.previewTitle', { count: COUNT }) });
    await preview.waitFor();
    const first = preview.getByRole('listitem').filter({ hasText: `${word} camiseta 1` });
    expect(await first.textContent()).toContain(tp('productBulk.priceBeforeAfter', { before: formatPrice(1_000, currency.code), after: formatPrice(1_100, currency.code) }));
    expect(await preview.getByRole('listitem').count()).toBe(COUNT);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: '/tmp/plaza-bulk-preview-360.png' });
    await preview.getByRole('button', { name: tp('productBulk.save') }).click();

    await page.getByRole('status').filter({ hasText: tp('productBulk.saved', { count: COUNT }) }).waitFor();
    expect(await prices()).toEqual(ids.map((_, index) => Math.round((1_000 + index * 100) * 1.1)));
    // The list shows the new prices at once.
    await page.getByText(formatPrice(1_100, currency.code)).first().waitFor();
    await page.screenshot({ path: '/tmp/plaza-bulk-saved-360.png' });

    await page.getByRole('button', { name: tp('productBulk.undo') }).click();
    await page.getByRole('status').filter({ hasText: tp('productBulk.undone', { count: COUNT }) }).waitFor();
    expect(await prices()).toEqual(ids.map((_, index) => 1_000 + index * 100));
    expect(await page.getByRole('button', { name: tp('productBulk.undo') }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(problems).toEqual([]);
    await context.close();
  });
});
