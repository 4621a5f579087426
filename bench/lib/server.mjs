// Starts the built server (and, when asked, a throwaway PostgreSQL) for the benchmarks, with
// the demo catalogue grown to a given size. Grown PGlite data dirs are kept in bench/out/.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, chownSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { buildIfStale } from '../../scripts/build-if-stale.mjs';
import { join, resolve } from 'node:path';
import { report } from '../report.mjs';
import { serverProcess } from '../../scripts/server-process.mjs';

export const root = new URL('../..', import.meta.url).pathname;
export const outDir = join(root, 'bench/out');

export function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The benchmarks measure the code as it is: built again when the source is newer. */
export function ensureBuilt() {
  buildIfStale();
}

/**
/**
 * A throwaway PostgreSQL on loopback (Debian's binaries, run as the postgres user when root), on
 * `port` (a free one by default); `dir` holds its data (`dir/data`) and socket. `statements`
 * preloads pg_stat_statements (with planning time) when the server has it, for a bench that says
 * where PostgreSQL's time goes.
 */
export async function startPostgres({ port: wantedPort, statements = false } = {}) {
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL, stop: async () => {} };
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort() : [];
  if (versions.length === 0) return undefined;
  const bin = `/usr/lib/postgresql/${versions.at(-1)}/bin`;
  const dir = mkdtempSync(join(tmpdir(), 'plaza-bench-pg-'));
  const port = wantedPort ?? (await freePort());
  const asPostgres = process.getuid?.() === 0;
  if (asPostgres) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), Number(execFileSync('id', ['-g', 'postgres']).toString()));
  const run = (command) =>
    asPostgres
      ? execFileSync('su', ['postgres', '-s', '/bin/bash', '-c', command], { stdio: 'ignore' })
      : execFileSync('bash', ['-c', command], { stdio: 'ignore' });
  run(`${bin}/initdb -D ${dir}/data -U postgres --auth=trust -E UTF8 --locale=C.UTF-8`);
  const preload =
    statements && existsSync(`${execFileSync(`${bin}/pg_config`, ['--pkglibdir']).toString().trim()}/pg_stat_statements.so`)
      ? ' -c shared_preload_libraries=pg_stat_statements -c pg_stat_statements.track_planning=on'
      : '';
  run(`${bin}/pg_ctl -D ${dir}/data -l ${dir}/log -w -o '-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c max_connections=100 -c shared_buffers=256MB${preload}' start`);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    port,
    dir,
    createDatabase(name) {
      run(`${bin}/psql -h 127.0.0.1 -p ${port} -U postgres -c 'create database ${name}'`);
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    stop: async () => {
      run(`${bin}/pg_ctl -D ${dir}/data -m fast stop`);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Seeds the demo and grows the catalogue to about `products` rows (and adds `customers` activated
 * customers, cliente1@plaza.local…), once per data dir or database.
 */
export function prepareCatalogue({ products, customers = 0, dataDir, databaseUrl }) {
  const grow = Math.max(0, products - 368);
  const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
  const args = [
    join(root, 'apps/api/dist/seed.js'),
    ...(grow > 0 ? ['--products', String(grow)] : []),
    ...(customers > 0 ? ['--customers', String(customers)] : []),
  ];
  const started = performance.now();
  execFileSync(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  return (performance.now() - started) / 1000;
}

/** A PGlite data dir with the catalogue grown to `products`, kept for the next run. */
export function pgliteCatalogue(products) {
  const dataDir = join(outDir, `pglite-${products}`);
  if (!existsSync(join(dataDir, 'ready'))) {
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
    console.log(`(preparing a PGlite catalogue of ${products} products…)`);
    prepareCatalogue({ products, dataDir });
    execFileSync('touch', [join(dataDir, 'ready')]);
  }
  return dataDir;
}

/**
 * `run({ dataDir, databaseUrl, seeded })` on a throwaway PostgreSQL database `name` seeded with the
 * demo (grown to `products`, with `customers`; `seeded` the seconds that took), then both removed.
 * Without PostgreSQL on the machine, reports it missing and runs nothing; false then.
 */
export async function withPostgresDemo({ name, products = 0, customers = 0, statements = false }, run) {
  const postgres = await startPostgres({ statements });
  if (!postgres) {
    report('PostgreSQL available (apt-get install postgresql)', 0, 1, '', { higherIsBetter: true });
    return false;
  }
  const dataDir = mkdtempSync(join(tmpdir(), `${name.replaceAll('_', '-')}-`));
  try {
    const databaseUrl = postgres.createDatabase ? postgres.createDatabase(name) : postgres.url;
    // BENCH_SEEDED=1 with BENCH_DATABASE_URL: that database already holds the grown catalogue (runs again after a code change).
    const seeded = process.env.BENCH_SEEDED && process.env.BENCH_DATABASE_URL ? 0 : prepareCatalogue({ products, customers, dataDir, databaseUrl });
    await run({ dataDir, databaseUrl, seeded });
    return true;
  } finally {
    await postgres.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The server on a throwaway PGlite data dir seeded with the demo (and `customers`); `stop` removes the dir too. */
export async function startDemoServer({ prefix, customers = 0 }) {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  try {
    prepareCatalogue({ products: 0, customers, dataDir });
    const server = await startServer({ dataDir });
    return {
      url: server.url,
      pid: server.pid,
      stop: async () => {
        await server.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * The built server on `dataDir` (or `databaseUrl`), quiet unless `env` sets LOG_LEVEL; `stdout` is
 * where its log goes (a file descriptor; discarded by default), `nodeArgs` go to node itself;
 * `entry` is another build of the server to run (another commit's, to compare). The process gets
 * `npm start`'s memory settings (scripts/server-process.mjs) unless `env`/`nodeArgs` say otherwise
 * or `serverSettings` is false.
 */
export async function startServer({ dataDir, databaseUrl, env = {}, stdout = 'ignore', nodeArgs = [], entry = join(root, 'apps/api/dist/server.js'), serverSettings = true }) {
  const port = await freePort();
  // `serverSettings: false`: Node's and glibc's own defaults (the memory bench compares them).
  const settings = serverSettings ? serverProcess() : { nodeArgs: [], env: process.env };
  const child = spawn(process.execPath, [...settings.nodeArgs, ...nodeArgs, resolve(root, entry)], {
    cwd: root,
    env: { ...settings.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED: 'none', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}), ...env },
    stdio: ['ignore', stdout, 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await untilHealthy(child, url, 3000);
  return {
    url,
    port,
    pid: child.pid,
    stop: () => stopChild(child, 'SIGTERM'),
  };
}

/** Waits until `url`'s /api/health answers (every 100 ms, `tries` times at most), or throws when the child exits first. */
export async function untilHealthy(child, url, tries) {
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited before it answered`);
    if (i >= tries) throw new Error(`${url}: no answer after ${(tries / 10).toFixed(0)} s`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Sends `signal` to a child process and resolves once it has exited. */
export function stopChild(child, signal) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill(signal);
  });
}
