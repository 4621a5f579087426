import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { t } from '@plaza/domain/messages/es-server';
import { launchBrowser, openPage, PHONE, startServer, type RunningServer } from './harness';

// The server renders each page with the data it embeds (apps/web/src/entry-server.tsx): the page
// reads before any script has run, and the app then takes over the same elements.

let server: RunningServer;
let browser: Browser;

type Product = { product_id: number; store_id: number; store_slug: string; store_name: string; name: string };
type Section = { slug: string; section_name: string };
type Hero = { tittle: string };

let product: Product;
let section: Section;
let hero: Hero;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const [products, sections, slides] = await Promise.all([
    server.json<Product[]>('/api/market/products/latest'),
    server.json<Section[]>('/api/market/customSection'),
    server.json<Hero[]>('/api/market/hero'),
  ]);
  [product, section, hero] = [products[0]!, sections[0]!, slides[0]!];
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Each page and a heading its server-rendered HTML must show. */
function pages(): { path: string; heading: string }[] {
  return [
    { path: '/', heading: hero.tittle },
    { path: '/stores', heading: t('pages.stores') },
    { path: `/stores/${product.store_slug}`, heading: product.store_name },
    { path: `/store/${product.store_id}/product/${product.product_id}`, heading: product.name },
    { path: '/search?q=cafe', heading: t('search.resultsFor', { query: 'cafe' }) },
    { path: `/sections/${section.slug}`, heading: section.section_name },
  ];
}

describe('a page rendered on the server', () => {
  it('shows its content without JavaScript', async () => {
    const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    for (const { path, heading } of pages()) {
      await page.goto(server.url + path);
      await expect(page.getByRole('heading', { name: heading, exact: true }).first().isVisible(), path).resolves.toBe(true);
      await expect(page.getByRole('banner').getByRole('link', { name: t('header.logoLabel') }).isVisible(), path).resolves.toBe(true);
    }
    // The search page lists its results, not skeletons.
    await page.goto(`${server.url}/search?q=cafe`);
    expect(await page.locator('main article').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('asks for the app only once it has painted, so the first image does not share the connection with it', async () => {
    for (const { path } of pages()) {
      const html = await (await fetch(server.url + path)).text();
      expect(html, path).toContain('<div id="root"><');
      expect(html, path).not.toContain('data-app-chunk');
      expect(html, path).not.toMatch(/rel="modulepreload"[^>]*\/assets\/app-/);
    }
    // The shell the browser renders itself (and the service worker keeps) still preloads it.
    const shell = await (await fetch(`${server.url}/index.html`)).text();
    expect(shell).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/app-[^"]+\.js" data-app-chunk>/);
  });

  it('starts the app once the first paint and the main image are on screen', async () => {
    const context = await browser.newContext(PHONE);
    const { page, problems } = await openPage(context);
    for (const path of ['/', '/stores', '/search?q=cafe', `/store/${product.store_id}/product/${product.product_id}`]) {
      await page.goto(server.url + path, { waitUntil: 'networkidle' });
      const timing = await page.evaluate(
        () =>
          new Promise<{ paint: number; image: number; app: number }>((resolve) => {
            new PerformanceObserver((list) => {
              const image = list.getEntries()[0] as PerformanceEntry & { renderTime: number };
              const paint = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
              const app = performance.getEntriesByType('resource').find((entry) => /\/assets\/app-[^/]+\.js$/.test(entry.name))!.startTime;
              resolve({ paint, image: image.renderTime, app });
            }).observe({ type: 'element', buffered: true });
          }),
      );
      expect(timing.app, path).toBeGreaterThan(timing.paint);
      expect(timing.app, path).toBeGreaterThan(timing.image);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it("sends a row's first cards only, and brings the rest once the page is used", async () => {
    const latest = await server.json<Product[]>('/api/market/products/latest');
    expect(latest.length).toBeGreaterThan(6);
    const row = (page: Page) => page.getByRole('region', { name: t('home.latestTitle') }).getByRole('listitem');

    const still = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
    const html = await still.newPage();
    await html.goto(server.url + '/');
    expect(await row(html).count()).toBe(6);
    await still.close();

    const context = await browser.newContext(PHONE);
    const { page, problems } = await openPage(context);
    await page.goto(server.url + '/', { waitUntil: 'networkidle' });
    // Loaded and untouched, no row renders more, not even those in sight: a phone shows two of the six.
    await page.waitForTimeout(300);
    const titles = ['home.popularTitle', 'home.latestTitle', 'home.offersTitle', 'home.bestSellersTitle', 'home.reviewsTitle'] as const;
    for (const title of titles) {
      const items = page.getByRole('region', { name: t(title) }).getByRole('listitem');
      expect(await items.count(), title).toBeLessThanOrEqual(6);
    }
    expect(await row(page).count()).toBe(6);
    // A swipe brings the rest of that row.
    await page.getByRole('region', { name: t('home.latestTitle') }).getByRole('list').evaluate((list) => list.scrollBy({ left: 200 }));
    await expect.poll(() => row(page).count()).toBe(latest.length);
    await expect(row(page).last().getByRole('link').first().getAttribute('href')).resolves.toContain(`/product/${latest.at(-1)!.product_id}`);
    // Once the page is in use, so does coming near a row (a screen reader reading on scrolls too).
    const candidates = [
      { title: t('home.offersTitle'), path: '/api/market/products/specialOffers' },
      { title: t('home.bestSellersTitle'), path: '/api/market/products/tendency' },
      { title: t('home.reviewsTitle'), path: '/api/market/reviews' },
    ];
    const sizes = await Promise.all(candidates.map(async ({ path }) => (await server.json<unknown[]>(path)).length));
    const far = candidates.find((_, index) => sizes[index]! > 6);
    expect(far, 'a row further down with more than six items').toBeDefined();
    const farItems = page.getByRole('region', { name: far!.title }).getByRole('listitem');
    expect(await farItems.count()).toBe(6);
    await page.getByRole('heading', { name: far!.title }).scrollIntoViewIfNeeded();
    await expect.poll(() => farItems.count()).toBe(sizes[candidates.indexOf(far!)]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('lays out the rows below the first screen only as they come near, and nothing on screen moves', async () => {
    const context = await browser.newContext(PHONE);
    await context.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
      const laidOut = new Set<Element>();
      Object.assign(window, { laidOut });
      document.addEventListener(
        'contentvisibilityautostatechange',
        (event) => {
          if (!(event as Event & { skipped: boolean }).skipped) laidOut.add(event.target as Element);
        },
        { capture: true },
      );
    });
    const { page, problems } = await openPage(context);
    const shifted = () => page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0));
    await page.goto(server.url + '/', { waitUntil: 'networkidle' });
    // Whatever starts in the first screen is laid out with the page; the rows further down wait.
    const sections = await page
      .getByRole('main')
      .locator('section')
      .evaluateAll((all) => all.map((section) => ({ top: section.getBoundingClientRect().top, deferred: getComputedStyle(section).contentVisibility === 'auto' })));
    expect(sections.filter(({ top }) => top < PHONE.viewport.height).some(({ deferred }) => deferred)).toBe(false);
    expect(sections.filter(({ deferred }) => deferred).length).toBeGreaterThan(5);
    // Down to the end of the page and back up: the rows take their places without moving what is
    // on screen (their estimated heights, the cards they bring as they come near).
    const atEnd = (end: 'bottom' | 'top') =>
      page.evaluate((end) => (end === 'top' ? window.scrollY === 0 : window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1), end);
    // A frame is drawn at each step, as on a phone whose owner scrolls: on a busy machine the wheel
    // alone can carry a row past the screen between two frames, and it is never laid out.
    const frame = () => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    for (const end of ['bottom', 'top'] as const) {
      for (let step = 0; step < 80 && !(await atEnd(end)); step++) {
        await page.mouse.wheel(0, end === 'top' ? -300 : 300);
        await frame();
      }
      await expect.poll(() => atEnd(end), { message: `scrolled to the ${end}` }).toBe(true);
    }
    // Every deferred row was laid out on the way.
    const unseen = await page
      .getByRole('main')
      .locator('section')
      .evaluateAll((all) => {
        const laidOut = (window as unknown as { laidOut: Set<Element> }).laidOut;
        return all.filter((section) => getComputedStyle(section).contentVisibility === 'auto' && !laidOut.has(section)).length;
      });
    expect(unseen).toBe(0);
    await page.waitForTimeout(300);
    expect(await shifted()).toBeLessThan(0.001);
    // A deferred row's cards still scroll out to the edge of the screen (it clips what overflows it).
    const latest = page.getByRole('region', { name: t('home.latestTitle') });
    await latest.scrollIntoViewIfNeeded();
    const box = await latest.boundingBox();
    expect(box?.x).toBe(0);
    expect(box?.width).toBe(PHONE.viewport.width);
    // A page whose one row is in the first screen, with more below it: nothing moves as it loads.
    for (const path of ['/search?q=cafe', `/stores/${product.store_slug}`]) {
      await page.goto(server.url + path, { waitUntil: 'networkidle' });
      expect(await shifted(), path).toBeLessThan(0.001);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('is taken over by the app without being drawn again, and without errors', async () => {
    const context = await browser.newContext(PHONE);
    const { page, problems } = await openPage(context);
    // The first element of the page as the HTML parser made it, before any script.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { serverNode: unknown }).serverNode = document.querySelector('main')?.firstElementChild;
      });
      // Nothing the server drew changes its look when the app takes over (the home page's header
      // over the hero, say): no transition runs, redrawn frame after frame on a slow phone.
      const seen: string[] = [];
      (window as unknown as { transitions: string[] }).transitions = seen;
      document.addEventListener('transitionrun', (event) => {
        const target = event.target as Element;
        // A row below the fold has not been styled since the browser first met it: on a loaded
        // machine, before the stylesheet came. Its cards are restyled as it comes near, off
        // screen and not by the app, and a transition may run then.
        const deferred = target.closest('section');
        if (deferred && getComputedStyle(deferred).contentVisibility === 'auto') return;
        seen.push(`${target.tagName} ${event.propertyName}`);
      });
    });
    for (const { path } of pages()) {
      await page.goto(server.url + path, { waitUntil: 'networkidle' });
      const kept = await page.evaluate(() => {
        const main = document.querySelector('main');
        const hydrated = Object.keys(main ?? {}).some((key) => key.startsWith('__react'));
        return hydrated && main?.firstElementChild === (window as unknown as { serverNode: unknown }).serverNode;
      });
      expect(kept, path).toBe(true);
      expect(await page.evaluate(() => (window as unknown as { transitions: string[] }).transitions), path).toEqual([]);
    }
    // And it answers: the account menu opens.
    await page.getByRole('button', { name: t('header.account') }).click();
    await page.getByRole('link', { name: t('header.login') }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('is taken over as drawn when the browser holds a cart the server could not know of', async () => {
    const context = await browser.newContext(PHONE);
    const { page, problems } = await openPage(context);
    await page.goto(`${server.url}/store/${product.store_id}/product/${product.product_id}`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: t('product.addToCart') }).first().click();
    await page.getByRole('button', { name: t('header.cartWithOneItem') }).waitFor();
    // The server draws every page without the cart; the app shows it once it runs. Only the cart's
    // readers may change then: the header and the footer, whose code is still on its way, stay the
    // elements the HTML parser made.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { serverNodes: unknown[] }).serverNodes = ['header', 'main > *', 'footer'].map((selector) =>
          document.querySelector(selector),
        );
      });
    });
    for (const path of [...pages().map((each) => each.path), '/login', `/checkout/${product.store_id}`]) {
      await page.goto(server.url + path, { waitUntil: 'networkidle' });
      await page.waitForFunction(() => document.documentElement.dataset.app === 'ready' && document.querySelector('footer a'));
      const kept = await page.evaluate(() =>
        ['header', 'main > *', 'footer'].map(
          (selector, index) => document.querySelector(selector) === (window as unknown as { serverNodes: unknown[] }).serverNodes[index],
        ),
      );
      expect(kept, path).toEqual([true, true, true]);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps its forms shut until the app runs them, so nothing typed is lost or sent in the address', async () => {
    const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}/login`);
    const email = page.getByRole('textbox', { name: t('account.email') });
    const submit = page.getByRole('button', { name: t('auth.loginSubmit'), exact: true });
    await email.waitFor();
    expect(await email.isDisabled()).toBe(true);
    expect(await submit.isDisabled()).toBe(true);
    // The product's add-to-cart button too, though it stands outside its form.
    await page.goto(`${server.url}/store/${product.store_id}/product/${product.product_id}`);
    const add = page.getByRole('button', { name: t('product.addToCart') }).first();
    await add.waitFor();
    expect(await add.isDisabled()).toBe(true);
    await context.close();

    const live = await browser.newContext(PHONE);
    const { page: app, problems } = await openPage(live);
    await app.goto(`${server.url}/login`);
    await app.getByRole('textbox', { name: t('account.email') }).fill('nadie@plaza.local');
    await app.getByLabel(t('password.label'), { exact: true }).fill('Incorrecta123!');
    await app.getByRole('button', { name: t('auth.loginSubmit'), exact: true }).click();
    await app.getByText(t('auth.invalidCredentials')).waitFor();
    expect(new URL(app.url()).search).toBe('');
    expect(problems).toEqual([]);
    await live.close();
  });

  it('sends a visitor from a page for customers to the login with a redirect', async () => {
    const response = await fetch(`${server.url}/checkout/${product.store_id}`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`/login?next=${encodeURIComponent(`/checkout/${product.store_id}`)}`);
  });
});

describe('pages rendered on the server at once', () => {
  /** The text of the first `<h1>` inside the server-rendered app, entities decoded. */
  const firstHeading = (html: string) =>
    (/<div id="root">[\s\S]*?<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '')
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .trim();

  it("each shows its own data and never another request's", async () => {
    type Store = { slug: string; name: string };
    const [latest, offers, stores] = await Promise.all([
      server.json<Product[]>('/api/market/products/latest'),
      server.json<Product[]>('/api/market/products/specialOffers'),
      server.json<Store[]>('/api/market/stores'),
    ]);
    const expected = new Map<string, string>();
    for (const item of [...latest, ...offers]) expected.set(`/store/${item.store_id}/product/${item.product_id}`, item.name);
    for (const store of stores) expected.set(`/stores/${store.slug}`, store.name);
    for (const query of ['cafe', 'arroz', 'zapatos', 'ventilador', 'miel', 'camisa']) expected.set(`/search?q=${query}`, t('search.resultsFor', { query }));
    expect(expected.size).toBeGreaterThan(30);
    // Every page asked for at once, twice over in a different order, so renders overlap.
    const paths = [...expected.keys()];
    const answers = await Promise.all(
      [...paths, ...[...paths].reverse()].map(async (path) => ({ path, html: await (await fetch(server.url + path)).text() })),
    );
    for (const { path, html } of answers) expect(firstHeading(html), path).toBe(expected.get(path));
  });
});
