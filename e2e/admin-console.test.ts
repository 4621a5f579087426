import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { t } from '@plaza/domain/messages/es-server';
import { ta } from '@plaza/domain/messages/es-admin';
import { tc } from '@plaza/domain/messages/es-admin-content';
import { th, type HistoryMessageKey } from '@plaza/domain/messages/es-history';
import { tp } from '@plaza/domain/messages/es-panel';
import { t as ts } from '@plaza/domain/messages/es-sellers';
import type { Product, Review } from '@plaza/domain/schemas/product';
import type { HeroSlide } from '@plaza/domain/schemas/section';
import type { Ubication } from '@plaza/domain/schemas/reference';
import { DEMO_CUSTOMER, logInThroughPage, openPage, PHONE, serverAndBrowser } from './harness';
import { ApiSession } from './session-client';

// Issue 19's "Done when", tried as a new user would, on a phone (360 px), against the built
// server: an applicant applies, the operator approves from the phone, the new seller reaches the
// panel through the mail; the operator edits the storefront's content, suspends a store, hides a
// review, and reads all of it in the audit log. The console's pages log no error at all: the
// operator's session is read without a request that fails.
const OPERATOR = { email: 'admin@plaza.local', password: 'Admin123!' };
const DEMO_SELLER = { email: 'vendedor@plaza.local', password: 'Vendedor123!' };
const PASSWORD = 'Tienda!Nueva2026';

const running = serverAndBrowser();

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Quoted-printable as the outbox writes it: soft line breaks and encoded '='. */
const decodeQuotedPrintable = (text: string) => text.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');

/** The welcome link mailed to a new seller once the store is approved. */
async function welcomeLink(email: string): Promise<string> {
  const outbox = join(running.server.dataDir, 'outbox');
  const deadline = Date.now() + 30_000;
  for (;;) {
    for (const name of (await readdir(outbox).catch(() => [] as string[])).filter((file) => file.endsWith('.eml') && file.includes(email))) {
      const link = decodeQuotedPrintable(await readFile(join(outbox, name), 'utf8')).match(/https?:\/\/[^\s"<]+\/reset-password\?token=[\w-]+&(?:amp;)?welcome=1/)?.[0];
      if (link) return link.replace('&amp;', '&');
    }
    if (Date.now() > deadline) throw new Error(`no welcome e-mail for ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The rating as the storefront's stars read it out ('4,5 de 5 estrellas'), to the nearest half. */
const starsLabel = (rating: number) => t('review.starsLabel', { rating: String(Math.round(rating * 2) / 2).replace('.', ',') });
const reviewCount = (count: number) => (count === 1 ? t('review.countOne') : t('review.count', { count }));
const average = (ratings: number[]) => ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length;

/** The product's stars beside its name, as a shopper reads them: the rating and the number of reviews. */
const productStars = (page: Page, rating: number, count: number) =>
  page.getByRole('main').getByRole('link', { name: new RegExp(`^${escape(starsLabel(rating))}\\s*${escape(reviewCount(count))}$`) });

/** A product with a review whose hiding changes the stars a shopper sees (and that has a comment to find it by). */
async function productWithTellingReview(): Promise<{ product: Product; review: Review; remaining: number[] }> {
  const seen = new Set<number>();
  for (const list of ['latest', 'tendency', 'specialOffers']) {
    for (const product of await running.server.json<Product[]>(`/api/market/products/${list}`)) {
      if (seen.has(product.product_id) || product.reviews < 2) continue;
      seen.add(product.product_id);
      const reviews = await running.server.json<Review[]>(`/api/market/products/${product.product_id}/reviews`);
      for (const review of reviews) {
        // The demo's comments come from a pool: the card must be told apart by its comment and author.
        if (reviews.filter((other) => other.comment === review.comment && other.user_name === review.user_name).length > 1) continue;
        const remaining = reviews.filter((other) => other !== review).map((other) => other.rating);
        if (review.comment && starsLabel(average(remaining)) !== starsLabel(product.rating)) return { product, review, remaining };
      }
    }
  }
  throw new Error('the demo data has no product whose rating a hidden review changes');
}

/** The console's sections on a phone: "Menú" opens them, choosing one closes it. */
async function openSection(page: Page, name: string) {
  await page.getByRole('button', { name: ta('shell.menu') }).click();
  await page.getByRole('navigation', { name: ta('shell.nav') }).getByRole('link', { name, exact: true }).click();
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

async function operatorLogsIn(context: BrowserContext) {
  const opened = await openPage(context);
  const { page } = opened;
  await page.goto(`${running.server.url}/login?next=${encodeURIComponent('/admin')}`);
  await page.getByRole('textbox', { name: t('account.email') }).fill(OPERATOR.email);
  await page.getByLabel(t('password.label'), { exact: true }).fill(OPERATOR.password);
  await page.getByRole('button', { name: t('auth.loginSubmit'), exact: true }).click();
  await page.waitForURL(`${running.server.url}/admin`);
  await heading(page, ta('opsScreens.dashboard.title')).waitFor();
  return opened;
}

describe('the operator console, on a phone', () => {
  it('approves an applicant, edits the storefront, suspends a store, hides a review, and reads it all in the log, without one console error', async () => {
    // An applicant applies on /become-a-seller.
    const [ubications] = await Promise.all([running.server.json<Ubication[]>('/api/admin/ubications')]);
    const province = ubications[0]!;
    const stamp = Date.now() % 100000;
    const email = `lucia.${Date.now()}@example.com`;
    const storeName = `Flores Lucía ${stamp}`;
    const applicantContext = await running.browser.newContext(PHONE);
    const { page: apply, problems: applyProblems } = await openPage(applicantContext);
    await apply.goto(running.server.url + '/become-a-seller');
    await apply.getByRole('heading', { level: 1, name: ts('becomeSeller.heroTitle') }).waitFor();
    await apply.getByRole('radio', { checked: true }).first().waitFor();
    await field(apply, ts('account.name')).fill('Lucía');
    await field(apply, ts('account.lastName')).fill('Martín');
    await apply.getByRole('textbox', { name: ts('account.email') }).fill(email);
    await field(apply, ts('becomeSeller.storeName')).fill(storeName);
    await field(apply, ts('becomeSeller.storeDescription')).fill('Ramos de flores frescas para cada ocasión.');
    await field(apply, ts('becomeSeller.province')).selectOption(province.province);
    await field(apply, ts('becomeSeller.municipality')).selectOption(String(province.townships[0]!.ubication_id));
    await apply.getByRole('checkbox', { name: new RegExp(ts('auth.termsLink')) }).check();
    await apply.getByRole('button', { name: ts('becomeSeller.submit') }).click();
    await apply.getByRole('heading', { level: 1, name: ts('becomeSeller.receivedTitle') }).waitFor();
    expect(applyProblems).toEqual([]);
    await applicantContext.close();

    // The operator signs in on the phone and approves it under Solicitudes.
    const operatorContext = await running.browser.newContext(PHONE);
    const { page, problems } = await operatorLogsIn(operatorContext);
    await openSection(page, ta('shell.applications'));
    await heading(page, ta('opsScreens.applications.title')).waitFor();
    const application = page.getByRole('article', { name: storeName });
    await application.getByText(email).waitFor();
    await application.getByRole('button', { name: ta('opsScreens.applications.approveNamed', { store: storeName }) }).click();
    const approveDialog = page.getByRole('dialog', { name: ta('opsScreens.applications.approveTitle', { store: storeName }) });
    await approveDialog.getByRole('button', { name: ta('opsScreens.applications.approve'), exact: true }).click();
    await page.getByRole('status').getByText(ta('opsScreens.applications.approvedNotice', { store: storeName })).waitFor();
    // It leaves the pending list, and is listed among the approved ones.
    await application.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: ta('opsScreens.applications.approved') }).click();
    await application.getByText(ta('opsScreens.applications.approved'), { exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // The new seller gets the mail, chooses a password through its link, and the panel opens.
    const sellerContext = await running.browser.newContext(PHONE);
    const { page: seller, problems: sellerProblems } = await openPage(sellerContext);
    await seller.goto((await welcomeLink(email)).replace(/^https?:\/\/[^/]+/, running.server.url));
    await seller.getByRole('heading', { level: 1, name: t('auth.welcomeTitle') }).waitFor();
    await field(seller, t('password.new')).fill(PASSWORD);
    await field(seller, t('password.confirmNew')).fill(PASSWORD);
    await seller.getByRole('button', { name: t('auth.resetSubmit') }).click();
    await seller.waitForURL(`${running.server.url}/seller`);
    await seller.getByRole('heading', { level: 1, name: tp('storeScreens.dashboard.title') }).waitFor();
    expect(sellerProblems).toEqual([]);
    await sellerContext.close();

    // A hero slide: Contenido → Portada; the home page shows the new title.
    const slide = (await running.server.json<HeroSlide[]>('/api/market/hero'))[1]!;
    const slideTitle = `Flores de temporada ${stamp}`;
    await openSection(page, ta('contentNav.hero'));
    await page.getByRole('button', { name: tc('contentEditors.hero.editSlide', { name: slide.tittle }) }).click();
    await field(page, tc('contentEditors.hero.tittle')).fill(slideTitle);
    await page.getByRole('button', { name: tc('contentEditors.common.save') }).click();
    await page.getByRole('status').getByText(tc('contentEditors.common.saved')).waitFor();
    await page.getByRole('link', { name: ta('shell.viewPlaza') }).click();
    await page.waitForURL(`${running.server.url}/`);
    await page.getByText(slideTitle).first().waitFor({ state: 'attached' });

    // A legal page: Documentos legales; its page on the storefront shows the new text.
    await page.goto(running.server.url + '/admin');
    await openSection(page, ta('contentNav.documents'));
    const privacyTitle = `Privacidad en Plaza ${stamp}`;
    await field(page, tc('contentEditors.documents.markdown')).fill(`# ${privacyTitle}\n\nTus datos son **tuyos**.`);
    await page.getByRole('region', { name: tc('contentEditors.documents.preview') }).getByRole('heading', { level: 1, name: privacyTitle }).waitFor();
    await page.getByRole('button', { name: tc('contentEditors.common.save') }).click();
    await page.getByText(tc('contentEditors.common.saved')).waitFor();
    await page.getByRole('link', { name: tc('contentEditors.documents.viewPage') }).click();
    await page.waitForURL(`${running.server.url}/privacy-policy`);
    await heading(page, privacyTitle).waitFor();

    // A review: Reseñas; the product's stars on the storefront change.
    const { product, review, remaining } = await productWithTellingReview();
    await page.goto(`${running.server.url}/store/${product.store_id}/product/${product.product_id}`);
    await productStars(page, product.rating, product.reviews).waitFor();
    await page.goto(running.server.url + '/admin');
    await openSection(page, ta('shell.reviews'));
    await field(page, ta('opsScreens.reviews.searchLabel')).fill(product.name);
    await page.getByRole('search').getByRole('button', { name: ta('opsScreens.common.search') }).click();
    const reviewCard = page
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: product.name, exact: true }) })
      .filter({ hasText: review.comment! })
      .filter({ hasText: review.user_name });
    await reviewCard.getByRole('button', { name: new RegExp(`^${escape(ta('opsScreens.reviews.hide'))} `) }).click();
    await page.getByRole('status').getByText(ta('opsScreens.reviews.hiddenNotice')).waitFor();
    await reviewCard.getByText(ta('opsScreens.reviews.hiddenBadge'), { exact: true }).waitFor();
    // 'Mostrar': the hidden ones keep it, the visible ones do not.
    const shown = field(page, ta('opsScreens.reviews.filter'));
    await shown.selectOption({ label: ta('opsScreens.reviews.filterHidden') });
    await page.waitForURL((url) => url.searchParams.get('hidden') === 'true' && url.searchParams.get('q') === product.name);
    await reviewCard.waitFor();
    await shown.selectOption({ label: ta('opsScreens.reviews.filterShown') });
    await page.waitForURL((url) => url.searchParams.get('hidden') === 'false');
    await reviewCard.waitFor({ state: 'detached' });
    await shown.selectOption({ label: ta('opsScreens.reviews.filterAll') });
    await page.waitForURL((url) => !url.searchParams.has('hidden'));
    await reviewCard.getByRole('link', { name: product.name }).click();
    await page.waitForURL(`${running.server.url}/store/${product.store_id}/product/${product.product_id}`);
    await productStars(page, average(remaining), remaining.length).waitFor();

    // A store: Tiendas, suspended with a reason; it vanishes from search and its page answers 404.
    // The demo seller's store, the one the panel opens on, so that its owner can read why.
    const demoSeller = new ApiSession(running.server.url);
    await demoSeller.login(DEMO_SELLER.email, DEMO_SELLER.password);
    const [ownStore] = (await (await demoSeller.get('/api/store_admin/stores')).json()) as { store_id: number; name: string }[];
    const listed = (await Promise.all(['latest', 'tendency', 'specialOffers'].map((list) => running.server.json<Product[]>(`/api/market/products/${list}`)))).flat();
    const victim = listed.find((other) => other.store_id === ownStore!.store_id);
    if (!victim) throw new Error(`no listed product of the demo seller's store ${ownStore!.name}`);
    const victimStore = ownStore!.name;
    // Words of its name that find it among the first results (search wants every word it is given).
    const words = victim.name.split(/\s+/).filter((part) => part.length >= 4);
    let word: string | undefined;
    for (const candidate of [...words, ...words.slice(1).map((part, i) => `${words[i]} ${part}`)]) {
      const found = await running.server.json<{ data: { results: Product[] } }>(`/api/market/search?q=${encodeURIComponent(candidate)}&page_size=8`);
      if (found.data.results.some((other) => other.product_id === victim.product_id)) {
        word = candidate;
        break;
      }
    }
    if (!word) throw new Error(`no word of "${victim.name}" finds it`);
    const searchFor = `/search?q=${encodeURIComponent(word)}`;
    await page.goto(running.server.url + searchFor);
    await page.getByRole('main').getByRole('link', { name: new RegExp(escape(victim.name)) }).first().waitFor();

    await page.goto(running.server.url + '/admin');
    await openSection(page, ta('shell.stores'));
    await field(page, ta('opsScreens.stores.searchLabel')).fill(victimStore);
    await page.getByRole('search').getByRole('button', { name: ta('opsScreens.common.search') }).click();
    const storeCard = page.getByRole('article', { name: victimStore, exact: true });
    await storeCard.getByRole('button', { name: ta('opsScreens.stores.suspendNamed', { store: victimStore }) }).click();
    const reason = `Fotos de productos ajenos, ${stamp}`;
    const suspendDialog = page.getByRole('dialog', { name: ta('opsScreens.stores.suspendTitle', { store: victimStore }) });
    await suspendDialog.getByLabel(ta('opsScreens.stores.suspendReason')).fill(reason);
    await suspendDialog.getByRole('button', { name: ta('opsScreens.stores.suspend'), exact: true }).click();
    await page.getByRole('status').getByText(ta('opsScreens.stores.suspendedNotice', { store: victimStore })).waitFor();
    await storeCard.getByText(ta('opsScreens.stores.suspendedReason', { reason })).waitFor();
    // The status filter keeps the search, goes into the address, and lists only what it says.
    const statusFilter = field(page, ta('opsScreens.stores.status'));
    await statusFilter.selectOption({ label: ta('opsScreens.stores.statusActive') });
    await page.waitForURL((url) => url.searchParams.get('status') === 'active' && url.searchParams.get('q') === victimStore);
    await page.getByText(ta('opsScreens.stores.empty')).waitFor();
    await statusFilter.selectOption({ label: ta('opsScreens.stores.statusSuspended') });
    await page.waitForURL((url) => url.searchParams.get('status') === 'suspended');
    await storeCard.waitFor();
    await statusFilter.selectOption({ label: ta('opsScreens.stores.statusAll') });
    await page.waitForURL((url) => !url.searchParams.has('status'));
    await storeCard.waitFor();

    await page.goto(running.server.url + searchFor);
    await page.getByText(new RegExp(`^(${escape(t('search.noResults'))}|\\d+ resultados|1 resultado)$`)).first().waitFor();
    await expect(page.getByRole('main').getByRole('link', { name: new RegExp(escape(victim.name)) }).count()).resolves.toBe(0);
    const storePage = await page.goto(`${running.server.url}/stores/${victim.store_slug}`);
    expect(storePage?.status()).toBe(404);

    // The log: the store's changes (from its row), then each kind of change, then the operator's own.
    await page.goto(running.server.url + '/admin/stores?q=' + encodeURIComponent(victimStore));
    await page.getByRole('article', { name: victimStore, exact: true }).getByRole('link', { name: `${ta('opsScreens.common.auditLink')}: ${victimStore}` }).click();
    await heading(page, ta('opsScreens.audit.title')).waitFor();
    await page.getByText(ta('opsScreens.audit.filterStore', { name: victimStore })).waitFor();
    const suspension = page.getByRole('article').filter({ hasText: reason });
    await suspension.getByRole('heading', { name: new RegExp(`^${escape(th('tables.stores'))} · ${th('operations.update')}`) }).waitFor();
    await page.getByRole('link', { name: ta('opsScreens.audit.removeFilter', { name: ta('opsScreens.audit.filterStore', { name: victimStore }) }) }).click();
    await page.getByText(ta('opsScreens.audit.filterStore', { name: victimStore })).waitFor({ state: 'detached' });

    // Each kind of change, chosen by its name in the list: the entry with what changed.
    const kinds = [
      ['hero_slides', slideTitle],
      ['documents', privacyTitle],
      ['store_applications', th('values.status.approved')],
      ['stores', reason],
    ] as const;
    for (const [table, text] of kinds) {
      const kind = `${table}.update`;
      const label = `${th(`tables.${table}` as HistoryMessageKey)} · ${th('operations.update')}`;
      await field(page, ta('opsScreens.audit.kind')).selectOption({ label });
      await page.getByRole('button', { name: ta('opsScreens.audit.apply') }).click();
      await page.waitForURL((url) => url.searchParams.get('kind') === kind);
      // The list of that kind alone, no longer the previous one kept on screen while it loads: the
      // form is drawn again with it, so the next choice is made on the form of this kind.
      await page.waitForFunction((heading) => {
        const headings = Array.from(document.querySelectorAll('main article h2'));
        return !document.querySelector('main [aria-busy]') && headings.length > 0 && headings.every((h) => h.textContent?.startsWith(heading));
      }, label);
      await page.getByRole('article').filter({ hasText: text }).first().waitFor();
    }
    await field(page, ta('opsScreens.audit.kind')).selectOption({ label: `${th('tables.reviews')} · ${th('operations.update')}` });
    await page.getByRole('button', { name: ta('opsScreens.audit.apply') }).click();
    const hidden = page.getByRole('article').filter({ hasText: th('fields.hidden_at') }).first();
    await hidden.waitFor();
    // Who did it: the operator's own changes, from the entry's author.
    await hidden.getByRole('link', { name: new RegExp(`^${escape(ta('opsScreens.audit.byUser', { name: '' }))}`) }).click();
    await page.getByText(new RegExp(`^${escape(ta('opsScreens.audit.filterUser', { name: '' }))}`)).waitFor();
    await page.getByRole('article').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // Every console and storefront page the operator opened: not one console error.
    expect(problems).toEqual([]);

    // The owner of the suspended store reads the reason in the panel.
    const ownerContext = await running.browser.newContext(PHONE);
    const { page: owner, problems: ownerProblems } = await openPage(ownerContext);
    await logInThroughPage(owner, running.server.url, DEMO_SELLER);
    await owner.goto(`${running.server.url}/seller`);
    const banner = owner.getByRole('region', { name: tp('suspension.title') });
    await banner.getByText(reason).waitFor();
    expect(ownerProblems).toEqual([]);
    await ownerContext.close();
    await operatorContext.close();
  });
});

describe('who may open the console', () => {
  it('sends a visitor to the login, and back to the console once signed in', async () => {
    const context = await running.browser.newContext(PHONE);
    const { page, problems } = await openPage(context);
    await page.goto(running.server.url + '/admin/applications');
    await page.waitForURL(`${running.server.url}/login?next=${encodeURIComponent('/admin/applications')}`);
    await page.getByRole('textbox', { name: t('account.email') }).fill(OPERATOR.email);
    await page.getByLabel(t('password.label'), { exact: true }).fill(OPERATOR.password);
    await page.getByRole('button', { name: t('auth.loginSubmit'), exact: true }).click();
    await page.waitForURL(`${running.server.url}/admin/applications`);
    await heading(page, ta('opsScreens.applications.title')).waitFor();
    expect(problems.filter((problem) => !/status of 403/.test(problem))).toEqual([]);
    await context.close();
  });

  for (const [who, account] of [
    ['a customer', DEMO_CUSTOMER],
    ['a seller', DEMO_SELLER],
  ] as const) {
    it(`shows ${who} the 403 page with its message`, async () => {
      const context = await running.browser.newContext(PHONE);
      const { page, problems } = await openPage(context);
      await logInThroughPage(page, running.server.url, account);
      const response = await page.goto(running.server.url + '/admin/stores');
      expect(response?.status()).toBe(403);
      await page.getByText(ta('access.adminsOnly')).waitFor();
      await page.getByRole('link', { name: ta('shell.backToPlaza') }).waitFor();
      expect(await page.getByRole('navigation', { name: ta('shell.nav') }).count()).toBe(0);
      expect(problems.filter((problem) => !/status of 403/.test(problem))).toEqual([]);
      await context.close();
    });
  }
});
