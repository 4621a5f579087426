import { signedIn } from '../../platform/openapi';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminDashboardSchema } from '@plaza/domain/schemas/admin-ops';
import { registerAdminGuard } from '../../platform/admin-guard';
import { adminDashboard } from './dashboard-service';
import { memoryReportSchema } from '../../platform/memory';
import { registerNoStore } from '../../platform/no-store';

/** /api/admin/dashboard: the console's first page, behind the admin guard. */
export const dashboardAdminRoutes: FastifyPluginAsync = async (app) => {
  registerAdminGuard(app);
  registerNoStore(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  routes.get('/api/admin/dashboard', { schema: { security: signedIn, response: { 200: adminDashboardSchema } } }, async () => adminDashboard(db));
  // Where this process's memory is, in megabytes (platform/memory.ts): for operators sizing a
  // machine, cheap enough to poll. Each process answers for itself.
  routes.get('/api/admin/memory', { schema: { security: signedIn, response: { 200: memoryReportSchema } } }, async () => app.deps.memory());
};
