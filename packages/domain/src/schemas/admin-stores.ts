import { ta } from '../messages/es-admin';
import { z } from '../zod-es';
import { MAX_ID, multilineText, plainText } from './common';
import { BILLING_PERIODS } from './seller-application';

/** The longest suspension reason an operator may write; its owner reads it in the panel. */
export const SUSPENSION_REASON_MAX = 500;
export const ADMIN_STORES_PAGE_SIZE = 20;

export const ADMIN_STORE_STATUSES = ['active', 'suspended'] as const;
export type AdminStoreStatus = (typeof ADMIN_STORE_STATUSES)[number];

/** GET /api/admin/stores?q=&status=&page=: `q` matches a store's name or slug or its owner's e-mail, accents and case aside. */
export const adminStoresQuerySchema = z.object({
  q: plainText()
    .trim()
    .max(100, { error: ta('stores.queryTooLong', { max: 100 }) })
    .optional()
    .transform((value) => value || undefined),
  status: z.enum(ADMIN_STORE_STATUSES, { error: ta('stores.invalidStatus') }).optional(),
  page: z.coerce.number({ error: ta('stores.invalidPage') }).int({ error: ta('stores.invalidPage') }).min(1, { error: ta('stores.invalidPage') }).max(100_000, { error: ta('stores.invalidPage') }).default(1),
});
export type AdminStoresQuery = z.infer<typeof adminStoresQuerySchema>;

/** One store as the console lists it. Instants are ISO strings. */
export const adminStoreSchema = z.object({
  id: z.int(),
  name: z.string(),
  slug: z.string(),
  owner: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  category: z.object({ id: z.int(), name: z.string() }).nullable(),
  plan: z.object({ id: z.int(), name: z.string() }).nullable(),
  billing_period: z.enum(BILLING_PERIODS),
  product_count: z.int(),
  rating: z.number(),
  review_count: z.int(),
  created_at: z.string(),
  suspended: z.boolean(),
  suspended_at: z.string().nullable(),
  suspension_reason: z.string().nullable(),
});
export type AdminStore = z.infer<typeof adminStoreSchema>;

/** The answer of GET /api/admin/stores: one page (ADMIN_STORES_PAGE_SIZE stores), newest first when there is no `q`. */
export const adminStoresPageSchema = z.object({
  results: z.array(adminStoreSchema),
  page: z.int(),
  has_next: z.boolean(),
});
export type AdminStoresPage = z.infer<typeof adminStoresPageSchema>;

export const adminStoreParamsSchema = z.object({
  storeId: z.coerce.number({ error: ta('stores.notFound') }).int({ error: ta('stores.notFound') }).positive({ error: ta('stores.notFound') }).max(MAX_ID, { error: ta('stores.notFound') }),
});

/**
 * PATCH /api/admin/stores/{storeId}: each field optional, at least one. `suspended: true` needs a
 * reason (a text of one or more lines, trimmed, not empty, at most SUSPENSION_REASON_MAX characters); `suspended: false` reopens
 * the store and clears its reason (whatever reason came with it). A reason alone rewrites a
 * suspended store's reason (400 on a store that is not suspended). An unknown plan is a 400, an
 * unknown store a 404. The answer is the store as GET lists it.
 */
export const adminStorePatchSchema = z
  .object({
    suspended: z.boolean({ error: ta('stores.invalidSuspended') }),
    reason: multilineText({ error: ta('stores.reasonRequired') })
      .trim()
      .max(SUSPENSION_REASON_MAX, { error: ta('stores.reasonTooLong', { max: SUSPENSION_REASON_MAX }) }),
    plan_id: z.int({ error: ta('stores.unknownPlan') }).positive({ error: ta('stores.unknownPlan') }).max(MAX_ID, { error: ta('stores.unknownPlan') }),
    billing_period: z.enum(BILLING_PERIODS, { error: ta('stores.invalidBillingPeriod') }),
  })
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, { error: ta('stores.nothingToChange') })
  .refine((patch) => patch.suspended !== true || !!patch.reason, { error: ta('stores.reasonRequired'), path: ['reason'] });
export type AdminStorePatch = z.infer<typeof adminStorePatchSchema>;
