// `npm start` (and `npm run admin`): builds the web app and the server when the build is missing
// or older than the source, then runs the server, or the bundled command named as the first
// argument. A second start with nothing changed skips the build.
//
// The server runs in a child process started with scripts/server-process.mjs's memory settings
// (a V8 flag and a glibc variable, which only apply to a process started with them). This process
// passes SIGINT and SIGTERM on (the server then stops gracefully, within SHUTDOWN_SECONDS) and exits
// as the server does.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildIfStale, root } from './build-if-stale.mjs';
import { serverProcess } from './server-process.mjs';

// React's server renderer (loaded with the web app) picks its build from NODE_ENV: the production
// one unless someone asked otherwise.
process.env.NODE_ENV ??= 'production';

const entry = process.argv[2] === 'admin' ? 'admin' : 'server';
buildIfStale({ output: entry === 'admin' ? 'ignore' : 'inherit' });
if (entry === 'admin') {
  process.argv.splice(2, 1);
  await import(join(root, 'apps/api/dist/admin.js'));
} else {
  const { nodeArgs, env } = serverProcess();
  const server = spawn(process.execPath, [...nodeArgs, join(root, 'apps/api/dist/server.js'), ...process.argv.slice(2)], { env, stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => {
    if (signal) {
      process.removeAllListeners(signal);
      process.kill(process.pid, signal);
    } else process.exit(code ?? 1);
  });
}
