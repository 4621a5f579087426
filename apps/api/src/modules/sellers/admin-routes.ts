import { signedIn } from '../../platform/openapi';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminApplicationListQuery,
  adminApplicationListSchema,
  adminApplicationSchema,
  applicationApprovalSchema,
  applicationParams,
  applicationRejectionSchema,
  type AdminApplication,
} from '@plaza/domain/schemas/admin-ops';
import type { Database } from '../../db/connection';
import { registerAdminGuard } from '../../platform/admin-guard';
import { toIso } from '../../platform/console-lists';
import { failAdmin } from '../../platform/errors';
import { approveApplication, findApplication, listApplications, rejectApplication, type ApplicationRow } from './application-service';
import { registerNoStore } from '../../platform/no-store';

const toAdminApplication = (row: ApplicationRow): AdminApplication => ({
  id: Number(row.id),
  status: row.status as AdminApplication['status'],
  email: row.email,
  name: row.name,
  last_name: row.last_name,
  phone: row.phone,
  store_name: row.store_name,
  description: row.description,
  plan_id: Number(row.plan_id),
  billing_period: row.billing_period as AdminApplication['billing_period'],
  category_id: Number(row.category_id),
  ubication_id: Number(row.ubication_id),
  currency_id: Number(row.currency_id),
  created_at: toIso(row.created_at),
  plan_name: row.plan,
  category_name: row.category,
  township_name: row.township,
  province_name: row.province,
  currency_code: row.currency,
  reason: row.reason,
  decided_at: row.decided_at === null ? null : toIso(row.decided_at),
  awaiting_confirmation: row.awaiting_confirmation,
  store_id: row.store_id === null ? null : Number(row.store_id),
  store_slug: row.store_slug,
});

/** 404 for an application that does not exist, 409 for one already decided. */
export async function refuseDecided(db: Database, id: number): Promise<never> {
  const application = await findApplication(db, id);
  if (!application) throw failAdmin('not_found', 'ops.applications.notFound');
  throw failAdmin('conflict', application.status === 'approved' ? 'ops.applications.alreadyApproved' : 'ops.applications.alreadyRejected');
}

/**
 * The operator's face of seller applications (/api/admin/storeSolicitudes…), behind the admin
 * guard; the same service as `npm run admin -- approve|reject`.
 */
export const sellerAdminRoutes: FastifyPluginAsync = async (app) => {
  // Reviewing applications is the queue's work: moderators too (decision 028).
  registerAdminGuard(app, { moderators: true });
  registerNoStore(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;

  routes.get(
    '/api/admin/storeSolicitudes',
    { schema: { security: signedIn, querystring: adminApplicationListQuery, response: { 200: adminApplicationListSchema } } },
    async (request) => (await listApplications(db, request.query.status)).map(toAdminApplication),
  );

  routes.post(
    '/api/admin/storeSolicitudes/:id/approve',
    { schema: { security: signedIn, params: applicationParams, response: { 200: applicationApprovalSchema } } },
    async (request) => {
      const outcome = await approveApplication(db, config, request.params.id, app.deps.clock());
      if (!outcome.changed) return refuseDecided(db, request.params.id);
      return { store_id: Number(outcome.storeId), slug: outcome.slug };
    },
  );

  routes.post(
    '/api/admin/storeSolicitudes/:id/reject',
    { schema: { security: signedIn, params: applicationParams, body: applicationRejectionSchema, response: { 200: adminApplicationSchema } } },
    async (request) => {
      const outcome = await rejectApplication(db, request.params.id, request.body.reason);
      if (!outcome.changed) return refuseDecided(db, request.params.id);
      return toAdminApplication((await findApplication(db, request.params.id))!);
    },
  );
};
