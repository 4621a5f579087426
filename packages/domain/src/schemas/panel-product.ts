import { tp } from '../messages/es-panel';
import {
  MAX_COMMISSION_PERCENT,
  MAX_PRODUCT_TAGS,
  MAX_RESERVATION_DAYS,
  MAX_TIERS,
  productRuleIssues,
  type ProductRulesInput,
} from '../product-rules';
import { z } from '../zod-es';
import { MAX_ID } from './common';
import { errorSchema } from './session';
import { dayString, instantString, longText, MAX_AMOUNT, pageOf, pageQuery, panelId, requiredLine, storeParams, wholeAmount } from './panel-common';
import { listSearch } from './panel-lists';

export const PRODUCT_NAME_MAX = 120;
export const PRODUCT_DESCRIPTION_MAX = 5000;
export const SKU_MAX = 64;
/** A new product's "Stock bajo" threshold: fewer units than this asks the seller to act. */
export const DEFAULT_LOW_STOCK_THRESHOLD = 3;

/** The seller's own code: letters (any alphabet), digits and . _ - / ; empty means none. */
const skuSchema = z
  .string({ error: tp('product.skuInvalid', { max: SKU_MAX }) })
  .trim()
  .max(SKU_MAX, { error: tp('product.skuInvalid', { max: SKU_MAX }) })
  .regex(/^[\p{L}\p{N}._\-/]*$/u, { error: tp('product.skuInvalid', { max: SKU_MAX }) })
  .nullable()
  .transform((value) => value || null);

const tierSchema = z.object({
  min_quantity: z.int({ error: tp('product.tierMinQuantity') }).min(2, { error: tp('product.tierMinQuantity') }).max(MAX_AMOUNT, { error: tp('fields.tooLarge') }),
  price_per_unit: z.int({ error: tp('product.tierPrice') }).min(1, { error: tp('product.tierPrice') }).max(MAX_AMOUNT, { error: tp('fields.tooLarge') }),
});

const offerSchema = z.object({
  enabled: z.boolean(),
  tmp_price: wholeAmount(tp('product.offerPriceBelow')),
  start_date: instantString.nullable(),
  end_date: instantString.nullable(),
});

const availabilitySchema = z.object({
  start_date: dayString,
  end_date: dayString,
  minimum_reservation_days: z
    .int({ error: tp('product.reservationDays', { max: MAX_RESERVATION_DAYS }) })
    .min(0, { error: tp('product.reservationDays', { max: MAX_RESERVATION_DAYS }) })
    .max(MAX_RESERVATION_DAYS, { error: tp('product.reservationDays', { max: MAX_RESERVATION_DAYS }) }),
});

/** Every field of a product as its seller writes it (POST creates with all; PATCH sends any). */
const productFields = {
  name: requiredLine(PRODUCT_NAME_MAX, tp('product.nameRequired')),
  description: longText(PRODUCT_DESCRIPTION_MAX),
  category_id: panelId(),
  currency_id: panelId(),
  /** Minor units; 0 = wholesale-only. */
  price: wholeAmount(tp('product.priceInvalid')),
  stock: wholeAmount(tp('product.stockInvalid')),
  low_stock_threshold: wholeAmount(tp('product.lowStockThresholdInvalid')),
  sku: skuSchema,
  visible: z.boolean(),
  tags: z.array(panelId()).max(MAX_PRODUCT_TAGS, { error: tp('product.tooManyTags', { max: MAX_PRODUCT_TAGS }) }),
  wholesale_prices: z.array(tierSchema).max(MAX_TIERS, { error: tp('product.tooManyTiers', { max: MAX_TIERS }) }),
  special_offer: offerSchema.nullable(),
  availability: availabilitySchema.nullable(),
  referral_commission_percent: z
    .number({ error: tp('product.commissionRange', { max: MAX_COMMISSION_PERCENT }) })
    .min(0, { error: tp('product.commissionRange', { max: MAX_COMMISSION_PERCENT }) })
    .max(MAX_COMMISSION_PERCENT, { error: tp('product.commissionRange', { max: MAX_COMMISSION_PERCENT }) })
    // Stored in basis points: two decimals at most.
    .refine((percent) => Math.abs(percent * 100 - Math.round(percent * 100)) < 1e-6, {
      error: tp('product.commissionRange', { max: MAX_COMMISSION_PERCENT }),
    }),
};

/** Adds the cross-field rules (product-rules.ts) to a schema of a whole product. */
export function withProductRules<T extends z.ZodType<ProductRulesInput>>(schema: T) {
  return schema.superRefine((product, ctx) => {
    for (const issue of productRuleIssues(product)) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
}

/** POST /api/store_admin/stores/{storeId}/products */
export const productCreateSchema = withProductRules(
  z
    .object({
      ...productFields,
      description: productFields.description.default(''),
      visible: productFields.visible.default(true),
      low_stock_threshold: productFields.low_stock_threshold.default(DEFAULT_LOW_STOCK_THRESHOLD),
      sku: productFields.sku.default(null),
      tags: productFields.tags.default([]),
      wholesale_prices: productFields.wholesale_prices.default([]),
      special_offer: productFields.special_offer.default(null),
      availability: productFields.availability.default(null),
      referral_commission_percent: productFields.referral_commission_percent.default(0),
    })
    .strict(),
);
export type ProductCreate = z.infer<typeof productCreateSchema>;

/**
 * PATCH …/products/{productId}: any fields. The server checks the cross-field rules on the product
 * as it would be after the change (productRuleIssues), since a change to the price alone can
 * break an offer. A new `stock` carries `stock_seen`, the stock the seller saw when they typed it:
 * a sale or another tab may have moved it since, and the change is then refused (409 with the
 * current stock) rather than undoing that sale. Whenever `stock_seen` is sent it is checked.
 */
export const productPatchSchema = z
  .object({ ...productFields, stock_seen: wholeAmount(tp('product.stockSeenInvalid')) })
  .partial()
  .strict()
  .superRefine((patch, ctx) => {
    if (patch.stock !== undefined && patch.stock_seen === undefined)
      ctx.addIssue({ code: 'custom', path: ['stock_seen'], message: tp('product.stockSeenRequired') });
  });
export type ProductPatch = z.infer<typeof productPatchSchema>;

/** The 409 of a PATCH whose `stock_seen` is no longer the product's stock: `stock` is the stock now. */
export const stockConflictSchema = z.object({ success: z.literal(false), message: z.string(), stock: z.int() });
/** A PATCH's 409: the stock moved (with the stock now), or the SKU is another product's (a message alone). */
export const productConflictSchema = z.union([stockConflictSchema, errorSchema]);
export type StockConflict = z.infer<typeof stockConflictSchema>;

/** A product as its seller reads it (the contract of issue 17). */
export const panelProductSchema = z.object({
  product_id: z.int(),
  name: z.string(),
  description: z.string(),
  category_id: z.int(),
  currency_id: z.int(),
  price: z.int(),
  stock: z.int(),
  /** Fewer units than this (0 units included) is "Stock bajo"; 0 = never (needsRestock). */
  low_stock_threshold: z.int(),
  sku: z.string().nullable(),
  visible: z.boolean(),
  /** Hidden by the store's plan (a smaller plan's product limit), not by its seller: a larger plan shows it again. */
  hidden_by_plan: z.boolean(),
  /** Its offer is switched off because the store's plan has no offers; a plan with them switches it back on. */
  offer_paused_by_plan: z.boolean(),
  tags: z.array(z.int()),
  wholesale_prices: z.array(z.object({ min_quantity: z.int(), price_per_unit: z.int() })),
  special_offer: z
    .object({ enabled: z.boolean(), tmp_price: z.int(), start_date: z.string().nullable(), end_date: z.string().nullable() })
    .nullable(),
  availability: z.object({ start_date: z.string(), end_date: z.string(), minimum_reservation_days: z.int() }).nullable(),
  referral_commission_percent: z.number(),
  images: z.array(z.object({ image_id: z.int(), image: z.string() })),
});
export type PanelProduct = z.infer<typeof panelProductSchema>;

export const PRODUCT_STATUSES = ['all', 'visible', 'hidden', 'out_of_stock', 'low_stock'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/**
 * "Stock bajo" (issue 43, decision 031): fewer units than the product's own threshold, sold-out
 * ones included (0 units is the most urgent case of all); a threshold of 0 never asks. The list's
 * filter, its count, the dashboard and the daily digest all use this rule (the SQL twin is in the
 * API's low-stock module).
 */
export const needsRestock = (product: { stock: number; low_stock_threshold: number }) =>
  product.low_stock_threshold > 0 && product.stock < product.low_stock_threshold;

/** The list's filters, without the page: what the "Stock bajo" count is counted over. */
/** The list's filters, without the page: what its total and the "Stock bajo" count are counted over. `q` finds a name (every word) or a SKU (its start). */
export const productFilterQuerySchema = z.object({
  q: listSearch,
  category: z.coerce.number().int().positive().max(MAX_ID).optional(),
  /** `status=low_stock` is the same rule as `low_stock=1`; the flag combines with any status. */
  status: z.enum(PRODUCT_STATUSES).default('all'),
  /** `1`: only the products that need restocking (needsRestock). */
  low_stock: z.enum(['0', '1'], { error: tp('lowStock.flagInvalid') }).optional(),
});
export type ProductFilterQuery = z.infer<typeof productFilterQuerySchema>;

/** GET …/products?q=&category=&status=&low_stock=&page=&page_size= */
export const productListQuerySchema = productFilterQuerySchema.extend(pageQuery);
export type ProductListQuery = z.infer<typeof productListQuerySchema>;
/** GET …/products/low_stock_count: how many products of the current filters need restocking. */
export const lowStockCountSchema = z.object({ count: z.int() });
/** GET and PUT …/low_stock_digest: whether the session's user gets the store's daily low-stock e-mail. */
export const lowStockDigestSettingSchema = z.object({ enabled: z.boolean({ error: tp('lowStock.enabledInvalid') }) }).strict();
export type LowStockDigestSetting = z.infer<typeof lowStockDigestSettingSchema>;
export const productPageSchema = pageOf(panelProductSchema);
/** GET …/products/count: the list's filters without its page (decision 030). */
export const productCountQuerySchema = productFilterQuerySchema;
/** DELETE …/products/{productId}: removed, or archived when an order names it. */
export const productDeleteAnswerSchema = z.object({ success: z.literal(true), archived: z.boolean() });

export const productParams = storeParams.extend({ productId: z.coerce.number().int().positive().max(MAX_ID) });
export const productImageParams = productParams.extend({ imageId: z.coerce.number().int().positive().max(MAX_ID) });
/** PUT …/products/{productId}/images: the product's image ids in their new order, the card's first. */
export const imageOrderSchema = z.object({ image_ids: z.array(panelId()).max(50) }).strict();
