// `npm run bench [name…]`: runs the benchmarks in this folder one after another. Each prints its
// figures against its budgets; this runner exits non-zero when any figure is over budget.
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const wanted = process.argv.slice(2);
const benches = readdirSync(here)
  .filter((name) => name.endsWith('.bench.mjs'))
  .filter((name) => wanted.length === 0 || wanted.some((w) => name.startsWith(w)));

let failed = 0;
for (const name of benches) {
  console.log(`\n== ${name}`);
  const result = spawnSync(process.execPath, [`${here}${name}`], { stdio: 'inherit' });
  if (result.status !== 0) failed++;
}
console.log(`\n${benches.length - failed} within budget, ${failed} over budget or failed`);
process.exit(failed ? 1 : 0);
