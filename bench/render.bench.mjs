// Visitor pages rendered on the server (issue 21, point 3): each request renders with its own query
// client and router, RENDER_CONCURRENCY (8) at once, where renders once queued one behind the other
// (RENDER_CONCURRENCY=1 is that queue). Product, store and search pages of the demo catalogue on
// PGlite, every request a cache miss (a distinct `_b=` parameter), 32 connections, the two
// settings measured on the same data one after the other, twice, interleaved; medians.
// Budgets: no errors; throughput ≥ the queue's; p95 ≤ the queue's.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finish, report } from './report.mjs';
import { load, printLoad } from './lib/load.mjs';
import { ensureBuilt, prepareCatalogue, startServer } from './lib/server.mjs';

const SECONDS = Number(process.env.BENCH_RENDER_SECONDS ?? 15);
const CONNECTIONS = 32;
const ROUNDS = 2;

ensureBuilt();
const dataDir = mkdtempSync(join(tmpdir(), 'plaza-bench-render-'));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  prepareCatalogue({ products: 0, dataDir });
  const results = { queue: [], concurrent: [] };
  let paths = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, concurrency] of [
      ['queue', '1'],
      ['concurrent', '8'],
    ]) {
      const server = await startServer({ dataDir, env: { RENDER_CONCURRENCY: concurrency } });
      try {
        if (paths.length === 0) {
          const [latest, offers, stores] = await Promise.all(
            ['/api/market/products/latest', '/api/market/products/specialOffers', '/api/market/stores'].map(async (path) =>
              (await fetch(server.url + path)).json(),
            ),
          );
          const products = [...latest, ...offers].map((p) => `/store/${p.store_id}/product/${p.product_id}`);
          const storePages = stores.map((s) => `/stores/${s.slug}`);
          const searches = ['cafe', 'arroz', 'zapatos', 'ventilador', 'miel', 'camisa', 'telefono', 'pastel'].map((q) => `/search?q=${q}`);
          paths = [...products, ...storePages, ...searches, '/'];
        }
        // A few seconds to warm the chunks and the database's caches, not counted.
        await load({ baseUrl: server.url, paths, connections: CONNECTIONS, seconds: 3, fresh: true });
        const result = await load({ baseUrl: server.url, paths, connections: CONNECTIONS, seconds: SECONDS, fresh: true });
        printLoad(`round ${round + 1}, ${name} (RENDER_CONCURRENCY=${concurrency})`, result);
        results[name].push(result);
      } finally {
        await server.stop();
      }
    }
  }
  console.log(`   ${paths.length} distinct pages (products, stores, searches, home), ${CONNECTIONS} connections, ${SECONDS} s per round`);
  const queue = { rps: median(results.queue.map((r) => r.rps)), p95: median(results.queue.map((r) => r.p95)) };
  const concurrent = { rps: median(results.concurrent.map((r) => r.rps)), p95: median(results.concurrent.map((r) => r.p95)) };
  const errors = [...results.queue, ...results.concurrent].reduce((sum, r) => sum + r.errors, 0);
  console.log(`   queue: ${queue.rps.toFixed(0)} pages/s, p95 ${queue.p95.toFixed(0)} ms; concurrent: ${concurrent.rps.toFixed(0)} pages/s, p95 ${concurrent.p95.toFixed(0)} ms`);
  report('rendered pages: errors', errors, 0, '');
  report('rendered pages/s, concurrent ÷ queue', concurrent.rps / queue.rps, 1, '×', { higherIsBetter: true });
  report('rendered pages p95, concurrent', concurrent.p95, Math.round(queue.p95), 'ms');
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
finish();
