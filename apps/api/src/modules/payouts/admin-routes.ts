import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { adminBalancePageSchema, adminBalanceQuery, adminStatementQuery } from '@plaza/domain/schemas/payout';
import { registerAdminGuard } from '../../platform/admin-guard';
import { signedIn } from '../../platform/openapi';
import { statementCsv, statementFileName } from './payout-statement';
import { allBalances } from './payout-views';
import { statementAnswer } from './store-admin-routes';
import { registerNoStore } from '../../platform/no-store';

/** The operator's read-only view of payouts (issue 42): every store's balances with its referrers, and the statement. */
export const adminPayoutRoutes: FastifyPluginAsync = async (app) => {
  registerAdminGuard(app);
  registerNoStore(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  routes.get(
    '/api/admin/payouts/balances',
    { schema: { security: signedIn, querystring: adminBalanceQuery, response: { 200: adminBalancePageSchema } } },
    async (request) => allBalances(db, request.query.store_id, request.query),
  );

  app.get<{ Querystring: z.infer<typeof adminStatementQuery> }>(
    '/api/admin/payouts/statement.csv',
    { schema: { security: signedIn, querystring: adminStatementQuery, response: { 200: statementAnswer } } },
    async (request, reply) => {
      const { store_id: storeId, ...period } = request.query;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${statementFileName(storeId ? `tienda-${storeId}` : 'plaza', period)}"`)
        .send(await statementCsv(db, { storeId }, period));
    },
  );
};
