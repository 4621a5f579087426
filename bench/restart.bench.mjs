// Rolling restart under load (issue 22, point 3): two API processes on one PostgreSQL behind a
// small proxy that retries idempotent requests on connection errors (bench/lib/retrying-proxy.mjs,
// the retry nginx's `proxy_next_upstream error` and Caddy's `lb_try_duration` do). A browsing
// crowd runs through the proxy while each process in turn gets SIGTERM, exits and starts again
// on its port. Budget: 0 failed requests, and each stop exits 0 (within SHUTDOWN_SECONDS).
// Figures from a loaded, shared machine are noisy: the budget is about errors, not speed.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { finish, report } from './report.mjs';
import { HOME_CALLS, load, printLoad } from './lib/load.mjs';
import { startRetryingProxy } from './lib/retrying-proxy.mjs';
import { ensureBuilt, freePort, root, withPostgresDemo } from './lib/server.mjs';

const SECONDS = Number(process.env.BENCH_RESTART_SECONDS ?? 30);
const CONNECTIONS = 16;

/** One API process on a fixed port, that can be stopped with SIGTERM and started again there. */
function apiProcess({ port, dataDir, databaseUrl, env }) {
  let child;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    async start() {
      const started = performance.now();
      child = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
        cwd: root,
        env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', SEED: 'none', ...env },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      for (;;) {
        if (child.exitCode !== null) throw new Error('server exited');
        try {
          if ((await fetch(`${url}/api/health`)).ok) return (performance.now() - started) / 1000;
        } catch {
          // not listening yet
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    /** SIGTERM; resolves to the exit code and the seconds the stop took. */
    stop() {
      const started = performance.now();
      return new Promise((resolve) => {
        child.once('exit', (code) => resolve({ code, seconds: (performance.now() - started) / 1000 }));
        child.kill('SIGTERM');
      });
    },
  };
}

async function browsingMix(url) {
  const answer = await (await fetch(`${url}/api/market/search?page=1&page_size=100`)).json();
  const products = answer.data.results.filter((result) => result.result_type === 'product');
  const stores = await (await fetch(`${url}/api/market/stores`)).json();
  const queries = ['telefono', 'zapatos', 'arroz', 'camisa', 'cafe', 'ron', 'aceite', 'jabon'];
  const mix = ['/', ...HOME_CALLS];
  products.forEach((product, i) => {
    const store = stores[i % stores.length];
    if (i % 3 === 0) mix.push(`/stores/${store.slug}`, `/api/market/stores/${store.slug}`);
    mix.push(`/store/${product.store_id}/product/${product.product_id}`, `/api/market/products/${product.product_id}`);
    const q = queries[i % queries.length];
    mix.push(`/api/market/suggest?q=${q.slice(0, 4)}`, `/api/market/search?q=${q}&page=1&page_size=20`, `/search?q=${q}`);
  });
  return mix;
}

ensureBuilt();
await withPostgresDemo({ name: 'plaza_bench_restart' }, async ({ dataDir, databaseUrl }) => {
  const env = { SESSION_SECRET: randomBytes(32).toString('hex'), SHUTDOWN_SECONDS: '10' };
  const processes = [];
  for (let i = 0; i < 2; i++) processes.push(apiProcess({ port: await freePort(), dataDir, databaseUrl, env }));
  await Promise.all(processes.map((p) => p.start()));
  const proxy = await startRetryingProxy({ upstreams: processes.map((p) => p.url) });
  const mix = await browsingMix(proxy.url);
  console.log(`${mix.length} requests in the mix, ${CONNECTIONS} connections through the proxy to 2 processes, ${SECONDS} s; each process restarted once`);

  const stops = [];
  const restarts = (async () => {
    const pause = (s) => new Promise((resolve) => setTimeout(resolve, s * 1000));
    await pause(SECONDS * 0.2);
    for (const p of processes) {
      stops.push(await p.stop());
      const startSeconds = await p.start();
      console.log(`   restarted ${p.url}: stopped in ${stops.at(-1).seconds.toFixed(2)} s (exit ${stops.at(-1).code}), listening again in ${startSeconds.toFixed(1)} s`);
      await pause(SECONDS * 0.15);
    }
  })();
  const result = await load({ baseUrl: proxy.url, paths: mix, connections: CONNECTIONS, seconds: SECONDS, fresh: true });
  await restarts;
  printLoad('through the proxy', result);
  if (result.errors) console.log(`   failures: ${JSON.stringify(result.failures)}`);
  console.log(`   proxy: ${proxy.stats.requests} requests, ${proxy.stats.retries} retried on another process`);
  report('restarts done during the load', stops.length, 2, '', { higherIsBetter: true });
  report('failed requests across two restarts', result.errors, 0, '');
  report('stops that exited 0 (SHUTDOWN_SECONDS=10)', stops.filter((s) => s.code === 0).length, 2, '', { higherIsBetter: true });
  await proxy.close();
  await Promise.all(processes.map((p) => p.stop()));
});
finish();
