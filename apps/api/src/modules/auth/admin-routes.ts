import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { securitySettingsSchema } from '@plaza/domain/schemas/second-factor';
import { adminOf, registerAdminGuard } from '../../platform/admin-guard';
import { failAdmin } from '../../platform/errors';
import { signedIn } from '../../platform/openapi';
import { factorEnabledAt, secondFactorRequired, setSecondFactorRequired } from './second-factor';

/** The operators' security settings: whether the console requires the second factor of operators. */
export const securityAdminRoutes: FastifyPluginAsync = async (app) => {
  registerAdminGuard(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  routes.get('/api/admin/settings/security', { schema: { security: signedIn, response: { 200: securitySettingsSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { second_factor_required: await secondFactorRequired(db) };
  });

  routes.put(
    '/api/admin/settings/security',
    { schema: { security: signedIn, body: securitySettingsSchema, response: { 200: securitySettingsSchema } } },
    async (request) => {
      const required = request.body.second_factor_required;
      // The operator turning it on would be the first one locked out of the console.
      if (required && !(await factorEnabledAt(db, adminOf(request).id))) throw failAdmin('conflict', 'security.mustEnrolFirst');
      await setSecondFactorRequired(db, required);
      return { second_factor_required: required };
    },
  );
};
