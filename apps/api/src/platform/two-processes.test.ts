import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openPostgres } from '../db/connection';
import { buildTestApp, Client, type TestApp } from '../test/app';
import { onPostgres } from '../test/database';

/** The activation link's token, once the mail has gone: the sender of either process may deliver it. */
async function activationToken(apps: TestApp[], email: string) {
  await Promise.all(apps.map((app) => app.flushMail()));
  const sent = apps.flatMap((app) => app.sent).filter((mail) => mail.to === email);
  expect(sent).toHaveLength(1);
  const token = sent[0]!.text.match(/\/activate\?token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no activation link mailed to ${email}`);
  return token;
}

/**
 * Several API processes behind one proxy share one PostgreSQL: whatever one of them knows (an
 * account, a token, a session, a logout) the others know at once, as nothing lives in a process.
 */
describe.skipIf(!onPostgres)('two API processes on one PostgreSQL', () => {
  it('share accounts, one-time tokens, sessions and logouts', async () => {
    const secret = randomBytes(32).toString('hex');
    const one = await buildTestApp({ SESSION_SECRET: secret }, { seed: 'reference' });
    const two = await buildTestApp({ SESSION_SECRET: secret }, { database: await openPostgres(one.databaseUrl!, 2) });
    try {
      const email = 'dos.procesos@example.com';
      const signup = await new Client(one).send('POST', '/api/auth/signup', {
        email,
        password: 'Segura123!',
        name: 'Ana',
        last_name: 'Pérez',
        accepted_term_and_conditions: true,
      });
      expect(signup.statusCode).toBe(200);
      // The link mailed by the first process activates through the second, once.
      const token = await activationToken([one, two], email);
      expect((await new Client(two).send('POST', `/api/auth/activate/${token}`)).statusCode).toBe(200);
      expect((await new Client(one).send('POST', `/api/auth/activate/${token}`)).statusCode).toBe(400);

      // Logged in on the second, the browser's next calls land on the first: same session, same CSRF token.
      const onTwo = new Client(two);
      expect((await onTwo.send('POST', '/api/auth/login', { email, password: 'Segura123!' })).statusCode).toBe(200);
      const cookie = onTwo.cookieHeader;
      const me = await one.inject({ url: '/api/market/auth', headers: { cookie } });
      expect(me.statusCode).toBe(200);
      expect(JSON.stringify(me.json())).toContain(email);
      const token2 = (await two.inject({ url: '/api/auth/csrf-token', headers: { cookie } })).json<{ csrf_token: string }>().csrf_token;
      const logout = await one.inject({
        method: 'POST',
        url: '/api/auth/customer/logout',
        headers: { cookie, 'x-csrf-token': token2, 'x-requested-with': 'XMLHttpRequest' },
      });
      expect(logout.statusCode).toBe(200);
      // Logged out through the first: the second refuses the session too.
      expect((await two.inject({ url: '/api/market/auth', headers: { cookie } })).statusCode).toBe(401);
    } finally {
      await two.cleanup();
      await one.cleanup();
    }
  });
});
