import { z } from '../zod-es';
import { t } from '../messages/es-account';
import { PASSWORD_MAX_LENGTH } from '../password-policy';

/** A TOTP code: six digits (RFC 6238 with SHA-1 and 30-second steps, what every authenticator app shows). */
export const TOTP_CODE_PATTERN = /^\d{6}$/;
/** A recovery code: ten base32 letters, shown as two groups of five (`abcde-fghij`). */
export const RECOVERY_CODE_PATTERN = /^[a-z2-7]{10}$/;
export const RECOVERY_CODE_COUNT = 10;

/** What the person typed, without spaces or hyphens and in lower case: `123 456` and `ABCDE-FGHIJ` both count. */
export const normalizeCode = (value: string) => value.replace(/[\s-]/g, '').toLowerCase();

const password = z
  .string({ error: t('password.required') })
  .min(1, { error: t('password.required') })
  .max(PASSWORD_MAX_LENGTH, { error: t('password.tooLong', { max: PASSWORD_MAX_LENGTH }) });

/** The app's current code only (enrolment). */
const totpCode = z
  .string({ error: t('totp.codeRequired') })
  .transform(normalizeCode)
  .pipe(z.string().min(1, { error: t('totp.codeRequired') }).regex(TOTP_CODE_PATTERN, { error: t('totp.codeInvalid') }));

/** The app's code or one of the recovery codes (login, disabling). */
const anyCode = z
  .string({ error: t('totp.codeRequired') })
  .max(64, { error: t('totp.codeInvalid') })
  .transform(normalizeCode)
  .pipe(
    z
      .string()
      .min(1, { error: t('totp.codeRequired') })
      .refine((code) => TOTP_CODE_PATTERN.test(code) || RECOVERY_CODE_PATTERN.test(code), { error: t('totp.codeInvalid') }),
  );

/** POST /api/auth/totp/enable: the current password again. */
export const totpEnableSchema = z.object({ password });
export type TotpEnablePayload = z.infer<typeof totpEnableSchema>;

/** POST /api/auth/totp/verify: the first code from the app, which turns the factor on. */
export const totpVerifySchema = z.object({ code: totpCode });
export type TotpVerifyPayload = z.infer<typeof totpVerifySchema>;

/** POST /api/auth/totp/login: the login's second step. */
export const totpLoginSchema = z.object({ code: anyCode, remember_device: z.boolean().optional() });
export type TotpLoginPayload = z.infer<typeof totpLoginSchema>;

/** POST /api/auth/totp/disable: the password and a code. */
export const totpDisableSchema = z.object({ password, code: anyCode });
export type TotpDisablePayload = z.infer<typeof totpDisableSchema>;

/** The answer of enable: what the app needs, shown once. */
export const totpEnrolmentSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** `otpauth://totp/Plaza:{email}?secret=…&issuer=Plaza&algorithm=SHA1&digits=6&period=30` */
  otpauth_uri: z.string(),
  /** The same URI as a QR code, an SVG document. */
  qr_svg: z.string(),
  /** The secret in base32, for typing into the app by hand. */
  secret: z.string(),
});
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

/** The answer of verify: the ten recovery codes, shown this once. */
export const totpVerifiedSchema = z.object({ success: z.literal(true), message: z.string(), recovery_codes: z.array(z.string()) });
export type TotpVerified = z.infer<typeof totpVerifiedSchema>;

/** GET /api/auth/totp: the signed-in account's second factor. */
export const totpStatusSchema = z.object({
  enabled: z.boolean(),
  /** Operators, when the site requires it. */
  required: z.boolean(),
  recovery_codes_left: z.number().int(),
});
export type TotpStatus = z.infer<typeof totpStatusSchema>;

/** POST /api/auth/login's answer: `totp_required` means no session yet, the code is asked next. */
export const loginAnswerSchema = z.object({ success: z.boolean(), message: z.string(), totp_required: z.boolean().optional() });
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/** GET/PUT /api/admin/settings/security: the operators' security settings. */
export const securitySettingsSchema = z.object({ second_factor_required: z.boolean() });
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;
