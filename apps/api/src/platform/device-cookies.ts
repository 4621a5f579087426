import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';

/**
 * OWASP's device cookies: a browser that signed in to an account gets a signed note "this
 * browser knows the password of <e-mail>" (the e-mail, a random nonce, an expiry, an HMAC under
 * the server secret). A login carrying a valid note for its e-mail is limited by that note's
 * nonce alone, so neither a flood of guesses at the account nor one from the shopper's shared
 * (carrier-grade NAT) address can refuse it. Nothing is stored until a note fails: its failures
 * are counted under its nonce (see `loginLimits`). Decision 015.
 */
export const DEVICE_COOKIE = 'plaza_device';
/** Sent only to the calls that read it: logins and password resets, not every page and image. */
export const DEVICE_COOKIE_PATH = '/api/auth';
const DEVICE_DAYS = 365;
/** A family's shared phone keeps the accounts it signed in to, the most recent first. */
const MAX_ACCOUNTS = 5;
/** Longer than MAX_ACCOUNTS notes of the longest e-mail: anything beyond is not ours. */
const MAX_COOKIE_LENGTH = 4096;

/**
 * `secondFactorUntil` (milliseconds): the account's second factor was answered on this browser,
 * which is not asked for it again until then (30 days; issue 42). Only notes issued after the
 * factor was turned on count (`secondFactorRemembered`), so turning it off and on forgets them all.
 */
export type DeviceNote = { email: string; nonce: string; expiresAt: number; secondFactorUntil?: number };
export const SECOND_FACTOR_REMEMBER_MS = 30 * 24 * 60 * 60 * 1000;

/** Its own key, derived from the secret: a CSRF signature can never pass for a device note. */
const noteKey = (secret: string) => createHmac('sha256', secret).update('plaza device cookie v1').digest();
const signature = (secret: string, payload: string) => createHmac('sha256', noteKey(secret)).update(payload).digest();

/** One note as the cookie holds it: `email.nonce.expiry.signature`, the e-mail base64url-encoded. */
export function encodeNote(secret: string, note: DeviceNote): string {
  const remembered = note.secondFactorUntil === undefined ? '' : `.${note.secondFactorUntil.toString(36)}`;
  const payload = `${Buffer.from(note.email).toString('base64url')}.${note.nonce}.${note.expiresAt.toString(36)}${remembered}`;
  return `${payload}.${signature(secret, payload).toString('base64url')}`;
}

/** The notes of a cookie whose signature holds and which have not expired; anything else is dropped. */
export function readNotes(secret: string, raw: string | undefined, now = Date.now()): DeviceNote[] {
  if (!raw || raw.length > MAX_COOKIE_LENGTH) return [];
  const notes: DeviceNote[] = [];
  for (const encoded of raw.split('~').slice(0, MAX_ACCOUNTS)) {
    const parts = encoded.split('.');
    if (parts.length !== 4 && parts.length !== 5) continue;
    const given = parts.pop()!;
    const [email, nonce, expiry, remembered] = parts as [string, string, string, string | undefined];
    const expected = signature(secret, parts.join('.'));
    const claimed = Buffer.from(given, 'base64url');
    if (claimed.length !== expected.length || !timingSafeEqual(claimed, expected)) continue;
    const expiresAt = parseInt(expiry, 36);
    if (!(expiresAt * 1000 > now)) continue;
    const secondFactorUntil = remembered === undefined ? undefined : parseInt(remembered, 36);
    notes.push({
      email: Buffer.from(email, 'base64url').toString(),
      nonce,
      expiresAt,
      ...(secondFactorUntil !== undefined && secondFactorUntil > now ? { secondFactorUntil } : {}),
    });
  }
  return notes;
}

/**
 * The nonce of this browser's valid note for `email` (lower-cased, as the login schema gives it),
 * or undefined for an unknown device.
 */
export function knownDevice(request: FastifyRequest, config: Config, email: string): string | undefined {
  return deviceNote(request, config, email)?.nonce;
}

/** This browser's valid note for `email`, if any. */
export function deviceNote(request: FastifyRequest, config: Config, email: string): DeviceNote | undefined {
  return readNotes(config.sessionSecret, request.cookies[DEVICE_COOKIE]).find((note) => note.email === email);
}

/** Whether the note says the second factor was answered here since it was turned on (at `enabledAt`), less than 30 days ago. */
export function secondFactorRemembered(note: DeviceNote | undefined, enabledAt: Date, now = Date.now()): boolean {
  const until = note?.secondFactorUntil;
  return until !== undefined && until > now && until - SECOND_FACTOR_REMEMBER_MS >= enabledAt.getTime();
}

/**
 * After a successful login: a fresh note for `email` first, the browser's other valid notes after
 * it. `secondFactorUntil`: until when this browser is not asked for the account's second factor.
 */
export function rememberDevice(request: FastifyRequest, reply: FastifyReply, config: Config, email: string, secondFactorUntil?: number) {
  const fresh: DeviceNote = {
    email,
    nonce: randomBytes(16).toString('base64url'),
    expiresAt: Math.floor(Date.now() / 1000) + DEVICE_DAYS * 24 * 60 * 60,
    ...(secondFactorUntil === undefined ? {} : { secondFactorUntil }),
  };
  const others = readNotes(config.sessionSecret, request.cookies[DEVICE_COOKIE]).filter((note) => note.email !== email);
  const value = [fresh, ...others]
    .slice(0, MAX_ACCOUNTS)
    .map((note) => encodeNote(config.sessionSecret, note))
    .join('~');
  reply.setCookie(DEVICE_COOKIE, value, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    path: DEVICE_COOKIE_PATH,
    maxAge: DEVICE_DAYS * 24 * 60 * 60,
  });
}
