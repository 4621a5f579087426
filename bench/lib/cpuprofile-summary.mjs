// Sums a V8 .cpuprofile (`node --cpu-prof`) by self time: per function and per module (the npm
// package, node's own internals, or Plaza's bundle), so one sees where a server's time goes.
// `node bench/lib/cpuprofile-summary.mjs FILE.cpuprofile [rows]`, or `summarize(file, window)`: a
// window `{ from, to }` in microseconds of the monotonic clock (`process.hrtime.bigint() / 1000n`
// in any process of the machine: V8 stamps its samples with the same clock) keeps only the
// samples taken in it, e.g. while a load ran, leaving the process's start-up out.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

function moduleOf(url) {
  if (!url) return '(native / V8)';
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  const packages = [...url.matchAll(/node_modules\/((?:@[^/]+\/)?[^/]+)/g)];
  if (packages.length) return packages.at(-1)[1];
  if (url.includes('apps/api/dist/')) return 'plaza (apps/api/dist)';
  return url.replace(/^file:\/\//, '');
}

/** `{ total, byModule, byFunction }`, each a list of [name, ms] by self time, largest first. */
export function summarize(file, { from = -Infinity, to = Infinity } = {}) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    if (at >= from && at <= to) self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + delta);
  }
  const byModule = new Map();
  const byFunction = new Map();
  let total = 0;
  for (const [id, micros] of self) {
    const { callFrame } = nodes.get(id);
    const ms = micros / 1000;
    total += ms;
    const module = callFrame.url ? moduleOf(callFrame.url) : callFrame.functionName.startsWith('(') ? callFrame.functionName : '(native / V8)';
    byModule.set(module, (byModule.get(module) ?? 0) + ms);
    const name = `${callFrame.functionName || '(anonymous)'}  ${module}${callFrame.url ? `:${callFrame.lineNumber + 1}` : ''}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
  }
  const sorted = (map) => [...map].sort((a, b) => b[1] - a[1]);
  return { total, byModule: sorted(byModule), byFunction: sorted(byFunction) };
}

export function printSummary(file, rows = 25, window = {}) {
  const { total, byModule, byFunction } = summarize(file, window);
  const line = ([name, ms]) => `   ${((100 * ms) / total).toFixed(1).padStart(5)}%  ${ms.toFixed(0).padStart(6)} ms  ${name}`;
  console.log(`self time by module (${total.toFixed(0)} ms sampled):`);
  for (const row of byModule.slice(0, rows)) console.log(line(row));
  console.log('self time by function:');
  for (const row of byFunction.slice(0, rows)) console.log(line(row));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) printSummary(process.argv[2], Number(process.argv[3] ?? 25));
