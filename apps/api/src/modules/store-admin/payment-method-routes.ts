import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { storeParams } from '@plaza/domain/schemas/panel-common';
import {
  paymentMethodCreateSchema,
  paymentMethodParams,
  paymentMethodPatchSchema,
  paymentMethodSchema,
} from '@plaza/domain/schemas/panel-catalogue';
import { signedIn } from '../../platform/openapi';
import { ownedStore } from '../../platform/store-owner';
import { createPaymentMethod, deletePaymentMethod, listPaymentMethods, patchPaymentMethod } from './payment-method-service';

const noContent = z.null().meta({ description: 'Borrado' });

/** /api/store_admin/stores/{storeId}/paymentMethods: registered inside the store-owner guard's plugin. */
export const paymentMethodRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const base = '/api/store_admin/stores/:storeId/paymentMethods';

  routes.get(base, { schema: { security: signedIn, params: storeParams, response: { 200: z.array(paymentMethodSchema) } } }, async (request) =>
    listPaymentMethods(db, ownedStore(request).id),
  );

  routes.post(
    base,
    { schema: { security: signedIn, params: storeParams, body: paymentMethodCreateSchema, response: { 201: paymentMethodSchema } } },
    async (request, reply) => reply.status(201).send(await createPaymentMethod(db, ownedStore(request).id, request.body)),
  );

  routes.patch(
    `${base}/:paymentMethodId`,
    { schema: { security: signedIn, params: paymentMethodParams, body: paymentMethodPatchSchema, response: { 200: paymentMethodSchema } } },
    async (request) => patchPaymentMethod(db, ownedStore(request).id, request.params.paymentMethodId, request.body),
  );

  routes.delete(
    `${base}/:paymentMethodId`,
    { schema: { security: signedIn, params: paymentMethodParams, response: { 204: noContent } } },
    async (request, reply) => {
      await deletePaymentMethod(db, ownedStore(request).id, request.params.paymentMethodId);
      return reply.status(204).send(null);
    },
  );
};
