import type { SessionUser } from '@plaza/domain/schemas/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, HttpError, isNetworkFailure } from './api-fetch';

export const sessionKeys = {
  all: ['session'] as const,
  user: () => [...sessionKeys.all, 'user'] as const,
};

/**
 * The signed-in user, or null for a visitor: any answer but the user counts as signed out (spec
 * section 4). No answer at all (offline) leaves the session unknown instead: the query fails, the
 * header reads as signed out, the account pages still open, and it is asked again on reconnection.
 */
async function fetchSessionUser(signal: AbortSignal): Promise<SessionUser | null> {
  try {
    // The schema, and zod with it, loads beside the request: it stays out of the entry chunk.
    const [answer, { sessionUserSchema }] = await Promise.all([
      apiFetch('/api/market/auth', { signal }),
      import('@plaza/domain/schemas/session'),
    ]);
    return sessionUserSchema.parse(answer);
  } catch (error) {
    if (signal.aborted || isNetworkFailure(error)) throw error;
    if (!(error instanceof HttpError && error.status === 401)) console.error('Could not load the session', error);
    return null;
  }
}

export function sessionQuery() {
  return queryOptions({
    queryKey: sessionKeys.user(),
    queryFn: ({ signal }) => fetchSessionUser(signal),
    // Unknown for want of a network, it is asked again when the network returns, not each time
    // another component reads it (which would also flash the shell's spinner over the page).
    retryOnMount: false,
  });
}

export function useSession() {
  return useQuery(sessionQuery());
}

/** The signed-in user once the session is known; null while loading or for a visitor. */
export function useSessionUser(): SessionUser | null {
  return useSession().data ?? null;
}
