import { z } from '../zod-es';
import { ta } from '../messages/es-admin';
import { multilineText } from './common';

/**
 * The operator's queue of pending work (issue 42 point 4, decision 026) and the reports of
 * reviews ("Denunciar") that feed it.
 *
 * - GET  /api/admin/queue                                   → `queueCountsSchema` (the badge on every console page)
 * - GET  /api/admin/queue/items                             → `queueItemsSchema` (the queue page, the oldest first, up to QUEUE_ITEMS_SHOWN of each kind)
 * - POST /api/admin/queue/applications/{id}/approve         → `queueActionSchema`
 * - POST /api/admin/queue/applications/{id}/reject  `queueReasonSchema`
 * - POST /api/admin/queue/reviews/{reviewId}/keep           (closes the reports)
 * - POST /api/admin/queue/reviews/{reviewId}/remove `queueReasonSchema` (hides it, e-mails its author, closes the reports)
 * - POST /api/admin/queue/suspensions/{storeId}/lift `queueNoteSchema` (reopens the store, e-mails its owner)
 * - POST /api/admin/queue/suspensions/{storeId}/keep        (out of the queue for SUSPENSION_REVIEW_DAYS)
 * The reports themselves (`reviewReportSchema`) are in review.ts: the storefront sends them.
 */

/** A suspension comes up in the queue this many days after it began, or after an operator last kept it. */
export const SUSPENSION_REVIEW_DAYS = 30;
export const QUEUE_ITEMS_SHOWN = 50;
export const QUEUE_REASON_MAX = 500;

export const queueCountsSchema = z.object({
  success: z.literal(true),
  counts: z.object({ applications: z.int(), overdue: z.int(), reported_reviews: z.int(), suspensions: z.int() }),
  total: z.int(),
});
export type QueueCounts = z.infer<typeof queueCountsSchema>;

export const queueApplicationSchema = z.object({
  id: z.int(),
  store_name: z.string(),
  name: z.string(),
  last_name: z.string(),
  email: z.string(),
  plan_name: z.string(),
  awaiting_confirmation: z.boolean(),
  created_at: z.string(),
});
export const queueOverdueSchema = z.object({
  store_id: z.int(),
  store_name: z.string(),
  plan_name: z.string().nullable(),
  paid_through: z.string(),
  /** The billing job stopped its orders (past the grace days). */
  stopped: z.boolean(),
});
export const queueReportedReviewSchema = z.object({
  review_id: z.int(),
  product_name: z.string(),
  store_name: z.string(),
  author: z.string(),
  rating: z.int(),
  comment: z.string().nullable(),
  hidden: z.boolean(),
  reports: z.array(z.object({ reason: z.string(), by_seller: z.boolean(), created_at: z.string() })),
});
export const queueSuspensionSchema = z.object({
  store_id: z.int(),
  store_name: z.string(),
  reason: z.string(),
  suspended_at: z.string(),
  reviewed_at: z.string().nullable(),
});
export const queueItemsSchema = z.object({
  success: z.literal(true),
  applications: z.array(queueApplicationSchema),
  overdue: z.array(queueOverdueSchema),
  reported_reviews: z.array(queueReportedReviewSchema),
  suspensions: z.array(queueSuspensionSchema),
});
export type QueueItems = z.infer<typeof queueItemsSchema>;

export const queueReasonSchema = z.object({
  reason: multilineText({ error: ta('queue.reasonRequired') })
    .trim()
    .min(1, { error: ta('queue.reasonRequired') })
    .max(QUEUE_REASON_MAX, { error: ta('queue.reasonTooLong', { max: QUEUE_REASON_MAX }) }),
});
/** Lifting a suspension: an optional note to the owner. */
export const queueNoteSchema = z.object({
  reason: multilineText({ error: ta('queue.reasonTooLong', { max: QUEUE_REASON_MAX }) })
    .trim()
    .max(QUEUE_REASON_MAX, { error: ta('queue.reasonTooLong', { max: QUEUE_REASON_MAX }) })
    .optional(),
});
export const queueActionSchema = z.object({ success: z.literal(true), message: z.string() });
