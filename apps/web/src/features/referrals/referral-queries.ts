import { useSyncExternalStore } from 'react';
import type { ReferralGroup } from '@plaza/domain/schemas/referral';
import type { MyPayouts } from '@plaza/domain/schemas/payout';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../api/api-fetch';
import { referralsEnabled } from './referral-link';

/** Keyed by the user, so that after a change of account nobody sees the previous one's links. */
export const referralKeys = {
  all: ['referrals'] as const,
  list: (userId: string) => [...referralKeys.all, 'list', userId] as const,
  target: (slug: string) => [...referralKeys.all, 'target', slug] as const,
  payouts: (userId: string) => [...referralKeys.all, 'payouts', userId] as const,
};

/** GET /api/user/referrals/payouts: what each store owes the user and the payouts received; a seller may record one any time. */
export function referralPayoutsQuery(userId: string) {
  return queryOptions({
    queryKey: referralKeys.payouts(userId),
    queryFn: async ({ signal }) => (await apiFetch('/api/user/referrals/payouts', { signal })) as MyPayouts,
    staleTime: 0,
  });
}

/** GET /api/user/referrals: the user's links grouped per store. Links are made on product pages, so never trusted as fresh. */
export function referralsQuery(userId: string) {
  return queryOptions({
    queryKey: referralKeys.list(userId),
    queryFn: async ({ signal }) => (await apiFetch('/api/user/referrals', { signal })) as ReferralGroup[],
    staleTime: 0,
  });
}

export interface ReferralTarget {
  product_id: number;
  store_id: number;
}

/** GET /api/market/ref/{slug}: the product a shared link leads to. A 404 (unknown or inactive link) is not retried. */
export function referralTargetQuery(slug: string) {
  return queryOptions({
    queryKey: referralKeys.target(slug),
    queryFn: async ({ signal }) => (await apiFetch(`/api/market/ref/${encodeURIComponent(slug)}`, { signal })) as ReferralTarget,
    staleTime: 0,
    gcTime: 0,
  });
}


const noSubscription = () => () => undefined;

/**
 * referralsEnabled() for a component: null while the server renders the page and while it is
 * hydrated (the cookie is the browser's), then the browser's answer.
 */
export function useReferralsEnabled(): boolean | null {
  return useSyncExternalStore(noSubscription, referralsEnabled, () => null);
}
