import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, mergeConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import type { Plugin } from 'vite';

// In development the API runs on its own port; in production it serves the built app itself.
const apiOrigin = 'http://localhost:3000';
const outDir = 'dist';

/**
 * The files the service worker precaches: the shell (index.html) and what it loads before the
 * first page (entry script, its preloaded chunks, the stylesheet, the icon), which a first visit
 * has just downloaded anyway. Page chunks are cached as they are used, so installing the worker
 * costs a shopper almost nothing on a metered connection.
 */
function shellFiles(): Set<string> {
  const html = readFileSync(new URL(`${outDir}/index.html`, import.meta.url), 'utf8');
  const referenced = [...html.matchAll(/\s(?:src|href)="\/([^"]+)"/g)].map((match) => match[1]!);
  return new Set(['index.html', ...referenced]);
}

/**
 * boot.ts starts the app (main.tsx) with a dynamic import. For a page the browser renders itself
 * (the shell with an empty #root), this has it download the app's chunk from the start, beside the
 * stylesheet. A page the server rendered paints without it: the server drops this link
 * (`data-app-chunk`, apps/api/src/platform/web-app.ts) so that the chunk does not share a slow
 * connection with the stylesheet and the page's first image, and boot.ts asks for it after the
 * first paint.
 */
function preloadApp(): Plugin {
  return {
    name: 'plaza-preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const app = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.moduleIds.some((id) => id.endsWith('/src/main.tsx')),
        );
        if (!app) throw new Error('The build has no chunk for src/main.tsx');
        return [{ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${app.fileName}`, 'data-app-chunk': true }, injectTo: 'head' }];
      },
    },
  };
}

/**
 * V8's explicit compile hint on the app's chunk: Chromium then compiles all its functions while
 * the file streams in, on a background thread, instead of one by one on the main thread as the
 * first page runs them (most of the time of the chunk's first long task on a slow phone).
 */
function compileAppEagerly(): Plugin {
  return {
    name: 'plaza-compile-app-eagerly',
    apply: 'build',
    // On the written file: the bundler's later steps (the preload helper's list) go first otherwise.
    writeBundle(options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || output.name !== 'app') continue;
        const file = join(options.dir ?? outDir, output.fileName);
        writeFileSync(file, `//# allFunctionsCalledOnLoad\n${readFileSync(file, 'utf8')}`);
      }
    },
  };
}

const CATALOGUE_PIECES = new RegExp(
  [
    String.raw`apps/web/src/ui/(stars|skeleton|money|use-reduced-motion|use-on-screen|date-format|page-message)\.tsx?$`,
    // The wholesale nudge with them: the product page and the cart drawer show it, and in the
    // product page's extras it brought those (share, trust texts, 3.7 KB) to every page with a cart.
    String.raw`apps/web/src/features/product/(product-card|product-path|card-price|favorite|use-now|use-rotation|wholesale-nudge)\.tsx?$`,
    // The footer's links with the footer: the shell's lazy import of the footer is then one file
    // (its social links too, which the store page's contacts share).
    String.raw`apps/web/src/(app|api)/footer(-links)?\.tsx?$`,
    String.raw`packages/domain/src/social-links\.ts$`,
  ].join('|'),
);

/**
 * What nearly every page runs, so that it travels with the app's chunk instead of a file of its own
 * or the catalogue's, which the panel never needs: the domain's price, date and phone rules (the
 * cards, the cart's totals, the panel's price preview), the page-title hook, the hook that hands a
 * page's failed call to the error policy (a file of its own was a 0.5 KB request for a dozen lines)
 * and the form that waits for hydration.
 */
const EVERY_PAGE = /[\\/]src[\\/](main\.tsx|ui[\\/](use-document-title\.ts|use-error-policy\.ts|form\.tsx))$|packages[\\/]domain[\\/]src[\\/](money|pricing|phone|add-to-cart|dates)\.ts$/;

/** What the pages that list stores, rows and reviews share, and the product page does not use. */
const LISTING_PIECES = new RegExp(
  [
    String.raw`apps/web/src/ui/(carousel-row|review-card|first-use)\.tsx?$`,
    String.raw`apps/web/src/features/(categories/category-icon|store/store-card)\.tsx$`,
  ].join('|'),
);

/**
 * The account screens' shared parts (the login form's frame, fields and redirects, the guard of
 * the customer routes) as one file: the login page asks for one request instead of six, each of
 * which costs a slow phone's main thread a little to start.
 */
const ACCOUNT_PIECES =
  /apps\/web\/src\/features\/auth\/(auth-api|auth-card|form-errors|form-field|password-field|resend-failure|use-redirect-after|outcome)\.tsx?$/;

/**
 * The guard of the customer routes (the checkout, the profile, the orders) and its redirects, on
 * their own: the checkout runs the guard but shows none of the login's forms, and in the account
 * screens' file it brought them and their texts (6 KB) to every checkout.
 */
const ACCOUNT_GUARD = /apps\/web\/src\/features\/auth\/(require-user|login-redirect|login-path)\.ts$/;

/**
 * What the product page shares with the store page (the 'Compartir' button, 'Compra verificada',
 * the reviews' order and the trust texts) and with the profile (the referral link's request): one
 * file instead of three, each a request (its headers about 0.4 KB) and a compression window of
 * its own on every product page.
 */
const PAGE_EXTRAS = new RegExp(
  [
    String.raw`apps/web/src/features/(share/share-(button|target)|referrals/referral-link|reviews/(verified-badge|review-sort-select))\.tsx?$`,
    String.raw`packages/domain/src/messages/es-(share|trust)\.ts$`,
  ].join('|'),
);

/**
 * The product page, its parts and its texts, which its lazy reviews and the referral link's landing
 * page read too (that page then fetches this file on its way to the product, and in vain when the
 * link is no longer valid): in the pieces the store page shares, the texts cost every store page
 * 1 KB it never shows.
 */
const PRODUCT_PAGE = new RegExp(
  [
    String.raw`apps/web/src/pages/product/product-page\.tsx$`,
    String.raw`apps/web/src/features/product/(purchase-panel|product-gallery|price-block|lazy-product-reviews|referral-block|related-products)\.tsx$`,
    String.raw`packages/domain/src/(special-offer|messages/es-product-page)\.ts$`,
  ].join('|'),
);

/**
 * How to pay an order, the checkout's texts and the referral the order carries, which the
 * checkout, its success screen and the orders use: one file, not three requests (each its headers,
 * about 0.4 KB) on the checkout. The referral link's landing page takes the file for its slug.
 */
const ORDER_PIECES =
  /(packages\/domain\/src\/messages\/es-checkout\.ts|apps\/web\/src\/(ui\/payment-instructions\.tsx|features\/referrals\/ref-slug\.ts))$/;

/**
 * The search page with its loader, queries, URL state, filter bar, results, pager and texts as one
 * file; a store's search, the same page in a store's colours, takes its parts from it. It was five
 * files (the loader's, the page's, the filters', the state's rules and the texts), each a
 * request whose headers cost about 0.4 KB. The console's
 * catalogue search reads the search answer's schema, whose messages are the page's texts: it loads
 * this file too, on that one screen.
 */
const SEARCH_PAGE = new RegExp(
  [
    String.raw`apps/web/src/pages/search/search-(page|loader)\.tsx?$`,
    String.raw`apps/web/src/features/search/(search-queries|search-url|use-search-state|search-filter-bar|search-results|search-pager|search-box|category-picker|use-currency-fallback)\.tsx?$`,
    String.raw`packages/domain/src/(search-state|search-filter-rules|messages/es-search(-page)?)\.ts$`,
  ].join('|'),
);

/**
 * The cart drawer with its texts, the cart's actions and its totals, which come together once a shopper adds a
 * product: the drawer and the checkout run all of them (the orders read the totals too).
 */
const CART_PIECES =
  /(apps\/web\/src\/(features\/cart\/(cart-drawer|cart-actions)\.tsx?|ui\/unbroken-amounts\.ts)|packages\/domain\/src\/(cart-actions|totals|messages\/es-cart)\.ts)$/;

/**
 * React Router ships a production build beside its development one, but its package exports name
 * only the development one (remix-run/react-router#12532, #14102): its warnings, their texts and
 * its extra checks would go to every shopper. The browser's production build takes the production
 * files; `vite` in development and the server keep the package's own choice.
 */
const reactRouterDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const reactRouterProduction = [
  { find: /^react-router$/, replacement: join(reactRouterDir, 'dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(reactRouterDir, 'dist/production/dom-export.mjs') },
];

/**
 * `vite build --ssr src/entry-server.tsx`: the same pages as a module the API server imports to
 * render a page's first HTML (dist-server/entry-server.js). npm packages stay external.
 */
const serverBuild = defineConfig({
  plugins: [react()],
  build: { outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false, sourcemap: true },
});

const browserBuild = defineConfig({
  plugins: [
    react(),
    preloadApp(),
    compileAppEagerly(),
    tailwindcss(),
    // Production builds only (the plugin does nothing under `vite` dev); registration is in main.tsx.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'sw.ts',
      outDir,
      injectRegister: false,
      manifest: false,
      injectManifest: {
        rollupFormat: 'iife',
        globPatterns: ['**/*.{html,js,css,svg}'],
        globIgnores: ['sw.js'],
        // Hashed names need no revision of their own.
        dontCacheBustURLsMatching: /^assets\//,
        manifestTransforms: [
          (entries) => {
            const shell = shellFiles();
            return { manifest: entries.filter((entry) => shell.has(entry.url)), warnings: [] };
          },
        ],
      },
    }),
  ],
  build: {
    outDir,
    emptyOutDir: true,
    // No modulepreload polyfill in every page's entry: the browsers Plaza's shoppers use (Chrome
    // on Android since 66, Safari since 17, Firefox since 115) preload modules themselves, and an
    // older one only loses the hint, never the page.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What every first visit runs (React, the router, the query cache, the shell and the
            // catalogue of texts) as one file: one request and one compression window instead of
            // eight. boot.ts loads it after the first paint.
            // Vite's helper that preloads a dynamic import's files: boot.ts needs it without the app.
            { name: 'preload', test: /preload-helper/, priority: 3 },
            { name: 'app', test: EVERY_PAGE, includeDependenciesRecursively: true, priority: 2 },
            // The small pieces that the catalogue pages share (cards, stars, prices, skeletons, the
            // footer) as one file, not a dozen requests of a kilobyte each; only these modules.
            { name: 'ui', test: CATALOGUE_PIECES, priority: 1, includeDependenciesRecursively: false },
            // The listing pages' own pieces apart, so the product page (under its own budget) does
            // not download rows, store cards and category icons it never shows.
            { name: 'listing', test: LISTING_PIECES, priority: 1, includeDependenciesRecursively: false },
            { name: 'account-screens', test: ACCOUNT_PIECES, priority: 1, includeDependenciesRecursively: false },
            { name: 'account-guard', test: ACCOUNT_GUARD, priority: 1, includeDependenciesRecursively: false },
            { name: 'cart', test: CART_PIECES, priority: 1, includeDependenciesRecursively: false },
            { name: 'search-page', test: SEARCH_PAGE, priority: 1, includeDependenciesRecursively: false },
            { name: 'order-pieces', test: ORDER_PIECES, priority: 1, includeDependenciesRecursively: false },
            { name: 'page-extras', test: PAGE_EXTRAS, priority: 1, includeDependenciesRecursively: false },
            { name: 'product-page', test: PRODUCT_PAGE, priority: 1, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': apiOrigin,
      '/img': apiOrigin,
      '/mark': apiOrigin,
    },
  },
});

export default defineConfig((env) => {
  if (env.isSsrBuild) return serverBuild;
  return env.command === 'build' ? mergeConfig(browserBuild, { resolve: { alias: reactRouterProduction } }) : browserBuild;
});
