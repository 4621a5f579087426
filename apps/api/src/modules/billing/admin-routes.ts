import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminStoreParamsSchema } from '@plaza/domain/schemas/admin-stores';
import { storeBillingSchema, storePaymentCreateSchema } from '@plaza/domain/schemas/billing';
import { adminOf, registerAdminGuard } from '../../platform/admin-guard';
import { failAdmin } from '../../platform/errors';
import { signedIn } from '../../platform/openapi';
import { billingContext, loadBilling, recordPayment } from './billing-service';
import { registerNoStore } from '../../platform/no-store';

/**
 * The operator's face of plan billing (/api/admin/stores/{id}/billing and …/payments): a store's
 * billing and the payments the operator received off the platform. Behind the admin guard (403).
 */
export const adminBillingRoutes: FastifyPluginAsync = async (app) => {
  registerAdminGuard(app);
  registerNoStore(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db, config, clock } = app.deps;
  const context = () => billingContext(config, clock);

  routes.get(
    '/api/admin/stores/:storeId/billing',
    { schema: { security: signedIn, params: adminStoreParamsSchema, response: { 200: storeBillingSchema } } },
    async (request) => {
      const billing = await loadBilling(db, request.params.storeId, clock(), config.billingGraceDays);
      if (!billing) throw failAdmin('not_found', 'stores.notFound');
      return billing;
    },
  );

  routes.post(
    '/api/admin/stores/:storeId/payments',
    { schema: { security: signedIn, params: adminStoreParamsSchema, body: storePaymentCreateSchema, response: { 201: storeBillingSchema } } },
    async (request, reply) => {
      const billing = await recordPayment(db, request.params.storeId, request.body, adminOf(request).id, context());
      return reply.status(201).send(billing);
    },
  );
};
