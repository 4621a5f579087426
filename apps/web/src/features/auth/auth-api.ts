import type {
  ForgotPasswordPayload,
  LoginPayload,
  ResendActivationPayload,
  ResetPasswordPayload,
  SignupPayload,
} from '@plaza/domain/schemas/account';
import type { TotpLoginPayload } from '@plaza/domain/schemas/second-factor';
import { apiFetch } from '../../api/api-fetch';

// The account calls of spec section 7. An HTTP 200 is the success; the answers' messages are
// the catalogue's, so the screens show their own copy rather than parse them.

export function signup(payload: SignupPayload) {
  return apiFetch('/api/auth/signup', { method: 'POST', body: payload });
}

/** True when the password was right and the account's second factor is asked next (no session yet). */
export async function login(payload: LoginPayload): Promise<{ secondFactor: boolean }> {
  const answer = await apiFetch('/api/auth/login', { method: 'POST', body: payload });
  return { secondFactor: (answer as { totp_required?: unknown } | null)?.totp_required === true };
}

/** The login's second step: the app's code or a recovery code; `remember_device` for 30 days. */
export function loginWithCode(payload: TotpLoginPayload) {
  return apiFetch('/api/auth/totp/login', { method: 'POST', body: payload });
}

export function resendActivation(payload: ResendActivationPayload) {
  return apiFetch('/api/auth/resend-activation-link', { method: 'POST', body: payload });
}

export function forgotPassword(payload: ForgotPasswordPayload) {
  return apiFetch('/api/auth/forgotPassword', { method: 'POST', body: payload });
}

export function resetPassword(token: string, payload: ResetPasswordPayload) {
  return apiFetch(`/api/auth/resetPassword/${encodeURIComponent(token)}`, { method: 'POST', body: payload });
}

/** A new seller's first password, through the link mailed at approval: the answer signs them in. */
export function welcomeSeller(token: string, payload: ResetPasswordPayload) {
  return apiFetch(`/api/auth/welcome/${encodeURIComponent(token)}`, { method: 'POST', body: payload });
}

// An activation token works once. StrictMode mounts a page twice and a query may be collected
// and asked again; every caller for the same token shares the one request made in this page load.
const activations = new Map<string, Promise<true>>();

export function activateAccount(token: string): Promise<true> {
  let activation = activations.get(token);
  if (!activation) {
    activation = apiFetch(`/api/auth/activate/${encodeURIComponent(token)}`, { method: 'POST' }).then(() => true as const);
    activations.set(token, activation);
  }
  return activation;
}
