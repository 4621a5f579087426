import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = new URL('../../../../', import.meta.url).pathname;

/**
 * `npm run admin -- …` as an operator runs it: a process of its own (through tsx, as the API
 * tests do not build), with this environment but for the database settings, plus `env`.
 */
export function runAdminCli(args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !['DATABASE_URL', 'DATA_DIR', 'TEST_DATABASE_URL'].includes(key)),
  ) as Record<string, string>;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/api/src/admin/cli.ts'), ...args], {
      cwd: root,
      env: { ...inherited, LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('close', (code) => resolve({ code, out }));
  });
}
