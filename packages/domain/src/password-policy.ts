import { t, type AccountMessageKey as MessageKey } from './messages/es-account';

export const PASSWORD_MIN_LENGTH = 8;
/** Bounds the work of hashing an arbitrary request body; far beyond any real password. */
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*';

export type PasswordRuleKey = 'minLength' | 'uppercase' | 'lowercase' | 'digit' | 'special';

export interface PasswordCheck {
  key: PasswordRuleKey;
  label: string;
  met: boolean;
}

/** Length in characters as a person counts them: an emoji or an accented letter is one. */
export function passwordLength(password: string): number {
  return Array.from(password).length;
}

// Letters by Unicode category so that a Spanish 'Ñ' or 'á' counts as the upper or lower case it is.
const RULES: readonly { key: PasswordRuleKey; label: MessageKey; test: (password: string) => boolean }[] = [
  { key: 'minLength', label: 'password.checklist.minLength', test: (p) => passwordLength(p) >= PASSWORD_MIN_LENGTH },
  { key: 'uppercase', label: 'password.checklist.uppercase', test: (p) => /\p{Lu}/u.test(p) },
  { key: 'lowercase', label: 'password.checklist.lowercase', test: (p) => /\p{Ll}/u.test(p) },
  { key: 'digit', label: 'password.checklist.digit', test: (p) => /[0-9]/.test(p) },
  { key: 'special', label: 'password.checklist.special', test: (p) => /[!@#$%^&*]/.test(p) },
];

/** The live checklist of spec section 5, in its order; other characters are allowed but count for nothing. */
export function passwordChecklist(password: string): PasswordCheck[] {
  return RULES.map((rule) => ({ key: rule.key, label: t(rule.label), met: rule.test(password) }));
}

/** Every checklist item met, and not longer than PASSWORD_MAX_LENGTH. */
export function isStrongPassword(password: string): boolean {
  return passwordLength(password) <= PASSWORD_MAX_LENGTH && RULES.every((rule) => rule.test(password));
}
