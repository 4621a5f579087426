import { QueryClient } from '@tanstack/react-query';
import { HttpError, isNetworkFailure } from './api-fetch';

function isClientError(error: unknown): boolean {
  return error instanceof HttpError && error.status >= 400 && error.status < 500;
}

/** A request that got no answer while the browser says it is offline: trying again now cannot help. */
function isOfflineFailure(error: unknown): boolean {
  return isNetworkFailure(error) && !navigator.onLine;
}

/** A query client with the app's defaults: the browser's one below, and one per server render. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // Calls run even when the browser says it is offline: the service worker may answer from
        // its cache, and a call that fails shows its page's error and 'Reintentar' rather than
        // waiting, paused, behind a skeleton. Failed queries are asked again when the connection returns.
        networkMode: 'always',
        // A 4xx will not change on a second try, nor will a call made offline; anything else gets one more chance.
        retry: (failureCount, error) => !isClientError(error) && !isOfflineFailure(error) && failureCount < 1,
      },
      mutations: {
        // Sent at once, so an order placed offline fails with its message instead of hanging on 'Procesando...'.
        networkMode: 'always',
      },
    },
  });

/** The browser's query client, for the whole visit. The server never uses it: each render has its own. */
export const queryClient = createQueryClient();

/**
 * The query client a route loader fills: the one the server's render passed as the request's
 * context (entry-server.tsx), else the browser's. So no loader writes into another request's cache.
 */
export function loaderQueryClient(context: unknown): QueryClient {
  const own = (context as { queryClient?: unknown } | undefined)?.queryClient;
  return own instanceof QueryClient ? own : queryClient;
}
