import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  couponParamsSchema,
  couponValidationSchema,
  createdOrderSchema,
  orderGroupSchema,
  orderRequestSchema,
  paymentMethodsSchema,
} from '@plaza/domain/schemas/order';
import { storeIdParamsSchema } from '@plaza/domain/schemas/store';
import { currentUser, requireUser } from '../../platform/current-user';
import { reserve } from '../../platform/rate-limit';
import { signedIn } from '../../platform/openapi';
import { couponLimits, createOrder, validateCoupon } from './order-service';
import { listOrders } from './order-history';
import { checkoutStore } from './checkout-store';

export const orderRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;

  routes.get(
    '/api/market/paymentMethods/:storeId',
    { schema: { params: storeIdParamsSchema, response: { 200: paymentMethodsSchema } } },
    async (request) => {
      // The store's own accounts are refused here too, but the order call is the guard: a copy of this
      // list kept by the device (the offline checkout's) never lets them order.
      const store = await checkoutStore(db, request.params.storeId, (await currentUser(db, request))?.id, new Date());
      if (!store) return { payment_methods: [] };
      if (store.refusal) throw store.refusal;
      const { rows } = await db.execute<{ method_id: number; name: string; instructions: string }>(sql`
        select id as method_id, name, instructions from payment_methods
        where store_id = ${store.store.id} and enabled and archived_at is null
        order by position, id`);
      return { payment_methods: rows };
    },
  );

  routes.get(
    '/api/market/customer/coupons/:code/validate/:storeId',
    { schema: { security: signedIn, params: couponParamsSchema, response: { 200: couponValidationSchema } } },
    async (request) => {
      const user = await requireUser(db, request);
      return validateCoupon(db, request.params.storeId, request.params.code, await couponLimits(db, user.id, request.ip));
    },
  );

  routes.post(
    '/api/market/orders',
    {
      schema: {
        security: signedIn,
        body: orderRequestSchema,
        headers: z.looseObject({ 'idempotency-key': z.string().min(8).max(100).optional() }),
        response: { 200: createdOrderSchema },
      },
    },
    async (request) => {
      const user = await requireUser(db, request);
      await reserve(db, [{ key: `orders:user:${user.id}`, max: 60, windowSeconds: 10 * 60 }]);
      return createOrder(db, user.id, request.body, () => couponLimits(db, user.id, request.ip), request.headers['idempotency-key'], config.publicUrl);
    },
  );

  routes.get('/api/market/orders', { schema: { security: signedIn, response: { 200: z.array(orderGroupSchema) } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return listOrders(db, (await requireUser(db, request)).id);
  });
};
