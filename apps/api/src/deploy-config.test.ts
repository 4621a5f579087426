import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { HERO_IMAGE_MAX_BYTES } from '@plaza/domain/schemas/admin-content';
import { PRODUCT_IMAGE_MAX_BYTES } from '@plaza/domain/product-rules';
import { onPostgres } from './test/database';
import { startServerProcess, stopServerProcesses } from './test/server-process';
import { freePort } from './test/free-port';
import { sellerApplication } from './test/payloads';

const root = new URL('../../../', import.meta.url).pathname;
const shipped = readFileSync(join(root, 'deploy/nginx.conf'), 'utf8');
const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
const work = mkdtempSync(join(tmpdir(), 'plaza-nginx-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
afterEach(stopServerProcesses);

/** Megabytes of an nginx size (`11m`, `512k`). */
function bytesOf(size: string): number {
  const match = /^(\d+)([km]?)$/i.exec(size)!;
  return Number(match[1]) * ({ '': 1, k: 1024, m: 1024 * 1024 }[match[2]!.toLowerCase() as '' | 'k' | 'm'] ?? 1);
}

/** The shipped file with a throwaway certificate in place of the site's, and whatever `change` does. */
function configFor(change: (text: string) => string = (text) => text): string {
  const cert = join(work, 'cert.pem');
  const key = join(work, 'key.pem');
  if (!existsSync(cert))
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=plaza.example.cu', '-keyout', key, '-out', cert], { stdio: 'ignore' });
  const text = change(shipped)
    .replace('/etc/letsencrypt/live/plaza.example.cu/fullchain.pem', cert)
    .replace('/etc/letsencrypt/live/plaza.example.cu/privkey.pem', key);
  const file = join(work, `nginx-${randomBytes(4).toString('hex')}.conf`);
  writeFileSync(file, text);
  return file;
}

const nginxArgs = (file: string) => ['-p', work, '-e', 'stderr', '-g', `pid ${file}.pid;`, '-c', file];


describe('deploy/nginx.conf', () => {
  it('forwards what Plaza relies on: client address and scheme, uploads of the largest picture, retries of reads only', () => {
    // Overwritten, never appended to: the first hop's header holds the address nginx saw, nothing the client wrote.
    expect(shipped).toMatch(/proxy_set_header X-Forwarded-For \$remote_addr;/);
    expect(shipped).not.toMatch(/^\s*proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for/m);
    expect(shipped).toMatch(/proxy_set_header X-Forwarded-Proto \$scheme;/);
    expect(shipped).toMatch(/proxy_set_header Connection "";/);
    const bodySize = /client_max_body_size (\S+);/.exec(shipped)?.[1];
    expect(bytesOf(bodySize!)).toBeGreaterThan(Math.max(HERO_IMAGE_MAX_BYTES, PRODUCT_IMAGE_MAX_BYTES));
    const retry = /proxy_next_upstream ([^;]+);/.exec(shipped)?.[1];
    expect(retry).toContain('error');
    expect(retry).not.toContain('non_idempotent');
    expect(shipped.match(/^\s*server \S+:\d+/gm)!.length).toBeGreaterThanOrEqual(2);
  });

  it.skipIf(!nginx)('passes `nginx -t`, and a broken copy does not', () => {
    const good = spawnSync(nginx!, ['-t', '-q', ...nginxArgs(configFor())], { encoding: 'utf8' });
    expect(good.status, good.stderr).toBe(0);
    const broken = spawnSync(nginx!, ['-t', '-q', ...nginxArgs(configFor((text) => text.replace('keepalive 64;', 'keepalive;')))], { encoding: 'utf8' });
    expect(broken.status).not.toBe(0);
  });

  /**
   * The shipped file run for real in front of two API processes on one PostgreSQL (only its
   * addresses changed): HTTPS answers from either process, plain HTTP is sent to HTTPS, and when
   * one process stops (SIGTERM) the reads that reach nginx are all answered by the other.
   */
  it.skipIf(!nginx || !onPostgres)('runs in front of two processes and keeps answering while one stops', async () => {
    const secret = randomBytes(32).toString('hex');
    const env = { SESSION_SECRET: secret, TRUST_PROXY: '1', PUBLIC_URL: 'https://plaza.example.cu' };
    const one = await startServerProcess(env);
    const two = await startServerProcess({ ...env, DATABASE_URL: one.databaseUrl! });
    const proxy = await startProxy([one.port, two.port]);
    const get = (path: string) => proxy.send('GET', path);
    try {
      const redirect = await new Promise<{ status: number; location?: string }>((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port: proxy.plain, path: '/store/1', headers: { host: 'plaza.example.cu' } }, (res) => {
          res.resume();
          resolve({ status: res.statusCode!, location: res.headers.location });
        });
        req.on('error', reject);
        req.end();
      });
      expect(redirect).toEqual({ status: 301, location: 'https://plaza.example.cu/store/1' });

      // One process stops while reads keep coming: every one is answered.
      const stopping = (async () => {
        one.child.kill('SIGTERM');
        return one.exited;
      })();
      const statuses: number[] = [];
      for (let i = 0; i < 60; i++) statuses.push((await get(i % 2 ? '/api/admin/categories' : '/api/health')).status);
      expect(await stopping).toBe(0);
      for (let i = 0; i < 20; i++) statuses.push((await get('/api/admin/categories')).status);
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
    } finally {
      await proxy.stop();
    }
  }, 120_000);

  /**
   * A client that writes its own X-Forwarded-For (a new address each time) is still the address
   * nginx saw: the shipped file overwrites the header, and TRUST_PROXY=1 believes one hop only.
   */
  it.skipIf(!nginx)('gives a spoofed X-Forwarded-For no say: the per-address limit holds and the log names nginx\'s peer', async () => {
    const server = await startServerProcess({ SESSION_SECRET: randomBytes(32).toString('hex'), TRUST_PROXY: '1', PUBLIC_URL: 'https://plaza.example.cu' });
    const proxy = await startProxy([server.port]);
    try {
      const csrf = await proxy.send('GET', '/api/auth/csrf-token', { 'x-forwarded-for': '198.51.100.1' });
      const headers = {
        cookie: csrf.cookies.join('; '),
        'x-csrf-token': (JSON.parse(csrf.body) as { csrf_token: string }).csrf_token,
        'x-requested-with': 'XMLHttpRequest',
        'content-type': 'application/json',
      };
      const statuses: number[] = [];
      for (let i = 1; i <= 11; i++) {
        const body = JSON.stringify(sellerApplication({ user: { email: `vendedora${i}@example.com` } }));
        statuses.push((await proxy.send('POST', '/api/store_admin/storeSolicitude', { ...headers, 'x-forwarded-for': `203.0.113.${i}, 10.9.8.${i}` }, body)).status);
      }
      // 10 seller applications per network an hour: the eleventh is refused whatever it claims.
      expect(statuses).toEqual([...Array<number>(10).fill(200), 429]);
      const logged = () =>
        server
          .output()
          .split('\n')
          .filter((line) => line.startsWith('{'))
          .map((line) => JSON.parse(line) as { url?: string; ip?: string })
          // One line per request ('request completed', or 'slow request' on a busy machine).
          .filter((line) => line.url === '/api/store_admin/storeSolicitude' && line.ip)
          .map((line) => line.ip);
      // The log is written in batches, at least every second.
      await expect.poll(() => logged().length, { timeout: 5_000 }).toBe(11);
      expect(new Set(logged())).toEqual(new Set(['127.0.0.1']));
    } finally {
      await proxy.stop();
    }
  }, 120_000);
});

/** The shipped nginx.conf, run for real on loopback in front of `ports` (only its addresses changed). */
async function startProxy(ports: number[]) {
  const [plain, secure] = [await freePort(), await freePort()];
  const upstreams = ports.map((port) => `\n    server 127.0.0.1:${port} max_fails=3 fail_timeout=10s;`).join('');
  const file = configFor((text) =>
    text
      .replace(/(\n\s*server 10\.0\.0\.11:3000[^\n]*)(\n\s*server 10\.0\.0\.12:3000[^\n]*)(\n\s*server 10\.0\.0\.13:3000[^\n]*)/, upstreams)
      .replace('listen 80;', `listen 127.0.0.1:${plain};`)
      .replace('listen 443 ssl http2;', `listen 127.0.0.1:${secure} ssl http2;`)
      .replace(/\n\s*listen \[::\]:\d+[^\n]*/g, ''),
  );
  const child = spawn(nginx!, ['-g', `daemon off; pid ${file}.pid;`, '-p', work, '-e', 'stderr', '-c', file], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const send = (method: string, path: string, headers: Record<string, string> = {}, body?: string) =>
    new Promise<{ status: number; body: string; cookies: string[] }>((resolve, reject) => {
      const req = request(
        { method, host: '127.0.0.1', port: secure, path, servername: 'plaza.example.cu', rejectUnauthorized: false, headers: { host: 'plaza.example.cu', ...headers } },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode!, body: text, cookies: (res.headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0]!) }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  const stop = async () => {
    child.kill('SIGQUIT');
    await new Promise((resolve) => child.once('exit', resolve));
  };
  let health: { status: number; body: string } | undefined;
  for (let attempt = 0; attempt < 50 && !health; attempt++) {
    health = await send('GET', '/api/health').catch(() => undefined);
    if (!health) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (health?.status !== 200) {
    await stop();
    throw new Error(`nginx did not answer: ${errors}`);
  }
  expect(JSON.parse(health.body)).toMatchObject({ status: 'ok', database: 'ok' });
  return { plain, send, stop };
}

describe("a server process's memory settings (scripts/server-process.mjs)", () => {
  it('are what `npm start` and the service file start the server with', async () => {
    const { SERVER_ENV, SERVER_NODE_FLAGS } = (await import(join(root, 'scripts/server-process.mjs'))) as {
      SERVER_ENV: Record<string, string>;
      SERVER_NODE_FLAGS: string[];
    };
    const start = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts.start!;
    expect(start).toBe(`node ${SERVER_NODE_FLAGS.join(' ')} scripts/start.mjs`);
    const service = readFileSync(join(root, 'deploy/plaza@.service'), 'utf8');
    expect(service).toContain(`ExecStart=/usr/bin/node ${SERVER_NODE_FLAGS.join(' ')} scripts/start.mjs`);
    for (const [name, value] of Object.entries(SERVER_ENV)) expect(service).toContain(`Environment=${name}=${value}`);
  });
});
