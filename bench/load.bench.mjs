// A browsing crowd on PostgreSQL with the 100,000-product catalogue, served by two API
// processes behind one address as a deployment with several processes runs: home, store,
// product, search and suggestions pages (each page's HTML and the API calls it makes) at 32
// concurrent connections for 60 s. Budget (production issue): no errors; throughput and
// p50/p95/p99 printed. Also checks that the two processes serve the same data and share
// sessions: a login on one is valid on the other, and a logout on the other ends it on the first.
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { finish, report } from './report.mjs';
import { browserSession } from './lib/browser-session.mjs';
import { HOME_CALLS, load } from './lib/load.mjs';
import { ensureBuilt, startServer, withPostgresDemo } from './lib/server.mjs';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const CONNECTIONS = 32;


/** The pages of a browsing session, each as its HTML and the calls it makes, in a fixed order. */
async function browsingMix(url) {
  const products = [];
  for (let page = 1; products.length < 400 && page <= 60; page += 7) {
    const answer = await (await fetch(`${url}/api/market/search?page=${page}&page_size=100`)).json();
    for (const result of answer.data.results) if (result.result_type === 'product') products.push(result);
  }
  const stores = await (await fetch(`${url}/api/market/stores`)).json();
  const relevanceSet = readFileSync(new URL('../apps/api/src/test/relevance-set.ts', import.meta.url), 'utf8');
  const queries = [...relevanceSet.matchAll(/query: '([^']+)'/g)].map((match) => match[1]);
  const mix = [];
  for (let i = 0; i < products.length; i++) {
    if (i % 10 === 0) mix.push('/', ...HOME_CALLS);
    const store = stores[i % stores.length];
    if (i % 3 === 0) mix.push(`/stores/${store.slug}`, `/api/market/stores/${store.slug}`);
    const product = products[i];
    mix.push(`/store/${product.store_id}/product/${product.product_id}`, `/api/market/products/${product.product_id}`);
    const q = queries[i % queries.length];
    for (let n = 3; n <= Math.min(q.length, 6); n++) mix.push(`/api/market/suggest?q=${encodeURIComponent(q.slice(0, n).trimEnd())}`);
    mix.push(`/api/market/search?q=${encodeURIComponent(q)}&page=1&page_size=20`, `/search?q=${encodeURIComponent(q)}`);
  }
  return mix.filter((path) => !/suggest\?q=.{0,2}$/.test(decodeURIComponent(path)));
}

async function sharedSessions(one, two) {
  const browser = browserSession(one.url);
  const login = await browser.send('/api/auth/login', { email: 'cliente@plaza.local', password: 'Cliente123!' });
  const onTwo = await browser.get('/api/market/auth', two.url);
  const logout = await browser.send('/api/auth/customer/logout', undefined, { base: two.url });
  const afterOnOne = await browser.get('/api/market/auth');
  return login.status === 200 && onTwo.status === 200 && logout.status === 200 && afterOnOne.status === 401;
}

/** Whether both processes give the same answers (but for the one that picks stores at random). */
async function sameData(one, two, paths) {
  const differing = [];
  for (const path of paths.filter((p) => p.startsWith('/api/') && !p.includes('randomUbication'))) {
    const [a, b] = await Promise.all([one, two].map(async (server) => (await fetch(`${server.url}${path}`)).text()));
    if (a !== b) differing.push(path);
  }
  if (differing.length) console.log(`   answers that differ: ${differing.join(', ')}`);
  return differing.length === 0;
}

ensureBuilt();
await withPostgresDemo({ name: 'plaza_bench_load', products: PRODUCTS }, async ({ dataDir, databaseUrl, seeded }) => {
  console.log(`(preparing PostgreSQL with ${PRODUCTS} products: ${seeded.toFixed(0)} s)`);
  // Two processes of one site: one database, one images folder, one session secret.
  const env = { SESSION_SECRET: randomBytes(32).toString('hex') };
  const servers = await Promise.all([startServer({ dataDir, databaseUrl, env }), startServer({ dataDir, databaseUrl, env })]);
  const [one, two] = servers;
  const mix = await browsingMix(one.url);
  report('two processes: a login on one is valid on the other', (await sharedSessions(one, two)) ? 1 : 0, 1, '', { higherIsBetter: true });
  report('two processes: the same answers', (await sameData(one, two, mix.slice(0, 80))) ? 1 : 0, 1, '', { higherIsBetter: true });

  console.log(`${mix.length} requests in the mix, ${CONNECTIONS} connections across 2 processes, ${SECONDS} s`);
  const results = await Promise.all(
    servers.map((server) => load({ baseUrl: server.url, paths: mix, connections: CONNECTIONS / 2, seconds: SECONDS })),
  );
  const latencies = results.flatMap((result) => result.latencies).sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  const errors = results.reduce((sum, result) => sum + result.errors, 0);
  const rps = results.reduce((sum, result) => sum + result.rps, 0);
  const hitRate = results.reduce((sum, result) => sum + result.hitRate * result.requests, 0) / Math.max(1, latencies.length);
  console.log(`   ${latencies.length} requests, ${rps.toFixed(0)}/s, p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms, ${(100 * hitRate).toFixed(0)}% from the micro-cache`);
  if (errors) console.log(`   failures: ${JSON.stringify(results.map((result) => result.failures))}`);
  report('browsing mix: errors', errors, 0, 'errors');
  report('browsing mix: throughput', Math.round(rps), 1, 'req/s', { higherIsBetter: true });
  await Promise.all(servers.map((server) => server.stop()));
});
finish();
