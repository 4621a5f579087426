import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { planChangeRequestSchema, storeBillingSchema } from '@plaza/domain/schemas/billing';
import { storeParams } from '@plaza/domain/schemas/panel-common';
import { signedIn } from '../../platform/openapi';
import { ownedStore, registerStoreOwnerGuard } from '../../platform/store-owner';
import { billingContext, loadBilling, requestCancellation, requestPlanChange, withdrawRequest } from './billing-service';
import { registerNoStore } from '../../platform/no-store';

/**
 * The owner's face of plan billing (/api/store_admin/stores/{storeId}/billing…): what the store
 * pays and has paid, and the requests for the next period (another plan or period, or cancelling),
 * which the billing job applies when that period begins. Behind the store-owner guard (404 for a
 * store that is not the seller's).
 */
export const storeAdminBillingRoutes: FastifyPluginAsync = async (app) => {
  registerStoreOwnerGuard(app);
  registerNoStore(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db, config, clock } = app.deps;
  const context = () => billingContext(config, clock);
  const answer = { 200: storeBillingSchema };

  routes.get('/api/store_admin/stores/:storeId/billing', { schema: { security: signedIn, params: storeParams, response: answer } }, async (request) =>
    (await loadBilling(db, ownedStore(request).id, clock(), config.billingGraceDays))!,
  );

  routes.post(
    '/api/store_admin/stores/:storeId/billing/planChange',
    { schema: { security: signedIn, params: storeParams, body: planChangeRequestSchema, response: answer } },
    async (request) => requestPlanChange(db, ownedStore(request).id, request.body, context()),
  );

  routes.post('/api/store_admin/stores/:storeId/billing/cancellation', { schema: { security: signedIn, params: storeParams, response: answer } }, async (request) =>
    requestCancellation(db, ownedStore(request).id, context()),
  );

  routes.delete('/api/store_admin/stores/:storeId/billing/request', { schema: { security: signedIn, params: storeParams, response: answer } }, async (request) =>
    withdrawRequest(db, ownedStore(request).id, context()),
  );
};
