import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tb } from '@plaza/domain/messages/es-backup';
import type { Config } from '../config';
import { lockOwner, openPglite } from '../db/connection';
import { BackupRefused, checkBackupTarget, writeBackup } from './archive';
import { backupThroughServer } from './control-socket';
import { levelName, type Manifest } from './manifest';
import { dumpPglite } from './pglite';
import { dumpPostgres, requireTools, serverVersion } from './postgres';

/** The embedded database's folder in DATA_DIR (its lock file is beside it: `db.lock`). */
export const pgliteDir = (config: Config) => join(config.dataDir, 'db');

/**
 * `npm run admin -- backup FILE`: PostgreSQL through pg_dump, from this process; PGlite through the
 * server that holds it open, or from this process when none runs (it holds the lock meanwhile,
 * so no server starts on a half-read folder). Prints what the backup holds.
 */
export async function takeBackup(config: Config, file: string, force: boolean, print: (line: string) => void): Promise<Manifest> {
  const target = resolve(file);
  await checkBackupTarget(target, force);
  let manifest: Manifest;
  if (config.databaseUrl) {
    await requireTools(['pg_dump'], await serverVersion(config.databaseUrl));
    manifest = await writeBackup({ file: target, force, dataDir: config.dataDir, imagesDir: config.imagesDir, engine: 'postgres', dump: dumpPostgres(config.databaseUrl) });
  } else {
    const dir = pgliteDir(config);
    const owner = lockOwner(dir);
    if (owner !== undefined) {
      manifest = await backupThroughServer(config.dataDir, owner, target, force);
      print(tb('backup.byServer', { pid: owner }));
    } else {
      if (!existsSync(join(dir, 'PG_VERSION'))) throw new BackupRefused(tb('backup.noDatabase', { dir }));
      const database = await openPglite(dir);
      try {
        manifest = await writeBackup({ file: target, force, dataDir: config.dataDir, imagesDir: config.imagesDir, engine: 'pglite', dump: dumpPglite(database.pglite!) });
      } finally {
        await database.close();
      }
    }
  }
  print(
    tb('backup.written', {
      file: target,
      size: formatBytes(statSync(target).size),
      ...manifest.counts,
      engine: manifest.engine === 'pglite' ? 'PGlite' : `PostgreSQL ${manifest.database.server_version}`,
      level: levelName(manifest.schema),
    }),
  );
  return manifest;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
