import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { myPayoutsSchema } from '@plaza/domain/schemas/payout';
import { requireUser } from '../../platform/current-user';
import { signedIn } from '../../platform/openapi';
import { myPayouts } from './payout-views';

/** The referrer's side (issue 42): what each store owes them and the payouts they received, from the same ledger as the seller's. */
export const referralPayoutRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  routes.get('/api/user/referrals/payouts', { schema: { security: signedIn, response: { 200: myPayoutsSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return myPayouts(db, (await requireUser(db, request)).id);
  });
};
