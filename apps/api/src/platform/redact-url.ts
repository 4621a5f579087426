/** What a secret in a logged address is replaced with. */
export const REDACTED = '[redacted]';

/** Query parameters whose value is a secret: the pages a mailed link opens (`/reset-password?token=…`) and any like them. */
const SECRET_QUERY_PARAMS = new Set(['token', 'code', 'password', 'secret', 'key', 'signature', 'access_token', 'refresh_token', 'api_key']);

/**
 * Routes with a secret in their path, as their segments (lower case, `:` for the secret): every
 * route whose parameter is a one-time token, and the coupon check, whose code may be a store's
 * private one. `redact-url.test.ts` walks the app's routes so that a new `:token` route cannot be
 * left out.
 */
const SECRET_PATHS: readonly (readonly string[])[] = [
  ['api', 'auth', 'activate', ':'],
  ['api', 'auth', 'resetpassword', ':'],
  ['api', 'auth', 'welcome', ':'],
  ['api', 'store_admin', 'storesolicitude', 'confirm', ':'],
  ['api', 'market', 'customer', 'coupons', ':'],
  ['api', 'user', 'staffinvitations', ':'],
  // The page a store's invitation link opens (`/seller/join/{token}`): its token is in the path.
  ['seller', 'join', ':'],
];

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** The path with its secret segment replaced, however it was spelled (`/API/…`, `//api/…`, `/%61pi/…`). */
function redactPath(path: string): string {
  const segments = path.split('/');
  const words = segments.flatMap((segment, index) => {
    const word = decoded(segment).toLowerCase();
    return word ? [{ index, word }] : [];
  });
  for (const pattern of SECRET_PATHS) {
    if (words.length < pattern.length) continue;
    if (!pattern.every((part, k) => part === ':' || part === words[k]!.word)) continue;
    const secret = pattern.indexOf(':');
    segments[words[secret]!.index] = REDACTED;
  }
  return segments.join('/');
}

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1) return pair;
      const name = pair.slice(0, equals);
      return SECRET_QUERY_PARAMS.has(decoded(name).toLowerCase()) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
}

/**
 * A request's address as it may be logged: one-time tokens (activation, password reset, a new
 * seller's welcome, an application's confirmation) and other secrets in the path or the query
 * string replaced by `[redacted]`, the rest as it came. The one function every log line that
 * names a URL goes through (request-log.ts, the error and render lines).
 */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark === -1) return redactPath(url);
  return `${redactPath(url.slice(0, mark))}?${redactQuery(url.slice(mark + 1))}`;
}
