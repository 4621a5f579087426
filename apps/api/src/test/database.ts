import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, openReplica, type DatabaseHandle } from '../db/connection';
import { testDatabasePrefix, withDatabase, type TestSeed } from './global-setup';

/** Whether this run's tests use PostgreSQL (TEST_DATABASE_URL) rather than PGlite. */
export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
/** The PostgreSQL server the tests run on (TEST_DATABASE_URL), to create databases of their own on it. */
export const testServerUrl = process.env.TEST_DATABASE_URL;
/**
 * A streaming replica of TEST_DATABASE_URL's server (scripts/pg-replica.sh): when set, every test
 * database gets its replica too (DATABASE_REPLICA_URL), so visitors' catalogue reads come from it.
 */
export const testReplicaUrl = process.env.TEST_DATABASE_REPLICA_URL;
/**
 * The folder scripts/pg-replica.sh made that replica in (.ci/run sets it): a test may stop the
 * replica and start it again (`pg-replica.sh stop|start`). Unset, such tests are skipped.
 */
export const testReplicaDir = process.env.TEST_DATABASE_REPLICA_DIR;

/** Waits until the replica has replayed the creation of `name` and lets a client in. */
async function replicaHas(url: string) {
  for (let attempt = 0; ; attempt++) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => {});
      if (attempt >= 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** A new database's name on the test server: this run's teardown drops it with the others. */
export function testDatabaseName(): string {
  return `${testDatabasePrefix(inject('runPid'))}${randomBytes(6).toString('hex')}`;
}

/**
 * A database of its own for one test file, copied from the run's template for `seed` (migrated,
 * plus the reference data, plus the demo: global-setup.ts): PGlite in memory, or a PostgreSQL clone.
 */
export async function createTestDatabase(seed: TestSeed = 'none'): Promise<DatabaseHandle & { url?: string; replicaUrl?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = testDatabaseName();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplates')[seed]}`);
    // With the replica synchronous (pg-replica.sh --sync), each commit returns once the replica has
    // applied it: a test that writes then reads as a visitor reads its write from the replica.
    if (testReplicaUrl) await admin.query(`ALTER DATABASE ${name} SET synchronous_commit TO remote_apply`);
    await admin.end();
    const handle = await openPostgres(withDatabase(serverUrl, name), 4);
    let replica: DatabaseHandle['replica'];
    if (testReplicaUrl) {
      await replicaHas(withDatabase(testReplicaUrl, name));
      replica = openReplica(withDatabase(testReplicaUrl, name), handle.db, 4);
    }
    return {
      ...handle,
      replica,
      url: withDatabase(serverUrl, name),
      replicaUrl: testReplicaUrl ? withDatabase(testReplicaUrl, name) : undefined,
      close: async () => {
        await replica?.close();
        await handle.close();
        const dropper = new pg.Client({ connectionString: serverUrl });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await dropper.end();
      },
    };
  }
  const tar = await readFile(inject('pgliteTemplates')[seed]);
  return openPglite(undefined, new Blob([tar]));
}
