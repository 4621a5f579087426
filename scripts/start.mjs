// `npm start` (and `npm run admin`): builds the web app and the server when the build is missing
// or older than the source, then runs the server, or the bundled command named as the first
// argument. A second start with nothing changed skips the build.
//
// One process: the server runs in this one. Its memory settings (scripts/server-process.mjs) are
// given where the process starts: package.json's `start` passes the V8 flags, and the service file
// (deploy/plaza@.service) the flags and glibc's two variables. A parent that started the server with them
// would itself hold about 48 MB, more than they save.
import { join } from 'node:path';
import { buildIfStale, root } from './build-if-stale.mjs';

// React's server renderer (loaded with the web app) picks its build from NODE_ENV: the production
// one unless someone asked otherwise.
process.env.NODE_ENV ??= 'production';

const entry = process.argv[2] === 'admin' ? 'admin' : 'server';
buildIfStale({ output: entry === 'admin' ? 'ignore' : 'inherit' });
if (entry === 'admin') process.argv.splice(2, 1);
await import(join(root, `apps/api/dist/${entry}.js`));
