import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';

/**
 * Between the login's two steps: the password was right, the code is still owed. The browser holds
 * `userId.nonce.expiry.HMAC` (its own key, derived from the session secret like the device notes'),
 * for 5 minutes, sent only to /api/auth; no session exists until the code is right. The nonce
 * keys nothing: it keeps two challenges of one account apart.
 */
export const CHALLENGE_COOKIE = 'plaza_totp_challenge';
const CHALLENGE_PATH = '/api/auth';
const CHALLENGE_SECONDS = 5 * 60;

const challengeKey = (secret: string) => createHmac('sha256', secret).update('plaza second factor challenge v1').digest();
const signature = (secret: string, payload: string) => createHmac('sha256', challengeKey(secret)).update(payload).digest();

export function issueChallenge(reply: FastifyReply, config: Config, userId: string, now = Date.now()) {
  const expiry = Math.floor(now / 1000) + CHALLENGE_SECONDS;
  const payload = `${userId}.${randomBytes(12).toString('base64url')}.${expiry.toString(36)}`;
  reply.setCookie(CHALLENGE_COOKIE, `${payload}.${signature(config.sessionSecret, payload).toString('base64url')}`, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    path: CHALLENGE_PATH,
    maxAge: CHALLENGE_SECONDS,
  });
}

/** The user whose code this browser owes, or undefined (none, altered, expired). */
export function challengedUser(request: FastifyRequest, config: Config, now = Date.now()): string | undefined {
  const raw = request.cookies[CHALLENGE_COOKIE];
  if (!raw || raw.length > 200) return undefined;
  const parts = raw.split('.');
  if (parts.length !== 4) return undefined;
  const [userId, nonce, expiry, given] = parts as [string, string, string, string];
  const expected = signature(config.sessionSecret, `${userId}.${nonce}.${expiry}`);
  const claimed = Buffer.from(given, 'base64url');
  if (claimed.length !== expected.length || !timingSafeEqual(claimed, expected)) return undefined;
  if (!(parseInt(expiry, 36) * 1000 > now)) return undefined;
  return userId;
}

export function clearChallenge(reply: FastifyReply, config: Config) {
  reply.clearCookie(CHALLENGE_COOKIE, { path: CHALLENGE_PATH, httpOnly: true, sameSite: 'lax', secure: config.secureCookies });
}
