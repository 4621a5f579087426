// Search with each sort and each filter (issue 20) on PostgreSQL: p95 at 16 connections with
// every request a cache miss, for the relevance set's queries (page 1), against the 30 ms budget
// at 100,000 products; and the plans of the price sorts, which must read indexes in order.
// BENCH_PRODUCTS (default 100,000) sizes the catalogue; BENCH_SECONDS each variant's run.
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { finish, report } from './report.mjs';
import { load, printLoad } from './lib/load.mjs';
import { ensureBuilt, startServer, withPostgresDemo } from './lib/server.mjs';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 16;
const BUDGET_MS = 30;

const relevanceSet = readFileSync(new URL('../apps/api/src/modules/search/relevance-set.ts', import.meta.url), 'utf8');
const QUERIES = [...relevanceSet.matchAll(/query: '([^']+)'/g)].map((match) => match[1]);

const VARIANTS = {
  relevance: '',
  price_asc: 'sort=price_asc',
  price_desc: 'sort=price_desc',
  newest: 'sort=newest',
  rating: 'sort=rating',
  'price range (CUP 500–5,000)': 'min_price=500&max_price=5000',
  'price range in USD, price_asc': 'currency=USD&min_price=5&max_price=100&sort=price_asc',
  'En oferta': 'offer=1',
  'Con existencias': 'in_stock=1',
  'Al por mayor': 'wholesale=1',
  'all filters, price_asc': 'sort=price_asc&min_price=100&max_price=100000&offer=1&in_stock=1',
};

// The price sort's SQL as search-filters.ts (byPrice) writes it, for EXPLAIN: browsing, a range,
// and a query's words (here 'cafe' as the full-text query the search builds for one word).
const active = (now) => `(p.offer_enabled and p.offer_price > 0 and p.offer_price < p.price
  and (p.offer_start is null or p.offer_start <= '${now}'::timestamptz) and (p.offer_end is null or '${now}'::timestamptz < p.offer_end))`;
function priceSql({ direction, where, min, max, limit = 21 }) {
  const now = new Date().toISOString();
  const range = (column) => [...(min !== undefined ? [`${column} >= ${min}`] : []), ...(max !== undefined ? [`${column} <= ${max}`] : [])];
  const branch = (column, kind) => `(
    select p.id, ${column} as price from products p join stores s on s.id = p.store_id
    where ${[`p.hidden = false and (s.active and s.suspended_at is null)`, 'p.currency_id = (select id from currencies where code = \'CUP\')', ...where, kind, ...range(column)].join(' and ')}
    order by ${column} ${direction}, p.id ${direction} limit ${limit})`;
  return `select id from (${branch('p.base_price', `not coalesce(${active(now)}, false)`)} union all ${branch('p.offer_price', active(now))}) priced
    order by price ${direction}, id ${direction} limit ${limit}`;
}
// With words, as sortedMatches writes it: every match first (the full-text index), then sorted.
function matchedSql({ direction, words, where = [] }) {
  const now = new Date().toISOString();
  return `with matched as materialized (
      select p.id, p.currency_id, (case when ${active(now)} then p.offer_price else p.base_price end) as price
      from products p join stores s on s.id = p.store_id
      where ${[`p.hidden = false and (s.active and s.suspended_at is null)`, `p.search @@ to_tsquery('spanish', '${words}')`, ...where].join(' and ')})
    select id from matched where currency_id = (select id from currencies where code = 'CUP')
    order by price ${direction}, id ${direction} limit 21`;
}
const PLANS = {
  'price_asc, browsing': priceSql({ direction: 'asc', where: [] }),
  'price_desc, browsing, 10.00–500.00 CUP': priceSql({ direction: 'desc', where: [], min: 1000, max: 50000 }),
  'price_asc, q=cafe': matchedSql({ direction: 'asc', words: 'cafe:*' }),
  'price_desc, q=nevera (and its synonym), in stock': matchedSql({ direction: 'desc', words: 'nevera:* | refrigerador', where: ['p.stock > 0'] }),
};

ensureBuilt();
await withPostgresDemo({ name: 'plaza_bench_search_filters', products: PRODUCTS }, async ({ dataDir, databaseUrl, seeded }) => {
  console.log(`PostgreSQL, ${PRODUCTS} products (grown in ${seeded.toFixed(0)} s); ${QUERIES.length} queries per variant, page 1, ${CONNECTIONS} connections, every request a cache miss`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('vacuum analyze');
  for (const [label, text] of Object.entries(PLANS)) {
    const { rows } = await client.query(`explain (analyze, costs off, timing off, summary on) ${text}`);
    console.log(`\nPlan: ${label}`);
    for (const row of rows) console.log(`   ${row['QUERY PLAN']}`);
  }
  await client.end();
  console.log('');

  const server = await startServer({ dataDir, databaseUrl });
  try {
    for (const [label, params] of Object.entries(VARIANTS)) {
      const paths = QUERIES.map((q) => `/api/market/search?q=${encodeURIComponent(q)}&page_size=20${params ? `&${params}` : ''}`);
      // Each query asked once first: the words' analysis is remembered for a minute, as on a site in use.
      for (const path of paths) await (await fetch(`${server.url}${path}`)).arrayBuffer();
      const result = await load({ baseUrl: server.url, paths, connections: CONNECTIONS, seconds: SECONDS, fresh: true });
      printLoad(label, result);
      report(`search p95 (miss), ${label}`, result.p95, BUDGET_MS, 'ms');
      if (result.errors) report(`search errors, ${label}`, result.errors, 0, 'errors');
    }
  } finally {
    await server.stop();
  }
});
finish();
