import { eq, sql } from 'drizzle-orm';
import type { SignupPayload } from '@plaza/domain/schemas/account';
import type { Config } from '../../config';
import type { Database } from '../../db/connection';
import { users } from '../../db/schema';
import { fail } from '../../platform/errors';
import { enqueueMail } from '../../platform/outbox';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../platform/passwords';
import { createSession, destroyUserSessions } from '../../platform/sessions';
import { clearLimit, release, reserve, type Limit } from '../../platform/rate-limit';
import { activationMail, resetMail, signupAttemptMail } from './emails';
import { codeLimit, factorEnabledAt, spendCode } from './second-factor';
import { issueToken, useToken } from './tokens';

type Deps = { db: Database; config: Config };

const WINDOW = 15 * 60;
const accountLimitKey = (email: string) => `login:account:${email}`;
/**
 * A browser that signed in to the account before (its device cookie's nonce) answers only for its
 * own failures: 10 in 15 minutes and that cookie is refused, and nothing else can refuse it.
 * Unknown devices are slowed, then refused, per account (5 failures, then one try every 30 s,
 * none after 10) and per network address (30, then one every 5 s, none after 100): the address
 * counts unknown devices only, since thousands of shoppers share one behind carrier-grade NAT.
 */
export const loginLimits = (email: string, ip: string, deviceNonce: string | undefined): Limit[] =>
  deviceNonce
    ? [{ key: `login:device:${deviceNonce}`, max: 10, windowSeconds: WINDOW }]
    : [
        { key: accountLimitKey(email), max: 10, windowSeconds: WINDOW, slow: { after: 5, spacingSeconds: 30 } },
        { key: `login:ip:${ip}`, max: 100, windowSeconds: WINDOW, slow: { after: 30, spacingSeconds: 5 } },
      ];
/**
 * Sign-up, resend and forgot-password: a few per e-mail address (its mailbox is what a flood
 * would fill), and many per network address, which thousands of shoppers may share; a browser
 * that signed in to the account before is not counted against its network.
 */
export const mailLimits = (action: string, email: string, ip: string, knownDevice = false): Limit[] => [
  { key: `${action}:email:${email}`, max: 5, windowSeconds: WINDOW },
  ...(knownDevice ? [] : [{ key: `${action}:ip:${ip}`, max: 100, windowSeconds: WINDOW }]),
];

const findByEmail = async (db: Database, email: string) =>
  (await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`))[0];

/**
 * A new activation link, mailed: the token and its message commit together or not at all. The
 * mail goes out after the answer (the outbox's sender), so its time cannot tell whether an
 * account exists; what the request does is one token and one outbox row.
 */
export async function mailActivation(tx: Database, config: Config, user: { id: string; email: string; name: string }) {
  const token = await issueToken(tx, user.id, 'activation');
  await enqueueMail(tx, activationMail(user.email, user.name, `${config.publicUrl}/activate?token=${token}`));
}

/**
 * What an address that already has an account gets instead of a second one: its owner is told
 * by mail (where to log in, where to choose a new password); an account never activated gets its
 * activation link again, as 'resend' would; an account an operator deactivated, nothing.
 */
async function mailExistingOwner(db: Database, config: Config, user: typeof users.$inferSelect): Promise<void> {
  if (user.deactivatedAt) return;
  await db.transaction(async (tx) => {
    if (!user.activatedAt) await mailActivation(tx as unknown as Database, config, user);
    else await enqueueMail(tx, signupAttemptMail(user.email, user.name, config.publicUrl));
  });
}

/**
 * A new account, or, for an address that has one, the same answer and a mail to its owner
 * (`mailExistingOwner`): sign-up never tells who has an account, as the reset form does not
 * (ASVS 5.0 V6). The per-address limits of the route hold for both.
 */
export async function signup(deps: Deps, payload: SignupPayload): Promise<void> {
  const { db, config } = deps;
  const existing = await findByEmail(db, payload.email);
  if (existing) return mailExistingOwner(db, config, existing);
  const passwordHash = await hashPassword(payload.password);
  await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: payload.email,
        passwordHash,
        name: payload.name,
        lastName: payload.last_name,
        phone: payload.phone ?? null,
        acceptedTermsAt: new Date(),
      })
      .onConflictDoNothing()
      .returning({ id: users.id, name: users.name, email: users.email });
    // A concurrent sign-up with the same address won the race: its activation mail is on its way.
    if (!user) return;
    await mailActivation(tx as unknown as Database, config, user);
  });
}

export async function activate(deps: Deps, token: string): Promise<void> {
  const userId = await useToken(deps.db, token, 'activation');
  if (!userId) throw fail('invalid', 'auth.activationInvalid');
  await deps.db.update(users).set({ activatedAt: new Date() }).where(eq(users.id, userId));
}

/**
 * Answers the same whether the address has no account, an active one or one waiting for
 * activation (no account enumeration); an account an operator deactivated is told so, and sent
 * nothing: its link could not make it usable, and "sent" would be a lie.
 */
export async function resendActivation(deps: Deps, email: string): Promise<void> {
  const user = await findByEmail(deps.db, email);
  if (user?.deactivatedAt) throw fail('forbidden', 'auth.accountDisabled');
  if (!user || user.activatedAt) return;
  await deps.db.transaction((tx) => mailActivation(tx as unknown as Database, deps.config, user));
}

export type LoginOutcome =
  | { kind: 'session'; sessionId: string; referralsEnabled: boolean }
  /** The password was right; the account's second factor is owed (no session yet). */
  | { kind: 'challenge'; userId: string };

/**
 * A wrong password and an unknown address get the same answer after the same work (one argon2
 * verification); failures count against the limits the caller chose, successes do not.
 * Every attempt is counted before its password is checked and a right one gives its attempt
 * back: counting after the check let parallel guesses all pass a limit none had reached yet.
 * The caller chooses the limits (`loginLimits`: the device's own, or the account's and the network's).
 * An account with its second factor on is asked for a code unless `remembered` says this browser
 * answered it since it was turned on (the device cookie, 30 days).
 */
export async function login(
  deps: Deps,
  email: string,
  password: string,
  limits: Limit[],
  remembered: (enabledAt: Date) => boolean = () => false,
): Promise<LoginOutcome> {
  const { db } = deps;
  const reservation = await reserve(db, limits);
  const user = await findByEmail(db, email);
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!user || !valid) throw fail('unauthorized', 'auth.invalidCredentials');
  await release(db, reservation);
  // Deactivated by an operator: the spec's answer for an account the storefront cannot use.
  if (user.deactivatedAt) throw fail('forbidden', 'auth.accountNotUsableHere');
  if (!user.activatedAt) throw fail('forbidden', 'auth.notActivated');
  const enabledAt = await factorEnabledAt(db, user.id);
  if (enabledAt && !remembered(enabledAt)) return { kind: 'challenge', userId: user.id };
  return { kind: 'session', sessionId: await createSession(db, user.id), referralsEnabled: user.referralsEnabledAt !== null };
}

/**
 * The login's second step: a right code (or an unused recovery code) of the challenged account
 * opens its session. Each attempt counts against the login limits of its device or account and
 * network, and against the account's own code limit, and a right one gives them back.
 */
export async function loginWithCode(
  deps: Deps,
  userId: string,
  code: string,
  limitsFor: (email: string) => Limit[],
  now: number,
): Promise<{ sessionId: string; referralsEnabled: boolean; email: string }> {
  const { db } = deps;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user || user.deactivatedAt || !user.activatedAt) throw fail('unauthorized', 'totp.challengeMissing');
  const email = user.email.toLowerCase();
  const reservation = await reserve(db, [...limitsFor(email), codeLimit(user.id)]);
  const outcome = await spendCode(deps, user, code, now);
  if (outcome === 'used') throw fail('invalid', 'totp.codeUsed');
  if (outcome === 'wrong') throw fail('invalid', 'totp.codeInvalid');
  await release(db, reservation);
  return { sessionId: await createSession(db, user.id), referralsEnabled: user.referralsEnabledAt !== null, email };
}

async function isDeactivated(db: Database, userId: string): Promise<boolean> {
  const [user] = await db.select({ deactivatedAt: users.deactivatedAt }).from(users).where(eq(users.id, userId));
  return Boolean(user?.deactivatedAt);
}

/** Same answer whether or not the address has an account: no account enumeration. */
export async function forgotPassword(deps: Deps, email: string): Promise<void> {
  const user = await findByEmail(deps.db, email);
  if (!user) return;
  await deps.db.transaction(async (tx) => {
    const token = await issueToken(tx as unknown as Database, user.id, 'reset');
    await enqueueMail(tx, resetMail(user.email, user.name, `${deps.config.publicUrl}/reset-password?token=${token}`));
  });
}

/**
 * A reset proves the mailbox, so it also activates; it ends every session of the user, and lifts
 * the account's lockout of unknown devices, so the owner can sign in from a new phone at once.
 */
export async function resetPassword(deps: Deps, token: string, password: string): Promise<void> {
  const userId = await useToken(deps.db, token, 'reset');
  if (!userId) throw fail('invalid', 'auth.resetInvalid');
  const passwordHash = await hashPassword(password);
  const [user] = await deps.db
    .update(users)
    .set({ passwordHash, activatedAt: sql`coalesce(${users.activatedAt}, now())` })
    .where(eq(users.id, userId))
    .returning({ email: users.email });
  await destroyUserSessions(deps.db, userId);
  if (user) await clearLimit(deps.db, accountLimitKey(user.email.toLowerCase()));
}

/**
 * A new seller's first password, through the link mailed at approval: like a reset (single use,
 * ends other sessions), and it signs them in, since the link went to the address they applied with.
 */
export async function welcomeSeller(deps: Deps, token: string, password: string): Promise<{ sessionId: string; email: string }> {
  const userId = await useToken(deps.db, token, 'welcome');
  if (!userId) throw fail('invalid', 'auth.welcomeInvalid');
  if (await isDeactivated(deps.db, userId)) throw fail('forbidden', 'auth.accountNotUsableHere');
  const passwordHash = await hashPassword(password);
  const [account] = await deps.db
    .update(users)
    .set({ passwordHash, activatedAt: sql`coalesce(${users.activatedAt}, now())` })
    .where(eq(users.id, userId))
    .returning({ email: users.email });
  await destroyUserSessions(deps.db, userId);
  return { sessionId: await createSession(deps.db, userId), email: account!.email };
}
