import { z } from '../zod-es';

/**
 * The catalogue as a spreadsheet (issue 43, point 2): the columns of the file Plaza writes and
 * reads back, in their order, with the Spanish header a seller sees. Images, wholesale tiers,
 * offers, availability, tags and referral commissions are not in the file: an import never
 * touches them (they are edited in the product form).
 */
export const SHEET_COLUMNS = {
  id: 'id',
  sku: 'SKU',
  name: 'Nombre',
  description: 'Descripción',
  category: 'Categoría',
  currency: 'Moneda',
  price: 'Precio',
  stock: 'Stock',
  stockSeen: 'Stock al exportar',
  lowStockThreshold: 'Aviso de stock bajo',
  visible: 'Visible',
} as const;
export type SheetColumn = keyof typeof SHEET_COLUMNS;

/** The columns an imported file must have; the others may be left out (then an import leaves those fields as they are). */
export const REQUIRED_SHEET_COLUMNS: readonly SheetColumn[] = ['name', 'category', 'currency', 'price', 'stock'];

/** What an imported file may weigh, and how many products (rows) it may hold. */
export const SHEET_MAX_BYTES = 5_000_000;
export const SHEET_MAX_ROWS = 5_000;
/** The errors an answer lists (the counts stay exact beyond them). */
export const SHEET_MAX_LISTED_ERRORS = 500;

/** POST …/products/import?dry_run=1: `1` only checks the file and says what it would do. */
export const productImportQuerySchema = z.object({ dry_run: z.enum(['0', '1']).default('0') });

/** One problem of one row: its number as the spreadsheet shows it (the header is row 1) and its column's Spanish name. */
export const importErrorSchema = z.object({ row: z.int(), field: z.string(), message: z.string() });
export type ImportError = z.infer<typeof importErrorSchema>;

/**
 * The answer of an import (the contract: created, updated, errors). A file with any error changes
 * nothing: `applied` is true only when every row was written. Unchanged rows count in neither.
 */
export const productImportAnswerSchema = z.object({
  created: z.int(),
  updated: z.int(),
  unchanged: z.int(),
  /** Rows with at least one error (the list below stops at SHEET_MAX_LISTED_ERRORS errors). */
  rows_with_errors: z.int(),
  errors: z.array(importErrorSchema),
  applied: z.boolean(),
});
export type ProductImportAnswer = z.infer<typeof productImportAnswerSchema>;

/** A refused apply (400): the message, and the same report as a dry run. */
export const productImportRefusalSchema = productImportAnswerSchema.extend({ success: z.literal(false), message: z.string() });
