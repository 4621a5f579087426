import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { t } from '@plaza/domain/messages/es-server';
import { t as mailText } from '@plaza/domain/messages/es-mail';
import { buildTestApp, Client, type TestApp } from '../../test/app';
import { startMailbox, type Received } from '../../test/mailbox';
import { createMailer } from '../../platform/mail';

let mailbox: Awaited<ReturnType<typeof startMailbox>>;
let app: TestApp;

beforeAll(async () => {
  mailbox = await startMailbox();
  app = await buildTestApp({}, { seed: 'reference' });
  // The real mailer over real SMTP to the in-process server.
  Object.assign(app.deps.mailer, createMailer({ smtpUrl: mailbox.url, mailFrom: 'Plaza <no-responder@plaza.test>', outboxDir: '' }, app.log));
});
afterAll(async () => {
  await app.cleanup();
  await mailbox.close();
});

const mailTo = (email: string, subject: string, count = 1) => mailbox.waitFor(email, subject, count);

const tokenIn = (mail: Received, page: string) => {
  const match = mail.body.match(new RegExp(`/${page}\\?token=([A-Za-z0-9_-]+)`));
  if (!match?.[1]) throw new Error(`no ${page} link in: ${mail.body}`);
  return match[1];
};

const signupBody = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  password: 'Segura123!',
  name: 'Lía',
  last_name: 'Martínez',
  phone: '+53 5 555 0101',
  accepted_term_and_conditions: true,
  ...extra,
});

async function countUsers() {
  return ((await app.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from users`)).rows[0]?.n ?? 0);
}

async function activeUser(email: string, password = 'Segura123!') {
  const client = new Client(app);
  expect((await client.send('POST', '/api/auth/signup', signupBody(email, { password }))).statusCode).toBe(200);
  const token = tokenIn(await mailTo(email, t('auth.mail.activationSubject')), 'activate');
  expect((await client.send('POST', `/api/auth/activate/${token}`)).statusCode).toBe(200);
  return client;
}

describe('sign-up and activation', () => {
  it('creates an inactive account, hashes the password with argon2id and mails a link that activates it once', async () => {
    const client = new Client(app);
    const response = await client.send('POST', '/api/auth/signup', signupBody('  Lia@Example.com '));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: t('auth.signupDone') });
    const { rows } = await app.deps.db.execute<{ password_hash: string; activated_at: Date | null; accepted_terms_at: Date | null; email: string }>(
      sql`select password_hash, activated_at, accepted_terms_at, email from users where lower(email) = 'lia@example.com'`,
    );
    expect(rows[0]?.email).toBe('lia@example.com');
    expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$/);
    expect(rows[0]?.password_hash).not.toContain('Segura123!');
    expect(rows[0]?.activated_at).toBeNull();
    expect(rows[0]?.accepted_terms_at).not.toBeNull();

    const login = await client.send('POST', '/api/auth/login', { email: 'lia@example.com', password: 'Segura123!' });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(t('auth.notActivated'));

    const mail = await mailTo('lia@example.com', t('auth.mail.activationSubject'));
    expect(mail.body).toContain(t('auth.mail.activationButton'));
    const token = tokenIn(mail, 'activate');
    expect(mail.body).toContain(`${app.config.publicUrl}/activate?token=${token}`);
    const activated = await client.send('POST', `/api/auth/activate/${token}`);
    expect(activated.json()).toEqual({ success: true, message: t('auth.activationDone') });
    const reused = await client.send('POST', `/api/auth/activate/${token}`);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(t('auth.activationInvalid'));
    expect((await client.send('POST', '/api/auth/activate/not-a-token')).json().message).toBe(t('auth.activationInvalid'));
  });

  it('answers a sign-up with an existing e-mail, in any case, exactly as a new one, creates nothing and mails the owner', async () => {
    const before = await countUsers();
    const fresh = await new Client(app).send('POST', '/api/auth/signup', signupBody('nadie@example.com'));
    const taken = await new Client(app).send('POST', '/api/auth/signup', signupBody('LIA@EXAMPLE.COM', { password: 'Intrusa123!', name: 'Intrusa' }));
    expect(fresh.statusCode).toBe(200);
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.body).toBe(fresh.body);
    expect(await countUsers()).toBe(before + 1);
    // The owner hears of it, with where to log in and where to choose a new password; nothing else changed.
    const mail = await mailTo('lia@example.com', mailText('signupAttempt.subject'));
    expect(mail.body).toContain(`${app.config.publicUrl}/login`);
    expect(mail.body).toContain(`${app.config.publicUrl}/forgot-password`);
    expect(mail.body).not.toContain('token=');
    expect((await new Client(app).send('POST', '/api/auth/login', { email: 'lia@example.com', password: 'Intrusa123!' })).statusCode).toBe(401);
    expect((await new Client(app).send('POST', '/api/auth/login', { email: 'lia@example.com', password: 'Segura123!' })).statusCode).toBe(200);
  });

  it('sends an account never activated its activation link again instead, still as a new sign-up answers', async () => {
    const first = await new Client(app).send('POST', '/api/auth/signup', signupBody('pendiente@example.com'));
    await mailTo('pendiente@example.com', t('auth.mail.activationSubject'));
    const before = await countUsers();
    const again = await new Client(app).send('POST', '/api/auth/signup', signupBody('Pendiente@example.com', { name: 'Otra' }));
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(await countUsers()).toBe(before);
    const token = tokenIn(await mailTo('pendiente@example.com', t('auth.mail.activationSubject'), 2), 'activate');
    expect((await new Client(app).send('POST', `/api/auth/activate/${token}`)).statusCode).toBe(200);
  });

  it('refuses bad sign-up input in Spanish and stores nothing', async () => {
    const before = await countUsers();
    const cases: [Record<string, unknown>, string][] = [
      [{ password: 'corta' }, t('password.requirements')],
      [{ email: 'no-es-correo' }, t('account.emailInvalid')],
      [{ phone: '53abc12345' }, t('account.phoneInvalid')],
      [{ accepted_term_and_conditions: false }, t('account.termsRequired')],
      [{ name: 'x'.repeat(500) }, t('account.nameTooLong', { max: 60 })],
    ];
    for (const [change, message] of cases) {
      const response = await new Client(app).send('POST', '/api/auth/signup', signupBody('nuevo@example.com', change));
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(await countUsers()).toBe(before);
  });

  it('resends a link that replaces the old one, answering the same for unknown addresses', async () => {
    const client = new Client(app);
    await client.send('POST', '/api/auth/signup', signupBody('reenvio@example.com'));
    const first = tokenIn(await mailTo('reenvio@example.com', t('auth.mail.activationSubject')), 'activate');
    const known = await client.send('POST', '/api/auth/resend-activation-link', { email: 'reenvio@example.com' });
    const unknown = await client.send('POST', '/api/auth/resend-activation-link', { email: 'nadie@example.com' });
    expect(known.json()).toEqual(unknown.json());
    // The second activation mail, whenever the sender delivers it.
    const second = tokenIn(await mailTo('reenvio@example.com', t('auth.mail.activationSubject'), 2), 'activate');
    expect(second).not.toBe(first);
    expect((await client.send('POST', `/api/auth/activate/${first}`)).statusCode).toBe(400);
    expect((await client.send('POST', `/api/auth/activate/${second}`)).statusCode).toBe(200);
  });

  it('tells an account the operator deactivated that it is disabled, and sends it nothing, activated or not', async () => {
    await activeUser('activa-desactivada@example.com');
    const waiting = new Client(app);
    await waiting.send('POST', '/api/auth/signup', signupBody('pendiente-desactivada@example.com'));
    await mailTo('pendiente-desactivada@example.com', t('auth.mail.activationSubject'));
    await app.deps.db.execute(sql`
      update users set deactivated_at = now() where email in ('activa-desactivada@example.com', 'pendiente-desactivada@example.com')`);
    const tokens = async () => (await app.deps.db.execute(sql`select count(*)::int as n from auth_tokens`)).rows[0];
    const before = await tokens();
    const client = new Client(app);
    for (const email of ['activa-desactivada@example.com', 'PENDIENTE-desactivada@example.com']) {
      const answer = await client.send('POST', '/api/auth/resend-activation-link', { email });
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({ success: false, message: t('auth.accountDisabled') });
    }
    expect(await tokens()).toEqual(before);
    await app.flushMail();
    expect(mailbox.messages.filter((mail) => mail.to.includes('pendiente-desactivada@example.com'))).toHaveLength(1);
    // Unknown and active addresses still answer alike: only a deactivated account is told apart.
    await activeUser('activa@example.com');
    const active = await client.send('POST', '/api/auth/resend-activation-link', { email: 'activa@example.com' });
    const unknown = await client.send('POST', '/api/auth/resend-activation-link', { email: 'nadie-mas@example.com' });
    expect(active.statusCode).toBe(200);
    expect(active.json()).toEqual(unknown.json());
    expect(active.json()).toEqual({ success: true, message: t('auth.activationResent') });
  });
});

describe('login, session and logout', () => {
  it('answers a wrong password and an unknown address alike', async () => {
    await activeUser('igual@example.com');
    const client = new Client(app);
    const wrong = await client.send('POST', '/api/auth/login', { email: 'igual@example.com', password: 'Otra1234!' });
    const unknown = await client.send('POST', '/api/auth/login', { email: 'nadie@example.com', password: 'Otra1234!' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ success: false, message: t('auth.invalidCredentials') });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('logs in with an httpOnly SameSite=Lax cookie, rotates it at every login, and logs out for real', async () => {
    const client = await activeUser('sesion@example.com');
    const first = await client.send('POST', '/api/auth/login', { email: 'sesion@example.com', password: 'Segura123!' });
    expect(first.json()).toEqual({ success: true, message: t('auth.loginDone') });
    const cookie = first.cookies.find((c) => c.name === 'plaza_session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    // Over plain http (no https PUBLIC_URL) the cookies cannot be Secure; login-limits.test.ts checks the https side.
    const device = first.cookies.find((c) => c.name === 'plaza_device')!;
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth' });
    expect(device.secure).toBeFalsy();
    const me = await client.get('/api/market/auth');
    expect(me.json()).toEqual(expect.objectContaining({ email: 'sesion@example.com', name: 'Lía', role: 'customer' }));

    const second = await client.send('POST', '/api/auth/login', { email: 'sesion@example.com', password: 'Segura123!' });
    const rotated = second.cookies.find((c) => c.name === 'plaza_session')!;
    expect(rotated.value).not.toBe(cookie.value);
    const stale = await app.inject({ url: '/api/market/auth', headers: { cookie: `plaza_session=${cookie.value}` } });
    expect(stale.statusCode).toBe(401);

    expect((await client.send('POST', '/api/auth/customer/logout')).statusCode).toBe(200);
    const after = await app.inject({ url: '/api/market/auth', headers: { cookie: `plaza_session=${rotated.value}` } });
    expect(after.statusCode).toBe(401);
  });

  it('refuses an administrator account in the market session', async () => {
    const client = await activeUser('admin@example.com');
    await app.deps.db.execute(sql`update users set role = 'admin' where email = 'admin@example.com'`);
    await client.send('POST', '/api/auth/login', { email: 'admin@example.com', password: 'Segura123!' });
    const me = await client.get('/api/market/auth');
    expect(me.statusCode).toBe(403);
    expect(me.json().message).toBe(t('auth.accountNotUsableHere'));
  });
});

describe('forgot and reset password', () => {
  it('answers the same for unknown addresses, resets once with the mailed link and ends other sessions', async () => {
    const other = await activeUser('olvido@example.com');
    await other.send('POST', '/api/auth/login', { email: 'olvido@example.com', password: 'Segura123!' });
    expect((await other.get('/api/market/auth')).statusCode).toBe(200);

    const client = new Client(app);
    const known = await client.send('POST', '/api/auth/forgotPassword', { email: 'olvido@example.com' });
    const unknown = await client.send('POST', '/api/auth/forgotPassword', { email: 'nadie@example.com' });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    const token = tokenIn(await mailTo('olvido@example.com', t('auth.mail.resetSubject')), 'reset-password');

    const weak = await client.send('POST', `/api/auth/resetPassword/${token}`, { password: 'debil' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(t('password.resetInvalid'));
    const done = await client.send('POST', `/api/auth/resetPassword/${token}`, { password: 'Nueva123!' });
    expect(done.json()).toEqual({ success: true, message: t('auth.resetDone') });
    expect((await client.send('POST', `/api/auth/resetPassword/${token}`, { password: 'Otra123!!' })).statusCode).toBe(400);
    expect((await other.get('/api/market/auth')).statusCode).toBe(401);
    expect((await client.send('POST', '/api/auth/login', { email: 'olvido@example.com', password: 'Nueva123!' })).statusCode).toBe(200);
  });

  it('answers at most 5 of 20 parallel requests for one address, and 429 with Retry-After to the rest', async () => {
    const headers = await new Client(app).credentials();
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        app.inject({ method: 'POST', url: '/api/auth/forgotPassword', headers, payload: { email: 'rafaga@example.com' }, remoteAddress: '10.9.0.2' }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(5);
    const refused = results.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(15);
    for (const response of refused) expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('profile', () => {
  it('needs a session', async () => {
    expect((await app.inject('/api/user/customer/profile')).statusCode).toBe(401);
  });

  it('changes only name, last name and phone, never the e-mail', async () => {
    const client = await activeUser('perfil@example.com');
    await client.send('POST', '/api/auth/login', { email: 'perfil@example.com', password: 'Segura123!' });
    const updated = await client.send('POST', '/api/user/customer/profile', { name: 'Ana', email: 'otro@example.com', role: 'admin' });
    expect(updated.statusCode).toBe(200);
    const profile = (await client.get('/api/user/customer/profile')).json();
    expect(profile).toEqual({ name: 'Ana', last_name: 'Martínez', email: 'perfil@example.com', phone: '+53 5 555 0101', profile_img: null });
    const { rows } = await app.deps.db.execute<{ role: string }>(sql`select role from users where email = 'perfil@example.com'`);
    expect(rows[0]?.role).toBe('customer');
    const bad = await client.send('POST', '/api/user/customer/profile', { phone: 'llámame' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(t('account.phoneInvalid'));
    const empty = await client.send('POST', '/api/user/customer/profile', {});
    expect(empty.statusCode).toBe(400);
  });

  it('takes a real image, refuses a script named .png and anything over the limit', async () => {
    const client = await activeUser('foto@example.com');
    await client.send('POST', '/api/auth/login', { email: 'foto@example.com', password: 'Segura123!' });
    const upload = async (bytes: Buffer, filename: string, type: string) => {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(bytes)], { type }), filename);
      const request = new Request('http://plaza/', { method: 'POST', body: form });
      return client.send('POST', '/api/user/customer/profile/img', Buffer.from(await request.arrayBuffer()), {
        'content-type': request.headers.get('content-type')!,
      });
    };
    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#0f766e' } }).png().toBuffer();
    const ok = await upload(png, 'yo.png', 'image/png');
    expect(ok.statusCode).toBe(200);
    const file = ok.json().profile_img as string;
    expect(existsSync(join(app.config.imagesDir, file))).toBe(true);
    expect((await sharp(join(app.config.imagesDir, file)).metadata()).format).toBe('webp');

    const script = await upload(Buffer.from('<script>alert(1)</script>'), 'foto.png', 'image/png');
    expect(script.statusCode).toBe(400);
    expect(script.json().message).toBe(t('upload.formatNotAccepted', { formats: 'JPEG, PNG o WebP' }));

    const noise = await sharp({ create: { width: 1400, height: 1400, channels: 3, background: '#000000', noise: { type: 'gaussian', mean: 128, sigma: 60 } } }).png().toBuffer();
    expect(noise.length).toBeGreaterThan(1_000_000);
    const big = await upload(noise, 'grande.png', 'image/png');
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(t('account.imageTooLarge', { size: '1 MB' }));

    // A body cut short, or one whose boundary is not given, is a broken upload: a 400, not a 500.
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'yo.png');
    const request = new Request('http://plaza/', { method: 'POST', body: form });
    const body = Buffer.from(await request.arrayBuffer());
    for (const [type, payload] of [
      [request.headers.get('content-type')!, body.subarray(0, 300)],
      ['multipart/form-data', body],
    ] as const) {
      const broken = await client.send('POST', '/api/user/customer/profile/img', payload, { 'content-type': type });
      expect(broken.statusCode).toBe(400);
      expect(broken.json().message).toBe(t('account.imageInvalid'));
    }
    const profile = (await client.get('/api/user/customer/profile')).json();
    expect(profile.profile_img).toBe(file);
  });
});
