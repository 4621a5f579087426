import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ta } from '@plaza/domain/messages/es-admin';
import { t as mailText } from '@plaza/domain/messages/es-mail';
import { t } from '@plaza/domain/messages/es-server';
import type { AdminReview } from '@plaza/domain/schemas/admin-ops';
import type { StoreBilling } from '@plaza/domain/schemas/billing';
import type { QueueCounts, QueueItems } from '@plaza/domain/schemas/queue';
import { DEMO_CUSTOMER, logInThroughPage, openPage, PHONE, serverAndBrowser } from './harness';
import { ApiSession } from './session-client';
import type { Page } from 'playwright-core';

// Issue 42, point 4's "Done when": a shopper reports a review ("Denunciar"), and one operator on a
// phone (360 px) opens the queue from the "Pendientes" badge, removes the review with a reason
// (mailed to its author) and records the payment of the demo's overdue store from its item.
const OPERATOR = { email: 'admin@plaza.local', password: 'Admin123!' };
const running = serverAndBrowser();

async function outbox(): Promise<string> {
  const dir = join(running.server.dataDir, 'outbox');
  const names = (await readdir(dir).catch(() => [] as string[])).filter((file) => file.endsWith('.eml'));
  return (await Promise.all(names.map((name) => readFile(join(dir, name), 'utf8')))).join('\n');
}

/** The badge by the name a screen reader gives it: its visible word, an unseen colon, the count (spaced as the browser lays them out). */
const badge = (count: number) => new RegExp(`^${ta('queue.badge')}\\W*${count}$`);
const fitsPhone = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

describe('the operator\'s queue, on a phone', () => {
  it('a shopper reports a review; the operator removes it and records the overdue store\'s payment from the queue', async () => {
    const admin = new ApiSession(running.server.url);
    await admin.login(OPERATOR.email, OPERATOR.password);
    const counts = async () => ((await (await admin.get('/api/admin/queue')).json()) as QueueCounts).counts;
    const before = await counts();
    expect(before.overdue).toBeGreaterThanOrEqual(1);
    const [overdue] = ((await (await admin.get('/api/admin/queue/items')).json()) as QueueItems).overdue;
    // A shown review with a comment, by someone else than the demo shopper.
    const { results } = (await (await admin.get('/api/admin/reviews?hidden=false&page_size=50')).json()) as { results: AdminReview[] };
    const review = results.find((row) => row.user_email !== DEMO_CUSTOMER.email && row.comment && row.comment.length > 12)!;
    expect(review).toBeDefined();

    // The shopper, on a phone: Denunciar under the review, a reason, sent.
    const shopperContext = await running.browser.newContext(PHONE);
    const { page: shop, problems: shopProblems } = await openPage(shopperContext);
    await logInThroughPage(shop, running.server.url);
    await shop.goto(`${running.server.url}/store/${review.store_id}/product/${review.product_id}`);
    const item = shop.getByRole('article').filter({ hasText: review.comment! });
    await item.getByRole('button', { name: new RegExp(`^${t('trust.report.action')}`) }).click();
    await item.getByLabel(t('trust.report.reasonLabel')).fill('Insulta a la tienda');
    await item.getByRole('button', { name: t('trust.report.submit') }).click();
    await item.getByRole('status').getByText(t('trust.report.sent')).waitFor();
    await fitsPhone(shop);
    expect(shopProblems).toEqual([]);
    await shopperContext.close();
    expect((await counts()).reported_reviews).toBe(before.reported_reviews + 1);

    // The operator, on a phone: the badge on the console's first page opens the queue.
    const context = await running.browser.newContext(PHONE);
    const { page, problems } = await openPage(context);
    await page.goto(`${running.server.url}/login?next=${encodeURIComponent('/admin')}`);
    await page.getByRole('textbox', { name: t('account.email') }).fill(OPERATOR.email);
    await page.getByLabel(t('password.label'), { exact: true }).fill(OPERATOR.password);
    await page.getByRole('button', { name: t('auth.loginSubmit'), exact: true }).click();
    await page.waitForURL(`${running.server.url}/admin`);
    const total = before.applications + before.overdue + before.reported_reviews + 1 + before.suspensions;
    await page.getByRole('link', { name: badge(total) }).click();
    await page.getByRole('heading', { level: 1, name: ta('queue.title') }).waitFor();
    await fitsPhone(page);

    // Retirar (one tap), the reason, Retirar (two).
    const author = `${review.user_name} ${review.user_last_name}`.trim();
    await page.getByRole('button', { name: ta('queue.removeReviewNamed', { author }) }).click();
    const dialog = page.getByRole('dialog', { name: ta('queue.removeTitle', { author }) });
    await dialog.getByLabel(ta('queue.reason')).fill('Lenguaje ofensivo');
    await dialog.getByRole('button', { name: ta('queue.removeReview'), exact: true }).click();
    await page.getByRole('status').getByText(ta('queue.reviewRemoved')).waitFor();
    await page.getByRole('button', { name: ta('queue.removeReviewNamed', { author }) }).waitFor({ state: 'hidden' });
    await page.getByRole('link', { name: badge(total - 1) }).waitFor();

    // The overdue store: its item opens its billing, where the payment is recorded.
    await page.getByRole('link', { name: ta('queue.recordPaymentNamed', { store: overdue!.store_name }) }).click();
    await page.getByRole('heading', { level: 1, name: `${ta('billing.title')} · ${overdue!.store_name}` }).waitFor();
    await page.getByLabel(ta('billing.method')).selectOption({ label: ta('billing.methods.cash') });
    await page.getByLabel(ta('billing.reference')).fill(`COLA-${Date.now() % 100_000}`);
    await page.getByRole('button', { name: ta('billing.record'), exact: true }).click();
    const billing = (await (await admin.get(`/api/admin/stores/${overdue!.store_id}/billing`)).json()) as StoreBilling;
    await page.getByRole('status').filter({ hasText: ta('billing.recorded', { date: '' }).split(':')[0]! }).waitFor();
    await page.getByRole('link', { name: badge(total - 2) }).click();
    await page.getByRole('heading', { level: 1, name: ta('queue.title') }).waitFor();
    await page.getByRole('link', { name: ta('queue.recordPaymentNamed', { store: overdue!.store_name }) }).waitFor({ state: 'hidden' });
    await fitsPhone(page);
    expect(problems).toEqual([]);
    await context.close();

    expect(billing.payments[0]?.method).toBe('cash');
    expect(await counts()).toEqual({ ...before, overdue: before.overdue - 1 });
    const hidden = (await (await admin.get(`/api/admin/reviews?q=${encodeURIComponent(review.user_email)}&hidden=true`)).json()) as { results: AdminReview[] };
    expect(hidden.results.map((row) => row.review_id)).toContain(review.review_id);
    // The author is told why, by e-mail (the subject may be encoded word by word: spaces as underscores).
    // Its subject's non-ASCII letters are encoded (Q-encoding): match the words before the first.
    const subjectStart = mailText('reviewMail.removedSubject', { product: '' }).split('ñ')[0]!;
    await expect.poll(outbox, { timeout: 30_000 }).toMatch(new RegExp(subjectStart.replaceAll(' ', '[ _]')));
    expect(await outbox()).toContain(mailText('reviewMail.reason', { reason: 'Lenguaje ofensivo' }));
  });
});
