import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isOperator } from '@plaza/domain/roles';
import { csrfTokenSchema, sessionUserSchema, successSchema } from '@plaza/domain/schemas/session';
import { issueCsrfToken } from '../../platform/csrf';
import { fail } from '../../platform/errors';
import { signedIn } from '../../platform/openapi';
import { clearSessionCookie, destroySession, findSessionUser, sessionCookie } from '../../platform/sessions';

export const sessionRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { config, db } = app.deps;

  routes.get('/api/auth/csrf-token', { schema: { response: { 200: csrfTokenSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { csrf_token: issueCsrfToken(request, reply, config) };
  });

  /** The market session: only customers' and sellers' accounts can be used in the storefront. */
  routes.get('/api/market/auth', { schema: { security: signedIn, response: { 200: sessionUserSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const raw = sessionCookie(request);
    const user = raw ? await findSessionUser(db, raw) : undefined;
    if (!user) throw fail('unauthorized', 'errors.unauthorized');
    if (isOperator(user.role)) throw fail('forbidden', 'auth.accountNotUsableHere');
    return { id: user.id, email: user.email, name: user.name, role: user.role };
  });

  routes.post('/api/auth/customer/logout', { schema: { response: { 200: successSchema } } }, async (request, reply) => {
    const raw = sessionCookie(request);
    if (raw) await destroySession(db, raw);
    clearSessionCookie(reply, config);
    reply.clearCookie('referrals', { path: '/' });
    return { success: true };
  });
};
