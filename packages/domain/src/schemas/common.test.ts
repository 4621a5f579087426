import { describe, expect, it } from 'vitest';
import { t } from '../messages/es-server';
import type { z } from '../zod-es';
import { multilineText, plainText } from './common';
import { profileUpdateSchema, signupFormSchema, signupSchema } from './account';
import { couponParamsSchema, orderRequestSchema } from './order';
import { reviewSchema } from './review';
import { sellerApplicationSchema } from './seller-application';
import { storeListQuerySchema } from './store';

const refused = t('errors.controlCharacters');
const messages = (result: z.ZodSafeParseResult<unknown>) => result.error?.issues.map((issue) => issue.message) ?? [];

/** What a hostile client puts in a text: terminal sequences (7-bit ESC and 8-bit CSI), other controls, and text reordering. */
const hostile = [
  '\u001b[2J\u001b[HTodo bien',
  'Tienda\u009b2J',
  'a\u0007b',
  'a\u0000b',
  'a\u007fb',
  'a\u0085b',
  'a\u001bb',
  'gpj.\u202eexe',
  'a\u202ab',
  'a\u2066b\u2069',
];

describe('plainText', () => {
  const schema = plainText();
  it('refuses every C0 and C1 control character, DEL and the bidi overrides, with the Spanish message', () => {
    const forbidden = [
      ...Array.from({ length: 0x20 }, (_, code) => code),
      ...Array.from({ length: 0x21 }, (_, i) => 0x7f + i),
      0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069,
    ];
    for (const code of forbidden) expect(messages(schema.safeParse(`a${String.fromCharCode(code)}b`)), code.toString(16)).toEqual([refused]);
    for (const text of hostile) expect(messages(schema.safeParse(text)), JSON.stringify(text)).toEqual([refused]);
  });
  it('refuses the line breaks and tabs of a single-line field', () => {
    for (const text of ['Ana\nMaría', 'Ana\r\nMaría', 'Ana\tMaría', 'Ana\n']) expect(messages(schema.safeParse(text))).toEqual([refused]);
  });
  it("keeps any other text as it is: accents, ñ, emoji, right-to-left script and its marks, punctuation", () => {
    for (const text of ['José Ñúñez-Pérez', "O'Brien & Hijos", 'Dulces 🍰 «Marta»', 'שלום عربى', 'a\u200fb\u200e', '¿Qué? ¡Sí! 50 % — 3×2', 'a\u00a0b'])
      expect(schema.parse(text)).toBe(text);
  });
  it("takes its caller's message for a value that is not text, and its caller's further checks", () => {
    expect(messages(plainText({ error: 'Falta el nombre' }).safeParse(42))).toEqual(['Falta el nombre']);
    expect(plainText().trim().max(3).safeParse('  abc  ').success).toBe(true);
  });
});

describe('multilineText', () => {
  const schema = multilineText();
  it('keeps tabs and line breaks, with CR LF and a lone CR as LF', () => {
    expect(schema.parse('Línea uno\nLínea dos\tcon tab')).toBe('Línea uno\nLínea dos\tcon tab');
    expect(schema.parse('uno\r\ndos\rtres')).toBe('uno\ndos\ntres');
  });
  it('refuses every other control character and the bidi overrides', () => {
    for (const text of [...hostile, 'a\u000bb', 'a\u000cb']) expect(messages(schema.safeParse(text)), JSON.stringify(text)).toEqual([refused]);
  });
});

/**
 * Every free-text field of every payload and query the API takes: a valid value, and where the
 * field sits. Each must refuse terminal sequences, with the message on that field. The search text
 * is not among them: it is never stored, and the search reads such characters as spaces
 * (search.test.ts), so a pasted query with a tab still finds what it says.
 */
const signup = { email: 'ana@example.com', password: 'Segura123!', name: 'Ana', last_name: 'Pérez', phone: '+53 5 123 4567', accepted_term_and_conditions: true };
const application = {
  user_info: { email: 'ana@example.com', name: 'Ana', last_name: 'Pérez', phone: '+53 5 123 4567', accepted_term_and_conditions: true },
  store_info: { name: 'La Bodeguita', description: 'Productos frescos', store_plan_id: 1, category_id: 2, billing_period: 'yearly', ubication_id: 3, currency_id: 4 },
};
const order = { store_id: 1, payment_method_id: 1, applied_coupon_code: 'VERANO', items: [{ product_id: 1, quantity: 1 }] };
const fields: [string, z.ZodType, unknown, (string | number)[]][] = [
  ['sign-up name', signupSchema, signup, ['name']],
  ['sign-up last name', signupSchema, signup, ['last_name']],
  ['sign-up phone', signupSchema, signup, ['phone']],
  ['sign-up form name', signupFormSchema, { ...signup, confirm_password: signup.password, terms: true, privacy: true }, ['name']],
  ['profile name', profileUpdateSchema, { name: 'Ana' }, ['name']],
  ['profile last name', profileUpdateSchema, { last_name: 'Pérez' }, ['last_name']],
  ['profile phone', profileUpdateSchema, { phone: '+53 5 123 4567' }, ['phone']],
  ['applicant name', sellerApplicationSchema, application, ['user_info', 'name']],
  ['applicant last name', sellerApplicationSchema, application, ['user_info', 'last_name']],
  ['applicant phone', sellerApplicationSchema, application, ['user_info', 'phone']],
  ['store name', sellerApplicationSchema, application, ['store_info', 'name']],
  ['store description', sellerApplicationSchema, application, ['store_info', 'description']],
  ['review comment', reviewSchema, { rating: 5, comment: 'Muy bueno' }, ['comment']],
  ['order coupon code', orderRequestSchema, order, ['applied_coupon_code']],
  ['coupon code to validate', couponParamsSchema, { code: 'VERANO', storeId: '1' }, ['code']],
  ['store list province', storeListQuerySchema, { province: 'La Habana' }, ['province']],
  ['store list township', storeListQuerySchema, { township: 'Plaza' }, ['township']],
];

function withValue(payload: unknown, path: (string | number)[], value: string): unknown {
  const copy = structuredClone(payload) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1)!] = value;
  return copy;
}

describe('every free-text field', () => {
  it.each(fields)('%s refuses control characters and bidi overrides', (_label, schema, payload, path) => {
    expect(schema.safeParse(payload).success).toBe(true);
    for (const text of ['\u001b[2JAna', 'Ana\u009b2J', 'Ana\u202e']) {
      const issues = schema.safeParse(withValue(payload, path, text)).error?.issues ?? [];
      expect(issues[0]?.path, JSON.stringify(text)).toEqual(path);
      // The phone's own rule (digits, spaces, + - ( )) refuses them first, with its own message.
      if (path.at(-1) !== 'phone') expect(issues[0]?.message).toBe(refused);
    }
  });
});
