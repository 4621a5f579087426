import { cacheNames } from '../service-worker/cache-policy';

/**
 * Empties the service worker's catalogue cache. Called on logout: a signed-in customer's
 * catalogue answers carry their favourites, and the next person on a shared phone must not see
 * them offline. (Pages and images stay: they are the same for everyone.)
 */
export function forgetCachedCatalogue(): void {
  if (!('caches' in window)) return;
  caches.delete(cacheNames.catalogue).catch((error: unknown) => console.error('Could not empty the offline catalogue', error));
}
