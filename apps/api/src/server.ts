import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig, prepareDataDir } from './config';
import { openDatabase } from './db/connection';
import { purgeExpiredSessions } from './platform/sessions';
import { runPeriodically } from './platform/periodic';
import { backgroundJobs } from './background-jobs';
import { ensureSeeded } from '../seed/ensure-seeded';
import { serveBackups } from './backups/control-socket';
import { createImageStore } from './platform/image-store';

/** The built web app, found beside the source (development) or the bundle (production). */
function findWebDir(): string | undefined {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 4; i++) {
    const candidate = join(dir, 'web', 'dist');
    if (existsSync(join(candidate, 'index.html'))) return candidate;
    dir = dirname(dir);
  }
  return undefined;
}

async function main() {
  const started = Date.now();
  let config;
  try {
    config = prepareDataDir(loadConfig());
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // The images' store first: a bucket that cannot be reached stops the start, before any work.
  const images = await createImageStore(config);
  try {
    await images.check();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }

    const database = await openDatabase({ databaseUrl: config.databaseUrl, replicaUrl: config.databaseReplicaUrl, dataDir: config.dataDir });
  await database.exclusively(() => database.migrate());
  const webDir = findWebDir();
  const app = await buildApp({
    config,
    database,
    images,
    webDir,
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers["x-csrf-token"]', 'res.headers["set-cookie"]'],
      // Written asynchronously in batches of 4 KB, and at least every second, so a request never
      // waits on stdout and a write serves many lines; what is left is flushed when the process
      // exits (a process killed outright loses at most that last second).
      stream: pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 1000 }),
    },
  });
  if (!webDir) app.log.warn('apps/web/dist is missing: run `npm run build` to serve the web app');

  const seeded = await database.exclusively(() => ensureSeeded(database, { seed: config.seed, images }, (msg) => app.log.info(msg)));
  await purgeExpiredSessions(database.db);
  runPeriodically(app, backgroundJobs(database.db, config));
  // PGlite: this process alone may open the database, so `npm run admin -- backup` asks it.
  const stopBackups = database.pglite
    ? await serveBackups({ client: database.pglite, dataDir: config.dataDir, images, log: app.log })
    : async () => {};

  // A graceful stop (SIGTERM from a service manager or a rolling restart, SIGINT from a terminal):
  // stop accepting connections, answer the requests in flight, let the periodic jobs and the mail
  // sender finish the run they are in (their onClose hooks), close the database, exit 0. Whatever
  // is still unfinished after SHUTDOWN_SECONDS is cut short: one log line, exit 1.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const seconds = config.shutdownSeconds;
    app.log.info({ signal, seconds }, 'shutting down');
    const deadline = setTimeout(() => {
      app.log.error({ signal, seconds }, `shutdown deadline passed (SHUTDOWN_SECONDS=${seconds}): exiting with work unfinished`);
      process.exit(1);
    }, seconds * 1000);
    try {
      await stopBackups();
      await app.close();
      await database.close();
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
    clearTimeout(deadline);
    app.log.info({ signal }, 'stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { engine: database.engine, seed: seeded, dataDir: config.dataDir, images: images.description, ms: Date.now() - started },
    `Plaza lista en ${config.publicUrl}`,
  );
}

main().catch((error: unknown) => {
  console.error('No se pudo iniciar Plaza:', error instanceof Error ? error.message : error);
  process.exit(1);
});
