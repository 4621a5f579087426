import { QueryClient } from '@tanstack/react-query';
import { HttpError } from './api-fetch';

function isClientError(error: unknown): boolean {
  return error instanceof HttpError && error.status >= 400 && error.status < 500;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      // A 4xx will not change on a second try; anything else gets one more chance.
      retry: (failureCount, error) => !isClientError(error) && failureCount < 1,
    },
  },
});
