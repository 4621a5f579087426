import { spawn } from 'node:child_process';
import { join } from 'node:path';
import pg from 'pg';
import { tb } from '@plaza/domain/messages/es-backup';
import { BackupRefused, type DumpResult } from './archive';
import { readDatabaseFacts, type DatabaseFacts, type Manifest } from './manifest';

const DUMP_FILE = 'database.pgdump';

type Outcome = { code: number | null; stdout: string; stderr: string; missing: boolean };

/** Runs one of PostgreSQL's client programs, found on PATH, to its end. */
function run(command: string, args: string[], env: Record<string, string> = {}): Promise<Outcome> {
  return new Promise((resolve) => {
    // Not a setting read: the program inherits this process's environment (PATH, PGSSLMODE…), plus the password.
    // eslint-disable-next-line no-restricted-syntax
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) => resolve({ code: null, stdout, stderr: error.message, missing: error.code === 'ENOENT' }));
    child.on('close', (code) => resolve({ code, stdout, stderr, missing: false }));
  });
}

/** The last lines a failing client program wrote, as the operator's reason. */
const reasonOf = (outcome: Outcome) => outcome.stderr.trim().split('\n').slice(-3).join(' ') || `código de salida ${outcome.code}`;

/**
 * Checks that each of PostgreSQL's client programs answers before anything is done, so a missing
 * one is said at once, with what to install, and nothing is left half made.
 */
export async function requireTools(tools: string[], serverVersion: string): Promise<void> {
  for (const tool of tools) {
    const outcome = await run(tool, ['--version']);
    if (outcome.code !== 0) {
      const reason = outcome.missing ? 'no se encuentra en el PATH' : reasonOf(outcome);
      throw new BackupRefused(tb('backup.toolMissing', { tool, version: serverVersion.split(/[ .]/)[0] ?? '', reason }));
    }
  }
}

/**
 * The database's address for PostgreSQL's own programs, with the password moved into their
 * environment: on the command line every local user could read it (`ps`).
 */
function toolConnection(url: string): { dbname: string; env: Record<string, string> } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: password ? { PGPASSWORD: password } : {} };
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function serverVersion(url: string): Promise<string> {
  return withClient(url, async (client) => String((await client.query<{ v: string }>(`select current_setting('server_version') as v`)).rows[0]?.v));
}

/**
 * `pg_dump --format=custom` of the database, in the snapshot the manifest's counts were read in:
 * a repeatable-read transaction exports its snapshot and pg_dump takes the same one, so the
 * counts, the migration level and the dump agree while the site keeps writing.
 */
export function dumpPostgres(url: string) {
  return async (staging: string): Promise<DumpResult> =>
    withClient(url, async (client) => {
      await client.query('begin isolation level repeatable read read only');
      try {
        const snapshot = (await client.query<{ id: string }>('select pg_export_snapshot() as id')).rows[0]!.id;
        const facts = await readDatabaseFacts(async (text) => (await client.query<Record<string, unknown>>(text)).rows);
        const { dbname, env } = toolConnection(url);
        const outcome = await run('pg_dump', ['--format=custom', `--snapshot=${snapshot}`, `--file=${join(staging, DUMP_FILE)}`, `--dbname=${dbname}`], env);
        if (outcome.missing) throw new BackupRefused(tb('backup.toolMissing', { tool: 'pg_dump', version: facts.serverVersion.split(/[ .]/)[0] ?? '', reason: 'no se encuentra en el PATH' }));
        if (outcome.code !== 0) throw new BackupRefused(tb('backup.toolFailed', { tool: 'pg_dump', reason: reasonOf(outcome) }));
        return { facts, file: DUMP_FILE };
      } finally {
        await client.query('rollback').catch(() => {});
      }
    });
}

/** What the target database already holds (its tables' count), to refuse overwriting it unasked. */
export async function existingTables(url: string): Promise<number> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname in ('public', 'drizzle') and c.relkind in ('r', 'p', 'v', 'm')`);
    return rows[0]?.n ?? 0;
  });
}

const literal = (value: number) => String(Math.trunc(value));

/**
 * Restores the dump in `staging` in one transaction: pg_restore writes it out as SQL, and psql
 * runs that (after dropping the database's current schemas, with --force) and a check that the
 * restored rows are the manifest's counts, all under `--single-transaction` with ON_ERROR_STOP.
 * Whatever fails, the database is left as it was. Owners and grants are left out, so the dump of
 * one role's database restores into another's.
 */
export async function restorePostgres(url: string, staging: string, manifest: Manifest, replace: boolean): Promise<DatabaseFacts> {
  const script = join(staging, 'restore.sql');
  const written = await run('pg_restore', ['--no-owner', '--no-privileges', `--file=${script}`, join(staging, DUMP_FILE)]);
  if (written.code !== 0) throw new BackupRefused(tb('restore.failed', { reason: `pg_restore: ${reasonOf(written)}` }));
  const { users, stores, products, orders } = manifest.counts;
  const check = `do $$ begin
    if (select count(*) from public.users) <> ${literal(users)} or (select count(*) from public.stores) <> ${literal(stores)}
      or (select count(*) from public.products) <> ${literal(products)} or (select count(*) from public.orders) <> ${literal(orders)}
    then raise exception 'las cuentas restauradas no coinciden con las de la copia'; end if; end $$;`;
  const clear = replace
    ? ['-c', 'drop schema if exists drizzle cascade', '-c', 'drop schema if exists public cascade', '-c', 'create schema public']
    : [];
  const { dbname, env } = toolConnection(url);
  const outcome = await run('psql', ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '--single-transaction', ...clear, '-f', script, '-c', check, `--dbname=${dbname}`], {
    ...env,
    PGOPTIONS: '-c client_min_messages=warning',
  });
  if (outcome.code !== 0) throw new BackupRefused(tb('restore.failed', { reason: `psql: ${reasonOf(outcome)}` }));
  return withClient(url, (client) => readDatabaseFacts(async (text) => (await client.query<Record<string, unknown>>(text)).rows));
}
