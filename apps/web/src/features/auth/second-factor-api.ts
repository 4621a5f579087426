import { queryOptions } from '@tanstack/react-query';
import {
  totpEnrolmentSchema,
  totpStatusSchema,
  totpVerifiedSchema,
  type TotpDisablePayload,
  type TotpEnablePayload,
  type TotpVerifyPayload,
} from '@plaza/domain/schemas/second-factor';
import { apiFetch } from '../../api/api-fetch';

// The signed-in account's second factor (issue 42): its state, enrolment in two calls, turning it off.

export const secondFactorKeys = { all: ['second-factor'] as const };

export const secondFactorQuery = () =>
  queryOptions({
    queryKey: secondFactorKeys.all,
    queryFn: ({ signal }) => apiFetch('/api/auth/totp', { signal, schema: totpStatusSchema }),
  });

export const enableSecondFactor = (payload: TotpEnablePayload) =>
  apiFetch('/api/auth/totp/enable', { method: 'POST', body: payload, schema: totpEnrolmentSchema });

export const verifySecondFactor = (payload: TotpVerifyPayload) =>
  apiFetch('/api/auth/totp/verify', { method: 'POST', body: payload, schema: totpVerifiedSchema });

export const disableSecondFactor = (payload: TotpDisablePayload) => apiFetch('/api/auth/totp/disable', { method: 'POST', body: payload });
