import { deflateSync, crc32 } from 'node:zlib';
import {
  extraFields,
  headerSafe,
  hostileCookies,
  hostileJsonValues,
  hostileStrings,
  malformedJsonBodies,
  rawJsonNumbers,
  wrongContentTypes,
} from './hostile-values';

/** The part of an OpenAPI operation the fuzzer reads: where inputs go and what shape they have. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
};
export type Operation = {
  parameters?: { in: 'path' | 'query' | 'header' | 'cookie'; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  security?: Record<string, string[]>[];
  /** The module's tag, whose area `x-tagGroups` names. */
  tags?: string[];
  /** What each status answers; an error's own fields beside `success` and `message` are read from here. */
  responses?: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
};

/** Real rows of the demo catalogue, so that a request that gets past validation reaches the database. */
export type Fixtures = {
  productId: number;
  storeId: number;
  storeSlug: string;
  tagSlug: string;
  sectionSlug: string;
  couponCode: string;
  paymentMethodId: number;
  referralSlug: string;
  referralId: number;
  /** A small real PNG, for uploads that should get past the content check. */
  png: Buffer;
};

export type FuzzCase = {
  /** What is being tried, for the failure report. */
  label: string;
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
  /** Sent without the identity's CSRF token and AJAX marker. */
  withoutCsrf?: boolean;
};

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const JSON_TYPE = { 'content-type': 'application/json' };
const RAW = '@@raw:';
const SVG_NS = 'xmlns="http://www.w3.org/2000/svg"';
const HOSTILE_FILE_NAMES = ['../../etc/passwd', '..%2f..%2fx.png', '/etc/passwd', '..\\..\\x.png', 'a\u0000.png', '<script>.png', 'ñandú 🙂.png', '', `${'x'.repeat(5_000)}.png`];
/** A value, shortened for a failure report. */
const show = (value: unknown) => (typeof value === 'string' ? JSON.stringify(value.slice(0, 40)) : String(JSON.stringify(value)).slice(0, 40));

/** Percent-encoding that also writes lone surrogates (as their WTF-8 bytes), as a sloppy client would. */
function encode(value: string): string {
  return [...value]
    .map((char) => {
      if (!/^[\ud800-\udfff]$/.test(char)) return encodeURIComponent(char);
      const unit = char.charCodeAt(0);
      return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    })
    .join('');
}

/** Values that pass validation, by field name first and by schema type after. */
function plausible(name: string, schema: JsonSchema | undefined, f: Fixtures, path: string): unknown {
  const byName: Record<string, unknown> = {
    id: path.includes('/referrals/') ? f.referralId : f.productId,
    product_id: f.productId,
    storeId: f.storeId,
    store_id: f.storeId,
    payment_method_id: f.paymentMethodId,
    slug: path.includes('customSection') ? f.sectionSlug : f.storeSlug,
    tagSlug: f.tagSlug,
    code: f.couponCode,
    refSlug: f.referralSlug,
    ref_slug: f.referralSlug,
    token: 'A'.repeat(43),
    email: 'fuzz@example.com',
    password: 'Fuzz1234!',
    name: 'Ana',
    last_name: 'Pérez',
    phone: '+53 5555 1234',
    rating: 4,
    quantity: 1,
    q: 'zapatos',
    comment: 'Muy bien',
    description: 'Una tienda de prueba',
    applied_coupon_code: null,
    wholesale_id: null,
    delivery_date: null,
    'idempotency-key': 'fuzz-key-0001',
  };
  if (name in byName) return byName[name];
  if (!schema) return 'abc';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return plausible(name, variants.find((v) => v.type !== 'null') ?? variants[0], f, path);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return [plausible(name, schema.items, f, path)];
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, plausible(key, value, f, path)]));
    default:
      return 'abc';
  }
}

/** Every field of a body schema, as paths into the plausible body: `email`, `items.0.quantity`, `user_info.name`. */
type Field = { path: (string | number)[]; required: boolean; text: boolean };

function fieldPaths(schema: JsonSchema | undefined, prefix: (string | number)[] = []): Field[] {
  if (!schema?.properties) return [];
  return Object.entries(schema.properties).flatMap(([key, child]) => {
    const path = [...prefix, key];
    const types = [child.type, ...(child.anyOf ?? []).map((variant) => variant.type)].flat();
    const here = { path, required: schema.required?.includes(key) ?? false, text: types.includes('string') && child.enum === undefined };
    const array = child.type === 'array' ? child.items : undefined;
    return [here, ...fieldPaths(child, path), ...fieldPaths(array, [...path, 0])];
  });
}

function withField(body: unknown, path: (string | number)[], value: unknown, remove = false): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let node = copy;
  // A field inside a list or an object the plausible body leaves empty (a default of []) gets its parents made.
  path.slice(0, -1).forEach((key, i) => {
    if (node[key] === null || typeof node[key] !== 'object') node[key] = typeof path[i + 1] === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  });
  const last = path.at(-1)!;
  if (remove) delete node[last];
  else node[last] = value;
  return copy;
}

/** JSON text in which `RAW`-marked strings become bare tokens, such as numbers JSON.stringify cannot write. */
const jsonText = (value: unknown) => JSON.stringify(value).replace(new RegExp(`"${RAW}([^"]*)"`, 'g'), '$1');

/** A multipart/form-data body from its parts. */
export function multipartBody(boundary: string, parts: { field: string; filename?: string; type?: string; data: string | Buffer }[], close = true) {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.field}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head), Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data), Buffer.from('\r\n'));
  }
  if (close) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** A PNG that declares 20000×20000 pixels in a few bytes: a decoder that trusts it runs out of memory. */
function decompressionBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(20_000, 0);
  header.writeUInt32BE(20_000, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const rows = deflateSync(Buffer.alloc(20_001 * 64));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', rows), chunk('IEND', Buffer.alloc(0))]);
}

function uploadCases(method: string, url: string, f: Fixtures): FuzzCase[] {
  const boundary = '----plazaFuzz7MA4YWxkTrZu0gW';
  const type = { 'content-type': `multipart/form-data; boundary=${boundary}` };
  const upload = (label: string, parts: Parameters<typeof multipartBody>[1], close = true): FuzzCase => ({
    label: `upload: ${label}`,
    method,
    url,
    headers: type,
    payload: multipartBody(boundary, parts, close),
  });
  const image = (filename: string, data: Buffer | string = f.png, mime = 'image/png') => [{ field: 'image', filename, type: mime, data }];
  const cases: FuzzCase[] = [
    upload('script named .png', image('x.png', '<script>alert(1)</script>')),
    upload('html as image/jpeg', image('x.jpg', '<!doctype html><html><body>hola</body></html>', 'image/jpeg')),
    upload('png signature then garbage', image('x.png', Buffer.concat([f.png.subarray(0, 16), Buffer.alloc(200, 0x41)]))),
    upload('truncated png', image('x.png', f.png.subarray(0, f.png.length >> 1))),
    upload('empty file', image('x.png', Buffer.alloc(0))),
    upload('gif header with script', image('x.gif', 'GIF89a<script>alert(1)</script>', 'image/gif')),
    upload('svg with script', image('x.svg', `<svg ${SVG_NS} onload="alert(1)"><script>alert(1)</script></svg>`, 'image/svg+xml')),
    upload(
      'svg with external entity',
      image('x.svg', `<?xml version="1.0"?><!DOCTYPE s [<!ENTITY e SYSTEM "file:///etc/passwd">]><svg ${SVG_NS}><text>&e;</text></svg>`, 'image/svg+xml'),
    ),
    upload('decompression bomb', image('bomb.png', decompressionBomb())),
    upload('huge file', image('big.png', Buffer.concat([f.png, Buffer.alloc(1_200_000, 7)]))),
    upload('wrong field name', [{ field: 'file', filename: 'x.png', type: 'image/png', data: f.png }]),
    upload('field without file', [{ field: 'image', data: 'not a file' }]),
    upload('two files', [...image('a.png'), ...image('b.png')]),
    upload('many fields first', [...[1, 2, 3, 4, 5].map((n) => ({ field: `f${n}`, data: 'x' })), ...image('x.png')]),
    upload('unclosed body', image('x.png'), false),
    upload('no parts', []),
    { label: 'upload: boundary missing', method, url, headers: { 'content-type': 'multipart/form-data' }, payload: upload('', image('x.png')).payload },
    { label: 'upload: other boundary', method, url, headers: { 'content-type': 'multipart/form-data; boundary=nope' }, payload: upload('', image('x.png')).payload },
    { label: 'upload: raw png body', method, url, headers: { 'content-type': 'image/png' }, payload: f.png },
    { label: 'upload: json instead', method, url, headers: JSON_TYPE, payload: JSON.stringify({ image: f.png.toString('base64') }) },
    { label: 'upload: no body', method, url },
  ];
  // A real image under hostile file names: the name must not decide where anything is written.
  for (const filename of HOSTILE_FILE_NAMES) cases.push(upload(`real image named ${show(filename)}`, image(filename)));
  return cases;
}

/** A request of the route that passes validation: real ids of the demo catalogue, plausible fields. */
export function plausibleCase(method: string, path: string, op: Operation, f: Fixtures): FuzzCase {
  return { label: 'plausible', ...requestShape(method, path, op, f).plain };
}

function requestShape(method: string, path: string, op: Operation, f: Fixtures) {
  const params = op.parameters ?? [];
  const inPath = params.filter((p) => p.in === 'path');
  const inQuery = params.filter((p) => p.in === 'query');
  const inHeader = params.filter((p) => p.in === 'header');
  const jsonBody = op.requestBody?.content['application/json']?.schema;
  const upload = op.requestBody?.content['multipart/form-data'];

  const pathValues = Object.fromEntries(inPath.map((p) => [p.name, encode(String(plausible(p.name, p.schema, f, path)))]));
  const queryValues = Object.fromEntries(
    inQuery.filter((p) => p.required).map((p) => [p.name, String(plausible(p.name, p.schema, f, path))]),
  );
  const urlOf = (pathOverride: Record<string, string> = {}, query?: string) => {
    const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => pathOverride[name] ?? pathValues[name]!);
    const search = query ?? new URLSearchParams(queryValues).toString();
    return search ? `${filled}?${search}` : filled;
  };
  const body = jsonBody ? plausible('', jsonBody, f, path) : undefined;
  const json = (value: unknown) => ({ headers: JSON_TYPE, payload: jsonText(value) });
  const plain = { method, url: urlOf(), ...(body !== undefined ? json(body) : {}) };
  return { inPath, inQuery, inHeader, jsonBody, upload, queryValues, urlOf, body, json, plain };
}

/** A JSON body broken as a whole, sent with the wrong type, without its fields or with extra ones, then field by field. */
function jsonBodyCases({ plain, body, json }: ReturnType<typeof requestShape>, jsonBody: JsonSchema): FuzzCase[] {
  const cases: FuzzCase[] = [];
  for (const text of malformedJsonBodies) cases.push({ ...plain, label: `malformed JSON ${show(text)}`, headers: JSON_TYPE, payload: text });
  for (const type of wrongContentTypes)
    cases.push({ ...plain, label: `content-type ${type}`, headers: { 'content-type': type }, payload: jsonText(body) });
  cases.push({ ...plain, label: 'body without content-type', headers: {}, payload: jsonText(body) });
  cases.push({ ...plain, label: 'JSON content-type, empty body', headers: JSON_TYPE, payload: '' });
  cases.push({ ...plain, label: 'JSON content-type, no body', headers: JSON_TYPE, payload: undefined });
  cases.push({ ...plain, label: 'body over 1 MB', ...json({ ...(body as object), padding: 'x'.repeat(1_100_000) }) });
  cases.push({ ...plain, label: 'empty object', ...json({}) });
  cases.push({ ...plain, label: 'all extra fields', ...json({ ...(body as object), ...extraFields }) });
  for (const [key, value] of Object.entries(extraFields))
    cases.push({ ...plain, label: `extra field ${key}`, ...json({ ...(body as object), [key]: value }) });

  for (const { path: field, required, text } of fieldPaths(jsonBody)) {
    const name = field.join('.');
    if (required) cases.push({ ...plain, label: `missing ${name}`, ...json(withField(body, field, undefined, true)) });
    // Text fields get every hostile text and a few other types; the others every other type and a few texts.
    const values = text
      ? [...hostileStrings, ...hostileJsonValues.filter((_, i) => i % 4 === 0)]
      : [...hostileJsonValues, ...hostileStrings.filter((_, i) => i % 6 === 0), ...rawJsonNumbers.map((n) => RAW + n)];
    for (const value of values)
      cases.push({ ...plain, label: `field ${name}=${show(value)}`, ...json(withField(body, field, value)) });
  }
  return cases;
}

/**
 * The malformed requests for one route: every input the operation declares gets every hostile
 * value in turn (the others keep plausible values), then the body as a whole is broken, sent
 * with the wrong type, without its fields or with extra ones.
 */
export function casesFor(method: string, path: string, op: Operation, f: Fixtures): FuzzCase[] {
  const shape = requestShape(method, path, op, f);
  const { inPath, inQuery, inHeader, jsonBody, upload, queryValues, urlOf, plain } = shape;
  const cases: FuzzCase[] = [];

  for (const param of inPath) {
    for (const value of hostileStrings)
      cases.push({ ...plain, label: `path ${param.name}=${show(value)}`, url: urlOf({ [param.name]: encode(value) }) });
    for (const raw of ['../../etc/passwd', '..%2f..%2fetc%2fpasswd', '%2e%2e/%2e%2e/', '.', '..', '%', '%zz', '%ff%fe', ';', '*'])
      cases.push({ ...plain, label: `raw path ${param.name}=${raw}`, url: urlOf({ [param.name]: raw }) });
  }

  for (const param of inQuery) {
    for (const value of hostileStrings) {
      const query = new URLSearchParams({ ...queryValues, [param.name]: value }).toString();
      cases.push({ ...plain, label: `query ${param.name}=${show(value)}`, url: urlOf({}, query) });
    }
    const others = new URLSearchParams(queryValues);
    others.delete(param.name);
    const name = param.name;
    for (const raw of [`${name}=1&${name}=2`, `${name}[]=1`, `${name}[$ne]=1`, name, `${name}=%`, `${name}=%ff%fe`, `${name}=%E0%A4%A`])
      cases.push({ ...plain, label: `raw query ${raw}`, url: urlOf({}, [others.toString(), raw].filter(Boolean).join('&')) });
  }
  for (const raw of ['&&&', '=&=', 'role=admin&__proto__[admin]=1', 'constructor[prototype][admin]=1', `x=${'y'.repeat(100_001)}`, '%', 'a=%ff'])
    cases.push({ ...plain, label: `extra query ${raw.slice(0, 40)}`, url: urlOf({}, [new URLSearchParams(queryValues), raw].join('&').replace(/^&/, '')) });

  for (const param of inHeader)
    for (const value of hostileStrings.filter(headerSafe))
      cases.push({ ...plain, label: `header ${param.name}=${show(value)}`, headers: { ...plain.headers, [param.name]: value } });

  for (const cookie of hostileCookies) cases.push({ ...plain, label: `cookie ${cookie.slice(0, 40)}`, headers: { ...plain.headers, cookie } });

  if (jsonBody) {
    cases.push(...jsonBodyCases(shape, jsonBody));
  } else if (upload) {
    cases.push(...uploadCases(method, urlOf(), f));
  } else {
    // Calls that take no body, sent one anyway.
    cases.push({ ...plain, label: 'unexpected JSON body', headers: JSON_TYPE, payload: '{"role":"admin"}' });
    cases.push({ ...plain, label: 'unexpected malformed JSON body', headers: JSON_TYPE, payload: '{"a":' });
    cases.push({ ...plain, label: 'unexpected text body', headers: { 'content-type': 'text/plain' }, payload: 'hola' });
    cases.push({ ...plain, label: 'unexpected huge body', headers: JSON_TYPE, payload: JSON.stringify({ x: 'y'.repeat(1_100_000) }) });
  }

  cases.push({ ...plain, label: 'method not allowed', method: method === 'PUT' ? 'PATCH' : 'PUT' });

  if (WRITE_METHODS.has(method)) {
    cases.push({ ...plain, label: 'no CSRF token', withoutCsrf: true });
    const forged = { 'x-requested-with': 'XMLHttpRequest', 'x-csrf-token': 'A'.repeat(43) };
    cases.push({ ...plain, label: 'forged CSRF token', withoutCsrf: true, headers: { ...plain.headers, ...forged } });
    cases.push({ ...plain, label: 'hostile CSRF token, no AJAX marker', withoutCsrf: true, headers: { ...plain.headers, 'x-csrf-token': "' OR 1=1--" } });
    cases.push({ ...plain, label: 'AJAX marker only', withoutCsrf: true, headers: { ...plain.headers, 'x-requested-with': 'XMLHttpRequest' } });
  }
  return cases;
}
