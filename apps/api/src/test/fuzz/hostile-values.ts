/**
 * What a careless or hostile client sends instead of a well-formed value. Each list is sent in
 * every place it can go (a path segment, a query parameter, a header, a body field).
 */

const HUGE = 100_001;

/** Text that is awkward for parsers, databases, templates and file systems. */
export const hostileStrings: string[] = [
  '',
  ' ',
  '\t\n\r',
  'x'.repeat(HUGE),
  'ñ'.repeat(HUGE / 2),
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'x\ud83dy',
  '\u202eevil.exe\u202d',
  '\u200f\u200eשלום عربى',
  '👩‍👩‍👧‍👦🙂🏳️‍🌈',
  'e\u0301\u0301\u0301\u0301\u0301\u0301z\u0336\u0336',
  '\u200b\u200c\u200d\u2060\ufeff',
  '\ufffd\uffff',
  "' OR '1'='1",
  "1; DROP TABLE users;--",
  "' UNION SELECT password_hash, email FROM users--",
  '%\' AND 1=1 --',
  '\\',
  '$1 $& $$',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  '[clic](javascript:alert(1))',
  '{{7*7}} ${7*7} #{7*7}',
  '../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '%252e%252e%252fetc%252fpasswd',
  '..\\..\\windows\\win.ini',
  '....//....//etc/passwd',
  '/etc/passwd',
  'file:///etc/passwd',
  '%00',
  '-1',
  '0',
  '1.5',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '9'.repeat(400),
  '0x10',
  '2147483648',
  '9007199254740993',
  ' 1',
  '+1',
  '١٢٣',
  '１',
  'true',
  'null',
  'undefined',
  '__proto__',
  'constructor',
];

/** JSON values of every type but the expected one, and numbers at and past every limit. */
export const hostileJsonValues: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  -0,
  1.5,
  -2.5,
  0.1 + 0.2,
  1e308,
  -1e308,
  2 ** 31,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  [],
  [1, 2],
  ['a'],
  {},
  { $ne: null },
  JSON.parse('{"__proto__":{"admin":true}}'),
  { constructor: { prototype: { admin: true } } },
  [[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]],
];

/** Numbers JSON can carry but JavaScript cannot hold: they parse to Infinity, -Infinity or an inexact value. */
export const rawJsonNumbers: string[] = ['1e400', '-1e400', '1E+999', '123456789012345678901234567890', '-0.0e-0'];

/** Bodies that are not what their content type says, or not JSON at all. */
export const malformedJsonBodies: string[] = [
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '{a:1}',
  '[]',
  '[{}]',
  '"text"',
  '123',
  'true',
  'null',
  'NaN',
  '1e400',
  '\u0000',
  '\ufeff{}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}',
  '{"a":1,"a":2}',
  '['.repeat(5_000) + ']'.repeat(5_000),
  '{"a":'.repeat(2_000) + '1' + '}'.repeat(2_000),
  '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
  'email=a@b.c&password=x',
];

/** Field names a client should never get to set, or that could poison an object. */
export const extraFields: Record<string, unknown> = {
  role: 'admin',
  is_admin: true,
  id: 1,
  user_id: '00000000-0000-0000-0000-000000000000',
  price: 0,
  total_amount: 0,
  activated_at: '2000-01-01',
  password_hash: 'x',
  ['__proto__']: { polluted: true },
};

/** Content types a JSON route does not take, and broken variants of the one it does. */
export const wrongContentTypes: string[] = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'multipart/form-data',
  'application/xml',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'application/json; charset=nope',
  'application/jsonx',
  'image/png',
  ';;;',
];

/** Cookies a browser never set: forged, oversized or hostile session ids. */
export const hostileCookies: string[] = [
  'plaza_session=',
  "plaza_session=' OR 1=1--",
  `plaza_session=${'a'.repeat(8_000)}`,
  'plaza_session=../../etc/passwd; plaza_csrf=../../x',
  'plaza_session=%00%ff%fe',
  'plaza_session=a; plaza_session=b',
];

/** Header-safe variants only: an HTTP header cannot carry control characters or non-Latin-1 text. */
export const headerSafe = (value: string) => /^[\t\x20-\x7e\x80-\xff]*$/.test(value) && value.length < 8_000;
