import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { fail } from './errors';
import { changesState } from './route-guards';

export const CSRF_COOKIE = 'plaza_csrf';

/**
 * Signed double-submit token: a random httpOnly cookie, and a token that is its HMAC under the
 * server secret. A page of another origin can neither read the token nor forge one, and any API
 * process that shares the secret can check it without shared state.
 */
const sign = (secret: string, value: string) => createHmac('sha256', secret).update(value).digest('base64url');

export function issueCsrfToken(request: FastifyRequest, reply: FastifyReply, config: Config): string {
  let value = request.cookies[CSRF_COOKIE];
  if (!value || value.length < 32) {
    value = randomBytes(32).toString('base64url');
    reply.setCookie(CSRF_COOKIE, value, { httpOnly: true, sameSite: 'lax', secure: config.secureCookies, path: '/' });
  }
  return sign(config.sessionSecret, value);
}

function validToken(request: FastifyRequest, secret: string): boolean {
  const cookie = request.cookies[CSRF_COOKIE];
  const header = request.headers['x-csrf-token'];
  if (!cookie || typeof header !== 'string') return false;
  const expected = Buffer.from(sign(secret, cookie));
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * Every state-changing call of a route the router matched needs the AJAX marker and a valid
 * token, else 403: decided on the matched route, so no spelling of its path walks around it.
 */
export function registerCsrfGuard(app: FastifyInstance, config: Config) {
  app.addHook('onRequest', (request, _reply, done) => {
    if (!changesState(request)) return done();
    if (request.headers['x-requested-with'] !== 'XMLHttpRequest') return done(fail('forbidden', 'errors.ajaxHeader'));
    if (!validToken(request, config.sessionSecret)) return done(fail('forbidden', 'errors.csrf'));
    done();
  });
}
