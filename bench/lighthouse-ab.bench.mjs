// Issue 44, point 6: the storefront's main thread against an earlier commit's, side by side in one
// run. BENCH_AB_BASE is the directory of another checkout of Plaza, installed and built there
// (`git worktree add --detach ../plaza-base c2ad838 && cd ../plaza-base && npm ci && npm run build`).
// Both builds serve the demo on PGlite; each page (BENCH_PAGES, default home and search) is
// audited by Lighthouse's mobile preset BENCH_ROUNDS times (3 unless set) on each build, the two
// interleaved and their order swapped each round, so that the machine's drift falls on both alike.
// Budget: this build's median total blocking time at most 30 ms above the base's.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { finish, report } from './report.mjs';
import { median, range, startAuditor } from './lib/lighthouse-audit.mjs';
import { ensureBuilt, startDemoServer } from './lib/server.mjs';

const baseDir = process.env.BENCH_AB_BASE && resolve(process.env.BENCH_AB_BASE);
if (!baseDir) {
  console.log('not run: BENCH_AB_BASE is not set (the directory of the other build to compare with; see the head of this file).');
  process.exit(0);
}
const ROUNDS = Math.max(1, Math.floor(Number(process.env.BENCH_ROUNDS)) || 3);
const TBT_MARGIN_MS = 30;
const PATHS = { home: '/', search: '/search?q=cafe', stores: '/stores' };
const pages = (process.env.BENCH_PAGES?.split(',') ?? ['home', 'search']).filter((name) => PATHS[name]);

ensureBuilt();
/** The other checkout's own bench helpers: its seed and its server, as that commit ran them. */
const base = await import(pathToFileURL(join(baseDir, 'bench/lib/server.mjs')).href);
const baseDataDir = mkdtempSync(join(tmpdir(), 'plaza-bench-ab-base-'));
base.prepareCatalogue({ products: 0, dataDir: baseDataDir });
const builds = { base: await base.startServer({ dataDir: baseDataDir }), head: await startDemoServer({ prefix: 'plaza-bench-ab-head-' }) };
const auditor = await startAuditor();

try {
  const tbt = Object.fromEntries(pages.map((name) => [name, { base: [], head: [] }]));
  for (const server of Object.values(builds)) for (const name of pages) await (await fetch(server.url + PATHS[name])).text();
  await auditor.warm(Object.values(builds).flatMap((server) => pages.map((name) => server.url + PATHS[name])));
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? ['base', 'head'] : ['head', 'base'];
    for (const name of pages)
      for (const build of order) {
        const result = await auditor.audit(builds[build].url + PATHS[name], undefined, `ab-${build}-${name}`);
        tbt[name][build].push(result.tbt);
        console.log(`   round ${round + 1}, ${name}, ${build}: TBT ${result.tbt.toFixed(0)} ms, performance ${result.performance}, LCP ${result.lcp.toFixed(2)} s`);
      }
  }
  console.log(`Lighthouse mobile, ${ROUNDS} rounds interleaved; base = ${baseDir}`);
  for (const name of pages) {
    const { base: before, head: now } = tbt[name];
    console.log(`   ${name}: base TBT ${range(before)} ms (median ${median(before).toFixed(0)}), this build ${range(now)} ms (median ${median(now).toFixed(0)})`);
    report(`${name}: median TBT above the base's`, median(now) - median(before), TBT_MARGIN_MS, 'ms');
  }
} finally {
  await auditor.close();
  await builds.head.stop();
  await builds.base.stop();
  rmSync(baseDataDir, { recursive: true, force: true });
}
finish();
