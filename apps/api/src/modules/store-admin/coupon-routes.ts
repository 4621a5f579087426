import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { storeParams } from '@plaza/domain/schemas/panel-common';
import { couponCreateSchema, couponParams, couponPatchSchema, couponSchema } from '@plaza/domain/schemas/panel-catalogue';
import { signedIn } from '../../platform/openapi';
import { allowStaff, ownedStore } from '../../platform/store-owner';
import { createCoupon, deleteCoupon, listCoupons, patchCoupon } from './coupon-service';

const noContent = z.null().meta({ description: 'Borrado' });

/** /api/store_admin/stores/{storeId}/coupons: registered inside the store-owner guard's plugin. */
export const couponRoutes: FastifyPluginAsync = async (app) => {
  // Coupons are the catalogue's: "Catálogo" staff manage them (decision 028).
  allowStaff(app, ['catalogue']);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const base = '/api/store_admin/stores/:storeId/coupons';

  routes.get(base, { schema: { security: signedIn, params: storeParams, response: { 200: z.array(couponSchema) } } }, async (request) =>
    listCoupons(db, ownedStore(request).id),
  );

  routes.post(
    base,
    { schema: { security: signedIn, params: storeParams, body: couponCreateSchema, response: { 201: couponSchema } } },
    async (request, reply) => reply.status(201).send(await createCoupon(db, ownedStore(request).id, request.body)),
  );

  routes.patch(
    `${base}/:couponId`,
    { schema: { security: signedIn, params: couponParams, body: couponPatchSchema, response: { 200: couponSchema } } },
    async (request) => patchCoupon(db, ownedStore(request).id, request.params.couponId, request.body),
  );

  routes.delete(
    `${base}/:couponId`,
    { schema: { security: signedIn, params: couponParams, response: { 204: noContent } } },
    async (request, reply) => {
      await deleteCoupon(db, ownedStore(request).id, request.params.couponId);
      return reply.status(204).send(null);
    },
  );
};
