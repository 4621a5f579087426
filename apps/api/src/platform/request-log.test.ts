import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, Client, type TestApp } from '../test/app';
import { redactUrl } from './redact-url';
import { SLOW_REQUEST_MS } from './request-log';

/** The server's log lines, parsed, as the app wrote them (LOG_LEVEL=info). */
const lines: Record<string, unknown>[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  },
});

describe('request log', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({}, { logger: { level: 'info', stream, redact: ['req.headers.cookie'] } });
    // Two routes of this test only: one slower than the threshold, one that fails.
    app.get('/api/test-log/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, SLOW_REQUEST_MS + 50));
      return { ok: true };
    });
    app.get('/api/test-log/broken', async () => {
      throw new Error('roto a propósito');
    });
  });
  afterAll(() => app.cleanup());

  const linesOf = (reqId: string) => lines.filter((line) => line.reqId === reqId);

  it('writes one line per request, with its id, method, path, status, time and address, and no cookie', async () => {
    const response = await app.inject({ url: '/api/health?x=1', headers: { cookie: 'plaza_session=secreto', 'x-request-id': 'pedido-1' } });
    expect(response.statusCode).toBe(200);
    expect(linesOf('pedido-1')).toEqual([
      expect.objectContaining({ level: 30, msg: 'request completed', method: 'GET', url: '/api/health?x=1', status: 200, ip: '127.0.0.1', ms: expect.any(Number) }),
    ]);
    expect(JSON.stringify(lines)).not.toContain('secreto');
  });

  it('logs a 4xx at info, a slow answer at warn and a 5xx at error, with the error itself', async () => {
    await app.inject({ url: '/api/market/products/999999999', headers: { 'x-request-id': 'pedido-404' } });
    expect(linesOf('pedido-404').at(-1)).toMatchObject({ level: 30, msg: 'request completed', status: 404 });

    await app.inject({ url: '/api/test-log/slow', headers: { 'x-request-id': 'pedido-lento' } });
    const slow = linesOf('pedido-lento');
    expect(slow).toHaveLength(1);
    expect(slow[0]).toMatchObject({ level: 40, msg: 'slow request', status: 200 });
    expect(slow[0]!.ms).toBeGreaterThanOrEqual(SLOW_REQUEST_MS);

    await app.inject({ url: '/api/test-log/broken', headers: { 'x-request-id': 'pedido-roto' } });
    const broken = linesOf('pedido-roto');
    // The error handler's line (with the error and its stack) and the request's own line.
    expect(broken).toEqual([
      expect.objectContaining({ level: 50, msg: 'request failed', err: expect.objectContaining({ message: 'roto a propósito' }) }),
      expect.objectContaining({ level: 50, msg: 'request completed', status: 500, url: '/api/test-log/broken' }),
    ]);
  });

  it('never writes a one-time token: the pages mailed links open, the API calls they make, a token route that fails', async () => {
    const token = 'Zq8vN3kLp0Rt6Wy2Xb4Cd7Fg9Hj1Mn5s';
    const client = new Client(app);
    const opened = [
      await app.inject({ url: `/reset-password?token=${token}` }),
      await app.inject({ url: `/reset-password?token=${token}&welcome=1` }),
      await app.inject({ url: `/activate?token=${token}` }),
      await app.inject({ url: `/become-a-seller/confirm?token=${token}` }),
      await client.send('POST', `/api/auth/activate/${token}`),
      await client.send('POST', `/api/auth/resetPassword/${token}`, { password: 'NuevaClave123!' }),
      await client.send('POST', `/api/auth/welcome/${token}`, { password: 'NuevaClave123!' }),
      await client.send('POST', `/api/store_admin/storeSolicitude/confirm/${token}`),
      await app.inject({ method: 'POST', url: `/api/auth/activate/${token}` }),
    ];
    expect(opened.map((response) => response.statusCode).every((status) => status >= 400 && status < 500)).toBe(true);
    const before = lines.length;
    await app.inject({ method: 'POST', url: `/api/auth/activate/${token}`, headers: { 'x-request-id': 'con-token' } });
    await app.inject({ url: `/api/test-log/broken?token=${token}` });
    expect(lines.length).toBeGreaterThan(before);
    const written = lines.map((line) => JSON.stringify(line));
    expect(written.filter((line) => line.includes('/activate') || line.includes('/reset-password') || line.includes('/welcome/')).length).toBeGreaterThanOrEqual(6);
    expect(written.filter((line) => line.includes(token))).toEqual([]);
    expect(linesOf('con-token').at(-1)).toMatchObject({ url: '/api/auth/activate/[redacted]' });
  });

  it('redacts the secret of every route whose parameter is a token or a code', () => {
    const secretRoutes = app.routes.filter((route) => /:(\w*token|code)\b/i.test(route.url));
    expect(secretRoutes.length).toBeGreaterThanOrEqual(5);
    for (const route of secretRoutes) {
      const url = route.url.replace(/:(\w*token|code)\b/gi, 'SECRETO-9f8e7d').replace(/:\w+/g, '12');
      expect(redactUrl(url), route.url).not.toContain('SECRETO');
    }
  });
});
