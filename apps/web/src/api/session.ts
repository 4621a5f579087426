import type { SessionUser } from '@plaza/domain/schemas/session';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { apiFetch, HttpError, isNetworkFailure } from './api-fetch';
import { stringFields } from './answer-fields';

/** `GET /api/market/auth`'s user (the server holds it to `sessionUserSchema`). */
export const sessionUserAnswer = stringFields<SessionUser>('GET /api/market/auth', ['id', 'email', 'name', 'role']);

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
    return await apiFetch('/api/market/auth', { signal, schema: sessionUserAnswer });
  } catch (error) {
    if (signal.aborted || isNetworkFailure(error)) throw error;
    // 401: a visitor; 403: an account the storefront refuses (an operator's, who uses the console).
    if (!(error instanceof HttpError && (error.status === 401 || error.status === 403))) console.error('Could not load the session', error);
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

// Many components read only who is signed in (each product card's heart: sixty on the home page).
// One listener on the query cache serves them all, instead of a query observer each to create,
// subscribe and notify while a page comes to life on a slow phone. The subscribe function is one
// per client, so React does not unsubscribe and subscribe again on every render.
const userSubscriptions = new WeakMap<QueryClient, (listener: () => void) => () => void>();

function subscribeToUser(queryClient: QueryClient): (listener: () => void) => () => void {
  const existing = userSubscriptions.get(queryClient);
  if (existing) return existing;
  const listeners = new Set<() => void>();
  let stopListening: (() => void) | undefined;
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    stopListening ??= queryClient.getQueryCache().subscribe((event) => {
      if (event.query.queryKey[0] === sessionKeys.all[0]) for (const notify of listeners) notify();
    });
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) {
        stopListening?.();
        stopListening = undefined;
      }
    };
  };
  userSubscriptions.set(queryClient, subscribe);
  return subscribe;
}

/**
 * The signed-in user as the session query last answered (null for a visitor or while unknown),
 * without asking for it: the shell's own useSession does. Reads the cache, so the server's render
 * and the hydration agree.
 */
export function useCachedSessionUser(): SessionUser | null {
  const queryClient = useQueryClient();
  const read = () => queryClient.getQueryData<SessionUser | null>(sessionKeys.user()) ?? null;
  return useSyncExternalStore(subscribeToUser(queryClient), read, read);
}
