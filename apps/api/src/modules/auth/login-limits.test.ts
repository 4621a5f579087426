import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { t } from '@plaza/domain/messages/es-server';
import { buildTestApp, Client, type TestApp } from '../../test/app';
import { addCustomers, loadTestCustomerEmail } from '../../../seed/customers';
import { DEMO_CUSTOMER } from '../../../seed/demo';
import { DEVICE_COOKIE, encodeNote, readNotes } from '../../platform/device-cookies';

/**
 * Logins under attack from shared addresses (issue 21): thousands of Cuban shoppers reach the
 * internet through one carrier-grade NAT address. The app trusts X-Forwarded-For here, so each
 * request says which address it comes from, and its public address is https (Secure cookies).
 */
let app: TestApp;
let attacker: Record<string, string>;

const PASSWORD: string = DEMO_CUSTOMER.password;
const WRONG = 'Adivina123!';
const customer = (n: number) => loadTestCustomerEmail(n);

beforeAll(async () => {
  app = await buildTestApp({ PUBLIC_URL: 'https://plaza.example', TRUST_PROXY: '1' }, { seed: 'reference' });
  await addCustomers(app.deps.db, 30);
  // One CSRF pair for every attempt: a script needs no more, and no attempt of it carries a device cookie.
  attacker = await new Client(app).credentials();
});
afterAll(async () => {
  await app.cleanup();
});

/** A login from a browser without any device cookie (an unknown device). */
const guess = (email: string, address: string, password = WRONG) =>
  app.inject({ method: 'POST', url: '/api/auth/login', headers: { ...attacker, 'x-forwarded-for': address }, payload: { email, password } });

/** A login from this browser, with whatever cookies it holds. */
const login = (browser: Client, email: string, address: string, password = PASSWORD) =>
  browser.send('POST', '/api/auth/login', { email, password }, { 'x-forwarded-for': address });

/** A browser that has signed in to `email` once: it holds that account's device cookie. */
async function knownBrowser(email: string, address: string) {
  const browser = new Client(app);
  expect((await login(browser, email, address)).statusCode).toBe(200);
  return browser;
}

const deviceCookie = (response: LightMyRequestResponse) => response.cookies.find((cookie) => cookie.name === DEVICE_COOKIE);

const statuses = (responses: LightMyRequestResponse[]) => {
  const count = (status: number) => responses.filter((response) => response.statusCode === status).length;
  return { verified: count(401), refused: count(429), other: responses.length - count(401) - count(429) };
};

const expireSpacing = (key: string) => app.deps.db.execute(sql`update rate_limits set reset_at = now() - interval '1 second' where key = ${`pace:${key}`}`);

const hitsOf = async (key: string) =>
  (await app.deps.db.execute<{ hits: number }>(sql`select hits from rate_limits where key = ${key} and reset_at > now()`)).rows[0]?.hits ?? 0;

/** Ten failures from unknown devices, spacing skipped: the account refuses unknown devices for the window. */
async function lockOutUnknownDevices(email: string, address: string) {
  for (let i = 0; i < 10; i++) {
    await expireSpacing(`login:account:${email}`);
    expect((await guess(email, address)).statusCode).toBe(401);
  }
  expect((await guess(email, address, PASSWORD)).statusCode).toBe(429);
}

function expectRefusal(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(429);
  const seconds = Number(response.headers['retry-after']);
  expect(seconds).toBeGreaterThan(0);
  expect(response.json().message).toBe(
    seconds <= 60 ? t('errors.tooManyRequests', { seconds }) : t('auth.tooManyAttempts', { minutes: Math.ceil(seconds / 60) }),
  );
}

describe('the device cookie', () => {
  it('is issued at a successful login: httpOnly, Secure on https, SameSite=Lax, for the auth calls only, for a year', async () => {
    const response = await login(new Client(app), customer(20), '10.20.0.1');
    const cookie = deviceCookie(response)!;
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/api/auth', maxAge: 365 * 24 * 60 * 60 });
    const [note] = readNotes(app.config.sessionSecret, cookie.value);
    expect(note?.email).toBe(customer(20));
    expect(note?.expiresAt).toBeGreaterThan(Date.now() / 1000 + 364 * 24 * 60 * 60);
  });

  it('is not issued by a failed login, nor for an account that cannot sign in', async () => {
    expect(deviceCookie(await guess(customer(20), '10.20.0.2'))).toBeUndefined();
    await app.deps.db.execute(sql`update users set activated_at = null where email = ${customer(21)}`);
    const inactive = await guess(customer(21), '10.20.0.2', PASSWORD);
    expect(inactive.statusCode).toBe(403);
    expect(deviceCookie(inactive)).toBeUndefined();
  });

  it('keeps the accounts a shared phone signed in to, each one known', async () => {
    const phone = await knownBrowser(customer(22), '10.20.0.3');
    const second = await login(phone, customer(23), '10.20.0.3');
    const notes = readNotes(app.config.sessionSecret, deviceCookie(second)!.value);
    expect(notes.map((note) => note.email)).toEqual([customer(23), customer(22)]);
    await lockOutUnknownDevices(customer(22), '10.20.0.4');
    expect((await login(phone, customer(22), '10.20.0.3')).statusCode).toBe(200);
  });

  it("counts a forged, tampered, expired, other account's or garbled cookie as an unknown device", async () => {
    const email = customer(24);
    const owner = await knownBrowser(email, '10.20.1.1');
    const other = await knownBrowser(customer(25), '10.20.1.1');
    await lockOutUnknownDevices(email, '10.20.1.2');

    const genuine = readNotes(app.config.sessionSecret, owner.cookieHeader.match(/plaza_device=([^;]+)/)![1])[0]!;
    const otherValue = other.cookieHeader.match(/plaza_device=([^;]+)/)![1]!;
    const [, nonce, expiry, signature] = encodeNote(app.config.sessionSecret, genuine).split('.');
    const flip = (text: string) => (text[0] === 'A' ? 'B' : 'A') + text.slice(1);
    const values = {
      forged: encodeNote('another secret of at least thirty-two characters', genuine),
      tamperedNonce: encodeNote(app.config.sessionSecret, genuine).replace(`.${nonce}.`, `.${flip(nonce!)}.`),
      tamperedSignature: `${Buffer.from(email).toString('base64url')}.${nonce}.${expiry}.${flip(signature!)}`,
      longerLife: `${Buffer.from(email).toString('base64url')}.${nonce}.${(genuine.expiresAt + 1).toString(36)}.${signature}`,
      expired: encodeNote(app.config.sessionSecret, { ...genuine, expiresAt: Math.floor(Date.now() / 1000) - 1 }),
      otherAccount: otherValue,
      otherAccountRenamed: otherValue.replace(/^[^.]+/, Buffer.from(email).toString('base64url')),
      garbled: '~.~..%00',
      huge: 'a'.repeat(8000),
    };
    for (const [name, value] of Object.entries(values)) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { ...attacker, cookie: `${attacker.cookie}; ${DEVICE_COOKIE}=${value}`, 'x-forwarded-for': '10.20.1.3' },
        payload: { email, password: PASSWORD },
      });
      expect(response.statusCode, name).toBe(429);
    }
    expect((await login(owner, email, '10.20.1.2')).statusCode).toBe(200);
  });
});

// 1,000 and 200 requests: a few seconds on an idle machine, given room for a busy one.
describe('logins under attack', () => {
  it('lets each owner’s known browser in on every try while 1,000 wrong passwords come from its own address, at ten accounts', { timeout: 120_000 }, async () => {
    const CGNAT = '152.206.0.1';
    const accounts = Array.from({ length: 10 }, (_, i) => customer(i + 1));
    const owners = await Promise.all(accounts.map((email) => knownBrowser(email, CGNAT)));
    const attempts: LightMyRequestResponse[] = [];
    for (let round = 0; round < 10; round++) {
      // A hundred guesses at once, ten at each account, then every owner signs in from the same address.
      attempts.push(...(await Promise.all(Array.from({ length: 100 }, (_, i) => guess(accounts[i % 10]!, CGNAT)))));
      const owned = await Promise.all(owners.map((browser, i) => login(browser, accounts[i]!, CGNAT)));
      expect(owned.map((response) => response.statusCode)).toEqual(accounts.map(() => 200));
    }
    const { verified, refused, other } = statuses(attempts);
    expect(other).toBe(0);
    // Thirty guesses from the address, then one every 5 s, and never more than 100 in the window.
    expect(verified).toBeGreaterThanOrEqual(30);
    expect(verified).toBeLessThanOrEqual(100);
    expect(refused).toBe(1000 - verified);
    for (const response of attempts.filter((r) => r.statusCode === 429).slice(0, 50)) expectRefusal(response);
  });

  it('lets the owner’s known browser in on every try while 200 wrong passwords from 200 addresses hit the account', { timeout: 120_000 }, async () => {
    const email = customer(12);
    const owner = await knownBrowser(email, '152.206.1.1');
    const attempts: LightMyRequestResponse[] = [];
    for (let round = 0; round < 10; round++) {
      attempts.push(...(await Promise.all(Array.from({ length: 20 }, (_, i) => guess(email, `10.${round}.${i}.1`)))));
      expect((await login(owner, email, '152.206.1.1')).statusCode).toBe(200);
    }
    const { verified, refused, other } = statuses(attempts);
    expect(other).toBe(0);
    expect(verified).toBeGreaterThanOrEqual(6);
    expect(verified).toBeLessThanOrEqual(10);
    expect(refused).toBe(200 - verified);
    // Past the spacing, the account refuses unknown devices once it holds 10 failures: a new phone of
    // the owner's too, until a password reset (it proves the mailbox) lifts that lockout.
    while ((await hitsOf(`login:account:${email}`)) < 10) {
      await expireSpacing(`login:account:${email}`);
      await guess(email, '10.99.0.1');
    }
    await expireSpacing(`login:account:${email}`);
    const phone = new Client(app);
    expectRefusal(await login(phone, email, '152.206.1.2'));
    expect((await login(owner, email, '152.206.1.1')).statusCode).toBe(200);
    expect((await phone.send('POST', '/api/auth/forgotPassword', { email }, { 'x-forwarded-for': '152.206.1.2' })).statusCode).toBe(200);
    await app.flushMail();
    const link = app.sent.filter((mail) => mail.to === email).at(-1)!.link!;
    const token = new URL(link).searchParams.get('token');
    expect((await phone.send('POST', `/api/auth/resetPassword/${token}`, { password: 'Nueva123!' })).statusCode).toBe(200);
    expect((await login(phone, email, '152.206.1.2', 'Nueva123!')).statusCode).toBe(200);
  });
});

describe('an unknown device', () => {
  it('is slowed after 5 failures at an account, then refused after 10, while the owner’s browser is not', async () => {
    const email = customer(13);
    const key = `login:account:${email}`;
    const owner = await knownBrowser(email, '10.30.0.1');
    for (let i = 0; i < 6; i++) expect((await guess(email, '10.30.0.2')).statusCode).toBe(401);
    const slowed = await guess(email, '10.30.0.2');
    expectRefusal(slowed);
    expect(Number(slowed.headers['retry-after'])).toBeLessThanOrEqual(30);
    // Once the spacing has passed, one more try each time, up to 10 failures.
    for (let i = 7; i <= 10; i++) {
      await expireSpacing(key);
      expect((await guess(email, '10.30.0.2')).statusCode).toBe(401);
    }
    await expireSpacing(key);
    const refused = await guess(email, '10.30.0.2', PASSWORD);
    expectRefusal(refused);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(30);
    expect((await guess(email, '10.30.0.3', PASSWORD)).statusCode).toBe(429);
    expect((await login(owner, email, '10.30.0.2')).statusCode).toBe(200);
  });

  it('is slowed after 30 failures at an address, at any accounts, and known browsers there are not counted', async () => {
    const ADDRESS = '10.31.0.1';
    const owner = await knownBrowser(customer(14), ADDRESS);
    for (let i = 0; i < 9; i++) expect((await login(owner, customer(14), ADDRESS, WRONG)).statusCode).toBe(401);
    expect(await hitsOf(`login:ip:${ADDRESS}`)).toBe(0);
    expect(await hitsOf(`login:account:${customer(14)}`)).toBe(0);

    const first = await Promise.all(Array.from({ length: 30 }, (_, i) => guess(`nadie${i}@example.com`, ADDRESS)));
    expect(statuses(first).verified).toBe(30);
    expect((await guess('nadie30@example.com', ADDRESS)).statusCode).toBe(401);
    expectRefusal(await guess('nadie31@example.com', ADDRESS));
    expect((await login(owner, customer(14), ADDRESS)).statusCode).toBe(200);
  });

  it('gives its attempt back when the password is right', async () => {
    const email = customer(15);
    for (let i = 0; i < 4; i++) expect((await guess(email, '10.32.0.1')).statusCode).toBe(401);
    expect((await guess(email, '10.32.0.1', PASSWORD)).statusCode).toBe(200);
    expect(await hitsOf(`login:account:${email}`)).toBe(4);
    expect(await hitsOf('login:ip:10.32.0.1')).toBe(4);
  });
});

describe('parallel attempts', () => {
  it('let 60 wrong passwords from an unknown device verify 5 and one spaced, and refuse the rest', async () => {
    const results = await Promise.all(Array.from({ length: 60 }, () => guess(customer(16), '10.40.0.1')));
    expect(statuses(results)).toEqual({ verified: 6, refused: 54, other: 0 });
  });

  it("let 60 wrong passwords from a known browser verify 10, then refuse that cookie, and spend nothing of the account's or the address's", async () => {
    const email = customer(17);
    const stolen = await knownBrowser(email, '10.40.1.1');
    const owner = await knownBrowser(email, '10.40.1.2');
    const headers = await stolen.credentials();
    const results = await Promise.all(
      Array.from({ length: 60 }, () =>
        app.inject({ method: 'POST', url: '/api/auth/login', headers: { ...headers, 'x-forwarded-for': '10.40.1.1' }, payload: { email, password: WRONG } }),
      ),
    );
    expect(statuses(results)).toEqual({ verified: 10, refused: 50, other: 0 });
    expectRefusal(await login(stolen, email, '10.40.1.1'));
    expect((await login(owner, email, '10.40.1.1')).statusCode).toBe(200);
    expect((await guess(email, '10.40.1.1', PASSWORD)).statusCode).toBe(200);
    expect(await hitsOf(`login:account:${email}`)).toBe(0);
    expect(await hitsOf('login:ip:10.40.1.1')).toBe(0);
  });
});

describe('mail limits at a shared address', () => {
  it('answer 100 password resets from one address, then refuse unknown devices there, but not a known browser', async () => {
    const ADDRESS = '10.50.0.1';
    const owner = await knownBrowser(customer(18), '10.50.0.2');
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        app.inject({ method: 'POST', url: '/api/auth/forgotPassword', headers: { ...attacker, 'x-forwarded-for': ADDRESS }, payload: { email: `vecino${i}@example.com` } }),
      ),
    );
    expect(results.every((response) => response.statusCode === 200)).toBe(true);
    expectRefusal(
      await app.inject({ method: 'POST', url: '/api/auth/forgotPassword', headers: { ...attacker, 'x-forwarded-for': ADDRESS }, payload: { email: customer(18) } }),
    );
    expect((await owner.send('POST', '/api/auth/forgotPassword', { email: customer(18) }, { 'x-forwarded-for': ADDRESS })).statusCode).toBe(200);
  });
});
