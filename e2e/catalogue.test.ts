import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { t } from '@plaza/domain/messages/es-server';
import type { Product } from '@plaza/domain/schemas/product';
import type { Ubication } from '@plaza/domain/schemas/reference';
import type { CustomSection, HeroSlide } from '@plaza/domain/schemas/section';
import type { StoreDetail, StoreSummary, Tag } from '@plaza/domain/schemas/store';
import { DESKTOP, openPage, PHONE, serverAndBrowser } from './harness';

const running = serverAndBrowser();

/** The seeded catalogue, read through the API: the tests find their stores, tags and sections here. */

async function storeDetails(): Promise<StoreDetail[]> {
  const stores = await running.server.json<StoreSummary[]>('/api/market/stores');
  return Promise.all(stores.map((store) => running.server.json<StoreDetail>(`/api/market/stores/${store.slug}`)));
}

const filled = (value: string | null) => Boolean(value?.trim());
const hasContacts = ({ store }: StoreDetail) =>
  [store.address, store.phone, store.instagram, store.facebook, store.whatsapp].some(filled);

/** No sideways scrolling at phone width: only the rows scroll inside themselves. */
async function expectNoOverflow(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}

describe('home page', () => {
  it('shows its sections in the spec order with the seeded data, the welcome slide first', async () => {
    const [hero, categorySection, sections, offers, bestSellers, reviews] = await Promise.all([
      running.server.json<HeroSlide[]>('/api/market/hero'),
      running.server.json<{ enabled: boolean; section_name: string; products: Product[] }>('/api/market/custom_section_with_category'),
      running.server.json<CustomSection[]>('/api/market/customSection'),
      running.server.json<Product[]>('/api/market/products/specialOffers'),
      running.server.json<Product[]>('/api/market/products/tendency'),
      running.server.json<unknown[]>('/api/market/reviews'),
    ]);
    const expected = [
      t('categories.title'),
      ...(categorySection.enabled && categorySection.products.length > 0 ? [categorySection.section_name] : []),
      ...sections.filter((section) => section.products.length > 0).map((section) => section.section_name),
      t('home.nearbyTitle'),
      t('home.popularTitle'),
      t('home.latestTitle'),
      ...(offers.length > 0 ? [t('home.offersTitle')] : []),
      ...(bestSellers.length > 0 ? [t('home.bestSellersTitle')] : []),
      ...(reviews.length > 0 ? [t('home.reviewsTitle')] : []),
      t('home.sellerTitle'),
    ];

    const context = await running.browser.newContext(PHONE);
    const { page, problems } = await openPage(context);
    await page.goto(running.server.url + '/');
    await page.getByRole('heading', { level: 1, name: t('home.heading') }).waitFor({ state: 'attached' });
    const headings = await page
      .locator('main h2')
      .evaluateAll((nodes) => nodes.filter((node) => !node.closest('#hero')).map((node) => node.textContent?.trim()));
    expect(headings).toEqual(expected);

    const welcome = hero.find((slide) => slide.type === 'welcome');
    expect(welcome).toBeDefined();
    const first = page.getByRole('group', { name: t('home.slideLabel', { index: 1, count: hero.length }) });
    await first.getByRole('heading', { name: welcome?.tittle }).waitFor();
    // The first slide's image is the largest paint: not lazy, high priority.
    const image = first.locator('img');
    expect(await image.getAttribute('loading')).toBe('eager');
    expect(await image.getAttribute('fetchpriority')).toBe('high');

    // Categories open the search; custom sections their own page; the banner the seller page.
    const categories = await running.server.json<{ category_id: number; name: string }[]>('/api/admin/categories');
    const firstCategory = categories[0]!;
    expect(await page.getByRole('link', { name: firstCategory.name, exact: true }).getAttribute('href')).toBe(
      `/search?category=${firstCategory.category_id}`,
    );
    const section = sections.find((entry) => entry.products.length > 0)!;
    expect(await page.getByRole('link', { name: t('home.seeMoreOf', { title: section.section_name }) }).getAttribute('href')).toBe(
      `/sections/${section.slug}`,
    );
    expect(await page.getByRole('link', { name: t('home.popularSeeAllLabel'), exact: true }).getAttribute('href')).toBe('/stores');
    const nearby = await page.getByRole('link', { name: /^Ver todas las tiendas de / }).getAttribute('href');
    expect(nearby).toMatch(/^\/stores\?province=[^&]+&township=[^&]+$/);
    expect(await page.getByRole('link', { name: t('home.sellerCta') }).getAttribute('href')).toBe('/become-a-seller');

    await expectNoOverflow(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('makes no API call of its own on first load: the data comes embedded in the page', async () => {
    const context = await running.browser.newContext(PHONE);
    const { page } = await openPage(context);
    const calls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) calls.push(url.pathname + url.search);
    });
    await page.goto(running.server.url + '/', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: t('home.latestTitle') }).waitFor();
    expect(calls.filter((call, index) => calls.indexOf(call) !== index)).toEqual([]);
    expect(calls).toEqual([]);
    // The embedded data is read once and removed.
    expect(await page.locator('#app-data').count()).toBe(0);
    await context.close();
  });

  it('moves a row by most of its width with the named buttons', async () => {
    const context = await running.browser.newContext(DESKTOP);
    const { page } = await openPage(context);
    await page.goto(running.server.url + '/');
    const next = page.getByRole('button', { name: t('home.scrollNext', { title: t('home.latestTitle') }) });
    const previous = page.getByRole('button', { name: t('home.scrollPrevious', { title: t('home.latestTitle') }) });
    // A row below the fold is laid out, and shows its buttons, as it comes near.
    const region = page.getByRole('region', { name: t('home.latestTitle') });
    await region.scrollIntoViewIfNeeded();
    expect(await previous.isDisabled()).toBe(true);
    const row = region.locator('ul');
    const width = await row.evaluate((element) => element.clientWidth);
    await next.click();
    await expect.poll(() => row.evaluate((element) => element.scrollLeft)).toBeGreaterThan(width * 0.5);
    await expect.poll(() => previous.isDisabled()).toBe(false);
    await context.close();
  });
});

describe('all stores', () => {
  it('filters by province and municipality through the address, and opens the panel for them', async () => {
    const [ubications, stores] = await Promise.all([
      running.server.json<Ubication[]>('/api/admin/ubications'),
      running.server.json<StoreSummary[]>('/api/market/stores'),
    ]);
    const withTwo = ubications.find((entry) => entry.townships.length > 1)!;
    const other = ubications.find((entry) => entry.province !== withTwo.province)!;

    const context = await running.browser.newContext(PHONE);
    const { page, problems } = await openPage(context);
    await page.goto(running.server.url + '/stores');
    await page.getByRole('heading', { level: 1, name: t('stores.title') }).waitFor();
    await expect.poll(() => page.getByRole('main').getByRole('heading', { level: 3 }).count()).toBe(stores.length);

    const toggle = page.getByRole('button', { name: new RegExp(t('stores.filters')) });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    const province = page.getByLabel(t('stores.province'));
    const township = page.getByLabel(t('stores.township'));
    expect(await township.isDisabled()).toBe(true);

    // The address changes first and the page renders it a moment later (a React transition):
    // what the page shows is polled, not read once.
    await province.selectOption(withTwo.province);
    await page.waitForURL((url) => url.searchParams.get('province') === withTwo.province);
    await expect.poll(() => township.isDisabled()).toBe(false);
    await expect
      .poll(async () => (await township.locator('option').allTextContents()).slice(1))
      .toEqual(withTwo.townships.map((entry) => entry.township));

    const chosen = withTwo.townships[1]!.township;
    await township.selectOption(chosen);
    await page.waitForURL((url) => url.searchParams.get('township') === chosen);

    // A new province clears the municipality.
    await province.selectOption(other.province);
    await page.waitForURL((url) => url.searchParams.get('province') === other.province && !url.searchParams.has('township'));
    await expect.poll(() => township.inputValue()).toBe('');

    // Filters in the address open the panel on arrival and select their values.
    const details = await storeDetails();
    const detail = details.find(({ store }) => store.province && store.township)!;
    const target = detail.store;
    const search = new URLSearchParams({ province: detail.store.province!, township: detail.store.township! });
    await page.goto(`${running.server.url}/stores?${search}`);
    await page.getByRole('link', { name: target.name }).waitFor();
    expect(await page.getByRole('button', { name: new RegExp(t('stores.filters')) }).getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByLabel(t('stores.province')).inputValue()).toBe(detail.store.province);
    expect(await page.getByLabel(t('stores.township')).inputValue()).toBe(detail.store.township);
    const expected = await running.server.json<StoreSummary[]>(`/api/market/stores?${search}`);
    expect(await page.getByRole('main').getByRole('heading', { level: 3 }).count()).toBe(expected.length);

    await expectNoOverflow(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('says so when no store matches', async () => {
    const [ubications, stores] = await Promise.all([
      running.server.json<Ubication[]>('/api/admin/ubications'),
      running.server.json<StoreSummary[]>('/api/market/stores'),
    ]);
    const details = await Promise.all(stores.map((store) => running.server.json<StoreDetail>(`/api/market/stores/${store.slug}`)));
    const used = new Set(details.map(({ store }) => `${store.province}/${store.township}`));
    const empty = ubications.flatMap((entry) => entry.townships.map((town) => ({ province: entry.province, township: town.township })))
      .find((place) => !used.has(`${place.province}/${place.township}`))!;
    const context = await running.browser.newContext(PHONE);
    const { page } = await openPage(context);
    await page.goto(`${running.server.url}/stores?${new URLSearchParams(empty)}`);
    await page.getByText(t('stores.empty')).waitFor();
    await context.close();
  });
});

describe('store page', () => {
  it('shows a store with its search, categories, tags, products, reviews and contact block', async () => {
    const details = await storeDetails();
    const detail = details.find((entry) => hasContacts(entry) && filled(entry.store.whatsapp))!;
    const { store } = detail;
    const tags = await running.server.json<Tag[]>(`/api/market/stores/${store.slug}/tags/`);

    const context = await running.browser.newContext(PHONE);
    const { page, problems } = await openPage(context);
    await page.goto(`${running.server.url}/stores/${store.slug}`);
    await page.getByRole('heading', { level: 1, name: store.name }).waitFor();
    expect(await page.title()).toBe(`${store.name} | Plaza`);

    const main = page.getByRole('main');
    const contact = main.getByRole('region', { name: t('store.contactTitle') });
    await contact.waitFor();
    const whatsapp = await contact.getByRole('link', { name: t('store.whatsappAction') }).getAttribute('href');
    expect(whatsapp).toBe(`https://wa.me/${store.whatsapp!.replace(/\D/g, '')}`);

    const category = detail.categories.find((entry) => entry.products.length > 0)!;
    expect(
      await main.getByRole('navigation', { name: t('store.categories') }).getByRole('link', { name: category.category_name }).getAttribute('href'),
    ).toBe(`/stores/${store.slug}/search?category=${category.category_id}`);
    expect(await main.getByRole('link', { name: t('store.seeMoreOf', { category: category.category_name }) }).getAttribute('href')).toBe(
      `/stores/${store.slug}/search?category=${category.category_id}`,
    );
    if (tags[0]) {
      expect(await main.getByRole('navigation', { name: t('store.tags') }).getByRole('link', { name: tags[0].name }).getAttribute('href')).toBe(
        `/stores/${store.slug}/tags/${tags[0].slug}`,
      );
    }
    if (detail.reviews[0]) await main.getByRole('heading', { name: t('store.reviewsTitle') }).waitFor();

    await expectNoOverflow(page);
    await main.getByRole('searchbox').fill('  cargador  ');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${running.server.url}/stores/${store.slug}/search?q=cargador`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('leaves the contact block out for a store with no address, phone or social link', async () => {
    const details = await storeDetails();
    const bare = details.find((entry) => !hasContacts(entry));
    expect(bare, 'the demo seed has a store without contacts').toBeDefined();
    const context = await running.browser.newContext(DESKTOP);
    const { page } = await openPage(context);
    await page.goto(`${running.server.url}/stores/${bare!.store.slug}`);
    await page.getByRole('heading', { level: 1, name: bare!.store.name }).waitFor();
    await page.getByRole('main').getByRole('heading', { name: t('store.reviewsTitle') }).waitFor();
    expect(await page.getByRole('main').getByRole('heading', { name: t('store.contactTitle') }).count()).toBe(0);
    await context.close();
  });

  it("says 'Tienda no encontrada' for an unknown store, with a way home", async () => {
    const context = await running.browser.newContext(PHONE);
    const { page, problems } = await openPage(context);
    await page.goto(`${running.server.url}/stores/esta-tienda-no-existe`);
    await page.getByRole('heading', { level: 1, name: t('store.notFound') }).waitFor();
    await page.getByRole('main').getByRole('link', { name: t('common.backHome') }).click();
    await page.waitForURL(running.server.url + '/');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('store tag page', () => {
  it("lists a tag's products under its heading, with a way back to the store", async () => {
    const stores = await running.server.json<StoreSummary[]>('/api/market/stores');
    let found: { store: StoreSummary; tag: Tag; products: Product[] } | undefined;
    for (const store of stores) {
      const tags = await running.server.json<Tag[]>(`/api/market/stores/${store.slug}/tags/`);
      for (const tag of tags) {
        const products = await running.server.json<Product[]>(`/api/market/stores/${store.slug}/tags/${tag.slug}/products`);
        if (products.length > 0) found = { store, tag, products };
        if (found) break;
      }
      if (found) break;
    }
    expect(found).toBeDefined();
    const { store, tag, products } = found!;

    const context = await running.browser.newContext(PHONE);
    const { page, problems } = await openPage(context);
    await page.goto(`${running.server.url}/stores/${store.slug}/tags/${tag.slug}`);
    await page.getByRole('heading', { level: 1, name: t('store.tagTitle', { name: tag.name }) }).waitFor();
    const grid = page.getByRole('region', { name: t('store.tagProducts') });
    expect(await grid.getByRole('heading', { level: 3 }).count()).toBe(products.length);
    expect(await page.getByRole('link', { name: t('store.backToStore', { name: store.name }) }).getAttribute('href')).toBe(
      `/stores/${store.slug}`,
    );
    await expectNoOverflow(page);

    await page.goto(`${running.server.url}/stores/${store.slug}/tags/no-existe`);
    await page.getByRole('heading', { level: 1, name: t('store.tagLoadError') }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('custom section page', () => {
  it('shows the section title and its products, and a not-found message for an unknown section', async () => {
    const sections = await running.server.json<CustomSection[]>('/api/market/customSection');
    const section = sections.find((entry) => entry.products.length > 0)!;
    const page_ = await running.server.json<{ section_name: string; products: Product[] }>(`/api/market/customSection/${section.slug}`);

    const context = await running.browser.newContext(PHONE);
    const { page, problems } = await openPage(context);
    await page.goto(`${running.server.url}/sections/${section.slug}`);
    await page.getByRole('heading', { level: 1, name: page_.section_name }).waitFor();
    expect(await page.title()).toBe(`${page_.section_name} | Plaza`);
    const grid = page.getByRole('region', { name: t('section.products') });
    expect(await grid.getByRole('heading', { level: 3 }).count()).toBe(page_.products.length);
    await expectNoOverflow(page);

    await page.goto(`${running.server.url}/sections/no-existe`);
    await page.getByRole('heading', { level: 1, name: t('section.notFound') }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('legal pages', () => {
  it('render the markdown documents', async () => {
    const context = await running.browser.newContext(PHONE);
    const { page, problems } = await openPage(context);
    await page.goto(`${running.server.url}/privacy-policy`);
    await page.getByRole('heading', { level: 1, name: t('legal.privacyTitle') }).waitFor();
    expect(await page.getByRole('main').getByRole('heading', { level: 2 }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('main').locator('a[href^="mailto:"]').count()).toBeGreaterThan(0);
    await expectNoOverflow(page);

    await page.goto(`${running.server.url}/terms-and-conditions`);
    await page.getByRole('heading', { level: 1, name: t('legal.termsTitle') }).waitFor();
    expect(await page.title()).toBe(`${t('legal.termsTitle')} | Plaza`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keep only the allowed link protocols and no raw HTML', async () => {
    const context = await running.browser.newContext(DESKTOP);
    const { page } = await openPage(context);
    await page.route('**/mark/privacy.md', (route) =>
      route.fulfill({
        contentType: 'text/markdown; charset=utf-8',
        body: [
          '# Política de privacidad',
          '',
          '[enlace malo](javascript:alert(1)) y [datos](data:text/html,hola) y [correo](mailto:hola@plaza.local)',
          '',
          '[sitio](https://example.com/) y [términos](/terms-and-conditions)',
          '',
          '<img src="x" onerror="alert(1)"><b>negrita cruda</b>',
        ].join('\n'),
      }),
    );
    await page.goto(`${running.server.url}/privacy-policy`);
    await page.getByRole('heading', { level: 1, name: t('legal.privacyTitle') }).waitFor();
    const main = page.getByRole('main');
    await main.getByText('enlace malo').waitFor();
    expect(await main.locator('a[href^="javascript:"], a[href^="data:"]').count()).toBe(0);
    expect(await main.getByRole('link', { name: 'enlace malo' }).count()).toBe(0);
    expect(await main.getByRole('link', { name: 'correo' }).getAttribute('href')).toBe('mailto:hola@plaza.local');
    expect(await main.getByRole('link', { name: 'sitio' }).getAttribute('href')).toBe('https://example.com/');
    expect(await main.getByRole('link', { name: 'términos' }).getAttribute('href')).toBe('/terms-and-conditions');
    expect(await main.locator('img, b').count()).toBe(0);
    await context.close();
  });

  it('say so when the document cannot be loaded', async () => {
    const context = await running.browser.newContext(PHONE);
    const { page } = await openPage(context);
    await page.route('**/mark/terms_and_conditions.md', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto(`${running.server.url}/terms-and-conditions`);
    await page.getByRole('heading', { level: 1, name: t('legal.termsError') }).waitFor();
    await page.getByRole('main').getByRole('link', { name: t('common.backHome') }).waitFor();
    await context.close();
  });
});
