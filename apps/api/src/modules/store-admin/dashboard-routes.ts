import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { storeParams } from '@plaza/domain/schemas/panel-common';
import { dashboardSchema } from '@plaza/domain/schemas/panel-dashboard';
import { signedIn } from '../../platform/openapi';
import { ownedStore } from '../../platform/store-owner';
import { storeDashboard } from './dashboard-service';

/** /api/store_admin/stores/{storeId}/dashboard: registered inside the store-owner guard's plugin. */
export const dashboardRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  routes.get(
    '/api/store_admin/stores/:storeId/dashboard',
    { schema: { security: signedIn, params: storeParams, response: { 200: dashboardSchema } } },
    async (request) => storeDashboard(db, ownedStore(request).id),
  );
};
