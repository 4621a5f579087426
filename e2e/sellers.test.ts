import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { STORE_DESCRIPTION_MAX, STORE_NAME_MAX } from '@plaza/domain/constants';
import { t } from '@plaza/domain/messages/es-sellers';
import { formatPrice, PLAN_CURRENCY, yearlyPrice } from '@plaza/domain/money';
import type { Category, StorePlan, Ubication } from '@plaza/domain/schemas/reference';
import { DESKTOP, launchBrowser, openPage, PHONE, runAdmin, type RunningServer, startServer, waitForAppOnLoad } from './harness';

// Our own data directory: the server is restarted on it to run the operator's command in between.
const dataDir = mkdtempSync(join(tmpdir(), 'plaza-e2e-sellers-'));

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({}, dataDir), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});


/** `npm run admin -- …`: the database is the server's, so the server must be stopped first. */
const admin = (...args: string[]) => runAdmin(dataDir, server.url, ...args);

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

describe('a shop owner', () => {
  it('applies to sell on a yearly plan, and once approved the store is online', async () => {
    const [plans, categories, ubications, currencies] = await Promise.all([
      server.json<StorePlan[]>('/api/admin/storePlans'),
      server.json<Category[]>('/api/admin/categories'),
      server.json<Ubication[]>('/api/admin/ubications'),
      server.json<{ currency_id: number }[]>('/api/admin/currencies'),
    ]);
    const [firstPlan, secondPlan] = plans;
    const [province, otherProvince] = ubications;
    if (!firstPlan || !secondPlan || !province || !otherProvince) throw new Error('the seed needs two plans and two provinces');

    const context = await browser.newContext(PHONE);
    const { page, problems } = await openPage(context);
    await page.goto(server.url + '/become-a-seller');
    await page.getByRole('heading', { level: 1, name: t('becomeSeller.heroTitle') }).waitFor();

    // The first plan and the first category are chosen once they load; prices are monthly.
    const firstCard = page.getByRole('radio', { name: firstPlan.name });
    await firstCard.waitFor();
    expect(await firstCard.isChecked()).toBe(true);
    await page.getByText(formatPrice(firstPlan.price, PLAN_CURRENCY), { exact: true }).waitFor();
    await expect.poll(() => field(page, t('becomeSeller.category')).inputValue()).toBe(String(categories[0]!.category_id));

    // Nothing filled in: the catalogue's messages, and the focus on the first field at fault.
    await page.getByRole('button', { name: t('becomeSeller.submit') }).click();
    await page.getByText(t('account.nameRequired')).waitFor();
    await page.getByText(t('seller.storeNameRequired')).waitFor();
    await page.getByText(t('seller.provinceRequired')).waitFor();
    await page.getByText(t('account.termsRequired')).waitFor();
    expect(await field(page, t('account.name')).evaluate((input) => input === document.activeElement)).toBe(true);

    const email = `marta.${Date.now()}@example.com`;
    await field(page, t('account.name')).fill('Marta');
    await field(page, t('account.lastName')).fill('Pérez');
    await page.getByRole('textbox', { name: t('account.email') }).fill(email);
    expect(await field(page, t('account.phoneOptional')).getAttribute('placeholder')).toMatch(/^\+53/);

    // Input past the limits is dropped, and the counters say so.
    const storeName = field(page, t('becomeSeller.storeName'));
    await storeName.fill('Dulcería Marta y Familia Unida para Siempre');
    expect(await storeName.inputValue()).toBe('Dulcería Marta y Familia Unida');
    await page.getByText(`${STORE_NAME_MAX}/${STORE_NAME_MAX}`).waitFor();
    const description = field(page, t('becomeSeller.storeDescription'));
    await description.fill('Dulces caseros. '.repeat(40));
    expect((await description.inputValue()).length).toBe(STORE_DESCRIPTION_MAX);
    await page.getByText(`${STORE_DESCRIPTION_MAX}/${STORE_DESCRIPTION_MAX}`).waitFor();

    // The municipality waits for a province, and starts over when the province changes.
    const municipality = field(page, t('becomeSeller.municipality'));
    expect(await municipality.isDisabled()).toBe(true);
    await field(page, t('becomeSeller.province')).selectOption(otherProvince.province);
    expect(await municipality.isEnabled()).toBe(true);
    await municipality.selectOption(String(otherProvince.townships[0]!.ubication_id));
    await field(page, t('becomeSeller.province')).selectOption(province.province);
    expect(await municipality.inputValue()).toBe('');
    const township = province.townships[1] ?? province.townships[0]!;
    await municipality.selectOption(String(township.ubication_id));

    // Yearly: 12 months less 5%, on the cards and in the summary.
    await page.getByText(t('becomeSeller.yearlyDiscount')).waitFor();
    await page.getByRole('radio', { name: new RegExp(`^${t('becomeSeller.yearly')}`) }).check();
    await page.getByRole('radio', { name: secondPlan.name }).check();
    const yearly = `${formatPrice(yearlyPrice(secondPlan.price), PLAN_CURRENCY)}${t('becomeSeller.perYear')}`;
    await page.getByText(t('becomeSeller.planSummary', { plan: secondPlan.name, period: t('becomeSeller.yearly'), price: yearly })).waitFor();

    await page.getByRole('checkbox', { name: new RegExp(t('auth.termsLink')) }).check();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    const request = page.waitForRequest((r) => r.url().endsWith('/api/store_admin/storeSolicitude'));
    const response = page.waitForResponse((r) => r.url().endsWith('/api/store_admin/storeSolicitude'));
    await page.getByRole('button', { name: t('becomeSeller.submit') }).click();
    expect((await request).postDataJSON()).toEqual({
      user_info: { email, name: 'Marta', last_name: 'Pérez', accepted_term_and_conditions: true },
      store_info: {
        name: 'Dulcería Marta y Familia Unida',
        description: 'Dulces caseros. '.repeat(40).slice(0, STORE_DESCRIPTION_MAX).trim(),
        store_plan_id: secondPlan.plan_id,
        category_id: categories[0]!.category_id,
        billing_period: 'yearly',
        ubication_id: township.ubication_id,
        currency_id: currencies[0]!.currency_id,
      },
    });
    const { application_id } = (await (await response).json()) as { application_id: number };
    await page.getByRole('heading', { level: 1, name: t('becomeSeller.receivedTitle') }).waitFor();
    await page.getByText(email, { exact: false }).waitFor();
    expect(problems).toEqual([]);
    await context.close();

    // The operator approves it; the store then has its own page.
    await server.stop();
    expect(await admin('applications')).toContain(`#${application_id}`);
    const approved = await admin('approve', String(application_id));
    const slug = approved.match(/\/stores\/([\w-]+)/)?.[1];
    expect(slug, approved).toBeTruthy();
    server = await startServer({}, dataDir);

    const shopper = await browser.newContext(DESKTOP);
    const { page: storePage, problems: storeProblems } = await openPage(shopper);
    await storePage.goto(`${server.url}/stores/${slug}`);
    await storePage.getByRole('heading', { level: 1, name: 'Dulcería Marta y Familia Unida' }).waitFor();
    expect(storeProblems).toEqual([]);
    await shopper.close();
  });
});

describe('the become-a-seller page', () => {
  it('answers the four questions in an accordion', async () => {
    const context = await browser.newContext(DESKTOP);
    const { page, problems } = await openPage(context);
    await page.goto(server.url + '/become-a-seller');
    await page.getByRole('heading', { name: t('becomeSeller.faqTitle') }).waitFor();
    const answer = page.getByText(t('becomeSeller.faqReviewAnswer'));
    expect(await answer.isVisible()).toBe(false);
    await page.getByText(t('becomeSeller.faqReviewQuestion')).click();
    await answer.waitFor();
    for (const question of ['faqPlanQuestion', 'faqPaymentQuestion', 'faqContractQuestion'] as const)
      await page.getByText(t(`becomeSeller.${question}`)).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('says so when the plans cannot be loaded', async () => {
    const context = await browser.newContext(PHONE);
    const page = waitForAppOnLoad(await context.newPage());
    await page.route('**/api/admin/storePlans', (route) => route.abort());
    await page.goto(server.url + '/become-a-seller');
    await page.getByRole('alert').getByText(t('becomeSeller.plansError')).waitFor();
    await page.getByRole('region', { name: t('shell.notifications') }).getByText(t('becomeSeller.plansError')).waitFor();
    await context.close();
  });
});
