import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t } from '@plaza/domain/messages/es-sellers';
import { runCommand } from '../../admin/commands';
import { DEVICE_COOKIE, readNotes } from '../../platform/device-cookies';
import { buildTestApp, Client, type TestApp } from '../../test/app';
import { sellerApplication } from '../../test/payloads';
import { TOKEN_LIFETIME_MS } from '../auth/tokens';
import { PASSWORD, signedInAs } from './panel-world';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({}, { seed: 'reference' });
}, 60_000);
afterAll(() => app?.cleanup());

/** Applies with a new e-mail and approves it as the operator does (`npm run admin -- approve N`). */
async function applyAndApprove(email: string, store: string, applicant = new Client(app)) {
  const applied = await applicant.send('POST', '/api/store_admin/storeSolicitude', sellerApplication({ user: { email }, store: { name: store } }));
  expect(applied.statusCode, applied.body).toBe(200);
  const lines: string[] = [];
  await runCommand({ name: 'approve', id: applied.json<{ application_id: number }>().application_id }, app.deps, (line) => lines.push(line));
  expect(lines.join('\n')).toContain('aprobada');
  await app.flushMail();
  const mail = app.sent.at(-1)!;
  expect(mail.to).toBe(email);
  return mail;
}

const welcomeToken = (link: string) => new URL(link).searchParams.get('token')!;

describe('a new seller\'s welcome link', () => {
  it('is mailed at approval, lasts 72 hours, and signs the seller in to their store\'s panel once', async () => {
    const mail = await applyAndApprove('nueva@example.com', 'Flores Nuevas');
    expect(mail.subject).toBe(t('sellers.mail.approvedSubject'));
    expect(mail.link).toMatch(/\/reset-password\?token=[\w-]{43}&welcome=1$/);
    expect(mail.text).toContain(t('sellers.mail.approvedAccount'));
    const { rows } = await app.deps.db.execute<{ role: string; kind: string; lifetime: number }>(sql`
      select u.role, a.kind, extract(epoch from a.expires_at - a.created_at)::int as lifetime
      from users u join auth_tokens a on a.user_id = u.id where u.email = 'nueva@example.com'`);
    // Its expiry is counted from when the server made it, a moment after the transaction began (created_at).
    expect(rows).toEqual([{ role: 'seller', kind: 'welcome', lifetime: expect.any(Number) }]);
    expect(rows[0]!.lifetime - TOKEN_LIFETIME_MS.welcome / 1000).toBeGreaterThanOrEqual(0);
    expect(rows[0]!.lifetime - TOKEN_LIFETIME_MS.welcome / 1000).toBeLessThanOrEqual(5);
    expect(TOKEN_LIFETIME_MS.welcome).toBe(72 * 3_600_000);

    // The new store is found by its name in suggestions, site-wide, at once.
    const suggested = await app.inject(`/api/market/suggest?q=${encodeURIComponent('flores nue')}`);
    expect(suggested.json<{ data: string[] }>().data).toContain('Flores Nuevas');

    const token = welcomeToken(mail.link!);
    const browser = new Client(app);
    const weak = await browser.send('POST', `/api/auth/welcome/${token}`, { password: 'corta' });
    expect(weak.statusCode).toBe(400);
    const chosen = await browser.send('POST', `/api/auth/welcome/${token}`, { password: 'MiTienda2025!' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    // The browser that chose the password is a known device of the account (login limits spare it).
    const device = chosen.cookies.find((cookie) => cookie.name === DEVICE_COOKIE);
    expect(readNotes(app.config.sessionSecret, device?.value).map((note) => note.email)).toEqual(['nueva@example.com']);
    expect((await browser.get('/api/market/auth')).json()).toEqual(expect.objectContaining({ email: 'nueva@example.com', role: 'seller' }));
    const stores = await browser.get('/api/store_admin/stores');
    expect(stores.statusCode).toBe(200);
    expect(stores.json()).toEqual([{ store_id: expect.any(Number), name: 'Flores Nuevas', slug: 'flores-nuevas', suspended: false, suspension_reason: null, plan_name: expect.any(String), plan_notices: [], access: 'owner' }]);

    const again = await new Client(app).send('POST', `/api/auth/welcome/${token}`, { password: 'OtraClave2025!' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(t('auth.welcomeInvalid'));
    // The password chosen is the one that works.
    const login = await new Client(app).send('POST', '/api/auth/login', { email: 'nueva@example.com', password: 'MiTienda2025!' });
    expect(login.statusCode).toBe(200);
  });

  it('no longer works once expired, nor as a password-reset token, nor a reset token as it', async () => {
    const mail = await applyAndApprove('tardia@example.com', 'Llega Tarde');
    const token = welcomeToken(mail.link!);
    const asReset = await new Client(app).send('POST', `/api/auth/resetPassword/${token}`, { password: 'MiTienda2025!' });
    expect(asReset.statusCode).toBe(400);
    await app.deps.db.execute(sql`update auth_tokens set expires_at = now() - interval '1 second' where kind = 'welcome' and used_at is null`);
    const browser = new Client(app);
    const expired = await browser.send('POST', `/api/auth/welcome/${token}`, { password: 'MiTienda2025!' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(t('auth.welcomeInvalid'));
    expect((await browser.get('/api/market/auth')).statusCode).toBe(401);

    await new Client(app).send('POST', '/api/auth/forgotPassword', { email: 'tardia@example.com' });
    await app.flushMail();
    const reset = welcomeToken(app.sent.at(-1)!.link!);
    expect((await new Client(app).send('POST', `/api/auth/welcome/${reset}`, { password: 'MiTienda2025!' })).statusCode).toBe(400);
  });

  it('makes an existing customer, who applied signed in, the owner with role seller, mailing the panel\'s address', async () => {
    const { client, email } = await signedInAs(app, 'customer');
    expect((await client.get('/api/store_admin/stores')).statusCode).toBe(403);
    const mail = await applyAndApprove(email, 'Ya Tenía Cuenta', client);
    expect(mail.text).toContain(t('sellers.mail.approvedPanel', { url: `${app.config.publicUrl}/seller` }));
    expect(mail.link).toBeUndefined();
    const { rows } = await app.deps.db.execute(sql`select 1 from auth_tokens a join users u on u.id = a.user_id where u.email = ${email} and a.kind = 'welcome'`);
    expect(rows).toEqual([]);
    // The same session now opens the panel, and the password is still the one they had.
    const stores = await client.get('/api/store_admin/stores');
    expect(stores.statusCode).toBe(200);
    expect(stores.json()).toEqual([expect.objectContaining({ name: 'Ya Tenía Cuenta' })]);
    expect((await new Client(app).send('POST', '/api/auth/login', { email, password: PASSWORD })).statusCode).toBe(200);
  });
});
