import type { EmbeddedAnswer } from '../api/embedded-data';
import { SEED_MESSAGE, type SeedMessage } from '../service-worker/cache-policy';

/**
 * Installs the service worker (dist/sw.js, production builds only) once the page has loaded, so
 * it never competes with the first page's own requests, then hands it what this page loaded
 * before it was there (the answers embedded in the HTML, the files fetched): the worker never saw
 * them go by, and keeps them for offline use.
 */
export function registerServiceWorker(embedded: EmbeddedAnswer[]): void {
  if (!('serviceWorker' in navigator)) return;
  const start = () => {
    // Under a worker already, this page's files went through it; the embedded answers never do.
    const controlled = navigator.serviceWorker.controller !== null;
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        const files = (controlled ? [] : performance.getEntriesByType('resource'))
          .map((entry) => new URL(entry.name))
          .filter((url) => url.origin === location.origin && /^\/(assets|img)\//.test(url.pathname))
          .map((url) => url.pathname);
        registration.active?.postMessage({ type: SEED_MESSAGE, answers: embedded, files } satisfies SeedMessage);
      })
      .catch((error: unknown) => console.error('Could not install the service worker', error));
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
