import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { lowStockCountSchema, lowStockDigestSettingSchema, productFilterQuerySchema } from '@plaza/domain/schemas/panel-product';
import { storeParams } from '@plaza/domain/schemas/panel-common';
import { signedIn } from '../../platform/openapi';
import { allowStaff, ownedStore, registerStoreOwnerGuard } from '../../platform/store-owner';
import { countLowStock, digestEnabled, setDigestEnabled } from './low-stock-service';

const base = '/api/store_admin/stores/:storeId';

/**
 * Low stock that asks for action (issue 43, decision 031): the "Stock bajo" chip's count and each
 * person's switch for the daily digest. The owner's and "Catálogo" staff's, who restock.
 */
export const storeAdminLowStockRoutes: FastifyPluginAsync = async (app) => {
  registerStoreOwnerGuard(app);
  allowStaff(app, ['catalogue']);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  routes.get(
    `${base}/products/low_stock_count`,
    { schema: { security: signedIn, params: storeParams, querystring: productFilterQuerySchema, response: { 200: lowStockCountSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { count: await countLowStock(db, ownedStore(request).id, request.query) };
    },
  );

  routes.get(
    `${base}/low_stock_digest`,
    { schema: { security: signedIn, params: storeParams, response: { 200: lowStockDigestSettingSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { enabled: await digestEnabled(db, ownedStore(request).id, request.seller!.id) };
    },
  );

  routes.put(
    `${base}/low_stock_digest`,
    { schema: { security: signedIn, params: storeParams, body: lowStockDigestSettingSchema, response: { 200: lowStockDigestSettingSchema } } },
    async (request) => ({ enabled: await setDigestEnabled(db, ownedStore(request).id, request.seller!.id, request.body.enabled) }),
  );
};
