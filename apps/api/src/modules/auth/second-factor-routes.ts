import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { t } from '@plaza/domain/messages/es-server';
import {
  totpDisableSchema,
  totpEnableSchema,
  totpEnrolmentSchema,
  totpLoginSchema,
  totpStatusSchema,
  totpVerifiedSchema,
  totpVerifySchema,
} from '@plaza/domain/schemas/second-factor';
import { requireUser } from '../../platform/current-user';
import { knownDevice, SECOND_FACTOR_REMEMBER_MS } from '../../platform/device-cookies';
import { fail } from '../../platform/errors';
import { signedIn } from '../../platform/openapi';
import { challengedUser } from '../../platform/second-factor-challenge';
import { loginLimits, loginWithCode } from './auth-service';
import { openSession } from './open-session';
import { confirmEnrolment, disableFactor, factorStatus, startEnrolment } from './second-factor';

const answer = z.object({ success: z.boolean(), message: z.string() });

/**
 * The second factor (TOTP, issue 42): enrolment by the signed-in user (enable, then verify with a
 * first code), turning it off, and the login's code step. Every write passes the CSRF guard; every
 * route acts on the session's own account only, whatever the body says.
 */
export const secondFactorRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;
  const deps = { db, config };

  routes.get('/api/auth/totp', { schema: { security: signedIn, response: { 200: totpStatusSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return factorStatus(db, await requireUser(db, request));
  });

  routes.post(
    '/api/auth/totp/enable',
    { schema: { security: signedIn, body: totpEnableSchema, response: { 200: totpEnrolmentSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const user = await requireUser(db, request);
      const { uri, qrSvg, secret } = await startEnrolment(deps, user, request.body.password);
      return { success: true as const, message: t('totp.scan'), otpauth_uri: uri, qr_svg: qrSvg, secret };
    },
  );

  routes.post(
    '/api/auth/totp/verify',
    { schema: { security: signedIn, body: totpVerifySchema, response: { 200: totpVerifiedSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const user = await requireUser(db, request);
      const codes = await confirmEnrolment(deps, user, request.body.code, Date.now());
      return { success: true as const, message: t('totp.enabledDone'), recovery_codes: codes };
    },
  );

  routes.post(
    '/api/auth/totp/disable',
    { schema: { security: signedIn, body: totpDisableSchema, response: { 200: answer } } },
    async (request) => {
      const user = await requireUser(db, request);
      await disableFactor(deps, user, request.body.password, request.body.code, Date.now());
      return { success: true, message: t('totp.disabledDone') };
    },
  );

  /** The login's second step: the browser holds the challenge cookie the password step gave it. */
  routes.post('/api/auth/totp/login', { schema: { body: totpLoginSchema, response: { 200: answer } } }, async (request, reply) => {
    const userId = challengedUser(request, config);
    if (!userId) throw fail('unauthorized', 'totp.challengeMissing');
    const now = Date.now();
    const opened = await loginWithCode(deps, userId, request.body.code, (email) => loginLimits(email, request.ip, knownDevice(request, config, email)), now);
    const secondFactorUntil = request.body.remember_device ? now + SECOND_FACTOR_REMEMBER_MS : undefined;
    await openSession(request, reply, config, db, { ...opened, secondFactorUntil });
    return { success: true, message: t('auth.loginDone') };
  });
};
