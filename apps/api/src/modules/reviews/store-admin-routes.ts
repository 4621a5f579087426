import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { t } from '@plaza/domain/messages/es-server';
import { storeParams } from '@plaza/domain/schemas/panel-common';
import { reviewReportAnswerSchema, reviewReportParams, reviewReportSchema } from '@plaza/domain/schemas/review';
import { signedIn } from '../../platform/openapi';
import { ownedStore, registerStoreOwnerGuard } from '../../platform/store-owner';
import { reportReview } from './review-reports';
import { registerNoStore } from '../../platform/no-store';

/**
 * The owner's face of reviews (/api/store_admin/stores/{storeId}/reviews…): "Denunciar" a review
 * of one of the store's products. The report goes to the operator's queue; it hides nothing by
 * itself (decision 026). Behind the store-owner guard (404 for a store that is not the seller's).
 */
export const storeAdminReviewRoutes: FastifyPluginAsync = async (app) => {
  registerStoreOwnerGuard(app);
  registerNoStore(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  routes.post(
    '/api/store_admin/stores/:storeId/reviews/:reviewId/report',
    {
      schema: { security: signedIn, params: storeParams.extend(reviewReportParams.shape), body: reviewReportSchema, response: { 200: reviewReportAnswerSchema } },
    },
    async (request) => {
      await reportReview(db, { reviewId: request.params.reviewId, userId: request.seller!.id, reason: request.body.reason, storeId: ownedStore(request).id });
      return { success: true as const, message: t('trust.report.sent') };
    },
  );
};
