import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { APIRequestContext, Page } from 'playwright-core';
import { t } from '@plaza/domain/messages/es-server';
import type { Product } from '@plaza/domain/schemas/product';
import { DESKTOP, openPage, PHONE, serverAndBrowser } from './harness';

const running = serverAndBrowser();

const DEMO_CUSTOMER = { email: 'cliente@plaza.local', password: 'Cliente123!' };
const AJAX = { 'X-Requested-With': 'XMLHttpRequest' };

type Credentials = { email: string; password: string };

async function logIn(page: Page, { email, password }: Credentials, next = '/') {
  await page.goto(`${running.server.url}/login${next === '/' ? '' : `?next=${encodeURIComponent(next)}`}`);
  await page.getByRole('textbox', { name: t('account.email') }).fill(email);
  await page.getByLabel(t('password.label'), { exact: true }).fill(password);
  await page.getByRole('button', { name: t('auth.loginSubmit'), exact: true }).click();
  await page.waitForURL(running.server.url + next);
}

/** A state-changing call as the logged-in browser makes it: its cookies, the AJAX marker and a CSRF token. */
async function post(api: APIRequestContext, path: string, data?: unknown): Promise<unknown> {
  const { csrf_token } = (await (await api.get(`${running.server.url}/api/auth/csrf-token`, { headers: AJAX })).json()) as { csrf_token: string };
  const response = await api.post(running.server.url + path, { headers: { ...AJAX, 'X-CSRF-Token': csrf_token }, data });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return response.json();
}

/** A customer of our own, signed up and activated through the API: referrals start off. */
async function newCustomer(api: APIRequestContext): Promise<Credentials> {
  const customer = { email: `rita.${Date.now()}@example.com`, password: 'Secreta1!' };
  await post(api, '/api/auth/signup', { ...customer, name: 'Rita', last_name: 'Referida', accepted_term_and_conditions: true });
  const outbox = join(running.server.dataDir, 'outbox');
  const deadline = Date.now() + 15_000;
  for (;;) {
    const names = (await readdir(outbox).catch(() => [] as string[])).filter((name) => name.includes(customer.email));
    for (const name of names) {
      const mail = (await readFile(join(outbox, name), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
      const token = mail.match(/activate\?token=([\w-]+)/)?.[1];
      if (token) {
        await post(api, `/api/auth/activate/${token}`);
        return customer;
      }
    }
    if (Date.now() > deadline) throw new Error(`no activation e-mail for ${customer.email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A product that pays a referral commission, as the search lists them. */
async function productWithCommission(): Promise<Product> {
  const answer = (await (await fetch(`${running.server.url}/api/market/search?page=1&page_size=100`)).json()) as { data: { results: (Product & { result_type: string })[] } };
  const product = answer.data.results.find((result) => result.result_type === 'product' && result.referral_commission);
  if (!product) throw new Error('the seed has no product with a referral commission');
  return product;
}

describe('a referral link', () => {
  it('takes a visitor to its product, in place of the link, and keeps the slug for the order', async () => {
    const product = await productWithCommission();
    const referrer = await running.browser.newContext(DESKTOP);
    const { page } = await openPage(referrer);
    await logIn(page, DEMO_CUSTOMER);
    // The referrer's side through the API (the profile section has its own test).
    await post(referrer.request, '/api/user/referrals/enable');
    const { referral_slug } = (await post(referrer.request, '/api/user/referrals', { product_id: product.product_id, active: true })) as { referral_slug: string };
    await referrer.close();

    const visitor = await running.browser.newContext(PHONE);
    const { page: visit, problems } = await openPage(visitor);
    await visit.goto(running.server.url + '/');
    // Slow the answer down enough to see the page say what it is doing.
    await visit.route('**/api/market/ref/*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await visit.goto(`${running.server.url}/ref/${referral_slug}`);
    await visit.getByText(t('referral.processing')).waitFor();
    await visit.waitForURL(`${running.server.url}/store/${product.store_id}/product/${product.product_id}`);
    await visit.getByRole('heading', { level: 1, name: product.name }).waitFor();
    expect(await visit.evaluate(() => sessionStorage.getItem('ref_slug'))).toBe(referral_slug);

    // The link replaced itself: going back skips it.
    await visit.goBack();
    await visit.waitForURL(`${running.server.url}/`);
    expect(problems).toEqual([]);
    await visitor.close();
  });

  it('survives a new tab (the activation e-mail\'s): the order placed there records the sale, and the link is then forgotten', async () => {
    const product = await productWithCommission();
    const referrer = await running.browser.newContext(DESKTOP);
    const { page: referrerPage } = await openPage(referrer);
    await logIn(referrerPage, DEMO_CUSTOMER);
    await post(referrer.request, '/api/user/referrals/enable');
    const { referral_slug } = (await post(referrer.request, '/api/user/referrals', { product_id: product.product_id, active: true })) as { referral_slug: string };

    // The link opens in one tab; the visitor signs up, and the account's activation opens another.
    const visitor = await running.browser.newContext(PHONE);
    const { page: linkTab, problems } = await openPage(visitor);
    await linkTab.goto(`${running.server.url}/ref/${referral_slug}`);
    await linkTab.waitForURL(`${running.server.url}/store/${product.store_id}/product/${product.product_id}`);
    const customer = await newCustomer(visitor.request);
    const { page: newTab, problems: newTabProblems } = await openPage(visitor);
    await newTab.goto(running.server.url + '/');
    expect(await newTab.evaluate(() => sessionStorage.getItem('ref_slug'))).toBeNull();
    await logIn(newTab, customer);

    await newTab.goto(`${running.server.url}/store/${product.store_id}/product/${product.product_id}`);
    await newTab.getByRole('heading', { level: 1, name: product.name }).waitFor();
    await newTab.getByRole('button', { name: t('product.addToCart') }).click();
    await newTab.getByRole('button', { name: t('product.viewCart') }).first().waitFor();
    await newTab.goto(`${running.server.url}/checkout/${product.store_id}`);
    await newTab.getByRole('group', { name: t('checkout.paymentTitle') }).getByRole('radio').first().check();
    await newTab.getByRole('button', { name: t('checkout.pay') }).click();
    await newTab.getByRole('heading', { level: 1, name: t('orders.created') }).waitFor();
    const orderId = /Número de orden: ([0-9a-f-]{36})/.exec(await newTab.locator('main').innerText())?.[1];
    expect(orderId).toBeDefined();

    // The referrer sees the sale, pending until the store confirms the payment.
    const groups = (await (await referrer.request.get(`${running.server.url}/api/user/referrals`, { headers: AJAX })).json()) as {
      referrals: { referral_slug: string; referral_sales: { order_id: string }[] }[];
    }[];
    const link = groups.flatMap((group) => group.referrals).find((referral) => referral.referral_slug === referral_slug);
    expect(link?.referral_sales.map((sale) => sale.order_id)).toContain(orderId);
    // Used, so forgotten on the device: the next order goes without it.
    expect(await newTab.evaluate(() => localStorage.getItem('plaza_ref'))).toBeNull();
    expect(await linkTab.evaluate(() => localStorage.getItem('plaza_ref'))).toBeNull();
    expect([...problems, ...newTabProblems]).toEqual([]);
    await referrer.close();
    await visitor.close();
  });

  it('sends an unknown link home with a message', async () => {
    const context = await running.browser.newContext(PHONE);
    const { page, problems } = await openPage(context);
    await page.goto(`${running.server.url}/ref/noexiste123`);
    await page.waitForURL(`${running.server.url}/`);
    await page.getByText(t('referral.invalid')).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('ref_slug'))).toBeNull();
    expect(problems).toEqual([]);
    await context.close();
  });
});

// Un-skip once the profile page renders ReferralsSection for ?section=referrals.
describe('the Referidos section of the profile', () => {
  it('enables referrals, asks to log in again, then lists a new link to share, turn off and delete', async () => {
    const product = await productWithCommission();
    const context = await running.browser.newContext(PHONE);
    const { page, problems } = await openPage(context);
    const customer = await newCustomer(context.request);
    const section = '/profile?section=referrals';
    await logIn(page, customer, section);

    await page.getByRole('heading', { name: t('referrals.howTitle') }).waitFor();
    await page.getByRole('button', { name: t('referrals.enable') }).click();
    await page.getByText(t('referrals.reloginBody')).waitFor();
    await page.getByRole('button', { name: t('referrals.relogin') }).click();
    await page.waitForURL(`${running.server.url}/login?next=${encodeURIComponent(section)}`);
    await page.getByRole('textbox', { name: t('account.email') }).fill(customer.email);
    await page.getByLabel(t('password.label'), { exact: true }).fill(customer.password);
    await page.getByRole('button', { name: t('auth.loginSubmit'), exact: true }).click();
    await page.waitForURL(running.server.url + section);
    await page.getByText(t('referrals.empty', { action: t('referral.create') })).waitFor();

    // A link made on the product page shows up, grouped under its store.
    await page.goto(`${running.server.url}/store/${product.store_id}/product/${product.product_id}`);
    await page.getByRole('button', { name: t('referral.create') }).click();
    await page.getByText(t('referral.created')).waitFor();
    await page.goto(running.server.url + section);
    await page.getByRole('heading', { name: product.store_name, exact: true }).waitFor();
    await page.getByRole('heading', { name: product.name, exact: true }).waitFor();
    await page.getByText(new RegExp(`${running.server.url}/ref/\\w+`)).waitFor();
    await page.getByText(t('referrals.noSales')).waitFor();
    const whatsapp = await page.getByRole('link', { name: t('referrals.whatsappNamed', { product: product.name }) }).getAttribute('href');
    expect(whatsapp).toMatch(/^https:\/\/wa\.me\/\?text=.+%2Fref%2F\w+$/);

    await page.getByRole('button', { name: t('referrals.deactivateNamed', { product: product.name }) }).click();
    await page.getByText(t('referrals.inactive'), { exact: true }).waitFor();
    await page.getByRole('button', { name: t('referrals.activateNamed', { product: product.name }) }).click();
    await page.getByText(t('referrals.active'), { exact: true }).waitFor();

    await page.getByRole('button', { name: t('referrals.deleteNamed', { product: product.name }) }).click();
    const dialog = page.getByRole('dialog', { name: t('referrals.confirmTitle') });
    await dialog.getByRole('button', { name: t('referrals.confirmDelete') }).click();
    await page.getByText(t('referrals.empty', { action: t('referral.create') })).waitFor();
    // Opened by its address, the section is rendered by the server too (the cookie is the browser's).
    await page.goto(running.server.url + section);
    await page.getByText(t('referrals.empty', { action: t('referral.create') })).waitFor();
    expect(running.server.log()).not.toContain('server render failed');
    expect(problems).toEqual([]);
    await context.close();
  });
});
