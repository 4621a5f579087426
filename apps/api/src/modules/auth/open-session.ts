import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/connection';
import { rememberDevice } from '../../platform/device-cookies';
import { clearChallenge } from '../../platform/second-factor-challenge';
import { destroySession, sessionCookie, setSessionCookie } from '../../platform/sessions';

export const REFERRALS_COOKIE = 'referrals';

type Opened = {
  sessionId: string;
  email: string;
  /** Undefined leaves the referrals cookie as it is. */
  referralsEnabled: boolean | undefined;
  /** Until when this browser is not asked for the second factor again (the device note's). */
  secondFactorUntil?: number | undefined;
};

/**
 * The end of every login: the browser becomes a known device of the account, gets a new session id
 * (a session id planted before it is worth nothing after) and loses any pending code step.
 */
export async function openSession(request: FastifyRequest, reply: FastifyReply, config: Config, db: Database, opened: Opened) {
  rememberDevice(request, reply, config, opened.email, opened.secondFactorUntil);
  const previous = sessionCookie(request);
  if (previous) await destroySession(db, previous);
  setSessionCookie(reply, config, opened.sessionId);
  clearChallenge(reply, config);
  if (opened.referralsEnabled === true) reply.setCookie(REFERRALS_COOKIE, 'true', { path: '/', sameSite: 'lax', secure: config.secureCookies });
  else if (opened.referralsEnabled === false) reply.clearCookie(REFERRALS_COOKIE, { path: '/' });
}
