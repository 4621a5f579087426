import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  panelProductSchema,
  productCreateSchema,
  productDeleteAnswerSchema,
  productListQuerySchema,
  productPageSchema,
  productParams,
  productPatchSchema,
  productConflictSchema,
  productCountQuerySchema,
} from '@plaza/domain/schemas/panel-product';
import { storeParams } from '@plaza/domain/schemas/panel-common';
import { signedIn } from '../../platform/openapi';
import { allowStaff, ownedStore, registerStoreOwnerGuard } from '../../platform/store-owner';
import { listCountSchema } from '@plaza/domain/schemas/panel-lists';
import { countProducts, createProduct, deleteProduct, duplicateProduct, findProduct, listProducts, updateProduct } from './product-service';

const base = '/api/store_admin/stores/:storeId/products';

/** The products of a store its owner runs: list, create, read, change, duplicate, delete (or archive). */
export const storeAdminProductRoutes: FastifyPluginAsync = async (app) => {
  registerStoreOwnerGuard(app);
  // "Catálogo" staff work on the catalogue (decision 028).
  allowStaff(app, ['catalogue']);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  routes.get(
    base,
    { schema: { security: signedIn, params: storeParams, querystring: productListQuerySchema, response: { 200: productPageSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listProducts(db, ownedStore(request).id, request.query);
    },
  );

  // The list's total, apart from its page (decision 030).
  routes.get(
    `${base}/count`,
    { schema: { security: signedIn, params: storeParams, querystring: productCountQuerySchema, response: { 200: listCountSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return countProducts(db, ownedStore(request).id, request.query);
    },
  );

  routes.post(
    base,
    { schema: { security: signedIn, params: storeParams, body: productCreateSchema, response: { 201: panelProductSchema } } },
    async (request, reply) => reply.status(201).send(await createProduct(db, ownedStore(request).id, request.body)),
  );

  routes.get(
    `${base}/:productId`,
    { schema: { security: signedIn, params: productParams, response: { 200: panelProductSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return findProduct(db, ownedStore(request).id, request.params.productId);
    },
  );

  routes.patch(
    `${base}/:productId`,
    { schema: { security: signedIn, params: productParams, body: productPatchSchema, response: { 200: panelProductSchema, 409: productConflictSchema } } },
    async (request) => updateProduct(db, ownedStore(request).id, request.params.productId, request.body),
  );

  routes.delete(
    `${base}/:productId`,
    { schema: { security: signedIn, params: productParams, response: { 200: productDeleteAnswerSchema } } },
    async (request) => ({ success: true as const, ...(await deleteProduct(db, ownedStore(request).id, request.params.productId)) }),
  );

  routes.post(
    `${base}/:productId/duplicate`,
    { schema: { security: signedIn, params: productParams, response: { 201: panelProductSchema } } },
    async (request, reply) => reply.status(201).send(await duplicateProduct(db, ownedStore(request).id, request.params.productId)),
  );
};
