import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE } from './sessions';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answers of this GET route may be shared between visitors for a few seconds. */
    cache?: boolean;
  }
}

type Entry = { payload: string; type: string; cacheControl: string | undefined; expires: number };

/**
 * A micro-cache of catalogue answers for visitors without a session: the same home, store and
 * product answers are asked for again and again, and a few seconds of staleness costs nothing
 * while sparing the database and the serializer. Signed-in customers (whose answers carry their
 * favourites) always get fresh ones; any successful write in this process clears the cache.
 */
export function registerResponseCache(app: FastifyInstance, { ttlMs = 5_000, maxEntries = 5_000 } = {}) {
  const entries = new Map<string, Entry>();
  const cacheable = (request: { method: string; routeOptions: { config: { cache?: boolean } }; cookies: Record<string, string | undefined> }) =>
    request.method === 'GET' && request.routeOptions.config.cache === true && !request.cookies[SESSION_COOKIE];

  app.addHook('onRequest', async (request, reply) => {
    if (!cacheable(request)) return;
    const entry = entries.get(request.url);
    if (!entry) return;
    if (entry.expires < Date.now()) {
      entries.delete(request.url);
      return;
    }
    reply.header('x-cache', 'hit').type(entry.type);
    if (entry.cacheControl) reply.header('cache-control', entry.cacheControl);
    return reply.send(entry.payload);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.url.startsWith('/api/') && reply.statusCode < 400) entries.clear();
    if (!cacheable(request) || reply.statusCode !== 200 || typeof payload !== 'string' || reply.getHeader('x-cache')) return payload;
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    const cacheControl = reply.getHeader('cache-control');
    entries.set(request.url, {
      payload,
      type: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      cacheControl: typeof cacheControl === 'string' ? cacheControl : undefined,
      expires: Date.now() + ttlMs,
    });
    return payload;
  });
}
