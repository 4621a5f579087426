// Reads a V8 CPU profile (node --cpu-prof) and prints where the time went: by part (the embedded
// database's WebAssembly, PGlite's JavaScript, Drizzle, Fastify and the app's code…) and the
// functions that spent most of it themselves.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const PARTS = [
  ['PGlite, the database (WebAssembly)', (url) => url.startsWith('wasm')],
  ['PGlite, protocol and parsing (JS)', (url) => url.includes('@electric-sql/pglite')],
  ['node-postgres', (url) => /node_modules\/pg(-[a-z]+)?\//.test(url)],
  ['Drizzle', (url) => url.includes('drizzle-orm')],
  ['Fastify and its plugins', (url) => /node_modules\/(@fastify|fastify|find-my-way|light-my-request|avvio|pino|fast-json-stringify)/.test(url)],
  ['zod (request and answer schemas)', (url) => url.includes('/zod/')],
  ['Plaza (apps/api/dist)', (url) => url.includes('apps/api/dist')],
  ['Node internals', (url) => url.startsWith('node:') || url === ''],
];

export function summarize(dir, { top = 12 } = {}) {
  const lines = [];
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.cpuprofile'))) {
    const profile = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    const self = new Map();
    for (let i = 0; i < profile.samples.length; i++) self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + (profile.timeDeltas[i] ?? 0));
    const byPart = new Map();
    const byFunction = new Map();
    let busy = 0;
    for (const [id, micros] of self) {
      const { functionName, url, lineNumber } = nodes.get(id).callFrame;
      if (functionName === '(idle)') continue;
      busy += micros;
      const part = ['(garbage collector)', '(program)'].includes(functionName)
        ? functionName
        : (PARTS.find(([, test]) => test(url))?.[0] ?? 'other packages');
      byPart.set(part, (byPart.get(part) ?? 0) + micros);
      const key = `${functionName || '(anonymous)'} ${url.split('/').slice(-2).join('/')}:${lineNumber + 1}`;
      byFunction.set(key, (byFunction.get(key) ?? 0) + micros);
    }
    lines.push(`   CPU busy ${(busy / 1e6).toFixed(1)} s; by part:`);
    for (const [part, micros] of [...byPart].sort((a, b) => b[1] - a[1])) lines.push(`      ${((100 * micros) / busy).toFixed(1).padStart(5)} %  ${part}`);
    lines.push('   functions with the most time of their own:');
    for (const [key, micros] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top))
      lines.push(`      ${((100 * micros) / busy).toFixed(1).padStart(5)} %  ${key}`);
  }
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(summarize(process.argv[2]));
