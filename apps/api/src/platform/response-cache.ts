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

type Encoding = 'br' | 'gzip';

/** A way to send a kept answer: its bytes and every header that goes with them, set at once. */
type Variant = { body: string | Buffer; headers: Record<string, string> };

type Entry = {
  payload: string;
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

function compressed(entry: Entry, encoding: Encoding): Variant {
  const kept = entry[encoding];
  if (kept) return kept;
  const body =
    encoding === 'br'
      ? brotliCompressSync(entry.payload, {
          params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 5 },
        })
      : gzipSync(entry.payload);
  return (entry[encoding] = { body, headers: { ...entry.plain.headers, 'content-encoding': encoding, vary: entry.plain.headers.vary ? `${entry.plain.headers.vary}, accept-encoding` : 'accept-encoding' } });
}

/**
 * A micro-cache of catalogue answers for visitors without a session: the same home, store and
 * product answers are asked for again and again, and a few seconds of staleness costs nothing
 * while sparing the database and the serializer. Signed-in customers (whose answers carry their
 * favourites) always get fresh ones; any successful write in this process clears the cache, and
 * so does an operator's content write in any process (`clear`).
 *
 * A hit is the server's most frequent answer, so its path is kept short: callback hooks (no
 * promise per hook), the compressed bytes and all their headers kept together and set at once.
 */
export function registerResponseCache(app: FastifyInstance, { ttlMs = 5_000, maxEntries = 5_000 } = {}): { clear: () => void } {
  const entries = new Map<string, Entry>();

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
      entries.delete(key);
      return done();
    }
    const encoding = entry.compressible ? encodingFor(request.headers['accept-encoding']) : undefined;
    // Compressed once and kept: a hit then costs no compression (the plugin skips an encoded body).
    const variant = encoding ? compressed(entry, encoding) : entry.plain;
    // Answered here: the rest of the hooks and the handler do not run (so `done` is not called).
    reply.headers(variant.headers).send(variant.body);
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.method !== 'GET') {
      if (changesState(request) && reply.statusCode < 400) entries.clear();
      return done(null, payload);
    }
    // Not kept: a hit, an error, a stream or a file, an answer that sets a cookie (it belongs to
    // one browser), a route that may not be shared, a signed-in customer.
    if (reply.statusCode !== 200 || typeof payload !== 'string' || reply.hasHeader('x-cache') || reply.hasHeader('set-cookie')) return done(null, payload);
    const { cache } = request.routeOptions.config;
    if (!cache || request.cookies[SESSION_COOKIE]) return done(null, payload);
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    const cacheControl = reply.getHeader('cache-control');
    const headers: Record<string, string> = { 'x-cache': 'hit', 'content-type': String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8') };
    if (typeof cacheControl === 'string') headers['cache-control'] = cacheControl;
    // A page's `Vary: Save-Data` (web-app.ts) holds on a hit too.
    const vary = reply.getHeader('vary');
    if (typeof vary === 'string') headers.vary = vary;
    entries.set(keyOf(request), {
      payload,
      plain: { body: payload, headers },
      compressible: Buffer.byteLength(payload) >= COMPRESS_FROM,
      expires: Date.now() + (typeof cache === 'number' ? cache : ttlMs),
    });
    done(null, payload);
  });

  // Another process's write is announced to this one (platform/content-changes.ts).
  return { clear: () => entries.clear() };
}
