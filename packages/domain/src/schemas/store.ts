import { t } from '../messages/es-search-page';
import { idSchema, plainText } from './common';
import { z } from '../zod-es';
import { productSchema, reviewSchema } from './product';

export const storeSummarySchema = z.object({
  store_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  logo: z.string().nullable(),
  cover: z.string().nullable(),
  rating: z.number(),
  review_count: z.number().int(),
  slug: z.string(),
});
export type StoreSummary = z.infer<typeof storeSummarySchema>;

export const storeDetailSchema = z.object({
  store: storeSummarySchema.extend({
    email: z.string().nullable(),
    address: z.string().nullable(),
    phone: z.string().nullable(),
    instagram: z.string().nullable(),
    facebook: z.string().nullable(),
    whatsapp: z.string().nullable(),
    province: z.string().nullable(),
    township: z.string().nullable(),
    /** The temporary closure the store is in today (days inclusive, in the market's time zone), or null while open. */
    closure: z.object({ closed_from: z.string(), closed_until: z.string(), message: z.string() }).nullable(),
    /** False while its plan does not cover it (unpaid past the grace days, or cancelled): visible, but it takes no orders for now. */
    taking_orders: z.boolean(),
  }),
  reviews: z.array(reviewSchema),
  /** How many shown reviews the store has of each rating, 5 to 1 (hidden reviews left out): they add up to `store.review_count`. */
  rating_breakdown: z.array(z.object({ rating: z.number().int().min(1).max(5), count: z.number().int().nonnegative() })),
  categories: z.array(
    z.object({ category_id: z.number().int(), category_name: z.string(), products: z.array(productSchema) }),
  ),
});
export type StoreDetail = z.infer<typeof storeDetailSchema>;

export const tagSchema = z.object({ tag_id: z.number().int(), name: z.string(), slug: z.string(), color: z.string() });
export type Tag = z.infer<typeof tagSchema>;

export const nearbyStoresSchema = z.object({
  ubication: z.object({ province: z.string(), township: z.string() }).nullable(),
  stores: z.array(storeSummarySchema),
});

const optionalText = plainText()
  .trim()
  .max(100)
  .optional()
  .transform((value) => (value ? value : undefined));

/** /api/market/stores filters: names as the ubications call gives them; unknown values find nothing. */
export const storeListQuerySchema = z.object({
  popular: z.enum(['true', 'false']).optional(),
  category: z
    .string()
    .regex(/^\d{1,9}$/, { error: t('search.invalidCategory') })
    .transform(Number)
    .optional(),
  province: optionalText,
  township: optionalText,
});


export const storeIdParamsSchema = z.object({ storeId: idSchema });
