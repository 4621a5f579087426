import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { migrationsFolder } from '../db/connection';

/** The first entry of every backup archive: what it holds, checked before anything is restored. */
export const MANIFEST_NAME = 'plaza-backup.json';
export const BACKUP_FORMAT = 'plaza-backup';
/** Raised when the archive's layout changes in a way an older Plaza could not read. */
export const BACKUP_VERSION = 1;

const countsSchema = z.object({
  users: z.number().int().nonnegative(),
  stores: z.number().int().nonnegative(),
  products: z.number().int().nonnegative(),
  orders: z.number().int().nonnegative(),
});

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.number().int().positive(),
  engine: z.enum(['pglite', 'postgres']),
  created_at: z.iso.datetime(),
  /** The database's migration level: how many were applied, and the last one (drizzle's `created_at`, the journal's `when`). */
  schema: z.object({
    migrations: z.number().int().nonnegative(),
    last_when: z.number().int().nonnegative(),
    last_tag: z.string().nullable(),
  }),
  database: z.object({
    file: z.enum(['database.pglite.tar.gz', 'database.pgdump']),
    bytes: z.number().int().nonnegative(),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
    server_version: z.string(),
  }),
  counts: countsSchema.extend({ images: z.number().int().nonnegative() }),
  /** Whether DATA_DIR/session-secret is in the archive (absent when SESSION_SECRET set it). */
  session_secret: z.boolean(),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type DatabaseFacts = { schema: Manifest['schema']; counts: z.infer<typeof countsSchema>; serverVersion: string };

type Journal = { entries: { when: number; tag: string }[] };

/** The migrations this version of Plaza knows, in order. */
export function knownMigrations(): Journal['entries'] {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as Journal;
  return journal.entries;
}

/** A migration level as the operator reads it: its tag when this version knows it, else its number and date. */
export function levelName(schema: Manifest['schema']): string {
  if (schema.last_tag) return schema.last_tag;
  return schema.migrations === 0 ? 'ninguna' : `nº ${schema.migrations} (${new Date(schema.last_when).toISOString().slice(0, 10)})`;
}

export function knownLevel(): Manifest['schema'] {
  const entries = knownMigrations();
  const last = entries.at(-1);
  return { migrations: entries.length, last_when: last?.when ?? 0, last_tag: last?.tag ?? null };
}

/**
 * Drizzle's migrator applies every migration whose `when` is later than the last one the database
 * recorded: a backup whose last migration is later than every one this version knows is from a
 * newer Plaza, and this one would run on a schema it does not understand.
 */
export function isNewerThanKnown(schema: Manifest['schema']): boolean {
  return schema.last_when > knownLevel().last_when;
}

type Query = (text: string) => Promise<Record<string, unknown>[]>;

/** The migration level, the main counts and the server's version, read through `query` (one snapshot of the database). */
export async function readDatabaseFacts(query: Query): Promise<DatabaseFacts> {
  const [table] = await query(`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  let migrations = 0;
  let lastWhen = 0;
  if (table?.present) {
    const [row] = await query(`select count(*)::int as migrations, coalesce(max(created_at), 0)::text as last_when from drizzle.__drizzle_migrations`);
    migrations = Number(row?.migrations ?? 0);
    lastWhen = Number(row?.last_when ?? 0);
  }
  const [counts] = await query(`select
    (select count(*) from users)::int as users, (select count(*) from stores)::int as stores,
    (select count(*) from products)::int as products, (select count(*) from orders)::int as orders`);
  const [version] = await query(`select current_setting('server_version') as version`);
  return {
    schema: { migrations, last_when: lastWhen, last_tag: knownMigrations().find((entry) => entry.when === lastWhen)?.tag ?? null },
    counts: countsSchema.parse(counts),
    serverVersion: String(version?.version ?? ''),
  };
}
