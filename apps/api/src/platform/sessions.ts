import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/connection';
import { sessions, users } from '../db/schema';

export const SESSION_COOKIE = 'plaza_session';
const SESSION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Sliding expiry is written at most this often, so browsing does not write on every request. */
const TOUCH_AFTER_MS = 60 * 60 * 1000;

export type SessionUserRow = Pick<typeof users.$inferSelect, 'id' | 'email' | 'name' | 'lastName' | 'role' | 'profileImg' | 'activatedAt' | 'referralsEnabledAt'>;

export const hashToken = (raw: string) => createHash('sha256').update(raw).digest('hex');

export async function createSession(db: Database, userId: string): Promise<string> {
  const raw = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    idHash: hashToken(raw),
    userId,
    expiresAt: new Date(Date.now() + SESSION_DAYS * DAY_MS),
  });
  return raw;
}

export async function findSessionUser(db: Database, raw: string): Promise<SessionUserRow | undefined> {
  const idHash = hashToken(raw);
  const now = new Date();
  const [row] = await db
    .select({
      lastSeenAt: sessions.lastSeenAt,
      id: users.id,
      email: users.email,
      name: users.name,
      lastName: users.lastName,
      role: users.role,
      profileImg: users.profileImg,
      activatedAt: users.activatedAt,
      referralsEnabledAt: users.referralsEnabledAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    // An account an operator deactivated is a visitor everywhere, whatever session it still holds.
    .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, now), isNull(users.deactivatedAt)));
  if (!row) return undefined;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_DAYS * DAY_MS) })
      .where(eq(sessions.idHash, idHash));
  }
  const { lastSeenAt: _seen, ...user } = row;
  return user;
}

export async function destroySession(db: Database, raw: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, hashToken(raw)));
}

export async function destroyUserSessions(db: Database, userId: string, exceptRaw?: string): Promise<void> {
  const rows = await db.select({ idHash: sessions.idHash }).from(sessions).where(eq(sessions.userId, userId));
  const keep = exceptRaw ? hashToken(exceptRaw) : undefined;
  for (const row of rows) if (row.idHash !== keep) await db.delete(sessions).where(eq(sessions.idHash, row.idHash));
}

export async function purgeExpiredSessions(db: Database): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}

export function setSessionCookie(reply: FastifyReply, config: Config, raw: string) {
  reply.setCookie(SESSION_COOKIE, raw, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    path: '/',
    maxAge: SESSION_DAYS * 24 * 60 * 60,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: config.secureCookies });
}

export const sessionCookie = (request: FastifyRequest) => request.cookies[SESSION_COOKIE];
