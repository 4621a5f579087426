// Issue 25, point 2: what one Plaza process holds in memory, and against its budgets. The built
// server on the demo catalogue (PGlite, as `npm start`): RSS idle after start (≤ 250 MB) and after
// a load run of the browsing mix with misses (≤ 300 MB), with the breakdown the operator's
// GET /api/admin/memory gives (V8 heap by space and its limit, external memory, PGlite's
// WebAssembly heap, the micro-cache's bytes), the kernel's view of the resident set by kind of
// mapping (V8's pages, malloc's arenas, PGlite's WebAssembly memory, the node binary), and the
// most a full collection found alive (V8's --trace-gc) against V8's limit. The load sends
// `Accept-Encoding` as browsers do, so hits come from the micro-cache's compressed copies. The
// server is started as the service file starts it (scripts/server-process.mjs) and, in the same
// run, with Node's and glibc's own defaults, so the difference and its cost (requests per second,
// and server CPU per request, which the machine's load sways less) are side by side. Then the
// same server on PostgreSQL, idle after start (≤ 200 MB). BENCH_SECONDS (default 15) each load run.
import { closeSync, cpSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { finish, report } from './report.mjs';
import { browserSession } from './lib/browser-session.mjs';
import { HOME_CALLS, load, printLoad } from './lib/load.mjs';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../scripts/server-process.mjs';
import { ensureBuilt, prepareCatalogue, startServer, withPostgresDemo } from './lib/server.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = 32;
const ADMIN = { email: 'admin@plaza.local', password: 'Admin123!' };

/** The process's resident set, as the kernel counts it (what a VPS's memory limit sees). */
/** CPU milliseconds the process has used (all its threads: V8's collector's helpers too). */
const cpuOf = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};
// Browsers send it: a hit is then answered from the micro-cache's compressed copy (counted in its bound).
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

const rssOf = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

/** The demo operator, signed in once: a login is a write, and a write clears the micro-cache. */
async function operator(server) {
  const admin = browserSession(server.url);
  const login = await admin.send('/api/auth/login', ADMIN);
  if (login.status !== 200) throw new Error(`admin login: ${login.status}`);
  return admin;
}

/** The resident set by kind of mapping, from /proc/PID/smaps, in MB. */
function mappings(pid) {
  const kinds = {};
  let kind;
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const map = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (map) {
      const size = (parseInt(map[2], 16) - parseInt(map[1], 16)) / 1024 / 1024;
      const name = map[3];
      if (name === '[heap]') kind = 'malloc (main arena)';
      else if (name.startsWith('/')) kind = name.endsWith('/node') ? 'node binary' : 'libraries';
      else if (name) kind = 'other';
      // V8's heap pages are 256 KB mappings; PGlite's WebAssembly memory one of 128 MB or more;
      // glibc's thread arenas the other large anonymous ones.
      else if (size === 0.25) kind = 'V8 heap pages';
      else if (size >= 128) kind = 'WebAssembly memory (touched pages)';
      else if (size >= 2) kind = 'malloc (thread arenas) and V8 large objects';
      else kind = 'other anonymous';
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss) kinds[kind] = (kinds[kind] ?? 0) + Number(rss[1]) / 1024;
  }
  return Object.entries(kinds)
    .filter(([, mb]) => mb >= 0.5)
    .sort((a, b) => b[1] - a[1])
    .map(([name, mb]) => `${name} ${mb.toFixed(0)}`)
    .join(', ');
}

async function breakdown(server, admin, label) {
  const memory = await (await admin.get('/api/admin/memory')).json();
  const rss = rssOf(server.pid);
  const spaces = Object.entries(memory.heap_spaces)
    .filter(([, space]) => space.size >= 0.5)
    .map(([name, space]) => `${name.replace('_space', '')} ${space.used}/${space.size}`)
    .join(', ');
  console.log(`${label}: RSS ${rss.toFixed(0)} MB`);
  console.log(`   by mapping (MB): ${mappings(server.pid)}`);
  console.log(`   V8 heap ${memory.heap_used} MB used of ${memory.heap_total} MB, limit ${memory.heap_limit} MB (${spaces})`);
  console.log(`   outside the heap ${memory.external} MB (ArrayBuffers ${memory.array_buffers} MB)`);
  if (memory.pglite_wasm_heap !== null) console.log(`   PGlite's WebAssembly heap ${memory.pglite_wasm_heap} MB reserved (only its touched pages count in RSS)`);
  if (memory.response_cache) console.log(`   micro-cache ${memory.response_cache.entries} answers, ${(memory.response_cache.bytes / 1024).toFixed(0)} KB of ${memory.response_cache.max} MB`);
  return { rss, memory };
}

/** A browsing mix of visitors, every request a miss of the micro-cache half the time. */
async function mix(url) {
  const latest = await (await fetch(`${url}/api/market/search?page_size=100`)).json();
  const stores = await (await fetch(`${url}/api/market/stores`)).json();
  const paths = [...HOME_CALLS, '/'];
  latest.data.results.forEach((product, i) => {
    paths.push(`/api/market/products/${product.product_id}`, `/store/${product.store_id}/product/${product.product_id}`);
    if (i % 5 === 0) paths.push(`/stores/${stores[i % stores.length].slug}`, `/api/market/stores/${stores[i % stores.length].slug}`);
    paths.push(`/api/market/search?q=${encodeURIComponent(product.name.split(' ')[0])}&page_size=20`);
  });
  return paths;
}

/** One PGlite server on a fresh copy of the demo: idle, then the browsing mix; figures and load results. */
async function pgliteRun(seededDir, { label, env = {}, nodeArgs = [], serverSettings = true }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'plaza-bench-memory-'));
  try {
    cpSync(seededDir, dataDir, { recursive: true });
    // V8's line per collection: what a full one found alive is the live set.
    const gcLog = join(dataDir, 'gc.log');
    const gcFd = openSync(gcLog, 'w');
    const server = await startServer({ dataDir, env, nodeArgs: ['--trace-gc', ...nodeArgs], serverSettings, stdout: gcFd });
    try {
      const admin = await operator(server);
      await new Promise((resolve) => setTimeout(resolve, 3000));
      const idle = await breakdown(server, admin, `PGlite, ${label}, idle after start`);
      const paths = await mix(server.url);
      const runs = {};
      for (const [name, fresh] of [['cached', false], ['fresh', true]]) {
        const cpu = cpuOf(server.pid);
        runs[name] = await load({ baseUrl: server.url, paths, connections: CONNECTIONS, seconds: SECONDS, fresh, headers: BROWSER });
        runs[name].cpuPerRequest = (cpuOf(server.pid) - cpu) / runs[name].requests;
        printLoad(fresh ? 'browsing mix, every request a micro-cache miss' : `browsing mix, as visitors get it (${(runs[name].hitRate * 100).toFixed(0)}% from the micro-cache)`, runs[name]);
        console.log(`      server CPU ${runs[name].cpuPerRequest.toFixed(2)} ms a request`);
      }
      const loaded = await breakdown(server, admin, `PGlite, ${label}, after the load runs`);
      const fulls = [...readFileSync(gcLog, 'utf8').matchAll(/Mark-Compact[^\n]*?-> ([\d.]+) \(/g)].map((m) => Number(m[1]));
      const live = Math.max(...fulls);
      console.log(`   full collections ${fulls.length}; the most they found alive ${live.toFixed(0)} MB; V8's limit ${loaded.memory.heap_limit} MB (${(loaded.memory.heap_limit / live).toFixed(1)}× that)`);
      return { idle, loaded, cached: runs.cached, fresh: runs.fresh, live };
    } finally {
      await server.stop();
      closeSync(gcFd);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

ensureBuilt();
const seeded = mkdtempSync(join(tmpdir(), 'plaza-bench-memory-seed-'));
try {
  prepareCatalogue({ products: 0, dataDir: seeded });
  console.log(`the service file's settings (npm start: the flags; with the variables set, all): node ${SERVER_NODE_FLAGS.join(' ')}, ${Object.entries(SERVER_ENV).map(([k, v]) => `${k}=${v}`).join(' ')}`);
  // Node's and glibc's own defaults on this machine: 16 MB semi-spaces, 8 arenas per core.
  const defaults = { label: "Node's defaults", serverSettings: false, env: { MALLOC_ARENA_MAX: String(8 * availableParallelism()) } };
  const plain = await pgliteRun(seeded, defaults);
  const started = await pgliteRun(seeded, { label: 'as the service file runs it' });
  const ratio = (a, b) => (a.rps / b.rps).toFixed(2);
  const cpu = (a, b) => (a.cpuPerRequest / b.cpuPerRequest).toFixed(2);
  console.log(`   the service file's settings ÷ Node's defaults, req/s: as visitors get it ${ratio(started.cached, plain.cached)}×, every request a miss ${ratio(started.fresh, plain.fresh)}× (one run each, same machine; noisy when it is loaded)`);
  console.log(`   server CPU a request, the service file's settings ÷ Node's defaults: as visitors get it ${cpu(started.cached, plain.cached)}×, every request a miss ${cpu(started.fresh, plain.fresh)}× (less sensitive to the machine's load than req/s)`);
  console.log(`   RSS with Node's defaults: idle ${plain.idle.rss.toFixed(0)} MB, after load ${plain.loaded.rss.toFixed(0)} MB`);
  report('PGlite: RSS idle after start', Math.round(started.idle.rss), 250, 'MB');
  report('PGlite: RSS after load', Math.round(started.loaded.rss), 300, 'MB');
  report('micro-cache within its bound', started.loaded.memory.response_cache.used <= started.loaded.memory.response_cache.max ? 1 : 0, 1, '', { higherIsBetter: true });
} finally {
  rmSync(seeded, { recursive: true, force: true });
}

await withPostgresDemo({ name: 'plaza_bench_memory', products: 0 }, async ({ dataDir: pgDataDir, databaseUrl }) => {
  const server = await startServer({ dataDir: pgDataDir, databaseUrl });
  try {
    const admin = await operator(server);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const idle = await breakdown(server, admin, 'PostgreSQL, demo catalogue, idle after start');
    report('PostgreSQL: RSS idle after start', Math.round(idle.rss), 200, 'MB');
  } finally {
    await server.stop();
  }
});
finish();
