import { ta } from '../messages/es-admin';
import { z } from '../zod-es';
import { MAX_ID, idSchema, multilineText, plainText } from './common';
import { BILLING_PERIODS } from './seller-application';

/**
 * The operator console's API for applications, users, reviews, the dashboard and the audit log
 * (issue 19). Every route answers 403 to anyone but an admin, before validation.
 *
 * - GET   /api/admin/storeSolicitudes?status=pending|approved|rejected  → `adminApplicationListSchema`, oldest first
 * - POST  /api/admin/storeSolicitudes/{id}/approve                      → `applicationApprovalSchema`
 *         409 when it is no longer pending (approved twice, or rejected), or while its e-mail's account has not confirmed it
 * - POST  /api/admin/storeSolicitudes/{id}/reject  body `applicationRejectionSchema` → `adminApplicationSchema`; 409 when not pending
 * - GET   /api/admin/users?q=&page=&page_size=                           → `adminUserPageSchema`, newest first
 * - PATCH /api/admin/users/{userId}  body `adminUserPatchSchema`         → `adminUserSchema`; 409 deactivating oneself
 * - POST  /api/admin/users/{userId}/activation                          → `opsMessageSchema`; 409 when already activated
 * - GET   /api/admin/reviews?q=&hidden=&page=&page_size=                 → `adminReviewPageSchema`, newest first
 * - PATCH /api/admin/reviews/{reviewId}  body `adminReviewPatchSchema`   → `adminReviewSchema`
 * - GET   /api/admin/dashboard                                          → `adminDashboardSchema`
 * - GET   /api/admin/audit?user=&store=&kind=&page=&page_size=           → `auditPageSchema`, newest first
 * - GET   /api/admin/audit/kinds                                        → `auditKindsSchema`
 * Unknown ids answer 404. Dates are ISO 8601 strings; amounts are integer minor units per currency.
 */

/** `?page=&page_size=` of every console list; pages start at 1. */
export const opsPageQuery = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
};

export const opsPageOf = <T extends z.ZodType>(item: T) => z.object({ results: z.array(item), has_next: z.boolean() });

export const OPS_SEARCH_MAX = 100;
/** `?q=`: trimmed; empty means everything. */
const searchQuery = plainText()
  .trim()
  .max(OPS_SEARCH_MAX, { error: ta('ops.fields.searchTooLong', { max: OPS_SEARCH_MAX }) })
  .default('');

/** A query value that may arrive empty: empty means "not given". */
const blankAsMissing = (value: unknown) => (value === '' ? undefined : value);

export const opsMessageSchema = z.object({ success: z.boolean(), message: z.string() });

// ---------------------------------------------------------------- applications

export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const applicationStatusSchema = z.enum(APPLICATION_STATUSES, { error: ta('ops.fields.invalidStatus') });
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

export const adminApplicationListQuery = z.object({
  status: z.preprocess(blankAsMissing, applicationStatusSchema.default('pending')),
});

export const applicationParams = z.object({ id: idSchema });

export const adminApplicationSchema = z.object({
  id: z.int(),
  status: applicationStatusSchema,
  email: z.string(),
  name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  store_name: z.string(),
  description: z.string(),
  plan_id: z.int(),
  billing_period: z.enum(BILLING_PERIODS),
  category_id: z.int(),
  /** The municipality (township). */
  ubication_id: z.int(),
  currency_id: z.int(),
  created_at: z.string(),
  // What the console shows beside the ids.
  plan_name: z.string(),
  category_name: z.string(),
  township_name: z.string(),
  province_name: z.string(),
  currency_code: z.string(),
  /** The reason it was rejected, as mailed to the applicant. */
  reason: z.string().nullable(),
  decided_at: z.string().nullable(),
  /** Its e-mail has an account that has not confirmed the application yet: it cannot be approved until then. */
  awaiting_confirmation: z.boolean(),
  /** The store opened for it, once approved. */
  store_id: z.int().nullable(),
  store_slug: z.string().nullable(),
});
export type AdminApplication = z.infer<typeof adminApplicationSchema>;
export const adminApplicationListSchema = z.array(adminApplicationSchema);

export const applicationApprovalSchema = z.object({ store_id: z.int(), slug: z.string() });

export const REJECTION_REASON_MAX = 500;
export const applicationRejectionSchema = z.object({
  reason: multilineText({ error: ta('ops.fields.reasonRequired') })
    .trim()
    .min(1, { error: ta('ops.fields.reasonRequired') })
    .max(REJECTION_REASON_MAX, { error: ta('ops.fields.reasonTooLong', { max: REJECTION_REASON_MAX }) }),
});
export type ApplicationRejection = z.infer<typeof applicationRejectionSchema>;

// ---------------------------------------------------------------- users

export const USER_ROLES = ['customer', 'seller', 'moderator', 'admin'] as const;
/** The roles an operator may give or take (decision 028): Moderador, or back to a customer; never admin, never above their own. */
export const ASSIGNABLE_ROLES = ['customer', 'moderator'] as const;

export const adminUserListQuery = z.object({ q: searchQuery, ...opsPageQuery });

/** `{ userId }`: any text that is not an account's id is a 404, never a 400. */
export const userParams = z.object({ userId: z.string().max(100) });

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  last_name: z.string(),
  role: z.enum(USER_ROLES),
  /** Not deactivated by an operator. */
  active: z.boolean(),
  /** The owner confirmed the e-mail address (activation link, reset or seller welcome). */
  activated: z.boolean(),
  deactivated_at: z.string().nullable(),
  created_at: z.string(),
  stores: z.array(z.object({ store_id: z.int(), name: z.string(), slug: z.string() })),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserPageSchema = opsPageOf(adminUserSchema);

export const adminUserPatchSchema = z.object({ active: z.boolean({ error: ta('ops.fields.activeRequired') }) });
export type AdminUserPatch = z.infer<typeof adminUserPatchSchema>;

/** PUT /api/admin/users/{userId}/role: the only way an account's role changes from the console. */
export const adminUserRoleSchema = z.strictObject({ role: z.enum(ASSIGNABLE_ROLES, { error: ta('ops.users.roleInvalid') }) }, { error: ta('ops.users.roleInvalid') });

// ---------------------------------------------------------------- reviews

export const adminReviewListQuery = z.object({
  q: searchQuery,
  /** `true`: only hidden ones; `false`: only shown ones; empty: all. */
  hidden: z.preprocess(blankAsMissing, z.enum(['true', 'false'], { error: ta('ops.fields.invalidFilter') }).optional()),
  ...opsPageQuery,
});

export const reviewParams = z.object({ reviewId: idSchema });

export const adminReviewSchema = z.object({
  review_id: z.int(),
  product_id: z.int(),
  product_name: z.string(),
  store_id: z.int(),
  store_name: z.string(),
  store_slug: z.string(),
  user_id: z.string(),
  user_name: z.string(),
  user_last_name: z.string(),
  user_email: z.string(),
  rating: z.int(),
  comment: z.string().nullable(),
  hidden: z.boolean(),
  hidden_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;
export const adminReviewPageSchema = opsPageOf(adminReviewSchema);

export const adminReviewPatchSchema = z.object({ hidden: z.boolean({ error: ta('ops.fields.hiddenRequired') }) });

// ---------------------------------------------------------------- dashboard

export const ORDER_STATES = ['pending_payment', 'paid', 'cancelled'] as const;

/** Amounts per currency: a sum over several currencies means nothing, so there is none. */
const currencyAmount = z.object({ currency: z.string(), amount: z.int() });
const orderPeriod = z.object({
  /** Orders created in the period, per state. */
  orders: z.object({ pending_payment: z.int(), paid: z.int(), cancelled: z.int() }),
  /** What the period's orders not cancelled sold, per currency, in minor units. */
  sales: z.array(currencyAmount),
});

export const adminDashboardSchema = z.object({
  stores: z.object({ active: z.int(), suspended: z.int() }),
  /** Products on sale (not hidden, not deleted) of stores not suspended. */
  products: z.int(),
  /** Accounts with role customer. */
  customers: z.int(),
  /** Days and weeks of the market's time zone, weeks from Monday. */
  today: orderPeriod,
  week: orderPeriod,
  applications_pending: z.int(),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

// ---------------------------------------------------------------- audit

/** `table.operation`, as the audit trigger writes it: `products.update`. */
export const AUDIT_KIND_PATTERN = /^[a-z_]{1,60}\.(insert|update|delete)$/;

export const auditQuery = z.object({
  user: z.preprocess(blankAsMissing, z.uuid({ error: ta('ops.audit.invalidUser') }).optional()),
  store: z.preprocess(
    blankAsMissing,
    z.coerce.number({ error: ta('ops.fields.invalidFilter') }).int({ error: ta('ops.fields.invalidFilter') }).positive({ error: ta('ops.fields.invalidFilter') }).max(MAX_ID, { error: ta('ops.fields.invalidFilter') }).optional(),
  ),
  kind: z.preprocess(blankAsMissing, z.string().regex(AUDIT_KIND_PATTERN, { error: ta('ops.fields.invalidFilter') }).optional()),
  ...opsPageQuery,
});
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditEntrySchema = z.object({
  id: z.int(),
  created_at: z.string(),
  /** `table.operation`. */
  kind: z.string(),
  /** Who wrote it, as the role they wrote as; null fields once the account is gone. */
  actor: z.object({ id: z.string().nullable(), name: z.string().nullable(), email: z.string().nullable(), role: z.string() }),
  /** The store it concerns; its name is null once the store is gone. */
  store: z.object({ id: z.int(), name: z.string().nullable() }).nullable(),
  entity_id: z.string().nullable(),
  /** An update: only the changed columns; an insert or a delete: the whole row. */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  /** The names of what the entry refers to, by `kind:id` (`product:12`), resolved when read (history.ts reads them). */
  names: z.record(z.string(), z.string()),
  /** The currency code of the entry's amounts (minor units), or null. */
  currency: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = opsPageOf(auditEntrySchema);

/** Every kind that the log holds, for the console's filter. */
export const auditKindsSchema = z.array(z.string());
