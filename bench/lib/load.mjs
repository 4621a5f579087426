// A small closed-loop load generator: `connections` workers on keep-alive sockets, each sending
// its next request as soon as the last answered, for a fixed time. Returns latency percentiles.
import http from 'node:http';

/** The calls the home page's data comes from, as the browser would make them. */
export const HOME_CALLS = [
  '/api/market/hero',
  '/api/admin/categories',
  '/api/market/custom_section_with_category',
  '/api/market/customSection',
  '/api/market/stores/randomUbication',
  '/api/market/stores?popular=true',
  '/api/market/products/latest',
  '/api/market/products/specialOffers',
  '/api/market/products/tendency',
  '/api/market/reviews',
];

/** The `_b=` values `fresh` has used in this process: a warm-up's never come back in the run after it. */
let busted = 0;

/**
 * `fresh` appends a distinct `_b=` parameter to every request (distinct across the calls of one
 * process) so that the server's 5-second visitor micro-cache never answers: the figure is then
 * what a cache miss costs.
 */
export async function load({ baseUrl, paths, connections, seconds, headers = {}, fresh = false }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const url = new URL(baseUrl);
  const latencies = [];
  let errors = 0;
  let hits = 0;
  const failures = {};
  let next = 0;
  const deadline = performance.now() + seconds * 1000;

  const once = (path) =>
    new Promise((resolve) => {
      const started = performance.now();
      const request = http.request(
        { agent, host: url.hostname, port: url.port, path, method: 'GET', headers },
        (response) => {
          response.resume();
          response.on('end', () => {
            if (response.statusCode !== 200) {
              errors++;
              failures[response.statusCode] = (failures[response.statusCode] ?? 0) + 1;
            }
            if (response.headers['x-cache'] === 'hit') hits++;
            latencies.push(performance.now() - started);
            resolve();
          });
        },
      );
      request.on('error', (error) => {
        errors++;
        failures[error.code] = (failures[error.code] ?? 0) + 1;
        resolve();
      });
      request.end();
    });

  const pathFor = (n) => {
    const path = paths[n % paths.length];
    return fresh ? `${path}${path.includes('?') ? '&' : '?'}_b=${busted++}` : path;
  };
  const worker = async () => {
    while (performance.now() < deadline) await once(pathFor(next++));
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return { latencies, requests: latencies.length, errors, failures, hitRate: hits / Math.max(1, latencies.length), rps: latencies.length / elapsed, p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

/** One line of what `load` measured, under the figure the bench reports. */
export function printLoad(label, result) {
  console.log(
    `   ${label}: ${result.requests} requests, ${result.rps.toFixed(0)}/s, p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, ${result.errors} errors`,
  );
}
