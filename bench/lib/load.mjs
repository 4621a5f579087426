// A small closed-loop load generator: `connections` workers on keep-alive sockets, each sending
// its next request as soon as the last answered, for a fixed time. Returns latency percentiles.
import http from 'node:http';

export async function load({ baseUrl, paths, connections, seconds, headers = {} }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const url = new URL(baseUrl);
  const latencies = [];
  let errors = 0;
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
            if (response.statusCode !== 200) errors++;
            latencies.push(performance.now() - started);
            resolve();
          });
        },
      );
      request.on('error', () => {
        errors++;
        resolve();
      });
      request.end();
    });

  const worker = async () => {
    while (performance.now() < deadline) await once(paths[next++ % paths.length]);
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return { requests: latencies.length, errors, rps: latencies.length / elapsed, p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}
