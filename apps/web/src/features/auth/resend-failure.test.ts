import { describe, expect, it } from 'vitest';
import { t } from '@plaza/domain/messages/es-account';
import { HttpError } from '../../api/api-fetch';
import { resendFailureMessage } from './resend-failure';

describe("the resend form's failure", () => {
  it("shows the server's words for a deactivated account and a rate limit", () => {
    expect(resendFailureMessage(new HttpError(403, t('auth.accountDisabled')))).toBe(t('auth.accountDisabled'));
    const wait = t('auth.tooManyAttempts', { minutes: 15 });
    expect(resendFailureMessage(new HttpError(429, wait))).toBe(wait);
  });

  it("is the spec's text otherwise, and nothing under maintenance (the modal says it)", () => {
    expect(resendFailureMessage(new HttpError(500, 'Error interno'))).toBe(t('auth.activationResendFailed'));
    expect(resendFailureMessage(new HttpError(403))).toBe(t('auth.activationResendFailed'));
    expect(resendFailureMessage(new TypeError('Failed to fetch'))).toBe(t('auth.activationResendFailed'));
    expect(resendFailureMessage(new HttpError(503, 'Mantenimiento'))).toBeNull();
  });
});
