import type { LoginPayload } from '@plaza/domain/schemas/account';
import type { SessionUser } from '@plaza/domain/schemas/session';
import type { TotpLoginPayload } from '@plaza/domain/schemas/second-factor';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiFetch, HttpError } from '../../api/api-fetch';
import { sessionKeys, sessionUserAnswer } from '../../api/session';
import { login, loginWithCode } from './auth-api';

/** The password was right but the market session refuses the account (an administrator's). */
export class AccountNotUsableError extends Error {
  override readonly name = 'AccountNotUsableError';
}

/** The operator console's pages (apps/web/src/admin), where the market's refusal of an admin does not apply. */
const CONSOLE_PATH = /^\/admin(?:[/?#]|$)/i;

/**
 * Logs in, then reads the market session (spec section 6): an account it refuses is logged out
 * again at once and the login fails with AccountNotUsableError. On success the session query
 * holds the user, and every other answer is read again with the user's flags (favourites).
 * A login on its way to the console (`next` is an /admin page) keeps the account the market
 * refuses, an operator's: the console checks its role itself, and the storefront reads it as
 * signed out. An account with its second factor on answers `second-factor`: the code step
 * (`useLoginWithCode`) follows, and ends the same way.
 */
export function useLogin(next: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: LoginPayload): Promise<LoginResult> => {
      const { secondFactor } = await login(payload);
      if (secondFactor) return { kind: 'second-factor' };
      return { kind: 'done', user: await signedInUser(next, queryClient) };
    },
    onSuccess: (result) => {
      if (result.kind === 'done') settle(queryClient, result.user);
    },
  });
}

/** The login's code step: the same end as a login without one. */
export function useLoginWithCode(next: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: TotpLoginPayload): Promise<SessionUser | null> => {
      await loginWithCode(payload);
      return signedInUser(next, queryClient);
    },
    onSuccess: (user) => settle(queryClient, user),
  });
}

export type LoginResult = { kind: 'second-factor' } | { kind: 'done'; user: SessionUser | null };

function settle(queryClient: QueryClient, user: SessionUser | null) {
  queryClient.setQueryData(sessionKeys.user(), user);
  void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.all[0] });
}

/** Who the new session is, once signed in (see `useLogin`). */
async function signedInUser(next: string, queryClient: QueryClient): Promise<SessionUser | null> {
  // On the way to the console, the console's own session call first: it answers an operator,
  // whom the market session would refuse with a 403 (an error in the browser's console).
  if (CONSOLE_PATH.test(next)) {
    try {
      await apiFetch('/api/admin/session');
      return null;
    } catch (error) {
      if (!(error instanceof HttpError && error.status === 403)) throw error;
    }
  }
  try {
    return await apiFetch('/api/market/auth', { schema: sessionUserAnswer });
  } catch (error) {
    if (!(error instanceof HttpError && error.status === 403)) throw error;
    if (CONSOLE_PATH.test(next)) return null;
    // Nothing more to tell the user if this fails: the screen already says the account cannot be used.
    await apiFetch('/api/auth/customer/logout', { method: 'POST' }).catch(() => undefined);
    queryClient.setQueryData(sessionKeys.user(), null);
    throw new AccountNotUsableError();
  }
}
