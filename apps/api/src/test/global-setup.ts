import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres, type DatabaseHandle } from '../db/connection';
import { LocalImageStore } from '../platform/image-store';
import { seedReference } from '../../seed/reference';
import { seedDemo } from '../../seed/demo';

/** What a test file's database starts from: migrated only, plus the reference data, plus the demo. */
export type TestSeed = 'none' | 'reference' | 'demo';
/** One template per seed: PGlite data-dir tarballs, or PostgreSQL template databases. */
export type TestTemplates = Record<TestSeed, string>;

/**
 * Pays the API suite's setup once per run (issue 41): a migrated database, the same with the
 * reference data, and the same with the demo catalogue, each kept as a template that test files
 * copy (buildTestApp's `seed`) instead of migrating and seeding their own. On PGlite each is a
 * data-dir tarball (loading one takes a fraction of a second); with TEST_DATABASE_URL each is a
 * template database that `CREATE DATABASE … TEMPLATE` clones. The demo's images are written once
 * into a folder that each demo copy links into its own DATA_DIR/images.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), `plaza-test-${process.pid}-`));
  const demoImages = join(dir, 'demo-images');
  const images = new LocalImageStore(demoImages);
  await images.check();
  project.provide('demoImages', demoImages);
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const { templates, drop } = await postgresTemplates(serverUrl, images);
    project.provide('pgTemplates', templates);
    project.provide('runPid', process.pid);
    return async () => {
      await drop();
      await rm(dir, { recursive: true, force: true });
    };
  }
  project.provide('pgliteTemplates', await pgliteTemplates(dir, images));
  return () => rm(dir, { recursive: true, force: true });
}

/** Seeds `handle` up to `seed`, from the seed below it, as buildTestApp did in each file. */
async function seedUpTo(handle: DatabaseHandle, seed: TestSeed, images: LocalImageStore) {
  if (seed === 'reference') await seedReference(handle.db);
  if (seed === 'demo') await seedDemo(handle.db, { images });
}

async function pgliteTemplates(dir: string, images: LocalImageStore): Promise<TestTemplates> {
  const handle = await openPglite();
  const templates = {} as TestTemplates;
  try {
    await handle.migrate();
    for (const seed of ['none', 'reference', 'demo'] as const) {
      await seedUpTo(handle, seed, images);
      const dump = await handle.pglite!.dumpDataDir('none');
      templates[seed] = join(dir, `${seed}.tar`);
      await writeFile(templates[seed], Buffer.from(await dump.arrayBuffer()));
    }
  } finally {
    await handle.close();
  }
  return templates;
}

async function postgresTemplates(serverUrl: string, images: LocalImageStore) {
  // This run's databases only (their names start with its prefix): other runs share the server.
  const run = testDatabasePrefix(process.pid);
  const templates: TestTemplates = { none: `${run}template`, reference: `${run}template_reference`, demo: `${run}template_demo` };
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const drop = async () => {
    const { rows } = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE starts_with(datname, $1)`,
      [run],
    );
    for (const row of rows) await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
    await admin.end();
  };
  try {
    let from: string | undefined;
    for (const seed of ['none', 'reference', 'demo'] as const) {
      await admin.query(`DROP DATABASE IF EXISTS ${templates[seed]}`);
      await admin.query(`CREATE DATABASE ${templates[seed]}${from ? ` TEMPLATE ${from}` : ''}`);
      const handle = await openPostgres(withDatabase(serverUrl, templates[seed]), 1);
      try {
        if (seed === 'none') await handle.migrate();
        await seedUpTo(handle, seed, images);
      } finally {
        await handle.close();
      }
      from = templates[seed];
    }
  } catch (error) {
    await drop();
    throw error;
  }
  return { templates, drop };
}

/** The names of one run's databases start with this (its vitest process's id). */
export const testDatabasePrefix = (pid: number) => `plaza_run_${pid}_`;

export function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplates: TestTemplates;
    pgTemplates: TestTemplates;
    /** The vitest process's id: its test databases' names start with testDatabasePrefix(it). */
    runPid: number;
    /** The demo template's images: a demo copy's DATA_DIR/images links to them. */
    demoImages: string;
  }
}
