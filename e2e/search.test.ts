import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { t } from '@plaza/domain/messages/es-server';
import type { Category } from '@plaza/domain/schemas/reference';
import type { SearchAnswer } from '@plaza/domain/schemas/search';
import type { StoreDetail } from '@plaza/domain/schemas/store';
import { DESKTOP, launchBrowser, openPage, PHONE, startServer, type RunningServer } from './harness';

let server: RunningServer;
let browser: Browser;


/** The q of every suggestion request the page makes, in order. */
function suggestRequests(page: Page): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/market/suggest') seen.push(url.searchParams);
  });
  return seen;
}

/** The options of the suggestion list (the page-size and filter selects have options too). */
function suggestions(page: Page) {
  return page.getByRole('listbox', { name: t('search.suggestions') }).getByRole('option');
}

function params(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('search suggestions', () => {
  it('start at 3 characters after the debounce, and the keyboard picks one for /search', async () => {
    const context = await browser.newContext(PHONE);
    const { page, problems } = await openPage(context);
    const requests = suggestRequests(page);
    await page.goto(server.url + '/stores');
    await page.getByRole('button', { name: t('header.openSearch') }).click();
    const box = page.getByRole('combobox', { name: t('header.search') });

    await box.pressSequentially('te');
    await page.waitForTimeout(700);
    expect(requests).toEqual([]);
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    expect(await suggestions(page).count()).toBe(0);

    // Typed faster than the debounce: only the last text is asked for.
    await box.pressSequentially('le', { delay: 60 });
    const options = suggestions(page);
    await options.first().waitFor();
    expect(requests.map((request) => request.get('q'))).toEqual(['tele']);
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    const count = await options.count();
    await page.getByRole('status').filter({ hasText: count === 1 ? t('search.suggestionCountOne') : t('search.suggestionCount', { count }) }).waitFor();

    // Escape closes the list, not the search panel.
    await page.keyboard.press('Escape');
    await expect.poll(() => options.count()).toBe(0);
    expect(await box.isVisible()).toBe(true);

    await page.keyboard.press('ArrowDown');
    await options.first().waitFor();
    await page.keyboard.press('ArrowDown');
    const first = options.first();
    expect(await first.getAttribute('aria-selected')).toBe('true');
    expect(await box.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
    const chosen = (await first.innerText()).trim();

    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === chosen);
    await page.getByRole('heading', { level: 1, name: t('search.resultsFor', { query: chosen }) }).waitFor();
    expect(await suggestions(page).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the global search page', () => {
  it('shows the matching stores and products, page 1 with previous disabled', async () => {
    const context = await browser.newContext(DESKTOP);
    const { page, problems } = await openPage(context);
    await page.goto(server.url + '/search?q=cafe');

    const heading = t('search.resultsFor', { query: 'cafe' });
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await page.getByRole('heading', { level: 2, name: t('search.stores') }).waitFor();
    await page.getByRole('heading', { level: 2, name: t('search.products') }).waitFor();
    expect(await page.title()).toBe(`${heading} | Plaza`);
    await page.getByText(t('search.page', { page: 1 }), { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: t('search.previous') }).isDisabled()).toBe(true);
    // On /search the header keeps only the logo and the account menu: one search box.
    expect(await page.getByRole('combobox', { name: t('search.inputLabel') }).count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('goes back to page 1 when the page size changes, and moves through pages from the top', async () => {
    const answer = await server.json<SearchAnswer>('/api/market/search?q=cafe&page=2&page_size=10');
    const context = await browser.newContext(PHONE);
    const { page, problems } = await openPage(context);
    await page.goto(server.url + '/search?q=cafe&page_size=10');
    await page.getByText(t('search.page', { page: 1 }), { exact: true }).waitFor();

    await page.getByRole('button', { name: t('search.next') }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await page.getByText(t('search.page', { page: 2 }), { exact: true }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect.poll(() => page.getByRole('button', { name: t('search.next') }).isDisabled()).toBe(!answer.data.has_next);
    expect(await page.getByRole('button', { name: t('search.previous') }).isDisabled()).toBe(false);

    await page.getByLabel(t('search.pageSize')).selectOption('50');
    await page.waitForURL((url) => url.searchParams.get('page_size') === '50');
    expect(params(page).get('page')).toBeNull();
    expect(params(page).get('q')).toBe('cafe');
    await page.getByText(t('search.page', { page: 1 }), { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: t('search.previous') }).isDisabled()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("says 'No results found' when nothing matches", async () => {
    const context = await browser.newContext(PHONE);
    const { page, problems } = await openPage(context);
    await page.goto(server.url + '/search?q=zzqxwv');
    await page.getByText(t('search.noResults'), { exact: true }).waitFor();
    expect(await page.getByRole('heading', { name: t('search.products') }).count()).toBe(0);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('trims the query, ignores a blank one, and toggles a category', async () => {
    const [category] = await server.json<Category[]>('/api/admin/categories');
    const context = await browser.newContext(PHONE);
    const { page, problems } = await openPage(context);
    await page.goto(server.url + '/search?q=cafe');
    const box = page.getByRole('combobox', { name: t('search.inputLabel') });
    await page.getByRole('heading', { level: 2, name: t('search.products') }).waitFor();

    await box.fill('   ');
    await page.getByRole('button', { name: t('search.submit'), exact: true }).click();
    await page.waitForTimeout(300);
    expect(params(page).get('q')).toBe('cafe');

    await box.fill('  pan  ');
    await page.getByRole('button', { name: t('search.submit'), exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === 'pan');
    await page.getByRole('heading', { level: 1, name: t('search.resultsFor', { query: 'pan' }) }).waitFor();

    const chip = page.getByRole('button', { name: category!.name, exact: true });
    await chip.click();
    await page.waitForURL((url) => url.searchParams.get('category') === String(category!.category_id));
    expect(params(page).get('q')).toBe('pan');
    await expect.poll(() => chip.getAttribute('aria-pressed')).toBe('true');
    await chip.click();
    await page.waitForURL((url) => !url.searchParams.has('category'));
    await expect.poll(() => chip.getAttribute('aria-pressed')).toBe('false');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("a store's search page", () => {
  it("shows only that store's products, its categories and a way back to the store", async () => {
    const detail = await server.json<StoreDetail>('/api/market/stores/tecnocuba');
    const storeId = detail.store.store_id;
    const categories = await server.json<Category[]>(`/api/market/stores/${storeId}/categories`);
    const context = await browser.newContext(PHONE);
    const { page, problems } = await openPage(context);
    const requests = suggestRequests(page);
    await page.goto(server.url + '/stores/tecnocuba/search?q=tel');

    await page.getByRole('heading', { level: 2, name: t('search.products') }).waitFor();
    const back = page.getByRole('link', { name: t('search.backToStore') });
    expect(await back.getAttribute('href')).toBe('/stores/tecnocuba');
    expect(await page.getByRole('heading', { name: t('search.stores') }).count()).toBe(0);
    await page.getByText(t('search.storePage', { page: 1 }), { exact: true }).waitFor();

    const hrefs = await page.locator('main a[href^="/store/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(new RegExp(`^/store/${storeId}/product/\\d+$`));

    // The picker lists the store's own categories once the store is known.
    await page.getByRole('button', { name: categories[0]!.name, exact: true }).waitFor();
    expect(await page.getByRole('group', { name: t('search.categories') }).getByRole('button').count()).toBe(categories.length);

    // Its suggestions come from this store only.
    const box = page.getByRole('combobox', { name: t('search.storeInputLabel') });
    await box.fill('tele');
    await suggestions(page).first().waitFor();
    expect(requests.at(-1)?.get('slug')).toBe('tecnocuba');
    expect(problems).toEqual([]);
    await context.close();
  });
});
