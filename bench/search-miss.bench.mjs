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
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finish, report } from './report.mjs';
import { summarize } from './lib/cpu-profile.mjs';
import { load, printLoad } from './lib/load.mjs';
import { ensureBuilt, prepareCatalogue, root, startServer, withPostgresDemo } from './lib/server.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 32;

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

  const runs = { product: [], search: [] };
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [kind, paths] of [['product', products], ['search', searches]]) {
      // `fresh` numbers requests from 0 in each run: the round in the path keeps them unique across runs.
      const unique = paths.map((path) => `${path}${path.includes('?') ? '&' : '?'}_r=${round}`);
      const cpuBefore = cpuMsOf(server.pid);
      const result = await load({ baseUrl: server.url, paths: unique, connections: CONNECTIONS, seconds: SECONDS, fresh: true });
      const cpuAfter = cpuMsOf(server.pid);
      result.cpuPerRequest = cpuBefore === undefined || cpuAfter === undefined ? NaN : (cpuAfter - cpuBefore) / result.requests;
      printLoad(`round ${round}, ${kind === 'product' ? 'product detail' : 'search miss'}`, result);
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
  console.log(`\nMedians of ${ROUNDS} rounds, ${CONNECTIONS} connections, ${SECONDS} s each, every request a micro-cache miss:`);
  for (const [label, s] of [['uncached product detail', product], ['search miss (20 words)', search]])
    console.log(
      `   ${label.padEnd(26)} ${s.rps.toFixed(0).padStart(6)} req/s   p50 ${s.p50.toFixed(1).padStart(6)} ms   p95 ${s.p95.toFixed(1).padStart(6)} ms   server CPU ${s.cpu.toFixed(2)} ms/request`,
    );
  console.log(`   rounds' ratios (search ÷ product): ${runs.search.map((r, i) => (r.rps / runs.product[i].rps).toFixed(2)).join(', ')}`);
  if (!Number.isNaN(product.cpu)) console.log(`   server CPU per request, search ÷ product: ${(search.cpu / product.cpu).toFixed(2)} (medians)`);
  report('search miss / product detail throughput', search.rps / product.rps, 1, 'x', { higherIsBetter: true });
  report('errors', product.errors + search.errors, 0, 'errors');
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
