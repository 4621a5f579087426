// Issue 25, point 2: what one Plaza process holds in memory, and against its budgets. The built
// server on the demo catalogue (PGlite, as `npm start`): RSS idle after start (≤ 250 MB) and after
// a load run of the browsing mix with misses (≤ 300 MB), with the breakdown the operator's
// GET /api/admin/memory gives (V8 heap by space, external memory, PGlite's WebAssembly heap, the
// micro-cache's bytes). Then the same server on PostgreSQL, idle after start (≤ 200 MB).
// BENCH_SECONDS (default 15) the load run.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finish, report } from './report.mjs';
import { browserSession } from './lib/browser-session.mjs';
import { HOME_CALLS, load, printLoad } from './lib/load.mjs';
import { ensureBuilt, prepareCatalogue, startServer, withPostgresDemo } from './lib/server.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = 32;
const ADMIN = { email: 'admin@plaza.local', password: 'Admin123!' };

/** The process's resident set, as the kernel counts it (what a VPS's memory limit sees). */
const rssOf = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

/** The demo operator, signed in once: a login is a write, and a write clears the micro-cache. */
async function operator(server) {
  const admin = browserSession(server.url);
  const login = await admin.send('/api/auth/login', ADMIN);
  if (login.status !== 200) throw new Error(`admin login: ${login.status}`);
  return admin;
}

async function breakdown(server, admin, label) {
  const memory = await (await admin.get('/api/admin/memory')).json();
  const rss = rssOf(server.pid);
  const spaces = Object.entries(memory.heap_spaces)
    .filter(([, space]) => space.size >= 0.5)
    .map(([name, space]) => `${name.replace('_space', '')} ${space.used}/${space.size}`)
    .join(', ');
  console.log(`${label}: RSS ${rss.toFixed(0)} MB`);
  console.log(`   V8 heap ${memory.heap_used} MB used of ${memory.heap_total} MB (${spaces})`);
  console.log(`   outside the heap ${memory.external} MB (ArrayBuffers ${memory.array_buffers} MB)`);
  if (memory.pglite_wasm_heap !== null) console.log(`   PGlite's WebAssembly heap ${memory.pglite_wasm_heap} MB (in ArrayBuffers; its touched pages count in RSS)`);
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

ensureBuilt();
const dataDir = mkdtempSync(join(tmpdir(), 'plaza-bench-memory-'));
try {
  prepareCatalogue({ products: 0, dataDir });
  const server = await startServer({ dataDir });
  try {
    const admin = await operator(server);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const idle = await breakdown(server, admin, 'PGlite, demo catalogue, idle after start');
    const paths = await mix(server.url);
    const cached = await load({ baseUrl: server.url, paths, connections: CONNECTIONS, seconds: SECONDS });
    printLoad('browsing mix, as visitors get it', cached);
    const fresh = await load({ baseUrl: server.url, paths, connections: CONNECTIONS, seconds: SECONDS, fresh: true });
    printLoad('browsing mix, every request a micro-cache miss', fresh);
    const loaded = await breakdown(server, admin, 'PGlite, after the load runs');
    report('PGlite: RSS idle after start', Math.round(idle.rss), 250, 'MB');
    report('PGlite: RSS after load', Math.round(loaded.rss), 300, 'MB');
    report('micro-cache within its bound', loaded.memory.response_cache.used <= loaded.memory.response_cache.max ? 1 : 0, 1, '', { higherIsBetter: true });
  } finally {
    await server.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
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
