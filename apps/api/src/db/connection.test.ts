import { mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { isConnectionFailure } from './connection-failure';
import { DatabaseBusyError, openPglite, openPostgres, openReplica } from './connection';
import { createTestDatabase, onPostgres } from '../test/database';

describe('the embedded database folder', () => {
  const dirs: string[] = [];
  const freshDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'plaza-lock-'));
    dirs.push(dir);
    return join(dir, 'db');
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a second opener while the first has it open, and frees it on close', async () => {
    const dataDir = freshDir();
    const first = await openPglite(dataDir);
    expect(existsSync(`${dataDir}.lock`)).toBe(true);
    // Another process's pid in the lock file: this test's own pid would count as the owner.
    writeFileSync(`${dataDir}.lock`, String(process.ppid));
    await expect(openPglite(dataDir)).rejects.toThrow(DatabaseBusyError);
    await expect(openPglite(dataDir)).rejects.toThrow(/abierta por otro proceso/);
    writeFileSync(`${dataDir}.lock`, String(process.pid));
    await first.close();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    const again = await openPglite(dataDir);
    await again.close();
  });

  it('takes over the lock of a process that died without closing', async () => {
    const dataDir = freshDir();
    writeFileSync(`${dataDir}.lock`, '2147483646');
    const handle = await openPglite(dataDir);
    const { rows } = await handle.db.execute<{ one: number }>(sql`select 1 as one`);
    expect(rows[0]?.one).toBe(1);
    await handle.close();
  });
});

describe.runIf(onPostgres)('a PostgreSQL pool', () => {
  it('survives the server ending an idle connection, and closes only once every connection has ended', async () => {
    const owner = await createTestDatabase();
    const url = new URL(owner.url!);
    url.searchParams.set('application_name', 'plaza_pool_probe');
    const lost: Error[] = [];
    const handle = await openPostgres(url.toString(), 3, (error) => lost.push(error));
    const admin = new pg.Client({ connectionString: owner.url });
    await admin.connect();
    const mine = `from pg_stat_activity where application_name = 'plaza_pool_probe' and datname = current_database()`;
    const count = async () => Number((await admin.query<{ n: string }>(`select count(*) as n ${mine}`)).rows[0]?.n);
    try {
      await Promise.all([1, 2, 3].map(() => handle.db.execute(sql`select pg_sleep(0.05)`)));
      expect(await count()).toBe(3);
      await admin.query(`select pg_terminate_backend(pid) from (select pid ${mine} limit 1) as one`);
      await expect.poll(() => lost.length).toBe(1);
      expect(lost[0]?.message).toMatch(/terminating connection/);
      const { rows } = await handle.db.execute<{ one: number }>(sql`select 1 as one`);
      expect(rows[0]?.one).toBe(1);
      await handle.close();
      expect(await count()).toBe(0);
    } finally {
      await admin.end();
      await owner.close();
    }
  });
});

describe.runIf(onPostgres)('a read replica pool', () => {
  // The "replica" is another pool on the primary's own database: enough to lose its connections.
  let owner: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    owner = await createTestDatabase();
  });
  afterAll(() => owner.close());
  /** The session's application_name: tells the "replica" (a pool named plaza_replica_probe) from the primary. */
  const whoAnswers = (slow = 0) => sql`select pg_sleep(${slow}), current_setting('application_name') as name`;
  const probeUrl = (url: string, options?: string) => {
    const probe = new URL(url);
    probe.searchParams.set('application_name', 'plaza_replica_probe');
    if (options) probe.searchParams.set('options', options);
    return probe.toString();
  };

  it('answers a read from the primary when the replica connection is lost under it, and says so', async () => {
    const replica = openReplica(probeUrl(owner.url!), owner.db, 2, () => {});
    const lost: Error[] = [];
    replica.onLost((error) => lost.push(error));
    const admin = new pg.Client({ connectionString: owner.url });
    await admin.connect();
    const probes = `from pg_stat_activity where application_name = 'plaza_replica_probe' and datname = current_database()`;
    try {
      expect((await replica.db.execute<{ name: string }>(whoAnswers())).rows[0]?.name).toBe('plaza_replica_probe');
      // Drizzle's queries start when awaited: this one is started now, and runs for half a second.
      const inFlight = replica.db.execute<{ name: string }>(whoAnswers(0.5)).then((result) => result);
      await expect.poll(async () => (await admin.query(`select 1 ${probes} and state = 'active'`)).rowCount).toBe(1);
      await admin.query(`select pg_terminate_backend(pid) ${probes}`);
      expect((await inFlight).rows[0]?.name).not.toBe('plaza_replica_probe');
      expect(lost).toHaveLength(1);
      expect(lost[0]).toMatchObject({ code: '57P01' });
    } finally {
      await admin.end();
      await replica.close();
    }
  });

  it('answers reads and read transactions from the primary while the replica refuses connections', async () => {
    // Nothing listens on port 1.
    const replica = openReplica('postgres://postgres@127.0.0.1:1/plaza', owner.db, 2, () => {});
    const lost: Error[] = [];
    const stop = replica.onLost((error) => lost.push(error));
    try {
      expect((await replica.db.execute<{ name: string }>(whoAnswers())).rows).toHaveLength(1);
      const { rows } = await replica.db.transaction((tx) => tx.execute<{ one: number }>(sql`select 1 as one`), { accessMode: 'read only' });
      expect(rows[0]?.one).toBe(1);
      expect(lost.map((error) => isConnectionFailure(error))).toEqual([true, true]);
      stop();
      await replica.db.execute(sql`select 1`);
      expect(lost).toHaveLength(2);
    } finally {
      await replica.close();
    }
  });

  it('lets a query error of the replica fail: the primary would fail it the same, and the replica is not lost', async () => {
    const replica = openReplica(probeUrl(owner.url!, '-c statement_timeout=100'), owner.db, 2, () => {});
    const lost: Error[] = [];
    replica.onLost((error) => lost.push(error));
    try {
      await expect(replica.db.execute(whoAnswers(2))).rejects.toMatchObject({ cause: { code: '57014' } });
      await expect(replica.db.execute(sql`selec 1`)).rejects.toMatchObject({ cause: { code: '42601' } });
      expect(lost).toEqual([]);
    } finally {
      await replica.close();
    }
  });
});
