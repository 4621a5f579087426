import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { ta } from '@plaza/domain/messages/es-admin';
import { tc } from '@plaza/domain/messages/es-admin-content';
import { tp } from '@plaza/domain/messages/es-panel';
import { t } from '@plaza/domain/messages/es-server';
import { t as ts } from '@plaza/domain/messages/es-search';
import type { Product } from '@plaza/domain/schemas/product';
import { type DESKTOP, launchBrowser, PHONE, startServer, type RunningServer, waitForAppOnLoad } from './harness';

/**
 * The accessibility gate: axe-core on every screen of spec section 2, with the popups that live
 * in the shell (cart drawer, header search suggestions, account menu), for a visitor and for a
 * customer, on a phone and on a desktop. Any violation of impact serious or critical fails it.
 * One file per width (a11y-phone.test.ts, a11y-desktop.test.ts) calls auditEveryScreen.
 */

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** WCAG 2.0, 2.1 and 2.2 at levels A and AA (2.2 added AA rules only). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);
const DEMO_CUSTOMER = { email: 'cliente@plaza.local', password: 'Cliente123!' };
const DEMO_SELLER = { email: 'vendedor@plaza.local', password: 'Vendedor123!' };
const DEMO_ADMIN = { email: 'admin@plaza.local', password: 'Admin123!' };

/**
 * The console's content editors, as apps/web/src/admin/content-routes.tsx exports them
 * (`contentScreens`): read from the file's text, as bench/admin.bench.mjs does, since the e2e
 * project does not compile the web app's JSX.
 */
const contentScreens: string[] = [
  ...(readFileSync(new URL('../apps/web/src/admin/content-routes.tsx', import.meta.url), 'utf8')
    .match(/export const contentScreens = \[([\s\S]*?)\]/)?.[1]
    ?.matchAll(/'([^']+)'/g) ?? []),
].map((match) => match[1]!);

interface Finding {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

interface Fixtures {
  product: Product;
  storeSlug: string;
  tagSlug: string;
  sectionSlug: string;
  searchWord: string;
  /** The carts the cart drawer and the checkout show: two stores, so the store tabs show too. */
  carts: string;
  checkoutStoreId: number;
}

export type Viewport = typeof PHONE | typeof DESKTOP;
type Audience = 'visitor' | 'customer' | 'seller' | 'admin';

interface Screen {
  name: string;
  /** Who can open it: a visitor is sent away from /profile and /checkout, a customer from /login. */
  for: readonly Audience[];
  path: (f: Fixtures) => string;
  /** Brings the screen to the state to audit once the page has settled (open a popup, a panel). */
  open?: (page: Page, f: Fixtures, viewport: Viewport) => Promise<void>;
  /** Only at this width (the profile's drawer exists on phones only). */
  only?: Viewport;
  /** Holds an API answer back to audit the state that waits for it. */
  hold?: string;
}

const BOTH: readonly Audience[] = ['visitor', 'customer'];

const SCREENS: Screen[] = [
  { name: 'home', for: BOTH, path: () => '/' },
  { name: 'stores', for: BOTH, path: () => '/stores' },
  {
    name: 'stores, filters open',
    for: ['visitor'],
    path: () => '/stores',
    open: async (page) => {
      await page.getByRole('button', { name: t('stores.filters') }).click();
      await page.getByLabel(t('stores.province')).waitFor();
    },
  },
  { name: 'store', for: BOTH, path: (f) => `/stores/${f.storeSlug}` },
  { name: 'store tag', for: ['visitor'], path: (f) => `/stores/${f.storeSlug}/tags/${f.tagSlug}` },
  { name: 'store search', for: ['visitor'], path: (f) => `/stores/${f.storeSlug}/search?q=${encodeURIComponent(f.searchWord)}` },
  { name: 'section', for: ['visitor'], path: (f) => `/sections/${f.sectionSlug}` },
  { name: 'product', for: BOTH, path: (f) => `/store/${f.product.store_id}/product/${f.product.product_id}` },
  { name: 'search', for: BOTH, path: (f) => `/search?q=${encodeURIComponent(f.searchWord)}` },
  { name: 'search, no query', for: ['visitor'], path: () => '/search' },
  // Issue 20: the sort, the chips of the filters on, and the filter sheet open (its error shown).
  { name: 'search, sorted and filtered', for: ['visitor'], path: () => '/search?sort=price_asc&min_price=10&max_price=5000&offer=1&in_stock=1' },
  {
    name: 'search, filters open',
    for: BOTH,
    path: () => '/search?sort=price_desc&offer=1&currency=USD',
    open: async (page) => {
      await page.getByRole('button', { name: new RegExp(`^${ts('searchFilters.open')}`) }).click();
      const sheet = page.getByRole('dialog', { name: ts('searchFilters.title') });
      await sheet.getByLabel(ts('searchFilters.currency')).locator('option[value="USD"]').waitFor({ state: 'attached' });
      await sheet.getByLabel(ts('searchFilters.minPrice')).fill('50');
      await sheet.getByLabel(ts('searchFilters.maxPrice')).fill('10');
      await sheet.getByRole('button', { name: ts('searchFilters.apply') }).click();
      await sheet.getByRole('alert').waitFor();
    },
  },
  {
    name: 'store search, filters open',
    for: ['visitor'],
    path: (f) => `/stores/${f.storeSlug}/search?wholesale=1`,
    open: async (page) => {
      await page.getByRole('button', { name: new RegExp(`^${ts('searchFilters.open')}`) }).click();
      await page.getByRole('dialog', { name: ts('searchFilters.title') }).getByRole('checkbox', { name: ts('searchFilters.wholesale') }).waitFor();
    },
  },
  {
    name: 'cart drawer',
    for: BOTH,
    path: () => '/stores',
    open: async (page) => {
      await page.getByRole('banner').getByRole('button', { name: /^Carrito/ }).click();
      await page.getByRole('dialog', { name: t('cart.title') }).waitFor();
    },
  },
  {
    name: 'header search suggestions',
    for: BOTH,
    path: () => '/stores',
    open: async (page, f) => {
      await page.getByRole('banner').getByRole('button', { name: t('header.openSearch') }).click();
      await page.getByRole('combobox', { name: t('header.search') }).fill(f.searchWord.slice(0, 4));
      await page.getByRole('listbox', { name: t('search.suggestions') }).getByRole('option').first().waitFor();
    },
  },
  {
    name: 'account menu',
    for: BOTH,
    path: () => '/stores',
    open: async (page) => {
      await page.getByRole('banner').getByRole('button', { name: t('header.account') }).click();
      await page.getByRole('banner').getByRole('link', { name: /Iniciar Sesión|Perfil/ }).waitFor();
    },
  },
  { name: 'checkout', for: ['customer'], path: (f) => `/checkout/${f.checkoutStoreId}` },
  {
    name: 'checkout, order placed',
    for: ['customer'],
    path: (f) => `/checkout/${f.checkoutStoreId}`,
    open: async (page) => {
      await page.getByRole('group', { name: t('checkout.paymentTitle') }).getByRole('radio').first().check();
      await page.getByRole('button', { name: t('checkout.pay') }).click();
      await page.getByRole('heading', { level: 1, name: t('orders.created') }).waitFor();
    },
  },
  { name: 'profile: Perfil', for: ['customer'], path: () => '/profile' },
  { name: 'profile: Pedidos', for: ['customer'], path: () => '/profile?section=orders' },
  { name: 'profile: Favoritos', for: ['customer'], path: () => '/profile?section=favorites' },
  { name: 'profile: Referidos', for: ['customer'], path: () => '/profile?section=referrals' },
  {
    name: 'profile drawer',
    for: ['customer'],
    only: PHONE,
    path: () => '/profile',
    open: async (page) => {
      await page.getByRole('button', { name: t('profile.openMenu') }).click();
      await page.getByRole('dialog', { name: t('profile.title') }).waitFor();
    },
  },
  { name: 'login', for: ['visitor'], path: () => '/login' },
  {
    name: 'login, errors shown',
    for: ['visitor'],
    path: () => '/login',
    open: async (page) => {
      await page.getByRole('button', { name: t('auth.loginSubmit'), exact: true }).click();
      await page.locator('[aria-invalid="true"]').first().waitFor();
    },
  },
  { name: 'signup', for: BOTH, path: () => '/signup' },
  {
    name: 'signup, errors shown',
    for: ['visitor'],
    path: () => '/signup',
    open: async (page) => {
      await page.getByRole('button', { name: t('auth.signupSubmit') }).click();
      await page.locator('[aria-invalid="true"]').first().waitFor();
    },
  },
  {
    name: 'signup, account created',
    for: ['visitor'],
    path: () => '/signup',
    open: async (page, _, viewport) => {
      await page.getByRole('textbox', { name: t('account.email') }).fill(`a11y.${viewport.viewport.width}.${Date.now()}@example.com`);
      await page.getByLabel(t('password.label'), { exact: true }).fill('Secreta1!');
      await page.getByLabel(t('password.confirm')).fill('Secreta1!');
      await page.getByLabel(t('account.name')).fill('Ana');
      await page.getByLabel(t('account.lastName')).fill('Prueba');
      await page.getByRole('checkbox', { name: new RegExp(t('auth.termsLink')) }).check();
      await page.getByRole('checkbox', { name: new RegExp(t('auth.privacyLink')) }).check();
      await page.getByRole('button', { name: t('auth.signupSubmit') }).click();
      await page.getByRole('dialog', { name: t('auth.signupSuccessTitle') }).waitFor();
    },
  },
  { name: 'activate, no token', for: BOTH, path: () => '/activate' },
  {
    name: 'activate, bad token',
    for: ['visitor'],
    path: () => '/activate?token=no-es-un-token-valido',
    open: async (page) => {
      await page.getByRole('button', { name: t('auth.resendSubmit') }).waitFor();
    },
  },
  { name: 'forgot password', for: BOTH, path: () => '/forgot-password' },
  { name: 'reset password, no token', for: ['visitor'], path: () => '/reset-password' },
  { name: 'reset password', for: ['visitor'], path: () => '/reset-password?token=un-token-de-prueba' },
  { name: 'become a seller', for: BOTH, path: () => '/become-a-seller' },
  { name: 'confirm an application, bad link', for: ['visitor'], path: () => '/become-a-seller/confirm?token=no-es-un-token-valido' },
  { name: 'referral link', for: ['visitor'], path: () => '/ref/enlace-de-prueba', hold: '**/api/market/ref/**' },
  { name: 'privacy policy', for: ['visitor'], path: () => '/privacy-policy' },
  { name: 'terms and conditions', for: ['visitor'], path: () => '/terms-and-conditions' },
  { name: '404', for: BOTH, path: () => '/esta/pagina/no/existe' },
  // The seller panel, for the demo seller.
  { name: 'panel: dashboard', for: ['seller'], path: () => '/seller' },
  { name: 'panel: products', for: ['seller'], path: () => '/seller/products' },
  {
    name: 'panel: product editor',
    for: ['seller'],
    path: () => '/seller/products',
    open: async (page) => {
      await page.getByRole('link', { name: new RegExp(`^${tp('productScreens.edit')}`) }).first().click();
      await page.getByRole('heading', { level: 1, name: tp('productScreens.editTitle') }).waitFor();
      await page.getByRole('img', { name: /^Foto 1 de / }).first().waitFor();
    },
  },
  {
    name: 'panel: new product, errors shown',
    for: ['seller'],
    path: () => '/seller/products/new',
    open: async (page) => {
      await page.getByRole('button', { name: tp('productScreens.create') }).click();
      await page.locator('[aria-invalid="true"]').first().waitFor();
    },
  },
  { name: 'panel: store profile', for: ['seller'], path: () => '/seller/store' },
  { name: 'panel: tags', for: ['seller'], path: () => '/seller/tags' },
  { name: 'panel: store history', for: ['seller'], path: () => '/seller/store/history' },
  { name: 'panel: billing', for: ['seller'], path: () => '/seller/billing' },
  { name: 'panel: team', for: ['seller'], path: () => '/seller/team' },
  { name: 'panel: security', for: ['seller'], path: () => '/seller/security' },
  {
    name: 'panel: payment method form',
    for: ['seller'],
    path: () => '/seller/payment-methods',
    open: async (page) => {
      await page.getByRole('button', { name: tp('storeScreens.payments.add') }).click();
      await page.getByLabel(tp('storeScreens.payments.name'), { exact: true }).waitFor();
    },
  },
  {
    name: 'panel: coupon form',
    for: ['seller'],
    path: () => '/seller/coupons',
    open: async (page) => {
      await page.getByRole('button', { name: tp('storeScreens.coupons.add') }).click();
      await page.getByLabel(tp('storeScreens.coupons.code'), { exact: true }).waitFor();
    },
  },
  // The operator console, for the demo operator (issue 19: the applications list and the content editors at least).
  { name: 'console: dashboard', for: ['admin'], path: () => '/admin' },
  { name: 'console: applications', for: ['admin'], path: () => '/admin/applications' },
  { name: 'console: approved applications', for: ['admin'], path: () => '/admin/applications?status=approved' },
  {
    name: 'console: menu open',
    for: ['admin'],
    only: PHONE,
    path: () => '/admin',
    open: async (page) => {
      await page.getByRole('button', { name: ta('shell.menu') }).click();
      await page.getByRole('navigation', { name: ta('shell.nav') }).waitFor();
    },
  },
  { name: 'console: stores', for: ['admin'], path: () => '/admin/stores' },
  {
    name: 'console: suspend dialog, errors shown',
    for: ['admin'],
    path: () => '/admin/stores',
    open: async (page) => {
      await page.getByRole('button', { name: new RegExp(`^${ta('opsScreens.stores.suspendNamed', { store: '' })}`) }).first().click();
      await page.getByRole('dialog').getByRole('button', { name: ta('opsScreens.stores.suspend'), exact: true }).click();
      await page.getByRole('dialog').locator('[aria-invalid="true"]').waitFor();
    },
  },
  { name: 'console: users', for: ['admin'], path: () => '/admin/users' },
  { name: 'console: reviews', for: ['admin'], path: () => '/admin/reviews' },
  { name: 'console: audit log', for: ['admin'], path: () => '/admin/audit' },
  { name: 'console: queue', for: ['admin'], path: () => '/admin/queue' },
  { name: 'console: store billing', for: ['admin'], path: (f) => `/admin/stores/${f.checkoutStoreId}/billing` },
  { name: 'console: payouts', for: ['admin'], path: () => '/admin/payouts' },
  { name: 'console: security', for: ['admin'], path: () => '/admin/security' },
  ...contentScreens.map((path): Screen => ({ name: `console: ${path.replace('/admin/content/', '')}`, for: ['admin'], path: () => path })),
  {
    name: 'console: hero slide editor',
    for: ['admin'],
    path: () => '/admin/content/hero',
    open: async (page) => {
      await page.getByRole('button', { name: new RegExp(`^${tc('contentEditors.hero.editSlide', { name: '' })}`) }).first().click();
      await page.getByLabel(tc('contentEditors.hero.tittle'), { exact: true }).waitFor();
    },
  },
];

let server: RunningServer;
let browser: Browser;
let fixtures: Fixtures;


async function loadFixtures(): Promise<Fixtures> {
  const latest = await server.json<Product[]>('/api/market/products/latest');
  const product = latest.find((p) => p.images.length > 0 && p.stock > 0) ?? latest[0]!;
  const other = latest.find((p) => p.store_id !== product.store_id && p.stock > 0)!;
  const [section] = await server.json<{ slug: string }[]>('/api/market/customSection');
  const [tag] = await server.json<{ slug: string }[]>(`/api/market/stores/${product.store_slug}/tags/`);
  const line = (p: Product) => ({
    productId: p.product_id,
    quantity: 1,
    product: { name: p.name, price: p.price, currency: p.currency, stock: p.stock, images: p.images, wholesale_prices: p.wholesale_prices },
  });
  const carts = JSON.stringify({
    version: 1,
    carts: [other, product].map((p) => ({ storeId: p.store_id, storeName: p.store_name, items: [line(p)] })),
  });
  return {
    product,
    storeSlug: product.store_slug,
    tagSlug: tag!.slug,
    sectionSlug: section!.slug,
    searchWord: product.name.split(/\s+/).find((word) => word.length >= 4) ?? product.name,
    carts,
    checkoutStoreId: product.store_id,
  };
}

/** Requests the page has started and not yet finished: a settled page has none for a moment. */
function trackRequests(page: Page): () => number {
  const pending = new Set<unknown>();
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return () => pending.size;
}

/** Loading is over: no skeleton, no busy region, no spinner, and no request in flight for 150 ms. */
async function loaded(page: Page, inFlight: () => number) {
  await page.waitForFunction(
    () =>
      document.querySelector('main') !== null &&
      document.querySelector('.animate-pulse, [aria-busy="true"], .animate-spin') === null,
    undefined,
    { timeout: 15_000 },
  );
  const deadline = Date.now() + 10_000;
  for (let quiet = 0; quiet < 3 && Date.now() < deadline; ) {
    await page.waitForTimeout(50);
    quiet = inFlight() === 0 ? quiet + 1 : 0;
  }
}

/**
 * The page as a shopper who has used it sees it, and holding still: the page is scrolled to its
 * end and back (so every deferred row has brought its remaining items and every row below the
 * fold is laid out), then it waits until the fonts are loaded, every image on screen has decoded,
 * no finite animation runs, no request is in flight and the DOM has not changed for 300 ms. The
 * audit never races rows arriving, images and fonts loading or a transition ending.
 */
async function settle(page: Page, inFlight: () => number) {
  await loaded(page, inFlight);
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // One screen at a time: every part of the page is on screen once on the way down.
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await frame();
    }
    window.scrollTo(0, 0);
    await frame();
  });
  await holdsStill(page, inFlight);
}

async function holdsStill(page: Page, inFlight: () => number) {
  await page.evaluate(() => {
    const marked = window as unknown as { __lastMutation?: number };
    if (marked.__lastMutation !== undefined) return;
    marked.__lastMutation = performance.now();
    new MutationObserver(() => (marked.__lastMutation = performance.now())).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  });
  const still = () =>
    page.evaluate(async () => {
      await document.fonts.ready;
      const onScreen = (element: Element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
      };
      const imagesIn = Array.from(document.images).filter(onScreen).every((image) => image.complete);
      const animating = document
        .getAnimations()
        .some((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity);
      const lastMutation = (window as unknown as { __lastMutation: number }).__lastMutation;
      return imagesIn && !animating && performance.now() - lastMutation > 300;
    });
  const deadline = Date.now() + 15_000;
  while (!((await still()) && inFlight() === 0)) {
    if (Date.now() > deadline) throw new Error(`the page did not hold still within 15 s: ${page.url()}`);
    await page.waitForTimeout(100);
  }
}

async function audit(page: Page): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } }).axe;
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
    }));
  }, WCAG_TAGS);
}

async function logIn(context: BrowserContext, account: { email: string; password: string }, next = '/') {
  const page = waitForAppOnLoad(await context.newPage());
  // An operator signs in on the way to the console: the storefront refuses an operator's account.
  await page.goto(server.url + (next === '/' ? '/login' : `/login?next=${encodeURIComponent(next)}`));
  await page.getByRole('textbox', { name: t('account.email') }).fill(account.email);
  await page.getByLabel(t('password.label'), { exact: true }).fill(account.password);
  await page.getByRole('button', { name: t('auth.loginSubmit'), exact: true }).click();
  await page.waitForURL(server.url + next);
  await page.close();
}

/** Audits every screen the audience can open at one width; returns one line per failing rule and screen. */
async function auditScreens(viewport: Viewport, audience: Audience): Promise<string[]> {
  const width = `${viewport.viewport.width} px`;
  // Reduced motion: transitions end at once and the hero stops turning, so what is audited holds still.
  const context = await browser.newContext({ ...viewport, reducedMotion: 'reduce' });
  const failures: string[] = [];
  try {
    await context.addInitScript((carts) => {
      if (localStorage.getItem('plaza.carts') === null) localStorage.setItem('plaza.carts', carts);
    }, fixtures.carts);
    if (audience === 'admin') await logIn(context, DEMO_ADMIN, '/admin');
    else if (audience !== 'visitor') await logIn(context, audience === 'seller' ? DEMO_SELLER : DEMO_CUSTOMER);
    const page = waitForAppOnLoad(await context.newPage());
    const inFlight = trackRequests(page);
    for (const screen of SCREENS) {
      if (!screen.for.includes(audience) || (screen.only && screen.only !== viewport)) continue;
      const path = screen.path(fixtures);
      let held: Route | undefined;
      if (screen.hold) await page.route(screen.hold, (route) => void (held = route));
      await page.goto(server.url + path);
      if (screen.hold) await page.getByText(t('referral.processing')).waitFor();
      else await settle(page, inFlight);
      if (screen.open) {
        await screen.open(page, fixtures, viewport);
        await holdsStill(page, inFlight);
      }
      const started = Date.now();
      const findings = await audit(page);
      if (process.env.A11Y_TIMING) console.log(`${screen.name} @ ${width}, ${audience}: axe ${Date.now() - started} ms`);
      for (const finding of findings) {
        const line = `${screen.name} (${path}) @ ${width}, ${audience}: ${finding.id} [${finding.impact}] ${finding.help}\n    ${finding.targets.join('\n    ')}`;
        if (FAILING_IMPACTS.has(finding.impact ?? '')) failures.push(line);
        else console.warn(`a11y (not failing) ${line}`);
      }
      if (screen.hold) {
        await page.unroute(screen.hold);
        await held?.abort().catch(() => undefined);
      }
    }
  } finally {
    await context.close();
  }
  return failures;
}

/**
 * The gate at one width, one test per audience, on its own server: a11y-phone.test.ts and
 * a11y-desktop.test.ts call it.
 *
 * Two audiences at a time, each in a browser context of its own: a screen's audit mostly waits
 * (for the page to settle and hold still), and one at a time kept the machine half idle (about
 * 0.55 of a core over the file's 190 s). The shoppers first, then the panels, as before: the
 * visitor's sign-up and the customer's order are written before the seller's dashboard and the
 * console's lists are audited, so each audience sees the same data on every run.
 */
export function auditEveryScreen(name: string, viewport: Viewport) {
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    fixtures = await loadFixtures();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const auditSideBySide = (audiences: readonly Audience[]) =>
    it.concurrent.for(audiences)('finds no serious or critical violation for a %s', { timeout: 240_000 }, async (audience, { expect }) => {
      const failures = await auditScreens(viewport, audience);
      expect(failures, `\n${failures.join('\n')}\n`).toEqual([]);
    });

  describe(`axe-core on ${name}`, () => {
    describe('shoppers', () => auditSideBySide(['visitor', 'customer']));
    describe('panels', () => auditSideBySide(['seller', 'admin']));
  });
}
