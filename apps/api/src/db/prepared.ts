import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database, RowsResult } from './connection';

/**
 * A big statement run again and again with other values (a search's ranking), planned once on
 * PGlite. PGlite sends every query as an unnamed statement, which PostgreSQL parses and plans
 * anew each time: the search's one statement spent 8–13 ms of its ~20 ms there (issue 25). Here
 * its text is prepared once per PGlite database as a named statement (`PREPARE`) and then run
 * with `EXECUTE` and the values as literals; PostgreSQL's plan cache keeps custom plans for the
 * first runs and a generic plan once that costs no more (plan_cache_mode `auto`), so a statement
 * whose best plan depends on its values is still planned per run.
 *
 * On PostgreSQL (a pool) it runs as a named statement of node-postgres (namedOnPostgres): each
 * connection parses it once, and after five runs PostgreSQL keeps its generic plan. A search's
 * statements are written so that every plan of theirs is driven by the full-text index whatever
 * the words (issue 20): the generic plan is then as good as a custom one, without planning a big
 * statement at every search (1.5–5 ms of PostgreSQL's CPU, measured at 100,000 products).
 *
 * `key`, when given, names everything the statement is built from (its text and its values): the
 * statement is then built once per key and its compiled text and values reused.
 *
 * `PREPARE` and `EXECUTE` go to PGlite itself as simple queries, not through Drizzle's
 * `execute` (a parsed, bound and described unnamed statement, its rows mapped again): for the
 * search's one statement that was a quarter of its CPU on PGlite (issue 25: 1.34 -> 1.01 ms).
 * Rows come with the client's parsers either way (connection.ts sets Drizzle's on the client).
 */
export async function executePrepared<TRow extends Record<string, unknown>>(
  db: Database,
  statement: () => SQL,
  key?: string,
): Promise<RowsResult<TRow>> {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool && !isTransaction(db)) return namedOnPostgres<TRow>(db, client, statement());
  if (!(client instanceof PGlite)) return db.execute<TRow>(statement());
  const statements = statementsOf(client);
  let compiled = key === undefined ? undefined : statements.compiled.get(key);
  if (compiled === undefined) {
    compiled = compile(statement());
    if (key !== undefined) {
      if (statements.compiled.size >= MAX_COMPILED) statements.compiled.clear();
      statements.compiled.set(key, compiled);
    }
  }
  const { text, values } = compiled;
  if (values === undefined) return db.execute<TRow>(statement());
  const run = async () => {
    const name = await preparedName(client, statements, text);
    return simpleQuery<TRow>(client, values.length > 0 ? `execute ${name}(${values.join(', ')})` : `execute ${name}`);
  };
  try {
    return await run();
  } catch (error) {
    // Prepared in a session that is gone (a restored backup reopens the database): prepared again.
    if ((error as { code?: string }).code !== '26000') throw error;
    statements.byText.delete(text);
    return run();
  }
}

const dialect = new PgDialect();

/** At most this many statements stay prepared per database: each holds its plans in PGlite's memory. */
const MAX_PREPARED = 64;

/**
 * At most this many compiled statements are remembered by key: building a big statement with
 * Drizzle and turning it into text cost a search ~0.3 ms of its ~3 ms of CPU.
 */
const MAX_COMPILED = 1_000;

type Compiled = { text: string; values: string[] | undefined };
type Statements = { next: number; byText: Map<string, Promise<string>>; compiled: Map<string, Compiled> };

/** The statement's text and its values as literals (undefined when one cannot be written as a literal). */
function compile(query: SQL): Compiled {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const values = params.map(literal);
  return { text, values: values.every((value) => value !== undefined) ? (values as string[]) : undefined };
}
const preparedBy = new WeakMap<object, Statements>();

function statementsOf(client: object): Statements {
  let statements = preparedBy.get(client);
  if (!statements) preparedBy.set(client, (statements = { next: 0, byText: new Map(), compiled: new Map() }));
  return statements;
}

/** One statement's rows, sent to PGlite as a simple query. */
async function simpleQuery<TRow>(client: PGlite, text: string): Promise<RowsResult<TRow>> {
  const [result] = await client.exec(text);
  return { rows: (result?.rows ?? []) as RowsResult<TRow>['rows'] };
}

/** The statement's name, prepared first if it is new (once, however many requests ask at the same time). */
async function preparedName(client: PGlite, statements: Statements, text: string): Promise<string> {
  const known = statements.byText.get(text);
  if (known) {
    // Most recently used last: the oldest is the one forgotten.
    statements.byText.delete(text);
    statements.byText.set(text, known);
    return known;
  }
  if (statements.byText.size >= MAX_PREPARED) {
    const [oldest, name] = statements.byText.entries().next().value as [string, Promise<string>];
    statements.byText.delete(oldest);
    void name.then((value) => client.exec(`deallocate ${value}`)).catch(() => {});
  }
  const name = `plaza_prepared_${statements.next++}`;
  const prepared = client.exec(`prepare ${name} as ${text}`).then(() => name);
  statements.byText.set(text, prepared);
  prepared.catch(() => statements.byText.delete(text));
  return prepared;
}

/**
 * A value as an SQL literal for EXECUTE (which takes no bound parameters), typed by the prepared
 * statement as a bound value would be; undefined for a value this cannot write exactly.
 */
function literal(value: unknown): string | undefined {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') return Number.isFinite(value) ? `(${String(value)})` : undefined;
  if (typeof value === 'bigint') return `(${value.toString()})`;
  // standard_conforming_strings is on (PostgreSQL's default since 9.1): only the quote is special.
  if (typeof value === 'string') return value.includes('\u0000') ? undefined : `'${value.replaceAll("'", "''")}'`;
  return undefined;
}

/**
 * `query` as a named statement on PostgreSQL (namedOnPostgres), as it is elsewhere (PGlite, a
 * transaction): for a statement that runs again and again with other values and whose plans are
 * driven by an index whatever the values (a page of a sort, products by id).
 */
export function executeNamed<TRow extends Record<string, unknown>>(db: Database, query: SQL): Promise<RowsResult<TRow>> {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof pg.Pool && !isTransaction(db) ? namedOnPostgres<TRow>(db, client, query) : db.execute<TRow>(query);
}

/** A Drizzle transaction runs on its own connection: a statement of it goes through it, as given. */
const isTransaction = (db: Database) => 'rollback' in db;

/**
 * At most this many statements are named per process: each connection of the pool keeps every
 * statement it has run by name, about 0.1–0.35 MB each in its backend (the parsed query and its
 * plan, measured with pg_backend_memory_contexts): 5–17 MB per connection when all 48 are taken,
 * up to ~170 MB over a pool of 10 in the worst case. A statement is named from its second run on:
 * a shape seen once does not take a place.
 */
const MAX_NAMED = 48;

type Named = { names: Map<string, string>; seen: Set<string> };
const namedBy = new WeakMap<object, Named>();

/** Drizzle's type parsers for node-postgres (drizzle-orm/node-postgres/session.js): dates, times and their arrays as text. */
const AS_TEXT = new Set<number>([pg.types.builtins.TIMESTAMPTZ, pg.types.builtins.TIMESTAMP, pg.types.builtins.DATE, pg.types.builtins.INTERVAL, 1231, 1115, 1185, 1187, 1182]);
const drizzleTypes = {
  getTypeParser: (id: number, format?: 'text' | 'binary') =>
    AS_TEXT.has(id) ? (value: string) => value : (pg.types.getTypeParser as (id: number, format?: string) => unknown)(id, format),
};

async function namedOnPostgres<TRow extends Record<string, unknown>>(db: Database, pool: pg.Pool, query: SQL): Promise<RowsResult<TRow>> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  let named = namedBy.get(pool);
  if (!named) namedBy.set(pool, (named = { names: new Map(), seen: new Set() }));
  let name = named.names.get(text);
  if (name === undefined && named.names.size < MAX_NAMED) {
    if (named.seen.has(text)) {
      name = `plaza_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
      named.names.set(text, name);
      named.seen.delete(text);
    } else {
      if (named.seen.size >= 1_000) named.seen.clear();
      named.seen.add(text);
    }
  }
  if (name === undefined) return db.execute<TRow>(query);
  const result = await pool.query({ name, text, values: params, types: drizzleTypes } as pg.QueryConfig);
  return { rows: result.rows as RowsResult<TRow>['rows'] };
}
