import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addPeriod } from '@plaza/domain/billing';
import { calendarLongDate } from '@plaza/domain/dates';
import { ta } from '@plaza/domain/messages/es-admin';
import { t as mailText } from '@plaza/domain/messages/es-mail';
import { tp } from '@plaza/domain/messages/es-panel';
import { t } from '@plaza/domain/messages/es-server';
import { formatPrice } from '@plaza/domain/money';
import type { StoreBilling } from '@plaza/domain/schemas/billing';
type OwnedStore = { store_id: number; name: string; slug: string };
import { logInThroughPage, openPage, PHONE, serverAndBrowser } from './harness';
import { ApiSession } from './session-client';

// Issue 42, point 2's "Done when": an operator records a store's plan payment, received off the
// platform, from the console on a phone (360 px): the paid-through day moves by one period, the
// payment is listed, the store's owner gets the receipt by e-mail and finds it in the panel.
const OPERATOR = { email: 'admin@plaza.local', password: 'Admin123!' };
const DEMO_SELLER = { email: 'vendedor@plaza.local', password: 'Vendedor123!' };
const running = serverAndBrowser();

/** Every e-mail written to the outbox so far, as the .eml files hold them. */
async function outboxSubjects(): Promise<string> {
  const outbox = join(running.server.dataDir, 'outbox');
  const names = (await readdir(outbox).catch(() => [] as string[])).filter((file) => file.endsWith('.eml'));
  const texts = await Promise.all(names.map((name) => readFile(join(outbox, name), 'utf8')));
  return texts.join('\n');
}

describe('plan billing in the console, on a phone', () => {
  it('records a payment: the date moves one period, the payment is listed, the owner gets the receipt', async () => {
    const admin = new ApiSession(running.server.url);
    await admin.login(OPERATOR.email, OPERATOR.password);
    // The demo seller's store: its owner then finds the payment in the panel.
    const owner = new ApiSession(running.server.url);
    await owner.login(DEMO_SELLER.email, DEMO_SELLER.password);
    const [store] = (await (await owner.get('/api/store_admin/stores')).json()) as OwnedStore[];
    const before = (await (await admin.get(`/api/admin/stores/${store!.store_id}/billing`)).json()) as StoreBilling;
    expect(before.amount_due).toBeGreaterThan(0);
    const expected = addPeriod(before.paid_through, before.period);
    const reference = `TM-${Date.now() % 1_000_000}`;

    const context = await running.browser.newContext(PHONE);
    const { page, problems } = await openPage(context);
    await page.goto(`${running.server.url}/login?next=${encodeURIComponent('/admin')}`);
    await page.getByRole('textbox', { name: t('account.email') }).fill(OPERATOR.email);
    await page.getByLabel(t('password.label'), { exact: true }).fill(OPERATOR.password);
    await page.getByRole('button', { name: t('auth.loginSubmit'), exact: true }).click();
    await page.waitForURL(`${running.server.url}/admin`);

    await page.goto(`${running.server.url}/admin/stores?q=${encodeURIComponent(store!.slug)}`);
    await page.getByRole('link', { name: `${ta('billing.title')}: ${store!.name}` }).click();
    await page.getByRole('heading', { level: 1, name: `${ta('billing.title')} · ${store!.name}` }).waitFor();
    const summary = page.getByRole('region', { name: ta('billing.title'), exact: true });
    await expect.poll(() => summary.textContent()).toContain(calendarLongDate(before.paid_through));

    // The amount comes filled in with the next period's price; the operator picks the method and types the reference.
    const amount = page.getByLabel(ta('billing.amount', { currency: 'USD' }));
    expect(await amount.inputValue()).not.toBe('');
    await page.getByLabel(ta('billing.method')).selectOption({ label: ta('billing.methods.transfermovil') });
    await page.getByLabel(ta('billing.reference')).fill(reference);
    await page.getByRole('button', { name: ta('billing.record'), exact: true }).click();

    await page.getByRole('status').getByText(ta('billing.recorded', { date: calendarLongDate(expected) })).waitFor();
    await expect.poll(() => summary.textContent()).toContain(calendarLongDate(expected));
    const payments = page.getByRole('region', { name: ta('billing.payments') });
    await payments
      .getByText(ta('billing.paymentLine', { amount: formatPrice(before.amount_due!, 'USD'), method: ta('billing.methods.transfermovil'), reference }))
      .waitFor();
    // The form is ready for the next one: a second press with the same reference would be refused, not counted.
    expect(await page.getByLabel(ta('billing.reference')).inputValue()).toBe('');
    // Nothing runs off a 360 px screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    const after = (await (await admin.get(`/api/admin/stores/${store!.store_id}/billing`)).json()) as StoreBilling;
    expect(after.paid_through).toBe(expected);
    expect(after.payments[0]).toMatchObject({ reference, method: 'transfermovil', period_from: before.paid_through, period_to: expected });
    const retry = await admin.send('POST', `/api/admin/stores/${store!.store_id}/payments`, { amount: before.amount_due, method: 'transfermovil', reference });
    expect(retry.status).toBe(409);

    // The receipt is in the outbox (its subject header may be encoded word by word: spaces as underscores).
    const receiptStart = mailText('billingMail.receiptSubject', { store: '' }).split(' «')[0]!;
    await expect.poll(outboxSubjects, { timeout: 30_000 }).toMatch(new RegExp(receiptStart.replaceAll(' ', '[ _]')));
    expect(await outboxSubjects()).toContain(reference);
    expect(problems).toEqual([]);
    await context.close();

    // The owner's panel, on a phone: Facturación lists the payment and the new date.
    const ownerContext = await running.browser.newContext(PHONE);
    const { page: panel, problems: panelProblems } = await openPage(ownerContext);
    await logInThroughPage(panel, running.server.url, DEMO_SELLER);
    await panel.goto(`${running.server.url}/seller/billing`);
    await panel.getByRole('heading', { level: 1, name: tp('billing.title') }).waitFor();
    await panel
      .getByRole('region', { name: tp('billing.payments') })
      .getByText(tp('billing.paymentLine', { amount: formatPrice(before.amount_due!, 'USD'), method: tp('billing.methods.transfermovil'), reference }))
      .waitFor();
    await panel.getByText(calendarLongDate(expected), { exact: true }).waitFor();
    expect(await panel.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(panelProblems).toEqual([]);
    await ownerContext.close();
  });
});
