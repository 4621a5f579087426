import { mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import pg from 'pg';
import { DatabaseBusyError, openPglite, openPostgres } from './connection';
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
