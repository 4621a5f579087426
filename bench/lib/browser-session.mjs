// A browser's cookies and CSRF token for the benchmarks' API calls: enough to log in, order
// and log out as a shopper does.
export function browserSession(baseUrl) {
  const cookies = new Map();
  let token = '';
  const remember = (response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      const value = pair.slice(at + 1);
      if (value === '') cookies.delete(pair.slice(0, at));
      else cookies.set(pair.slice(0, at), value);
    }
    return response;
  };
  const cookie = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  return {
    async get(path, base = baseUrl) {
      return remember(await fetch(`${base}${path}`, { headers: { cookie: cookie() } }));
    },
    async send(path, body, { base = baseUrl, method = 'POST', headers = {} } = {}) {
      if (!token) token = (await (await this.get('/api/auth/csrf-token', base)).json()).csrf_token;
      return remember(
        await fetch(`${base}${path}`, {
          method,
          body: body === undefined ? undefined : JSON.stringify(body),
          headers: {
            cookie: cookie(),
            'x-csrf-token': token,
            'x-requested-with': 'XMLHttpRequest',
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...headers,
          },
        }),
      );
    },
    /** A multipart upload (`form` is a FormData), with the session's cookies and CSRF headers. */
    async sendForm(path, form, { base = baseUrl } = {}) {
      if (!token) token = (await (await this.get('/api/auth/csrf-token', base)).json()).csrf_token;
      return remember(
        await fetch(`${base}${path}`, {
          method: 'POST',
          body: form,
          headers: { cookie: cookie(), 'x-csrf-token': token, 'x-requested-with': 'XMLHttpRequest' },
        }),
      );
    },
    /** The Cookie header this browser sends, for a load generator to send the same. */
    cookie,
  };
}

/** Closed-loop: `workers` loops calling `once(i)` until `seconds` pass; latency percentiles of the successes. */
export async function loop({ workers, seconds, once }) {
  const latencies = [];
  const failures = {};
  let next = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (performance.now() < deadline) {
        const begun = performance.now();
        const outcome = await once(next++).catch((error) => String(error?.code ?? error));
        if (outcome === true) latencies.push(performance.now() - begun);
        else failures[outcome] = (failures[outcome] ?? 0) + 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  const errors = Object.values(failures).reduce((sum, n) => sum + n, 0);
  return { done: latencies.length, rate: latencies.length / elapsed, p50: at(0.5), p95: at(0.95), p99: at(0.99), errors, failures };
}
