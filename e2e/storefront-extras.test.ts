import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { t } from '@plaza/domain/messages/es-server';
import { t as shareText } from '@plaza/domain/messages/es-share';
import { formatPrice } from '@plaza/domain/money';
import { isOfferActive } from '@plaza/domain/pricing';
import type { Product } from '@plaza/domain/schemas/product';
import { DEMO_CUSTOMER, launchBrowser, logInThroughPage, openPage, PHONE, type RunningServer, startServer } from './harness';

// Issue 20, points 1, 3 and 6, on a 360 px phone: the toast after adding leaves the cart button
// free and opens that store's cart; 'Compartir' (fallback menu, share sheet, referral link); the
// wholesale nudge on the product page and in the cart.

let server: RunningServer;
let browser: Browser;
let products: Product[];
let stores: { slug: string; name: string }[];

async function allProducts(): Promise<Product[]> {
  const details = await Promise.all(stores.map((store) => server.json<{ categories: { products: Product[] }[] }>(`/api/market/stores/${store.slug}`)));
  return details.flatMap((detail) => detail.categories.flatMap((category) => category.products));
}

const used = new Set<number>();
function pick(description: string, test: (product: Product) => boolean): Product {
  const now = new Date();
  const product = products.find((p) => !used.has(p.product_id) && !p.availability && !isOfferActive(p.special_offer, now, p.price) && test(p));
  if (!product) throw new Error(`the seed has no ${description}`);
  used.add(product.product_id);
  return product;
}

const productPath = (product: Product) => `/store/${product.store_id}/product/${product.product_id}`;
const cartButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Carrito/ });
const drawer = (page: Page) => page.getByRole('dialog', { name: t('cart.title') });
const AJAX = { 'X-Requested-With': 'XMLHttpRequest' };

async function post(api: APIRequestContext, path: string, data?: unknown): Promise<unknown> {
  const { csrf_token } = (await (await api.get(`${server.url}/api/auth/csrf-token`, { headers: AJAX })).json()) as { csrf_token: string };
  const response = await api.post(server.url + path, { headers: { ...AJAX, 'X-CSRF-Token': csrf_token }, data });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return response.json();
}

async function addFromProductPage(page: Page, product: Product) {
  await page.goto(server.url + productPath(product));
  await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
  await page.getByRole('button', { name: t('product.addToCart') }).click();
}

/** Whether a tap at the middle of the header's cart button lands on that button, not on a toast. */
async function cartButtonTappable(page: Page): Promise<boolean> {
  const box = (await cartButton(page).boundingBox())!;
  return page.evaluate(
    ({ x, y }) => Boolean(document.elementFromPoint(x, y)?.closest('header button[aria-haspopup="dialog"]')),
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  stores = await server.json<{ slug: string; name: string }[]>('/api/market/stores');
  products = await allProducts();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the toast after adding to the cart', () => {
  it('leaves the cart button tappable and opens that store\'s cart with "Ver carrito"', async () => {
    const retail = (p: Product) => p.price > 0 && p.stock > 3 && p.wholesale_prices.length === 0;
    const first = pick('retail product', retail);
    const other = pick('retail product of another store', (p) => retail(p) && p.store_id !== first.store_id);
    const firstStore = first.store_name;
    const context = await browser.newContext(PHONE);
    const { page, problems } = await openPage(context);

    await addFromProductPage(page, first);
    const toast = page.getByText(t('cart.added', { quantity: 1, name: first.name }));
    await toast.waitFor();
    expect(await cartButtonTappable(page)).toBe(true);

    // A second store's cart comes last; adding to the first store again must still open the first's.
    await addFromProductPage(page, other);
    await page.getByText(t('cart.separateStore')).waitFor();
    await addFromProductPage(page, first);
    const again = page.locator('[data-sonner-toast]').filter({ hasText: t('cart.added', { quantity: 1, name: first.name }) });
    await again.waitFor();
    expect(await cartButtonTappable(page)).toBe(true);

    await again.getByRole('button', { name: t('product.viewCart') }).click();
    const dialog = drawer(page);
    await dialog.waitFor();
    await expect.poll(() => dialog.getByRole('tab', { selected: true }).getAttribute('aria-label')).toContain(firstStore);
    await dialog.getByRole('link', { name: first.name }).waitFor();
    // The drawer holds the focus, and gives it back to the cart button when it closes.
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup'))).toBe('dialog');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('Compartir', () => {
  it('without a share sheet, offers a WhatsApp link and copies the address, on product and store pages', async () => {
    const product = pick('product', (p) => p.price > 0);
    const context = await browser.newContext(PHONE);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    const { page, problems } = await openPage(context);
    await page.goto(server.url + productPath(product));
    expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');

    const share = page.getByRole('button', { name: shareText('share.button'), exact: true });
    await share.click();
    const whatsapp = page.getByRole('link', { name: new RegExp(shareText('share.whatsapp')) });
    await whatsapp.waitFor();
    const url = server.url + productPath(product);
    const href = (await whatsapp.getAttribute('href'))!;
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent(href.slice('https://wa.me/?text='.length))).toBe(`${shareText('share.productText', { name: product.name })} ${url}`);
    // The menu takes the focus; Escape gives it back to the button.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('href')?.startsWith('https://wa.me/'))).toBe(true);
    await page.getByRole('button', { name: shareText('share.copy') }).click();
    await page.getByText(shareText('share.copied')).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await page.keyboard.press('Escape');
    await whatsapp.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(shareText('share.button'));

    const store = stores[0]!;
    await page.goto(`${server.url}/stores/${store.slug}`);
    await page.getByRole('button', { name: shareText('share.button'), exact: true }).click();
    const storeHref = (await page.getByRole('link', { name: new RegExp(shareText('share.whatsapp')) }).getAttribute('href'))!;
    expect(decodeURIComponent(storeHref)).toContain(`${server.url}/stores/${store.slug}`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('hands a referral-enabled shopper\'s share sheet their referral link, made by the API; a product without commission goes plainly', async () => {
    const withCommission = pick('product with a referral commission', (p) => p.price > 0 && Boolean(p.referral_commission));
    const plain = pick('product without a referral commission', (p) => p.price > 0 && !p.referral_commission);
    const context = await browser.newContext(PHONE);
    // A share sheet that records what it is given.
    await context.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.defineProperty(window, '__shared', { value: shared });
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: async (data: ShareData) => {
          shared.push(data);
        },
      });
    });
    const { page, problems } = await openPage(context);
    await logInThroughPage(page, server.url, DEMO_CUSTOMER);
    await post(context.request, '/api/user/referrals/enable');
    // The cookie that marks referrals on comes with the next login.
    await post(context.request, '/api/auth/customer/logout');
    await logInThroughPage(page, server.url, DEMO_CUSTOMER);

    const sharedUrls = () => page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared.map((data) => data.url));
    await page.goto(server.url + productPath(withCommission));
    await page.getByRole('button', { name: shareText('share.button'), exact: true }).click();
    await expect.poll(sharedUrls).toHaveLength(1);
    const [referralUrl] = await sharedUrls();
    const slug = referralUrl!.match(/\/ref\/([\w-]+)$/)?.[1];
    expect(referralUrl).toBe(`${server.url}/ref/${slug}`);
    const links = (await (await context.request.get(`${server.url}/api/user/referrals`, { headers: AJAX })).json()) as {
      referrals: { product: { product_id: number } | null; referral_slug: string; active: boolean }[];
    }[];
    const made = links.flatMap((group) => group.referrals).filter((link) => link.product?.product_id === withCommission.product_id);
    expect(made.map((link) => link.referral_slug)).toEqual([slug]);

    await page.goto(server.url + productPath(plain));
    await page.getByRole('button', { name: shareText('share.button'), exact: true }).click();
    await expect.poll(sharedUrls).toHaveLength(1);
    expect(await sharedUrls()).toEqual([server.url + productPath(plain)]);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the wholesale nudge', () => {
  it('tells how many more units reach the next tier and its price, on the product page and in the cart, and goes at the top tier', async () => {
    const product = pick('retail product with two cheaper tiers', (p) => {
      const tiers = [...p.wholesale_prices].sort((a, b) => a.min_quantity - b.min_quantity);
      return p.price > 0 && tiers.length >= 2 && tiers[0]!.min_quantity > 2 && p.stock >= tiers.at(-1)!.min_quantity &&
        tiers.every((tier, i) => tier.price_per_unit < (i === 0 ? p.price : tiers[i - 1]!.price_per_unit));
    });
    const tiers = [...product.wholesale_prices].sort((a, b) => a.min_quantity - b.min_quantity);
    const nudge = (quantity: number, tier: (typeof tiers)[number]) =>
      t('product.nextTier', { count: tier.min_quantity - quantity, price: formatPrice(tier.price_per_unit, product.currency) });
    const context = await browser.newContext(PHONE);
    const { page, problems } = await openPage(context);
    await page.goto(server.url + productPath(product));
    const quantity = page.getByRole('spinbutton', { name: t('product.quantity') });
    await page.getByText(nudge(1, tiers[0]!)).waitFor();
    await page.getByRole('button', { name: t('product.increaseQuantity') }).click();
    await page.getByText(nudge(2, tiers[0]!)).waitFor();
    await quantity.fill(String(tiers[0]!.min_quantity));
    await page.getByText(nudge(tiers[0]!.min_quantity, tiers[1]!)).waitFor();
    const top = tiers.at(-1)!.min_quantity;
    await quantity.fill(String(top));
    await expect.poll(() => page.getByText(/^Añade \d+ más y paga/).count()).toBe(0);

    // In the cart: one unit, then one more with the drawer's button.
    await quantity.fill('1');
    await page.getByRole('button', { name: t('product.addToCart') }).click();
    await cartButton(page).click();
    const dialog = drawer(page);
    await dialog.getByText(nudge(1, tiers[0]!)).waitFor();
    await dialog.getByRole('button', { name: t('cart.increase', { name: product.name }) }).click();
    await dialog.getByText(nudge(2, tiers[0]!)).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
