import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminSessionSchema } from '@plaza/domain/schemas/session';
import { secondFactorMissing } from '../auth/second-factor';
import { adminOf, registerAdminGuard } from '../../platform/admin-guard';
import { signedIn } from '../../platform/openapi';

/**
 * /api/admin/session: the operator signed in, behind the admin guard (403 for anyone else). The
 * console asks it to learn who opened it: the market session (/api/market/auth) refuses an
 * operator's account with 403, which the browser logged as an error on every console page.
 * `second_factor_missing`: the site requires the second factor and this operator has not turned
 * it on; every other console call refuses them until they do, and the console shows the enrolment.
 */
export const sessionAdminRoutes: FastifyPluginAsync = async (app) => {
  registerAdminGuard(app, { withoutSecondFactor: true, moderators: true });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  routes.get('/api/admin/session', { schema: { security: signedIn, response: { 200: adminSessionSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const admin = adminOf(request);
    return { id: admin.id, email: admin.email, name: admin.name, role: admin.role, second_factor_missing: await secondFactorMissing(db, admin) };
  });
};
