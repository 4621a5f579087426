// `npm test`: the stages one after the other, each timed, stopping at the first that fails. The
// closing table says where the time of a run went (issue 41: `npm test` within 15 minutes on 2 cores).
// The first stage runs the type check, the lint and the unit tests side by side: each is one
// single-threaded process, so on 2 cores they take the time of the longest rather than the sum.
// Their output is printed whole, one after the other, as each ends.
import { spawn } from 'node:child_process';

const stages = [
  ['type check, lint and unit tests', [['typecheck'], ['lint'], ['test:unit']]],
  ['api', [['test:api']]],
  ['e2e (build and browser)', [['test:e2e']]],
];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const times = [];
/** 719,600 ms → '12 min 00 s' (rounded to the second first, so never '11 min 60 s'). */
const minutes = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
};
const table = () => times.map(([name, ms, ok]) => `  ${ok ? 'ok  ' : 'FAIL'} ${name.padEnd(34)} ${minutes(ms)}`).join('\n');

/** `npm run <script>`: its output straight through when it runs alone, else kept and printed when it ends. */
function run(script, alone) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(npm, ['run', script], { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      if (!alone) process.stdout.write(`\n-- npm run ${script}\n${Buffer.concat(output).toString()}`);
      resolve([`${script}`, Date.now() - started, status === 0]);
    });
  });
}

for (const [name, scripts] of stages) {
  console.log(`\n== ${name}`);
  const started = Date.now();
  const results = await Promise.all(scripts.map(([script]) => run(script, scripts.length === 1)));
  const ok = results.every(([, , passed]) => passed);
  if (scripts.length > 1) for (const [script, ms, passed] of results) times.push([`  ${script}`, ms, passed]);
  times.push([name, Date.now() - started, ok]);
  if (!ok) {
    console.log(`\n== npm test stopped at ${name}\n${table()}`);
    process.exit(1);
  }
}
const total = times.filter(([name]) => !name.startsWith('  ')).reduce((sum, [, ms]) => sum + ms, 0);
console.log(`\n== npm test: every stage passed in ${minutes(total)}\n${table()}`);
