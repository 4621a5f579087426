// Issue 25, point 1: a search nobody asked in the last seconds must cost no more than an uncached
// product page. In ONE run, on `npm start`'s default (the built server, PGlite, the demo
// catalogue), at 32 connections: product-detail throughput and search-miss throughput, each
// request unique (a distinct `_b=` parameter, so the visitor micro-cache never answers; nothing
// else is bypassed), in interleaved rounds, medians printed. Budget: search ≥ 1.0× product detail.
// Then where a miss's time goes: each query of a search timed in-process (PGlite, and PostgreSQL
// with EXPLAIN (ANALYZE, BUFFERS) of each), and a CPU profile of the server under search misses.
// BENCH_SECONDS (default 8) each run, BENCH_ROUNDS (default 3) rounds; BENCH_PROFILE=0 skips the
// breakdown. Each run also prints the server's CPU per request (from /proc, the load generator not
// counted): on a shared machine the throughput of a round follows the others' load, CPU per
// request much less. The server's RSS after the rounds is reported against point 2's budget
// (≤ 300 MB after load), beside the throughputs.
// Issue 44, point 4: each round also runs the search misses while the demo seller writes to the
// catalogue WRITES_PER_SECOND (default 5) times a second through the panel's API (stock edits with
// stock_seen, and price edits, of their products), and prints both figures. Budget: search misses
// under writes ≥ 0.8× their quiet throughput (a write makes stale only what it touched).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finish, report } from './report.mjs';
import { summarize } from './lib/cpu-profile.mjs';
import { load, printLoad } from './lib/load.mjs';
import { ensureBuilt, prepareCatalogue, root, startServer, withPostgresDemo } from './lib/server.mjs';
import { browserSession } from './lib/browser-session.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 32;
const WRITES_PER_SECOND = Number(process.env.WRITES_PER_SECOND ?? 5);

/** Twenty real words a shopper types, each found in the demo catalogue, in rotation. */
const WORDS = [
  'cafe', 'telefono', 'arroz', 'jabon', 'azucar', 'aceite', 'zapatos', 'refrigerador', 'laptop', 'cerveza',
  'vestido', 'perfume', 'queso', 'leche', 'bicicleta', 'ventilador', 'licuadora', 'guayabera', 'mascotas', 'ferreteria',
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** CPU time (user + system) a process has used, in ms, from /proc (undefined elsewhere). */
function cpuMsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
}

/** The search service's queries for these words, timed in this process (tsx), on `dataDir` or `databaseUrl`. */
function queryBreakdown(dataDir, databaseUrl, words) {
  execFileSync(process.execPath, ['--import', 'tsx', join(root, 'bench/lib/search-profile.ts'), dataDir, ...words], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...(databaseUrl ? { DATABASE_URL: databaseUrl, EXPLAIN: '1' } : {}) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/**
 * The demo seller editing their products' stock (with stock_seen) and prices, `perSecond` times a
 * second, until `stop()`: what a busy seller's panel does. Answers the writes done and refused.
 */
async function sellerWrites(baseUrl, perSecond) {
  const seller = browserSession(baseUrl);
  const login = await seller.send('/api/auth/login', { email: 'vendedor@plaza.local', password: 'Vendedor123!' });
  if (login.status !== 200) throw new Error(`seller login: ${login.status}`);
  const stores = await (await seller.get('/api/store_admin/stores')).json();
  const products = [];
  for (const store of stores) {
    const page = await (await seller.get(`/api/store_admin/stores/${store.store_id}/products?page_size=50`)).json();
    for (const product of page.results) products.push({ store: store.store_id, id: product.product_id, stock: product.stock, price: product.price });
  }
  const counts = { done: 0, refused: 0 };
  let stopped = false;
  const running = (async () => {
    for (let n = 0; !stopped; n++) {
      const started = performance.now();
      const product = products[n % products.length];
      // Stock edits and price edits in turn (the price moves by one unit and back).
      const body = n % 2 === 0 ? { stock: product.stock + 1, stock_seen: product.stock } : { price: product.price + (n % 4 === 1 ? 1 : -1) };
      const response = await seller.send(`/api/store_admin/stores/${product.store}/products/${product.id}`, body, { method: 'PATCH' });
      const answer = await response.json().catch(() => ({}));
      if (response.status === 200) {
        counts.done++;
        product.stock = answer.stock ?? product.stock;
        product.price = answer.price ?? product.price;
      } else {
        counts.refused++;
        if (typeof answer.stock === 'number') product.stock = answer.stock;
      }
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1000 / perSecond - (performance.now() - started))));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await running;
      return counts;
    },
  };
}

const urlFor = (words) => words.map((word) => `/api/market/search?q=${encodeURIComponent(word)}&page=1&page_size=20`);

ensureBuilt();
const dataDir = mkdtempSync(join(tmpdir(), 'plaza-bench-search-miss-'));
prepareCatalogue({ products: 0, dataDir });
const server = await startServer({ dataDir });
try {
  const ids = (await (await fetch(`${server.url}/api/market/search?page_size=100`)).json()).data.results.map((r) => r.product_id);
  const products = ids.map((id) => `/api/market/products/${id}`);
  const searches = urlFor(WORDS);
  // Every path asked once: the server's first answers (its code and the database's pages warm).
  for (const path of [...products, ...searches]) await (await fetch(`${server.url}${path}`)).arrayBuffer();

  const runs = { product: [], search: [], writes: [] };
  const labels = { product: 'product detail', search: 'search miss', writes: `search miss, ${WRITES_PER_SECOND} writes/s` };
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [kind, paths] of [['product', products], ['search', searches], ['writes', searches]]) {
      // `fresh` numbers requests from 0 in each run: the round and kind in the path keep them unique across runs.
      const unique = paths.map((path) => `${path}${path.includes('?') ? '&' : '?'}_r=${round}${kind === 'writes' ? 'w' : ''}`);
      const writer = kind === 'writes' ? await sellerWrites(server.url, WRITES_PER_SECOND) : undefined;
      const cpuBefore = cpuMsOf(server.pid);
      const result = await load({ baseUrl: server.url, paths: unique, connections: CONNECTIONS, seconds: SECONDS, fresh: true });
      const cpuAfter = cpuMsOf(server.pid);
      const written = await writer?.stop();
      if (written) console.log(`      seller writes: ${written.done} done, ${written.refused} refused (${(written.done / SECONDS).toFixed(1)}/s)`);
      result.cpuPerRequest = cpuBefore === undefined || cpuAfter === undefined ? NaN : (cpuAfter - cpuBefore) / result.requests;
      printLoad(`round ${round}, ${labels[kind]}`, result);
      if (!Number.isNaN(result.cpuPerRequest)) console.log(`      server CPU ${result.cpuPerRequest.toFixed(2)} ms per request`);
      if (result.hitRate > 0) console.log(`   (${(100 * result.hitRate).toFixed(0)}% from the micro-cache: the figure is not a miss)`);
      runs[kind].push(result);
    }
  }
  const summary = (kind) => ({
    rps: median(runs[kind].map((r) => r.rps)),
    p50: median(runs[kind].map((r) => r.p50)),
    p95: median(runs[kind].map((r) => r.p95)),
    errors: runs[kind].reduce((sum, r) => sum + r.errors, 0),
    cpu: median(runs[kind].map((r) => r.cpuPerRequest)),
  });
  const product = summary('product');
  const search = summary('search');
  const writes = summary('writes');
  console.log(`\nMedians of ${ROUNDS} rounds, ${CONNECTIONS} connections, ${SECONDS} s each, every request a micro-cache miss:`);
  for (const [label, s] of [['uncached product detail', product], ['search miss (20 words)', search], [`… under ${WRITES_PER_SECOND} writes/s`, writes]])
    console.log(
      `   ${label.padEnd(26)} ${s.rps.toFixed(0).padStart(6)} req/s   p50 ${s.p50.toFixed(1).padStart(6)} ms   p95 ${s.p95.toFixed(1).padStart(6)} ms   server CPU ${s.cpu.toFixed(2)} ms/request`,
    );
  console.log(`   rounds' ratios (search ÷ product): ${runs.search.map((r, i) => (r.rps / runs.product[i].rps).toFixed(2)).join(', ')}`);
  if (!Number.isNaN(product.cpu)) console.log(`   server CPU per request, search ÷ product: ${(search.cpu / product.cpu).toFixed(2)} (medians)`);
  report('search miss / product detail throughput', search.rps / product.rps, 1, 'x', { higherIsBetter: true });
  report(`search miss under ${WRITES_PER_SECOND} catalogue writes/s / quiet search miss`, writes.rps / search.rps, 0.8, 'x', { higherIsBetter: true });
  report('search miss under writes / product detail throughput', writes.rps / product.rps, 1, 'x', { higherIsBetter: true });
  report('errors', product.errors + search.errors + writes.errors, 0, 'errors');
  // Point 2's figure beside point 1's, from the same run and process (the memory bench breaks it down).
  const rss = Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1]) / 1024;
  if (rss > 0) report('server RSS after these rounds', Math.round(rss), 300, 'MB');
} finally {
  await server.stop();
}

if (process.env.BENCH_PROFILE !== '0') {
  const sample = ['cafe', 'refrigerador', 'telefono samsung', 'refrigerdor'];
  console.log(`\nWhere a search miss goes (one word, two words, a typo), on PGlite, in this process:`);
  queryBreakdown(dataDir, undefined, sample);

  const profiles = mkdtempSync(join(tmpdir(), 'plaza-bench-cpu-'));
  const profiled = await startServer({ dataDir, entry: 'bench/lib/profiled-server.mjs', env: { PROFILE_FILE: join(profiles, 'search.cpuprofile') } });
  for (const path of urlFor(WORDS)) await (await fetch(`${profiled.url}${path}`)).arrayBuffer();
  process.kill(profiled.pid, 'SIGUSR2');
  const result = await load({ baseUrl: profiled.url, paths: urlFor(WORDS), connections: CONNECTIONS, seconds: SECONDS, fresh: true });
  process.kill(profiled.pid, 'SIGUSR2');
  await new Promise((resolve) => setTimeout(resolve, 2000));
  await profiled.stop();
  console.log(`\nCPU profile of the server (PGlite) under search misses, ${result.requests} requests:`);
  console.log(summarize(profiles));
  rmSync(profiles, { recursive: true, force: true });

  await withPostgresDemo({ name: 'plaza_bench_search_miss', products: 0 }, async ({ databaseUrl }) => {
    console.log(`\nThe same on PostgreSQL (the demo catalogue), with each query's plan:`);
    queryBreakdown(dataDir, databaseUrl, sample);
  });
}
rmSync(dataDir, { recursive: true, force: true });
finish();
