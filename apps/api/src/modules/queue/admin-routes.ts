import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ta } from '@plaza/domain/messages/es-admin';
import { applicationParams, reviewParams } from '@plaza/domain/schemas/admin-ops';
import { adminStoreParamsSchema } from '@plaza/domain/schemas/admin-stores';
import {
  queueActionSchema,
  queueCountsSchema,
  queueItemsSchema,
  queueNoteSchema,
  queueReasonSchema,
  SUSPENSION_REVIEW_DAYS,
} from '@plaza/domain/schemas/queue';
import { registerAdminGuard } from '../../platform/admin-guard';
import { failAdmin } from '../../platform/errors';
import { signedIn } from '../../platform/openapi';
import { decideReportedReview } from '../reviews/review-reports';
import { approveApplication, rejectApplication } from '../sellers/application-service';
import { refuseDecided } from '../sellers/admin-routes';
import { adminStore, keepSuspension, updateStore } from '../stores/admin-store-service';
import { queueCounts, queueItems } from './queue-service';
import { registerNoStore } from '../../platform/no-store';

const done = (message: string) => ({ success: true as const, message });

/**
 * The operator's queue of pending work (/api/admin/queue…, decision 026): the counts of the
 * console's badge, the lists of its page and each item's decision. A plugin of its own behind the
 * admin guard, opened to moderators (decision 028: they work the queue); every decision
 * calls the service that owns it (applications, reviews, stores), which authorizes and mails as
 * it does from the other screens. A store's overdue plan is settled on its billing screen
 * (`POST /api/admin/stores/{id}/payments`), which the queue links to and which stays the admins'.
 */
export const queueAdminRoutes: FastifyPluginAsync = async (app) => {
  registerAdminGuard(app, { moderators: true });
  registerNoStore(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db, config, clock } = app.deps;
  const action = { 200: queueActionSchema };

  routes.get('/api/admin/queue', { schema: { security: signedIn, response: { 200: queueCountsSchema } } }, async () => queueCounts(db, clock()));

  routes.get('/api/admin/queue/items', { schema: { security: signedIn, response: { 200: queueItemsSchema } } }, async () => queueItems(db, clock()));

  routes.post('/api/admin/queue/applications/:id/approve', { schema: { security: signedIn, params: applicationParams, response: action } }, async (request) => {
    const outcome = await approveApplication(db, config, request.params.id);
    if (!outcome.changed) return refuseDecided(db, request.params.id);
    return done(ta('queue.approved', { store: outcome.application.store_name }));
  });

  routes.post(
    '/api/admin/queue/applications/:id/reject',
    { schema: { security: signedIn, params: applicationParams, body: queueReasonSchema, response: action } },
    async (request) => {
      const outcome = await rejectApplication(db, request.params.id, request.body.reason);
      if (!outcome.changed) return refuseDecided(db, request.params.id);
      return done(ta('queue.rejected'));
    },
  );

  routes.post('/api/admin/queue/reviews/:reviewId/keep', { schema: { security: signedIn, params: reviewParams, response: action } }, async (request) => {
    await decideReportedReview(db, request.params.reviewId, { outcome: 'kept' });
    return done(ta('queue.reviewKept'));
  });

  routes.post(
    '/api/admin/queue/reviews/:reviewId/remove',
    { schema: { security: signedIn, params: reviewParams, body: queueReasonSchema, response: action } },
    async (request) => {
      await decideReportedReview(db, request.params.reviewId, { outcome: 'removed', reason: request.body.reason });
      return done(ta('queue.reviewRemoved'));
    },
  );

  routes.post(
    '/api/admin/queue/suspensions/:storeId/lift',
    { schema: { security: signedIn, params: adminStoreParamsSchema, body: queueNoteSchema, response: action } },
    async (request) => {
      // Refused for a store that is not suspended; two operators at once: the store's row lock lets one mail go.
      if (!(await adminStore(db, request.params.storeId)).suspended) throw failAdmin('conflict', 'queue.notSuspended');
      await updateStore(db, request.params.storeId, { suspended: false, reason: request.body.reason }, config.publicUrl);
      return done(ta('queue.suspensionLifted'));
    },
  );

  routes.post('/api/admin/queue/suspensions/:storeId/keep', { schema: { security: signedIn, params: adminStoreParamsSchema, response: action } }, async (request) => {
    await keepSuspension(db, request.params.storeId, clock());
    return done(ta('queue.suspensionKept', { days: SUSPENSION_REVIEW_DAYS }));
  });
};
