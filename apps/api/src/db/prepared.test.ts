import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './connection';
import { executeNamed, executePrepared } from './prepared';
import { createTestDatabase } from '../test/database';

describe('statements prepared once (PGlite) or run as they are (PostgreSQL)', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  const prepared = async () =>
    handle.pglite ? (await handle.pglite.query<{ name: string }>('select name from pg_prepared_statements')).rows.map((row) => row.name) : [];

  it('answers with the values given, each time, however they are quoted', async () => {
    const hostile = [`it's`, `'); drop table products; --`, `\\'`, `$1`, `ñandú "x"`, ''];
    for (const value of hostile) {
      const { rows } = await executePrepared<{ text: string; n: number; flag: boolean; nothing: null }>(
        handle.db,
        () => sql`select ${value}::text as text, ${-7}::int + 1 as n, ${true}::boolean as flag, ${null}::text as nothing`,
      );
      expect(rows).toEqual([{ text: value, n: -6, flag: true, nothing: null }]);
    }
    const { rows } = await handle.db.execute<{ n: number }>(sql`select count(*)::int as n from products`);
    expect(Number(rows[0]!.n)).toBeGreaterThanOrEqual(0);
    // One statement prepared for the six runs (none on PostgreSQL).
    expect((await prepared()).length).toBe(handle.pglite ? 1 : 0);
  });

  it('reuses what a key names and prepares again a statement dropped behind its back', async () => {
    const run = (value: number, key?: string) => executePrepared<{ v: number }>(handle.db, () => sql`select ${value}::int * 2 as v`, key);
    expect((await run(1, 'double:1')).rows).toEqual([{ v: 2 }]);
    // On PGlite the key names the values too: the same key is the same statement, whatever the
    // builder would say now. PostgreSQL builds the statement each time.
    expect((await run(5, 'double:1')).rows).toEqual([{ v: handle.pglite ? 2 : 10 }]);
    expect((await run(5, 'double:5')).rows).toEqual([{ v: 10 }]);
    if (handle.pglite) await handle.pglite.exec('deallocate all');
    expect((await run(3)).rows).toEqual([{ v: 6 }]);
  });

  it('keeps a bounded number of statements prepared, and answers past the bound', async () => {
    for (let i = 0; i < 80; i++) {
      const { rows } = await executePrepared<{ v: number }>(handle.db, () => sql.raw(`select ${i} as v`));
      expect(Number(rows[0]!.v)).toBe(i);
    }
    // Let the deallocations queued behind the last answers run.
    await handle.db.execute(sql`select 1`);
    expect((await prepared()).length).toBeLessThanOrEqual(64);
  });

  it('answers parallel first runs of one new statement, prepared once', async () => {
    const before = (await prepared()).length;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => executePrepared<{ v: number }>(handle.db, () => sql`select ${i}::int + 1000 as v`)),
    );
    expect(answers.map(({ rows }) => Number(rows[0]!.v))).toEqual(Array.from({ length: 10 }, (_, i) => i + 1000));
    if (handle.pglite) expect((await prepared()).length).toBeLessThanOrEqual(Math.min(before + 1, 64));
  });

  it('answers a named statement (PostgreSQL, from its second run) as Drizzle does: dates as text, numbers, arrays, JSON', async () => {
    const query = (n: number) =>
      sql`select ${n}::int as n, timestamptz '2026-01-02 03:04:05+00' + ${n} * interval '1 day' as at, date '2026-01-02' as day,
        array[${n}, 2]::int[] as list, json_build_object('n', ${n}::int) as doc, ${`{${n},7}`}::int[] as ids, null::text as nothing`;
    for (const n of [1, 2, 3, 4]) {
      const expected = (await handle.db.execute(query(n))).rows;
      expect((await executeNamed(handle.db, query(n))).rows).toEqual(expected);
      expect((await executePrepared(handle.db, () => query(n))).rows).toEqual(expected);
    }
    const { rows } = await executeNamed<{ at: unknown; n: number }>(handle.db, query(9));
    expect(typeof rows[0]!.at).toBe('string');
    expect(rows[0]!.n).toBe(9);
  });
});
