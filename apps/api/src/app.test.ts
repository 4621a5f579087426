import { testReplicaUrl } from './test/database';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { t } from '@plaza/domain/messages/es-server';
import { buildTestApp, Client, type TestApp } from './test/app';

let app: TestApp;
const echoed: unknown[] = [];

beforeAll(async () => {
  app = await buildTestApp();
  // A route of the platform's own kind, to exercise validation, CSRF and errors end to end.
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/test/echo',
    { schema: { body: z.object({ name: z.string().max(20), quantity: z.number().int().positive() }) } },
    async (request) => {
      echoed.push(request.body);
      return request.body;
    },
  );
  app.get('/api/test/boom', async () => {
    throw new Error('secret internal detail at /srv/plaza/db.ts:42');
  });
  await app.ready();
});
afterAll(() => app.cleanup());

describe('platform', () => {
  it('answers health with the database checked', async () => {
    const response = await app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok', maintenance: false, replica: testReplicaUrl ? 'ok' : 'none' });
  });

  it('refuses a state-changing call without the AJAX header', async () => {
    const client = new Client(app);
    const response = await client.send('POST', '/api/test/echo', { name: 'a', quantity: 1 }, { 'x-requested-with': '' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, message: t('errors.ajaxHeader') });
  });

  it('refuses a state-changing call without a valid CSRF token', async () => {
    const client = new Client(app);
    const forged = await client.send('POST', '/api/test/echo', { name: 'a', quantity: 1 }, { 'x-csrf-token': 'forged' });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().message).toBe(t('errors.csrf'));
    const noCookie = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'a', quantity: 1 },
      headers: { 'x-requested-with': 'XMLHttpRequest', 'x-csrf-token': 'x' },
    });
    expect(noCookie.statusCode).toBe(403);
    expect(echoed).toHaveLength(0);
  });

  it('accepts a valid call and drops unknown fields', async () => {
    const client = new Client(app);
    const response = await client.send('POST', '/api/test/echo', { name: 'Ana', quantity: 2, role: 'admin' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: 'Ana', quantity: 2 });
    expect(echoed.at(-1)).toEqual({ name: 'Ana', quantity: 2 });
  });

  it('answers malformed JSON, wrong types and oversized bodies with Spanish 4xx', async () => {
    const client = new Client(app);
    const before = echoed.length;
    const malformed = await client.send('POST', '/api/test/echo', '{"name": ', { 'content-type': 'application/json' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ success: false, message: t('errors.invalidJson') });

    const wrongType = await client.send('POST', '/api/test/echo', { name: 'a', quantity: 1.5 });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toMatch(/«quantity»/);
    expect(wrongType.json().message).toMatch(/entero|número/i);

    const huge = await client.send('POST', '/api/test/echo', { name: 'x'.repeat(1_100_000), quantity: 1 });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe(t('errors.bodyTooLarge'));

    const wrongMedia = await client.send('POST', '/api/test/echo', 'name=a', { 'content-type': 'text/plain' });
    expect(wrongMedia.statusCode).toBe(400);
    expect(wrongMedia.json().success).toBe(false);
    expect(echoed.length).toBe(before);
  });

  it('words validation failures with the catalogue, naming the field', async () => {
    const client = new Client(app);
    const missing = await client.send('POST', '/api/test/echo', { quantity: 1 });
    expect(missing.json()).toEqual({ success: false, message: t('errors.field.missing', { field: 'name' }) });
    const tooLong = await client.send('POST', '/api/test/echo', { name: 'x'.repeat(21), quantity: 1 });
    expect(tooLong.json().message).toBe(t('errors.field.tooLong', { field: 'name', max: 20 }));
    const wrongType = await client.send('POST', '/api/test/echo', { name: ['a'], quantity: 1 });
    expect(wrongType.json().message).toBe(t('errors.field.invalidType', { field: 'name' }));
    const notAbove = await client.send('POST', '/api/test/echo', { name: 'a', quantity: 0 });
    expect(notAbove.json().message).toBe(t('errors.field.notAbove', { field: 'quantity', min: 0 }));
  });

  it('answers malformed URLs, overlong ids, NUL characters and ids past the database range with Spanish 400s', async () => {
    const badUrl = await app.inject('/api/market/products/%ff%fe');
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toEqual({ success: false, message: t('errors.invalidUrl') });
    const overlong = await app.inject(`/api/market/products/${'9'.repeat(300)}`);
    expect(overlong.statusCode).toBe(414);
    expect(overlong.json()).toEqual({ success: false, message: t('errors.urlTooLong') });
    const nul = await app.inject('/api/market/stores?province=a%00b');
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toEqual({ success: false, message: t('errors.nulCharacter') });
    const pastRange = await app.inject('/api/market/search?category=2147483648');
    expect(pastRange.statusCode).toBe(400);
    expect(pastRange.json().message).toBe(t('search.invalidCategory'));
  });

  it('hides the detail of a server error', async () => {
    const response = await app.inject('/api/test/boom');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ success: false, message: t('errors.server') });
    expect(response.body).not.toContain('secret');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await app.inject('/api/does-not-exist');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: t('errors.routeNotFound') });
  });

  it('sends security headers with a content security policy', async () => {
    const response = await app.inject('/api/health');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('session', () => {
  it('sets the CSRF cookie httpOnly and SameSite=Lax', async () => {
    const response = await app.inject('/api/auth/csrf-token');
    const cookie = response.cookies.find((c) => c.name === 'plaza_csrf');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(response.json().csrf_token).toMatch(/^[\w-]{43}$/);
  });

  it('answers 401 for a visitor and an unknown session', async () => {
    expect((await app.inject('/api/market/auth')).statusCode).toBe(401);
    const forged = await app.inject({ url: '/api/market/auth', headers: { cookie: 'plaza_session=nope' } });
    expect(forged.statusCode).toBe(401);
  });

  it('logs out without a session and clears the cookie', async () => {
    const client = new Client(app);
    const response = await client.send('POST', '/api/auth/customer/logout');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
  });
});

describe('footer and documents', () => {
  it('answers 404 in Spanish before the footer exists, then the footer fields', async () => {
    expect((await app.inject('/api/market/footer')).statusCode).toBe(404);
    await app.deps.db.execute(
      sql`insert into footer_info (about, support_email, whatsapp) values ('Sobre Plaza', 'ayuda@plaza.cu', '+53 5 555 1234')`,
    );
    const response = await app.inject('/api/market/footer');
    expect(response.json()).toEqual({
      footer_about: 'Sobre Plaza',
      support_email: 'ayuda@plaza.cu',
      facebook: '',
      instagram: '',
      whatsapp: '+53 5 555 1234',
    });
  });

  it('serves the legal documents as markdown', async () => {
    await app.deps.db.execute(sql`insert into documents (name, body) values ('privacy.md', '# Privacidad')`);
    const response = await app.inject('/mark/privacy.md');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(response.body).toBe('# Privacidad');
    expect((await app.inject('/mark/terms_and_conditions.md')).statusCode).toBe(404);
    expect((await app.inject('/mark/../../etc/passwd')).statusCode).toBe(404);
  });
});

describe('maintenance mode', () => {
  it('answers every /api call with 503', async () => {
    const maintenance = await buildTestApp({ MAINTENANCE: '1' });
    try {
      const response = await maintenance.inject('/api/market/footer');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ success: false, message: t('errors.maintenance') });
    } finally {
      await maintenance.cleanup();
    }
  });
});

describe('micro-cache of catalogue answers', () => {
  it('shares answers between visitors for a while, never with signed-in customers, and forgets on writes', async () => {
    const cached = await buildTestApp({}, { responseCacheMs: 60_000 });
    try {
      await cached.deps.db.execute(sql`insert into footer_info (about, support_email) values ('Antes', 'a@plaza.cu')`);
      expect((await cached.inject('/api/market/footer')).json().footer_about).toBe('Antes');
      await cached.deps.db.execute(sql`update footer_info set about = 'Después'`);
      const hit = await cached.inject('/api/market/footer');
      expect(hit.headers['x-cache']).toBe('hit');
      expect(hit.json().footer_about).toBe('Antes');
      expect(hit.headers['content-security-policy']).toBeTruthy();
      const signedIn = await cached.inject({ url: '/api/market/footer', headers: { cookie: 'plaza_session=x' } });
      expect(signedIn.json().footer_about).toBe('Después');
      await new Client(cached).send('POST', '/api/auth/customer/logout');
      expect((await cached.inject('/api/market/footer')).json().footer_about).toBe('Después');
    } finally {
      await cached.cleanup();
    }
  });

  it('keeps a hit compressed as the client accepts it, the same answer as the miss', async () => {
    const cached = await buildTestApp({}, { seed: 'demo', responseCacheMs: 60_000 });
    try {
      const miss = await cached.inject({ url: '/api/market/products/latest', headers: { 'accept-encoding': 'br, gzip' } });
      expect(miss.headers['content-encoding']).toBe('br');
      for (const [accept, encoding] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip'], ['identity', undefined]] as const) {
        const hit = await cached.inject({ url: '/api/market/products/latest', headers: { 'accept-encoding': accept } });
        expect(hit.headers['x-cache']).toBe('hit');
        expect(hit.headers['content-encoding']).toBe(encoding);
        const body = encoding === 'br' ? brotliDecompressSync(hit.rawPayload) : encoding === 'gzip' ? gunzipSync(hit.rawPayload) : hit.rawPayload;
        expect(body.toString()).toBe(brotliDecompressSync(miss.rawPayload).toString());
      }
    } finally {
      await cached.cleanup();
    }
  });
});
