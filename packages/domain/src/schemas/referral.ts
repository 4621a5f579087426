import { t } from '../messages/es-profile';
import { z } from '../zod-es';
import { idSchema, payloadIdSchema } from './common';
import { productSchema } from './product';

export const referralGroupSchema = z.object({
  store_id: z.int(),
  store_name: z.string(),
  referrals: z.array(
    z.object({
      referral_id: z.int(),
      referral_slug: z.string(),
      active: z.boolean(),
      referral_created_at: z.string(),
      product: productSchema.nullable(),
      /** The most recent sales, newest first (at most RECENT_REFERRAL_SALES). */
      /** `status`: pending while the order awaits payment, earned once paid, void if cancelled. */
      referral_sales: z.array(
        z.object({ order_id: z.string(), commission_amount: z.int(), created_at: z.string(), status: z.enum(['pending', 'earned', 'void']) }),
      ),
      /** Every sale of the link, shown ones included. */
      referral_sales_count: z.int(),
      /** Its earned commissions (sales of paid orders), in minor units of the product's currency. */
      commission_total: z.int(),
    }),
  ),
});
export type ReferralGroup = z.infer<typeof referralGroupSchema>;

export const createReferralSchema = z.object({
  product_id: payloadIdSchema(t('api.invalidId')),
  active: z.boolean().default(true),
});
export const updateReferralSchema = z.object({ active: z.boolean() });
export const referralIdParamsSchema = z.object({ id: idSchema });
/** Any text that is not a known active link is simply not found: a shared link may be mangled. */
export const refSlugParamsSchema = z.object({ refSlug: z.string().max(64, { error: t('referrals.notFound') }) });
