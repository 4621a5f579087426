import { describe, expect, it } from 'vitest';
import {
  EMAIL_PATTERN,
  emailSchema,
  forgotPasswordSchema,
  isValidEmail,
  isValidPhone,
  liveEmailMessage,
  loginSchema,
  phoneSchema,
  profileUpdateSchema,
  resendActivationSchema,
  resetPasswordFormSchema,
  resetPasswordSchema,
  signupFormSchema,
  signupSchema,
  toSignupPayload,
} from './account';
import type { z } from '../zod-es';

/** The messages of a failed parse, keyed by field path. */
function errors(result: z.ZodSafeParseResult<unknown>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

const STRONG = 'Secreta1!';
const signup = {
  email: 'ana@example.com',
  password: STRONG,
  name: 'Ana',
  last_name: 'Pérez',
  phone: '+53 5 123 4567',
  accepted_term_and_conditions: true,
};

describe('emailSchema', () => {
  it('trims and lower-cases a valid address', () => {
    expect(emailSchema.parse('  Ana.Perez@Example.COM ')).toBe('ana.perez@example.com');
  });
  it('refuses what is not an address, with the submit message', () => {
    for (const bad of ['', 'ana', 'ana@', '@example.com', 'ana@example', 'ana@@example.com', 'ana perez@example.com', 'ana..p@example.com', '.ana@example.com', 'ana@-example.com']) {
      expect(errors(emailSchema.safeParse(bad))).toEqual({ '': ['Por favor, introduce un correo electrónico válido'] });
    }
  });
  it('accepts 254 characters and refuses 255', () => {
    const at = (n: number) => `${'a'.repeat(64)}@${'b'.repeat(n - 64 - 1 - 4)}.com`;
    expect(at(254)).toHaveLength(254);
    expect(emailSchema.safeParse(at(254)).success).toBe(true);
    expect(emailSchema.safeParse(at(255)).success).toBe(false);
  });
  it('shares its pattern and live message with the form', () => {
    expect(EMAIL_PATTERN.test('ana+tienda@mail.example.cu')).toBe(true);
    expect(isValidEmail(' ana@example.com ')).toBe(true);
    expect(isValidEmail('ana@example')).toBe(false);
    expect(liveEmailMessage).toBe('El correo electrónico no es válido');
  });
});

describe('phoneSchema', () => {
  it('is optional: missing, null, empty and blank all mean no phone', () => {
    for (const none of [undefined, null, '', '   ']) expect(phoneSchema.parse(none)).toBeUndefined();
  });
  it('accepts 8 characters of digits, spaces, +, -, ( and )', () => {
    expect(phoneSchema.parse('5123 456')).toBe('5123 456');
    expect(phoneSchema.parse(' +53 (5) 123-4567 ')).toBe('+53 (5) 123-4567');
  });
  it('refuses 7 characters, letters, or no digit at all', () => {
    for (const bad of ['5123456', '+53 5 12a4567', '--------', '5123.4567']) {
      expect(errors(phoneSchema.safeParse(bad))).toEqual({ '': ['El número de teléfono no es válido'] });
    }
  });
  it('accepts 20 characters and refuses 21', () => {
    expect(isValidPhone('1'.repeat(20))).toBe(true);
    expect(isValidPhone('1'.repeat(21))).toBe(false);
  });
});

describe('signupSchema', () => {
  it('accepts the sign-up payload and normalises it', () => {
    expect(signupSchema.parse({ ...signup, email: ' ANA@example.com', name: ' Ana ' })).toEqual({ ...signup, name: 'Ana' });
  });
  it('drops an empty phone', () => {
    expect(signupSchema.parse({ ...signup, phone: '' })).not.toHaveProperty('phone', '');
    expect(signupSchema.parse({ ...signup, phone: '' }).phone).toBeUndefined();
  });
  it('states the full requirement for a weak password', () => {
    expect(errors(signupSchema.safeParse({ ...signup, password: 'secreta1!' }))).toEqual({
      password: ['La contraseña debe tener al menos 8 caracteres, una mayúscula, una minúscula, un número y un carácter especial (!@#$%^&*)'],
    });
  });
  it('refuses a password over 128 characters with its own message', () => {
    expect(errors(signupSchema.safeParse({ ...signup, password: STRONG + 'a'.repeat(120) }))).toEqual({
      password: ['La contraseña no puede superar 128 caracteres'],
    });
  });
  it('requires the name and last name, blank counting as missing', () => {
    expect(errors(signupSchema.safeParse({ ...signup, name: '   ', last_name: undefined }))).toEqual({
      name: ['El nombre es obligatorio'],
      last_name: ['El apellido es obligatorio'],
    });
  });
  it('limits the name and last name to 60 characters', () => {
    expect(signupSchema.safeParse({ ...signup, name: 'a'.repeat(60) }).success).toBe(true);
    expect(errors(signupSchema.safeParse({ ...signup, last_name: 'a'.repeat(61) }))).toEqual({
      last_name: ['El apellido no puede superar 60 caracteres'],
    });
  });
  it('needs the terms accepted as literally true', () => {
    for (const accepted of [false, 'true', 1, undefined]) {
      expect(errors(signupSchema.safeParse({ ...signup, accepted_term_and_conditions: accepted }))).toEqual({
        accepted_term_and_conditions: ['Debes aceptar los términos y condiciones y la política de privacidad'],
      });
    }
  });
});

describe('signupFormSchema', () => {
  const form = { ...signup, confirm_password: STRONG, terms: true, privacy: true };

  it('maps the form to the API payload', () => {
    expect(toSignupPayload(signupFormSchema.parse(form))).toEqual(signup);
  });
  it('refuses a confirmation that differs', () => {
    expect(errors(signupFormSchema.safeParse({ ...form, confirm_password: 'Secreta1?' }))).toEqual({
      confirm_password: ['Las contraseñas no coinciden'],
    });
  });
  it('shows the mismatch alongside the other field errors', () => {
    expect(errors(signupFormSchema.safeParse({ ...form, name: '', confirm_password: 'x' }))).toHaveProperty('confirm_password');
  });
  it('needs each consent box, with the same message', () => {
    expect(errors(signupFormSchema.safeParse({ ...form, terms: false, privacy: false }))).toEqual({
      terms: ['Debes aceptar los términos y condiciones y la política de privacidad'],
      privacy: ['Debes aceptar los términos y condiciones y la política de privacidad'],
    });
  });
});

describe('loginSchema', () => {
  it('requires both fields', () => {
    expect(errors(loginSchema.safeParse({ email: ' ', password: '' }))).toEqual({
      email: ['El correo electrónico es obligatorio'],
      password: ['La contraseña es obligatoria'],
    });
    expect(errors(loginSchema.safeParse({}))).toEqual({
      email: ['El correo electrónico es obligatorio'],
      password: ['La contraseña es obligatoria'],
    });
  });
  it('does not judge the strength of an existing password', () => {
    expect(loginSchema.parse({ email: 'Ana@Example.com ', password: 'vieja' })).toEqual({ email: 'ana@example.com', password: 'vieja' });
  });
});

describe('password reset and e-mail only forms', () => {
  it('refuses a weak new password with the reset wording', () => {
    expect(errors(resetPasswordSchema.safeParse({ password: 'corta' }))).toEqual({
      password: ['La contraseña no cumple con los requisitos mínimos'],
    });
    expect(resetPasswordSchema.parse({ password: STRONG })).toEqual({ password: STRONG });
  });
  it('checks the reset confirmation', () => {
    expect(errors(resetPasswordFormSchema.safeParse({ password: STRONG, confirm_password: 'otra' }))).toEqual({
      confirm_password: ['Las contraseñas no coinciden'],
    });
  });
  it('takes a valid e-mail for forgot password and resend activation', () => {
    expect(forgotPasswordSchema.parse({ email: ' Ana@example.com' })).toEqual({ email: 'ana@example.com' });
    expect(resendActivationSchema.safeParse({ email: 'ana' }).success).toBe(false);
  });
});

describe('profileUpdateSchema', () => {
  it('takes any one changed field', () => {
    expect(profileUpdateSchema.parse({ name: ' Ana ' })).toEqual({ name: 'Ana' });
    expect(profileUpdateSchema.parse({ phone: '+53 5 123 4567' })).toEqual({ phone: '+53 5 123 4567' });
  });
  it('silently drops unknown fields such as the read-only e-mail', () => {
    expect(profileUpdateSchema.parse({ last_name: 'Pérez', email: 'otra@example.com', role: 'admin' })).toEqual({ last_name: 'Pérez' });
  });
  it('reads an emptied phone as clearing it', () => {
    expect(profileUpdateSchema.parse({ phone: '' })).toEqual({ phone: null });
    expect(profileUpdateSchema.parse({ phone: null })).toEqual({ phone: null });
  });
  it('needs at least one field', () => {
    expect(errors(profileUpdateSchema.safeParse({}))).toEqual({ '': ['No hay cambios que guardar'] });
    expect(errors(profileUpdateSchema.safeParse({ email: 'ana@example.com' }))).toEqual({ '': ['No hay cambios que guardar'] });
  });
  it('validates what is sent', () => {
    expect(errors(profileUpdateSchema.safeParse({ name: '', phone: '123' }))).toEqual({
      name: ['El nombre es obligatorio'],
      phone: ['El número de teléfono no es válido'],
    });
  });
});
