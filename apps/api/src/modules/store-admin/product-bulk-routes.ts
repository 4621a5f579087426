import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema } from '@plaza/domain/schemas/session';
import { storeParams } from '@plaza/domain/schemas/panel-common';
import {
  bulkParams,
  productBulkAnswerSchema,
  productBulkBadRequestSchema,
  productBulkConflictSchema,
  productBulkSchema,
  productBulkUndoAnswerSchema,
} from '@plaza/domain/schemas/product-bulk';
import { signedIn } from '../../platform/openapi';
import { allowStaff, ownedStore, registerStoreOwnerGuard, sellerOf } from '../../platform/store-owner';
import { bulkChange, undoBulkChange } from './product-bulk-service';

const base = '/api/store_admin/stores/:storeId/products/bulk';

/** Bulk price and stock changes of a store's products, and their undo (issue 43, point 1). */
export const storeAdminProductBulkRoutes: FastifyPluginAsync = async (app) => {
  registerStoreOwnerGuard(app);
  // "Catálogo" staff work on the catalogue (decision 028).
  allowStaff(app, ['catalogue']);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = app.deps;

  routes.post(
    base,
    {
      schema: {
        security: signedIn,
        params: storeParams,
        body: productBulkSchema,
        response: { 200: productBulkAnswerSchema, 400: productBulkBadRequestSchema, 404: errorSchema, 409: productBulkConflictSchema },
      },
    },
    async (request) => bulkChange(db, ownedStore(request).id, sellerOf(request).id, request.body, clock()),
  );

  routes.post(
    `${base}/:bulkId/undo`,
    { schema: { security: signedIn, params: bulkParams, response: { 200: productBulkUndoAnswerSchema, 404: errorSchema, 409: errorSchema } } },
    async (request) => undoBulkChange(db, ownedStore(request).id, request.params.bulkId, clock()),
  );
};
