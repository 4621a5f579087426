import { z } from '../zod-es';
import { t } from '../messages/es-product-page';
import { RATING_MAX, RATING_MIN } from '../constants';
import { multilineText } from './common';

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
