// The seller panel's product list at 10,000 products in one store, on PostgreSQL (issue 17):
// the list's pages, its status and category filters, and its search by name, as a seller's
// panel asks for them, at 4 concurrent connections (sellers at work at once; the panel is no storefront). Budget: p95 ≤ 50 ms for the list and for
// the search. Issue 43: the first page as the panel opens it, plain and through its one search box
// (names and SKUs), and the list's total from its own request (decision 030): budget p95 ≤ 300 ms
// each, with no count holding the page.
import pg from 'pg';
import { finish, report } from './report.mjs';
import { browserSession } from './lib/browser-session.mjs';
import { load, printLoad } from './lib/load.mjs';
import { addSellerWithStore } from './lib/seller.mjs';
import { ensureBuilt, startServer, withPostgresDemo } from './lib/server.mjs';

const PRODUCTS = 10_000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 4;
const BUDGET_MS = 50;
const FIRST_PAGE_BUDGET_MS = 300;
const SELLER = { email: 'bench-vendedor@plaza.local', password: 'Vendedor123!' };

/** A store of PRODUCTS products made from the demo's (names numbered, SKUs SKU-00001…), with tags, tiers, images, hidden and sold-out ones. */
async function fillStore(databaseUrl) {
  const storeId = await addSellerWithStore(databaseUrl, { ...SELLER, lastName: 'De prueba', storeName: 'Almacén Grande', slug: 'almacen-grande' });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into tags (store_id, name, slug, color) select $1, 'Etiqueta ' || g, 'etiqueta-' || g, '#336699' from generate_series(1, 12) g`,
      [storeId],
    );
    await client.query(
      `with demo as (select row_number() over (order by p.id) - 1 as k, p.*, c.name as category_name
                     from products p join categories c on c.id = p.category_id),
            total as (select count(*) as n from demo)
       insert into products (store_id, category_id, name, description, price, currency_id, stock, hidden, search_keywords, created_at, sku)
       select $1, d.category_id, d.name || ' ' || (g / total.n + 1), d.description, d.price, d.currency_id, (g * 7) % 40, g % 17 = 0,
              d.category_name, now() - g * interval '1 minute', 'SKU-' || lpad(g::text, 5, '0')
       from generate_series(1, $2::int) g cross join total join demo d on d.k = g % total.n`,
      [storeId, PRODUCTS],
    );
    await client.query(
      `insert into product_tags (product_id, tag_id)
       select p.id, t.id from products p join tags t on t.store_id = p.store_id and t.slug = 'etiqueta-' || (1 + p.id % 12)
       where p.store_id = $1 and p.id % 3 = 0`,
      [storeId],
    );
    await client.query(
      `insert into wholesale_prices (product_id, min_quantity, price_per_unit)
       select p.id, 10, greatest(1, p.price * 9 / 10) from products p where p.store_id = $1 and p.id % 5 = 0`,
      [storeId],
    );
    await client.query(
      `with images as (select array_agg(image order by id) as a from product_images)
       insert into product_images (product_id, image, position)
       select p.id, images.a[1 + (p.id + k) % array_length(images.a, 1)], k
       from products p cross join images cross join generate_series(0, 1) k where p.store_id = $1 and (k = 0 or p.id % 2 = 0)`,
      [storeId],
    );
    await client.query('vacuum analyze');
    return storeId;
  } finally {
    await client.end();
  }
}

ensureBuilt();
await withPostgresDemo({ name: 'plaza_bench_seller' }, async ({ dataDir, databaseUrl, seeded }) => {
  const started = performance.now();
  const storeId = await fillStore(databaseUrl);
  console.log(`(demo seeded in ${seeded.toFixed(0)} s; a store of ${PRODUCTS} products added in ${((performance.now() - started) / 1000).toFixed(0)} s)`);

  const server = await startServer({ dataDir, databaseUrl });
  try {
    const seller = browserSession(server.url);
    const login = await seller.send('/api/auth/login', SELLER);
    if (login.status !== 200) throw new Error(`login: ${login.status} ${await login.text()}`);
    const cookie = seller.cookie();
    const base = `/api/store_admin/stores/${storeId}/products`;
    const category = await (await fetch(`${server.url}/api/admin/categories`)).json().then((list) => list[0]?.category_id ?? 1);

    // What a seller's panel asks for: pages of the list (the first ones most), deep pages, filters.
    const LIST = [
      ...Array.from({ length: 10 }, (_, i) => `${base}?page=${i + 1}&page_size=20`),
      `${base}?page=1&page_size=50`,
      `${base}?page=100&page_size=20`,
      `${base}?page=499&page_size=20`,
      ...['visible', 'hidden', 'out_of_stock', 'low_stock'].flatMap((status) => [`${base}?status=${status}`, `${base}?status=${status}&page=3`]),
      `${base}?category=${category}`,
      `${base}?category=${category}&page=5`,
      `${base}?category=${category}&status=low_stock`,
    ];
    // Its search box: whole words, prefixes, accents left out, two words, a rare and an absent one, with filters.
    const SEARCH = [
      'telefono',
      'tele',
      'samsung',
      'cafe',
      'arroz',
      'zapatos',
      'aceite',
      'camiseta algodon',
      'galaxy a15',
      'ventilador',
      'xyzzy',
      'ca',
      '12',
    ].flatMap((q) => [`${base}?q=${encodeURIComponent(q)}`, `${base}?q=${encodeURIComponent(q)}&page=2`, `${base}?q=${encodeURIComponent(q)}&status=visible`]);

    // Issue 43: the first page, plain and searched by name or SKU (whole, or its start, any case), and the total's own request.
    const SEARCHED = ['telefono', 'cafe', 'camiseta algodon', 'xyzzy', 'SKU-04242', 'sku-000', 'sku-1'];
    const FIRST = [`${base}?page=1&page_size=20`, ...SEARCHED.map((q) => `${base}?q=${encodeURIComponent(q)}&page=1&page_size=20`)];
    const COUNTS = [`${base}/count`, `${base}/count?status=low_stock`, ...SEARCHED.map((q) => `${base}/count?q=${encodeURIComponent(q)}`)];

    const check = await fetch(`${server.url}${base}?page=1&page_size=20`, { headers: { cookie } });
    const first = await check.json();
    if (check.status !== 200 || first.results.length !== 20 || !first.has_next) throw new Error(`the list answered ${check.status}`);
    const total = await (await fetch(`${server.url}${base}/count`, { headers: { cookie } })).json();
    if (total.total !== PRODUCTS || total.more) throw new Error(`the count answered ${JSON.stringify(total)}`);
    const sku = await (await fetch(`${server.url}${base}?q=sku-04242`, { headers: { cookie } })).json();
    if (sku.results.length !== 1) throw new Error(`the SKU search found ${sku.results.length}`);
    console.log(`(the panel reads "1–20 de ${total.total.toLocaleString('es-ES', { useGrouping: 'always' })}")`);
    // Warm: every request once, as a panel in use has them; a page past a rare search's end is a 404 (issue 43) and is left out.
    const beyond = new Set();
    for (const path of [...LIST, ...SEARCH, ...FIRST, ...COUNTS]) {
      const response = await fetch(`${server.url}${path}`, { headers: { cookie } });
      await response.arrayBuffer();
      if (response.status === 404 && path.includes('page=2')) beyond.add(path);
      else if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    }
    const searches = SEARCH.filter((path) => !beyond.has(path));

    const list = await load({ baseUrl: server.url, paths: LIST, connections: CONNECTIONS, seconds: SECONDS, headers: { cookie } });
    const search = await load({ baseUrl: server.url, paths: searches, connections: CONNECTIONS, seconds: SECONDS, headers: { cookie } });
    const firstPages = await load({ baseUrl: server.url, paths: FIRST, connections: CONNECTIONS, seconds: SECONDS, headers: { cookie } });
    const counts = await load({ baseUrl: server.url, paths: COUNTS, connections: CONNECTIONS, seconds: SECONDS, headers: { cookie } });
    console.log(`PostgreSQL, one store of ${PRODUCTS} products, ${CONNECTIONS} connections`);
    printLoad('list', list);
    printLoad(`search (${SEARCH.length - searches.length} pages past a search's end left out)`, search);
    printLoad('first page, plain and searched by name or SKU (issue 43)', firstPages);
    printLoad("the list's total, its own request (issue 43)", counts);
    report(`seller product list p95 (${PRODUCTS} products)`, list.p95, BUDGET_MS, 'ms');
    report(`seller product search p95 (${PRODUCTS} products)`, search.p95, BUDGET_MS, 'ms');
    report(`seller product first page p95, with search (${PRODUCTS} products)`, firstPages.p95, FIRST_PAGE_BUDGET_MS, 'ms');
    report(`seller product total p95 (${PRODUCTS} products)`, counts.p95, FIRST_PAGE_BUDGET_MS, 'ms');
    const errors = list.errors + search.errors + firstPages.errors + counts.errors;
    if (errors) report('seller list and search errors', errors, 0, 'errors');
  } finally {
    await server.stop();
  }
});
finish();
