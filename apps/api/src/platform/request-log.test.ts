import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app';
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
});
