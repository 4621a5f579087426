import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AxeResults } from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { tp } from '@plaza/domain/messages/es-panel-orders';
import { formatPrice } from '@plaza/domain/money';
import { isOfferActive } from '@plaza/domain/pricing';
import type { Product } from '@plaza/domain/schemas/product';
import { launchBrowser, openPage, PHONE, startServer, type RunningServer } from './harness';
import { ApiSession } from './session-client';

/**
 * The seller's side of an order (issue 18), on a phone: the demo customer orders by WhatsApp from
 * one of the demo seller's stores; the seller opens the link that ends the WhatsApp message (sent
 * to the login first, then to the order, the panel switching to the order's store), confirms the
 * payment, cancels another order with a reason and finds its units back in the products list.
 */

const SELLER = { email: 'vendedor@plaza.local', password: 'Vendedor123!' };
const CUSTOMER = { email: 'cliente@plaza.local', password: 'Cliente123!' };
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type OwnedStore = { store_id: number; name: string; slug: string };
type Placed = { order_id: string; payment_link: string | null };

let server: RunningServer;
let browser: Browser;
let customer: ApiSession;
let seller: ApiSession;
/** The seller's store the panel does not open on by itself: the order's link has to switch to it. */
let store: OwnedStore;
let products: Product[];

const used = new Set<number>();
/** A product of the store sold at its plain price, with units to spare, that no other test here buys. */
function pick(minStock: number): Product {
  const product = products.find(
    (p) => !used.has(p.product_id) && p.price > 0 && p.stock >= minStock && !p.availability && p.wholesale_prices.length === 0 && !isOfferActive(p.special_offer, new Date(), p.price),
  );
  if (!product) throw new Error(`the seed has no plain product with ${minStock} units in ${store.slug}`);
  used.add(product.product_id);
  return product;
}

async function placeOrder(product: Product, quantity: number): Promise<Placed> {
  const methods = (await (await customer.get(`/api/market/paymentMethods/${store.store_id}`)).json()) as { payment_methods: { method_id: number; name: string }[] };
  const whatsapp = methods.payment_methods.find((method) => method.name === 'WhatsApp');
  expect(whatsapp, 'the demo stores take WhatsApp orders').toBeTruthy();
  const response = await customer.send('POST', '/api/market/orders', {
    store_id: store.store_id,
    payment_method_id: whatsapp!.method_id,
    items: [{ product_id: product.product_id, quantity }],
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as Placed;
}

/** The panel's address at the end of the shopper's WhatsApp message. */
function panelLinkOf(placed: Placed): string {
  const text = new URL(placed.payment_link!).searchParams.get('text') ?? '';
  const link = /(https?:\/\/\S+\/seller\/orders\/\S+)$/.exec(text)?.[1];
  expect(link, text).toBeTruthy();
  return link!;
}

async function stockOf(productId: number): Promise<number> {
  const product = (await (await seller.get(`/api/store_admin/stores/${store.store_id}/products/${productId}`)).json()) as { stock: number };
  return product.stock;
}

/** axe-core on the page as it is: WCAG 2.x A and AA; a serious or critical finding fails. */
async function expectAccessible(page: Page, what: string) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(
    (tags) => (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe.run(document, { runOnly: { type: 'tag', values: tags } }),
    ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'],
  );
  const failing = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
  expect(failing, what).toEqual([]);
}

async function logInFromRedirect(page: Page) {
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(SELLER.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(SELLER.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

const orderCard = (page: Page, number: string) => page.getByRole('article', { name: tp('orderPages.number', { number }) });

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  customer = new ApiSession(server.url);
  seller = new ApiSession(server.url);
  await Promise.all([customer.login(CUSTOMER.email, CUSTOMER.password), seller.login(SELLER.email, SELLER.password)]);
  const owned = (await (await seller.get('/api/store_admin/stores')).json()) as OwnedStore[];
  expect(owned.length, 'the demo seller runs two stores').toBeGreaterThanOrEqual(2);
  // With nothing remembered on the device the panel opens on the first store.
  store = owned[1]!;
  const detail = await server.json<{ categories: { products: Product[] }[] }>(`/api/market/stores/${store.slug}`);
  products = detail.categories.flatMap((category) => category.products);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("the seller's orders on a phone", () => {
  it('opens the order from the WhatsApp link after logging in, on the right store, and confirms its payment', async () => {
    const product = pick(3);
    const placed = await placeOrder(product, 2);
    const number = placed.order_id.slice(0, 8);
    const context = await browser.newContext(PHONE);
    const { page, problems } = await openPage(context);

    const link = panelLinkOf(placed);
    expect(new URL(link).pathname).toBe(`/seller/orders/${placed.order_id}`);
    await page.goto(server.url + new URL(link).pathname);
    await page.waitForURL(/\/login\?next=/);
    await logInFromRedirect(page);
    await page.waitForURL(`**/seller/orders/${placed.order_id}`);

    const card = page.getByRole('article', { name: tp('orderPages.number', { number }) });
    await page.getByRole('heading', { level: 1, name: tp('orderPages.number', { number }) }).waitFor();
    // The panel moved to the order's store, and says so.
    await page.getByText(tp('orderPages.otherStore', { store: store.name })).waitFor();
    expect(await page.getByRole('banner').getByRole('combobox', { name: 'Tienda' }).inputValue()).toBe(String(store.store_id));
    await card.getByText(product.name).waitFor();
    await card.getByText(tp('orderPages.lineUnits', { quantity: 2, price: formatPrice(product.price, product.currency) })).waitFor();
    await card.getByText(formatPrice(product.price * 2, product.currency), { exact: true }).first().waitFor();
    await card.getByText('Pendiente de pago').waitFor();
    const whatsapp = card.getByRole('link', { name: tp('orderPages.writeBuyer') });
    expect(await whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    // The navigation counts the orders waiting for payment, this one included.
    const ordersNav = page.getByRole('navigation', { name: 'Secciones del panel' }).getByRole('link', { name: /^Pedidos\W+\d+ pendientes? de pago$/ });
    await ordersNav.waitFor();
    const pendingBefore = Number(/(\d+) pendiente/.exec((await ordersNav.textContent()) ?? '')![1]);
    expect(pendingBefore).toBeGreaterThanOrEqual(1);
    await expectAccessible(page, 'the order page');

    await card.getByRole('button', { name: tp('orderPages.confirmPayment') }).click();
    const dialog = page.getByRole('dialog', { name: tp('orderPages.confirmTitle', { number }) });
    await dialog.waitFor();
    await expectAccessible(page, 'the payment question');
    await dialog.getByRole('button', { name: tp('orderPages.confirmSubmit') }).click();
    await page.getByText(tp('orderPages.paidDone', { number })).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await card.getByText('Pagado', { exact: true }).waitFor();
    expect(await card.getByRole('button', { name: tp('orderPages.confirmPayment') }).count()).toBe(0);
    await page
      .getByRole('navigation', { name: 'Secciones del panel' })
      .getByRole('link', { name: pendingBefore - 1 === 0 ? 'Pedidos' : new RegExp(`^Pedidos\\W+${pendingBefore - 1} pendientes? de pago$`) })
      .waitFor();

    const after = (await (await seller.get(`/api/store_admin/stores/${store.store_id}/orders/${placed.order_id}`)).json()) as { status: string };
    expect(after.status).toBe('paid');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('cancels another order with a reason from the inbox, shows a refused change, and the units are back in the products list', async () => {
    const product = pick(4);
    const stockBefore = await stockOf(product.product_id);
    const placed = await placeOrder(product, 3);
    const number = placed.order_id.slice(0, 8);
    expect(await stockOf(product.product_id)).toBe(stockBefore - 3);
    // A second order, cancelled behind the seller's back while the question is open.
    const raced = await placeOrder(pick(1), 1);
    const racedNumber = raced.order_id.slice(0, 8);

    const context = await browser.newContext(PHONE);
    const { page, problems } = await openPage(context);
    await page.goto(`${server.url}/login?next=${encodeURIComponent('/seller/orders?status=pending_payment')}`);
    await logInFromRedirect(page);
    await page.waitForURL('**/seller/orders?status=pending_payment');
    // The panel opens on the first store; this test's orders are in the other one.
    await page.getByRole('banner').getByRole('combobox', { name: 'Tienda' }).selectOption(String(store.store_id));
    await page.waitForURL('**/seller');
    await page.getByRole('navigation', { name: 'Secciones del panel' }).getByRole('link', { name: /^Pedidos/ }).click();
    await page.getByRole('heading', { level: 1, name: tp('orderPages.title') }).waitFor();
    await page.getByRole('combobox', { name: tp('orderPages.status') }).selectOption('pending_payment');
    await page.waitForURL('**/seller/orders?status=pending_payment');
    const csv = page.getByRole('link', { name: new RegExp(`^${tp('orderPages.exportCsv')}`) });
    await expect.poll(() => csv.getAttribute('href')).toBe(`/api/store_admin/stores/${store.store_id}/orders.csv?status=pending_payment`);
    // What the browser does with the link: a plain GET with the session's cookie, no AJAX headers.
    const download = await seller.get((await csv.getAttribute('href'))!);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(await download.text()).toContain(number);

    const card = orderCard(page, number);
    await card.waitFor();
    await expectAccessible(page, 'the inbox');

    // The refused change: the server's message shows in the question, and nothing else changes.
    const racedCard = orderCard(page, racedNumber);
    await racedCard.getByRole('button', { name: tp('orderPages.confirmPayment') }).click();
    const payDialog = page.getByRole('dialog', { name: tp('orderPages.confirmTitle', { number: racedNumber }) });
    await payDialog.waitFor();
    const behindTheBack = await seller.send('PATCH', `/api/store_admin/stores/${store.store_id}/orders/${raced.order_id}`, { status: 'cancelled' });
    expect(behindTheBack.status).toBe(200);
    await payDialog.getByRole('button', { name: tp('orderPages.confirmSubmit') }).click();
    await payDialog.getByRole('alert').getByText(tp('ordersApi.cannotPayCancelled')).waitFor();
    await payDialog.getByRole('button', { name: tp('orderPages.keep') }).click();
    await payDialog.waitFor({ state: 'hidden' });
    // The inbox was read again: the cancelled order left the pending filter.
    await racedCard.waitFor({ state: 'detached' });

    await card.getByRole('button', { name: tp('orderPages.cancelOrder') }).click();
    const dialog = page.getByRole('dialog', { name: tp('orderPages.cancelTitle', { number }) });
    await dialog.waitFor();
    await dialog.getByRole('textbox', { name: tp('orderPages.reason') }).fill('Sin existencias del color pedido');
    await expectAccessible(page, 'the cancel question');
    await dialog.getByRole('button', { name: tp('orderPages.cancelSubmit') }).click();
    await page.getByText(tp('orderPages.cancelledDone', { number })).waitFor();
    await card.waitFor({ state: 'detached' });

    await page.getByRole('combobox', { name: tp('orderPages.status') }).selectOption('cancelled');
    const cancelled = orderCard(page, number);
    await cancelled.getByText('Sin existencias del color pedido').waitFor();
    await cancelled.getByText('Cancelado', { exact: true }).waitFor();
    expect(await cancelled.getByRole('button').count()).toBe(0);

    await page.getByRole('navigation', { name: 'Secciones del panel' }).getByRole('link', { name: 'Productos' }).click();
    await page.getByRole('searchbox', { name: 'Buscar productos' }).fill(product.name);
    const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: product.name, exact: true }) });
    await row.getByText(`Stock: ${stockBefore}`, { exact: true }).waitFor();
    expect(await stockOf(product.product_id)).toBe(stockBefore);
    // The refused change is a 409 the browser logs; nothing else went wrong.
    expect(problems.filter((problem) => !problem.includes('status of 409'))).toEqual([]);
    await context.close();
  });

  it("lists what the store owes its referrers, and an order of someone else's store is not found", async () => {
    const context = await browser.newContext(PHONE);
    const { page, problems } = await openPage(context);
    // Neither of the seller's stores has it: looked for in both, then said so.
    await page.goto(`${server.url}/seller/orders/00000000-0000-4000-8000-000000000000`);
    await page.waitForURL(/\/login\?next=/);
    await logInFromRedirect(page);
    await page.getByText(tp('orderPages.notFound')).waitFor();

    await page.getByRole('navigation', { name: 'Secciones del panel' }).getByRole('link', { name: 'Comisiones' }).click();
    await page.getByRole('heading', { level: 1, name: tp('commissionPages.title') }).waitFor();
    await page.getByRole('list', { name: tp('commissionPages.listLabel') }).or(page.getByText(tp('commissionPages.empty'))).waitFor();
    await expectAccessible(page, 'the commissions');
    expect(problems).toEqual([]);
    await context.close();
  });
});
