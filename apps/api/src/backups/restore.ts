import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rename, rm, rmdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { tb } from '@plaza/domain/messages/es-backup';
import type { Config } from '../config';
import { createImageStore, type ImageStore } from '../platform/image-store';
import { ensurePrivateDir } from '../platform/private-dir';
import { DatabaseBusyError, lockDataDir, lockOwner } from '../db/connection';
import { BackupRefused, extractBackup, readManifest, SESSION_SECRET_FILE } from './archive';
import { pgliteDir } from './backup';
import { isNewerThanKnown, knownLevel, levelName, type DatabaseFacts, type Manifest } from './manifest';
import { loadPgliteDump } from './pglite';
import { existingTables, requireTools, restorePostgres, serverVersion } from './postgres';

const engineName = (engine: Manifest['engine']) => (engine === 'pglite' ? 'PGlite' : 'PostgreSQL');

function sameCounts(facts: DatabaseFacts, manifest: Manifest): string | undefined {
  const differ = (['users', 'stores', 'products', 'orders'] as const).filter((key) => facts.counts[key] !== manifest.counts[key]);
  return differ.length ? differ.map((key) => `${key}: ${facts.counts[key]} de ${manifest.counts[key]}`).join(', ') : undefined;
}

/** What the target already holds, in the operator's words; empty when there is nothing to lose. */
async function whatTargetHolds(config: Config, store: ImageStore): Promise<string[]> {
  const held: string[] = [];
  if (config.databaseUrl) {
    const tables = await existingTables(config.databaseUrl);
    if (tables > 0) held.push(`la base de datos tiene ${tables} tabla(s)`);
  } else if (existsSync(join(pgliteDir(config), 'PG_VERSION'))) held.push(`${pgliteDir(config)} tiene una base de datos`);
  if (store.bucket) {
    const images = await store.list();
    if (images.length > 0) held.push(`el bucket ${store.bucket} tiene ${images.length} imagen(es)`);
  } else {
    const images = await readdir(config.imagesDir).catch(() => [] as string[]);
    if (images.length > 0) held.push(`${config.imagesDir} tiene ${images.length} archivo(s)`);
  }
  return held;
}

/** The refusals that need no look at the target's data: a newer Plaza's backup, the other engine, a server running. */
async function refuseUnrestorable(config: Config, source: string, manifest: Manifest, known: Manifest['schema'], target: Manifest['engine']) {
  if (isNewerThanKnown(manifest.schema))
    throw new BackupRefused(tb('restore.newerSchema', { file: source, level: levelName(manifest.schema), known: levelName(known) }));
  if (manifest.engine !== target)
    throw new BackupRefused(
      tb('restore.otherEngine', {
        file: source,
        engine: engineName(manifest.engine),
        target: engineName(target),
        hint: manifest.engine === 'pglite' ? 'sin DATABASE_URL' : 'con DATABASE_URL',
      }),
    );
  if (target === 'pglite') {
    const owner = lockOwner(pgliteDir(config));
    if (owner !== undefined) throw new BackupRefused(tb('restore.serverRunning', { pid: owner, dir: config.dataDir }));
  } else {
    await requireTools(['pg_restore', 'psql'], await serverVersion(config.databaseUrl!));
  }
}

/** Moves each `[from, to]`; whatever `to` held is kept in `replaced`. True when something was kept. */
async function moveIntoPlace(moves: [string, string][], dataDir: string, replaced: string): Promise<boolean> {
  let keptAside = false;
  for (const [from, to] of moves) {
    if (await rmdir(to).then(() => true, () => false)) {
      // an empty folder: nothing to keep
    } else if (existsSync(to)) {
      // What --force replaces (the old database: password hashes) is as private as DATA_DIR.
      ensurePrivateDir(replaced);
      await rename(to, join(replaced, to.slice(dataDir.length + 1)));
      keptAside = true;
    }
    await rename(from, to);
  }
  return keptAside;
}

/**
 * `npm run admin -- restore FILE [--force]`. Every refusal comes before anything is written: a
 * file that is not a Plaza backup, one from a newer Plaza, one of the other engine, a PGlite
 * folder a server holds, a target that holds data (unless --force). Then the archive is unpacked
 * into a folder of its own inside DATA_DIR and checked (checksums, counts: PGlite's copy is opened
 * there), the database is restored (PostgreSQL: in one transaction), and only then are the files
 * moved into place; what they replace is kept in `DATA_DIR/replaced-…`. Migrations newer than the
 * backup run at the next start, as after any upgrade.
 */
export async function restoreBackup(config: Config, file: string, force: boolean, print: (line: string) => void): Promise<Manifest> {
  const source = resolve(file);
  const manifest = await readManifest(source);
  const known = knownLevel();
  const target = config.databaseUrl ? 'postgres' : 'pglite';
  const dir = pgliteDir(config);
  await refuseUnrestorable(config, source, manifest, known, target);
  const store = await createImageStore(config);
  const held = await whatTargetHolds(config, store);
  if (held.length > 0 && !force) throw new BackupRefused(tb('restore.targetNotEmpty', { what: held.join('; ') }));

  const createdDataDir = !existsSync(config.dataDir);
  ensurePrivateDir(config.dataDir);
  let unlock = () => {};
  let staging: string | undefined;
  let restored = false;
  try {
    if (target === 'pglite') {
      try {
        unlock = lockDataDir(dir);
      } catch (error) {
        if (error instanceof DatabaseBusyError) throw new BackupRefused(error.message);
        throw error;
      }
    }
    staging = await mkdtemp(join(config.dataDir, '.restore-'));
    await extractBackup(source, manifest, staging);
    const facts = target === 'pglite' ? await loadPgliteDump(staging) : await restorePostgres(config.databaseUrl!, staging, manifest, force);
    // PostgreSQL checked its counts inside its transaction; PGlite's copy is checked here, before it is moved in.
    const differ = sameCounts(facts, manifest);
    if (differ) throw new BackupRefused(tb('restore.countsDiffer', { what: differ }));
    restored = true;

    // Into place: each thing the backup brings replaces what is there, which is kept aside. Into a
    // bucket, the images are added to it (named by their content, they replace no other image).
    const moves: [string, string][] = store.bucket ? [] : [[join(staging, 'images'), config.imagesDir]];
    if (store.bucket) {
      const names = await readdir(join(staging, 'images'));
      for (const name of names) await store.put(name, await readFile(join(staging, 'images', name)));
      print(tb('restore.toBucket', { bucket: store.bucket, images: names.length }));
    }
    if (target === 'pglite') moves.push([join(staging, 'db'), dir]);
    if (manifest.session_secret) moves.push([join(staging, SESSION_SECRET_FILE), join(config.dataDir, SESSION_SECRET_FILE)]);
    const replaced = join(config.dataDir, `replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`);
    const keptAside = await moveIntoPlace(moves, config.dataDir, replaced);

    print(tb('restore.done', { date: manifest.created_at.slice(0, 16).replace('T', ' '), ...manifest.counts }));
    if (manifest.schema.last_when < known.last_when) print(tb('restore.migrateOnStart', { level: levelName(manifest.schema), known: levelName(known) }));
    if (!manifest.session_secret) print(tb('restore.noSecret'));
    if (keptAside) print(tb('restore.replacedKept', { dir: replaced }));
    return manifest;
  } finally {
    if (staging) await rm(staging, { recursive: true, force: true });
    unlock();
    if (createdDataDir && !restored) await rm(config.dataDir, { recursive: true, force: true });
  }
}
