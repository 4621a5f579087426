import { t } from '@plaza/domain/messages/es-account';
import { HttpError } from '../../api/api-fetch';

/**
 * The resend failure of spec section 8, except for a rate limit, whose server message says how
 * long to wait, and an account the operator deactivated (403), whose server message says so.
 * Null for 502/503: the maintenance modal answers those.
 */
export function resendFailureMessage(error: unknown): string | null {
  if (error instanceof HttpError) {
    if (error.status === 502 || error.status === 503) return null;
    if ((error.status === 429 || error.status === 403) && error.serverMessage) return error.serverMessage;
  }
  return t('auth.activationResendFailed');
}
