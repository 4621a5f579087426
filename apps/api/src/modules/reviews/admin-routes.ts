import { signedIn } from '../../platform/openapi';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminReviewListQuery, adminReviewPageSchema, adminReviewPatchSchema, adminReviewSchema, reviewParams } from '@plaza/domain/schemas/admin-ops';
import { registerAdminGuard } from '../../platform/admin-guard';
import { listReviews, setReviewHidden } from './review-service';
import { registerNoStore } from '../../platform/no-store';

/** The operator's face of reviews (/api/admin/reviews…): every review, hidden or shown, behind the admin guard. */
export const reviewAdminRoutes: FastifyPluginAsync = async (app) => {
  // Moderating reviews is the queue's work: moderators too (decision 028).
  registerAdminGuard(app, { moderators: true });
  registerNoStore(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  routes.get(
    '/api/admin/reviews',
    { schema: { security: signedIn, querystring: adminReviewListQuery, response: { 200: adminReviewPageSchema } } },
    async (request) => listReviews(db, request.query),
  );

  routes.patch(
    '/api/admin/reviews/:reviewId',
    { schema: { security: signedIn, params: reviewParams, body: adminReviewPatchSchema, response: { 200: adminReviewSchema } } },
    async (request) => setReviewHidden(db, request.params.reviewId, request.body.hidden),
  );
};
