// Search and suggestion latency for a fixed mix of real queries, at 16 concurrent connections,
// with the catalogue at 10,000 and at 100,000 products. Budgets (search issue), on PostgreSQL at
// 100,000: search p95 under 30 ms, suggestions p95 under 15 ms; and latency must grow
// sub-linearly with the catalogue (less than 10x for 10x the products). PGlite printed beside.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finish, report } from './report.mjs';
import { load } from './lib/load.mjs';
import { ensureBuilt, pgliteCatalogue, prepareCatalogue, startPostgres, startServer } from './lib/server.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 16;
const SIZES = [10_000, 100_000];
const SEARCHES = [
  'cafe', 'telefono samsung', 'zapatos', 'refri', 'arroz', 'aceite de cocina', 'telefomo', 'ron añejo',
  'jabon', 'pienso perro', 'cumpleaños', 'camiseta', 'laptop', 'bicicleta', 'cama', 'televisor 32',
].map((q) => `/api/market/search?q=${encodeURIComponent(q)}&page=1&page_size=20`);
SEARCHES.push('/api/market/search?category=1&page=2&page_size=20', '/api/market/search?q=cafe&page=3&page_size=20');
const SUGGESTS = ['tel', 'caf', 'zapa', 'refr', 'arr', 'cafe mol', 'ron a', 'jab', 'bici', 'tele'].map(
  (q) => `/api/market/suggest?q=${encodeURIComponent(q)}`,
);

async function measure(url) {
  await load({ baseUrl: url, paths: SEARCHES, connections: 4, seconds: 1 });
  const search = await load({ baseUrl: url, paths: SEARCHES, connections: CONNECTIONS, seconds: SECONDS });
  const suggest = await load({ baseUrl: url, paths: SUGGESTS, connections: CONNECTIONS, seconds: SECONDS });
  return { search, suggest };
}

function print(label, result) {
  console.log(`   ${label}: ${result.requests} requests, ${result.rps.toFixed(0)}/s, p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, ${result.errors} errors`);
}

async function engine(name, prepare, budgets) {
  const figures = {};
  for (const size of SIZES) {
    const { dataDir, databaseUrl, cleanup } = await prepare(size);
    const server = await startServer({ dataDir, databaseUrl });
    figures[size] = await measure(server.url);
    await server.stop();
    await cleanup();
    console.log(`${name}, ${size} products`);
    print('search', figures[size].search);
    print('suggest', figures[size].suggest);
  }
  const big = figures[SIZES.at(-1)];
  const small = figures[SIZES[0]];
  for (const kind of ['search', 'suggest']) {
    const label = `${name} ${kind} p95 at ${SIZES.at(-1)} products`;
    if (budgets) report(label, big[kind].p95, budgets[kind], 'ms');
    else console.log(`${label.padEnd(48)} ${big[kind].p95.toFixed(2).padStart(10)} ms     (for comparison)`);
    if (big[kind].errors) report(`${name} ${kind} errors`, big[kind].errors, 0, 'errors');
    report(`${name} ${kind} p95 growth, 10x the products`, big[kind].p95 / small[kind].p95, 10, 'x');
  }
}

ensureBuilt();
const postgres = await startPostgres();
if (postgres) {
  try {
    await engine(
      'PostgreSQL',
      async (size) => {
        const dataDir = mkdtempSync(join(tmpdir(), 'plaza-bench-'));
        const databaseUrl = postgres.createDatabase ? postgres.createDatabase(`plaza_bench_search_${size}`) : postgres.url;
        console.log(`(preparing PostgreSQL with ${size} products: ${prepareCatalogue({ products: size, dataDir, databaseUrl }).toFixed(0)} s)`);
        return { dataDir, databaseUrl, cleanup: async () => rmSync(dataDir, { recursive: true, force: true }) };
      },
      { search: 30, suggest: 15 },
    );
  } finally {
    await postgres.stop();
  }
} else {
  report('PostgreSQL available (apt-get install postgresql)', 0, 1, '', { higherIsBetter: true });
}
await engine('PGlite', async (size) => ({ dataDir: pgliteCatalogue(size), cleanup: async () => {} }));
finish();
