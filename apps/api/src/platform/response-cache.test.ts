import Fastify from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compress, registerResponseCache } from './response-cache';

const app = Fastify();
let cache: ReturnType<typeof registerResponseCache>;
const MAX = 10_000;

beforeAll(async () => {
  await app.register(fastifyCookie);
  cache = registerResponseCache(app, { ttlMs: 60_000, maxBytes: MAX });
  // Answers of 3,000 characters (one byte each), and one larger than the whole cache.
  app.get('/a/:n', { config: { cache: true } }, async (request) => ({ n: (request.params as { n: string }).n, text: 'x'.repeat(3_000) }));
  app.get('/huge', { config: { cache: true } }, async () => ({ text: 'y'.repeat(MAX + 1) }));
  app.get('/accents', { config: { cache: true } }, async () => ({ text: '€'.repeat(1_000) }));
  await app.ready();
});
afterAll(() => app.close());

describe('the micro-cache bounded in bytes', () => {
  it('keeps what fits, drops the oldest answers first, and counts every byte it holds', async () => {
    for (let n = 1; n <= 5; n++) expect((await app.inject(`/a/${n}`)).headers['x-cache']).toBeUndefined();
    const { entries, bytes, maxBytes } = cache.stats();
    expect(maxBytes).toBe(MAX);
    expect(bytes).toBeLessThanOrEqual(MAX);
    expect(entries).toBe(3);
    expect(bytes).toBeGreaterThanOrEqual(3 * 3_000);
    expect((await app.inject('/a/5')).headers['x-cache']).toBe('hit');
    expect((await app.inject('/a/1')).headers['x-cache']).toBeUndefined();
  });

  it('counts the compressed copies it keeps, still within the bound', async () => {
    const before = cache.stats().bytes;
    const hit = await app.inject({ url: '/a/1', headers: { 'accept-encoding': 'gzip' } });
    expect(hit.headers['content-encoding']).toBe('gzip');
    expect(cache.stats().bytes).toBeGreaterThan(before - 3_100);
    expect(cache.stats().bytes).toBeLessThanOrEqual(MAX);
  });

  it('never keeps an answer larger than the whole cache, and counts text outside Latin-1 as two bytes a character', async () => {
    await app.inject('/huge');
    expect((await app.inject('/huge')).headers['x-cache']).toBeUndefined();
    cache.clear();
    expect(cache.stats()).toEqual({ entries: 0, bytes: 0, maxBytes: MAX });
    await app.inject('/accents');
    expect(cache.stats().bytes).toBeGreaterThanOrEqual(2 * 1_000);
  });
});

describe('the micro-cache lets go of what it no longer serves', () => {
  it('drops answers whose time is over without being asked for them again', async () => {
    const short = Fastify();
    await short.register(fastifyCookie);
    const kept = registerResponseCache(short, { ttlMs: 100, maxBytes: MAX });
    short.get('/b/:n', { config: { cache: true } }, async (request) => ({ n: (request.params as { n: string }).n }));
    await short.ready();
    try {
      for (let n = 1; n <= 3; n++) await short.inject(`/b/${n}`);
      expect(kept.stats().entries).toBe(3);
      // Two sweeps later every answer is past its 100 ms.
      await new Promise((resolve) => setTimeout(resolve, 350));
      expect(kept.stats()).toEqual({ entries: 0, bytes: 0, maxBytes: MAX });
    } finally {
      await short.close();
    }
  });

  it("keeps a compressed copy in memory of its own size, not zlib's 16 KB output buffer", () => {
    const payload = JSON.stringify({ text: 'x'.repeat(3_000) });
    const br = compress(payload, 'br');
    const gzip = compress(payload, 'gzip');
    for (const body of [br, gzip]) {
      expect(body.length).toBeLessThan(1_000);
      expect(body.buffer.byteLength).toBe(body.length);
    }
    expect(brotliDecompressSync(br).toString()).toBe(payload);
    expect(gunzipSync(gzip).toString()).toBe(payload);
  });
});
