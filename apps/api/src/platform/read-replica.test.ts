import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openReplica } from '../db/connection';
import { signedInUser } from '../modules/store-admin/test-sellers';
import { buildTestApp, Client, type TestApp } from '../test/app';
import { createTestDatabase, onPostgres, testReplicaDir, testReplicaUrl } from '../test/database';
import { SESSION_COOKIE } from './sessions';
import { WROTE_COOKIE } from './read-replica';

const categoriesOf = async (app: TestApp, cookie = '') =>
  (await app.inject({ url: '/api/admin/categories', headers: { cookie } })).json<{ category_id: number; name: string }[]>();
const health = async (app: TestApp) => (await app.inject('/api/health')).json<{ replica: string }>();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Renames a category on the primary without waiting for the replica, whose replay `replicaClient` paused. */
async function renameOnPrimaryOnly(app: TestApp, categoryId: number, name: string) {
  await app.deps.db.transaction(async (tx) => {
    await tx.execute('set local synchronous_commit = local');
    await tx.execute(`update categories set name = '${name.replaceAll("'", "''")}' where id = ${Number(categoryId)}`);
  });
}

/** Stops (as a crash would) or starts again TEST_DATABASE_REPLICA_DIR's replica, through scripts/pg-replica.sh. */
const replicaScript = fileURLToPath(new URL('../../../../scripts/pg-replica.sh', import.meta.url));
const replicaServer = (action: 'stop' | 'start') => promisify(execFile)('bash', [replicaScript, action, testReplicaDir!]);

describe.skipIf(!onPostgres)('a read replica that does not answer', () => {
  let app: TestApp;
  beforeAll(async () => {
    const database = await createTestDatabase();
    // Nothing listens on port 1: every connection to this "replica" is refused.
    const dead = openReplica('postgres://postgres@127.0.0.1:1/plaza', database.db, 2, () => {});
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
    // The last test stops the replica under this client: its loss is expected.
    replicaClient.on('error', () => {});
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
      await renameOnPrimaryOnly(app, first!.category_id, renamed);
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

  /**
   * The replica is stopped as a crash would stop it (`pg_ctl -m immediate stop`) while visitors
   * read, then started again. With CI's synchronous replica, other files' commits wait for it
   * meanwhile (a few seconds, well within their timeouts); visitors' reads write nothing.
   */
  it.skipIf(!testReplicaDir)('keeps answering visitors when the replica dies under their reads, says so at once, and reads from it again once it is back', async () => {
    await expect.poll(async () => (await health(app)).replica, { timeout: 10_000 }).toBe('ok');
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const visitorReads = ['/api/market/stores', '/api/admin/categories', '/api/market/search?q=telefono', '/api/market/suggest?q=tel'];
    const failures: string[] = [];
    const read = async (url: string) => {
      const answer = await fetch(`${base}${url}`);
      const body = await answer.text();
      if (answer.status !== 200) failures.push(`${url}: ${answer.status} ${body}`);
    };
    let answered = 0;
    let stopped: Promise<string> | undefined;
    // 200 reads by 4 visitors at once; the replica is stopped after the 60th, with others on their way.
    const visitor = async (which: number) => {
      for (let i = 0; i < 50; i++) {
        await read(visitorReads[(which + i) % visitorReads.length]!);
        if (++answered === 60)
          stopped = replicaServer('stop').then(async () => {
            await read('/api/market/stores');
            return (await health(app)).replica;
          });
        await sleep(10);
      }
    };
    let healthAfterStop: string | undefined;
    try {
      await Promise.all([0, 1, 2, 3].map(visitor));
      healthAfterStop = await stopped;
    } finally {
      // Started again whatever happened: a synchronous replica left stopped holds every commit.
      if (stopped) await stopped.catch(() => {}).then(() => replicaServer('start'));
    }
    expect(failures).toEqual([]);
    expect(answered).toBe(200);
    // The first read after the replica was gone was answered, and the health check already knew.
    expect(healthAfterStop).toBe('down');

    await expect.poll(async () => (await health(app)).replica, { timeout: 10_000, interval: 200 }).toBe('ok');
    // Back on the replica: with its replay paused, a visitor does not see a change made on the primary.
    const [first] = await categoriesOf(app);
    const again = new pg.Client({ connectionString: app.replicaUrl });
    await again.connect();
    await again.query('select pg_wal_replay_pause()');
    try {
      await renameOnPrimaryOnly(app, first!.category_id, `${first!.name} (otra vez)`);
      expect((await categoriesOf(app)).find((c) => c.category_id === first!.category_id)!.name).toBe(first!.name);
    } finally {
      await again.query('select pg_wal_replay_resume()');
      await again.end();
    }
  });
});
