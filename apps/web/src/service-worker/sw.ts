// The service worker (Workbox, built by vite-plugin-pwa's injectManifest into dist/sw.js):
// - the app shell (index.html and the files it loads) precached, versioned by the build;
// - page navigations from the network, and the cached shell when there is none;
// - hashed /assets cache-first, /img cache-first with a cap and an expiry;
// - catalogue GETs network-first with the last answers kept for offline use; nothing personal.
// What the policy allows is in cache-policy.ts.
import { cacheNames as workboxCacheNames, clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import {
  CACHE_PREFIX,
  cacheLimits,
  cacheNames,
  CATALOGUE_NETWORK_TIMEOUT_SECONDS,
  fileCacheOf,
  isCatalogueRequest,
  isSeedMessage,
  isStorableAnswer,
  type SeedMessage,
} from './cache-policy';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

const SHELL_URL = '/index.html';

// A new build takes over at once, in every open tab: a deploy never leaves anyone on old code
// (a tab still running it that asks for a chunk the deploy removed gets the route's reload offer).
self.addEventListener('install', () => void self.skipWaiting());
clientsClaim();

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
self.addEventListener('activate', (event) => event.waitUntil(deleteOtherVersions()));

/** Drops this worker's caches of earlier versions (see CACHE_VERSION); the precache cleans itself. */
async function deleteOtherVersions(): Promise<void> {
  const current = new Set<string>([...Object.values(cacheNames), workboxCacheNames.precache]);
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX) && !current.has(name)).map((name) => caches.delete(name)));
}

const sameOrigin = (url: URL) => url.origin === self.location.origin;

// Navigations: the server fills each page's HTML with its own tags and first data, so it is
// always asked first (with navigation preload, the request starts while the worker boots).
// Without a network the precached shell stands in, and the app reads what it can from the caches.
enableNavigationPreload();
const shellFallback: WorkboxPlugin = {
  handlerDidError: async () => (await matchPrecache(SHELL_URL)) ?? Response.error(),
};
registerRoute(
  new NavigationRoute(new NetworkOnly({ plugins: [shellFallback] }), {
    denylist: [/^\/(api|img|mark|assets)\//, /^\/sw\.js$/],
  }),
);

const fileStrategies = {
  assets: new CacheFirst({
    cacheName: cacheNames.assets,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ ...cacheLimits.assets, purgeOnQuotaError: true })],
  }),
  images: new CacheFirst({
    cacheName: cacheNames.images,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ ...cacheLimits.images, purgeOnQuotaError: true })],
  }),
};
registerRoute(
  ({ url }) => sameOrigin(url) && fileCacheOf(url.pathname) === 'assets',
  fileStrategies.assets,
);
registerRoute(
  ({ url }) => sameOrigin(url) && fileCacheOf(url.pathname) === 'images',
  fileStrategies.images,
);

/** Keeps only what the server did not mark as personal or not to be stored. */
const storableOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (isStorableAnswer(response.status, response.headers.get('Cache-Control')) ? response : null),
};
const catalogueExpiration = new ExpirationPlugin({ ...cacheLimits.catalogue, purgeOnQuotaError: true });

// Only GETs are routed here: Workbox's registerRoute defaults to GET, so a POST, PATCH or DELETE
// always goes straight to the network.
registerRoute(
  ({ url }) => sameOrigin(url) && isCatalogueRequest(url.pathname),
  new NetworkFirst({
    cacheName: cacheNames.catalogue,
    networkTimeoutSeconds: CATALOGUE_NETWORK_TIMEOUT_SECONDS,
    plugins: [storableOnly, catalogueExpiration],
  }),
);

// What the first page loaded before this worker was there: the answers inside its HTML (not
// fetched at all) and its files (fetched past the worker). The page hands over both once the
// worker is active, so that page works offline too. Files come from the browser's HTTP cache,
// where that page has just put them: nothing is downloaded twice.
self.addEventListener('message', (event) => {
  if (!isSeedMessage(event.data)) return;
  event.waitUntil(seedCatalogue(event.data.answers));
  for (const file of event.data.files) {
    const url = new URL(file, self.location.origin);
    const kind = sameOrigin(url) ? fileCacheOf(url.pathname) : undefined;
    if (kind) event.waitUntil(fileStrategies[kind].handleAll({ event, request: new Request(url.href) })[1].catch(() => undefined));
  }
});

const seedExpiration = new CacheExpiration(cacheNames.catalogue, cacheLimits.catalogue);

async function seedCatalogue(answers: SeedMessage['answers']): Promise<void> {
  const cache = await caches.open(cacheNames.catalogue);
  for (const { path, data } of answers) {
    const url = new URL(path, self.location.origin);
    if (!sameOrigin(url) || !isCatalogueRequest(url.pathname) || data === undefined) continue;
    const body = typeof data === 'string' ? data : JSON.stringify(data);
    const type = typeof data === 'string' ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8';
    await cache.put(url.href, new Response(body, { headers: { 'Content-Type': type } }));
    await seedExpiration.updateTimestamp(url.href);
  }
  await seedExpiration.expireEntries();
}
