import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, truncateSync, writeFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import sharp from 'sharp';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tb } from '@plaza/domain/messages/es-backup';
import { loadConfig } from '../config';
import { migrationsFolder, openPglite, openPostgres, type DatabaseHandle } from '../db/connection';
import { buildTestApp, Client, type TestApp } from '../test/app';
import { createTestDatabase, onPostgres, testDatabaseName, testServerUrl } from '../test/database';
import { runAdminCli } from '../test/admin-cli';
import { withDatabase } from '../test/global-setup';
import { DEMO_CUSTOMER } from '../../seed/demo';
import { BackupRefused } from './archive';
import { takeBackup } from './backup';
import { serveBackups } from './control-socket';
import { knownLevel, MANIFEST_NAME, type Manifest } from './manifest';
import { restoreBackup } from './restore';

const root = new URL('../../../../', import.meta.url).pathname;
const scratch: string[] = [];
const freshDir = (prefix = 'plaza-backup-') => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  scratch.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

const admin = runAdminCli;
const print = () => {};
const png = () => sharp({ create: { width: 40, height: 30, channels: 3, background: `#${randomBytes(3).toString('hex')}` } }).png().toBuffer();

async function uploadProfilePicture(client: Client): Promise<string> {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'foto.png');
  const request = new Request('http://plaza/', { method: 'POST', body: form });
  const body = Buffer.from(await request.arrayBuffer());
  const answer = await client.send('POST', '/api/user/customer/profile/img', body, { 'content-type': request.headers.get('content-type')! });
  expect(answer.statusCode).toBe(200);
  return answer.json<{ profile_img: string }>().profile_img;
}

async function placeOrder(app: TestApp, client: Client): Promise<string> {
  const { rows } = await app.deps.db.execute<{ id: number; store_id: number; method: number }>(sql`
    select p.id, p.store_id, (select id from payment_methods where store_id = p.store_id order by id limit 1) as method
    from products p join stores s on s.id = p.store_id
    where not p.hidden and s.active and p.price > 0 and p.stock >= 50 and p.availability_start is null
      and exists (select 1 from payment_methods where store_id = p.store_id)
    order by p.id limit 1`);
  const product = rows[0]!;
  const answer = await client.send('POST', '/api/market/orders', {
    store_id: product.store_id,
    payment_method_id: product.method,
    applied_coupon_code: null,
    items: [{ product_id: product.id, quantity: 1 }],
  });
  expect(answer.statusCode).toBe(200);
  return answer.json<{ order_id: string }>().order_id;
}

/** A new account made the way a shopper makes one: sign-up, then the mailed activation link. */
async function signUp(app: TestApp, email: string): Promise<void> {
  const client = new Client(app);
  const signup = await client.send('POST', '/api/auth/signup', { email, password: 'Segura123!', name: 'Lía', last_name: 'Martínez', accepted_term_and_conditions: true });
  expect(signup.statusCode).toBe(200);
  await app.flushMail();
  const token = app.sent.find((mail) => mail.to === email)?.text.match(/\/activate\?token=([A-Za-z0-9_-]+)/)?.[1];
  expect((await client.send('POST', `/api/auth/activate/${token}`)).statusCode).toBe(200);
}

type Snapshot = { users: string[]; orders: string[]; images: string[]; profileImage: string };

/** Every account, every order (with its lines and total) and every stored image of a site. */
async function snapshot(app: TestApp, profileImage: string): Promise<Snapshot> {
  const users = await app.deps.db.execute<{ line: string }>(sql`select id || ' ' || email || ' ' || role as line from users order by id`);
  const orders = await app.deps.db.execute<{ line: string }>(sql`
    select o.id || ' ' || o.status || ' ' || o.user_id || ' ' || (select string_agg(i.product_id || 'x' || i.quantity || '@' || i.unit_price, ',' order by i.id) from order_items i where i.order_id = o.id) as line
    from orders o order by o.id`);
  return {
    users: users.rows.map((row) => row.line),
    orders: orders.rows.map((row) => row.line).sort(),
    images: readdirSync(app.config.imagesDir).sort(),
    profileImage,
  };
}

/** The restored site, started as `npm start` would: migrated, then asked through its API and /img/. */
async function expectRestored(database: DatabaseHandle, dataDir: string, before: Snapshot) {
  await database.exclusively(() => database.migrate());
  const app = await buildTestApp({ DATA_DIR: dataDir }, { database });
  try {
    expect(await snapshot(app, before.profileImage)).toEqual(before);
    const customer = new Client(app);
    expect((await customer.send('POST', '/api/auth/login', DEMO_CUSTOMER)).statusCode).toBe(200);
    const profile = await customer.get('/api/user/customer/profile');
    expect(profile.json<{ profile_img: string }>().profile_img).toBe(before.profileImage);
    const mine = (await customer.get('/api/market/orders')).json<{ orders: { id: string }[] }[]>().flatMap((group) => group.orders.map((o) => o.id));
    expect(mine.length).toBeGreaterThan(0);
    for (const image of before.images) {
      const served = await app.inject(`/img/${image}`);
      expect(served.statusCode, image).toBe(200);
      expect(served.rawPayload.equals(readFileSync(join(dataDir, 'images', image))), image).toBe(true);
    }
    expect(before.images).toContain(before.profileImage);
  } finally {
    await app.cleanup();
  }
}

/** The archive with its manifest changed as `change` says (a backup from another Plaza). */
async function withManifest(file: string, change: (manifest: Manifest) => unknown): Promise<string> {
  const dir = freshDir();
  await tar.extract({ file, cwd: dir });
  const manifest = JSON.parse(readFileSync(join(dir, MANIFEST_NAME), 'utf8')) as Manifest;
  writeFileSync(join(dir, MANIFEST_NAME), JSON.stringify(change(manifest)));
  const out = join(freshDir(), 'changed.tar');
  await tar.create({ cwd: dir, file: out }, readdirSync(dir).sort((a, b) => (a === MANIFEST_NAME ? -1 : b === MANIFEST_NAME ? 1 : a.localeCompare(b))));
  return out;
}

describe.skipIf(onPostgres)('backups of the embedded database (PGlite)', () => {
  let dataDir: string;
  let app: TestApp;
  let stopServing: () => Promise<void>;
  let backupFile: string;
  let before: Snapshot;

  beforeAll(async () => {
    dataDir = freshDir();
    const database = await openPglite(join(dataDir, 'db'));
    await database.migrate();
    app = await buildTestApp({ DATA_DIR: dataDir }, { database, seed: 'demo' });
    stopServing = await serveBackups({ client: database.pglite!, dataDir, images: app.deps.images, log: app.log });
    const customer = new Client(app);
    expect((await customer.send('POST', '/api/auth/login', DEMO_CUSTOMER)).statusCode).toBe(200);
    const profileImage = await uploadProfilePicture(customer);
    await placeOrder(app, customer);
    await signUp(app, 'nueva.cuenta@example.com');
    before = await snapshot(app, profileImage);
    backupFile = join(freshDir(), 'plaza.tar');
  }, 180_000);
  afterAll(async () => {
    await stopServing?.();
    await app?.cleanup();
  });

  it('is taken by the running server while it keeps taking orders, and restores into a fresh DATA_DIR with every account, order and image', async () => {
    // This test process is the server: it holds DATA_DIR's lock and serves the backup socket.
    const customer = new Client(app);
    expect((await customer.send('POST', '/api/auth/login', DEMO_CUSTOMER)).statusCode).toBe(200);
    let busy = true;
    const placed: string[] = [];
    const shopping = (async () => {
      // Below the 60 orders a customer may place in 10 minutes.
      while (busy && placed.length < 50) {
        placed.push(await placeOrder(app, customer));
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    const backup = await admin(['backup', backupFile], { DATA_DIR: dataDir });
    busy = false;
    await shopping;
    expect(backup.out).toContain(tb('backup.byServer', { pid: process.pid }));
    expect(backup.code, backup.out).toBe(0);
    expect(statSync(backupFile).mode & 0o777).toBe(0o600);

    // A restore into the running server's folder is refused, and changes nothing.
    const refused = await admin(['restore', backupFile], { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.out).toContain(tb('restore.serverRunning', { pid: process.pid, dir: dataDir }));

    const target = join(freshDir(), 'data');
    const restore = await admin(['restore', backupFile], { DATA_DIR: target });
    expect(restore.code, restore.out).toBe(0);
    expect(restore.out).toContain('restaurada');

    // Of the orders placed meanwhile, the backup holds the first ones, each whole (with its lines),
    // as the live site has them, and none of the later ones.
    const restoredDb = await openPglite(join(target, 'db'));
    const { rows } = await restoredDb.db.execute<{ id: string; lines: number }>(sql`
      select o.id::text as id, (select count(*)::int from order_items i where i.order_id = o.id) as lines from orders o order by o.id`);
    expect(rows.every((row) => row.lines > 0)).toBe(true);
    const caught = placed.filter((id) => rows.some((row) => row.id === id));
    expect(caught).toEqual(placed.slice(0, caught.length));
    const live = await snapshot(app, before.profileImage);
    const expected = { ...before, orders: [...before.orders, ...live.orders.filter((line) => caught.includes(line.split(' ')[0]!))].sort() };
    // Started as Plaza starts, it has every account, order and image that was there.
    await expectRestored(restoredDb, target, expected);
  }, 180_000);

  it('refuses what is not a Plaza backup, a damaged one, one from a newer Plaza or of PostgreSQL, and a target that holds data, changing nothing', async () => {
    const target = join(freshDir(), 'data');
    const config = loadConfig({ DATA_DIR: target });
    const refusal = async (file: string, message: string, force = false) => {
      await expect(restoreBackup(config, file, force, print)).rejects.toThrow(new BackupRefused(message));
      expect(existsSync(target)).toBe(false);
    };
    const stranger = join(freshDir(), 'fotos.tar');
    await tar.create({ cwd: root, file: stranger }, ['package.json']);
    const empty = join(freshDir(), 'vacio.tar');
    writeFileSync(empty, '');
    for (const file of [join(root, 'package.json'), stranger, empty, join(root, 'no-existe.tar'), join(root, 'apps')])
      await refusal(file, tb('restore.notABackup', { file }));

    const cut = join(freshDir(), 'cortada.tar');
    cpSync(backupFile, cut);
    truncateSync(cut, Math.floor(statSync(cut).size / 2));
    await expect(restoreBackup(config, cut, false, print)).rejects.toThrow(/está dañada o incompleta/);
    expect(existsSync(target)).toBe(false);

    const known = knownLevel();
    const newer = await withManifest(backupFile, (m) => ({ ...m, schema: { migrations: m.schema.migrations + 1, last_when: known.last_when + 1, last_tag: null } }));
    await expect(restoreBackup(config, newer, true, print)).rejects.toThrow(/es de una versión más nueva de Plaza/);
    const nextFormat = await withManifest(backupFile, (m) => ({ ...m, version: 2 }));
    await refusal(nextFormat, tb('restore.newerFormat', { file: nextFormat, version: 2 }), true);
    const ofPostgres = await withManifest(backupFile, (m) => ({ ...m, engine: 'postgres' }));
    await expect(restoreBackup(config, ofPostgres, true, print)).rejects.toThrow(/es de una base de datos PostgreSQL, y esta configuración usa PGlite/);
    expect(existsSync(target)).toBe(false);

    // A DATA_DIR with data needs --force; then what it held is kept aside.
    const lines: string[] = [];
    await restoreBackup(config, backupFile, false, (line) => lines.push(line));
    const listing = readdirSync(target).sort();
    await expect(restoreBackup(config, backupFile, false, print)).rejects.toThrow(/El destino no está vacío/);
    expect(readdirSync(target).sort()).toEqual(listing);
    await restoreBackup(config, backupFile, true, (line) => lines.push(line));
    const kept = readdirSync(target).find((name) => name.startsWith('replaced-'));
    expect(readdirSync(join(target, kept!)).sort()).toEqual(['db', 'images', 'session-secret']);
    expect(lines.at(-1)).toBe(tb('restore.replacedKept', { dir: join(target, kept!) }));
  }, 180_000);

  it('refuses to overwrite a file or to write into a missing folder', async () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    await expect(takeBackup(config, backupFile, false, print)).rejects.toThrow(new BackupRefused(tb('backup.fileExists', { file: backupFile })));
    const missing = join(freshDir(), 'no', 'existe.tar');
    const answer = await admin(['backup', missing], { DATA_DIR: dataDir });
    expect(answer.code).toBe(1);
    expect(answer.out).toContain(tb('backup.folderMissing', { folder: join(missing, '..') }));
    expect((await admin(['restore'], { DATA_DIR: dataDir })).code).toBe(2);
  });

  it('backs up a stopped site of an older schema, and the restored copy migrates at its next start', async () => {
    // A database migrated by an older Plaza: every migration but the last.
    const olderFolder = join(freshDir(), 'drizzle');
    cpSync(migrationsFolder, olderFolder, { recursive: true });
    const journalFile = join(olderFolder, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
    const last = journal.entries.pop()!;
    writeFileSync(journalFile, JSON.stringify(journal));
    const source = freshDir();
    const old = await openPglite(join(source, 'db'));
    await migrate(drizzle(old.pglite!), { migrationsFolder: olderFolder });
    await old.db.execute(sql`insert into users (email, password_hash, name, last_name, role, activated_at) values ('antigua@example.com', 'x', 'Ana', 'Antigua', 'customer', now())`);
    await old.close();

    const file = join(freshDir(), 'antigua.tar');
    const backup = await admin(['backup', file], { DATA_DIR: source });
    expect(backup.code, backup.out).toBe(0);
    expect(backup.out).not.toContain(tb('backup.byServer', { pid: process.pid }));
    const target = join(freshDir(), 'data');
    const restore = await admin(['restore', file], { DATA_DIR: target });
    expect(restore.code, restore.out).toBe(0);
    expect(restore.out).toContain(`las migraciones que faltan se aplican al iniciar Plaza`);
    expect(restore.out).toContain(knownLevel().last_tag!);

    const database = await openPglite(join(target, 'db'));
    try {
      await database.migrate();
      const applied = await database.db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      expect(applied.rows[0]?.n).toBe(journal.entries.length + 1);
      const users = await database.db.execute<{ email: string }>(sql`select email from users`);
      expect(users.rows.map((row) => row.email)).toEqual(['antigua@example.com']);
    } finally {
      await database.close();
    }
    expect(last.tag).toBe(knownLevel().last_tag);
    expect(restore.out).not.toContain(last.tag + ';');
  }, 120_000);
});

describe.runIf(onPostgres)('backups of a PostgreSQL database', () => {
  const server = testServerUrl!;
  let app: TestApp;
  let before: Snapshot;
  let sourceUrl: string;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = freshDir();
    const database = await createTestDatabase();
    sourceUrl = database.url!;
    app = await buildTestApp({ DATA_DIR: dataDir }, { database, seed: 'demo' });
    const customer = new Client(app);
    expect((await customer.send('POST', '/api/auth/login', DEMO_CUSTOMER)).statusCode).toBe(200);
    const profileImage = await uploadProfilePicture(customer);
    await placeOrder(app, customer);
    await signUp(app, 'nueva.cuenta@example.com');
    before = await snapshot(app, profileImage);
  }, 180_000);
  afterAll(() => app?.cleanup());

  /** An empty database on the test server, as `createdb` makes one (dropped with the others at the end). */
  async function emptyDatabase(): Promise<string> {
    const name = testDatabaseName();
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    await client.query(`create database ${name}`);
    await client.end();
    return withDatabase(server, name);
  }

  it('is taken with pg_dump while the site runs, and restores into a fresh database and DATA_DIR with every account, order and image', async () => {
    const file = join(freshDir(), 'plaza.tar');
    const backup = await admin(['backup', file], { DATA_DIR: dataDir, DATABASE_URL: sourceUrl });
    expect(backup.code, backup.out).toBe(0);
    expect(backup.out).toContain('base de datos PostgreSQL');

    const url = await emptyDatabase();
    const target = join(freshDir(), 'data');
    // Into PGlite, or into a database that holds data, it is refused.
    const wrongEngine = await admin(['restore', file], { DATA_DIR: target });
    expect(wrongEngine.code).toBe(1);
    expect(wrongEngine.out).toMatch(/es de una base de datos PostgreSQL, y esta configuración usa PGlite/);
    const full = await admin(['restore', file], { DATA_DIR: target, DATABASE_URL: sourceUrl });
    expect(full.code).toBe(1);
    expect(full.out).toMatch(/El destino no está vacío \(la base de datos tiene \d+ tabla\(s\)/);
    expect(existsSync(target)).toBe(false);

    const restore = await admin(['restore', file], { DATA_DIR: target, DATABASE_URL: url });
    expect(restore.code, restore.out).toBe(0);
    // Again with --force: the database's schemas are replaced in one transaction.
    const again = await admin(['restore', file, '--force'], { DATA_DIR: target, DATABASE_URL: url });
    expect(again.code, again.out).toBe(0);
    await expectRestored(await openPostgres(url, 4), target, before);
  }, 180_000);

  it('says what to install when pg_dump or pg_restore is missing, and writes nothing', async () => {
    const file = join(freshDir(), 'plaza.tar');
    const withoutTools = { DATA_DIR: dataDir, DATABASE_URL: sourceUrl, PATH: '/nonexistent' };
    const answer = await admin(['backup', file], withoutTools);
    expect(answer.code).toBe(1);
    expect(answer.out).toContain('Para copiar o restaurar una base de datos PostgreSQL hace falta pg_dump');
    expect(answer.out).toContain('apt-get install postgresql-client');
    expect(existsSync(file)).toBe(false);

    expect((await admin(['backup', file], { DATA_DIR: dataDir, DATABASE_URL: sourceUrl })).code).toBe(0);
    const target = join(freshDir(), 'data');
    const restore = await admin(['restore', file], { ...withoutTools, DATA_DIR: target, DATABASE_URL: await emptyDatabase() });
    expect(restore.code).toBe(1);
    expect(restore.out).toContain('hace falta pg_restore');
    expect(existsSync(target)).toBe(false);
  }, 120_000);
});
