import { createWriteStream, openAsBlob } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from '../db/connection';
import type { DumpResult } from './archive';
import { readDatabaseFacts, type DatabaseFacts } from './manifest';

const DUMP_FILE = 'database.pglite.tar.gz';

/**
 * A consistent copy of a running embedded database, taken inside its own process. PGlite runs
 * one query at a time, and every query and transaction waits on one lock: inside a transaction
 * of our own nobody else's statement runs, so the counts, a checkpoint (every committed change
 * written to the data files) and PGlite's dump of its data directory all see the same committed
 * state. Other requests wait for those few moments (about 1.5 s per 200 MB of data directory);
 * the dump is compressed afterwards, on Node's thread pool, while they go on.
 */
export function dumpPglite(client: PGlite) {
  return async (staging: string): Promise<DumpResult> => {
    let facts: DatabaseFacts | undefined;
    let tarball: Blob | undefined;
    await client.transaction(async (tx) => {
      facts = await readDatabaseFacts(async (text) => (await tx.query<Record<string, unknown>>(text)).rows);
      await tx.exec('CHECKPOINT');
      tarball = await client.dumpDataDir('none');
    });
    await pipeline(Readable.fromWeb(tarball!.stream() as never), createGzip(), createWriteStream(join(staging, DUMP_FILE)));
    return { facts: facts!, file: DUMP_FILE };
  };
}

/**
 * Opens the dump in `staging` as a new data directory (`staging/db`) and reads back what it
 * holds: PGlite recreates its folder from its own dump, and the counts prove it opened.
 */
export async function loadPgliteDump(staging: string): Promise<DatabaseFacts> {
  const client = await PGlite.create({
    dataDir: join(staging, 'db'),
    extensions: pgliteExtensions,
    loadDataDir: (await openAsBlob(join(staging, DUMP_FILE))) as Blob,
  });
  try {
    return await readDatabaseFacts(async (text) => (await client.query<Record<string, unknown>>(text)).rows);
  } finally {
    await client.close();
  }
}
