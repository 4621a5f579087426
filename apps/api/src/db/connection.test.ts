import { mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { DatabaseBusyError, openPglite } from './connection';

describe('the embedded database folder', () => {
  const dirs: string[] = [];
  const freshDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'plaza-lock-'));
    dirs.push(dir);
    return join(dir, 'db');
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a second opener while the first has it open, and frees it on close', async () => {
    const dataDir = freshDir();
    const first = await openPglite(dataDir);
    expect(existsSync(`${dataDir}.lock`)).toBe(true);
    // Another process's pid in the lock file: this test's own pid would count as the owner.
    writeFileSync(`${dataDir}.lock`, String(process.ppid));
    await expect(openPglite(dataDir)).rejects.toThrow(DatabaseBusyError);
    await expect(openPglite(dataDir)).rejects.toThrow(/abierta por otro proceso/);
    writeFileSync(`${dataDir}.lock`, String(process.pid));
    await first.close();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    const again = await openPglite(dataDir);
    await again.close();
  });

  it('takes over the lock of a process that died without closing', async () => {
    const dataDir = freshDir();
    writeFileSync(`${dataDir}.lock`, '2147483646');
    const handle = await openPglite(dataDir);
    const { rows } = await handle.db.execute<{ one: number }>(sql`select 1 as one`);
    expect(rows[0]?.one).toBe(1);
    await handle.close();
  });
});
