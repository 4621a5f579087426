// Plaza across processes (issue 22, measured): the browsing mix of bench/load — home, store,
// product, search and suggestion pages, each page's HTML, its API calls and its images (/img/) —
// through one nginx (deploy/nginx.conf, its addresses changed) in front of three topologies, in
// one run, interleaved round by round, at the same connections and duration:
//   A  1 API process on the PostgreSQL primary, images on local disk;
//   B  2 API processes on the primary, images on local disk;
//   C  4 API processes on the primary + a streaming replica (scripts/pg-replica.sh, pg_basebackup
//      -R) that visitors' catalogue reads go to (DATABASE_REPLICA_URL), images in an S3 bucket
//      (S3_BUCKET on s3rver, a real S3-protocol server, started here in a process of its own).
// Budget: 0 errors in each; C ≥ 1.6× the throughput of B on this machine's cores, or the bench
// explains where the ceiling is: the CPU each component used over the rounds (each API process,
// the primary's and the replica's PostgreSQL processes, s3rver, nginx, this load generator, from
// /proc/<pid>/stat), against the machine's cores and what the whole machine was busy with
// (/proc/stat). It also shows that C reads from the replica (each process's /api/health, and the
// queries seen running on each PostgreSQL during each topology's rounds, from pg_stat_activity).
// A fourth topology, D (C's 4 processes on the primary alone with local images), is not asked
// for: it tells apart what 4 processes cost on these cores from what the replica and bucket add.
// The catalogue is the demo's (368 products) unless BENCH_PRODUCTS says otherwise: the question is
// how the processes scale, not how the database copes with size (bench/load has 100,000), and a
// small catalogue keeps the whole run under about 5 minutes. Figures from a loaded, shared machine
// are noisy: the load average is printed, and the ratio is within one interleaved run.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import { finish, report } from './report.mjs';
import { HOME_CALLS, load } from './lib/load.mjs';
import { ensureBuilt, freePort, prepareCatalogue, root, startPostgres, startServer, stopChild, untilHealthy } from './lib/server.mjs';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 0);
const SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 12);
const ROUNDS = Number(process.env.BENCH_SCALE_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_SCALE_CONNECTIONS ?? 32);
// BENCH_SCALE_FRESH=1: every request unique (a `_b=` parameter), so no process's micro-cache
// answers: the cost of the work itself, without the per-process caches' hit rates.
const FRESH = process.env.BENCH_SCALE_FRESH === '1';
const WARMUP_SECONDS = 4;
const BUDGET = 1.6;
const CORES = cpus().length;
const TICKS = Number(execFileSync('getconf', ['CLK_TCK']).toString()) || 100;
const BUCKET = 'plaza-bench-images';
const S3_KEY = 'S3RVER'; // s3rver's fixed credentials
const DATABASE = 'plaza_bench_scale';

// ---- CPU accounting from /proc -------------------------------------------------------------

/** Every process's parent and CPU ticks (its own, and its reaped children's). */
function processTable() {
  const table = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // After the name: state ppid … utime(14) stime cutime cstime, numbered from the pid as 1.
      const ticks = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
      table.set(Number(name), { ppid: Number(fields[1]), ticks });
    } catch {
      // exited while we looked
    }
  }
  return table;
}

/**
 * CPU ticks of `pid` and all its descendants (a postmaster and its backends, nginx and its
 * workers); a negative `pid` counts that process alone (this one, whose children are the others).
 */
function treeTicks(table, pid) {
  if (pid < 0) return table.get(-pid)?.ticks ?? 0;
  let sum = 0;
  const stack = [pid];
  const children = new Map();
  for (const [child, { ppid }] of table) {
    if (!children.has(ppid)) children.set(ppid, []);
    children.get(ppid).push(child);
  }
  while (stack.length) {
    const next = stack.pop();
    sum += table.get(next)?.ticks ?? 0;
    stack.push(...(children.get(next) ?? []));
  }
  return sum;
}

/** Busy and total ticks of the whole machine, all cores (/proc/stat). */
function machineTicks() {
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = values.map(Number);
  const busy = user + nice + system + irq + softirq + steal;
  return { busy, total: busy + idle + iowait };
}

/** A snapshot of the CPU ticks of each named component (`components`: name → pid). */
function cpuSnapshot(components) {
  const table = processTable();
  const ticks = {};
  for (const [name, pid] of Object.entries(components)) ticks[name] = treeTicks(table, pid);
  return { ticks, machine: machineTicks(), at: performance.now() };
}

// ---- the pieces ----------------------------------------------------------------------------

const postmasterPid = (dataDir) => Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);

/**
 * Where the queries run: every 250 ms, on the primary and on the replica, the connections to the
 * bench's database that started a query within the last 250 ms (pg_stat_activity). Unlike
 * pg_stat_database's counters, which a PostgreSQL 15 backend publishes up to 10 s late, a sample
 * belongs to the round it was taken in. `during(promise)` samples until the promise settles and
 * gives the mean per sample on each.
 */
async function querySampler(ports) {
  const clients = await Promise.all(
    ports.map(async (port) => {
      const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/${DATABASE}` });
      await client.connect();
      return client;
    }),
  );
  const activeSql = `select count(*)::int as n from pg_stat_activity where datname = $1 and backend_type = 'client backend' and pid <> pg_backend_pid() and clock_timestamp() - query_start < interval '250 milliseconds'`;
  return {
    async during(promise) {
      const seen = ports.map(() => 0);
      let samples = 0;
      let done = false;
      const sampling = (async () => {
        while (!done) {
          const counts = await Promise.all(clients.map(async (client) => (await client.query(activeSql, [DATABASE])).rows[0].n));
          counts.forEach((n, i) => (seen[i] += n));
          samples++;
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      })();
      const result = await promise.finally(() => (done = true));
      await sampling;
      return { result, seen: seen.map((n) => n / Math.max(1, samples)) };
    },
    close: () => Promise.all(clients.map((client) => client.end())),
  };
}

/** s3rver in its own process, with the bench's bucket. */
async function startBucket(directory) {
  const child = spawn(process.execPath, [join(root, 'bench/lib/s3rver-process.mjs'), directory, BUCKET], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  const line = await new Promise((resolve, reject) => {
    child.once('exit', () => reject(new Error('s3rver exited')));
    createInterface({ input: child.stdout }).once('line', resolve);
  });
  const endpoint = `http://127.0.0.1:${JSON.parse(line).port}`;
  return {
    pid: child.pid,
    env: { S3_BUCKET: BUCKET, S3_ENDPOINT: endpoint, S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: S3_KEY, S3_SECRET_ACCESS_KEY: S3_KEY, S3_FORCE_PATH_STYLE: '1' },
    /** Puts every file of `folder` in the bucket as Plaza's S3 store writes an image. */
    async upload(folder) {
      const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: S3_KEY, secretAccessKey: S3_KEY } });
      const names = readdirSync(folder);
      for (let i = 0; i < names.length; i += 16)
        await Promise.all(
          names.slice(i, i + 16).map((name) => {
            const body = readFileSync(join(folder, name));
            const type = name.endsWith('.webp') ? 'image/webp' : name.endsWith('.png') ? 'image/png' : name.endsWith('.svg') ? 'image/svg+xml' : 'image/jpeg';
            return client.send(new PutObjectCommand({ Bucket: BUCKET, Key: name, Body: body, ContentLength: body.length, ContentType: type, CacheControl: 'public, max-age=31536000, immutable' }));
          }),
        );
      client.destroy();
      return names.length;
    },
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/**
 * nginx with the shipped deploy/nginx.conf, only its addresses changed: the upstream lines are
 * `upstreams`, the site listens on plain HTTP on loopback (TLS is not what is compared here), the
 * HTTP→HTTPS redirect server listens on a spare port.
 */
async function startNginx(work, name, upstreams) {
  const [port, spare] = [await freePort(), await freePort()];
  const text = readFileSync(join(root, 'deploy/nginx.conf'), 'utf8')
    .replace(/(\n\s*server 10\.0\.0\.1\d:3000[^\n]*)+/, upstreams.map((url) => `\n    server ${new URL(url).host} max_fails=3 fail_timeout=10s;`).join(''))
    .replace('listen 80;', `listen 127.0.0.1:${spare};`)
    .replace('listen 443 ssl http2;', `listen 127.0.0.1:${port};`)
    .replace(/\n\s*listen \[::\]:\d+[^\n]*/g, '')
    .replace(/\n\s*ssl_[a-z_]+ [^\n]*/g, '');
  const file = join(work, `nginx-${name}.conf`);
  writeFileSync(file, text);
  const child = spawn('nginx', ['-g', `daemon off; pid ${file}.pid;`, '-p', work, '-e', 'stderr', '-c', file], { stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  await untilHealthy(child, url, 100);
  return {
    url,
    pid: child.pid,
    stop: () => stopChild(child, 'SIGQUIT'),
  };
}

/**
 * bench/load's browsing mix over the demo catalogue, with the images each page shows: the product
 * page its pictures, a search its first cards' small variants, a store page its logo and cover.
 */
async function browsingMix(url) {
  const get = async (path) => (await fetch(`${url}${path}`)).json();
  const products = [];
  for (let page = 1; products.length < 400 && page <= 60; page += 7) {
    const answer = await get(`/api/market/search?page=${page}&page_size=100`);
    for (const result of answer.data.results) if (result.result_type === 'product') products.push(result);
    if (answer.data.results.length === 0) break;
  }
  const stores = await get('/api/market/stores');
  const relevanceSet = readFileSync(join(root, 'apps/api/src/test/relevance-set.ts'), 'utf8');
  const queries = [...relevanceSet.matchAll(/query: '([^']+)'/g)].map((match) => match[1]);
  const card = (file) => `/img/${file.endsWith('.webp') ? file.replace(/\.webp$/, '-card.webp') : file}`;
  const searchCards = new Map();
  for (const q of queries) {
    const answer = await get(`/api/market/search?q=${encodeURIComponent(q)}&page=1&page_size=20`);
    const files = answer.data.results.flatMap((result) => (result.result_type === 'product' ? result.images.slice(0, 1).map((image) => image.image) : [])).slice(0, 4);
    searchCards.set(q, files.map(card));
  }
  const mix = [];
  for (let i = 0; i < products.length; i++) {
    if (i % 10 === 0) mix.push('/', ...HOME_CALLS);
    const store = stores[i % stores.length];
    if (i % 3 === 0) {
      mix.push(`/stores/${store.slug}`, `/api/market/stores/${store.slug}`);
      for (const file of [store.logo, store.cover]) if (typeof file === 'string' && file) mix.push(`/img/${file}`);
    }
    const product = products[i];
    mix.push(`/store/${product.store_id}/product/${product.product_id}`, `/api/market/products/${product.product_id}`);
    for (const image of product.images.slice(0, 2)) mix.push(`/img/${image.image}`);
    const q = queries[i % queries.length];
    for (let n = 3; n <= Math.min(q.length, 6); n++) mix.push(`/api/market/suggest?q=${encodeURIComponent(q.slice(0, n).trimEnd())}`);
    mix.push(`/api/market/search?q=${encodeURIComponent(q)}&page=1&page_size=20`, `/search?q=${encodeURIComponent(q)}`, ...searchCards.get(q));
  }
  return mix.filter((path) => !/suggest\?q=.{0,2}$/.test(decodeURIComponent(path)));
}

// ---- the run -------------------------------------------------------------------------------

const cores = (ticks, seconds) => ticks / TICKS / seconds;
const fmt = (n, digits = 2) => (Number.isFinite(n) ? n.toFixed(digits) : '–');
const commit = (() => {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim();
  } catch {
    return '?';
  }
})();

ensureBuilt();
const postgres = await startPostgres({ port: process.env.BENCH_PG_PORT ? Number(process.env.BENCH_PG_PORT) : undefined });
if (!postgres?.createDatabase) {
  report('PostgreSQL available (apt-get install postgresql)', 0, 1, '', { higherIsBetter: true });
  finish();
}
const work = mkdtempSync(join(tmpdir(), 'plaza-bench-scale-'));
chmodSync(work, 0o755); // the replica's postgres user and nginx's workers work under it
const dataDir = join(work, 'data');
const replicaDir = join(work, 'replica');
const replicaPort = process.env.BENCH_REPLICA_PORT ? Number(process.env.BENCH_REPLICA_PORT) : await freePort();
const stops = [];
try {
  console.log(`machine: ${CORES} cores (${cpus()[0]?.model ?? '?'}), load average ${loadavg().map((n) => n.toFixed(2)).join(' ')} before the run; commit ${commit}`);
  const databaseUrl = postgres.createDatabase(DATABASE);
  const seeded = prepareCatalogue({ products: PRODUCTS, dataDir, databaseUrl });
  console.log(`(demo catalogue${PRODUCTS > 368 ? ` grown to ${PRODUCTS} products` : ''} seeded on PostgreSQL in ${seeded.toFixed(0)} s)`);

  // The replica, copied from the seeded primary, streaming from it (asynchronous, as in production).
  execFileSync('bash', [join(root, 'scripts/pg-replica.sh'), String(postgres.port), replicaDir, String(replicaPort)], { stdio: ['ignore', 'inherit', 'inherit'] });
  const pgCtl = `/usr/lib/postgresql/${readdirSync('/usr/lib/postgresql').sort().at(-1)}/bin/pg_ctl -D ${replicaDir}/data -m fast stop`;
  stops.push(() => execFileSync(...(process.getuid?.() === 0 ? ['su', ['postgres', '-s', '/bin/bash', '-c', pgCtl]] : ['bash', ['-c', pgCtl]]), { stdio: 'ignore' }));
  const replicaUrl = `postgres://postgres@127.0.0.1:${replicaPort}/${DATABASE}`;

  // The bucket, with every image the seed wrote to the local folder.
  const bucket = await startBucket(mkdtempSync(join(work, 's3-')));
  stops.push(bucket.stop);
  const uploaded = await bucket.upload(join(dataDir, 'images'));
  console.log(`(${uploaded} images put in the bucket s3://${BUCKET} on s3rver)`);

  const shared = { SESSION_SECRET: randomBytes(32).toString('hex'), TRUST_PROXY: '1' };
  const startMany = (n, env) => Promise.all(Array.from({ length: n }, () => startServer({ dataDir, databaseUrl, env: { ...shared, ...env } })));
  // C's processes have no images folder of their own: a fresh DATA_DIR each, as on another machine.
  const startC = () =>
    Promise.all(
      Array.from({ length: 4 }, () =>
        startServer({ dataDir: mkdtempSync(join(work, 'c-')), databaseUrl, env: { ...shared, ...bucket.env, DATABASE_REPLICA_URL: replicaUrl } }),
      ),
    );
  const [a, b, d, c] = [await startMany(1, {}), await startMany(2, {}), await startMany(4, {}), await startC()];
  for (const server of [...a, ...b, ...d, ...c]) stops.push(server.stop);
  const health = await Promise.all(c.map(async (server) => (await (await fetch(`${server.url}/api/health`)).json()).replica));
  console.log(`C's processes, /api/health replica: ${health.join(', ')}`);

  const topologies = [];
  for (const [key, label, servers, extra] of [
    ['A', '1 process, primary', a, {}],
    ['B', '2 processes, primary', b, {}],
    ['C', '4 processes, primary + replica, bucket', c, { replica: replicaDir, s3rver: bucket.pid }],
    // Not asked for: C's processes without the replica and the bucket, to tell apart what 4
    // processes cost on these cores from what the replica and the bucket add.
    ['D', '4 processes, primary, local disk', d, {}],
  ]) {
    const front = await startNginx(work, key, servers.map((server) => server.url));
    stops.push(front.stop);
    const components = { nginx: front.pid, 'load generator': -process.pid, 'PostgreSQL primary': postmasterPid(join(postgres.dir, 'data')) };
    servers.forEach((server, i) => (components[`API process ${i + 1}`] = server.pid));
    if (extra.replica) components['PostgreSQL replica'] = postmasterPid(join(extra.replica, 'data'));
    if (extra.s3rver) components.s3rver = extra.s3rver;
    topologies.push({ key, label, front, components, rounds: [], cpu: {}, machineBusy: 0, machineSeconds: 0, onPrimary: 0, onReplica: 0 });
  }

  const mix = await browsingMix(topologies[0].front.url);
  const images = mix.filter((path) => path.startsWith('/img/')).length;
  console.log(`${mix.length} requests in the mix (${images} of them /img/), ${CONNECTIONS} connections through nginx (deploy/nginx.conf), ${ROUNDS} interleaved rounds of ${SECONDS} s per topology${FRESH ? ', every request unique (no micro-cache)' : ''}`);

  for (const topology of topologies) await load({ baseUrl: topology.front.url, paths: mix, connections: CONNECTIONS, seconds: WARMUP_SECONDS });
  const sampler = await querySampler([postgres.port, replicaPort]);
  stops.push(sampler.close);

  for (let round = 0; round < ROUNDS; round++) {
    // Each round in another order, so that no topology always runs first or last.
    const order = topologies.map((_, i) => topologies[(i + round) % topologies.length]);
    for (const topology of order) {
      const before = cpuSnapshot(topology.components);
      const { result, seen } = await sampler.during(load({ baseUrl: topology.front.url, paths: mix, connections: CONNECTIONS, seconds: SECONDS, fresh: FRESH }));
      const after = cpuSnapshot(topology.components);
      topology.onPrimary += seen[0] / ROUNDS;
      topology.onReplica += seen[1] / ROUNDS;
      const seconds = (after.at - before.at) / 1000;
      for (const name of Object.keys(topology.components)) topology.cpu[name] = (topology.cpu[name] ?? 0) + (after.ticks[name] - before.ticks[name]);
      topology.machineBusy += after.machine.busy - before.machine.busy;
      topology.machineTotal = (topology.machineTotal ?? 0) + (after.machine.total - before.machine.total);
      topology.machineSeconds += seconds;
      topology.rounds.push(result);
      console.log(`   round ${round + 1}, ${topology.key}: ${result.rps.toFixed(0)} req/s, p95 ${result.p95.toFixed(1)} ms, ${result.errors} errors, machine ${fmt((100 * (after.machine.busy - before.machine.busy)) / Math.max(1, after.machine.total - before.machine.total), 0)}% busy, load average ${loadavg()[0].toFixed(2)}`);
    }
  }

  console.log(`\n| topology | req/s | p50 ms | p95 ms | p99 ms | errors | micro-cache hits | connections querying, primary / replica |`);
  console.log(`|---|---|---|---|---|---|---|---|`);
  for (const topology of topologies) {
    const latencies = topology.rounds.flatMap((result) => result.latencies).sort((x, y) => x - y);
    const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
    topology.rps = topology.rounds.reduce((sum, result) => sum + result.rps, 0) / topology.rounds.length;
    topology.errors = topology.rounds.reduce((sum, result) => sum + result.errors, 0);
    topology.failures = topology.rounds.map((result) => result.failures);
    const hits = topology.rounds.reduce((sum, result) => sum + result.hitRate * result.requests, 0) / Math.max(1, latencies.length);
    const perRound = topology.rounds.map((result) => result.rps.toFixed(0)).join(' / ');
    console.log(
      `| ${topology.key}: ${topology.label} | **${topology.rps.toFixed(0)}** (${perRound}) | ${fmt(at(0.5), 1)} | **${fmt(at(0.95), 1)}** | ${fmt(at(0.99), 1)} | ${topology.errors} | ${(100 * hits).toFixed(0)}% | ${fmt(topology.onPrimary, 1)} / ${fmt(topology.onReplica, 1)} |`,
    );
  }

  console.log(`(connections querying: the mean, over samples every 250 ms, of the connections that started a query in the last 250 ms; C's 4 processes check the replica every 2 s, about 0.5 of it.)`);
  console.log(`\nCPU used over the rounds, in cores (1.00 = one core busy the whole time); the machine has ${CORES}:`);
  const names = [...new Set(topologies.flatMap((topology) => Object.keys(topology.components)))];
  console.log(`| component | ${topologies.map((topology) => topology.key).join(' | ')} |`);
  console.log(`|---|${topologies.map(() => '---|').join('')}`);
  for (const name of names)
    console.log(`| ${name} | ${topologies.map((topology) => (name in topology.cpu ? fmt(cores(topology.cpu[name], topology.machineSeconds)) : '')).join(' | ')} |`);
  for (const topology of topologies) {
    topology.ours = cores(Object.values(topology.cpu).reduce((sum, ticks) => sum + ticks, 0), topology.machineSeconds);
    topology.busy = (CORES * topology.machineBusy) / Math.max(1, topology.machineTotal);
    topology.api = cores(Object.entries(topology.cpu).filter(([name]) => name.startsWith('API')).reduce((sum, [, ticks]) => sum + ticks, 0), topology.machineSeconds);
  }
  console.log(`| all of the above | ${topologies.map((topology) => fmt(topology.ours)).join(' | ')} |`);
  console.log(`| whole machine busy (/proc/stat) | ${topologies.map((topology) => fmt(topology.busy)).join(' | ')} |`);
  console.log(`| others on the machine (not this bench) | ${topologies.map((topology) => fmt(Math.max(0, topology.busy - topology.ours))).join(' | ')} |`);
  for (const topology of topologies) {
    const requests = topology.rounds.reduce((sum, result) => sum + result.requests, 0);
    topology.msPerRequest = (1000 * topology.ours * topology.machineSeconds) / Math.max(1, requests);
    topology.hits = topology.rounds.reduce((sum, result) => sum + result.hitRate * result.requests, 0) / Math.max(1, requests);
  }
  console.log(`| CPU ms per request, all of the above | ${topologies.map((topology) => fmt(topology.msPerRequest)).join(' | ')} |`);
  console.log(`| req/s per API-process core | ${topologies.map((topology) => fmt(topology.rps / Math.max(0.01, topology.api), 0)).join(' | ')} |`);

  const [A, B, C, D] = topologies;
  const ratio = C.rps / B.rps;
  console.log(`\nthroughput: B ÷ A ${fmt(B.rps / A.rps)}×, C ÷ B ${fmt(ratio)}× (budget ≥ ${BUDGET}×), C ÷ A ${fmt(C.rps / A.rps)}×, D ÷ B ${fmt(D.rps / B.rps)}×, C ÷ D ${fmt(C.rps / D.rps)}×; load average after ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
  if (C.onReplica === 0 || health.some((status) => status !== 'ok')) console.log('   C did NOT read from the replica: see the queries above');
  for (const topology of topologies) if (topology.errors) console.log(`   ${topology.key} failures: ${JSON.stringify(topology.failures)}`);
  if (ratio < BUDGET) {
    const saturated = (topology) => topology.busy >= 0.9 * CORES;
    const pct = (n) => `${fmt(100 * n, 0)}%`;
    console.log(
      `where the ceiling is: 1.6× B's throughput is ${fmt(1.6 * B.rps, 0)} req/s; at C's ${fmt(C.msPerRequest)} ms of CPU per request (B: ${fmt(B.msPerRequest)}) that needs ${fmt((1.6 * B.rps * C.msPerRequest) / 1000)} cores, ` +
        `at B's own cost per request ${fmt((1.6 * B.rps * B.msPerRequest) / 1000)} cores; the machine has ${CORES}, others used ${fmt(Math.max(0, C.busy - C.ours))} of them during C, leaving this bench ${fmt(Math.max(0, CORES - (C.busy - C.ours)))}.`,
    );
    console.log(
      `   In C the whole machine was ${fmt(C.busy)} of ${CORES} cores busy (${pct(C.busy / CORES)}), this bench's processes ${fmt(C.ours)}; the 4 API processes got ${fmt(C.api)} cores against ${fmt(B.api)} for B's 2.`,
    );
    console.log(
      `   Why a request costs more with more processes: each process has its own 5-second micro-cache, so 4 of them answer ${pct(D.hits)} (D) and ${pct(C.hits)} (C) from it against B's ${pct(B.hits)} — ` +
        `4 processes on the primary alone (D) cost ${fmt(D.msPerRequest)} ms per request against B's ${fmt(B.msPerRequest)}; the replica and the bucket add ${fmt(C.msPerRequest - D.msPerRequest)} ms (C against D): ` +
        `each /img/ request goes through the S3 client to s3rver (${fmt(C.cpu.s3rver ? cores(C.cpu.s3rver, C.machineSeconds) : 0)} cores) instead of a local file, and the replica is a second PostgreSQL on the same cores.`,
    );
    console.log(
      saturated(B) && saturated(C)
        ? `   The cores are the ceiling: B already kept the machine ${fmt((100 * B.busy) / CORES, 0)}% busy, so C's extra processes, replica and bucket share the same ${CORES} cores instead of adding any. On more cores (or machines) the processes are independent: nothing here is serialised outside the CPU.`
        : `   The machine was not saturated (B ${fmt((100 * B.busy) / CORES, 0)}%, C ${fmt((100 * C.busy) / CORES, 0)}% busy): the ceiling is elsewhere — look at the component nearest 1.00 core (one process's event loop) above.`,
    );
  }
  report('A, 1 process: errors', A.errors, 0, 'errors');
  report('B, 2 processes: errors', B.errors, 0, 'errors');
  report('C, 4 processes + replica + bucket: errors', C.errors, 0, 'errors');
  report('D, 4 processes on the primary: errors', D.errors, 0, 'errors');
  report("C's connections querying: replica ÷ both", Number((C.onReplica / Math.max(1, C.onReplica + C.onPrimary)).toFixed(2)), 0.5, '', { higherIsBetter: true });
  report('C ÷ B throughput', Number(ratio.toFixed(2)), BUDGET, '×', { higherIsBetter: true });
} finally {
  for (const stop of stops.reverse()) {
    try {
      await stop();
    } catch (error) {
      console.error(`stopping: ${error.message}`);
    }
  }
  await postgres.stop();
  rmSync(work, { recursive: true, force: true });
}
finish();
