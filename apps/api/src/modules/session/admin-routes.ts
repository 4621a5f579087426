import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionUserSchema } from '@plaza/domain/schemas/session';
import { adminOf, registerAdminGuard } from '../../platform/admin-guard';
import { signedIn } from '../../platform/openapi';

/**
 * /api/admin/session: the operator signed in, behind the admin guard (403 for anyone else). The
 * console asks it to learn who opened it: the market session (/api/market/auth) refuses an
 * operator's account with 403, which the browser logged as an error on every console page.
 */
export const sessionAdminRoutes: FastifyPluginAsync = async (app) => {
  registerAdminGuard(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get('/api/admin/session', { schema: { security: signedIn, response: { 200: sessionUserSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const admin = adminOf(request);
    return { id: admin.id, email: admin.email, name: admin.name, role: admin.role };
  });
};
