// Bulk price and stock changes (issue 43, point 1) on PostgreSQL: the server's preview (dry run),
// the saved change and its undo, each on 500 products of one store (the most one request takes),
// a fifth of them with a wholesale tier and an offer that the rules check. Budget: ≤ 1 s each
// (the slowest of the runs).
import { loadavg } from 'node:os';
import pg from 'pg';
import { finish, report } from './report.mjs';
import { browserSession } from './lib/browser-session.mjs';
import { addSellerWithStore } from './lib/seller.mjs';
import { ensureBuilt, startServer, withPostgresDemo } from './lib/server.mjs';

const PRODUCTS = 500;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BUDGET_MS = 1_000;
const SETTLE_MS = 1_000;
const SELLER = { email: 'bench-lote@plaza.local', password: 'Vendedor123!' };

async function fillStore(databaseUrl) {
  const storeId = await addSellerWithStore(databaseUrl, { ...SELLER, lastName: 'De prueba', storeName: 'Lotes', slug: 'lotes' });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `insert into products (store_id, category_id, name, description, price, currency_id, stock, hidden, search_keywords,
                             offer_enabled, offer_price, offer_start, offer_end)
       select $1, (select min(id) from categories), 'Producto en lote ' || g, '', 10000 + g, (select min(id) from currencies), 50 + g % 7, false, '',
              g % 5 = 0, case when g % 5 = 0 then 5000 end, case when g % 5 = 0 then now() - interval '1 day' end,
              case when g % 5 = 0 then now() + interval '30 days' end
       from generate_series(1, $2::int) g returning id`,
      [storeId, PRODUCTS],
    );
    await client.query(
      `insert into wholesale_prices (product_id, min_quantity, price_per_unit) select p.id, 10, 6000 from products p where p.store_id = $1 and p.id % 5 = 1`,
      [storeId],
    );
    await client.query('vacuum analyze');
    return { storeId, ids: rows.map((row) => row.id) };
  } finally {
    await client.end();
  }
}

ensureBuilt();
await withPostgresDemo({ name: 'plaza_bench_bulk' }, async ({ dataDir, databaseUrl }) => {
  const { storeId, ids } = await fillStore(databaseUrl);
  const server = await startServer({ dataDir, databaseUrl });
  try {
    const seller = browserSession(server.url);
    const login = await seller.send('/api/auth/login', SELLER);
    if (login.status !== 200) throw new Error(`login: ${login.status} ${await login.text()}`);
    const base = `/api/store_admin/stores/${storeId}/products/bulk`;
    const timed = async (path, body) => {
      // A seller reads the preview before saving and the banner before undoing: each request is timed
      // after the previous one's catalogue update (search index, caches) has settled, not on top of it.
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      const started = performance.now();
      const response = await seller.send(path, body);
      const answer = await response.json();
      const ms = performance.now() - started;
      if (response.status !== 200) throw new Error(`${path}: ${response.status} ${JSON.stringify(answer).slice(0, 200)}`);
      return { ms, answer };
    };
    const times = { preview: [], save: [], undo: [] };
    for (let run = 0; run < RUNS + 1; run += 1) {
      const change = { product_ids: ids, price: { percent: 10 }, stock: { add: 1 } };
      const preview = await timed(base, { ...change, dry_run: true });
      if (preview.answer.items.length !== PRODUCTS) throw new Error('the preview did not answer every product');
      const save = await timed(base, { ...change, dry_run: false });
      const undo = await timed(`${base}/${save.answer.bulk_id}/undo`);
      // The first run warms the server's statements and connections.
      if (run === 0) continue;
      times.preview.push(preview.ms);
      times.save.push(save.ms);
      times.undo.push(undo.ms);
    }
    console.log(`PostgreSQL, ${PRODUCTS} products in one request, ${RUNS} runs (ms): ${JSON.stringify(times, (_, v) => (typeof v === 'number' ? Math.round(v) : v))}`);
    // Most of a save is PostgreSQL rewriting 500 product rows (their generated search column, indexes and audit rows): a busy machine shows.
    console.log(`(load average while measured: ${loadavg().map((value) => value.toFixed(1)).join(', ')} on this machine)`);
    report(`bulk preview, slowest (${PRODUCTS} products)`, Math.max(...times.preview), BUDGET_MS, 'ms');
    report(`bulk save, slowest (${PRODUCTS} products)`, Math.max(...times.save), BUDGET_MS, 'ms');
    report(`bulk undo, slowest (${PRODUCTS} products)`, Math.max(...times.undo), BUDGET_MS, 'ms');
  } finally {
    await server.stop();
  }
});
finish();
