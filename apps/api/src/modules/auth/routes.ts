import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { t } from '@plaza/domain/messages/es-server';
import {
  forgotPasswordSchema,
  loginSchema,
  resendActivationSchema,
  resetPasswordSchema,
  signupSchema,
} from '@plaza/domain/schemas/account';
import { loginAnswerSchema } from '@plaza/domain/schemas/second-factor';
import { deviceNote, knownDevice, secondFactorRemembered } from '../../platform/device-cookies';
import { reserve } from '../../platform/rate-limit';
import { issueChallenge } from '../../platform/second-factor-challenge';
import { activate, forgotPassword, login, loginLimits, mailLimits, resendActivation, resetPassword, signup, welcomeSeller } from './auth-service';
import { openSession } from './open-session';
import { tokenParams } from './tokens';

const answer = z.object({ success: z.boolean(), message: z.string() });

export const authRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;
  const deps = { db, config };

  routes.post('/api/auth/signup', { schema: { body: signupSchema, response: { 200: answer } } }, async (request) => {
    await reserve(db, mailLimits('signup', request.body.email, request.ip));
    await signup(deps, request.body);
    return { success: true, message: t('auth.signupDone') };
  });

  routes.post(
    '/api/auth/activate/:token',
    { schema: { params: tokenParams('auth.activationInvalid'), response: { 200: answer } } },
    async (request) => {
      await activate(deps, request.params.token);
      return { success: true, message: t('auth.activationDone') };
    },
  );

  routes.post(
    '/api/auth/resend-activation-link',
    { schema: { body: resendActivationSchema, response: { 200: answer } } },
    async (request) => {
      await reserve(db, mailLimits('resend', request.body.email, request.ip));
      await resendActivation(deps, request.body.email);
      return { success: true, message: t('auth.activationResent') };
    },
  );

  routes.post('/api/auth/login', { schema: { body: loginSchema, response: { 200: loginAnswerSchema } } }, async (request, reply) => {
    const { email, password } = request.body;
    const note = deviceNote(request, config, email);
    const limits = loginLimits(email, request.ip, note?.nonce);
    const outcome = await login(deps, email, password, limits, (enabledAt) => secondFactorRemembered(note, enabledAt));
    if (outcome.kind === 'challenge') {
      // No session yet: the code step (POST /api/auth/totp/login) opens it.
      issueChallenge(reply, config, outcome.userId);
      return { success: false, totp_required: true, message: t('totp.codeAsked') };
    }
    // A browser that answered the second factor keeps that for the rest of its 30 days.
    await openSession(request, reply, config, db, { ...outcome, email, secondFactorUntil: note?.secondFactorUntil });
    return { success: true, message: t('auth.loginDone') };
  });

  routes.post('/api/auth/forgotPassword', { schema: { body: forgotPasswordSchema, response: { 200: answer } } }, async (request) => {
    const { email } = request.body;
    await reserve(db, mailLimits('forgot', email, request.ip, knownDevice(request, config, email) !== undefined));
    await forgotPassword(deps, email);
    return { success: true, message: t('auth.forgotDone') };
  });

  routes.post(
    '/api/auth/resetPassword/:token',
    { schema: { params: tokenParams('auth.resetInvalid'), body: resetPasswordSchema, response: { 200: answer } } },
    async (request) => {
      await resetPassword(deps, request.params.token, request.body.password);
      return { success: true, message: t('auth.resetDone') };
    },
  );

  /** The link mailed to a new seller: choose the first password, and be signed in on a known device (then the web app opens /seller). */
  routes.post(
    '/api/auth/welcome/:token',
    { schema: { params: tokenParams('auth.welcomeInvalid'), body: resetPasswordSchema, response: { 200: answer } } },
    async (request, reply) => {
      const { sessionId, email } = await welcomeSeller(deps, request.params.token, request.body.password);
      // The browser that chose the password is the seller's own: it keeps logging in while the account is attacked.
      await openSession(request, reply, config, db, { sessionId, email, referralsEnabled: undefined });
      return { success: true, message: t('auth.welcomeDone') };
    },
  );
};
