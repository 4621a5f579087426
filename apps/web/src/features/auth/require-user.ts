import type { SessionUser } from '@plaza/domain/schemas/session';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { queryClient } from '../../api/query-client';
import { sessionQuery } from '../../api/session';
import { afterLoginPath, loginPath } from './login-redirect';

/**
 * The loader of a route for signed-in users (/profile, /checkout/:storeId): a visitor is sent
 * to /login, which brings them back here afterwards.
 */
export async function requireUser({ request }: Pick<LoaderFunctionArgs, 'request'>): Promise<SessionUser> {
  const user = await queryClient.ensureQueryData(sessionQuery());
  if (!user) {
    const url = new URL(request.url);
    throw redirect(loginPath(`${url.pathname}${url.search}`));
  }
  return user;
}

/** The login screen's loader: someone already signed in goes straight to where login would lead. */
export async function redirectSignedIn({ request }: LoaderFunctionArgs) {
  const user = await queryClient.ensureQueryData(sessionQuery());
  if (user) throw redirect(afterLoginPath(new URL(request.url).searchParams, null));
  return null;
}
