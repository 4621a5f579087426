import { z } from '../zod-es';
import { t } from '../messages/es';
import { t as tt } from '../messages/es-trust';
import { RATING_MAX, RATING_MIN, REVIEW_SORTS } from '../constants';
import { idSchema, multilineText } from './common';

export const REVIEW_COMMENT_MAX = 1000;

const ratingRequired = t('review.ratingRequired');

/**
 * POST /api/market/products/{id}/review. The comment is optional: blank, empty, null or missing
 * all become null, which is what the API stores for "no comment".
 */
export const reviewSchema = z.object({
  rating: z
    .int({ error: ratingRequired })
    .min(RATING_MIN, { error: ratingRequired })
    .max(RATING_MAX, { error: ratingRequired }),
  comment: multilineText()
    .trim()
    .max(REVIEW_COMMENT_MAX, { error: t('review.commentTooLong', { max: REVIEW_COMMENT_MAX }) })
    .nullish()
    .transform((comment) => comment || null),
});
export type ReviewPayload = z.infer<typeof reviewSchema>;

/**
 * GET /api/market/products/{id}/reviews: `sort` is newest (the default, also for an empty
 * `?sort=`), rating_desc or rating_asc (newest first among equal ratings); anything else is a 400.
 */
export const reviewListQuerySchema = z.object({
  sort: z.preprocess((value) => (value === '' ? undefined : value), z.enum(REVIEW_SORTS, { error: tt('trust.invalidSort') }).default('newest')),
});

export const REPORT_REASON_MAX = 500;

/**
 * "Denunciar" (issue 42 point 4, decision 026): POST /api/market/reviews/{reviewId}/report by a
 * signed-in shopper, POST /api/store_admin/stores/{storeId}/reviews/{reviewId}/report by the
 * store's owner. A reason is required.
 */
export const reviewReportSchema = z.object({
  reason: multilineText({ error: tt('trust.report.reasonRequired') })
    .trim()
    .min(1, { error: tt('trust.report.reasonRequired') })
    .max(REPORT_REASON_MAX, { error: tt('trust.report.reasonTooLong', { max: REPORT_REASON_MAX }) }),
});
export type ReviewReport = z.infer<typeof reviewReportSchema>;
export const reviewReportAnswerSchema = z.object({ success: z.literal(true), message: z.string() });
export const reviewReportParams = z.object({ reviewId: idSchema });
