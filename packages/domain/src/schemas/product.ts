import { idSchema } from './common';
import { z } from '../zod-es';

export const productImageSchema = z.object({ image: z.string(), image_id: z.number().int() });

export const specialOfferSchema = z.object({
  enabled: z.boolean(),
  /** Offer price in minor units. */
  tmp_price: z.number().int(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
});

export const wholesalePriceSchema = z.object({
  wholesale_id: z.number().int(),
  min_quantity: z.number().int(),
  /** Minor units. */
  price_per_unit: z.number().int(),
});

export const availabilitySchema = z.object({
  start_date: z.string(),
  end_date: z.string(),
  minimum_reservation_days: z.number().int(),
});

/** A product as every catalogue call answers it (spec section 3). */
export const productSchema = z.object({
  product_id: z.number().int(),
  store_id: z.number().int(),
  store_name: z.string(),
  store_slug: z.string(),
  category_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** Minor units; 0 means wholesale-only. */
  price: z.number().int(),
  currency: z.string(),
  stock: z.number().int(),
  images: z.array(productImageSchema),
  favorite: z.boolean(),
  rating: z.number(),
  reviews: z.number().int(),
  special_offer: specialOfferSchema.nullable(),
  wholesale_prices: z.array(wholesalePriceSchema),
  has_wholesale: z.boolean(),
  /** Whether sharing this product earns a commission; the rate itself is not shown. */
  referral_commission: z.boolean(),
  availability: availabilitySchema.nullable(),
});
export type Product = z.infer<typeof productSchema>;

/** GET /api/market/products/{id}: the product, and whether its store takes orders now (false while its plan is unpaid or cancelled). */
export const productDetailSchema = productSchema.extend({ store_taking_orders: z.boolean() });
export type ProductDetail = z.infer<typeof productDetailSchema>;

/**
 * A review as anyone may read it, shared between visitors by the response cache: the author is a
 * first name, a last name's initial and an avatar, never anything that names the account.
 */
export const reviewSchema = z.object({
  review_id: z.number().int(),
  /** Kept for the spec's field list; always null, since an account id would link a person's reviews and open other calls. */
  user_id: z.null(),
  user_name: z.string(),
  /** The initial only, as "G.", or empty. */
  user_last_name: z.string(),
  user_profile_img: z.string().nullable(),
  rating: z.number().int().min(1).max(5),
  comment: z.string().nullable(),
  created_at: z.string(),
  /** 'Compra verificada': the author has a paid order (not pending, not cancelled) with this product. Computed by the server; no account id behind it. */
  verified: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;

/** A home-page review: the review and the product it is about. */
export const homeReviewSchema = reviewSchema.extend({
  product_id: z.number().int(),
  product_name: z.string(),
  store_id: z.number().int(),
});

export const productIdParamsSchema = z.object({ id: idSchema });
