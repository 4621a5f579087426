import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openReplica } from '../db/connection';
import { signedInUser } from '../modules/store-admin/test-sellers';
import { buildTestApp, Client, type TestApp } from '../test/app';
import { createTestDatabase, onPostgres, testReplicaUrl } from '../test/database';
import { SESSION_COOKIE } from './sessions';
import { WROTE_COOKIE } from './read-replica';

const categoriesOf = async (app: TestApp, cookie = '') =>
  (await app.inject({ url: '/api/admin/categories', headers: { cookie } })).json<{ category_id: number; name: string }[]>();
const health = async (app: TestApp) => (await app.inject('/api/health')).json<{ replica: string }>();

describe.skipIf(!onPostgres)('a read replica that does not answer', () => {
  let app: TestApp;
  beforeAll(async () => {
    const database = await createTestDatabase();
    // Nothing listens on port 1: every connection to this "replica" is refused.
    const dead = openReplica('postgres://postgres@127.0.0.1:1/plaza', 2, () => {});
    const close = async () => {
      await dead.close();
      await database.close();
    };
    app = await buildTestApp({}, { seed: 'reference', database: { ...database, replica: dead, close } });
  });
  afterAll(() => app.cleanup());

  it('sends every read to the primary, and the health check says so while staying healthy', async () => {
    const answer = await app.inject('/api/health');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ status: 'ok', database: 'ok', replica: 'down' });
    const categories = await app.inject('/api/admin/categories');
    expect(categories.statusCode).toBe(200);
    expect(categories.json<unknown[]>().length).toBeGreaterThan(0);
    const search = await app.inject('/api/market/search?q=telefono');
    expect(search.statusCode).toBe(200);
  });
});

/**
 * On a real streaming replica (TEST_DATABASE_REPLICA_URL, scripts/pg-replica.sh): the replica's
 * replay is paused, a change committed on the primary alone, and each kind of reader is asked —
 * the answer says which server it came from.
 */
describe.skipIf(!testReplicaUrl)('reads on a primary and its streaming replica', () => {
  let app: TestApp;
  let replicaClient: pg.Client;
  beforeAll(async () => {
    app = await buildTestApp({}, { seed: 'reference' });
    replicaClient = new pg.Client({ connectionString: app.replicaUrl });
    await replicaClient.connect();
  });
  afterAll(async () => {
    await replicaClient.query('select pg_wal_replay_resume()').catch(() => {});
    await replicaClient.end();
    await app.cleanup();
  });

  it('answers visitors from the replica, and writers and signed-in customers from the primary', async () => {
    expect(await health(app)).toMatchObject({ replica: 'ok' });
    const [first] = await categoriesOf(app);
    const renamed = `${first!.name} (cambiada en el primario)`;
    const customer = await signedInUser(app, 'customer');
    const sessionOnly = customer.client.cookieHeader
      .split('; ')
      .filter((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))
      .join('; ');
    expect(sessionOnly).not.toBe('');
    // A visitor who just wrote: any state-changing request marks the browser.
    const writer = new Client(app);
    expect((await writer.send('POST', '/api/auth/login', { email: 'nadie@example.com', password: 'NoEsLaClave1!' })).statusCode).toBe(401);
    expect(writer.cookieHeader).toContain(`${WROTE_COOKIE}=`);

    await replicaClient.query('select pg_wal_replay_pause()');
    try {
      // Committed on the primary without waiting for the (paused) replica to apply it.
      await app.deps.db.transaction(async (tx) => {
        await tx.execute('set local synchronous_commit = local');
        await tx.execute(`update categories set name = '${renamed.replaceAll("'", "''")}' where id = ${Number(first!.category_id)}`);
      });
      const nameFor = async (cookie?: string) => (await categoriesOf(app, cookie)).find((c) => c.category_id === first!.category_id)!.name;
      expect(await nameFor()).toBe(first!.name); // a visitor: the replica, still behind
      expect(await nameFor(`${WROTE_COOKIE}=${Date.now() - 60_000}`)).toBe(first!.name); // wrote a minute ago: the replica again
      expect(await nameFor(writer.cookieHeader)).toBe(renamed); // wrote a moment ago: the primary
      expect(await nameFor(sessionOnly)).toBe(renamed); // signed in: the primary
      // A customer's own data is never read from the replica, nor is a route not marked for it.
      expect((await app.inject({ url: '/api/market/auth', headers: { cookie: sessionOnly } })).statusCode).toBe(200);
    } finally {
      await replicaClient.query('select pg_wal_replay_resume()');
    }
    // Replay resumed: the replica catches up and visitors see the change.
    for (let attempt = 0; (await categoriesOf(app)).find((c) => c.category_id === first!.category_id)!.name !== renamed; attempt++) {
      expect(attempt).toBeLessThan(100);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
});
