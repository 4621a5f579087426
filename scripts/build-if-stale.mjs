// Builds the web app and the server when the build is missing or older than the source: shared
// by `npm start`, `npm run admin` and the benchmarks, so none of them runs yesterday's code.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;
const sources = ['packages/domain/src', 'apps/api/src', 'apps/api/seed', 'apps/api/drizzle', 'apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'package-lock.json'];
const outputs = ['apps/web/dist/index.html', 'apps/web/dist-server/entry-server.js', 'apps/api/dist/server.js'];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

/** Builds when needed; `output` is where the build's own progress goes ('inherit' or 'ignore'). */
export function buildIfStale({ output = 'inherit' } = {}) {
  const built = Math.min(...outputs.map((file) => (existsSync(join(root, file)) ? statSync(join(root, file)).mtimeMs : 0)));
  const changed = Math.max(...sources.map((path) => newest(join(root, path))));
  if (built !== 0 && changed <= built) return false;
  console.error(built === 0 ? 'Compilando Plaza por primera vez…' : 'El código cambió: compilando de nuevo…');
  execSync('npm run build', { cwd: root, stdio: ['ignore', output, 'inherit'] });
  return true;
}
