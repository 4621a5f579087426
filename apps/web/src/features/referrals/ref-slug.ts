/**
 * The referral slug a visitor arrived with (/ref/{slug}), kept for the tab's session so the order
 * placed later can name it (spec section 4). sessionStorage may be unavailable (a locked-down
 * browser): the slug is then simply not kept.
 */
export const REF_SLUG_KEY = 'ref_slug';

export function rememberRefSlug(slug: string): void {
  try {
    sessionStorage.setItem(REF_SLUG_KEY, slug);
  } catch {
    // Storage disabled: the order goes out without a referral.
  }
}

export function readRefSlug(): string | null {
  try {
    return sessionStorage.getItem(REF_SLUG_KEY);
  } catch {
    return null;
  }
}

/** After an order has used it (spec section 4: WhatsApp orders clear it). */
export function forgetRefSlug(): void {
  try {
    sessionStorage.removeItem(REF_SLUG_KEY);
  } catch {
    // Nothing was kept.
  }
}
