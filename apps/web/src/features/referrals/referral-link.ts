import { apiFetch } from '../../api/api-fetch';

/** Whether the user has the referral system on: the server sets this cookie at the login after enabling it (spec section 4). */
export function referralsEnabled(): boolean {
  return document.cookie.split(';').some((pair) => pair.trim() === 'referrals=true');
}

/** The address a referral link is shared as: this site's /ref/{slug}. */
export function referralUrl(slug: string): string {
  return `${window.location.origin}/ref/${slug}`;
}

export interface ReferralLink {
  slug: string;
  /** Its owner may have turned it off in the profile: it then leads nowhere. */
  active: boolean;
}

/**
 * POST /api/user/referrals: the user's link for the product, created on the first call and the
 * same one after. Read by hand rather than with the zod schema, whose module carries the whole
 * profile's catalogue to the page that shares.
 */
export async function createReferralLink(productId: number): Promise<ReferralLink> {
  const answer = (await apiFetch('/api/user/referrals', { method: 'POST', body: { product_id: productId, active: true } })) as {
    referral_slug?: unknown;
    active?: unknown;
  };
  if (typeof answer.referral_slug !== 'string') throw new Error('The referral answer has no slug');
  return { slug: answer.referral_slug, active: answer.active !== false };
}
