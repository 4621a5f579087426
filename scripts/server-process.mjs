// The memory settings of a server process, as the service file (deploy/plaza@.service) starts it,
// and the benchmarks (so a bench measures what production runs); `npm start` passes the V8 flags
// (package.json), and the two glibc variables when the shell sets them
// (`MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072 npm start`; glibc reads them only at a
// process's start). deploy-config.test.ts keeps the three in step. Measured on the demo catalogue
// with PGlite (issue 25, point 2; bench/memory.bench.mjs and bench/RESULTS.md):
// - `--max-semi-space-size=4`: V8's young generation at 2 × 4 MB instead of Node 20's 2 × 16 MB.
//   Both halves are touched after a few collections, so the default holds about 24 MB more RSS;
//   the cost is more frequent (and shorter) minor collections.
// - `--heap-growing-percent=30`: after a full collection V8 lets old space grow to 1.3× what was
//   alive before the next one. On a machine with more than 16 GB it lets it grow up to 4×, so
//   one busy process reached 420–450 MB for 70–80 MB alive; with 1.3 it stays 266–289 MB after
//   the same load. Unlike `--max-old-space-size`, it sets no ceiling: a process whose live data
//   grows (a larger catalogue) collects more often, it does not abort. Measured cost: a cache miss
//   about 5% more CPU, a micro-cache hit about 0.2 ms more (full collections are more frequent).
// - MALLOC_ARENA_MAX=2: V8 compiles PGlite's WebAssembly (PostgreSQL) with its optimising compiler
//   on background threads, and glibc keeps the tens of megabytes that compilation borrowed in one
//   arena per thread after it is freed (about 70 MB idle). Two arenas reuse the same memory.
// - MALLOC_MMAP_THRESHOLD_=131072: a block of 128 KB or more (zlib's and brotli's state for each
//   compressed answer, the compiler's larger zones) is mapped on its own and given back to the
//   system when freed. By default glibc raises that threshold after the first such block is freed,
//   and from then on keeps them in its arenas: 15–25 MB more after load.
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4', '--heap-growing-percent=30'];
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };
/** The node arguments (before the script) and the environment for a server process. */
export function serverProcess(env = process.env) {
  const options = env.NODE_OPTIONS ?? '';
  const flags = SERVER_NODE_FLAGS.filter((flag) => !options.includes(flag.split('=')[0]));
  return { nodeArgs: flags, env: { ...SERVER_ENV, ...env } };
}
