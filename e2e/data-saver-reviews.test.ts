import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { t } from '@plaza/domain/messages/es-server';
import { t as tt } from '@plaza/domain/messages/es-trust';
import type { Product, Review } from '@plaza/domain/schemas/product';
import type { StoreDetail } from '@plaza/domain/schemas/store';
import { DEMO_CUSTOMER, openPage, PHONE, serverAndBrowser } from './harness';
import { ApiSession } from './session-client';

/**
 * Issue 20 points 4 and 5 on a phone: the data saver (the browser's Save-Data, or the footer's
 * 'Ahorro de datos', remembered and honoured by the server's render), whose pages start their app
 * only at the first interaction (decision 018); and reviews to trust ('Compra verificada' on a
 * review whose author paid an order of the product, the product page's review sort, the store's
 * rating breakdown).
 */

const SELLER = { email: 'vendedor@plaza.local', password: 'Vendedor123!' };
const LATER_ROWS = /^\/api\/market\/(products\/(latest|specialOffers|tendency)|reviews|stores)/;

const running = serverAndBrowser();

/** A page whose requests (paths on the server) and errors are recorded; goto does not wait for the app. */
async function watchedPage(context: BrowserContext) {
  const page = await context.newPage();
  const paths: string[] = [];
  const problems: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === running.server.url) paths.push(url.pathname + url.search);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of (401|404)/.test(message.text())) problems.push(`console: ${message.text()}`);
  });
  return { page, paths, problems };
}

const appRunning = (page: Page) => page.evaluate(() => document.documentElement.dataset.app === 'ready');
const images = (paths: string[]) => paths.filter((path) => path.startsWith('/img/'));
/** The hero's slide on screen (the others are hidden from assistive technology). */
const currentSlide = (page: Page) =>
  page.evaluate(() => {
    const slides = Array.from(document.querySelectorAll('[aria-roledescription]')).filter((element) => element.getAttribute('aria-hidden') !== null);
    return slides.findIndex((slide) => slide.getAttribute('aria-hidden') === 'false');
  });

describe('the data saver', () => {
  it("with Save-Data: on, the home page comes whole without its app, preloads nothing, sends card-size images and its first rows only; the first tap on 'Ver más' starts the app and brings the rest, and nothing rotates (no pause button)", async () => {
    const context = await running.browser.newContext({ ...PHONE, extraHTTPHeaders: { 'Save-Data': 'on' } });
    const { page, paths, problems } = await watchedPage(context);
    const response = await page.goto(running.server.url + '/', { waitUntil: 'networkidle' });
    const html = await response!.text();
    expect(html).toContain('data-save-data="on"');
    // Nothing ahead: no script, no next page; the one preload is the first slide's card-size image.
    expect(/rel="(modulepreload|prefetch)"/.test(html)).toBe(false);
    const preloads = [...html.matchAll(/<link rel="preload"[^>]*>/g)].map(([link]) => link);
    expect(preloads.every((link) => /as="image"[^>]*-card\.webp/.test(link))).toBe(true);
    expect(response!.headers()['vary']).toMatch(/Save-Data/i);

    // The page reads whole: the hero, the first rows, 'Ver más', the footer's switch, on.
    await page.getByRole('button', { name: t('home.seeMore') }).waitFor();
    expect(await page.getByRole('switch', { name: t('footer.dataSaver') }).isChecked()).toBe(true);
    const firstSlide = await currentSlide(page);
    // No app yet: only the entry script and its helper.
    expect(await appRunning(page)).toBe(false);
    expect(paths.filter((path) => path.startsWith('/assets/') && path.endsWith('.js')).length).toBeLessThanOrEqual(3);
    expect(paths.filter((path) => /^\/assets\/app-/.test(path))).toEqual([]);
    expect(paths.filter((path) => LATER_ROWS.test(path))).toEqual([]);

    // The first tap on 'Ver más' downloads the app, which then runs that tap.
    await page.getByRole('button', { name: t('home.seeMore') }).tap();
    await page.waitForSelector('html[data-app="ready"]', { state: 'attached' });
    await page.getByRole('heading', { name: t('home.latestTitle') }).waitFor();
    expect(paths.filter((path) => LATER_ROWS.test(path)).length).toBeGreaterThan(0);
    await page.getByRole('button', { name: t('home.seeMore') }).waitFor({ state: 'detached' });

    // Long enough for the hero or a card to turn and for an idle-time preload to start, were there any.
    await page.waitForTimeout(7_000);
    expect(await currentSlide(page)).toBe(firstSlide);
    // Nothing rotates, so the hero offers no pause button; its arrows stay.
    await page.getByRole('button', { name: t('home.nextSlide') }).waitFor();
    expect(await page.getByRole('button', { name: t('home.pause') }).count()).toBe(0);
    expect(images(paths).filter((path) => !path.endsWith('-card.webp'))).toEqual([]);
    expect(paths.filter((path) => /^\/assets\/(cart|checkout)/.test(path))).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("with Save-Data: on, a product's gallery stays, and the first tap on 'Agregar al carrito' adds to the cart once the app has come", async () => {
    const latest = await running.server.json<Product[]>('/api/market/products/latest');
    const product = latest.find((p) => p.images.length > 1 && p.stock > 0 && p.price > 0 && !p.availability)!;
    const context = await running.browser.newContext({ ...PHONE, extraHTTPHeaders: { 'Save-Data': 'on' } });
    const { page, paths, problems } = await watchedPage(context);
    await page.goto(`${running.server.url}/store/${product.store_id}/product/${product.product_id}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    expect(await appRunning(page)).toBe(false);
    // The form's button is disabled until the app runs it: the tap is held, not lost.
    await page.getByRole('button', { name: t('product.addToCart') }).first().tap({ force: true });
    await page.getByText(t('cart.added', { quantity: 1, name: product.name })).waitFor();
    await page.getByRole('banner').getByRole('button', { name: /^Carrito, 1 / }).waitFor();
    const seen = images(paths).length;
    await page.waitForTimeout(7_000);
    // Nothing turned, nothing downloaded ahead: no image asked for while the page stood still.
    expect(images(paths).length).toBe(seen);

    // A device that keeps a cart starts the app without waiting: the header shows the cart's count.
    const { page: home, problems: homeProblems } = await watchedPage(context);
    await home.goto(running.server.url + '/');
    await home.waitForSelector('html[data-app="ready"]', { state: 'attached' });
    await home.getByRole('banner').getByRole('button', { name: /^Carrito, 1 / }).waitFor();
    expect([...problems, ...homeProblems]).toEqual([]);
    await context.close();
  });

  it("'Ahorro de datos' in the footer is remembered on the device: the server's render after a reload honours it, and turning it off does too", async () => {
    const context = await running.browser.newContext(PHONE);
    const { page, problems } = await openPage(context);
    await page.goto(running.server.url + '/');
    const toggle = page.getByRole('switch', { name: t('footer.dataSaver') });
    expect(await toggle.isChecked()).toBe(false);
    await toggle.tap();
    await page.getByRole('button', { name: t('home.seeMore') }).waitFor();
    expect(await toggle.isChecked()).toBe(true);

    // A plain reload: the page from the server, its app waiting for a first interaction.
    const { page: again, paths } = await watchedPage(context);
    const response = await again.goto(running.server.url + '/', { waitUntil: 'networkidle' });
    const html = await response!.text();
    expect(html).toContain('data-save-data="on"');
    expect(html.includes('modulepreload')).toBe(false);
    expect(await appRunning(again)).toBe(false);
    expect(await again.getByRole('switch', { name: t('footer.dataSaver') }).isChecked()).toBe(true);
    expect(paths.filter((path) => LATER_ROWS.test(path))).toEqual([]);

    // Turned off with the first tap (held until the app runs the switch).
    await again.getByRole('switch', { name: t('footer.dataSaver') }).tap();
    await again.waitForSelector('html[data-app="ready"]', { state: 'attached' });
    await again.waitForFunction(() => document.documentElement.dataset.saveData === 'off');
    expect(await again.getByRole('switch', { name: t('footer.dataSaver') }).isChecked()).toBe(false);
    const off = await again.goto(running.server.url + '/', { waitUntil: 'networkidle' });
    expect(await off!.text()).toContain('data-save-data="off"');
    await again.waitForSelector('html[data-app="ready"]', { state: 'attached' });
    // The hero rotates again, with its pause button.
    await again.getByRole('button', { name: t('home.pause') }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('reviews to trust', () => {
  it("shows 'Compra verificada' on the review of a paid order only, sorts a product's reviews and a store's, and the store's rating breakdown matches the API", async () => {
    const seller = new ApiSession(running.server.url);
    const customer = new ApiSession(running.server.url);
    await Promise.all([seller.login(SELLER.email, SELLER.password), customer.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)]);
    const [store] = (await (await seller.get('/api/store_admin/stores')).json()) as { store_id: number; slug: string }[];
    const detail = await running.server.json<StoreDetail & { categories: { products: Product[] }[] }>(`/api/market/stores/${store!.slug}`);
    const candidates = detail.categories.flatMap((category) => category.products).filter((p) => p.reviews >= 2 && p.stock > 0 && p.price > 0);
    let product: Product | undefined;
    for (const candidate of candidates) {
      const reviews = await running.server.json<Review[]>(`/api/market/products/${candidate.product_id}/reviews`);
      if (reviews.every((review) => !review.verified)) {
        product = candidate;
        break;
      }
    }
    expect(product, 'a product of the demo seller with reviews, none verified yet').toBeDefined();

    // Ordered, paid as the seller confirms it in the panel, then reviewed.
    const methods = (await (await customer.get(`/api/market/paymentMethods/${store!.store_id}`)).json()) as { payment_methods: { method_id: number; name: string }[] };
    const placed = await customer.send('POST', '/api/market/orders', {
      store_id: store!.store_id,
      payment_method_id: methods.payment_methods.find((method) => method.name === 'WhatsApp')!.method_id,
      items: [{ product_id: product!.product_id, quantity: 1 }],
    });
    expect(placed.status, await placed.clone().text()).toBe(200);
    const { order_id } = (await placed.json()) as { order_id: string };
    const paid = await seller.send('PATCH', `/api/store_admin/stores/${store!.store_id}/orders/${order_id}`, { status: 'paid' });
    expect(paid.status, await paid.clone().text()).toBe(200);
    const comment = `Llegó bien y a tiempo ${Date.now()}`;
    const reviewed = await customer.send('POST', `/api/market/products/${product!.product_id}/review`, { rating: 2, comment });
    expect(reviewed.status, await reviewed.clone().text()).toBe(200);

    const newest = await running.server.json<Review[]>(`/api/market/products/${product!.product_id}/reviews`);
    expect(newest.filter((review) => review.verified).map((review) => review.comment)).toEqual([comment]);

    const context = await running.browser.newContext(PHONE);
    const { page, problems } = await openPage(context);
    await page.goto(`${running.server.url}/store/${product!.store_id}/product/${product!.product_id}`);
    const section = page.locator('section[aria-labelledby="reviews-title"]');
    const articles = section.locator('article');
    // In the server's HTML already, before the section's code has come.
    await section.scrollIntoViewIfNeeded();
    expect(await articles.count()).toBe(newest.length);
    const badges = section.getByText(tt('trust.verified'), { exact: true });
    expect(await badges.count()).toBe(1);
    await articles.filter({ hasText: comment }).getByText(tt('trust.verified'), { exact: true }).waitFor();

    // The sort, once the section's code runs it (React marks each element it runs).
    const sort = section.getByRole('combobox', { name: tt('trust.sortLabel') });
    await page.waitForFunction(
      (element) => element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps')),
      await sort.elementHandle(),
    );
    const ascending = await running.server.json<Review[]>(`/api/market/products/${product!.product_id}/reviews?sort=rating_asc`);
    const answered = page.waitForResponse((answer) => answer.url().includes('/reviews?sort=rating_asc'));
    await sort.selectOption('rating_asc');
    await answered;
    await page.waitForFunction(
      ({ first }) => document.querySelector('section[aria-labelledby="reviews-title"] article')?.textContent?.includes(first) === true,
      { first: ascending[0]!.user_name },
    );
    const shown = await articles.allInnerTexts();
    expect(shown).toHaveLength(ascending.length);
    ascending.forEach((review, index) => {
      expect(shown[index]).toContain(review.user_name);
      if (review.comment) expect(shown[index]).toContain(review.comment);
    });
    expect(await badges.count()).toBe(1);

    // The store's breakdown, row by row, as the API counts it.
    const storeDetail = await running.server.json<StoreDetail>(`/api/market/stores/${store!.slug}`);
    await page.goto(`${running.server.url}/stores/${store!.slug}`);
    const breakdown = page.getByRole('region', { name: tt('trust.breakdownTitle') });
    await breakdown.scrollIntoViewIfNeeded();
    const total = storeDetail.rating_breakdown.reduce((sum, row) => sum + row.count, 0);
    expect(total).toBeGreaterThan(0);
    const rows = await breakdown.getByRole('listitem').allTextContents();
    expect(rows).toHaveLength(storeDetail.rating_breakdown.length);
    storeDetail.rating_breakdown.forEach(({ rating, count }, index) => {
      expect(rows[index]).toContain(rating === 1 ? tt('trust.breakdownRowOne') : tt('trust.breakdownRow', { stars: rating }));
      expect(rows[index]).toContain(tt('trust.breakdownCount', { count, total }));
    });

    // The store's reviews, in the order picked: lowest rating first, as the API orders them.
    const storeReviews = page.getByRole('region', { name: t('store.reviewsTitle') });
    const storeSort = storeReviews.getByRole('combobox', { name: tt('trust.sortLabel') });
    await storeSort.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      (element) => element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps')),
      await storeSort.elementHandle(),
    );
    const lowest = await running.server.json<StoreDetail['reviews']>(`/api/market/stores/${store!.slug}/reviews?sort=rating_asc`);
    expect(lowest.length).toBeGreaterThan(1);
    const storeAnswered = page.waitForResponse((answer) => answer.url().includes(`/stores/${store!.slug}/reviews?sort=rating_asc`));
    await storeSort.selectOption('rating_asc');
    await storeAnswered;
    const cards = storeReviews.locator('figure');
    const inOrder = async () => {
      // Text content: the row's cards beyond the screen's edge are not rendered yet (no inner text).
      const texts = await cards.allTextContents();
      return texts.length === lowest.length && lowest.every((review, index) => texts[index]!.includes(review.user_name) && (!review.comment || texts[index]!.includes(review.comment)));
    };
    await expect.poll(inOrder).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});
