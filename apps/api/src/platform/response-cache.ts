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

export type Encoding = 'br' | 'gzip';

/** A way to send a kept answer: its bytes and every header that goes with them, set at once. */
type Variant = { body: string | Buffer; headers: Record<string, string> };

type Entry = {
  payload: string;
  /** What the entry holds in memory: its key, its payload and its compressed copies. */
  bytes: number;
  expires: number;
  /** Sent to a client that accepts no compression this answer takes. */
  plain: Variant;
  /** Whether the answer is long enough to be sent compressed, as the compression plugin would. */
  compressible: boolean;
  /** The payload compressed, once per encoding on the first hit that asks for it. */
  br?: Variant;
  gzip?: Variant;
};

/** Smaller answers go as they are, as the compression plugin would send them. */
const COMPRESS_FROM = 1024;

/** The encoding this request takes, in the compression plugin's order of preference. */
function encodingFor(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return undefined;
}

/**
 * `payload` compressed, in a buffer of its own size: zlib's answer below 16 KB is a view of its
 * 16 KB output buffer, so a kept 2 KB answer would hold 16 KB that the cache does not count.
 */
export function compress(payload: string, encoding: Encoding): Buffer {
  const output =
    encoding === 'br'
      ? brotliCompressSync(payload, {
          params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 5 },
        })
      : gzipSync(payload);
  const own = Buffer.allocUnsafeSlow(output.length);
  output.copy(own);
  return own;
}

function compressedVariant(entry: Entry, encoding: Encoding): Variant {
  const body = compress(entry.payload, encoding);
  const vary = entry.plain.headers.vary ? `${entry.plain.headers.vary}, accept-encoding` : 'accept-encoding';
  return { body, headers: { ...entry.plain.headers, 'content-encoding': encoding, vary } };
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
 * A hit is the server's most frequent answer, so its path is kept short: callback hooks (no
 * promise per hook), the compressed bytes and all their headers kept together and set at once.
 *
 * Bounded in bytes (`maxBytes`, RESPONSE_CACHE_MB), not entries: an entry is a few hundred bytes
 * to a few hundred kilobytes, so a count says nothing of the memory it takes. Past the bound the
 * oldest entries go first, and an answer whose few seconds are over goes within `ttlMs`.
 * 16 MB by default: the demo's browsing mix is answered 97–99% from it, and every kept byte is
 * marked by each full collection (bench/memory.bench.mjs).
 */
export function registerResponseCache(
  app: FastifyInstance,
  { ttlMs = 5_000, maxBytes = 16 * 1024 * 1024 } = {},
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
  // An answer whose time is over is dropped every `ttlMs`, not only when asked for again: answers
  // nobody asks for twice (a long tail of products, searches) would otherwise fill the bound
  // and stay there after the visitors leave.
  const sweeper = setInterval(() => {
    const now = Date.now();
    for (const [key, entry] of entries) if (entry.expires < now) remove(key);
  }, ttlMs);
  sweeper.unref();
  app.addHook('onClose', (_instance, done) => {
    clearInterval(sweeper);
    done();
  });
  /** Compressed once per encoding and kept while the cache has room for it, counted as the entry grows. */
  const compressed = (key: string, entry: Entry, encoding: Encoding): Variant => {
    const kept = entry[encoding];
    if (kept) return kept;
    const variant = compressedVariant(entry, encoding);
    const size = variant.body.length;
    if (entries.get(key) === entry && size <= maxBytes) {
      room(size);
      if (entries.get(key) === entry) {
        entry[encoding] = variant;
        entry.bytes += size;
        bytes += size;
      }
    }
    return variant;
  };

  // A page differs with the data saver (apps/api/src/platform/data-saver.ts): one entry for each.
  const keyOf = (request: FastifyRequest) => (dataSaverOn(request) ? `${request.url}\u0000save-data` : request.url);

  app.addHook('onRequest', (request, reply, done) => {
    // Only a cacheable route's answers are kept, and a path always reaches the same route: a kept
    // entry means the route may be shared (no need to build `request.routeOptions` first).
    if (request.method !== 'GET') return done();
    const key = keyOf(request);
    const entry = entries.get(key);
    if (!entry || request.cookies[SESSION_COOKIE]) return done();
    if (entry.expires < Date.now()) {
      remove(key);
      return done();
    }
    const encoding = entry.compressible ? encodingFor(request.headers['accept-encoding']) : undefined;
    // Compressed once and kept: a hit then costs no compression (the plugin skips an encoded body).
    const variant = encoding ? compressed(key, entry, encoding) : entry.plain;
    // Answered here: the rest of the hooks and the handler do not run (so `done` is not called).
    reply.headers(variant.headers).send(variant.body);
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.method !== 'GET') {
      if (changesState(request) && reply.statusCode < 400) clear();
      return done(null, payload);
    }
    // Not kept: a hit, an error, a stream or a file, an answer that sets a cookie (it belongs to
    // one browser), a route that may not be shared, a signed-in customer.
    if (reply.statusCode !== 200 || typeof payload !== 'string' || reply.hasHeader('x-cache') || reply.hasHeader('set-cookie')) return done(null, payload);
    const { cache } = request.routeOptions.config;
    if (!cache || request.cookies[SESSION_COOKIE]) return done(null, payload);
    const key = keyOf(request);
    const size = stringBytes(key) + stringBytes(payload);
    if (size > maxBytes) return done(null, payload);
    remove(key);
    room(size);
    bytes += size;
    const cacheControl = reply.getHeader('cache-control');
    const headers: Record<string, string> = { 'x-cache': 'hit', 'content-type': String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8') };
    if (typeof cacheControl === 'string') headers['cache-control'] = cacheControl;
    // A page's `Vary: Save-Data` (web-app.ts) holds on a hit too.
    const vary = reply.getHeader('vary');
    if (typeof vary === 'string') headers.vary = vary;
    entries.set(key, {
      payload,
      bytes: size,
      plain: { body: payload, headers },
      compressible: Buffer.byteLength(payload) >= COMPRESS_FROM,
      expires: Date.now() + (typeof cache === 'number' ? cache : ttlMs),
    });
    done(null, payload);
  });

  // Another process's write is announced to this one (platform/content-changes.ts).
  return { clear, stats: () => ({ entries: entries.size, bytes, maxBytes }) };
}
