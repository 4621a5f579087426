import { tp } from '../messages/es-panel';
import { BULK_MAX_PRODUCTS, BULK_PERCENT_MAX, BULK_PERCENT_MIN } from '../product-bulk';
import { z } from '../zod-es';
import { MAX_ID } from './common';
import { errorSchema } from './session';
import { MAX_AMOUNT, panelId, storeParams, wholeAmount } from './panel-common';

const percentError = tp('productBulk.percentInvalid', { min: BULK_PERCENT_MIN, max: BULK_PERCENT_MAX });
const percent = z
  .number({ error: percentError })
  .min(BULK_PERCENT_MIN, { error: percentError })
  .max(BULK_PERCENT_MAX, { error: percentError })
  .refine((value) => value !== 0 && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, { error: percentError });

const stockAdd = z
  .int({ error: tp('productBulk.stockAddInvalid') })
  .min(-MAX_AMOUNT, { error: tp('productBulk.stockAddInvalid') })
  .max(MAX_AMOUNT, { error: tp('productBulk.stockAddInvalid') })
  .refine((value) => value !== 0, { error: tp('productBulk.stockAddInvalid') });

/** `{percent}` (−90 … 1000, two decimals) or `{set}` (minor units, 1 or more). */
export const bulkPriceChangeSchema = z.union([
  z.object({ percent }).strict(),
  z.object({ set: wholeAmount(tp('productBulk.priceSetInvalid')).min(1, { error: tp('productBulk.priceSetInvalid') }) }).strict(),
]);
/** `{add}` (a whole number, negative to take away, not 0) or `{set}` (0 or more). */
export const bulkStockChangeSchema = z.union([z.object({ add: stockAdd }).strict(), z.object({ set: wholeAmount(tp('product.stockInvalid')) }).strict()]);

/**
 * POST /api/store_admin/stores/{storeId}/products/bulk. `dry_run` computes every product's before
 * and after and saves nothing. A saved "stock =" carries `stock_seen`, each product's stock as the
 * preview showed it: a product whose stock moved since (a sale) refuses the whole change (409),
 * rather than overwriting that sale. "stock +N" is relative and needs none.
 */
export const productBulkSchema = z
  .object({
    product_ids: z
      .array(panelId(), { error: tp('productBulk.idsRequired') })
      .min(1, { error: tp('productBulk.idsRequired') })
      .max(BULK_MAX_PRODUCTS, { error: tp('productBulk.tooMany', { max: BULK_MAX_PRODUCTS }) }),
    price: bulkPriceChangeSchema.optional(),
    stock: bulkStockChangeSchema.optional(),
    stock_seen: z
      .array(z.object({ product_id: panelId(), stock: wholeAmount(tp('product.stockSeenInvalid')) }).strict())
      .max(BULK_MAX_PRODUCTS, { error: tp('productBulk.tooMany', { max: BULK_MAX_PRODUCTS }) })
      .optional(),
    dry_run: z.boolean().default(false),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (!body.price && !body.stock) ctx.addIssue({ code: 'custom', path: ['price'], message: tp('productBulk.changeRequired') });
    if (new Set(body.product_ids).size !== body.product_ids.length)
      ctx.addIssue({ code: 'custom', path: ['product_ids'], message: tp('productBulk.duplicateIds') });
    if (body.stock && 'set' in body.stock && !body.dry_run && !body.stock_seen)
      ctx.addIssue({ code: 'custom', path: ['stock_seen'], message: tp('productBulk.stockSeenRequired') });
  });
export type ProductBulk = z.infer<typeof productBulkSchema>;

/** One product of a bulk answer: before and after, and why it cannot take the change (a dry run's). */
export const bulkItemSchema = z.object({
  product_id: z.int(),
  name: z.string(),
  currency_id: z.int(),
  price_before: z.int(),
  price_after: z.int(),
  stock_before: z.int(),
  stock_after: z.int(),
  problem: z.string().nullable(),
});
export type BulkItem = z.infer<typeof bulkItemSchema>;

/** The answer: every product in the order asked, the saved change's id (null for a dry run) and until when it can be undone. */
export const productBulkAnswerSchema = z.object({
  dry_run: z.boolean(),
  bulk_id: z.int().nullable(),
  count: z.int(),
  undo_until: z.string().nullable(),
  items: z.array(bulkItemSchema),
});
export type ProductBulkAnswer = z.infer<typeof productBulkAnswerSchema>;

/** A saved change refused because some products cannot take it: each with its reason; nothing was written. */
export const bulkRefusedSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  problems: z.array(z.object({ product_id: z.int(), name: z.string(), message: z.string() })),
});
/** A "stock =" refused because stocks moved since the preview: each such product with its stock now. */
export const bulkStockMovedSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  moved: z.array(z.object({ product_id: z.int(), name: z.string(), stock: z.int() })),
});
export const productBulkBadRequestSchema = z.union([bulkRefusedSchema, errorSchema]);
export const productBulkConflictSchema = z.union([bulkStockMovedSchema, errorSchema]);

export const bulkParams = storeParams.extend({ bulkId: z.coerce.number().int().positive().max(MAX_ID) });

/** One product of an undo: its price and stock before the undo and after it, and a note when it was not simply put back. */
export const bulkUndoItemSchema = bulkItemSchema.omit({ problem: true }).extend({ note: z.string().nullable() });
/** POST …/products/bulk/{bulkId}/undo */
export const productBulkUndoAnswerSchema = z.object({ bulk_id: z.int(), count: z.int(), items: z.array(bulkUndoItemSchema) });
export type ProductBulkUndoAnswer = z.infer<typeof productBulkUndoAnswerSchema>;
