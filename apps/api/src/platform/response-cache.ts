import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from './sessions';
import { changesState } from './route-guards';
import { dataSaverOn } from './data-saver';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Answers of this GET route may be shared between visitors: for the app's few seconds
     * (`true`), or for this many milliseconds where a longer staleness costs nothing.
     */
    cache?: boolean | number;
  }
}

type Entry = {
  payload: string;
  /** What the entry holds in memory: its key, its payload and its compressed copies. */
  bytes: number;
  type: string;
  cacheControl: string | undefined;
  expires: number;
  /** The payload compressed, once per encoding on the first hit that asks for it. */
  br?: Buffer;
  gzip?: Buffer;
};

/** Smaller answers go as they are, as the compression plugin would send them. */
const COMPRESS_FROM = 1024;

/** The encoding this request takes, in the compression plugin's order of preference. */
function encodingFor(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  if (!acceptEncoding) return undefined;
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return undefined;
}

function compress(payload: string, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'br')
    return brotliCompressSync(payload, { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 5 } });
  return gzipSync(payload);
}

/** A string's bytes in V8's heap: one per character when all are Latin-1, else two. */
const stringBytes = (text: string) => (/[\u0100-\uffff]/.test(text) ? 2 : 1) * text.length;

export type ResponseCacheStats = { entries: number; bytes: number; maxBytes: number };

/**
 * A micro-cache of catalogue answers for visitors without a session: the same home, store and
 * product answers are asked for again and again, and a few seconds of staleness costs nothing
 * while sparing the database and the serializer. Signed-in customers (whose answers carry their
 * favourites) always get fresh ones; any successful write in this process clears the cache, and
 * so does an operator's content write in any process (`clear`).
 *
 * Bounded in bytes (`maxBytes`, RESPONSE_CACHE_MB), not entries: an entry is a few hundred bytes
 * to a few hundred kilobytes, so a count says nothing of the memory it takes. Past the bound the
 * oldest entries go first.
 */
export function registerResponseCache(
  app: FastifyInstance,
  { ttlMs = 5_000, maxBytes = 32 * 1024 * 1024 } = {},
): { clear: () => void; stats: () => ResponseCacheStats } {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  };
  const clear = () => {
    entries.clear();
    bytes = 0;
  };
  /** Makes room for `more` bytes, oldest entries first. */
  const room = (more: number) => {
    for (const key of entries.keys()) {
      if (bytes + more <= maxBytes) break;
      remove(key);
    }
  };
  const compressed = (key: string, entry: Entry, encoding: 'br' | 'gzip'): Buffer => {
    const kept = entry[encoding];
    if (kept) return kept;
    const body = compress(entry.payload, encoding);
    // Counted as the entry grows; kept only while the cache has room for it.
    if (entries.get(key) === entry && body.length <= maxBytes) {
      room(body.length);
      if (entries.get(key) === entry) {
        entry[encoding] = body;
        entry.bytes += body.length;
        bytes += body.length;
      }
    }
    return body;
  };
  const cacheable = (request: { method: string; routeOptions: { config: { cache?: boolean | number } }; cookies: Record<string, string | undefined> }) =>
    request.method === 'GET' && Boolean(request.routeOptions.config.cache) && !request.cookies[SESSION_COOKIE];

  // A page differs with the data saver (apps/api/src/platform/data-saver.ts): one entry for each.
  const keyOf = (request: FastifyRequest) => (dataSaverOn(request) ? `${request.url}\u0000save-data` : request.url);

  app.addHook('onRequest', async (request, reply) => {
    if (!cacheable(request)) return;
    const key = keyOf(request);
    const entry = entries.get(key);
    if (!entry) return;
    if (entry.expires < Date.now()) {
      remove(key);
      return;
    }
    reply.header('x-cache', 'hit').type(entry.type);
    if (entry.cacheControl) reply.header('cache-control', entry.cacheControl);
    const encoding = Buffer.byteLength(entry.payload) >= COMPRESS_FROM ? encodingFor(request.headers['accept-encoding']) : undefined;
    if (!encoding) return reply.send(entry.payload);
    // Compressed once and kept: a hit then costs no compression (the plugin skips an encoded body).
    return reply.header('content-encoding', encoding).header('vary', 'accept-encoding').send(compressed(key, entry, encoding));
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (changesState(request) && reply.statusCode < 400) clear();
    // An answer that sets a cookie belongs to one browser.
    if (!cacheable(request) || reply.statusCode !== 200 || typeof payload !== 'string' || reply.getHeader('x-cache') || reply.hasHeader('set-cookie'))
      return payload;
    const key = keyOf(request);
    const size = stringBytes(key) + stringBytes(payload);
    if (size > maxBytes) return payload;
    remove(key);
    room(size);
    bytes += size;
    const cacheControl = reply.getHeader('cache-control');
    entries.set(key, {
      payload,
      bytes: size,
      type: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      cacheControl: typeof cacheControl === 'string' ? cacheControl : undefined,
      expires: Date.now() + (typeof request.routeOptions.config.cache === 'number' ? request.routeOptions.config.cache : ttlMs),
    });
    return payload;
  });

  // Another process's write is announced to this one (platform/content-changes.ts).
  return { clear, stats: () => ({ entries: entries.size, bytes, maxBytes }) };
}
