import { queryOptions } from '@tanstack/react-query';
import { activateAccount } from './auth-api';

/**
 * The activation of one token, held as a query so that the page's two StrictMode mounts and any
 * re-render share one request. Never retried or refetched: the token is spent by the first call.
 */
export function activationQuery(token: string) {
  return queryOptions({
    queryKey: ['auth', 'activation', token] as const,
    queryFn: () => activateAccount(token),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    retryOnMount: false,
    refetchOnReconnect: false,
  });
}
