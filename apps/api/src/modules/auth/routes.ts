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
import { knownDevice, rememberDevice } from '../../platform/device-cookies';
import { reserve } from '../../platform/rate-limit';
import { destroySession, sessionCookie, setSessionCookie } from '../../platform/sessions';
import { activate, forgotPassword, login, loginLimits, mailLimits, resendActivation, resetPassword, signup, welcomeSeller } from './auth-service';
import { tokenParams } from './tokens';

const answer = z.object({ success: z.boolean(), message: z.string() });

export const REFERRALS_COOKIE = 'referrals';

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

  routes.post('/api/auth/login', { schema: { body: loginSchema, response: { 200: answer } } }, async (request, reply) => {
    const { email, password } = request.body;
    const limits = loginLimits(email, request.ip, knownDevice(request, config, email));
    const { sessionId, referralsEnabled } = await login(deps, email, password, limits);
    rememberDevice(request, reply, config, email);
    // A new id at every login: a session id planted before it is worth nothing after.
    const previous = sessionCookie(request);
    if (previous) await destroySession(db, previous);
    setSessionCookie(reply, config, sessionId);
    if (referralsEnabled) reply.setCookie(REFERRALS_COOKIE, 'true', { path: '/', sameSite: 'lax', secure: config.secureCookies });
    else reply.clearCookie(REFERRALS_COOKIE, { path: '/' });
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
      rememberDevice(request, reply, config, email);
      const previous = sessionCookie(request);
      if (previous) await destroySession(db, previous);
      setSessionCookie(reply, config, sessionId);
      return { success: true, message: t('auth.welcomeDone') };
    },
  );
};
