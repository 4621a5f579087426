// A small reverse proxy in front of several API processes, as nginx or Caddy would be (see
// deploy/): requests go round-robin to the upstreams over keep-alive connections, and an
// idempotent request (GET, HEAD) that meets a connection error before any answer — a refused
// connection while a process restarts, a keep-alive connection the process closed as it stopped —
// is sent again to the next upstream. Other methods are never sent twice: their error is a 502.
import http from 'node:http';

const IDEMPOTENT = new Set(['GET', 'HEAD']);
// Headers that describe one hop's connection, not the message (RFC 9110, 7.6.1).
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer'];

/**
 * Starts the proxy on 127.0.0.1 (`port` 0: any free port). `upstreams` are base URLs. An idempotent
 * request tries every upstream in turn, up to `rounds` times over, `retryDelayMs` between rounds
 * (a restart in which every upstream is briefly down). Resolves to { url, stats, close }.
 */
export async function startRetryingProxy({ upstreams, port = 0, rounds = 20, retryDelayMs = 100 }) {
  const targets = upstreams.map((base) => new URL(base));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const stats = { requests: 0, retries: 0, failed: 0 };
  let turn = 0;

  const forward = (request, response, target, body) =>
    new Promise((resolve, reject) => {
      const headers = { ...request.headers };
      for (const name of HOP_BY_HOP) delete headers[name];
      headers['x-forwarded-for'] = request.socket.remoteAddress;
      headers['x-forwarded-proto'] = 'http';
      const upstream = http.request(
        { agent, host: target.hostname, port: target.port, method: request.method, path: request.url, headers },
        (answer) => {
          const out = { ...answer.headers };
          for (const name of HOP_BY_HOP) delete out[name];
          response.writeHead(answer.statusCode, out);
          answer.pipe(response);
          answer.on('end', resolve);
          // Cut off after the answer began: nothing can be retried, the client sees the cut.
          answer.on('error', () => {
            response.destroy();
            resolve();
          });
        },
      );
      upstream.on('error', reject);
      if (body) body.pipe(upstream);
      else upstream.end();
    });

  const server = http.createServer(async (request, response) => {
    stats.requests++;
    const idempotent = IDEMPOTENT.has(request.method);
    const first = turn++ % targets.length;
    const attempts = idempotent ? targets.length * rounds : 1;
    for (let attempt = 0; attempt < attempts; attempt++) {
      if (attempt > 0 && attempt % targets.length === 0) await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
      const target = targets[(first + attempt) % targets.length];
      try {
        await forward(request, response, target, idempotent ? undefined : request);
        return;
      } catch {
        if (response.headersSent) return;
        if (attempt + 1 < attempts) stats.retries++;
      }
    }
    stats.failed++;
    response.writeHead(502, { 'content-type': 'application/json' });
    response.end('{"success":false,"message":"Bad gateway"}');
  });
  server.keepAliveTimeout = 75_000;
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    stats,
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}
