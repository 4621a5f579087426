import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, types, type QueryOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { isConnectionFailure } from './connection-failure';
import * as schema from './schema';

/** Both drivers answer raw queries with `{ rows }`. */
export type RowsResult<TRow> = { rows: (TRow extends Record<string, unknown> ? TRow : Record<string, unknown>)[] };
export interface RowsQueryResultHKT extends PgQueryResultHKT {
  readonly type: RowsResult<this['row']>;
}

export type Database = PgDatabase<RowsQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  engine: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  /**
   * Runs `work` (migrations and the first seed) while no other process of this database does:
   * API processes started together on one PostgreSQL take turns instead of racing.
   */
  exclusively: <T>(work: () => Promise<T>) => Promise<T>;
  /**
   * Calls `onNotify` whenever a transaction that ran `pg_notify(channel, …)` commits, in this
   * process or any other on the same database (never for one that rolled back). A hint, not a
   * queue: a notification sent while the listener reconnects is lost, so listeners also poll.
   * Resolves to the function that stops listening.
   */
  listen: (channel: string, onNotify: () => void) => Promise<() => Promise<void>>;
  close: () => Promise<void>;
  /** The embedded engine's own client (backups dump its data directory through it). */
  pglite?: PGlite;
  /** DATABASE_REPLICA_URL's read replica, when set (platform/read-replica.ts decides who reads from it). */
  replica?: ReplicaHandle;
};

/** A read-only PostgreSQL standby of the primary: its pool, and a query that says whether it answers. */
export type ReplicaHandle = {
  /**
   * Reads on the replica. One that fails for a connection reason (isConnectionFailure: the replica
   * died, restarts, refuses) is run once more on the primary, and `onLost`'s listeners are told.
   */
  db: Database;
  /** Resolves when the replica answers a query within a couple of seconds; rejects otherwise. */
  check: () => Promise<void>;
  /** Calls `listener` with each connection failure a read met on the replica; resolves to the function that stops it. */
  onLost: (listener: (error: Error) => void) => () => void;
  close: () => Promise<void>;
};

/** Thrown when a second process opens an embedded database that one already has open. */
export class DatabaseBusyError extends Error {}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The process that holds the embedded database in `dataDir` open, if one is alive (never this one). */
export function lockOwner(dataDir: string): number | undefined {
  let owner: number;
  try {
    owner = Number(readFileSync(`${dataDir}.lock`, 'utf8').trim());
  } catch {
    return undefined;
  }
  return Number.isInteger(owner) && owner > 0 && owner !== process.pid && processAlive(owner) ? owner : undefined;
}

/**
 * PGlite is one process's database: a second process writing the same folder would corrupt it.
 * A lock file beside it holds the owner's process id; a lock whose process is gone (a crash, a
 * kill -9) is taken over. Resolves to the function that frees it.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = lockOwner(dataDir);
      if (owner !== undefined)
        throw new DatabaseBusyError(
          `La base de datos ${dataDir} está abierta por otro proceso (pid ${owner}): detén ese servidor primero, o usa PostgreSQL (DATABASE_URL) para varios procesos.`,
        );
      rmSync(lockFile, { force: true });
    }
  }
  throw new DatabaseBusyError(`No se pudo bloquear la base de datos ${dataDir}`);
}

/** The committed SQL migrations, found beside the source (tests) or the bundle (production). */
export const migrationsFolder = (() => {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = join(dir, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = dirname(dir);
  }
  throw new Error('No se encontró la carpeta de migraciones drizzle/');
})();

export const pgliteExtensions = { unaccent, pg_trgm };

/** Drizzle's type parsers (drizzle-orm/pglite/session.js): dates, times and their arrays as the text PostgreSQL sends. */
const DRIZZLE_AS_TEXT = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];

/**
 * The client Drizzle is given: Drizzle passes its own parsers with every query, and PGlite then
 * copies its whole table of ~350 parsers into a new object per query (parseResults), about half
 * the JavaScript cost of a small query (issue 25's profile). The same parsers are set once on the
 * client instead, and each query goes without them.
 */
function forDrizzle(client: PGlite): PGlite {
  for (const type of DRIZZLE_AS_TEXT) client.parsers[type] = (value: string) => value;
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query')
        return (query: string, params?: unknown[], options?: QueryOptions) => target.query(query, params, options && { ...options, parsers: undefined });
      // PGlite's methods read private fields: they run on the client itself, not on this proxy.
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * PGlite's PostgreSQL keeps its shared buffers inside the process's WebAssembly memory, and touches
 * them all at start: at PostgreSQL's default of 128 MB, an idle Plaza process held 426 MB. 16 MB
 * holds the demo catalogue's whole database (14 MB) and its indexes' hot pages; the pages beyond
 * it are read again through the operating system's file cache, which belongs to no process.
 * Measured (bench/memory.bench.mjs): 110 MB less RSS at start.
 */
const PGLITE_CONF = 'shared_buffers = 16MB';

/** PGlite stored in `dataDir` (created first: PGlite makes only the last folder), or in memory. */
export async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dirname(dataDir), { recursive: true });
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  let client: PGlite;
  try {
    client = await PGlite.create({ dataDir, extensions: pgliteExtensions, loadDataDir, postgresqlconf: PGLITE_CONF });
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite(forDrizzle(client), { schema }) as unknown as Database;
  return {
    db,
    engine: 'pglite',
    pglite: client,
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    exclusively: (work) => work(),
    listen: async (channel, onNotify) => {
      const unlisten = await client.listen(channel, onNotify);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    close: async () => {
      await client.close();
      unlock();
    },
  };
}

/** The advisory lock key that API processes take turns on while they migrate and seed. */
const STARTUP_LOCK = 0x504c415a; // 'PLAZ'

/**
 * A pool of connections to a PostgreSQL server. An idle connection the server ends (a restart, an
 * administrator) is dropped and reported to `onIdleError`: unheard, pg would throw it and stop the
 * process. `close` returns once every connection has really ended, not just been asked to.
 */
export async function openPostgres(
  url: string,
  poolSize = 10,
  onIdleError: (error: Error) => void = (error) => console.error(`PostgreSQL closed an idle connection: ${error.message}`),
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('error', onIdleError);
  const open = new Set<pg.PoolClient>();
  pool.on('connect', (client) => {
    open.add(client);
    client.once('end', () => open.delete(client));
  });
  // Fail at start, with the server's own words, rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    engine: 'postgres',
    migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder }),
    exclusively: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
        return await work();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => {});
        client.release();
      }
    },
    listen: (channel, onNotify) => listenPostgres(url, channel, onNotify, onIdleError),
    close: async () => {
      const ended = [...open].map((client) => new Promise((resolve) => client.once('end', resolve)));
      await pool.end();
      await Promise.all(ended);
    },
  };
}

/**
 * LISTEN holds its connection for good, so it gets its own client rather than one of the pool's.
 * A lost connection (a server restart) is opened again after a few seconds, for as long as the
 * listener is wanted.
 */
async function listenPostgres(url: string, channel: string, onNotify: () => void, onError: (error: Error) => void) {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const later = () => {
    if (stopped) return;
    retry = setTimeout(() => void attempt(), 5_000);
    retry.unref();
  };
  const attempt = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify();
    });
    next.on('error', (error) => {
      onError(error);
      void next.end().catch(() => {});
      if (client === next) {
        client = undefined;
        later();
      }
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${next.escapeIdentifier(channel)}`);
    } catch (error) {
      onError(error as Error);
      void next.end().catch(() => {});
      return later();
    }
    if (stopped) return void (await next.end().catch(() => {}));
    client = next;
    // Whatever committed while no connection listened was not heard: look once.
    onNotify();
  };
  await attempt();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

/**
 * A pool on a streaming replica. Unlike the primary's, it does not have to answer at start: a
 * replica that is down only sends every read to the primary until it answers again. A connection
 * attempt gives up after two seconds, so a dead replica costs a request little before the
 * fallback notices (platform/read-replica.ts checks it every few seconds). A read that meets a
 * lost connection (the replica stopped under it) is answered by `primary` instead of failing.
 */
export function openReplica(
  url: string,
  primary: Database,
  poolSize = 10,
  onIdleError: (error: Error) => void = (error) => console.error(`The read replica closed an idle connection: ${error.message}`),
): ReplicaHandle {
  const primaryPool = (primary as { $client?: unknown }).$client;
  if (!(primaryPool instanceof pg.Pool)) throw new Error('A read replica needs a PostgreSQL primary (DATABASE_URL)');
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 2_000 });
  pool.on('error', onIdleError);
  const listeners = new Set<(error: Error) => void>();
  const lost = (error: Error) => {
    for (const listener of listeners) listener(error);
  };
  return {
    db: drizzlePg(failingOver(pool, primaryPool, lost), { schema }) as unknown as Database,
    check: async () => {
      const client = await pool.connect();
      try {
        await client.query({ text: 'select 1', query_timeout: 2_000 } as pg.QueryConfig);
      } catch (error) {
        // A connection that failed a query is not given back to the pool for the next request.
        client.release(error as Error);
        throw error;
      }
      client.release();
    },
    onLost: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    close: () => pool.end(),
  };
}

type QueryArgs = Parameters<pg.Pool['query']>;

/**
 * The replica's pool, whose `query` and `connect` turn to the primary's pool when the replica's
 * connection fails (telling `lost` first, so that the next requests go to the primary at once).
 * Drizzle and db/prepared.ts use a pool through these two and check that it is a `pg.Pool`,
 * which this proxy still is. Only a read retries: nothing is ever written through the replica. A
 * transaction whose connection is lost after it began fails as it would have (its callback is not
 * run twice); only the background search index reads the replica in a transaction.
 */
function failingOver(replica: pg.Pool, primary: pg.Pool, lost: (error: Error) => void): pg.Pool {
  const query = async (...args: QueryArgs) => {
    try {
      return await replica.query(...args);
    } catch (error) {
      if (!isConnectionFailure(error)) throw error;
      lost(error as Error);
      return primary.query(...args);
    }
  };
  const connect = async () => {
    try {
      return await replica.connect();
    } catch (error) {
      if (!isConnectionFailure(error)) throw error;
      lost(error as Error);
      return primary.connect();
    }
  };
  return new Proxy(replica, {
    get(target, property) {
      if (property === 'query') return query;
      if (property === 'connect') return connect;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

export async function openDatabase(options: { databaseUrl?: string; replicaUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  if (!options.databaseUrl) return openPglite(join(options.dataDir, 'db'));
  const primary = await openPostgres(options.databaseUrl);
  if (!options.replicaUrl) return primary;
  const replica = openReplica(options.replicaUrl, primary.db);
  return {
    ...primary,
    replica,
    close: async () => {
      await replica.close();
      await primary.close();
    },
  };
}
