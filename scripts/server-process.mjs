// The memory settings of a server process, as the service file (deploy/plaza@.service) starts it,
// and the benchmarks (so a bench measures what production runs); `npm start` passes the V8 flag
// (package.json), and MALLOC_ARENA_MAX when the shell sets it (`MALLOC_ARENA_MAX=2 npm start`;
// glibc reads it only at a process's start). deploy-config.test.ts keeps the three in step. Measured on the demo catalogue with PGlite (issue 25, point 2;
// bench/memory.bench.mjs and bench/RESULTS.md):
// - `--max-semi-space-size=4`: V8's young generation at 2 × 4 MB instead of Node 20's 2 × 16 MB.
//   Both halves are touched after a few collections, so the default holds about 24 MB more RSS;
//   the cost is more frequent (and shorter) minor collections.
// - MALLOC_ARENA_MAX=2: V8 compiles PGlite's WebAssembly (PostgreSQL) with its optimising compiler
//   on background threads, and glibc keeps the tens of megabytes that compilation borrowed in one
//   arena per thread after it is freed (about 70 MB idle). Two arenas reuse the same memory.
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4'];
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2' };

/** The node arguments (before the script) and the environment for a server process. */
export function serverProcess(env = process.env) {
  const options = env.NODE_OPTIONS ?? '';
  const flags = SERVER_NODE_FLAGS.filter((flag) => !options.includes(flag.split('=')[0]));
  return { nodeArgs: flags, env: { ...SERVER_ENV, ...env } };
}
