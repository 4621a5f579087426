import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { AppError } from './errors';
import { t, type MessageKey } from '@plaza/domain/messages/es';

/** `message`: what the 429 says, with a `{minutes}` placeholder; the default speaks of attempts. */
export type Limit = { key: string; max: number; windowSeconds: number; message?: MessageKey };

/** Raises 429 with Retry-After when any of the limits is already spent; counts nothing. */
export async function ensureUnderLimits(db: Database, limits: Limit[]): Promise<void> {
  for (const limit of limits) {
    const { rows } = await db.execute<{ hits: number; retry: number }>(sql`
      select hits, ceil(extract(epoch from reset_at - now()))::int as retry
      from rate_limits where key = ${limit.key} and reset_at > now()`);
    const row = rows[0];
    if (row && row.hits >= limit.max) throw tooMany(row.retry, limit.message);
  }
}

/** Counts one hit against each limit (a window starts at the first hit and lasts its length). */
export async function hit(db: Database, limits: Limit[]): Promise<void> {
  for (const limit of limits) {
    await db.execute(sql`
      insert into rate_limits (key, hits, reset_at)
      values (${limit.key}, 1, now() + make_interval(secs => ${limit.windowSeconds}))
      on conflict (key) do update set
        hits = case when rate_limits.reset_at <= now() then 1 else rate_limits.hits + 1 end,
        reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end`);
  }
}

/** Checks, then counts: for calls where every attempt counts (sign-up, resend, forgot password). */
export async function consume(db: Database, limits: Limit[]): Promise<void> {
  await ensureUnderLimits(db, limits);
  await hit(db, limits);
}

export async function purgeExpiredLimits(db: Database): Promise<void> {
  await db.execute(sql`delete from rate_limits where reset_at <= now()`);
}

function tooMany(retrySeconds: number, message: MessageKey = 'auth.tooManyAttempts'): AppError {
  const seconds = Math.max(1, retrySeconds);
  return new AppError('too_many', t(message, { minutes: Math.ceil(seconds / 60) }), {
    'retry-after': String(seconds),
  });
}
