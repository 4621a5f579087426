import { t } from '@plaza/domain/messages/es';
import { HttpError } from './api-fetch';
import { enterMaintenanceMode } from './maintenance-mode';
import { notify } from '../ui/notify';

const toastError = (message: string) => notify(message, 'error');

/**
 * The site-wide answer to a failed call (spec section 8): 401 says nothing, 403 and 500 show
 * their fixed toast, 502/503 mean maintenance. Returns true when the policy has dealt with the
 * error, so the call site must not show anything more; false leaves the error to the call site.
 * A call site for which 401 means something (the login form) checks for it before calling this.
 */
export function applyErrorPolicy(error: unknown): boolean {
  if (!(error instanceof HttpError)) return false;
  switch (error.status) {
    case 401:
      return true;
    case 403:
      toastError(t('errors.forbidden'));
      return true;
    case 500:
      toastError(t('errors.server'));
      return true;
    case 502:
    case 503:
      enterMaintenanceMode();
      return true;
    default:
      return false;
  }
}

/** The text a call site shows for an error: the server's message when preferred and present, else its fallback. */
export function errorMessage(error: unknown, fallback: string, preferServerMessage = true): string {
  if (preferServerMessage && error instanceof HttpError && error.serverMessage) return error.serverMessage;
  return fallback;
}

/** The policy first; anything it leaves over becomes a toast with the call site's text. */
export function reportError(error: unknown, fallback: string, preferServerMessage = true): void {
  if (applyErrorPolicy(error)) return;
  toastError(errorMessage(error, fallback, preferServerMessage));
}
