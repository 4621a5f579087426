import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tp } from '@plaza/domain/messages/es-panel';
import { storeParams } from '@plaza/domain/schemas/panel-common';
import {
  newPayoutSchema,
  payoutBalanceQuery,
  payoutListQuery,
  payoutPageSchema,
  payoutRecordedSchema,
  referrerBalancePageSchema,
  statementQuery,
  type StatementQuery,
} from '@plaza/domain/schemas/payout';
import { signedIn } from '../../platform/openapi';
import { ownedStore, sellerOf } from '../../platform/store-owner';
import { recordPayout } from './payout-service';
import { statementCsv, statementFileName } from './payout-statement';
import { storeBalances, storePayouts } from './payout-views';

export const statementAnswer = {
  description: 'El estado de cuenta en CSV (UTF-8 con BOM): saldo inicial, comisiones, anulaciones, pagos y saldo final',
  content: { 'text/csv': { schema: z.string() } },
};

/**
 * The seller's side of payouts to referrers (issue 42): /api/store_admin/stores/{storeId}/payouts….
 * Registered inside the store-owner guard's plugin, so every query is filtered by the store it resolved.
 */
export const storePayoutRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const base = '/api/store_admin/stores/:storeId/payouts';

  routes.get(
    `${base}/balances`,
    { schema: { security: signedIn, params: storeParams, querystring: payoutBalanceQuery, response: { 200: referrerBalancePageSchema } } },
    async (request) => storeBalances(db, ownedStore(request).id, request.query),
  );

  routes.get(
    base,
    { schema: { security: signedIn, params: storeParams, querystring: payoutListQuery, response: { 200: payoutPageSchema } } },
    async (request) => storePayouts(db, ownedStore(request).id, request.query.referrer_id, request.query),
  );

  routes.post(
    base,
    { schema: { security: signedIn, params: storeParams, body: newPayoutSchema, response: { 201: payoutRecordedSchema } } },
    async (request, reply) => {
      const recorded = await recordPayout(db, ownedStore(request).id, sellerOf(request).id, request.body);
      return reply.status(201).send({ success: true as const, message: tp('payoutsApi.recorded'), ...recorded });
    },
  );

  app.get<{ Querystring: StatementQuery }>(
    `${base}/statement.csv`,
    { schema: { security: signedIn, params: storeParams, querystring: statementQuery, response: { 200: statementAnswer } } },
    async (request, reply) => {
      const store = ownedStore(request);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${statementFileName(store.slug, request.query)}"`)
        .send(await statementCsv(db, { storeId: store.id }, request.query));
    },
  );
};
