// Order creation: 16 customers ordering at once, each order 3 lines of one store with the
// store's coupon, priced, checked and stocked by the server in one transaction. Budget (cart
// issue): throughput and p95 printed for PostgreSQL and PGlite, with no failed order.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finish, report } from './report.mjs';
import { browserSession, loop } from './lib/browser-session.mjs';
import { ensureBuilt, prepareCatalogue, startServer, withPostgresDemo } from './lib/server.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CUSTOMERS = 16;
// More accounts than shoppers at once: each account may place 60 orders in 10 minutes.
const ACCOUNTS = 80;
const PRODUCTS = 10_000;
const STORE = 'tecnocuba';
const COUPON = 'BIENVENIDA10';

/** Products of the store that anyone can order one of, many times over. */
async function orderable(url) {
  const found = [];
  for (let page = 1; page <= 20 && found.length < 300; page++) {
    const answer = await (await fetch(`${url}/api/market/search?slug=${STORE}&page=${page}&page_size=100`)).json();
    for (const result of answer.data.results)
      if (result.result_type === 'product' && result.price > 0 && result.stock >= 40 && !result.availability) found.push(result);
    if (!answer.data.has_next) break;
  }
  return found;
}

async function measure(engine, server) {
  const products = await orderable(server.url);
  const storeId = products[0].store_id;
  const { payment_methods: methods } = await (await fetch(`${server.url}/api/market/paymentMethods/${storeId}`)).json();
  const method = methods[0];
  const customers = await Promise.all(
    Array.from({ length: ACCOUNTS }, async (_, i) => {
      const browser = browserSession(server.url);
      const login = await browser.send('/api/auth/login', { email: `cliente${i + 1}@plaza.local`, password: 'Cliente123!' });
      if (login.status !== 200) throw new Error(`login: ${login.status} ${await login.text()}`);
      return browser;
    }),
  );
  let next = 0;
  const result = await loop({
    workers: CUSTOMERS,
    seconds: SECONDS,
    once: async (i) => {
      const lines = [0, 1, 2].map((k) => products[(next++ * 3 + k) % products.length]);
      const response = await customers[i % ACCOUNTS].send('/api/market/orders', {
        store_id: storeId,
        payment_method_id: method.method_id,
        applied_coupon_code: COUPON,
        items: lines.map((product) => ({ product_id: product.product_id, quantity: 1 })),
      });
      const body = await response.json();
      return response.status === 200 && body.success !== false ? true : `${response.status} ${body.message ?? ''}`;
    },
  });
  console.log(`${engine}: ${result.done} orders (${products.length} products of ${STORE}), p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, failures ${JSON.stringify(result.failures)}`);
  console.log(`${`${engine} orders per second`.padEnd(48)} ${result.rate.toFixed(1).padStart(10)} /s`);
  console.log(`${`${engine} order p95`.padEnd(48)} ${result.p95.toFixed(1).padStart(10)} ms`);
  report(`${engine} failed orders`, result.errors, 0, '');
}

ensureBuilt();
await withPostgresDemo({ name: 'plaza_bench_orders', products: PRODUCTS, customers: ACCOUNTS }, async ({ dataDir, databaseUrl }) => {
  const server = await startServer({ dataDir, databaseUrl });
  await measure('PostgreSQL', server);
  await server.stop();
});
const dataDir = mkdtempSync(join(tmpdir(), 'plaza-bench-orders-'));
try {
  prepareCatalogue({ products: PRODUCTS, customers: ACCOUNTS, dataDir });
  const server = await startServer({ dataDir });
  await measure('PGlite', server);
  await server.stop();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
finish();
