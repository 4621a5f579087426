import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, link, mkdir, mkdtemp, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';
import { tb } from '@plaza/domain/messages/es-backup';
import { IMAGE_NAME, isBucketStore, type ImageStore } from '../platform/image-store';
import { ensurePrivateDir } from '../platform/private-dir';
import { BACKUP_FORMAT, BACKUP_VERSION, MANIFEST_NAME, manifestSchema, type DatabaseFacts, type Manifest } from './manifest';

/** An operator's mistake or a refusal, said in their words: the command stops and nothing was changed. */
export class BackupRefused extends Error {}

export const SESSION_SECRET_FILE = 'session-secret';

export type DumpResult = { facts: DatabaseFacts; file: Manifest['database']['file'] };

/** Refuses a target the operator did not mean: a missing folder, or an existing file without --force. */
export async function checkBackupTarget(file: string, force: boolean): Promise<void> {
  const folder = await stat(dirname(file)).catch(() => undefined);
  if (!folder?.isDirectory()) throw new BackupRefused(tb('backup.folderMissing', { folder: dirname(file) }));
  const existing = await stat(file).catch(() => undefined);
  if (existing && (!force || !existing.isFile())) throw new BackupRefused(tb('backup.fileExists', { file }));
}

/** Objects downloaded at once from a bucket into a backup. */
const BUCKET_DOWNLOADS = 8;

/**
 * Puts every stored image into `target`. Images are named by their content and never rewritten,
 * only deleted when nothing shows them any more: an image staged before the database's snapshot
 * stays in the backup even if a store changes its logo meanwhile and the old one goes. From the
 * local folder each is hard-linked (a copy where the file system has no links; files being
 * written, `*.tmp`, are left out); from a bucket each object is downloaded. Either way only the
 * images not staged yet, so the second pass after the dump fetches just the new ones.
 */
export async function stageImages(images: ImageStore, target: string): Promise<void> {
  await mkdir(target, { recursive: true });
  const staged = new Set(await readdir(target));
  if (isBucketStore(images)) {
    const missing = (await images.list()).filter((name) => !staged.has(name));
    let next = 0;
    const worker = async () => {
      while (next < missing.length) {
        const name = missing[next++]!;
        const bytes = await images.read(name);
        if (bytes) await writeFile(join(target, name), bytes); // else deleted since it was listed
      }
    };
    await Promise.all(Array.from({ length: BUCKET_DOWNLOADS }, worker));
    return;
  }
  const imagesDir = images.folder!;
  const names = await readdir(imagesDir).catch(() => [] as string[]);
  for (const name of names) {
    if (staged.has(name) || !IMAGE_NAME.test(name)) continue;
    const from = join(imagesDir, name);
    const to = join(target, name);
    try {
      await link(from, to);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') continue; // deleted since it was listed
      if (code === 'EEXIST') continue;
      await copyFile(from, to).catch((copyError: NodeJS.ErrnoException) => {
        if (copyError.code !== 'ENOENT') throw copyError;
      });
    }
  }
}

export async function sha256Of(file: string): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(file)) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), bytes };
}

/**
 * Writes a backup archive at `file`: the manifest first, then the database's dump, the images and
 * the session secret, in one uncompressed tar (the dump and the WebP images are compressed
 * already). It is written beside `file` under another name and renamed at the end, readable by its
 * owner only (it holds password hashes and the secret), so `file` is either the whole backup or
 * absent.
 */
export async function writeBackup(options: {
  file: string;
  force: boolean;
  dataDir: string;
  images: ImageStore;
  engine: Manifest['engine'];
  dump: (stagingDir: string) => Promise<DumpResult>;
}): Promise<Manifest> {
  await checkBackupTarget(options.file, options.force);
  ensurePrivateDir(options.dataDir);
  const staging = await mkdtemp(join(options.dataDir, '.backup-'));
  const partial = join(dirname(options.file), `.${basename(options.file)}.${randomBytes(4).toString('hex')}.partial`);
  try {
    const images = join(staging, 'images');
    await stageImages(options.images, images);
    const { facts, file: databaseFile } = await options.dump(staging);
    await stageImages(options.images, images);
    const secret = await copyFile(join(options.dataDir, SESSION_SECRET_FILE), join(staging, SESSION_SECRET_FILE)).then(
      () => true,
      () => false,
    );
    const database = await sha256Of(join(staging, databaseFile));
    const manifest: Manifest = manifestSchema.parse({
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      engine: options.engine,
      created_at: new Date().toISOString(),
      schema: facts.schema,
      database: { file: databaseFile, ...database, server_version: facts.serverVersion },
      counts: { ...facts.counts, images: (await readdir(images)).length },
      session_secret: secret,
    });
    await writeFile(join(staging, MANIFEST_NAME), JSON.stringify(manifest, null, 2) + '\n');
    const entries = [MANIFEST_NAME, databaseFile, 'images', ...(secret ? [SESSION_SECRET_FILE] : [])];
    await pipeline(tar.create({ cwd: staging, portable: true }, entries), createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
    await rename(partial, options.file);
    return manifest;
  } finally {
    await rm(partial, { force: true });
    await rm(staging, { recursive: true, force: true });
  }
}

/** What the archive says it holds, from its first entry; refuses anything that is not a Plaza backup of a version this one reads. */
export async function readManifest(file: string): Promise<Manifest> {
  const notABackup = () => new BackupRefused(tb('restore.notABackup', { file }));
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) throw notABackup();
  const text = await new Promise<string | undefined>((resolve, reject) => {
    const input = createReadStream(file);
    let settled = false;
    const finish = (value: string | undefined) => {
      if (settled) return;
      settled = true;
      input.destroy();
      resolve(value);
    };
    const parser = new tar.Parser({
      strict: true,
      onReadEntry: (entry) => {
        if (settled || entry.path !== MANIFEST_NAME || entry.type !== 'File' || entry.size > 65_536) return finish(undefined);
        const chunks: Buffer[] = [];
        entry.on('data', (chunk: Buffer) => chunks.push(chunk));
        entry.on('end', () => finish(Buffer.concat(chunks).toString('utf8')));
      },
    });
    parser.on('error', () => finish(undefined));
    parser.on('end', () => finish(undefined));
    input.on('error', reject);
    input.pipe(parser);
  });
  if (text === undefined) throw notABackup();
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw notABackup();
  }
  const head = raw as { format?: unknown; version?: unknown };
  if (head?.format !== BACKUP_FORMAT) throw notABackup();
  if (typeof head.version === 'number' && head.version > BACKUP_VERSION) throw new BackupRefused(tb('restore.newerFormat', { file, version: head.version }));
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success) throw new BackupRefused(tb('restore.damaged', { file, reason: parsed.error.issues[0]?.message ?? '' }));
  return parsed.data;
}

/**
 * Unpacks the archive into `target` (a fresh folder), taking only what a backup holds (the
 * manifest, the dump, plain image files and the secret: no links, no other paths), then checks
 * the dump's checksum and the images' count against the manifest.
 */
export async function extractBackup(file: string, manifest: Manifest, target: string): Promise<void> {
  const damaged = (reason: string) => new BackupRefused(tb('restore.damaged', { file, reason }));
  const allowed = (path: string) =>
    path === MANIFEST_NAME || path === manifest.database.file || path === SESSION_SECRET_FILE || /^images\/?$/.test(path) || (path.startsWith('images/') && IMAGE_NAME.test(path.slice(7)));
  try {
    await tar.extract({
      file,
      cwd: target,
      strict: true,
      filter: (path, entry) => {
        const type = 'type' in entry ? entry.type : undefined;
        return allowed(path) && (type === 'File' || type === 'Directory');
      },
    });
  } catch (error) {
    throw damaged(error instanceof Error ? error.message : String(error));
  }
  const database = await sha256Of(join(target, manifest.database.file)).catch(() => undefined);
  if (!database) throw damaged(`falta ${manifest.database.file}`);
  if (database.bytes !== manifest.database.bytes || database.sha256 !== manifest.database.sha256) throw damaged(`${manifest.database.file} no coincide con su suma de control`);
  const images = await readdir(join(target, 'images')).catch(() => [] as string[]);
  if (images.length !== manifest.counts.images) throw damaged(`${images.length} de ${manifest.counts.images} imágenes`);
}
