import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { orderNumber } from '@plaza/domain/constants';
import { t } from '@plaza/domain/messages/es-server';
import { formatPrice } from '@plaza/domain/money';
import { formatTotals, totalsByCurrency } from '@plaza/domain/totals';
import { isOfferActive } from '@plaza/domain/pricing';
import type { Product } from '@plaza/domain/schemas/product';
import { launchBrowser, logInThroughPage, openPage, PHONE, type RunningServer, startServer } from './harness';

// A shopper on a phone buys from a store that prices some products in US dollars and others in
// euros: every screen shows one total per currency, never one number over both.

// The seed's store with products in USD and in EUR.
const STORE = 'tecnocuba';

let server: RunningServer;
let browser: Browser;
let products: Product[];

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  // Every product of the store, as its search lists them (its page shows only the first of each category).
  const found = await server.json<{ data: { results: (Product & { result_type: string })[] } }>(
    `/api/market/search?slug=${STORE}&page=1&page_size=100`,
  );
  products = found.data.results.filter((result) => result.result_type === 'product');
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A plain retail product in `currency`: no tiers, no running offer, no delivery date, stock to spare. */
function plainProduct(currency: string): Product {
  const now = new Date();
  const product = products.find(
    (p) =>
      p.currency === currency && p.price > 0 && p.wholesale_prices.length === 0 && !p.availability && !isOfferActive(p.special_offer, now, p.price) && p.stock >= 3,
  );
  if (!product) throw new Error(`the seed's ${STORE} has no plain product in ${currency}`);
  return product;
}

const logIn = (page: Page) => logInThroughPage(page, server.url);

async function add(page: Page, product: Product, quantity: number) {
  await page.goto(`${server.url}/store/${product.store_id}/product/${product.product_id}`);
  await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
  await page.getByRole('spinbutton', { name: t('product.quantity') }).fill(String(quantity));
  await page.getByRole('button', { name: t('product.addToCart') }).click();
  await page.getByText(t('cart.added', { quantity, name: product.name })).waitFor();
}

const fitsThePhone = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('a store priced in two currencies', () => {
  it('shows one total per currency in the drawer, the checkout, the success screen and Pedidos', async () => {
    const dollars = plainProduct('USD');
    const euros = plainProduct('EUR');
    const totals = totalsByCurrency([
      { currency: 'USD', amount: dollars.price },
      { currency: 'EUR', amount: euros.price * 2 },
    ]);
    const perCurrency = formatTotals(totals);
    expect(perCurrency).toMatch(/^[\d,]+\.\d\d USD \+ [\d,]+\.\d\d EUR$/);

    const context = await browser.newContext(PHONE);
    const { page, problems } = await openPage(context);
    await logIn(page);
    await add(page, dollars, 1);
    await add(page, euros, 2);

    await page.getByRole('banner').getByRole('button', { name: /^Carrito/ }).click();
    const drawer = page.getByRole('dialog', { name: t('cart.title') });
    await drawer.getByText(perCurrency, { exact: true }).waitFor();
    expect(await fitsThePhone(page)).toBeLessThanOrEqual(360);
    await drawer.getByRole('link', { name: t('cart.checkout') }).click();

    await page.waitForURL(`${server.url}/checkout/${dollars.store_id}`);
    await page.getByRole('heading', { level: 1, name: t('checkout.title') }).waitFor();
    await page.getByText(perCurrency, { exact: true }).waitFor();
    expect(await fitsThePhone(page)).toBeLessThanOrEqual(360);
    await page.getByRole('group', { name: t('checkout.paymentTitle') }).getByRole('radio', { name: 'WhatsApp' }).check();
    const pay = page.getByRole('button', { name: t('checkout.pay') });
    await expect.poll(() => pay.isDisabled()).toBe(false);
    await pay.click();

    await page.getByRole('heading', { level: 1, name: t('orders.created') }).waitFor();
    await page.getByText(t('checkout.orderTotal', { total: perCurrency }), { exact: true }).waitFor();
    const orderId = /Número de orden: ([0-9a-f-]{36})/.exec(await page.locator('main').innerText())?.[1];
    expect(orderId).toBeDefined();
    // The message the shopper sends the seller carries the same totals.
    const whatsapp = await page.getByRole('link', { name: t('checkout.contactWhatsapp') }).getAttribute('href');
    expect(new URL(whatsapp!).searchParams.get('text')).toContain(t('orders.whatsappTotal', { total: perCurrency }));
    expect(await fitsThePhone(page)).toBeLessThanOrEqual(360);

    await page.goto(server.url + '/profile?section=orders');
    const card = page.getByRole('article', { name: t('orders.number', { number: orderNumber(orderId!) }) });
    await card.getByText(t('orders.status.pending_payment'), { exact: true }).waitFor();
    await card.getByText(t('orders.total', { total: perCurrency }), { exact: true }).waitFor();
    // Each line in its own currency, never with a '$'.
    await card.getByText(t('orders.itemLine', { quantity: 2, price: formatPrice(euros.price, 'EUR') }), { exact: true }).waitFor();
    expect(await card.innerText()).not.toContain('$');
    // The demo customer's earlier orders show the spec's labels of the other states.
    const orders = page.getByRole('region', { name: t('orders.title'), exact: true });
    await orders.getByText(t('orders.status.paid'), { exact: true }).first().waitFor();
    await orders.getByText(t('orders.status.cancelled'), { exact: true }).first().waitFor();
    expect(await fitsThePhone(page)).toBeLessThanOrEqual(360);

    expect(problems).toEqual([]);
    await context.close();
  });
});
