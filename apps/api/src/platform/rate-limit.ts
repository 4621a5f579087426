import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { AppError } from './errors';
import { t, type MessageKey } from '@plaza/domain/messages/es-server';

/**
 * One allowance: at most `max` attempts per `windowSeconds`, counted under `key`. `slow`: once
 * `after` attempts are in the window, the next ones are spaced, at most one per `spacingSeconds`
 * (slowed down before being refused). `message`: what the 429 says, with a `{minutes}` or
 * `{seconds}` placeholder; the default speaks of attempts.
 */
export type Limit = {
  key: string;
  max: number;
  windowSeconds: number;
  slow?: { after: number; spacingSeconds: number };
  message?: MessageKey;
};

/** The attempts `reserve` counted: which windows they went into, so `release` gives back only those. */
export type Reservation = { key: string; window: string }[];

/**
 * Counts one attempt against every limit before the work it guards, or raises 429 with
 * Retry-After and counts nothing when any limit is spent. Each counter goes up in one statement
 * that refuses once it holds `max`, so N parallel calls get at most `max` through on every engine:
 * reading the counter first and counting after the work let them all pass the read together.
 * The limits are taken in order in one transaction, so a refusal by the second leaves the first
 * unchanged (a locked-out account's attempts do not spend its network's allowance).
 */
export async function reserve(db: Database, limits: Limit[]): Promise<Reservation> {
  if (limits.length === 0) return [];
  await refuseIfSpent(db, limits);
  return db.transaction(async (tx) => {
    const reservation: Reservation = [];
    const count = async (key: string, max: number, windowSeconds: number, message: MessageKey | undefined) => {
      // A window starts at its first attempt and lasts its length; an expired one starts over.
      const { rows } = await tx.execute<{ hits: number; window_end: string }>(sql`
        insert into rate_limits (key, hits, reset_at)
        values (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
        on conflict (key) do update set
          hits = case when rate_limits.reset_at <= now() then 1 else rate_limits.hits + 1 end,
          reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
        where rate_limits.reset_at <= now() or rate_limits.hits < ${max}
        returning hits, (reset_at at time zone 'UTC')::text as window_end`);
      const row = rows[0];
      if (!row) {
        const { rows: spent } = await tx.execute<{ retry: number }>(sql`
          select ceil(extract(epoch from reset_at - now()))::int as retry from rate_limits where key = ${key}`);
        throw tooMany(spent[0]?.retry ?? windowSeconds, message);
      }
      reservation.push({ key, window: row.window_end });
      return Number(row.hits);
    };
    for (const limit of limits) {
      const hits = await count(limit.key, limit.max, limit.windowSeconds, limit.message);
      // Spacing is a window of one attempt under its own key; refused, it rolls this attempt back too.
      if (limit.slow && hits > limit.slow.after) await count(`pace:${limit.key}`, 1, limit.slow.spacingSeconds, limit.message);
    }
    return reservation;
  });
}

/**
 * Under a flood most attempts meet a spent limit: one read refuses them without a transaction or a
 * write (a fifth of the work, and no row lock for the attempts that will count). It only ever
 * refuses what the counting statements would refuse; whatever it lets by, they decide.
 */
async function refuseIfSpent(db: Database, limits: Limit[]): Promise<void> {
  const keys = limits.flatMap((limit) => (limit.slow ? [limit.key, `pace:${limit.key}`] : [limit.key]));
  const { rows } = await db.execute<{ key: string; hits: number; retry: number }>(sql`
    select key, hits, ceil(extract(epoch from reset_at - now()))::int as retry
    from rate_limits where key in (${sql.join(keys.map((key) => sql`${key}`), sql`, `)}) and reset_at > now()`);
  const held = new Map(rows.map((row) => [row.key, row]));
  for (const limit of limits) {
    const counter = held.get(limit.key);
    if (!counter) continue;
    if (Number(counter.hits) >= limit.max) throw tooMany(Number(counter.retry), limit.message);
    const pace = held.get(`pace:${limit.key}`);
    if (limit.slow && Number(counter.hits) >= limit.slow.after && pace && Number(pace.hits) >= 1)
      throw tooMany(Number(pace.retry), limit.message);
  }
}

/**
 * Gives back the attempts of a reservation whose outcome should not count (a right password, a
 * coupon that exists). Only into the window they were counted in: one that has since expired
 * and started over owes them nothing.
 */
export async function release(db: Database, reservation: Reservation): Promise<void> {
  for (const { key, window } of reservation)
    await db.execute(sql`
      update rate_limits set hits = hits - 1
      where key = ${key} and reset_at = (${window}::timestamp at time zone 'UTC') and hits > 0`);
}

/** Forgets a limit's attempts and its spacing: its window starts over at the next attempt. */
export async function clearLimit(db: Database, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key in (${key}, ${`pace:${key}`})`);
}

export async function purgeExpiredLimits(db: Database): Promise<void> {
  await db.execute(sql`delete from rate_limits where reset_at <= now()`);
}

function tooMany(retrySeconds: number, message?: MessageKey): AppError {
  const seconds = Math.max(1, retrySeconds);
  const text = message ?? (seconds <= 60 ? 'errors.tooManyRequests' : 'auth.tooManyAttempts');
  return new AppError('too_many', t(text, { minutes: Math.ceil(seconds / 60), seconds }), {
    'retry-after': String(seconds),
  });
}
