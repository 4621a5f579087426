import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase } from './database';
import { freePort } from './free-port';

const root = new URL('../../../../', import.meta.url).pathname;


export type ServerProcess = {
  child: ChildProcess;
  port: number;
  /** The PostgreSQL database it runs on (PostgreSQL runs only), for a second process of the same site. */
  databaseUrl?: string;
  output: () => string;
  exited: Promise<number | null>;
};
const cleanups: (() => Promise<void>)[] = [];

/** The real server.ts in a process of its own (through tsx, as the API tests do not build), on its own database. */
export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'plaza-shutdown-'));
  // PostgreSQL: a migrated database of its own; PGlite: the server's own data dir.
  // A DATABASE_URL in `env`: a further process of a site already started on it.
  const database = process.env.TEST_DATABASE_URL && !env.DATABASE_URL ? await createTestDatabase() : undefined;
  const databaseUrl = database?.url;
  // The server opens its own connections: the test's handle only keeps the database until the end.
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !['DATABASE_URL', 'DATA_DIR', 'TEST_DATABASE_URL'].includes(key)),
  ) as Record<string, string>;
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/api/src/server.ts')], {
    cwd: root,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED: 'none',
      LOG_LEVEL: 'info',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  cleanups.push(async () => {
    if (child.exitCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server did not start:\n${output}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { child, port, databaseUrl: databaseUrl ?? env.DATABASE_URL, output: () => output, exited };
}


/**
 * Kills every server process a test started (if still running) and removes its database and data
 * dir: a file that starts them calls `afterEach(stopServerProcesses)`. The API project does not
 * isolate its files (vitest.config.ts), so a hook registered here would serve only the first file
 * of a worker to import this module.
 */
export async function stopServerProcesses() {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
}
