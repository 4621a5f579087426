import { signedIn } from '../../platform/openapi';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditKindsSchema, auditPageSchema, auditQuery } from '@plaza/domain/schemas/admin-ops';
import { registerAdminGuard } from '../../platform/admin-guard';
import { auditKinds, listAudit } from './audit-service';
import { registerNoStore } from '../../platform/no-store';

/** The audit log as the console reads it (/api/admin/audit…), behind the admin guard. */
export const auditAdminRoutes: FastifyPluginAsync = async (app) => {
  registerAdminGuard(app);
  registerNoStore(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  routes.get(
    '/api/admin/audit',
    { schema: { security: signedIn, querystring: auditQuery, response: { 200: auditPageSchema } } },
    async (request) => listAudit(db, request.query),
  );

  routes.get('/api/admin/audit/kinds', { schema: { security: signedIn, response: { 200: auditKindsSchema } } }, async () => auditKinds(db));
};
