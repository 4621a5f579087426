import type { Footer } from '@plaza/domain/schemas/footer';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-fetch';

export const footerKeys = {
  all: ['footer'] as const,
};

async function fetchFooter(signal: AbortSignal): Promise<Footer> {
  try {
    // Typed, not parsed: zod stays off the first page (the server serializes with the schema).
    return (await apiFetch('/api/market/footer', { signal })) as Footer;
  } catch (error) {
    // The footer fails quietly (spec section 8): logged, never shown.
    if (!signal.aborted) console.error('Could not load the footer', error);
    throw error;
  }
}

export function footerQuery() {
  return queryOptions({
    queryKey: footerKeys.all,
    queryFn: ({ signal }) => fetchFooter(signal),
    staleTime: 10 * 60_000,
  });
}

export function useFooter() {
  return useQuery(footerQuery());
}
