import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t } from '@plaza/domain/messages/es-server';
import { buildTestApp, Client, type TestApp } from './app';
import { changed, dataDigest } from './digest';
import { sellerApplication } from './payloads';

/*
 * Text that reaches the operator's terminal (the admin CLI) or other people's screens: an escape
 * sequence or a bidi override in any free-text field is a 400 in Spanish that stores nothing.
 */

let app: TestApp;
let digest: () => Promise<Record<string, string>>;
let customer: Client;
let productId: number;

const CUSTOMER = { email: 'cliente@plaza.local', password: 'Cliente123!' };
/** Clear the screen and home the cursor (7-bit ESC), the same with the 8-bit CSI, and text reversed on screen. */
const HOSTILE = ['\u001b[2J\u001b[HTodo en orden', 'Dulces\u009b2J', 'Ana\u202egnp.exe'];

beforeAll(async () => {
  app = await buildTestApp({}, { seed: 'demo' });
  digest = dataDigest(app);
  customer = new Client(app);
  expect((await customer.send('POST', '/api/auth/login', CUSTOMER)).statusCode).toBe(200);
  const { rows } = await app.deps.db.execute<{ id: number }>(sql`
    select p.id from products p join stores s on s.id = p.store_id where not p.hidden and s.active order by p.id limit 1`);
  productId = rows[0]!.id;
}, 120_000);
afterAll(() => app?.cleanup());

/** The rows these calls write (accounts, applications, reviews) and the mail they send. */

const application = (user: object = {}, store: object = {}) => sellerApplication({ user, store });
const signup = (changes: object) => ({
  email: 'nueva@example.com',
  password: 'Segura123!',
  name: 'Lía',
  last_name: 'Martínez',
  accepted_term_and_conditions: true,
  ...changes,
});

describe('free text with control characters', () => {
  const calls: [string, (text: string) => Promise<{ statusCode: number; json: () => { message: string } }>][] = [
    ['application store name', (text) => new Client(app).send('POST', '/api/store_admin/storeSolicitude', application({}, { name: text }))],
    ['application description', (text) => new Client(app).send('POST', '/api/store_admin/storeSolicitude', application({}, { description: text }))],
    ['application name', (text) => new Client(app).send('POST', '/api/store_admin/storeSolicitude', application({ name: text }))],
    ['application last name', (text) => new Client(app).send('POST', '/api/store_admin/storeSolicitude', application({ last_name: text }))],
    ['sign-up name', (text) => new Client(app).send('POST', '/api/auth/signup', signup({ name: text }))],
    ['sign-up last name', (text) => new Client(app).send('POST', '/api/auth/signup', signup({ last_name: text }))],
    ['profile name', (text) => customer.send('POST', '/api/user/customer/profile', { name: text })],
    ['profile last name', (text) => customer.send('POST', '/api/user/customer/profile', { last_name: text })],
    ['review comment', (text) => customer.send('POST', `/api/market/products/${productId}/review`, { rating: 5, comment: text })],
  ];

  it.each(calls)('%s: a 400 in Spanish that writes nothing', async (_label, call) => {
    for (const text of HOSTILE) {
      const before = await digest();
      const response = await call(text);
      expect(response.statusCode, JSON.stringify(text)).toBe(400);
      expect(response.json().message).toBe(t('errors.controlCharacters'));
      expect(changed(before, await digest())).toEqual([]);
    }
  });

  it('keeps the line breaks of a description and a review comment, stored as LF', async () => {
    const applied = await new Client(app).send('POST', '/api/store_admin/storeSolicitude', application({}, { description: 'Dulces caseros.\r\nPor encargo.' }));
    expect(applied.statusCode, applied.body).toBe(200);
    const reviewed = await customer.send('POST', `/api/market/products/${productId}/review`, { rating: 4, comment: 'Rico.\r\n\tVolveré.' });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    const { rows } = await app.deps.db.execute<{ description: string; comment: string }>(sql`
      select (select description from store_applications order by id desc limit 1) as description,
        (select r.comment from reviews r join users u on u.id = r.user_id where u.email = ${CUSTOMER.email} and r.product_id = ${productId}) as comment`);
    expect(rows[0]).toEqual({ description: 'Dulces caseros.\nPor encargo.', comment: 'Rico.\n\tVolveré.' });
  });
});
