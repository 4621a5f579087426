// `npm start` (and `npm run admin`): builds the web app and the server when the build is missing
// or older than the source, then runs the server, or the bundled command named as the first
// argument. A second start with nothing changed skips the build.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const sources = ['packages/domain/src', 'apps/api/src', 'apps/api/seed', 'apps/api/drizzle', 'apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'package-lock.json'];
const outputs = ['apps/web/dist/index.html', 'apps/api/dist/server.js'];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const built = Math.min(...outputs.map((file) => (existsSync(join(root, file)) ? statSync(join(root, file)).mtimeMs : 0)));
const changed = Math.max(...sources.map((path) => newest(join(root, path))));
if (built === 0 || changed > built) {
  console.error(built === 0 ? 'Compilando Plaza por primera vez…' : 'El código cambió: compilando de nuevo…');
  execSync('npm run build', { cwd: root, stdio: ['ignore', process.argv[2] === 'admin' ? 'ignore' : 'inherit', 'inherit'] });
}
const entry = process.argv[2] === 'admin' ? 'admin' : 'server';
if (entry === 'admin') process.argv.splice(2, 1);
await import(join(root, `apps/api/dist/${entry}.js`));
