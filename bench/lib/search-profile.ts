// Where a search miss's time goes (issue 25): runs the search service in this process on a seeded
// data dir (PGlite) or database (DATABASE_URL), with every query it sends timed, then each query
// again under EXPLAIN (ANALYZE, BUFFERS), and the Node side's time (everything but the queries).
// `npx tsx bench/lib/search-profile.ts DATA_DIR [word…]` (with DATABASE_URL set for PostgreSQL).
// Run by bench/search-miss.bench.mjs; prints a table per word.
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { openDatabase, type Database } from '../../apps/api/src/db/connection';
import { forgetAnalysedWords, search } from '../../apps/api/src/modules/search/search-service';

const [dataDir, ...words] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: search-profile.ts DATA_DIR [word…]');
const handle = await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL });
const real = handle.db;

type Sent = { label: string; ms: number; cpu: number; query?: SQL };

/** CPU time of this process in ms: on a loaded machine, what a query costs here, whatever the scheduler does. */
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
let sent: Sent[] = [];

/** The first words of a query's SQL, as a label. */
function labelOf(query: SQL | string): string {
  const text = (typeof query === 'string' ? query : real.dialect.sqlToQuery(query).sql).replace(/\s+/g, ' ').trim();
  if (/^execute plaza_prepared_/.test(text)) return 'products (and stores) ranked and loaded (prepared)';
  if (/^prepare plaza_prepared_/.test(text)) return 'the ranking statement prepared';
  if (/full_match/.test(text)) return /select json_agg\(candidate\)/.test(text) ? 'products and stores, ranked and loaded (one statement)' : 'products ranked and loaded (one statement)';
  if (/suggest_terms.*% immutable_unaccent/.test(text)) return 'typo pass (pg_trgm on known words)';
  if (/numnode/.test(text)) return 'word analysis (prefix/completion pass)';
  if (/with ordinality as t\(q, k\)/.test(text)) return "the words' tsqueries (remembered with the analysis)";
  if (/ts_rank\(s\.search/.test(text)) return 'stores ranked';
  if (/from stores s left join townships/.test(text)) return 'stores loaded';
  if (/ts_rank\(p\.search/.test(text)) return 'products ranked (pool)';
  if (/json_agg\(json_build_object\('image'/.test(text)) return 'products loaded';
  if (/count\(\*\)/.test(text)) return 'count';
  return text.slice(0, 60);
}

/** Times `run` as one query sent, labelled by its text. */
async function timed<T>(query: SQL | string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const cpu = cpuMs();
  const result = await run();
  sent.push({ label: labelOf(query), ms: performance.now() - started, cpu: cpuMs() - cpu, query: typeof query === 'string' ? undefined : query });
  return result;
}

// On PGlite the ranking statement goes to the client itself (db/prepared.ts): its `exec` is timed too.
const client = (real as { $client?: unknown }).$client;
const tracedClient =
  client instanceof PGlite
    ? new Proxy(client, {
        get(target, property) {
          const value: unknown = Reflect.get(target, property, target);
          if (property === 'exec') return (text: string) => timed(text, () => target.exec(text));
          return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
        },
      })
    : client;

const traced = new Proxy(real, {
  get(target, property, receiver) {
    if (property === '$client') return tracedClient;
    if (property !== 'execute') return Reflect.get(target, property, receiver);
    return (query: SQL) => timed(query, () => target.execute(query));
  },
}) as Database;

const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
for (const word of words.length > 0 ? words : ['cafe']) {
  // A miss as a shopper meets it: nothing remembered of this word (warm twice first: plans, pages).
  for (let i = 0; i < 2; i++) {
    forgetAnalysedWords(traced);
    await search(traced, { q: word, page: 1, page_size: 20 });
  }
  const runs = 10;
  let total = 0;
  let totalCpu = 0;
  let inQueries = 0;
  let inQueriesCpu = 0;
  const byLabel = new Map<string, { ms: number; cpu: number }>();
  for (let i = 0; i < runs; i++) {
    forgetAnalysedWords(traced);
    sent = [];
    const started = performance.now();
    const cpu = cpuMs();
    await search(traced, { q: word, page: 1, page_size: 20 });
    total += performance.now() - started;
    totalCpu += cpuMs() - cpu;
    for (const query of sent) {
      inQueries += query.ms;
      inQueriesCpu += query.cpu;
      const sum = byLabel.get(query.label) ?? { ms: 0, cpu: 0 };
      byLabel.set(query.label, { ms: sum.ms + query.ms, cpu: sum.cpu + query.cpu });
    }
  }
  const last = sent;
  const f = (ms: number) => (ms / runs).toFixed(2).padStart(8);
  console.log(`\n${engine}, search miss for '${word}' (mean of ${runs}, words' analysis forgotten each time; wall ms, then this process's CPU ms${engine === 'PGlite' ? ', the database included' : ''})`);
  console.log(`   ${'whole search'.padEnd(44)} ${f(total)} ms ${f(totalCpu)} ms CPU`);
  console.log(`   ${`${last.length} queries`.padEnd(44)} ${f(inQueries)} ms ${f(inQueriesCpu)} ms CPU`);
  for (const [label, { ms, cpu }] of byLabel) console.log(`     ${label.padEnd(42)} ${f(ms)} ms ${f(cpu)} ms CPU`);
  console.log(`   ${'Node side (SQL building, ranking, answer)'.padEnd(44)} ${f(total - inQueries)} ms ${f(totalCpu - inQueriesCpu)} ms CPU`);
  if (process.env.EXPLAIN) {
    for (const query of last) {
      if (!query.query) continue;
      const { rows } = await real.execute<{ 'QUERY PLAN': string }>(sql`explain (analyze, buffers, costs off) ${query.query}`);
      console.log(`\n   EXPLAIN (ANALYZE, BUFFERS): ${query.label}`);
      for (const row of rows) console.log(`      ${row['QUERY PLAN']}`);
    }
  }
}
await handle.close();
