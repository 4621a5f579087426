import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ta } from '@plaza/domain/messages/es-admin';
import { tp as panelText } from '@plaza/domain/messages/es-panel';
import { tp } from '@plaza/domain/messages/es-panel-orders';
import { t } from '@plaza/domain/messages/es-profile';
import { tpay } from '@plaza/domain/messages/es-payouts';
import { formatPrice, spanishAmount } from '@plaza/domain/money';
import type { MyPayouts, ReferrerBalancePage } from '@plaza/domain/schemas/payout';
import type { Product } from '@plaza/domain/schemas/product';
import { DEMO_CUSTOMER, openPage, PHONE, serverAndBrowser } from './harness';
import { openPanelSection } from './panel-nav';
import { ApiSession } from './session-client';

/**
 * Payouts to referrers (issue 42), on a phone: the demo customer refers a product of the demo
 * seller's store, a new shopper buys through the link and the seller confirms the payment; the
 * seller opens 'Pagos a referidos' from the panel's navigation, records a Transfermóvil payout of
 * what is owed, and the referrer's Referidos and the operator's console show the new balance.
 */

const running = serverAndBrowser();
const SELLER = { email: 'vendedor@plaza.local', password: 'Vendedor123!' };
const OPERATOR = { email: 'admin@plaza.local', password: 'Admin123!' };

async function session(account?: { email: string; password: string }): Promise<ApiSession> {
  const api = new ApiSession(running.server.url);
  if (account) await api.login(account.email, account.password);
  return api;
}

async function ok(response: Response): Promise<unknown> {
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return response.json();
}

/** A shopper of our own, signed up and activated through the outbox's mail. */
async function newShopper(): Promise<ApiSession> {
  const account = { email: `pago.${Date.now()}@example.com`, password: 'Secreta1!' };
  const api = await session();
  await ok(await api.send('POST', '/api/auth/signup', { ...account, name: 'Pablo', last_name: 'Comprador', accepted_term_and_conditions: true }));
  const outbox = join(running.server.dataDir, 'outbox');
  const deadline = Date.now() + 15_000;
  for (;;) {
    for (const name of (await readdir(outbox).catch(() => [] as string[])).filter((file) => file.includes(account.email))) {
      const mail = (await readFile(join(outbox, name), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
      const token = mail.match(/activate\?token=([\w-]+)/)?.[1];
      if (token) {
        await ok(await api.send('POST', `/api/auth/activate/${token}`));
        await api.login(account.email, account.password);
        return api;
      }
    }
    if (Date.now() > deadline) throw new Error(`no activation e-mail for ${account.email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function logIn(page: Page, account: { email: string; password: string }, next: string) {
  await page.goto(`${running.server.url}/login?next=${encodeURIComponent(next)}`);
  await page.getByRole('textbox', { name: t('account.email') }).fill(account.email);
  await page.getByLabel(t('password.label'), { exact: true }).fill(account.password);
  await page.getByRole('button', { name: t('auth.loginSubmit'), exact: true }).click();
  await page.waitForURL(running.server.url + next);
}

/** Sets up a paid order through the demo customer's link: answers the referrer's name and what the store owes them. */
async function paidReferral(seller: ApiSession) {
  const stores = (await ok(await seller.get('/api/store_admin/stores'))) as { store_id: number; name: string }[];
  const owned = new Set(stores.map((store) => store.store_id));
  const search = (await ok(await fetch(`${running.server.url}/api/market/search?page=1&page_size=100`))) as { data: { results: (Product & { result_type: string })[] } };
  const product = search.data.results.find(
    (result) => result.result_type === 'product' && result.referral_commission && owned.has(result.store_id) && result.stock > 0 && result.price > 0,
  );
  if (!product) throw new Error("the seed has no product with a commission in the demo seller's stores");

  const referrer = await session(DEMO_CUSTOMER);
  await ok(await referrer.send('POST', '/api/user/referrals/enable'));
  const link = (await ok(await referrer.send('POST', '/api/user/referrals', { product_id: product.product_id, active: true }))) as { referral_slug: string };
  

  const shopper = await newShopper();
  const methods = (await ok(await shopper.get(`/api/market/paymentMethods/${product.store_id}`))) as { payment_methods: { method_id: number }[] };
  const order = (await ok(
    await shopper.send('POST', '/api/market/orders', {
      store_id: product.store_id,
      payment_method_id: methods.payment_methods[0]!.method_id,
      items: [{ product_id: product.product_id, quantity: 1 }],
      ref_slug: link.referral_slug,
    }),
  )) as { order_id: string };
  await ok(await seller.send('PATCH', `/api/store_admin/stores/${product.store_id}/orders/${order.order_id}`, { status: 'paid' }));
  const balances = (await ok(await seller.get(`/api/store_admin/stores/${product.store_id}/payouts/balances`))) as ReferrerBalancePage;
  const row = balances.results.find((entry) => entry.referrer.email === DEMO_CUSTOMER.email)!;
  expect(row.balances).toHaveLength(1);
  return { storeId: product.store_id, storeName: stores.find((store) => store.store_id === product.store_id)!.name, name: row.referrer.name, owed: row.balances[0]! };
}

describe('a payout to a referrer', () => {
  it('is recorded by the seller on a phone and seen at once by the referrer', async () => {
    const seller = await session(SELLER);
    const { storeId, storeName, name, owed } = await paidReferral(seller);
    expect(owed.balance).toBeGreaterThan(0);

    const sellerContext = await running.browser.newContext(PHONE);
    const { page, problems } = await openPage(sellerContext);
    // The panel opens on the store it remembers: make it the one with the sale.
    await page.addInitScript((id) => localStorage.setItem('plaza.seller.store', String(id)), storeId);
    await logIn(page, SELLER, '/seller');
    await openPanelSection(page, panelText('orderScreens.payoutsNav'));
    await page.waitForURL(`${running.server.url}/seller/payouts`);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect.poll(() => card.getByText(tp('payoutPages.owed', { amount: formatPrice(owed.balance, owed.currency) })).count()).toBe(1);

    await card.getByRole('button', { name: tp('payoutPages.recordTo', { name }) }).click();
    const form = page.getByRole('form', { name: tp('payoutPages.recordTo', { name }) });
    await form.getByLabel(tp('payoutPages.amount')).fill(spanishAmount(owed.balance, false));
    await form.getByLabel(tp('payoutPages.method')).selectOption(tpay('methods.transfermovil'));
    await form.getByLabel(tp('payoutPages.reference')).fill('TM-E2E-1');
    await form.getByRole('button', { name: tp('payoutPages.record') }).click();
    const amount = formatPrice(owed.balance, owed.currency);
    await expect.poll(() => page.getByRole('status').filter({ hasText: tp('payoutPages.saved', { amount, name }) }).count()).toBe(1);
    await expect.poll(() => card.getByText(tp('payoutPages.settled', { currency: owed.currency })).count()).toBe(1);
    await expect.poll(() => page.getByRole('list', { name: tp('payoutPages.history') }).getByText(tp('payoutPages.payoutLine', { amount, name })).count()).toBe(1);
    // The page fits a 360 px phone: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(problems).toEqual([]);
    await sellerContext.close();

    const referrerContext = await running.browser.newContext(PHONE);
    const referrer = await openPage(referrerContext);
    await logIn(referrer.page, DEMO_CUSTOMER, '/profile?section=referrals');
    const section = referrer.page.getByRole('region', { name: t('referralPayouts.title') });
    await expect.poll(() => section.getByText(t('referralPayouts.settled', { currency: owed.currency })).count()).toBe(1);
    expect(await section.getByText(t('referralPayouts.payoutLine', { amount, store: storeName }), { exact: true }).count()).toBe(1);
    expect(await section.getByText('TM-E2E-1', { exact: false }).count()).toBe(1);
    expect(await referrer.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    // The API the page read says the same as the seller's.
    const mine = (await ok(await (await session(DEMO_CUSTOMER)).get('/api/user/referrals/payouts'))) as MyPayouts;
    expect(mine.balances.find((balance) => balance.store_id === storeId)).toMatchObject({ currency: owed.currency, earned: owed.earned, paid: owed.paid + owed.balance, balance: 0 });
    expect(referrer.problems).toEqual([]);
    await referrerContext.close();

    // The operator's console, read only, says the same.
    const operatorContext = await running.browser.newContext(PHONE);
    const operator = await openPage(operatorContext);
    await logIn(operator.page, OPERATOR, `/admin/payouts?store=${storeId}`);
    const entry = operator.page.getByRole('list', { name: ta('opsScreens.payouts.listLabel') }).getByRole('listitem').filter({ hasText: DEMO_CUSTOMER.email });
    const cells = entry.getByRole('row', { name: new RegExp(`^${owed.currency}`) }).getByRole('cell');
    await expect.poll(() => cells.allInnerTexts()).toEqual([
      formatPrice(owed.earned, owed.currency),
      formatPrice(owed.paid + owed.balance, owed.currency),
      formatPrice(0, owed.currency),
    ]);
    expect(await operator.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(operator.problems).toEqual([]);
    await operatorContext.close();
  });
});
