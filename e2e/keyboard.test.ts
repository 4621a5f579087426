import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { t } from '@plaza/domain/messages/es-server';
import { isOfferActive } from '@plaza/domain/pricing';
import type { Product } from '@plaza/domain/schemas/product';
import { DESKTOP, launchBrowser, openPage, PHONE, startServer, type RunningServer, waitForAppOnLoad } from './harness';

/** The storefront with the keyboard alone: no click, no tap, from the home page to the checkout. */

const DEMO_CUSTOMER = { email: 'cliente@plaza.local', password: 'Cliente123!' };

let server: RunningServer;
let browser: Browser;
let products: Product[];

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const stores = (await (await fetch(`${server.url}/api/market/stores`)).json()) as { slug: string }[];
  const details = await Promise.all(
    stores.map(async (store) => (await (await fetch(`${server.url}/api/market/stores/${store.slug}`)).json()) as { categories: { products: Product[] }[] }),
  );
  products = details.flatMap((detail) => detail.categories.flatMap((category) => category.products));
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A retail product in stock with no delivery date and no offer: the plainest thing to buy. */
function plainProduct(skip: number): Product {
  const now = new Date();
  const plain = products.filter(
    (p) => p.price > 0 && p.wholesale_prices.length === 0 && p.stock >= 5 && !p.availability && !isOfferActive(p.special_offer, now, p.price),
  );
  const product = plain[skip];
  if (!product) throw new Error('the seed has too few plain retail products');
  return product;
}

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement).catch(() => false);

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 80 } = {}): Promise<void> {
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await isFocused(target)) return;
  }
  const active = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
  throw new Error(`${String(target)} never got the focus in ${max} presses; the focus is on ${active}`);
}

/** Whether the focus is inside the element the locator names. */
const holdsFocus = (locator: Locator) => locator.evaluate((element) => element.contains(document.activeElement)).catch(() => false);

/**
 * Whether the focus is inside the header's open search, read from the focus itself: the plain box
 * gives way to the full one when its code arrives, and an element looked up first could be gone.
 */
const focusInSearch = (page: Page) => page.evaluate(() => document.activeElement?.closest('[role="search"]') != null);

async function logInWithKeyboard(page: Page) {
  await page.goto(server.url + '/login');
  const email = page.getByRole('textbox', { name: t('account.email') });
  await tabTo(page, email);
  await page.keyboard.type(DEMO_CUSTOMER.email);
  await tabTo(page, page.getByLabel(t('password.label'), { exact: true }));
  await page.keyboard.type(DEMO_CUSTOMER.password);
  await page.keyboard.press('Enter');
  await page.waitForURL(server.url + '/');
}

describe.each([
  ['a desktop', DESKTOP, 'Enter', 0],
  ['a phone', PHONE, 'Space', 1],
] as const)('the keyboard alone on %s', (_, viewport, addKey, skip) => {
  it('logs in with Enter, searches, picks a suggestion, adds to the cart and reaches the checkout', async () => {
    const product = plainProduct(skip);
    const context = await browser.newContext(viewport);
    const { page, problems } = await openPage(context);

    await logInWithKeyboard(page);

    // From the top of the home page to the header's search.
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const banner = page.getByRole('banner');
    await tabTo(page, banner.getByRole('button', { name: t('header.openSearch') }));
    await page.keyboard.press('Enter');
    const box = page.getByRole('combobox', { name: t('header.search') });
    await expect.poll(() => isFocused(box)).toBe(true);
    await page.keyboard.type(product.name.slice(0, 4));
    const listbox = page.getByRole('listbox', { name: t('search.suggestions') });
    await listbox.getByRole('option', { name: product.name }).waitFor();

    // ArrowDown walks the suggestions while the focus stays in the box.
    const count = await listbox.getByRole('option').count();
    let active = '';
    for (let step = 0; step < count && active !== product.name; step++) {
      await page.keyboard.press('ArrowDown');
      const id = await box.getAttribute('aria-activedescendant');
      expect(id).toBeTruthy();
      active = (await page.locator(`[id="${id}"]`).textContent()) ?? '';
    }
    expect(active).toBe(product.name);
    expect(await isFocused(box)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === product.name);

    // From the results to the product.
    const card = page.getByRole('link', { name: product.name, exact: true }).first();
    await card.waitFor();
    await tabTo(page, card);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}/store/${product.store_id}/product/${product.product_id}`);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();

    // Add to the cart with Enter on one width and Space on the other.
    const add = page.getByRole('button', { name: t('product.addToCart') });
    await tabTo(page, add);
    await page.keyboard.press(addKey);
    await page.getByText(t('cart.added', { quantity: 1, name: product.name })).waitFor();

    // Back up to the header's cart button and open the drawer.
    const cartButton = banner.getByRole('button', { name: t('header.cartWithOneItem') });
    await tabTo(page, cartButton, { backwards: true, max: 120 });
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: t('cart.title') });
    await drawer.waitFor();
    await expect.poll(() => holdsFocus(drawer)).toBe(true);

    // The focus cannot leave the open drawer, forwards or backwards.
    for (let presses = 0; presses < 12; presses++) {
      await page.keyboard.press('Tab');
      expect(await holdsFocus(drawer), `after ${presses + 1} Tab`).toBe(true);
    }
    for (let presses = 0; presses < 12; presses++) {
      await page.keyboard.press('Shift+Tab');
      expect(await holdsFocus(drawer), `after ${presses + 1} Shift+Tab`).toBe(true);
    }

    // Escape closes it and the focus is back on the button that opened it.
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.count()).toBe(0);
    expect(await isFocused(cartButton)).toBe(true);

    // Open it again and go to the checkout.
    await page.keyboard.press('Enter');
    await drawer.waitFor();
    await tabTo(page, drawer.getByRole('link', { name: t('cart.checkout') }), { max: 20 });
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}/checkout/${product.store_id}`);
    await page.getByRole('heading', { level: 1, name: t('checkout.title') }).waitFor();

    // A payment method chosen with the keyboard enables 'Pagar'.
    const pay = page.getByRole('button', { name: t('checkout.pay') });
    expect(await pay.isDisabled()).toBe(true);
    const methods = page.getByRole('group', { name: t('checkout.paymentTitle') });
    await tabTo(page, methods.getByRole('radio').first());
    await page.keyboard.press('Space');
    await expect.poll(() => pay.isEnabled()).toBe(true);
    await tabTo(page, pay, { max: 20 });

    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('popups with the keyboard', () => {
  it('closes the account menu and the header search with Escape and gives the focus back', async () => {
    const context = await browser.newContext(DESKTOP);
    const { page } = await openPage(context);
    await page.goto(server.url + '/stores');
    const banner = page.getByRole('banner');

    const account = banner.getByRole('button', { name: t('header.account') });
    await tabTo(page, account);
    await page.keyboard.press('Enter');
    const login = banner.getByRole('link', { name: t('header.login') });
    await tabTo(page, login, { max: 3 });
    await page.keyboard.press('Escape');
    await expect.poll(() => login.isVisible()).toBe(false);
    expect(await isFocused(account)).toBe(true);

    const toggle = banner.getByRole('button', { name: t('header.openSearch') });
    await tabTo(page, toggle, { backwards: true, max: 5 });
    await page.keyboard.press('Enter');
    await page.keyboard.type('tel');
    await page.getByRole('listbox', { name: t('search.suggestions') }).getByRole('option').first().waitFor();
    // The first Escape closes the suggestions, the second the search box.
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('listbox', { name: t('search.suggestions') }).isVisible()).toBe(false);
    await page.keyboard.press('Escape');
    await expect.poll(() => isFocused(toggle)).toBe(true);
    await context.close();
  });

  it.each([
    ['with its full code', false],
    ['in the plain box that takes the typing while its full code is still coming', true],
  ] as const)('keeps the focus in the full-screen search on a phone, %s', async (_, slow) => {
    // The slow case holds the box's chunk until released (no service worker, which the route would not see).
    const context = await browser.newContext(slow ? { ...PHONE, serviceWorkers: 'block' } : PHONE);
    let release = () => {};
    if (slow) {
      const held = new Promise<void>((resolve) => (release = resolve));
      await context.route(/\/assets\/header-search-form-[^/]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
    }
    const { page } = await openPage(context);
    await page.goto(server.url + '/stores');
    const toggle = page.getByRole('banner').getByRole('button', { name: t('header.openSearch') });
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    const search = page.getByRole('search');
    await search.waitFor();
    // With its full code: the full box (its back button is its own) before anything is typed.
    if (!slow) await search.getByRole('button', { name: t('header.closeSearch') }).waitFor();
    await page.keyboard.type('tel');
    const suggestions = page.getByRole('listbox', { name: t('search.suggestions') });
    if (slow) expect(await suggestions.count()).toBe(0);
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let presses = 0; presses < 6; presses++) {
        await page.keyboard.press(key);
        expect(await focusInSearch(page), `after ${presses + 1} ${key}`).toBe(true);
      }
    }
    if (slow) {
      // The full box takes over with what was typed, its suggestions asked for.
      release();
      await suggestions.getByRole('option').first().waitFor();
      expect(await search.getByRole('combobox').inputValue()).toBe('tel');
      expect(await focusInSearch(page)).toBe(true);
    }
    // The box keeps what was typed; Escape folds it away and the focus goes back to the toggle
    // (a first Escape closes the suggestions when they are open: the toggle is not back yet).
    await page.keyboard.press('Escape');
    if ((await toggle.count()) === 0) await page.keyboard.press('Escape');
    await expect.poll(() => isFocused(toggle)).toBe(true);
    await context.close();
  });

  it('opens the search with an Enter pressed on a phone before the app runs the page, once it does', async () => {
    const context = await browser.newContext(PHONE);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route(/\/assets\/app-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // Not openPage: its goto waits for the app, which is held here.
    const page = await context.newPage();
    await page.goto(server.url + '/stores', { waitUntil: 'domcontentloaded' });
    const toggle = page.getByRole('banner').getByRole('button', { name: t('header.openSearch') });
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    const search = page.getByRole('search');
    await page.waitForTimeout(500);
    expect(await search.count()).toBe(0);
    // The app arrives: the Enter it did not see yet is replayed, and the box takes the focus.
    release();
    await search.waitFor();
    await expect.poll(() => focusInSearch(page)).toBe(true);
    await context.close();
  });

  it('keeps the focus in the profile drawer on a phone and returns it to the menu button', async () => {
    const context = await browser.newContext(PHONE);
    const { page } = await openPage(context);
    await logInWithKeyboard(page);
    await page.goto(server.url + '/profile');
    const menu = page.getByRole('button', { name: t('profile.openMenu') });
    await tabTo(page, menu);
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: t('profile.title') });
    await expect.poll(() => holdsFocus(drawer)).toBe(true);
    for (let presses = 0; presses < 10; presses++) {
      await page.keyboard.press('Tab');
      expect(await holdsFocus(drawer), `after ${presses + 1} Tab`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.isVisible()).toBe(false);
    expect(await isFocused(menu)).toBe(true);
    await context.close();
  });
});

interface FocusReport {
  describe: string;
  visible: boolean;
  obscured: boolean;
}

/**
 * Whether the focused control looks different from itself unfocused: its outline, or the
 * box-shadow, background, border or underline of it or one of its three nearest ancestors
 * (a card draws the ring of the link it holds). Measured focused, then blurred: a walk's next
 * Tab starts from the blurred element all the same. Also whether something covers its middle.
 */
function inspectFocus(): FocusReport | null {
  const element = document.activeElement;
  if (!(element instanceof HTMLElement) || element === document.body) return null;
  const chain: Element[] = [element];
  for (let parent = element.parentElement; parent && chain.length < 4 && parent !== document.body; parent = parent.parentElement) chain.push(parent);
  const look = () =>
    chain
      .map((node, index) => {
        const style = getComputedStyle(node);
        const outline = index === 0 && style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 ? `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}` : '';
        return [outline, style.boxShadow, style.backgroundColor, style.borderColor, style.textDecorationLine].join('|');
      })
      .join('/');
  const rect = element.getBoundingClientRect();
  const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
  // A visually hidden input (a star of the rating) shows its focus on its label instead.
  const obscured = rect.width > 2 && rect.height > 2 && hit !== null && !element.contains(hit) && !hit.contains(element) && !(element instanceof HTMLLabelElement);
  const focused = look();
  const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
  const describe = `<${element.tagName.toLowerCase()}${element.id ? ` id="${element.id}"` : ''}> "${name}" .${element.className}`.slice(0, 220);
  element.blur();
  return { describe, visible: look() !== focused, obscured };
}

/** Tabs through the first `stops` controls of the page; returns the ones with no visible focus or hidden under something. */
async function walk(page: Page, stops: number): Promise<string[]> {
  const failures: string[] = [];
  const seen = new Set<string>();
  for (let stop = 0; stop < stops; stop++) {
    await page.keyboard.press('Tab');
    const report = await page.evaluate(inspectFocus);
    if (!report || seen.has(report.describe)) continue;
    seen.add(report.describe);
    if (!report.visible) failures.push(`no visible focus: ${report.describe}`);
    if (report.obscured) failures.push(`focus hidden under another element: ${report.describe}`);
  }
  return failures;
}

async function settle(page: Page) {
  await page.waitForFunction(() => document.querySelector('main') !== null && document.querySelector('.animate-pulse, .animate-spin') === null);
  await page.waitForLoadState('networkidle');
}

describe.each([
  ['a phone', PHONE],
  ['a desktop', DESKTOP],
] as const)('focus indicators on %s', (_, viewport) => {
  it('shows a visible focus on every control reached with Tab, never hidden under a sticky bar', async () => {
    const product = plainProduct(2);
    // No transitions: each look is the control's settled state.
    const context: BrowserContext = await browser.newContext({ ...viewport, reducedMotion: 'reduce' });
    const page = waitForAppOnLoad(await context.newPage());
    const failures: string[] = [];
    const visit = async (path: string, stops: number, open?: () => Promise<void>) => {
      await page.goto(server.url + path);
      await settle(page);
      await open?.();
      for (const failure of await walk(page, stops)) failures.push(`${path}: ${failure}`);
    };

    await visit('/', 40);
    await visit(`/store/${product.store_id}/product/${product.product_id}`, 40);
    await visit('/stores', 25, async () => {
      await page.getByRole('button', { name: t('stores.filters') }).focus();
      await page.keyboard.press('Enter');
    });
    await visit('/search?q=telefono', 30);
    await visit('/signup', 30);
    await visit('/become-a-seller', 40);
    await visit(`/stores/${product.store_slug}`, 30);

    // The customer's screens, and the cart drawer with a line in it.
    await page.goto(server.url + '/login');
    await page.getByRole('textbox', { name: t('account.email') }).fill(DEMO_CUSTOMER.email);
    await page.getByLabel(t('password.label'), { exact: true }).fill(DEMO_CUSTOMER.password);
    await page.keyboard.press('Enter');
    await page.waitForURL(server.url + '/');
    await visit(`/store/${product.store_id}/product/${product.product_id}`, 0, async () => {
      await page.getByRole('button', { name: t('product.addToCart') }).press('Enter');
      await page.getByRole('banner').getByRole('button', { name: t('header.cartWithOneItem') }).press('Enter');
      await page.getByRole('dialog', { name: t('cart.title') }).waitFor();
      for (const failure of await walk(page, 8)) failures.push(`cart drawer: ${failure}`);
      await page.keyboard.press('Escape');
    });
    await visit(`/checkout/${product.store_id}`, 30);
    await visit('/profile', 30);

    expect(failures, `\n${failures.join('\n')}\n`).toEqual([]);
    await context.close();
  }, 180_000);
});
