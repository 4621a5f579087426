// Catalogue API latency with the catalogue grown to 100,000 products: product, store and home
// calls at 32 concurrent connections. Budget (catalogue issue): p95 under 20 ms on PostgreSQL;
// the PGlite figures are printed beside them for comparison.
import { finish, report } from './report.mjs';
import { HOME_CALLS, load } from './lib/load.mjs';
import { ensureBuilt, pgliteCatalogue, startServer, withPostgresDemo } from './lib/server.mjs';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 32;

async function samplePaths(url) {
  const ids = new Set();
  for (let page = 1; ids.size < 300 && page <= 40; page += 7) {
    const answer = await (await fetch(`${url}/api/market/search?page=${page}&page_size=100`)).json();
    for (const result of answer.data.results) if (result.result_type === 'product') ids.add(result.product_id);
  }
  const stores = await (await fetch(`${url}/api/market/stores`)).json();
  return {
    products: [...ids].map((id) => `/api/market/products/${id}`),
    stores: stores.map((store) => `/api/market/stores/${store.slug}`),
  };
}

async function measure(engine, server, budget) {
  const paths = await samplePaths(server.url);
  const groups = { 'GET /api/market/products/{id}': paths.products, 'GET /api/market/stores/{slug}': paths.stores, 'home calls (10)': HOME_CALLS };
  for (const [label, list] of Object.entries(groups)) {
    for (const path of list) await (await fetch(`${server.url}${path}`)).arrayBuffer(); // warm up
    // As visitors get them (the 5-second micro-cache shares answers between them), the budgeted
    // figure; then with every request a miss, what the database and serializer cost on their own.
    const result = await load({ baseUrl: server.url, paths: list, connections: CONNECTIONS, seconds: SECONDS });
    const miss = await load({ baseUrl: server.url, paths: list, connections: CONNECTIONS, seconds: SECONDS, fresh: true });
    const name = `${engine} ${label} p95`;
    if (budget) report(name, result.p95, budget, 'ms');
    else console.log(`${name.padEnd(48)} ${result.p95.toFixed(2).padStart(10)} ms     (for comparison)`);
    console.log(`   ${result.requests} requests, ${result.rps.toFixed(0)}/s, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, ${(100 * result.hitRate).toFixed(0)}% from the micro-cache, ${result.errors} errors`);
    console.log(`   every request a miss: ${miss.requests} requests, ${miss.rps.toFixed(0)}/s, p50 ${miss.p50.toFixed(1)} ms, p95 ${miss.p95.toFixed(1)} ms, p99 ${miss.p99.toFixed(1)} ms, ${miss.errors} errors`);
    if (result.errors + miss.errors > 0) report(`${engine} ${label} errors`, result.errors + miss.errors, 0, 'errors');
  }
}

ensureBuilt();
console.log(`catalogue of ${PRODUCTS} products, ${CONNECTIONS} connections, ${SECONDS} s per group`);

await withPostgresDemo({ name: 'plaza_bench_catalogue', products: PRODUCTS }, async ({ dataDir, databaseUrl, seeded }) => {
  console.log(`(preparing PostgreSQL: ${seeded.toFixed(0)} s)`);
  const server = await startServer({ dataDir, databaseUrl });
  await measure('PostgreSQL', server, 20);
  await server.stop();
});

const server = await startServer({ dataDir: pgliteCatalogue(PRODUCTS) });
await measure('PGlite', server);
await server.stop();
finish();
