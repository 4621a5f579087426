import type { FastifyPluginAsync } from 'fastify';
import { storeAdminImageRoutes } from './image-routes';
import { storeAdminProductBulkRoutes } from './product-bulk-routes';
import { storeAdminLowStockRoutes } from './low-stock-routes';
import { storeAdminProductRoutes } from './product-routes';
import { storeAdminProductSheetRoutes } from './product-sheet-routes';
import { storeAdminTagRoutes } from './tag-routes';

/** The seller panel's catalogue API (issue 17): products, their images and the store's tags, each plugin behind the store-owner guard. */
export const storeAdminCatalogueRoutes: FastifyPluginAsync = async (app) => {
  await app.register(storeAdminProductRoutes);
  await app.register(storeAdminProductBulkRoutes);
  await app.register(storeAdminProductSheetRoutes);
  await app.register(storeAdminImageRoutes);
  await app.register(storeAdminTagRoutes);
  await app.register(storeAdminLowStockRoutes);
};
