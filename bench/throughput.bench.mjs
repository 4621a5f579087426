// Issue 21 point 2: how close Plaza comes to bare Fastify on its cheapest real answer. A visitor
// (no cookie) asks again and again for the home page's latest products, compressed: Plaza
// answers it from its micro-cache. Bare Fastify, started in the same run, answers the same path
// with the very same bytes and headers, without plugins, hooks or logger. Both are driven by the
// same lean load generator (bench/lib/http-load.mjs) at 32 connections, in interleaved rounds of
// 10 s each (the order flips every round), and the medians are compared.
// Budget: Plaza, with its request log kept (LOG_LEVEL=info, written to a file), serves ≥ 50% of
// bare Fastify's requests per second. Also printed: Plaza with the log at `warn`, for reference.
// The load generator shares the machine's cores with the server: on a machine loaded by other
// work the absolute figures move a lot, the ratio (each round's servers measured back to back)
// much less; say which it was when you write the figure down.
// BENCH_THROUGHPUT_SERVER=/path/to/apps/api/dist/server.js runs another build of Plaza (another
// commit's, bundled with `node apps/api/build.mjs` in a copy of that commit) in place of this one.
// BENCH_THROUGHPUT_PROFILE=1 instead runs Plaza (log on) under `node --cpu-prof` for one load of
// BENCH_THROUGHPUT_SECONDS and prints its self time per module and per function.
import http from 'node:http';
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, openSync, closeSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finish, report } from './report.mjs';
import { hammer } from './lib/http-load.mjs';
import { printSummary } from './lib/cpuprofile-summary.mjs';
import { ensureBuilt, freePort, prepareCatalogue, root, startServer } from './lib/server.mjs';

const PATH = '/api/market/products/latest';
const SECONDS = Number(process.env.BENCH_THROUGHPUT_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_THROUGHPUT_ROUNDS ?? 5);
const CONNECTIONS = 32;
/** What a browser sends: the answer comes back compressed (brotli). */
const REQUEST_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'application/json' };
/** Set by Node's HTTP server itself on every answer, so not copied to the bare server. */
const SET_BY_NODE = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/** CPU seconds (user + system) a process has used so far, from /proc (Linux); NaN elsewhere. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Plaza's answer as the load generator gets it: status, raw headers and the compressed bytes. */
function capture(port) {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: PATH, headers: REQUEST_HEADERS }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode, rawHeaders: response.rawHeaders, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

async function startBare(answer, dir) {
  const headers = {};
  let headBytes = 0;
  for (let i = 0; i < answer.rawHeaders.length; i += 2) {
    const [name, value] = [answer.rawHeaders[i], answer.rawHeaders[i + 1]];
    headBytes += name.length + value.length + 4;
    if (!SET_BY_NODE.has(name.toLowerCase())) headers[name] = value;
  }
  const file = join(dir, 'answer.json');
  writeFileSync(file, JSON.stringify({ path: PATH, headers, body: answer.body.toString('base64') }));
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'bench/lib/bare-fastify.mjs'), String(port), file], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await capture(port)).status === 200) break;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { port, pid: child.pid, headBytes, stop: () => new Promise((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', resolve), child.kill('SIGTERM')))) };
}

ensureBuilt();
const dir = mkdtempSync(join(tmpdir(), 'plaza-bench-throughput-'));
const servers = [];
try {
  const dataDir = join(dir, 'data');
  prepareCatalogue({ products: 0, dataDir });
  // PGlite is opened by one process only: the second Plaza gets its own copy of the demo.
  cpSync(dataDir, join(dir, 'data-quiet'), { recursive: true });
  const logFile = join(dir, 'plaza.log');
  const logFd = openSync(logFile, 'a');
  const profileDir = join(dir, 'profile');
  const profiling = process.env.BENCH_THROUGHPUT_PROFILE === '1';
  const nodeArgs = profiling ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const entry = process.env.BENCH_THROUGHPUT_SERVER;
  const plaza = await startServer({ dataDir, env: { LOG_LEVEL: 'info' }, stdout: logFd, nodeArgs, entry });
  closeSync(logFd);
  servers.push(plaza);
  if (profiling) {
    await hammer({ port: plaza.port, path: PATH, headers: REQUEST_HEADERS, connections: CONNECTIONS, seconds: 2 });
    const from = Number(process.hrtime.bigint() / 1000n);
    const result = await hammer({ port: plaza.port, path: PATH, headers: REQUEST_HEADERS, connections: CONNECTIONS, seconds: SECONDS });
    const to = Number(process.hrtime.bigint() / 1000n);
    console.log(`profiled Plaza: ${result.rps.toFixed(0)} req/s (under the profiler), ${result.errors} errors; samples taken while the load ran:`);
    await plaza.stop();
    const [profile] = readdirSync(profileDir).filter((name) => name.endsWith('.cpuprofile'));
    printSummary(join(profileDir, profile), Number(process.env.BENCH_THROUGHPUT_ROWS ?? 30), { from, to });
    if (process.env.BENCH_THROUGHPUT_KEEP) cpSync(join(profileDir, profile), process.env.BENCH_THROUGHPUT_KEEP);
    rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  }
  const quiet = await startServer({ dataDir: join(dir, 'data-quiet'), env: { LOG_LEVEL: 'warn' }, entry });
  servers.push(quiet);

  const answer = await capture(plaza.port);
  const encoding = answer.rawHeaders.find((_, i, all) => i % 2 === 0 && all[i].toLowerCase() === 'content-encoding' ? true : false);
  const bare = await startBare(answer, dir);
  servers.push(bare);
  const bareAnswer = await capture(bare.port);
  const plazaHead = answer.rawHeaders.reduce((sum, part) => sum + part.length, 0) + answer.rawHeaders.length * 2;
  const bareHead = bareAnswer.rawHeaders.reduce((sum, part) => sum + part.length, 0) + bareAnswer.rawHeaders.length * 2;
  console.log(
    `${PATH}: ${answer.body.length} bytes ${encoding ? answer.rawHeaders[answer.rawHeaders.indexOf(encoding) + 1] : 'uncompressed'}, headers ${plazaHead} bytes (Plaza) vs ${bareHead} (bare), same body: ${answer.body.equals(bareAnswer.body)}`,
  );

  const contenders = [
    { name: 'Plaza, request log on (info, to a file)', port: plaza.port, pid: plaza.pid, rps: [], cpu: [] },
    { name: 'Plaza, request log at warn', port: quiet.port, pid: quiet.pid, rps: [], cpu: [] },
    { name: 'bare Fastify, same bytes', port: bare.port, pid: bare.pid, rps: [], cpu: [] },
  ];
  let errors = 0;
  // Warm up every server (JIT, the micro-cache and its compressed bytes).
  for (const contender of contenders) await hammer({ port: contender.port, path: PATH, headers: REQUEST_HEADERS, connections: CONNECTIONS, seconds: 2 });
  const logBefore = statSync(logFile).size;
  const ratios = [];
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 ? [...contenders].reverse() : contenders;
    const figures = {};
    for (const contender of order) {
      const cpuBefore = cpuSeconds(contender.pid);
      const result = await hammer({ port: contender.port, path: PATH, headers: REQUEST_HEADERS, connections: CONNECTIONS, seconds: SECONDS });
      errors += result.errors;
      contender.rps.push(result.rps);
      contender.cpu.push(((cpuSeconds(contender.pid) - cpuBefore) * 1e6) / result.requests);
      figures[contender.name] = result.rps;
    }
    ratios.push(figures[contenders[0].name] / figures[contenders.at(-1).name]);
    console.log(`   round ${round + 1}: ${contenders.map((c) => `${c.name.split(',')[0]}${c === contenders[1] ? ' (warn)' : ''} ${figures[c.name].toFixed(0)}/s ${c.cpu.at(-1).toFixed(0)} µs CPU/req`).join(', ')}`);
  }
  const logLines = readFileSync(logFile, 'utf8').slice(logBefore).split('\n').filter(Boolean).length;
  for (const contender of contenders)
    console.log(`   ${contender.name}: median ${median(contender.rps).toFixed(0)} req/s, ${median(contender.cpu).toFixed(0)} µs of server CPU per request`);
  const plazaRequests = contenders[0].rps.reduce((sum, rps) => sum + rps * SECONDS, 0);
  console.log(`   Plaza's log: ${logLines} lines for about ${plazaRequests.toFixed(0)} requests during the rounds`);
  console.log(`   Plaza (log at warn) ÷ bare, medians: ${((100 * median(contenders[1].rps)) / median(contenders.at(-1).rps)).toFixed(1)}%`);
  console.log(
    `   bare's CPU per request ÷ Plaza's (what the req/s ratio would be if the server alone were the bottleneck): log on ${((100 * median(contenders[2].cpu)) / median(contenders[0].cpu)).toFixed(1)}%, log at warn ${((100 * median(contenders[2].cpu)) / median(contenders[1].cpu)).toFixed(1)}%`,
  );
  console.log(`   (${ROUNDS} rounds of ${SECONDS} s, ${CONNECTIONS} connections; load average ${(await import('node:os')).loadavg().map((l) => l.toFixed(1)).join(' ')})`);
  report('errors', errors, 0, '');
  report('Plaza (request log on) ÷ bare Fastify, req/s', Number((100 * median(ratios)).toFixed(1)), 50, '%', { higherIsBetter: true });
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  rmSync(dir, { recursive: true, force: true });
}
finish();
