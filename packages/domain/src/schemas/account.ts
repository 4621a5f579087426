import { z } from '../zod-es';
import { t } from '../messages/es-account';
import { PASSWORD_MAX_LENGTH, isStrongPassword, passwordLength } from '../password-policy';
import { multilineText, plainText } from './common';

/** RFC 5321 caps a forward path at 254 characters. */
export const EMAIL_MAX_LENGTH = 254;
/**
 * The "standard address pattern" of spec section 5: a dot-separated local part, then a domain of
 * labels that do not start with a hyphen and a top-level name of two or more letters.
 */
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
/** What the sign-up form shows while typing; the submit message is emailSchema's. */
export const liveEmailMessage = t('account.emailLiveInvalid');

export const NAME_MAX_LENGTH = 60;
export const PHONE_MIN_LENGTH = 8;
export const PHONE_MAX_LENGTH = 20;
export const PHONE_PATTERN = /^[0-9+\-() ]+$/;

/** The live e-mail check: same rule as emailSchema, for a field still being typed. */
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

/** 8 to 20 of digits, spaces, +, -, ( and ), with at least one digit so '--------' is not a number. */
export function isValidPhone(value: string): boolean {
  const phone = value.trim();
  return phone.length >= PHONE_MIN_LENGTH && phone.length <= PHONE_MAX_LENGTH && PHONE_PATTERN.test(phone) && /[0-9]/.test(phone);
}

const emailInvalid = t('account.emailInvalid');
/** Lower-cased so that one person cannot hold two accounts that differ only in case. */
export const emailSchema = z.string({ error: emailInvalid }).trim().toLowerCase().refine(isValidEmail, { error: emailInvalid });

/** A required free-text field: trimmed, so blank counts as missing; line breaks only where the field is `multiline`. */
export function requiredTextSchema(required: string, tooLong: string, max: number, { multiline = false } = {}) {
  const text = multiline ? multilineText({ error: required }) : plainText({ error: required });
  return text.trim().min(1, { error: required }).max(max, { error: tooLong });
}

export const nameSchema = requiredTextSchema(t('account.nameRequired'), t('account.nameTooLong', { max: NAME_MAX_LENGTH }), NAME_MAX_LENGTH);
export const lastNameSchema = requiredTextSchema(
  t('account.lastNameRequired'),
  t('account.lastNameTooLong', { max: NAME_MAX_LENGTH }),
  NAME_MAX_LENGTH,
);

const phoneInvalid = t('account.phoneInvalid');
const phoneNumber = z.string().refine(isValidPhone, { error: phoneInvalid });
/** Optional: an empty or blank field, null or a missing key all mean "no phone". */
export const phoneSchema = z
  .string({ error: phoneInvalid })
  .trim()
  .nullish()
  .transform((phone) => phone || undefined)
  .pipe(phoneNumber.optional());

/**
 * A new password: the five checklist rules; `message` is the screen's own wording of the failure.
 * One issue at most, and never an aborting one, so the form's confirmation check still runs.
 */
export function strongPasswordSchema(message: string) {
  return z.string({ error: message }).superRefine((password, ctx) => {
    if (passwordLength(password) > PASSWORD_MAX_LENGTH) {
      ctx.addIssue({ code: 'custom', message: t('password.tooLong', { max: PASSWORD_MAX_LENGTH }) });
    } else if (!isStrongPassword(password)) {
      ctx.addIssue({ code: 'custom', message });
    }
  });
}

const termsRequired = t('account.termsRequired');
/** Only a literal true counts as consent; 'true', 1 or a missing key do not. */
export const termsAcceptedSchema = z.literal(true, { error: termsRequired });

/** POST /api/auth/signup. */
export const signupSchema = z.object({
  email: emailSchema,
  password: strongPasswordSchema(t('password.requirements')),
  name: nameSchema,
  last_name: lastNameSchema,
  phone: phoneSchema,
  accepted_term_and_conditions: termsAcceptedSchema,
});
export type SignupPayload = z.infer<typeof signupSchema>;

const passwordMismatch = t('password.mismatch');
/**
 * Zod skips an object refinement once a field has failed; a form should show the mismatch next to
 * the other errors, so it runs whenever both passwords are at least strings. (It still cannot run
 * past a check declared with `abort: true`, which is why the fields here use none.)
 */
const confirmationMatches = {
  path: ['confirm_password'],
  error: passwordMismatch,
  when: (payload: z.core.ParsePayload) => {
    const form = payload.value as { password?: unknown; confirm_password?: unknown } | null;
    return typeof form?.password === 'string' && typeof form.confirm_password === 'string';
  },
};

/** The sign-up form: the payload plus the confirmation and the two consent boxes the screen shows. */
export const signupFormSchema = z
  .object({
    email: emailSchema,
    password: strongPasswordSchema(t('password.requirements')),
    confirm_password: z.string({ error: passwordMismatch }),
    name: nameSchema,
    last_name: lastNameSchema,
    phone: phoneSchema,
    terms: termsAcceptedSchema,
    privacy: termsAcceptedSchema,
  })
  .refine((form) => form.password === form.confirm_password, confirmationMatches);
export type SignupForm = z.infer<typeof signupFormSchema>;

/** Both boxes ticked become the one flag the API takes. */
export function toSignupPayload(form: SignupForm): SignupPayload {
  return {
    email: form.email,
    password: form.password,
    name: form.name,
    last_name: form.last_name,
    phone: form.phone,
    accepted_term_and_conditions: form.terms && form.privacy,
  };
}

const passwordRequired = t('password.required');
/**
 * POST /api/auth/login. Only presence is checked: a malformed address or an old weak password
 * simply fails to log in, with the same answer as a wrong one.
 */
export const loginSchema = z.object({
  email: z
    .string({ error: t('account.emailRequired') })
    .trim()
    .toLowerCase()
    .min(1, { error: t('account.emailRequired') })
    .max(EMAIL_MAX_LENGTH, { error: emailInvalid }),
  password: z
    .string({ error: passwordRequired })
    .min(1, { error: passwordRequired })
    .max(PASSWORD_MAX_LENGTH, { error: t('password.tooLong', { max: PASSWORD_MAX_LENGTH }) }),
});
export type LoginPayload = z.infer<typeof loginSchema>;

/** POST /api/auth/resetPassword/{token}. */
export const resetPasswordSchema = z.object({ password: strongPasswordSchema(t('password.resetInvalid')) });
export type ResetPasswordPayload = z.infer<typeof resetPasswordSchema>;

/** The reset screen: new password plus its confirmation. */
export const resetPasswordFormSchema = z
  .object({
    password: strongPasswordSchema(t('password.resetInvalid')),
    confirm_password: z.string({ error: passwordMismatch }),
  })
  .refine((form) => form.password === form.confirm_password, confirmationMatches);
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

/** POST /api/auth/forgotPassword. */
export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordPayload = z.infer<typeof forgotPasswordSchema>;

/** POST /api/auth/resend-activation-link. */
export const resendActivationSchema = z.object({ email: emailSchema });
export type ResendActivationPayload = z.infer<typeof resendActivationSchema>;

/**
 * POST /api/user/customer/profile: only the changed fields. Unknown keys (the read-only e-mail
 * above all) are dropped rather than refused, so a client sending the whole form still works.
 * An empty phone is null: the customer cleared it, which differs from not sending it.
 */
export const profileUpdateSchema = z
  .object({
    name: nameSchema.optional(),
    last_name: lastNameSchema.optional(),
    phone: z
      .string({ error: phoneInvalid })
      .trim()
      .nullable()
      .transform((phone) => phone || null)
      .pipe(phoneNumber.nullable())
      .optional(),
  })
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), { error: t('account.nothingToUpdate') });
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
