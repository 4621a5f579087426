/**
 * /login with the place to come back to once the visitor has logged in. A module of its own: the
 * seller panel needs only this line, not the rest of the login's redirect rules.
 */
export function loginPath(next: string): string {
  return next === '/' ? '/login' : `/login?next=${encodeURIComponent(next)}`;
}
