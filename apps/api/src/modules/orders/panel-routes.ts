import { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { storeParams } from '@plaza/domain/schemas/panel-common';
import { t as orderText } from '@plaza/domain/messages/es-mail';
import {
  commissionPageSchema,
  commissionQuery,
  orderTransitionSchema,
  panelOrderCountQuery,
  panelOrderCsvQuery,
  panelOrderListQuery,
  panelOrderPageSchema,
  panelOrderParams,
  panelOrderSchema,
  panelOrderSummarySchema,
} from '@plaza/domain/schemas/panel-orders';
import { signedIn } from '../../platform/openapi';
import { allowStaff, ownedStore } from '../../platform/store-owner';
import { storeCommissions } from './commissions';
import { transitionOrder } from './order-transitions';
import { ordersCsv } from './orders-csv';
import { listCountSchema } from '@plaza/domain/schemas/panel-lists';
import { countSellerOrders, listSellerOrders, pendingPaymentCount, sellerOrder, type PanelContext } from './seller-orders';

const csvAnswer = { description: 'Los pedidos en CSV (UTF-8 con BOM)', content: { 'text/csv': { schema: z.string() } } };

/**
 * The seller's orders (issue 18): /api/store_admin/stores/{storeId}/orders…, /commissions.
 * Registered inside the store-owner guard's plugin: every query below is filtered by the store
 * the guard resolved, never by an id from the path alone.
 */
export const sellerOrderRoutes: FastifyPluginAsync = async (app) => {
  // "Pedidos" staff work on the orders (decision 028); the commissions owed stay the owner's, as payouts do.
  allowStaff(app, ['orders']);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;
  const base = '/api/store_admin/stores/:storeId/orders';
  // A pending order expires after its store's hold, never beyond ORDER_PAYMENT_HOURS (as the expiry job reads it).
  const context = (request: FastifyRequest): PanelContext => {
    const store = ownedStore(request);
    return { storeName: store.name, paymentHours: Math.min(store.paymentHoldHours, config.orderPaymentHours) };
  };

  routes.get(
    base,
    { schema: { security: signedIn, params: storeParams, querystring: panelOrderListQuery, response: { 200: panelOrderPageSchema } } },
    async (request) => listSellerOrders(db, ownedStore(request).id, request.query, context(request)),
  );

  // Untyped replies: the answer is a stream of CSV text, not the string its schema documents.
  app.get<{ Querystring: z.infer<typeof panelOrderCsvQuery> }>(
    `${base}.csv`,
    { schema: { security: signedIn, params: storeParams, querystring: panelOrderCsvQuery, response: { 200: csvAnswer } } },
    async (request, reply) => {
      const store = ownedStore(request);
      const name = `${orderText('orderTexts.csvFile')}-${store.slug}${request.query.status ? `-${request.query.status}` : ''}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"`)
        .send(Readable.from(ordersCsv(db, store.id, request.query.status, context(request))));
    },
  );

  routes.get(
    `${base}/summary`,
    { schema: { security: signedIn, params: storeParams, response: { 200: panelOrderSummarySchema } } },
    async (request) => ({ pending_payment: await pendingPaymentCount(db, ownedStore(request).id) }),
  );

  // The inbox's total, apart from its page (decision 030).
  routes.get(
    `${base}/count`,
    { schema: { security: signedIn, params: storeParams, querystring: panelOrderCountQuery, response: { 200: listCountSchema } } },
    async (request) => countSellerOrders(db, ownedStore(request).id, request.query),
  );

  routes.get(
    `${base}/:orderId`,
    { schema: { security: signedIn, params: panelOrderParams, response: { 200: panelOrderSchema } } },
    async (request) => sellerOrder(db, ownedStore(request).id, request.params.orderId, context(request)),
  );

  routes.patch(
    `${base}/:orderId`,
    { schema: { security: signedIn, params: panelOrderParams, body: orderTransitionSchema, response: { 200: panelOrderSchema } } },
    async (request) => {
      const storeId = ownedStore(request).id;
      const { orderId } = request.params;
      return transitionOrder(
        db,
        storeId,
        orderId,
        request.body.status,
        request.body.reason,
        (tx) => sellerOrder(tx, storeId, orderId, context(request)),
        app.deps.config.publicUrl,
      );
    },
  );

  routes.get(
    '/api/store_admin/stores/:storeId/commissions',
    { schema: { security: signedIn, params: storeParams, querystring: commissionQuery, response: { 200: commissionPageSchema } }, config: { staffRoles: [] } },
    async (request) => storeCommissions(db, ownedStore(request).id, request.query.page, request.query.page_size),
  );
};
