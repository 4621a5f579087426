import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminStoreParamsSchema,
  adminStorePatchSchema,
  adminStoreSchema,
  adminStoresPageSchema,
  adminStoresQuerySchema,
} from '@plaza/domain/schemas/admin-stores';
import { registerAdminGuard, requireAdmin } from '../../platform/admin-guard';
import { signedIn } from '../../platform/openapi';
import { searchStores, updateStore } from './admin-store-service';
import { registerNoStore } from '../../platform/no-store';

/**
 * The operator's face of stores (/api/admin/stores…): search, suspend and reopen, plan and
 * billing period. One encapsulated plugin behind the admin guard: anyone but an admin gets 403.
 */
export const adminStoreRoutes: FastifyPluginAsync = async (app) => {
  // Suspending and reopening stores is the queue's work: moderators too (decision 028); a plan or a
  // billing period stays the admins' (`requireAdmin`).
  registerAdminGuard(app, { moderators: true });
  registerNoStore(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  routes.get(
    '/api/admin/stores',
    { schema: { security: signedIn, querystring: adminStoresQuerySchema, response: { 200: adminStoresPageSchema } } },
    async (request) => searchStores(db, request.query),
  );

  routes.patch(
    '/api/admin/stores/:storeId',
    { schema: { security: signedIn, params: adminStoreParamsSchema, body: adminStorePatchSchema, response: { 200: adminStoreSchema } } },
    async (request) => {
      if (request.body.plan_id !== undefined || request.body.billing_period !== undefined) requireAdmin(request);
      return updateStore(db, request.params.storeId, request.body, app.deps.config.publicUrl);
    },
  );
};
