// Login throughput: many shoppers logging in at once (8 at a time, each a new browser: CSRF token,
// then the login), with the argon2id parameters the server hashes with. Budget (accounts issue):
// at least 20 logins per second on 2 cores, with parameters that meet OWASP's guidance for
// argon2id (at least 19 MiB of memory, 2 passes, 1 lane).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { finish, report } from './report.mjs';
import { browserSession, loop } from './lib/browser-session.mjs';
import { ensureBuilt, root, startDemoServer } from './lib/server.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CUSTOMERS = 200;

const source = readFileSync(join(root, 'apps/api/src/platform/passwords.ts'), 'utf8');
const params = /ARGON2_PARAMS = \{[^}]*memoryCost: ([\d_]+), timeCost: (\d+), parallelism: (\d+)/.exec(source);
if (!params) throw new Error('ARGON2_PARAMS not found in apps/api/src/platform/passwords.ts');
const [memoryKiB, passes, lanes] = params.slice(1).map((value) => Number(value.replaceAll('_', '')));
console.log(`argon2id: ${memoryKiB} KiB (${(memoryKiB / 1024).toFixed(0)} MiB) of memory, ${passes} passes, ${lanes} lane(s)`);
report('argon2id memory (OWASP: ≥ 19 MiB with 2 passes)', memoryKiB, 19_456, 'KiB', { higherIsBetter: true });
report('argon2id passes', passes, 2, '', { higherIsBetter: true });

ensureBuilt();
const server = await startDemoServer({ prefix: 'plaza-bench-login-', customers: CUSTOMERS });
try {
  const result = await loop({
    workers: 8,
    seconds: SECONDS,
    once: async (i) => {
      const browser = browserSession(server.url);
      const response = await browser.send('/api/auth/login', { email: `cliente${(i % CUSTOMERS) + 1}@plaza.local`, password: 'Cliente123!' });
      await response.arrayBuffer();
      return response.status === 200 || response.status;
    },
  });
  console.log(`   ${result.done} logins in ${SECONDS} s, p50 ${result.p50.toFixed(0)} ms, p95 ${result.p95.toFixed(0)} ms, failures ${JSON.stringify(result.failures)}`);
  report('logins per second (8 at a time, PGlite)', result.rate, 20, '/s', { higherIsBetter: true });
  report('failed logins', result.errors, 0, '');
} finally {
  await server.stop();
}
finish();
