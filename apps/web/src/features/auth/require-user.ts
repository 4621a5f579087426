import type { SessionUser } from '@plaza/domain/schemas/session';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { isNetworkFailure } from '../../api/api-fetch';
import { loaderQueryClient } from '../../api/query-client';
import { sessionQuery } from '../../api/session';
import { afterLoginPath, loginPath } from './login-redirect';

/** The session, or undefined when there was no network to ask (see sessionQuery). */
async function knownSession(context: LoaderFunctionArgs['context']): Promise<SessionUser | null | undefined> {
  try {
    return await loaderQueryClient(context).ensureQueryData(sessionQuery());
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
export async function requireUser({ request, context }: Pick<LoaderFunctionArgs, 'request' | 'context'>): Promise<SessionUser | undefined> {
  const user = await knownSession(context);
  if (user === null) {
    const url = new URL(request.url);
    throw redirect(loginPath(`${url.pathname}${url.search}`));
  }
  return user;
}

/** The login screen's loader: someone already signed in goes straight to where login would lead. */
export async function redirectSignedIn({ request, context }: LoaderFunctionArgs) {
  const user = await knownSession(context);
  if (user) throw redirect(afterLoginPath(new URL(request.url).searchParams, null));
  return null;
}
