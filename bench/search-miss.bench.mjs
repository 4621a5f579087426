// Issue 25, point 1: a search nobody asked in the last seconds must cost no more than an uncached
// product page. In ONE run, on `npm start`'s default (the built server, PGlite, the demo
// catalogue), at 32 connections: product-detail throughput and search-miss throughput, each
// request unique (a distinct `_b=` parameter, so the visitor micro-cache never answers; nothing
// else is bypassed), in interleaved rounds, medians printed. Budget: search ≥ 1.0× product detail.
// BENCH_SECONDS (default 8) each run, BENCH_ROUNDS (default 3) rounds.
import { finish, report } from './report.mjs';
import { load, printLoad } from './lib/load.mjs';
import { ensureBuilt, startDemoServer } from './lib/server.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 32;

/** Twenty real words a shopper types, each found in the demo catalogue, in rotation. */
export const WORDS = [
  'cafe', 'telefono', 'arroz', 'jabon', 'azucar', 'aceite', 'zapatos', 'refrigerador', 'laptop', 'cerveza',
  'vestido', 'perfume', 'queso', 'leche', 'bicicleta', 'ventilador', 'licuadora', 'guayabera', 'mascotas', 'ferreteria',
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

ensureBuilt();
const server = await startDemoServer({ prefix: 'plaza-bench-search-miss-' });
try {
  const ids = (await (await fetch(`${server.url}/api/market/search?page_size=100`)).json()).data.results.map((r) => r.product_id);
  const products = ids.map((id) => `/api/market/products/${id}`);
  const searches = WORDS.map((word) => `/api/market/search?q=${encodeURIComponent(word)}&page=1&page_size=20`);
  // Every path asked once: the server's first answers (its code and the database's pages warm).
  for (const path of [...products, ...searches]) await (await fetch(`${server.url}${path}`)).arrayBuffer();

  const runs = { product: [], search: [] };
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [kind, paths] of [['product', products], ['search', searches]]) {
      // `fresh` numbers requests from 0 in each run: the round in the path keeps them unique across runs.
      const unique = paths.map((path) => `${path}${path.includes('?') ? '&' : '?'}_r=${round}`);
      const result = await load({ baseUrl: server.url, paths: unique, connections: CONNECTIONS, seconds: SECONDS, fresh: true });
      printLoad(`round ${round}, ${kind === 'product' ? 'product detail' : 'search miss'}`, result);
      if (result.hitRate > 0) console.log(`   (${(100 * result.hitRate).toFixed(0)}% from the micro-cache: the figure is not a miss)`);
      runs[kind].push(result);
    }
  }
  const summary = (kind) => ({
    rps: median(runs[kind].map((r) => r.rps)),
    p50: median(runs[kind].map((r) => r.p50)),
    p95: median(runs[kind].map((r) => r.p95)),
    errors: runs[kind].reduce((sum, r) => sum + r.errors, 0),
  });
  const product = summary('product');
  const search = summary('search');
  console.log(`\nMedians of ${ROUNDS} rounds, ${CONNECTIONS} connections, ${SECONDS} s each, every request a micro-cache miss:`);
  for (const [label, s] of [['uncached product detail', product], ['search miss (20 words)', search]])
    console.log(`   ${label.padEnd(26)} ${s.rps.toFixed(0).padStart(6)} req/s   p50 ${s.p50.toFixed(1).padStart(6)} ms   p95 ${s.p95.toFixed(1).padStart(6)} ms`);
  report('search miss / product detail throughput', search.rps / product.rps, 1, 'x', { higherIsBetter: true });
  report('errors', product.errors + search.errors, 0, 'errors');
} finally {
  await server.stop();
}
finish();
