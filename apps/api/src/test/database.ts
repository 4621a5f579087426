import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type DatabaseHandle } from '../db/connection';
import { withDatabase } from './global-setup';

/** Whether this run's tests use PostgreSQL (TEST_DATABASE_URL) rather than PGlite. */
export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
/** The PostgreSQL server the tests run on (TEST_DATABASE_URL), to create databases of their own on it. */
export const testServerUrl = process.env.TEST_DATABASE_URL;

/** A freshly migrated database of its own for one test file: PGlite in memory, or a PostgreSQL clone. */
export async function createTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `plaza_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
    await admin.end();
    const handle = await openPostgres(withDatabase(serverUrl, name), 4);
    return {
      ...handle,
      url: withDatabase(serverUrl, name),
      close: async () => {
        await handle.close();
        const dropper = new pg.Client({ connectionString: serverUrl });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await dropper.end();
      },
    };
  }
  const tar = await readFile(inject('pgliteTemplate'));
  return openPglite(undefined, new Blob([tar]));
}
