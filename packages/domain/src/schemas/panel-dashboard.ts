import { z } from '../zod-es';

/** Amounts per currency: a sum over several currencies means nothing, so there is none. */
export const currencyAmountSchema = z.object({ currency: z.string(), amount: z.int() });

const periodSchema = z.object({ orders: z.int(), sales: z.array(currencyAmountSchema) });

/** GET /api/store_admin/stores/{storeId}/dashboard */
export const dashboardSchema = z.object({
  today: periodSchema,
  week: periodSchema,
  /** Visible products that need restocking (needsRestock: under their own threshold, sold out included), fewest first. */
  low_stock: z.array(z.object({ product_id: z.int(), name: z.string(), stock: z.int(), image: z.string().nullable() })),
  out_of_stock_count: z.int(),
  low_stock_count: z.int(),
  reviews: z.array(
    z.object({
      review_id: z.int(),
      product_id: z.int(),
      product_name: z.string(),
      user_name: z.string(),
      rating: z.int(),
      comment: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
