import { apiFetch, type ApiFetchOptions, type Parser } from '../../api/api-fetch';

/** apiFetch with the answer parsed by the console's schema (every console call has one). */
export function adminFetch<T>(path: string, schema: Parser<T>, options: ApiFetchOptions = {}): Promise<T> {
  return apiFetch(path, { ...options, schema });
}

/** A query string of the values that are set, in a stable order (the list's query key keeps it). */
export function searchString(query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(name, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * Query keys of the console, one factory for every resource: a mutation invalidates by prefix
 * (`adminKeys.applications()` refreshes every tab of them, and the dashboard's count with
 * `adminKeys.dashboard()`).
 */
export const adminKeys = {
  all: ['admin'] as const,
  dashboard: () => [...adminKeys.all, 'dashboard'] as const,
  applications: () => [...adminKeys.all, 'applications'] as const,
  applicationList: (status: string) => [...adminKeys.applications(), status] as const,
  stores: () => [...adminKeys.all, 'stores'] as const,
  storeList: (query: Record<string, unknown>) => [...adminKeys.stores(), 'list', query] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  userList: (query: Record<string, unknown>) => [...adminKeys.users(), 'list', query] as const,
  reviews: () => [...adminKeys.all, 'reviews'] as const,
  reviewList: (query: Record<string, unknown>) => [...adminKeys.reviews(), 'list', query] as const,
  audit: (query: Record<string, unknown>) => [...adminKeys.all, 'audit', query] as const,
  queue: () => [...adminKeys.all, 'queue'] as const,
};
