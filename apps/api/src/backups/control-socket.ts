import { chmod, mkdir, rm } from 'node:fs/promises';
import { createConnection, createServer, type Socket } from 'node:net';
import { isAbsolute, join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { tb } from '@plaza/domain/messages/es-backup';
import { BackupRefused, writeBackup } from './archive';
import { manifestSchema, type Manifest } from './manifest';
import { dumpPglite } from './pglite';

/**
 * With PGlite, the running server is the only process that may open its database, so it is the one
 * that takes its backups: `npm run admin -- backup` asks it through a Unix socket in
 * `DATA_DIR/run/`, a folder only the server's user may enter (mode 0700). Whoever can connect could
 * read DATA_DIR anyway; nobody else can connect, and nothing listens on the network. One request a
 * connection, one JSON line each way.
 */
export function controlSocketPath(dataDir: string): string {
  return join(dataDir, 'run', 'admin.sock');
}

/** Unix socket paths are limited to 107 bytes on Linux (103 on macOS). */
const MAX_SOCKET_PATH = 103;

type Log = { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };
type Request = { command: 'backup'; file: string; force: boolean };

function parseRequest(line: string): Request | undefined {
  try {
    const value = JSON.parse(line) as Partial<Request>;
    if (value.command === 'backup' && typeof value.file === 'string' && isAbsolute(value.file) && typeof value.force === 'boolean')
      return { command: 'backup', file: value.file, force: value.force };
  } catch {
    // answered below
  }
  return undefined;
}

function readLine(socket: Socket, limit: number): Promise<string | undefined> {
  return new Promise((resolve) => {
    let text = '';
    const done = (value: string | undefined) => {
      socket.removeAllListeners('data');
      resolve(value);
    };
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
      const end = text.indexOf('\n');
      if (end >= 0) done(text.slice(0, end));
      else if (text.length > limit) done(undefined);
    });
    socket.once('end', () => done(text.length > 0 ? text : undefined));
    socket.once('error', () => done(undefined));
  });
}

/**
 * Serves backup requests for the embedded database `client` keeps in `dataDir`. Resolves to the
 * function that stops serving. Not on Windows (no Unix sockets with owner-only folders there):
 * stop the server and back up from the command line instead.
 */
export async function serveBackups(options: { client: PGlite; dataDir: string; imagesDir: string; log: Log }): Promise<() => Promise<void>> {
  const path = controlSocketPath(options.dataDir);
  if (process.platform === 'win32') return async () => {};
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH) {
    options.log.warn({ path }, 'DATA_DIR is too long a path for the backup socket: stop the server to back up');
    return async () => {};
  }
  const folder = join(options.dataDir, 'run');
  await mkdir(folder, { recursive: true, mode: 0o700 });
  await chmod(folder, 0o700);
  // A socket left by a server that died: this process holds the database's lock, so it is no one's.
  await rm(path, { force: true });
  let running = false;
  const server = createServer((socket) => {
    socket.setTimeout(60_000, () => socket.destroy());
    void (async () => {
      const request = parseRequest((await readLine(socket, 65_536)) ?? '');
      let answer: { ok: true; manifest: Manifest } | { ok: false; message: string };
      if (!request) answer = { ok: false, message: tb('backup.failed', { reason: 'petición no válida' }) };
      else if (running) answer = { ok: false, message: tb('backup.busy') };
      else {
        running = true;
        socket.setTimeout(0);
        const started = Date.now();
        try {
          const manifest = await writeBackup({ ...request, dataDir: options.dataDir, imagesDir: options.imagesDir, engine: 'pglite', dump: dumpPglite(options.client) });
          options.log.info({ file: request.file, ms: Date.now() - started, counts: manifest.counts }, 'backup written');
          answer = { ok: true, manifest };
        } catch (error) {
          const message = error instanceof BackupRefused ? error.message : tb('backup.failed', { reason: error instanceof Error ? error.message : String(error) });
          options.log.warn({ file: request.file, err: error }, 'backup failed');
          answer = { ok: false, message };
        } finally {
          running = false;
        }
      }
      if (!socket.destroyed) socket.end(JSON.stringify(answer) + '\n');
    })();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
    });
}

/** Asks the server (process `pid`) that holds `dataDir` to write a backup at `file` (absolute). */
export async function backupThroughServer(dataDir: string, pid: number, file: string, force: boolean): Promise<Manifest> {
  const unreachable = (reason: string) => new BackupRefused(tb('backup.serverUnreachable', { pid, dir: dataDir, reason }));
  const socket = await new Promise<Socket>((resolve, reject) => {
    const connection = createConnection(controlSocketPath(dataDir));
    connection.once('connect', () => resolve(connection));
    connection.once('error', (error: NodeJS.ErrnoException) => reject(unreachable(error.code ?? error.message)));
  });
  socket.write(JSON.stringify({ command: 'backup', file, force }) + '\n');
  const line = await readLine(socket, 1_000_000);
  socket.destroy();
  if (!line) throw unreachable('el servidor cerró la conexión sin responder');
  let answer: { ok?: boolean; message?: unknown; manifest?: unknown };
  try {
    answer = JSON.parse(line) as typeof answer;
  } catch {
    throw unreachable('respuesta no válida');
  }
  if (answer.ok !== true) throw new BackupRefused(typeof answer.message === 'string' ? answer.message : tb('backup.failed', { reason: 'sin motivo' }));
  return manifestSchema.parse(answer.manifest);
}
