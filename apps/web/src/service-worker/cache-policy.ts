// What the service worker may keep, in one place: the worker applies it, the page reads the cache
// names (logout empties the catalogue cache) and a unit test pins it down. No DOM or worker API
// here, so both sides can import it.

/**
 * Bump when a cached answer's shape changes in a way the new code cannot read: the worker then
 * drops every runtime cache of an older version when it activates.
 */
export const CACHE_VERSION = 1;

export const cacheNames = {
  /** Hashed build files (/assets): immutable, so cache-first. */
  assets: `plaza-assets-v${CACHE_VERSION}`,
  /** Product, store and hero images (/img): immutable too, but many: capped and expiring. */
  images: `plaza-images-v${CACHE_VERSION}`,
  /** Catalogue answers: network first, the last ones seen kept for when there is no network. */
  catalogue: `plaza-catalogue-v${CACHE_VERSION}`,
} as const;

/** Every cache this worker makes starts with this; others of the origin are left alone. */
export const CACHE_PREFIX = 'plaza-';

export const cacheLimits = {
  assets: { maxEntries: 120 },
  images: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 },
  catalogue: { maxEntries: 300, maxAgeSeconds: 14 * 24 * 60 * 60 },
} as const;

/** A slow answer gives way to the cached one after this long (the request still finishes and refreshes it). */
export const CATALOGUE_NETWORK_TIMEOUT_SECONDS = 8;

/**
 * The message with which a page hands the worker what it loaded before the worker was there:
 * the answers the server embedded in its HTML, and the files (/assets, /img) it fetched.
 */
export const SEED_MESSAGE = 'plaza:seed-caches';

export interface SeedMessage {
  type: typeof SEED_MESSAGE;
  answers: { path: string; data: unknown }[];
  files: string[];
}

/** Public reference data that the catalogue pages read beside the /api/market answers. */
const REFERENCE_PATHS = new Set(['/api/admin/categories', '/api/admin/ubications', '/api/admin/storePlans', '/api/admin/currencies']);

/**
 * /api/market paths that are about the person asking (the session, orders, favourites, coupons
 * checked for a customer) or too many to be worth keeping (suggestions as one types).
 */
const PERSONAL_OR_TRANSIENT = /^\/api\/market\/(auth|orders|profile|customer|suggest)(\/|$)/;

/**
 * Whether a GET to this same-origin path is a catalogue answer the worker may keep: the market
 * (stores, products, sections, search, footer…), the public reference data and the legal texts.
 * Never anything under /api/user or /api/auth, and never the personal /api/market paths.
 */
export function isCatalogueRequest(pathname: string): boolean {
  if (pathname.startsWith('/mark/')) return true;
  if (REFERENCE_PATHS.has(pathname.replace(/\/+$/, ''))) return true;
  return pathname.startsWith('/api/market/') && !PERSONAL_OR_TRANSIENT.test(pathname);
}

/**
 * Whether an answer may be stored: a 200 that the server did not mark as not to be stored
 * (`no-store`, or `private` for one person). The server marks every answer that sets a cookie
 * `no-store`, since a worker cannot see Set-Cookie.
 */
export function isStorableAnswer(status: number, cacheControl: string | null): boolean {
  if (status !== 200) return false;
  return !/(^|[\s,])(no-store|private)([\s,=]|$)/i.test(cacheControl ?? '');
}

/** The shape of a seed message; each path in it is still checked against the policy before anything is kept. */
export function isSeedMessage(value: unknown): value is SeedMessage {
  if (typeof value !== 'object' || value === null) return false;
  const { type, answers, files } = value as Partial<SeedMessage>;
  return (
    type === SEED_MESSAGE &&
    Array.isArray(answers) &&
    answers.every((answer: unknown) => typeof answer === 'object' && answer !== null && typeof (answer as { path?: unknown }).path === 'string') &&
    Array.isArray(files) &&
    files.every((file: unknown) => typeof file === 'string')
  );
}

/** Which cache a same-origin file belongs in, if the worker keeps it: build files or images. */
export function fileCacheOf(pathname: string): 'assets' | 'images' | undefined {
  if (pathname.startsWith('/assets/')) return 'assets';
  if (pathname.startsWith('/img/')) return 'images';
  return undefined;
}
