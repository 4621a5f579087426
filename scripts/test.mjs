// `npm test`: the stages one after the other, each timed, stopping at the first that fails. The
// closing table says where the time of a run went (issue 21: CI under 40 minutes on 2 cores).
import { spawnSync } from 'node:child_process';

const stages = [
  ['typecheck', ['run', 'typecheck']],
  ['lint', ['run', 'lint']],
  ['unit', ['run', 'test:unit']],
  ['api', ['run', 'test:api']],
  ['e2e (build and browser)', ['run', 'test:e2e']],
];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const times = [];
const minutes = (ms) => `${Math.floor(ms / 60_000)} min ${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')} s`;
const table = () => times.map(([name, ms, ok]) => `  ${ok ? 'ok  ' : 'FAIL'} ${name.padEnd(26)} ${minutes(ms)}`).join('\n');

for (const [name, args] of stages) {
  console.log(`\n== ${name}`);
  const started = Date.now();
  const { status } = spawnSync(npm, args, { stdio: 'inherit' });
  times.push([name, Date.now() - started, status === 0]);
  if (status !== 0) {
    console.log(`\n== npm test stopped at ${name}\n${table()}`);
    process.exit(status ?? 1);
  }
}
const total = times.reduce((sum, [, ms]) => sum + ms, 0);
console.log(`\n== npm test: every stage passed in ${minutes(total)}\n${table()}`);
