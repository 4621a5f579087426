import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { t } from '@plaza/domain/messages/es-search';
import type { SearchAnswer } from '@plaza/domain/schemas/search';
import { openPage, PHONE, serverAndBrowser } from './harness';

/**
 * Issue 20 point 2 on the storefront, at 360 px: the sort and filters of /search and of a
 * store's search, kept in the address, applied by the server, shown as removable chips.
 */

const running = serverAndBrowser();

function params(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams;
}

/** The products the API lists for that query string, in its order. */
async function apiProducts(query: string): Promise<number[]> {
  const answer = await running.server.json<SearchAnswer>(`/api/market/search?${query}`);
  return answer.data.results.flatMap((result) => (result.result_type === 'product' ? [result.product_id] : []));
}

/** The products the page shows, in its order (a card links to its product more than once). */
async function pageProducts(page: Page): Promise<number[]> {
  const hrefs = await page.locator('main a[href^="/store/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs.map((href) => Number(href.split('/').at(-1))))];
}

/** Waits until the page shows what the API answers for `query` (page 1, 20 a page unless said). */
async function showsApiAnswer(page: Page, query: string) {
  const expected = await apiProducts(query);
  expect(expected.length).toBeGreaterThan(0);
  await expect.poll(() => pageProducts(page), { timeout: 15_000 }).toEqual(expected);
  // The count is announced in the results' status line.
  await page.getByRole('status').filter({ hasText: /\d+ resultados?|1 resultado/ }).first().waitFor({ state: 'attached' });
}

const filtersButton = (page: Page) => page.getByRole('button', { name: new RegExp(`^${t('searchFilters.open')}`) });
const sheet = (page: Page) => page.getByRole('dialog', { name: t('searchFilters.title') });
const chip = (page: Page, label: string) => page.getByRole('button', { name: t('searchFilters.remove', { filter: label }) });

async function openSheet(page: Page) {
  await filtersButton(page).click();
  await sheet(page).waitFor();
}

/** Counts the search requests the page makes. */
function searchRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/market/search') seen.push(url.search);
  });
  return seen;
}

describe('the global search with sort and filters', () => {
  it('sorts, filters by each filter, shows chips that remove them, goes back to page 1, and walks back and forward', async () => {
    const context = await running.browser.newContext(PHONE);
    const { page, problems } = await openPage(context);
    await page.goto(running.server.url + '/search?page=2');
    await page.getByText('Página 2', { exact: true }).waitFor();
    expect(await filtersButton(page).textContent()).toBe(t('searchFilters.open'));

    // Sort: back to page 1, in the server's order.
    const sort = page.getByLabel(t('searchFilters.sort'));
    expect(await sort.inputValue()).toBe('relevance');
    await sort.selectOption('price_asc');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price_asc');
    expect(params(page).get('page')).toBeNull();
    await page.getByText('Página 1', { exact: true }).waitFor();
    await showsApiAnswer(page, 'sort=price_asc&page=1&page_size=20');

    // 'En oferta' from the sheet: a chip, the count on 'Filtros', the server's answer.
    await page.getByRole('button', { name: t('search.next') }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await openSheet(page);
    await sheet(page).getByRole('checkbox', { name: t('searchFilters.offer') }).check();
    await sheet(page).getByRole('button', { name: t('searchFilters.apply') }).click();
    await page.waitForURL((url) => url.searchParams.get('offer') === '1');
    expect(params(page).get('page')).toBeNull();
    expect(params(page).get('sort')).toBe('price_asc');
    expect(await sheet(page).count()).toBe(0);
    await chip(page, t('searchFilters.offer')).waitFor();
    await page.getByRole('button', { name: t('searchFilters.openCountOne') }).waitFor();
    await showsApiAnswer(page, 'sort=price_asc&offer=1&page=1&page_size=20');

    // The price range: what does not read as money, and a minimum above the maximum, are refused
    // in the sheet with no request; the shopper's '10,5' is 10.50.
    const requests = searchRequests(page);
    await openSheet(page);
    const min = sheet(page).getByLabel(t('searchFilters.minPrice'));
    const max = sheet(page).getByLabel(t('searchFilters.maxPrice'));
    await min.fill('diez');
    await sheet(page).getByRole('button', { name: t('searchFilters.apply') }).click();
    await sheet(page).getByRole('alert').filter({ hasText: t('searchFilters.invalidMin') }).waitFor();
    expect(await min.getAttribute('aria-invalid')).toBe('true');
    expect(await min.evaluate((element) => element === document.activeElement)).toBe(true);
    await min.fill('500');
    await max.fill('10');
    await sheet(page).getByRole('button', { name: t('searchFilters.apply') }).click();
    await sheet(page).getByRole('alert').filter({ hasText: t('searchFilters.range') }).waitFor();
    expect(await max.getAttribute('aria-invalid')).toBe('true');
    expect(params(page).has('min_price')).toBe(false);
    expect(requests).toEqual([]);
    await min.fill('10,5');
    await max.fill('');
    await sheet(page).getByRole('button', { name: t('searchFilters.apply') }).click();
    await page.waitForURL((url) => url.searchParams.get('min_price') === '10.50');
    await chip(page, t('searchFilters.chipMin', { min: '10.50 CUP' })).waitFor();
    await page.getByRole('button', { name: t('searchFilters.openCount', { count: 2 }) }).waitFor();
    await showsApiAnswer(page, 'sort=price_asc&min_price=10.50&offer=1&page=1&page_size=20');

    // The currency: the range is now in it, one chip for both.
    await openSheet(page);
    const currency = sheet(page).getByLabel(t('searchFilters.currency'));
    await currency.locator('option[value="USD"]').waitFor({ state: 'attached' });
    await currency.selectOption('USD');
    await sheet(page).getByText(t('searchFilters.priceIn', { currency: 'USD' })).waitFor();
    await sheet(page).getByRole('button', { name: t('searchFilters.apply') }).click();
    await page.waitForURL((url) => url.searchParams.get('currency') === 'USD');
    await chip(page, t('searchFilters.chipMin', { min: '10.50 USD' })).waitFor();

    // Removing a chip takes that filter away (the range with its currency), back on page 1, and
    // the focus goes to 'Filtros'.
    await chip(page, t('searchFilters.chipMin', { min: '10.50 USD' })).click();
    await page.waitForURL((url) => !url.searchParams.has('min_price') && !url.searchParams.has('currency'));
    expect(params(page).get('offer')).toBe('1');
    expect(await filtersButton(page).evaluate((element) => element === document.activeElement)).toBe(true);

    // 'Con existencias' and 'Al por mayor'.
    await openSheet(page);
    expect(await sheet(page).getByRole('checkbox', { name: t('searchFilters.offer') }).isChecked()).toBe(true);
    await sheet(page).getByRole('checkbox', { name: t('searchFilters.offer') }).uncheck();
    await sheet(page).getByRole('checkbox', { name: t('searchFilters.inStock') }).check();
    await sheet(page).getByRole('button', { name: t('searchFilters.apply') }).click();
    await page.waitForURL((url) => url.searchParams.get('in_stock') === '1' && !url.searchParams.has('offer'));
    await chip(page, t('searchFilters.inStock')).waitFor();
    await showsApiAnswer(page, 'sort=price_asc&in_stock=1&page=1&page_size=20');

    await openSheet(page);
    await sheet(page).getByRole('checkbox', { name: t('searchFilters.wholesale') }).check();
    await sheet(page).getByRole('button', { name: t('searchFilters.apply') }).click();
    await page.waitForURL((url) => url.searchParams.get('wholesale') === '1');
    await chip(page, t('searchFilters.wholesale')).waitFor();
    await showsApiAnswer(page, 'sort=price_asc&in_stock=1&wholesale=1&page=1&page_size=20');

    // Back and forward walk through the filters as they were, chips and sort included.
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('wholesale') && url.searchParams.get('in_stock') === '1');
    await expect.poll(() => chip(page, t('searchFilters.wholesale')).count()).toBe(0);
    await chip(page, t('searchFilters.inStock')).waitFor();
    await showsApiAnswer(page, 'sort=price_asc&in_stock=1&page=1&page_size=20');
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('offer') === '1' && !url.searchParams.has('in_stock'));
    await chip(page, t('searchFilters.offer')).waitFor();
    await page.goForward();
    await page.waitForURL((url) => url.searchParams.get('in_stock') === '1');
    await page.goForward();
    await page.waitForURL((url) => url.searchParams.get('wholesale') === '1');
    await chip(page, t('searchFilters.wholesale')).waitFor();
    expect(await sort.inputValue()).toBe('price_asc');

    // 'Limpiar filtros' takes every filter away and keeps the sort.
    await page.getByRole('button', { name: t('searchFilters.clear') }).click();
    await page.waitForURL((url) => !url.searchParams.has('in_stock') && !url.searchParams.has('wholesale'));
    expect(params(page).get('sort')).toBe('price_asc');
    // The URL changes before the page has drawn the search it names: the chips go with that render.
    await expect.poll(() => page.getByRole('list', { name: t('searchFilters.active') }).count()).toBe(0);

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('says when nothing matches the filters, and offers to clear them', async () => {
    const context = await running.browser.newContext(PHONE);
    const { page, problems } = await openPage(context);
    await page.goto(running.server.url + '/search?q=cafe&min_price=9999999&sort=newest');
    await page.getByText(t('searchFilters.emptyFiltered')).waitFor();
    await page.getByRole('main').getByRole('button', { name: t('searchFilters.clear') }).last().click();
    await page.waitForURL((url) => !url.searchParams.has('min_price'));
    expect(params(page).get('q')).toBe('cafe');
    expect(params(page).get('sort')).toBe('newest');
    await showsApiAnswer(page, 'q=cafe&sort=newest&page=1&page_size=20');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the defaults for values in the address it cannot read, with no error', async () => {
    const context = await running.browser.newContext(PHONE);
    const { page, problems } = await openPage(context);
    await page.goto(running.server.url + '/search?q=cafe&sort=barato&min_price=abc&max_price=-1&offer=si&in_stock=2&wholesale=&currency=DOLARES');
    await showsApiAnswer(page, 'q=cafe&page=1&page_size=20');
    expect(await page.getByLabel(t('searchFilters.sort')).inputValue()).toBe('relevance');
    expect(await filtersButton(page).textContent()).toBe(t('searchFilters.open'));
    expect(await page.getByRole('list', { name: t('searchFilters.active') }).count()).toBe(0);

    // A minimum above the maximum: the range is dropped.
    await page.goto(running.server.url + '/search?q=cafe&min_price=50&max_price=10&offer=1');
    await chip(page, t('searchFilters.offer')).waitFor();
    expect(await page.getByRole('list', { name: t('searchFilters.active') }).getByRole('button').count()).toBe(1);
    await showsApiAnswer(page, 'q=cafe&offer=1&page=1&page_size=20');
    expect(problems).toEqual([]);

    // A currency the market does not have: the page drops it instead of failing.
    await page.goto(running.server.url + '/search?q=cafe&currency=XYZ');
    await page.waitForURL((url) => !url.searchParams.has('currency'));
    expect(params(page).get('q')).toBe('cafe');
    await showsApiAnswer(page, 'q=cafe&page=1&page_size=20');
    expect(await page.getByText(t('search.loadError')).count()).toBe(0);
    await context.close();
  });

  it("paints the sort, the chips and the filtered results in the server's HTML", async () => {
    const expected = await apiProducts('sort=price_desc&offer=1&page=1&page_size=20');
    const html = await (await fetch(`${running.server.url}/search?sort=price_desc&offer=1`)).text();
    expect(html).toContain(`aria-label="${t('searchFilters.remove', { filter: t('searchFilters.offer') })}"`);
    expect(html).toMatch(/<option value="price_desc" selected="">/);
    expect(html).toContain(`href="/store/`);
    const first = html.indexOf(`/product/${expected[0]}"`);
    expect(first).toBeGreaterThan(0);
    if (expected[1] !== undefined) expect(html.indexOf(`/product/${expected[1]}"`)).toBeGreaterThan(first);
  });
});

describe("a store's search with sort and filters", () => {
  it('sorts and filters that store only, with chips, page 1 on change, back and forward, and defaults for bad values', async () => {
    const slug = 'mayorista-el-ahorro';
    const context = await running.browser.newContext(PHONE);
    const { page, problems } = await openPage(context);
    await page.goto(`${running.server.url}/stores/${slug}/search?page_size=10&page=2&sort=nada&in_stock=quizas`);
    await page.getByText('Page 2', { exact: true }).waitFor();
    expect(await page.getByLabel(t('searchFilters.sort')).inputValue()).toBe('relevance');
    expect(await page.getByRole('list', { name: t('searchFilters.active') }).count()).toBe(0);

    await page.getByLabel(t('searchFilters.sort')).selectOption('price_desc');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price_desc');
    expect(params(page).get('page')).toBeNull();
    expect(params(page).get('page_size')).toBe('10');
    await showsApiAnswer(page, `sort=price_desc&page=1&page_size=10&slug=${slug}`);

    await openSheet(page);
    await sheet(page).getByLabel(t('searchFilters.maxPrice')).fill('1,000,000');
    await sheet(page).getByRole('checkbox', { name: t('searchFilters.inStock') }).check();
    await sheet(page).getByRole('button', { name: t('searchFilters.apply') }).click();
    await page.waitForURL((url) => url.searchParams.get('max_price') === '1000000.00' && url.searchParams.get('in_stock') === '1');
    await chip(page, t('searchFilters.chipMax', { max: '1,000,000.00 CUP' })).waitFor();
    await showsApiAnswer(page, `sort=price_desc&max_price=1000000&in_stock=1&page=1&page_size=10&slug=${slug}`);
    const ids = await pageProducts(page);
    const all = await running.server.json<SearchAnswer>(`/api/market/search?slug=${slug}&page_size=100`);
    const storeId = all.data.results.find((result) => result.result_type === 'product')?.store_id;
    const hrefs = await page.locator('main a[href^="/store/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    for (const href of hrefs) expect(href).toMatch(new RegExp(`^/store/${storeId}/product/\\d+$`));
    expect(ids.length).toBeGreaterThan(0);

    await chip(page, t('searchFilters.inStock')).click();
    await page.waitForURL((url) => !url.searchParams.has('in_stock'));
    expect(params(page).get('max_price')).toBe('1000000.00');
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('in_stock') === '1');
    await chip(page, t('searchFilters.inStock')).waitFor();
    await page.goForward();
    await page.waitForURL((url) => !url.searchParams.has('in_stock'));
    await expect.poll(() => chip(page, t('searchFilters.inStock')).count()).toBe(0);

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(problems).toEqual([]);
    await context.close();
  });
});
