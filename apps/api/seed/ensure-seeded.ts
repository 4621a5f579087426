import { sql } from 'drizzle-orm';
import type { Config } from '../src/config';
import type { ImageStore } from '../src/platform/image-store';
import type { Database, DatabaseHandle } from '../src/db/connection';
import { seedDemoIfEmpty } from './demo';
import { seedReference } from './reference';

export type SeedOutcome = 'seeded' | 'reference-only' | 'already';

/**
 * Run at every start: makes sure the reference data is there (one query when it is) and, on a
 * database without stores and with SEED=demo, fills in the demo catalogue.
 */
export async function ensureSeeded(
  handle: DatabaseHandle,
  config: Pick<Config, 'seed'> & { images: ImageStore },
  log: (msg: string) => void,
): Promise<SeedOutcome> {
  await seedReference(handle.db);
  if (config.seed !== 'demo') return 'reference-only';
  if (await hasStores(handle.db)) return 'already';

  const started = Date.now();
  log('Creando el catálogo de demostración…');
  const seeded = await seedDemoIfEmpty(handle.db, { images: config.images, log });
  if (!seeded) return 'already';
  // PGlite has no autovacuum: fresh statistics keep the planner on the indexes.
  await handle.db.execute(sql`vacuum analyze`);
  log(`Catálogo de demostración creado en ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return 'seeded';
}

async function hasStores(db: Database): Promise<boolean> {
  const result = await db.execute<{ found: boolean }>(sql`select exists (select 1 from stores) as found`);
  return result.rows[0]?.found === true;
}
