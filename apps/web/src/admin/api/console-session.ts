import { queryOptions } from '@tanstack/react-query';
import { apiFetch, HttpError } from '../../api/api-fetch';

/** Who opened the console: nobody (a visitor), an operator, or an account of the storefront. */
export type ConsoleSession = 'visitor' | 'admin' | 'not-admin';

/**
 * Read from the market session call, which answers a customer or a seller with their account, a
 * visitor with 401, and refuses an operator's account with 403 ('Esta cuenta no se puede utilizar
 * aquí': an admin has no storefront session). The console's own calls are guarded by the server
 * anyway (403 for anyone but an admin), and a screen shows that refusal if it ever comes.
 */
async function fetchConsoleSession(signal: AbortSignal): Promise<ConsoleSession> {
  try {
    await apiFetch('/api/market/auth', { signal });
    return 'not-admin';
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return 'visitor';
    if (error instanceof HttpError && error.status === 403) return 'admin';
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
