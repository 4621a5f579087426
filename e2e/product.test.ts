import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { t } from '@plaza/domain/messages/es-server';
import { formatPrice } from '@plaza/domain/money';
import { isOfferActive, smallestTierMinimum } from '@plaza/domain/pricing';
import type { Product, Review } from '@plaza/domain/schemas/product';
import { DESKTOP, launchBrowser, openPage, PHONE, startServer, type RunningServer } from './harness';

let server: RunningServer;
let browser: Browser;
let products: Product[];

const DEMO_CUSTOMER = { email: 'cliente@plaza.local', password: 'Cliente123!' };


/** Every seeded product a visitor can see, read the way the store pages read them. */
async function allProducts(): Promise<Product[]> {
  const stores = await server.json<{ slug: string }[]>('/api/market/stores');
  const details = await Promise.all(
    stores.map((store) => server.json<{ categories: { products: Product[] }[] }>(`/api/market/stores/${store.slug}`)),
  );
  return details.flatMap((detail) => detail.categories.flatMap((category) => category.products));
}

function find(description: string, test: (product: Product) => boolean): Product {
  const product = products.find(test);
  if (!product) throw new Error(`the seed has no ${description}`);
  return product;
}

const productPath = (product: Product) => `/store/${product.store_id}/product/${product.product_id}`;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  products = await allProducts();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the product page', () => {
  it('shows the name, the offer price and the gallery with an eager first image', async () => {
    const now = new Date();
    const product = find('retail product on offer with images', (p) => isOfferActive(p.special_offer, now, p.price) && p.images.length > 0);
    const context = await browser.newContext(PHONE);
    const { page, problems } = await openPage(context);
    await page.goto(server.url + productPath(product));

    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    expect(await page.title()).toBe(`${product.name} | Plaza`);
    const offerPrice = formatPrice(product.special_offer!.tmp_price, product.currency);
    await page.getByText(offerPrice, { exact: true }).first().waitFor();
    await page.getByText(t('offer.title')).waitFor();

    const gallery = page.getByRole('region', { name: t('product.gallery') });
    const first = gallery.getByRole('img', { name: t('product.imageAlt', { name: product.name, index: 1, count: product.images.length }) });
    expect(await first.getAttribute('fetchpriority')).toBe('high');
    expect(await first.getAttribute('loading')).toBe('eager');
    await expect.poll(() => first.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('starts a wholesale-only product at the smallest tier minimum with that tier highlighted', async () => {
    const product = find('wholesale-only product', (p) => p.price === 0 && p.wholesale_prices.length > 1);
    const min = smallestTierMinimum(product.wholesale_prices)!;
    const context = await browser.newContext(DESKTOP);
    const { page, problems } = await openPage(context);
    await page.goto(server.url + productPath(product));

    const quantity = page.getByRole('spinbutton', { name: t('product.quantity') });
    await quantity.waitFor();
    expect(await quantity.inputValue()).toBe(String(min));
    await expect.poll(() => page.getByRole('button', { name: t('product.decreaseQuantity') }).isDisabled()).toBe(true);

    // From 1024 px on, the add-to-cart bar sits under the panel, as the server drew it: one button, not stuck to the screen.
    const add = page.getByRole('button', { name: t('product.addToCart') });
    expect(await add.count()).toBe(1);
    expect(await add.evaluate((button) => button.closest('[data-sticky-bar]') === null)).toBe(true);
    const withoutScripts = await browser.newContext({ ...DESKTOP, javaScriptEnabled: false });
    const html = await withoutScripts.newPage();
    await html.goto(server.url + productPath(product));
    const drawn = html.getByRole('button', { name: t('product.addToCart') });
    expect(await drawn.count()).toBe(1);
    expect(await drawn.evaluate((button) => button.closest('[data-sticky-bar]') === null)).toBe(true);
    await withoutScripts.close();

    const highlighted = page.getByRole('row').and(page.locator('[aria-current="true"]'));
    expect(await highlighted.count()).toBe(1);
    expect(await highlighted.innerText()).toContain(t('product.tierMinimum', { min }));
    await page.getByText(t('product.wholesale'), { exact: true }).first().waitFor();

    // Going up to the next tier moves the highlight.
    const next = [...product.wholesale_prices].sort((a, b) => a.min_quantity - b.min_quantity)[1]!;
    await quantity.fill(String(next.min_quantity));
    await expect.poll(() => highlighted.innerText()).toContain(t('product.tierMinimum', { min: next.min_quantity }));
    expect(problems).toEqual([]);
    await context.close();
  });

  it('refuses to add a product that needs a delivery date until one is chosen', async () => {
    const product = find('retail product with availability', (p) => p.availability !== null && p.price > 0 && p.stock > 0);
    const context = await browser.newContext(PHONE);
    const { page, problems } = await openPage(context);
    await page.goto(server.url + productPath(product));

    const add = page.getByRole('button', { name: t('product.addToCart') });
    await add.click();
    // The bar of the other widths (under the panel from 1024 px on) is in the page but not shown.
    const refusal = page.getByText(t('cart.deliveryDateRequired')).filter({ visible: true });
    await refusal.waitFor();

    const date = page.getByLabel(t('product.deliveryDate'));
    const earliest = await date.getAttribute('min');
    expect(earliest).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await date.fill(earliest!);
    expect(await page.getByText(t('cart.deliveryDateRequired')).count()).toBe(0);
    expect(await add.count()).toBe(1);
    await add.click();
    // The first cart on a fresh browser: the product is added and the cart button appears.
    await page.getByRole('button', { name: t('header.cartWithOneItem') }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('asks a visitor to log in to add a favourite', async () => {
    const product = products[0]!;
    const context = await browser.newContext(PHONE);
    const { page, problems } = await openPage(context);
    await page.goto(server.url + productPath(product));
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    await page.getByRole('main').getByRole('button', { name: t('favorite.add'), exact: true }).click();
    await page.getByText(t('favorite.loginRequired')).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it("lists the product's reviews and others of its category, and a customer's new review joins the list", async () => {
    // A product with reviews whose category holds others: read as the page reads them.
    let chosen: { product: Product; reviews: Review[] } | undefined;
    for (const product of products) {
      const reviews = await server.json<Review[]>(`/api/market/products/${product.product_id}/reviews`);
      const sameCategory = products.filter((other) => other.category_id === product.category_id && other.product_id !== product.product_id);
      if (reviews.length > 0 && sameCategory.length > 0) {
        chosen = { product, reviews };
        break;
      }
    }
    if (!chosen) throw new Error('the seed has no reviewed product with others in its category');
    const { product, reviews } = chosen;

    const context = await browser.newContext(PHONE);
    const { page, problems } = await openPage(context);
    await page.goto(server.url + '/login');
    await page.getByRole('textbox', { name: t('account.email') }).fill(DEMO_CUSTOMER.email);
    await page.getByLabel(t('password.label'), { exact: true }).fill(DEMO_CUSTOMER.password);
    await page.getByRole('button', { name: t('auth.loginSubmit'), exact: true }).click();
    await page.waitForURL(server.url + '/');

    await page.goto(server.url + productPath(product));
    const section = page.getByRole('region', { name: t('review.title') });
    const count = (n: number) => (n === 1 ? t('review.countOne') : t('review.count', { count: n }));
    await section.getByRole('heading', { name: `(${count(reviews.length)})` }).waitFor();
    expect(await section.getByRole('article').count()).toBe(reviews.length);
    const related = page.getByRole('region', { name: t('product.related') });
    await related.getByRole('link').first().waitFor();
    expect(await related.getAttribute('aria-busy')).toBeNull();

    const comment = `Llegó a tiempo y bien envuelto ${Date.now()}`;
    // The fourth star, as a finger taps it (the radio itself is visually hidden).
    await section.locator('label').filter({ hasText: t('review.ratingOption', { rating: 4 }) }).click();
    expect(await section.getByRole('radio', { name: t('review.ratingOption', { rating: 4 }) }).isChecked()).toBe(true);
    await section.getByLabel(t('review.comment')).fill(comment);
    await section.getByRole('button', { name: t('review.submit') }).click();
    await page.getByText(t('review.submitted')).waitFor();
    await section.getByRole('heading', { name: `(${count(reviews.length + 1)})` }).waitFor();
    await section.getByRole('article').filter({ hasText: comment }).getByRole('img', { name: t('review.starsLabel', { rating: 4 }) }).waitFor();

    // Another product of the category, opened from the list: its own reviews, not the last one's.
    await related.getByRole('link').first().click();
    await page.waitForURL((url) => url.pathname !== productPath(product));
    await page.getByRole('heading', { level: 1 }).filter({ hasNotText: product.name }).waitFor();
    expect(await section.getByText(comment).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('says so when the product does not exist', async () => {
    const context = await browser.newContext(PHONE);
    const { page, problems } = await openPage(context);
    await page.goto(server.url + '/store/1/product/2147483000');
    await page.getByRole('heading', { name: t('product.notFound') }).waitFor();
    await page.getByRole('link', { name: t('common.backHome') }).first().waitFor();
    await page.goto(server.url + '/store/1/product/abc');
    await page.getByRole('heading', { name: t('product.notFound') }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
