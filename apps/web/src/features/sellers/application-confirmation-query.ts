import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../api/api-fetch';

// A confirmation link works once. StrictMode mounts a page twice and a query may be collected
// and asked again; every caller for the same token shares the one request made in this page load.
const confirmations = new Map<string, Promise<true>>();

function confirmApplication(token: string): Promise<true> {
  let confirmation = confirmations.get(token);
  if (!confirmation) {
    confirmation = apiFetch(`/api/store_admin/storeSolicitude/confirm/${encodeURIComponent(token)}`, { method: 'POST' }).then(
      () => true as const,
    );
    confirmations.set(token, confirmation);
  }
  return confirmation;
}

/** The confirmation of one mailed link, as a query that is never retried or refetched: the token is spent by the first call. */
export function applicationConfirmationQuery(token: string) {
  return queryOptions({
    queryKey: ['seller-application', 'confirmation', token] as const,
    queryFn: () => confirmApplication(token),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    retryOnMount: false,
    refetchOnReconnect: false,
  });
}
