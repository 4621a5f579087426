/** Screens a finished login must not return to: going back there would loop. */
const AUTH_PATHS = new Set(['/login', '/signup', '/activate', '/forgot-password', '/reset-password']);

export { loginPath } from './login-path';

/**
 * Where a login may send the user: a path on this site only. Anything else (another origin,
 * `//evil.example`, `javascript:`) or an account screen gives undefined.
 */
export function safeNextPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/')) return undefined;
  let url: URL;
  try {
    url = new URL(value, window.location.origin);
  } catch {
    return undefined;
  }
  if (url.origin !== window.location.origin || AUTH_PATHS.has(url.pathname)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Router state as a link to /login may set it: `{ from: '/checkout/3' }` or `{ from: location }`. */
function fromState(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('from' in state)) return undefined;
  const { from } = state;
  if (typeof from === 'string') return from;
  if (typeof from === 'object' && from !== null && 'pathname' in from && typeof from.pathname === 'string') {
    const search = 'search' in from && typeof from.search === 'string' ? from.search : '';
    return `${from.pathname}${search}`;
  }
  return undefined;
}

/** Where to go after logging in: `?next=`, else the router state's `from`, else home. */
export function afterLoginPath(search: URLSearchParams, state: unknown): string {
  return safeNextPath(search.get('next')) ?? safeNextPath(fromState(state)) ?? '/';
}
