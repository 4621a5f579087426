import { queryOptions } from '@tanstack/react-query';
import { apiFetch, HttpError } from '../../api/api-fetch';

/**
 * Who opened the console: nobody (a visitor), an operator, an operator who must first turn on the
 * second factor the site requires ('enrol'), or an account of the storefront.
 */
export type ConsoleSession = 'visitor' | 'admin' | 'moderator' | 'enrol' | 'not-admin';

/**
 * The console's own session call (/api/admin/session, behind the admin guard) answers an operator
 * with 200: an operator's console asks nothing that fails. Only when it refuses (403: anyone but
 * an operator) is the market session asked who it is: 200 a customer's or a seller's account, 401
 * a visitor. (The market session refuses an operator's account with 403: asked first, it made a
 * failed request, and an error in the browser's console, on every console page.)
 */
async function fetchConsoleSession(signal: AbortSignal): Promise<ConsoleSession> {
  try {
    const session = await apiFetch('/api/admin/session', { signal });
    const answer = session as { second_factor_missing?: unknown; role?: unknown } | null;
    if (answer?.second_factor_missing === true) return 'enrol';
    // A moderator works the queue's screens only (decision 028).
    return answer?.role === 'moderator' ? 'moderator' : 'admin';
  } catch (error) {
    if (!(error instanceof HttpError && error.status === 403)) throw error;
  }
  try {
    await apiFetch('/api/market/auth', { signal });
    return 'not-admin';
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return 'visitor';
    throw error;
  }
}

export const consoleSessionQuery = () =>
  queryOptions({
    queryKey: ['admin', 'session'] as const,
    queryFn: ({ signal }) => fetchConsoleSession(signal),
    staleTime: 60_000,
    retry: 1,
  });
