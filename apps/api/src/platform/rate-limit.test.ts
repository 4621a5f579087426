import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/connection';
import { createTestDatabase } from '../test/database';
import { t } from '@plaza/domain/messages/es-server';
import { AppError } from './errors';
import { clearLimit, release, reserve, type Limit } from './rate-limit';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const hitsOf = async (key: string) =>
  (await database.db.execute<{ hits: number }>(sql`select hits from rate_limits where key = ${key}`)).rows[0]?.hits ?? 0;

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('reserve and release', () => {
  it('lets exactly max of 40 parallel attempts through, and refuses the rest with 429 and Retry-After', async () => {
    const limit: Limit = { key: 'test:parallel', max: 7, windowSeconds: 600 };
    const outcomes = await Promise.all(Array.from({ length: 40 }, () => refusal(reserve(database.db, [limit]))));
    expect(outcomes.filter((outcome) => outcome === undefined)).toHaveLength(7);
    for (const error of outcomes.filter((outcome) => outcome !== undefined)) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(429);
      const retry = Number((error as AppError).headers['retry-after']);
      expect(retry).toBeGreaterThan(0);
      expect(retry).toBeLessThanOrEqual(600);
    }
    expect(await hitsOf('test:parallel')).toBe(7);
  });

  it('counts nothing when a later limit refuses: a spent account does not spend its network', async () => {
    const account: Limit = { key: 'test:account', max: 2, windowSeconds: 600 };
    const network: Limit = { key: 'test:network', max: 100, windowSeconds: 600 };
    await reserve(database.db, [network, account]);
    await reserve(database.db, [network, account]);
    for (let i = 0; i < 5; i++) expect(await refusal(reserve(database.db, [network, account]))).toBeInstanceOf(AppError);
    expect(await hitsOf('test:network')).toBe(2);
    expect(await hitsOf('test:account')).toBe(2);
  });

  it('gives an attempt back into its own window only', async () => {
    const limit: Limit = { key: 'test:release', max: 3, windowSeconds: 600 };
    const first = await reserve(database.db, [limit]);
    await release(database.db, first);
    expect(await hitsOf('test:release')).toBe(0);

    const old = await reserve(database.db, [limit]);
    // The window ends and a new one starts with two attempts: the old attempt is not theirs to give back.
    await database.db.execute(sql`update rate_limits set reset_at = now() - interval '1 second' where key = 'test:release'`);
    await reserve(database.db, [limit]);
    await reserve(database.db, [limit]);
    await release(database.db, old);
    expect(await hitsOf('test:release')).toBe(2);
  });

  it('starts a new window once the old one has ended', async () => {
    const limit: Limit = { key: 'test:window', max: 1, windowSeconds: 600 };
    await reserve(database.db, [limit]);
    expect(await refusal(reserve(database.db, [limit]))).toBeInstanceOf(AppError);
    await database.db.execute(sql`update rate_limits set reset_at = now() - interval '1 second' where key = 'test:window'`);
    expect(await refusal(reserve(database.db, [limit]))).toBeUndefined();
    expect(await hitsOf('test:window')).toBe(1);
  });

  it('slows attempts past `after` to one per spacing, then refuses at `max` until the window ends', async () => {
    const limit: Limit = { key: 'test:slow', max: 4, windowSeconds: 600, slow: { after: 2, spacingSeconds: 30 } };
    const expireSpacing = () => database.db.execute(sql`update rate_limits set reset_at = now() - interval '1 second' where key = 'pace:test:slow'`);
    await reserve(database.db, [limit]);
    await reserve(database.db, [limit]);
    await reserve(database.db, [limit]);
    const slowed = (await refusal(reserve(database.db, [limit]))) as AppError;
    expect(slowed.status).toBe(429);
    const wait = Number(slowed.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(30);
    expect(slowed.message).toBe(t('errors.tooManyRequests', { seconds: wait }));
    // The refused attempt counted nothing.
    expect(await hitsOf('test:slow')).toBe(3);

    await expireSpacing();
    await reserve(database.db, [limit]);
    await expireSpacing();
    const refused = (await refusal(reserve(database.db, [limit]))) as AppError;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(30);
    expect(refused.message).toMatch(/^Demasiados intentos\. Espera \d+ minutos/);
    expect(await hitsOf('test:slow')).toBe(4);
  });

  it('lets 40 parallel attempts through only up to `after` and one more', async () => {
    const limit: Limit = { key: 'test:slow-parallel', max: 20, windowSeconds: 600, slow: { after: 5, spacingSeconds: 30 } };
    const outcomes = await Promise.all(Array.from({ length: 40 }, () => refusal(reserve(database.db, [limit]))));
    expect(outcomes.filter((outcome) => outcome === undefined)).toHaveLength(6);
    expect(await hitsOf('test:slow-parallel')).toBe(6);
    expect(await hitsOf('pace:test:slow-parallel')).toBe(1);
  });

  it('gives the spacing back with the attempt, and clears both on request', async () => {
    const limit: Limit = { key: 'test:slow-release', max: 20, windowSeconds: 600, slow: { after: 1, spacingSeconds: 30 } };
    await reserve(database.db, [limit]);
    const spaced = await reserve(database.db, [limit]);
    await release(database.db, spaced);
    expect(await refusal(reserve(database.db, [limit]))).toBeUndefined();
    expect(await refusal(reserve(database.db, [limit]))).toBeInstanceOf(AppError);
    await clearLimit(database.db, 'test:slow-release');
    expect(await hitsOf('test:slow-release')).toBe(0);
    expect(await hitsOf('pace:test:slow-release')).toBe(0);
  });
});
