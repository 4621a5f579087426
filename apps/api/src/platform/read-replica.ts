import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Database, DatabaseHandle } from '../db/connection';
import { changesState } from './route-guards';
import { SESSION_COOKIE } from './sessions';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A visitor's GET of this route may be answered from the read replica (DATABASE_REPLICA_URL):
     * a catalogue, search or suggestion read whose answer may be a moment behind the primary.
     * Routes whose answers visitors share (`cache`) may too.
     */
    replica?: boolean;
  }
  interface FastifyInstance {
    /**
     * The database this request reads from: the replica for a visitor's catalogue read, the
     * primary for everything else. Writes always use `app.deps.db` (the primary).
     */
    reader: (request: FastifyRequest) => Database;
    /** `none` without DATABASE_REPLICA_URL; `ok` while the replica answers; `down` while reads fall back to the primary. */
    replicaStatus: () => ReplicaStatus;
  }
}

export type ReplicaStatus = 'none' | 'ok' | 'down';

/**
 * A browser that wrote (any successful or refused state-changing request) carries this cookie, the
 * time of its last write in milliseconds, for STICKY_SECONDS: its reads go to the primary meanwhile,
 * so nobody sees their own change vanish while the replica catches up. Not signed: a forged or
 * stale value can only send its own reads to the primary.
 */
export const WROTE_COOKIE = 'plaza_wrote';
export const STICKY_SECONDS = 10;
/** How often the replica is asked whether it answers (and how soon a dead one stops being read). */
export const CHECK_EVERY_MS = 2_000;

/**
 * Registers `app.reader(request)`, `app.replicaStatus()` and the last-write cookie. Which reads go to
 * the replica is decided here and only here:
 *   - only with a replica configured and answering its last check;
 *   - only GET and HEAD of a route marked `replica` or `cache` (catalogue, search, suggestions);
 *   - only for visitors: a request with a session cookie reads its own data from the primary;
 *   - never within STICKY_SECONDS after the browser's last write (WROTE_COOKIE).
 * A replica that fails its check, or on which a read lost its connection (that read is answered by
 * the primary), is left out until it answers a check again; each change is logged once.
 */
export function registerReadReplica(app: FastifyInstance, database: DatabaseHandle, config: Config, checkEveryMs = CHECK_EVERY_MS) {
  const primary = database.db;
  const replica = database.replica;
  let status: ReplicaStatus = replica ? 'down' : 'none';

  app.decorate('replicaStatus', () => status);
  app.decorate('reader', (request: FastifyRequest): Database => {
    if (!replica || status !== 'ok') return primary;
    if (request.method !== 'GET' && request.method !== 'HEAD') return primary;
    const routeConfig = request.routeOptions.config;
    if (!routeConfig.replica && !routeConfig.cache) return primary;
    if (request.cookies[SESSION_COOKIE]) return primary;
    const wrote = Number(request.cookies[WROTE_COOKIE]);
    if (Number.isFinite(wrote) && Date.now() - wrote < STICKY_SECONDS * 1000) return primary;
    return replica.db;
  });
  if (!replica) return;

  app.addHook('onRequest', async (request, reply) => {
    if (changesState(request))
      reply.setCookie(WROTE_COOKIE, String(Date.now()), {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: config.secureCookies,
        maxAge: STICKY_SECONDS,
      });
  });

  // A read that lost its replica connection was answered by the primary (db/connection.ts): the
  // replica is left out from that moment, not from the next check, and the health check says so.
  let losses = 0;
  const stopHearing = replica.onLost((error) => {
    losses++;
    if (status === 'down') return;
    status = 'down';
    app.log.warn({ err: error }, 'read replica lost during a read: every read goes to the primary');
  });
  const check = async () => {
    const before = status;
    const lostBefore = losses;
    try {
      await replica.check();
      // A check that began before a read lost the replica says nothing of it since.
      if (losses === lostBefore) status = 'ok';
    } catch (error) {
      status = 'down';
      if (before !== 'down' || !checked) app.log.warn({ err: error }, 'read replica unreachable: every read goes to the primary');
    }
    if (status === 'ok' && before === 'down' && checked) app.log.info('read replica answers again: visitors read from it');
    checked = true;
  };
  let checked = false;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const loop = async () => {
    await check();
    if (stopped) return;
    timer = setTimeout(() => void loop(), checkEveryMs);
    timer.unref();
  };
  // The first answer decides before the first request: a dead replica is never tried by one.
  app.addHook('onReady', loop);
  app.addHook('onClose', async () => {
    stopped = true;
    clearTimeout(timer);
    stopHearing();
  });
}
