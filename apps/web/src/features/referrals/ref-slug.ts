/**
 * The referral link a visitor arrived with (/ref/{slug}), for the order placed later. Kept in two
 * places: the tab's sessionStorage as `ref_slug` (spec section 2), and the device's localStorage
 * for 30 days (`plaza_ref`: the slug, its product and when it expires), because a visitor who signs
 * up after following the link activates the account from the e-mail in a new tab, whose session
 * storage is empty, and the referrer's commission was lost there (issue 40). The last link opened
 * wins. It is forgotten once an order that includes its product succeeds; an order of other
 * products leaves it for the one that will. A browser that refuses storage keeps nothing, and the
 * order goes out without a referral.
 */
export const REF_SLUG_KEY = 'ref_slug';
export const REMEMBERED_REFERRAL_KEY = 'plaza_ref';
export const REFERRAL_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface RememberedReferral {
  slug: string;
  productId: number;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Where the slug is kept: the tab's session storage and the device's local storage, either of which may be missing. */
export interface ReferralStores {
  session: KeyValueStore | null;
  local: KeyValueStore | null;
}

/** Reading `window.sessionStorage` itself throws where storage is disabled. */
function storeOrNull(read: () => KeyValueStore): KeyValueStore | null {
  try {
    return read();
  } catch {
    return null;
  }
}

function browserStores(): ReferralStores {
  return { session: storeOrNull(() => window.sessionStorage), local: storeOrNull(() => window.localStorage) };
}

/** A full or refusing store (private mode, quota) is a store that keeps nothing. */
function attempt<T>(action: () => T): T | null {
  try {
    return action();
  } catch {
    return null;
  }
}

/** The device's record, if it is one this module wrote and has not expired. */
export function parseRememberedReferral(text: string | null, now: number): RememberedReferral | null {
  if (!text) return null;
  const value = attempt(() => JSON.parse(text) as Partial<RememberedReferral> | null);
  if (!value || typeof value.slug !== 'string' || !value.slug || !Number.isInteger(value.productId) || typeof value.expiresAt !== 'number') {
    return null;
  }
  return now < value.expiresAt ? { slug: value.slug, productId: value.productId!, expiresAt: value.expiresAt } : null;
}

/** After /ref/{slug} resolved to its product: this tab and, for 30 days, this device remember it, replacing any earlier link. */
export function rememberRefSlug(slug: string, productId: number, now = Date.now(), stores = browserStores()): void {
  const record: RememberedReferral = { slug, productId, expiresAt: now + REFERRAL_DAYS * DAY_MS };
  attempt(() => stores.session?.setItem(REF_SLUG_KEY, slug));
  attempt(() => stores.local?.setItem(REMEMBERED_REFERRAL_KEY, JSON.stringify(record)));
}

/** The slug for the order: the device's last link while it lasts (whichever tab opened it), else this tab's. */
export function readRefSlug(now = Date.now(), stores = browserStores()): string | null {
  const text = attempt(() => stores.local?.getItem(REMEMBERED_REFERRAL_KEY) ?? null);
  const remembered = parseRememberedReferral(text ?? null, now);
  if (!remembered && text) attempt(() => stores.local?.removeItem(REMEMBERED_REFERRAL_KEY));
  return remembered?.slug ?? attempt(() => stores.session?.getItem(REF_SLUG_KEY) ?? null);
}

/**
 * After an order that sent `sentSlug` succeeded with these products: the referral is used when
 * the order included its product, and is then forgotten by the device and by this tab. A slug
 * this tab kept without the device's record (storage refused, or expired) names no product: the
 * order that sent it used it.
 */
export function forgetUsedRefSlug(sentSlug: string | null | undefined, orderedProductIds: readonly number[], now = Date.now(), stores = browserStores()): void {
  if (!sentSlug) return;
  const remembered = parseRememberedReferral(attempt(() => stores.local?.getItem(REMEMBERED_REFERRAL_KEY) ?? null) ?? null, now);
  const recorded = remembered?.slug === sentSlug;
  if (recorded && !orderedProductIds.includes(remembered.productId)) return;
  if (recorded) attempt(() => stores.local?.removeItem(REMEMBERED_REFERRAL_KEY));
  if (attempt(() => stores.session?.getItem(REF_SLUG_KEY)) === sentSlug) attempt(() => stores.session?.removeItem(REF_SLUG_KEY));
}
