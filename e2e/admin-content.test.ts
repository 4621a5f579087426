import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { t } from '@plaza/domain/messages/es-server';
import { tplan } from '@plaza/domain/messages/es-plans';
import { tc } from '@plaza/domain/messages/es-admin-content';
import type { AdminSection } from '@plaza/domain/schemas/admin-content';
import type { HeroSlide } from '@plaza/domain/schemas/section';
import type { Category, StorePlan } from '@plaza/domain/schemas/reference';
import { launchBrowser, openPage, PHONE, type RunningServer, startServer } from './harness';

// The operator's content editors on a phone (issue 19): each change is made as an operator makes
// it, then read where a visitor reads it (the storefront's API and pages).
const OPERATOR = { email: 'admin@plaza.local', password: 'Admin123!' };

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: string[];

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  context = await browser.newContext(PHONE);
  ({ page, problems } = await openPage(context));
  await page.goto(`${server.url}/login?next=${encodeURIComponent('/admin')}`);
  await page.getByRole('textbox', { name: t('account.email') }).fill(OPERATOR.email);
  await page.getByLabel(t('password.label'), { exact: true }).fill(OPERATOR.password);
  await page.getByRole('button', { name: t('auth.loginSubmit'), exact: true }).click();
  await page.waitForURL(`${server.url}/admin`);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const status = () => page.getByRole('status').filter({ hasText: /\S/ }).first();
const focusedLabel = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? null);
/** What a visitor reads: the storefront's answer, fresh (the visitor cache may hold it 30 s otherwise). */
const market = async <T>(path: string): Promise<T> => (await page.request.get(server.url + path, { headers: { 'Cache-Control': 'no-cache' } })).json() as Promise<T>;

describe('the content editors', () => {
  it('moves a hero slide with the keyboard, the welcome slide staying first, and the focus staying on the slide', async () => {
    await page.goto(server.url + '/admin/content/hero');
    const before = await market<HeroSlide[]>('/api/market/hero');
    const second = before[1]!;
    const up = page.getByRole('button', { name: tc('contentEditors.common.moveUpItem', { name: second.tittle }) });
    // Above it is the welcome slide: it cannot go up, and says so.
    await expect(up.getAttribute('aria-disabled')).resolves.toBe('true');
    await page.getByRole('button', { name: tc('contentEditors.common.moveDownItem', { name: second.tittle }) }).focus();
    await page.keyboard.press('Enter');
    await expect(status().textContent()).resolves.toBe(tc('contentEditors.common.moved', { name: second.tittle, position: 3, count: before.length }));
    await expect.poll(async () => (await market<HeroSlide[]>('/api/market/hero')).map((slide) => slide.hero_id)).toEqual([
      before[0]!.hero_id,
      before[2]!.hero_id,
      second.hero_id,
      ...before.slice(3).map((slide) => slide.hero_id),
    ]);
    expect(await focusedLabel()).toBe(tc('contentEditors.common.moveDownItem', { name: second.tittle }));
  });

  it('edits a slide and uploads its image, shrunk in the browser, and the home page shows both', async () => {
    await page.goto(server.url + '/admin/content/hero');
    const slide = (await market<HeroSlide[]>('/api/market/hero'))[1]!;
    await page.getByRole('button', { name: tc('contentEditors.hero.editSlide', { name: slide.tittle }) }).click();
    // A phone photo of a few megabytes: the browser sends it shrunk to at most 400 KB.
    const noise = Buffer.from(Array.from({ length: 2400 * 1200 * 3 }, () => Math.floor(Math.random() * 256)));
    const photo = await sharp(noise, { raw: { width: 2400, height: 1200, channels: 3 } }).jpeg({ quality: 95 }).toBuffer();
    expect(photo.length).toBeGreaterThan(1_000_000);
    const upload = page.waitForRequest((request) => request.url().endsWith('/api/admin/hero/images'));
    await page.locator('input[type=file]').setInputFiles({ name: 'portada.jpg', mimeType: 'image/jpeg', buffer: photo });
    const sent = await (await upload).sizes();
    expect(sent.requestBodySize).toBeLessThan(420 * 1024);
    await page.getByText(tc('contentEditors.hero.imageReady')).waitFor();
    await page.getByLabel(tc('contentEditors.hero.tittle'), { exact: true }).fill('Rebajas de verano');
    await page.getByRole('button', { name: tc('contentEditors.common.save') }).click();
    await expect(status().textContent()).resolves.toBe(tc('contentEditors.common.saved'));

    const saved = (await market<HeroSlide[]>('/api/market/hero')).find((other) => other.hero_id === slide.hero_id)!;
    expect(saved.tittle).toBe('Rebajas de verano');
    expect(saved.background_image).not.toBe(slide.background_image);
    await page.goto(server.url + '/');
    await page.getByText('Rebajas de verano').first().waitFor({ state: 'attached' });
  });

  it('refuses to delete a category in use with the server’s reason, and adds one with an icon from the storefront’s set', async () => {
    await page.goto(server.url + '/admin/content/categories');
    const [first] = await market<Category[]>('/api/admin/categories');
    await page.getByRole('button', { name: tc('contentEditors.categories.deleteCategory', { name: first!.name }) }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: tc('contentEditors.common.delete') }).click();
    await expect(dialog.getByRole('alert').textContent()).resolves.toMatch(/^No se puede eliminar la categoría porque está en uso/);
    await dialog.getByRole('button', { name: tc('contentEditors.common.cancel') }).click();

    await page.getByRole('button', { name: tc('contentEditors.categories.add') }).click();
    await page.getByRole('button', { name: tc('contentEditors.common.create') }).click();
    // Nothing chosen: each field says what it needs, in Spanish, beside it.
    await page.getByText(tc('content.fields.required')).waitFor();
    await page.getByText(tc('content.categories.iconInvalid')).waitFor();
    await page.getByLabel(tc('contentEditors.categories.name'), { exact: true }).fill('Juguetes');
    const icons = page.getByRole('radiogroup', { name: tc('contentEditors.categories.icon') });
    await expect(icons.getByRole('radio').count()).resolves.toBe(12);
    await icons.getByRole('radio', { name: tc('contentEditors.categories.icons.gift') }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: tc('contentEditors.common.create') }).click();
    await expect(status().textContent()).resolves.toBe(tc('contentEditors.common.created'));
    expect((await market<Category[]>('/api/admin/categories')).at(-1)).toMatchObject({ name: 'Juguetes', icon: 'gift' });
    // Back from the form, the focus is on the button that opened it.
    const add = page.getByRole('button', { name: tc('contentEditors.categories.add') });
    await page.waitForFunction((button) => button === document.activeElement, await add.elementHandle());

    // One nobody uses goes after the question, and the focus goes back to Añadir.
    await page.getByRole('button', { name: tc('contentEditors.categories.deleteCategory', { name: 'Juguetes' }) }).click();
    await expect(dialog.getByRole('heading').textContent()).resolves.toBe(tc('contentEditors.common.confirmDeleteTitle', { name: '«Juguetes»' }));
    await dialog.getByRole('button', { name: tc('contentEditors.common.delete') }).click();
    await page.getByRole('status').filter({ hasText: tc('contentEditors.common.deleted') }).waitFor();
    await expect(dialog.isVisible()).resolves.toBe(false);
    await page.waitForFunction((button) => button === document.activeElement, await add.elementHandle());
    expect((await market<Category[]>('/api/admin/categories')).map((category) => category.name)).not.toContain('Juguetes');
  });

  it('shows a plan’s yearly price by the server’s rule as the monthly one is typed, and saves it in cents', async () => {
    await page.goto(server.url + '/admin/content/plans');
    const [plan] = await market<StorePlan[]>('/api/admin/storePlans');
    await page.getByRole('button', { name: tc('contentEditors.plans.editPlan', { name: plan!.name }) }).click();
    const price = page.getByLabel(tc('contentEditors.plans.price'));
    await price.fill('doce');
    await page.getByText(tc('contentEditors.plans.yearlyEmpty')).waitFor();
    await page.getByRole('button', { name: tc('contentEditors.common.save') }).click();
    await page.getByText(tc('contentEditors.plans.priceInvalid')).waitFor();
    await price.fill('12,5');
    await page.getByText(tc('contentEditors.plans.yearly', { price: '142.50 USD', percent: 5 })).waitFor();
    await page.getByRole('button', { name: tc('contentEditors.common.save') }).click();
    await expect(status().textContent()).resolves.toBe(tc('contentEditors.common.saved'));
    expect((await market<StorePlan[]>('/api/admin/storePlans'))[0]).toMatchObject({ plan_id: plan!.plan_id, price: 1250 });
  });

  it('edits a plan’s limits, and the become-a-seller cards list them from the same data', async () => {
    await page.goto(server.url + '/admin/content/plans');
    const plan = (await market<StorePlan[]>('/api/admin/storePlans'))[1]!;
    await page.getByRole('button', { name: tc('contentEditors.plans.editPlan', { name: plan.name }) }).click();
    await page.getByLabel(tplan('editor.maxProducts')).fill('40');
    await page.getByRole('checkbox', { name: tplan('editor.featured') }).check();
    await page.getByRole('button', { name: tc('contentEditors.common.save') }).click();
    await expect(status().textContent()).resolves.toBe(tc('contentEditors.common.saved'));
    expect((await market<StorePlan[]>('/api/admin/storePlans'))[1]!.limits).toMatchObject({ max_products: 40, featured: true });
    await page.goto(server.url + '/become-a-seller');
    const card = page.locator('label', { has: page.getByRole('radio', { name: plan.name }) });
    await card.getByText(tplan('lines.products', { max: 40 }), { exact: true }).waitFor();
    await card.getByText(tplan('lines.featured'), { exact: true }).waitFor();
  });

  it('adds a product from the whole catalogue to a section, and the section’s page shows it', async () => {
    await page.goto(server.url + '/admin/content/sections');
    const section = (await market<AdminSection[]>('/api/admin/customSections')).find((other) => !other.is_category_section)!;
    const before = await market<{ products: unknown[] }>(`/api/market/customSection/${section.slug}`);
    await page.getByRole('button', { name: tc('contentEditors.sections.editSection', { name: section.section_name }) }).click();
    const results = page.getByRole('list', { name: tc('contentEditors.picker.results') });
    const unchosen = results.getByRole('checkbox', { checked: false }).first();
    await unchosen.waitFor();
    await unchosen.check();
    await page.getByRole('button', { name: tc('contentEditors.common.save') }).click();
    await expect(status().textContent()).resolves.toBe(tc('contentEditors.common.saved'));
    const after = await market<{ products: unknown[] }>(`/api/market/customSection/${section.slug}`);
    expect(after.products.length).toBe(before.products.length + 1);
  });

  it('edits the terms with a live preview drawn as the storefront draws it, and the page shows them', async () => {
    await page.goto(server.url + '/admin/content/documents/terms');
    await page.getByLabel(tc('contentEditors.documents.markdown')).fill('# Términos de Plaza\n\nCompra con **confianza**.\n\n- Envíos a toda Cuba');
    const preview = page.getByRole('region', { name: tc('contentEditors.documents.preview') });
    await preview.getByRole('heading', { level: 1, name: 'Términos de Plaza' }).waitFor();
    await expect(preview.getByRole('listitem').textContent()).resolves.toBe('Envíos a toda Cuba');
    await page.getByRole('button', { name: tc('contentEditors.common.save') }).click();
    await page.getByText(tc('contentEditors.common.saved')).waitFor();
    await page.goto(server.url + '/terms-and-conditions');
    await page.getByRole('heading', { level: 1, name: 'Términos de Plaza' }).waitFor();
  });

  it('keeps the footer’s fields as the server checks them, each message beside its field', async () => {
    await page.goto(server.url + '/admin/content/footer');
    await page.getByLabel(tc('contentEditors.footer.supportEmail')).fill('soporte-sin-arroba');
    await page.getByRole('button', { name: tc('contentEditors.common.save') }).click();
    const email = page.getByLabel(tc('contentEditors.footer.supportEmail'));
    await page.getByText(tc('content.fields.invalidEmail')).waitFor();
    await expect(email.getAttribute('aria-invalid')).resolves.toBe('true');
    await email.fill('ayuda@plaza.local');
    await page.getByRole('button', { name: tc('contentEditors.common.save') }).click();
    await page.getByText(tc('contentEditors.common.saved')).waitFor();
    expect((await market<{ support_email: string }>('/api/market/footer')).support_email).toBe('ayuda@plaza.local');
    // The console's shell logs the storefront session's 403 for an operator, and the refused
    // delete its 409: what the editors must never do is throw.
    expect(problems.filter((problem) => problem.startsWith('pageerror'))).toEqual([]);
  });
});
