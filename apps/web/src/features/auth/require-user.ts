import type { SessionUser } from '@plaza/domain/schemas/session';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { isNetworkFailure } from '../../api/api-fetch';
import { queryClient } from '../../api/query-client';
import { sessionQuery } from '../../api/session';
import { afterLoginPath, loginPath } from './login-redirect';

/** The session, or undefined when there was no network to ask (see sessionQuery). */
async function knownSession(): Promise<SessionUser | null | undefined> {
  try {
    return await queryClient.ensureQueryData(sessionQuery());
  } catch (error) {
    if (isNetworkFailure(error)) return undefined;
    throw error;
  }
}

/**
 * The loader of a route for signed-in users (/profile, /checkout/:storeId): a visitor is sent
 * to /login, which brings them back here afterwards. Offline, with the session unknown, the page
 * opens (the cart's checkout still shows); its own calls then say what failed, and the server
 * still refuses a visitor.
 */
export async function requireUser({ request }: Pick<LoaderFunctionArgs, 'request'>): Promise<SessionUser | undefined> {
  const user = await knownSession();
  if (user === null) {
    const url = new URL(request.url);
    throw redirect(loginPath(`${url.pathname}${url.search}`));
  }
  return user;
}

/** The login screen's loader: someone already signed in goes straight to where login would lead. */
export async function redirectSignedIn({ request }: LoaderFunctionArgs) {
  const user = await knownSession();
  if (user) throw redirect(afterLoginPath(new URL(request.url).searchParams, null));
  return null;
}
