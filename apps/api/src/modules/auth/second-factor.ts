import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { isOperator } from '@plaza/domain/roles';
import { RECOVERY_CODE_COUNT, RECOVERY_CODE_PATTERN } from '@plaza/domain/schemas/second-factor';
import type { Config } from '../../config';
import type { Database } from '../../db/connection';
import { siteSettings, totpRecoveryCodes, userTotp, users } from '../../db/schema';
import { fail } from '../../platform/errors';
import { verifyPassword } from '../../platform/passwords';
import { release, reserve, type Limit } from '../../platform/rate-limit';
import { open, seal } from '../../platform/secret-box';
import { enqueueMail } from '../../platform/outbox';
import { ta } from '@plaza/domain/messages/es-admin';
import { plainMail } from './emails';

type Deps = { db: Database; config: Config };

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
const PERIOD = 30;
const ISSUER = 'Plaza';
const SEAL_PURPOSE = 'totp secret';
export const SECOND_FACTOR_SETTING = 'second_factor_required_for_operators';
const WINDOW = 15 * 60;

/** Codes and passwords typed into the second factor's screens by a signed-in user: 10 wrong in 15 minutes. */
const accountLimit = (userId: string, action: string): Limit => ({
  key: `totp:${action}:${userId}`,
  max: 10,
  windowSeconds: WINDOW,
  message: 'totp.tooManyAttempts',
});
/** The login's code step: however many devices try, one account's codes are guessed 10 times in 15 minutes at most. */
export const codeLimit = (userId: string): Limit => accountLimit(userId, 'login');

const stepOf = (now: number) => Math.floor(now / 1000 / PERIOD);
const totpOf = (email: string, secret: string) =>
  new TOTP({ issuer: ISSUER, label: email, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) });
const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

/** Ten random base32 letters (50 bits): high entropy, so a plain SHA-256 is enough to keep them, as for session ids. */
function newRecoveryCode(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  return Array.from(randomBytes(10), (byte) => alphabet[byte % 32]).join('');
}
const displayRecoveryCode = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`;

async function checkPassword(db: Database, userId: string, password: string): Promise<void> {
  const limit = accountLimit(userId, 'password');
  const reservation = await reserve(db, [limit]);
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!user || !(await verifyPassword(user.passwordHash, password))) throw fail('invalid', 'totp.passwordInvalid');
  await release(db, reservation);
}

async function factorOf(db: Database, userId: string) {
  return (await db.select().from(userTotp).where(eq(userTotp.userId, userId)))[0];
}

/** Whether the site requires the second factor of operators (the setting in `site_settings`; absent: no). */
export async function secondFactorRequired(db: Database): Promise<boolean> {
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.name, SECOND_FACTOR_SETTING));
  return row?.value === true;
}

export async function setSecondFactorRequired(db: Database, required: boolean): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ name: SECOND_FACTOR_SETTING, value: required })
    .onConflictDoUpdate({ target: siteSettings.name, set: { value: required, updatedAt: new Date() } });
}

/** The operator has to enrol before the console answers: the site requires it and their factor is not on. */
export async function secondFactorMissing(db: Database, user: { id: string; role: string }): Promise<boolean> {
  if (!isOperator(user.role)) return false;
  const { rows } = await db.execute<{ required: boolean; enabled: boolean }>(sql`
    select
      coalesce((select value = 'true'::jsonb from ${siteSettings} where name = ${SECOND_FACTOR_SETTING}), false) as required,
      exists (select 1 from ${userTotp} where user_id = ${user.id} and enabled_at is not null) as enabled`);
  const row = rows[0];
  return Boolean(row?.required) && !row?.enabled;
}

/** When the user's factor was turned on, or undefined when it is off (or still waiting for its first code). */
export async function factorEnabledAt(db: Database, userId: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ enabledAt: userTotp.enabledAt })
    .from(userTotp)
    .where(and(eq(userTotp.userId, userId), isNotNull(userTotp.enabledAt)));
  return row?.enabledAt ?? undefined;
}

export async function factorStatus(db: Database, user: { id: string; role: string }) {
  const enabledAt = await factorEnabledAt(db, user.id);
  const [left] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(totpRecoveryCodes)
    .where(and(eq(totpRecoveryCodes.userId, user.id), isNull(totpRecoveryCodes.usedAt)));
  return {
    enabled: enabledAt !== undefined,
    required: isOperator(user.role) && (await secondFactorRequired(db)),
    recovery_codes_left: enabledAt ? Number(left?.count ?? 0) : 0,
  };
}

/**
 * Enrolment, first half: after the password again, a new secret (kept sealed, decision 025) and
 * what the app needs. The factor stays off until `confirmEnrolment` sees a code from it; asking
 * again replaces an unconfirmed secret, never a confirmed one.
 */
export async function startEnrolment(deps: Deps, user: { id: string; email: string }, password: string) {
  const { db, config } = deps;
  await checkPassword(db, user.id, password);
  const secret = new Secret({ size: 20 }).base32;
  const secretEnc = seal(config.sessionSecret, SEAL_PURPOSE, secret);
  const [row] = await db
    .insert(userTotp)
    .values({ userId: user.id, secretEnc })
    .onConflictDoUpdate({ target: userTotp.userId, set: { secretEnc, lastStep: null, createdAt: new Date() }, where: isNull(userTotp.enabledAt) })
    .returning({ enabledAt: userTotp.enabledAt });
  if (!row) throw fail('conflict', 'totp.alreadyEnabled');
  const uri = totpOf(user.email, secret).toString();
  const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { uri, qrSvg, secret };
}

/** The 30-second step of a right code (±1 step of `now`), or undefined. otpauth compares in constant time. */
function matchingStep(email: string, secret: string, code: string, now: number): number | undefined {
  const delta = totpOf(email, secret).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? undefined : stepOf(now) + delta;
}

function secretOf(config: Config, sealed: string): string {
  const secret = open(config.sessionSecret, SEAL_PURPOSE, sealed);
  // Sealed under another SESSION_SECRET: the factor cannot be read, so no code can be right.
  if (!secret) throw fail('invalid', 'totp.codeInvalid');
  return secret;
}

/**
 * Enrolment, second half: the first right code turns the factor on (its step counts as used) and
 * gives the ten recovery codes, shown this once; any earlier ones are replaced.
 */
export async function confirmEnrolment(deps: Deps, user: { id: string; email: string }, code: string, now: number): Promise<string[]> {
  const { db, config } = deps;
  const reservation = await reserve(db, [accountLimit(user.id, 'verify')]);
  const factor = await factorOf(db, user.id);
  if (!factor) throw fail('invalid', 'totp.noEnrolment');
  if (factor.enabledAt) throw fail('conflict', 'totp.alreadyEnabled');
  const step = matchingStep(user.email, secretOf(config, factor.secretEnc), code, now);
  if (step === undefined) throw fail('invalid', 'totp.codeInvalid');
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.transaction(async (tx) => {
    const [turnedOn] = await tx
      .update(userTotp)
      .set({ enabledAt: new Date(now), lastStep: step })
      // The secret the code was checked against, still unconfirmed: a parallel enable or verify loses here.
      .where(and(eq(userTotp.userId, user.id), isNull(userTotp.enabledAt), eq(userTotp.secretEnc, factor.secretEnc)))
      .returning({ enabledAt: userTotp.enabledAt });
    if (!turnedOn) throw fail('conflict', 'totp.noEnrolment');
    await tx.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, user.id));
    await tx.insert(totpRecoveryCodes).values(codes.map((c) => ({ userId: user.id, codeHash: hashCode(c) })));
  });
  await release(db, reservation);
  return codes.map(displayRecoveryCode);
}

/**
 * Whether `code` (normalized) is a right one for the user's factor, spending it: a TOTP code's
 * step must come after the last one taken (one conditional update, so two requests with the same
 * code cannot both pass), a recovery code must be unused (the same). Replays answer `used`.
 */
export async function spendCode(deps: Deps, user: { id: string; email: string }, code: string, now: number): Promise<'ok' | 'wrong' | 'used'> {
  const { db, config } = deps;
  const factor = await factorOf(db, user.id);
  if (!factor?.enabledAt) return 'wrong';
  if (RECOVERY_CODE_PATTERN.test(code)) {
    const [spent] = await db
      .update(totpRecoveryCodes)
      .set({ usedAt: new Date(now) })
      .where(and(eq(totpRecoveryCodes.userId, user.id), eq(totpRecoveryCodes.codeHash, hashCode(code)), isNull(totpRecoveryCodes.usedAt)))
      .returning({ id: totpRecoveryCodes.id });
    return spent ? 'ok' : 'wrong';
  }
  const step = matchingStep(user.email, secretOf(config, factor.secretEnc), code, now);
  if (step === undefined) return 'wrong';
  const [taken] = await db
    .update(userTotp)
    .set({ lastStep: step })
    .where(and(eq(userTotp.userId, user.id), isNotNull(userTotp.enabledAt), sql`(${userTotp.lastStep} is null or ${userTotp.lastStep} < ${step})`))
    .returning({ enabledAt: userTotp.enabledAt });
  return taken ? 'ok' : 'used';
}

/** A code for a signed-in user's own screens (disable): wrong and used codes refused, attempts limited. */
async function requireCode(deps: Deps, user: { id: string; email: string }, code: string, now: number): Promise<void> {
  const reservation = await reserve(deps.db, [accountLimit(user.id, 'code')]);
  const outcome = await spendCode(deps, user, code, now);
  if (outcome === 'used') throw fail('invalid', 'totp.codeUsed');
  if (outcome === 'wrong') throw fail('invalid', 'totp.codeInvalid');
  await release(deps.db, reservation);
}

/** Turning the factor off: the password and a code; an operator whom the site requires it of cannot. */
export async function disableFactor(deps: Deps, user: { id: string; email: string; role: string }, password: string, code: string, now: number) {
  const { db } = deps;
  if (!(await factorEnabledAt(db, user.id))) throw fail('invalid', 'totp.notEnabled');
  if (isOperator(user.role) && (await secondFactorRequired(db))) throw fail('forbidden', 'totp.requiredCannotDisable');
  await checkPassword(db, user.id, password);
  await requireCode(deps, user, code, now);
  await db.transaction(async (tx) => {
    await tx.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, user.id));
    await tx.delete(userTotp).where(eq(userTotp.userId, user.id));
  });
}

export type FactorReset = 'reset' | 'not_enabled' | 'no_account';

/**
 * The operator's way back in for someone who lost the device and the recovery codes (the CLI's
 * `reset-second-factor`, run on the server: nothing on the web can do it). The factor and the
 * codes are deleted, and the owner of the address is told by e-mail, so a reset they did not ask
 * for is seen. A device remembered before keeps nothing: it was remembered for the old factor's
 * `enabled_at`, and a new enrolment has another.
 */
export async function resetFactor(db: Database, config: Config, email: string): Promise<FactorReset> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`)
      .for('update');
    if (!user) return 'no_account';
    const removed = await tx.delete(userTotp).where(eq(userTotp.userId, user.id)).returning({ enabledAt: userTotp.enabledAt });
    await tx.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, user.id));
    // A row without `enabled_at` is an enrolment begun and never confirmed: nothing to tell anyone.
    if (!removed.some((row) => row.enabledAt)) return 'not_enabled';
    const paragraphs = [ta('ops.mail.factorResetBody', { url: `${config.publicUrl}/login` }), ta('ops.mail.factorResetUnasked')];
    await enqueueMail(tx, plainMail(user.email, user.name, ta('ops.mail.factorResetSubject'), paragraphs));
    return 'reset';
  });
}
