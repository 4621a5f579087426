// Cold first start (install excluded: build, migrate, seed the demo catalogue) until the home
// page is served, then a warm restart on the same data. Budgets from the foundation issue.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finish, report } from './report.mjs';

const root = new URL('..', import.meta.url).pathname;
const port = 3900 + Math.floor(Math.random() * 90);
const url = `http://127.0.0.1:${port}`;

async function startUntilServed(dataDir) {
  const started = performance.now();
  const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/`);
      if (response.status === 200 && (await response.text()).includes('<div id="root"')) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const seconds = (performance.now() - started) / 1000;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  return seconds;
}

const dataDir = mkdtempSync(join(tmpdir(), 'plaza-bench-start-'));
try {
  rmSync(join(root, 'apps/web/dist'), { recursive: true, force: true });
  rmSync(join(root, 'apps/api/dist'), { recursive: true, force: true });
  report('cold first start to home page served', await startUntilServed(dataDir), 60, 's');
  report('warm restart to home page served', await startUntilServed(dataDir), 5, 's');
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
finish();
