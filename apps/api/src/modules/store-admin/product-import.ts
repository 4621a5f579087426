import { sql } from 'drizzle-orm';
import { tp, type PanelMessageKey } from '@plaza/domain/messages/es-panel';
import { readAmount, spanishAmount } from '@plaza/domain/money';
import {
  REQUIRED_SHEET_COLUMNS,
  SHEET_COLUMNS,
  SHEET_MAX_LISTED_ERRORS,
  type ImportError,
  type ProductImportAnswer,
  type SheetColumn,
} from '@plaza/domain/schemas/panel-product-sheet';
import { productCreateSchema, productPatchSchema, type ProductPatch } from '@plaza/domain/schemas/panel-product';
import { MAX_AMOUNT } from '@plaza/domain/schemas/panel-common';
import type { Database } from '../../db/connection';
import { AppError, failPanel } from '../../platform/errors';
import { lockStorePlan } from '../plans/plan-limits';
import { writeProducts, type BatchCreate, type BatchUpdate } from './product-batch';
import type { Transaction } from './product-service';
import { readSheet, type SheetCell, type SheetRow } from './product-sheet-read';
import { sheetProducts, type SheetProduct } from './product-sheet';

/**
 * Imports a spreadsheet of the store's products (issue 43, point 2). Each row is matched to a
 * product by its id, else by its SKU (without case), else creates one; a row equal to its
 * product changes nothing and counts in neither total.
 *
 * The whole file is one transaction under the store's plan lock (decision 024). Each row is
 * checked by the product form's schemas, then all are written by `writeProducts`
 * (product-batch.ts), which applies createProduct's and updateProduct's rules to each row (the
 * cross-field rules, the plan's features and slots, the SKU's uniqueness, the stock rule of
 * decision 021) and writes them in a few statements; the history's triggers record every row.
 * A dry run makes every check an apply makes (all refusals are known before the first write)
 * without writing. An apply commits only when no row has an error: a file with an error changes
 * nothing, as a marketplace's importer does, and the seller fixes the file and imports it again.
 *
 * Parallel or repeated imports of one file cannot create its products twice: the plan lock makes
 * the second wait for the first, and then finds the first's products, by SKU, or for a new row
 * without id or SKU by its name (such a row whose name the store already has is refused: the
 * seller gives it an id to change that product, or a SKU to create another).
 */

type Values = {
  sku?: string | null;
  name?: string;
  description?: string;
  category_id?: number;
  currency_id?: number;
  price?: number;
  stock?: number;
  stockSeen?: number | null;
  low_stock_threshold?: number;
  visible?: boolean;
};
type ParsedRow = { row: number; id: number | null; values: Values };

type Lookups = {
  categories: Map<string, number>;
  currencies: Map<string, number>;
  byId: Map<number, SheetProduct>;
  bySku: Map<string, SheetProduct>;
  byName: Map<string, SheetProduct>;
};

/** A header or a name compared as people type it: no case, no accents, no surrounding spaces. */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();
const text = (cell: SheetCell | undefined) => (cell === null || cell === undefined ? '' : String(cell).trim());

/** Which column of the file each field is in (by its header); a 400 for a missing required column or a repeated one. */
function columnsOf(header: string[]): Map<SheetColumn, number> {
  const known = new Map(Object.entries(SHEET_COLUMNS).map(([column, name]) => [folded(name), column as SheetColumn]));
  const columns = new Map<SheetColumn, number>();
  header.forEach((name, index) => {
    const column = known.get(folded(name));
    if (!column) return;
    if (columns.has(column)) throw failPanel('invalid', 'productSheet.duplicateColumn', { column: SHEET_COLUMNS[column] });
    columns.set(column, index);
  });
  const missing = REQUIRED_SHEET_COLUMNS.filter((column) => !columns.has(column));
  if (missing.length > 0) throw failPanel('invalid', 'productSheet.missingColumns', { columns: missing.map((column) => `«${SHEET_COLUMNS[column]}»`).join(', ') });
  return columns;
}

class RowErrors {
  readonly list: ImportError[] = [];
  readonly rows = new Set<number>();
  add(row: number, column: SheetColumn, message: string) {
    this.rows.add(row);
    this.list.push({ row, field: SHEET_COLUMNS[column], message });
  }
  has(row: number) {
    return this.rows.has(row);
  }
}

/** A whole number of 0 or more (a stock, a threshold), typed or as the .xlsx holds it. */
function wholeNumber(cell: SheetCell): number | null {
  const value = typeof cell === 'number' ? cell : /^\d+$/.test(text(cell)) ? Number(text(cell)) : NaN;
  return Number.isSafeInteger(value) && value >= 0 && value <= MAX_AMOUNT ? value : null;
}

/** A price in major units, read as the product form reads one (`readAmount`): minor units, or the message of why not. */
function priceOf(cell: SheetCell): number | string {
  if (typeof cell === 'number') {
    const minor = Math.round(cell * 100);
    return cell >= 0 && Math.abs(cell * 100 - minor) < 1e-6 && minor <= MAX_AMOUNT ? minor : tp('productSheet.priceFormat');
  }
  const reading = readAmount(text(cell));
  if (reading.ok) return reading.minor <= MAX_AMOUNT ? reading.minor : tp('fields.tooLarge');
  if (reading.problem === 'ambiguous')
    return tp('productSheet.priceAmbiguous', { text: text(cell), decimal: spanishAmount(reading.decimal), thousands: spanishAmount(reading.thousands) });
  return tp('productSheet.priceFormat');
}

function visibleOf(cell: SheetCell): boolean | null {
  const value = folded(text(cell));
  if (['si', 's', 'yes', 'true', '1', 'visible'].includes(value)) return true;
  if (['no', 'n', 'false', '0', 'oculto'].includes(value)) return false;
  return null;
}

type CellReader = (cell: SheetCell, row: number, errors: RowErrors, lookups: Lookups) => Values;

/** How each column's cell becomes a field; a blank cell of an optional column leaves the field as it is. */
const readers: Partial<Record<SheetColumn, CellReader>> = {
  sku: (cell) => ({ sku: text(cell) || null }),
  name: (cell) => ({ name: text(cell) }),
  description: (cell) => ({ description: cell === null ? '' : String(cell).trim() }),
  category: (cell, row, errors, lookups) => {
    const id = lookups.categories.get(folded(text(cell)));
    if (id === undefined) errors.add(row, 'category', text(cell) ? tp('productSheet.categoryUnknown', { name: text(cell) }) : tp('fields.required'));
    return id === undefined ? {} : { category_id: id };
  },
  currency: (cell, row, errors, lookups) => {
    const id = lookups.currencies.get(folded(text(cell)));
    if (id === undefined) errors.add(row, 'currency', text(cell) ? tp('productSheet.currencyUnknown', { code: text(cell) }) : tp('fields.required'));
    return id === undefined ? {} : { currency_id: id };
  },
  price: (cell, row, errors) => {
    if (!text(cell)) return errors.add(row, 'price', tp('fields.required')), {};
    const price = priceOf(cell);
    return typeof price === 'number' ? { price } : (errors.add(row, 'price', price), {});
  },
  stock: (cell, row, errors) => {
    const stock = wholeNumber(cell);
    return stock === null ? (errors.add(row, 'stock', tp('product.stockInvalid')), {}) : { stock };
  },
  stockSeen: (cell, row, errors) => {
    if (!text(cell)) return { stockSeen: null };
    const seen = wholeNumber(cell);
    return seen === null ? (errors.add(row, 'stockSeen', tp('product.stockInvalid')), {}) : { stockSeen: seen };
  },
  lowStockThreshold: (cell, row, errors) => {
    if (!text(cell)) return {};
    const threshold = wholeNumber(cell);
    return threshold === null ? (errors.add(row, 'lowStockThreshold', tp('product.lowStockThresholdInvalid')), {}) : { low_stock_threshold: threshold };
  },
  visible: (cell, row, errors) => {
    if (!text(cell)) return {};
    const visible = visibleOf(cell);
    return visible === null ? (errors.add(row, 'visible', tp('productSheet.visibleInvalid')), {}) : { visible };
  },
};

function parseRow(sheetRow: SheetRow, columns: Map<SheetColumn, number>, errors: RowErrors, lookups: Lookups): ParsedRow {
  const { row, cells } = sheetRow;
  let id: number | null = null;
  const idIndex = columns.get('id');
  const idText = idIndex === undefined ? '' : text(cells[idIndex]);
  if (idText) {
    id = wholeNumber(cells[idIndex!] ?? null);
    if (!id) errors.add(row, 'id', tp('productSheet.idInvalid'));
  }
  let values: Values = {};
  for (const [column, index] of columns) {
    const read = readers[column];
    if (read) values = { ...values, ...read(cells[index] ?? null, row, errors, lookups) };
  }
  return { row, id, values };
}

/** Which field of the product form each column writes, to place a rule's message on the column the seller edits. */
const columnOfField: Record<string, SheetColumn> = {
  name: 'name', description: 'description', sku: 'sku', price: 'price', wholesale_prices: 'price', special_offer: 'price',
  stock: 'stock', stock_seen: 'stockSeen', low_stock_threshold: 'lowStockThreshold', visible: 'visible', category_id: 'category', currency_id: 'currency',
};

function schemaErrors(row: number, issues: { path: PropertyKey[]; message: string }[], errors: RowErrors) {
  for (const issue of issues) errors.add(row, columnOfField[String(issue.path[0])] ?? 'name', issue.message);
}

const messageIs = (message: string, key: PanelMessageKey) => {
  const pattern = tp(key).replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '.*');
  return new RegExp(`^${pattern}$`).test(message);
};

/** A product-service refusal as the row's error, on the column it concerns. */
function serviceError(row: number, error: AppError, errors: RowErrors) {
  const stock = error.fields.stock;
  if (typeof stock === 'number') return errors.add(row, 'stock', tp('productSheet.stockMoved', { stock }));
  if (messageIs(error.message, 'product.skuTaken')) return errors.add(row, 'sku', error.message);
  if (messageIs(error.message, 'product.categoryRequired')) return errors.add(row, 'category', error.message);
  if (messageIs(error.message, 'product.currencyRequired')) return errors.add(row, 'currency', error.message);
  // The plan's refusals: a visible product beyond its slots (a feature is never set by a file).
  return errors.add(row, error.kind === 'forbidden' ? 'visible' : 'name', error.message);
}

/** The fields of the row that differ from the product, as a PATCH of the product form would send them; the stock only as decision 021 allows. */
function patchOf(parsed: ParsedRow, product: SheetProduct, lookups: Lookups, errors: RowErrors): ProductPatch {
  const { values, row } = parsed;
  const current: Values = {
    sku: product.sku, name: product.name, description: product.description, price: product.price,
    low_stock_threshold: product.low_stock_threshold, visible: product.visible,
    category_id: lookups.categories.get(folded(product.category)), currency_id: lookups.currencies.get(folded(product.currency)),
  };
  const patch: Record<string, unknown> = {};
  for (const field of ['sku', 'name', 'description', 'price', 'low_stock_threshold', 'visible', 'category_id', 'currency_id'] as const)
    if (values[field] !== undefined && values[field] !== current[field]) patch[field] = values[field];
  // Only a stock the seller changed (it is not the stock exported) is written, and only over the stock they saw.
  const { stock, stockSeen } = values;
  if (stock !== undefined && stock !== stockSeen && stock !== product.stock) {
    if (stockSeen === undefined || stockSeen === null) errors.add(row, 'stock', tp('productSheet.stockSeenMissing', { stock: product.stock }));
    else if (stockSeen !== product.stock) errors.add(row, 'stock', tp('productSheet.stockMoved', { stock: product.stock }));
    else Object.assign(patch, { stock, stock_seen: stockSeen });
  }
  return patch as ProductPatch;
}

/** The product a row names, or null for a new one; the file's repeats and unknown ids are the row's errors. */
function matchRow(parsed: ParsedRow, lookups: Lookups, seen: Map<string, number>, errors: RowErrors): SheetProduct | null | undefined {
  const { row, id, values } = parsed;
  const sku = values.sku ? folded(values.sku) : null;
  const repeat = (key: string, column: SheetColumn, message: string) => {
    const first = seen.get(key);
    if (first !== undefined) errors.add(row, column, message.replace('{row}', String(first)));
    else seen.set(key, row);
  };
  if (id !== null) repeat(`id:${id}`, 'id', tp('productSheet.idRepeated', { id }));
  if (sku) repeat(`sku:${sku}`, 'sku', tp('productSheet.skuRepeated', { sku: values.sku! }));
  if (id !== null) {
    const product = lookups.byId.get(id);
    if (!product) errors.add(row, 'id', tp('productSheet.idUnknown', { id }));
    return product;
  }
  const product = sku ? lookups.bySku.get(sku) : undefined;
  if (product) return product;
  if (!sku && values.name) {
    const name = folded(values.name);
    if (lookups.byName.has(name)) errors.add(row, 'name', tp('productSheet.nameExists', { name: values.name }));
    else repeat(`name:${name}`, 'name', tp('productSheet.nameRepeated', { name: values.name }));
  }
  return null;
}

async function lookupsOf(tx: Transaction, storeId: number): Promise<Lookups> {
  const products = await sheetProducts(tx, storeId);
  const { rows: categories } = await tx.execute<{ id: number; name: string }>(sql`select id, name from categories`);
  const { rows: currencies } = await tx.execute<{ id: number; code: string }>(sql`select id, code from currencies`);
  return {
    categories: new Map(categories.map((row) => [folded(row.name), Number(row.id)])),
    currencies: new Map(currencies.map((row) => [folded(row.code), Number(row.id)])),
    byId: new Map(products.map((product) => [product.id, product])),
    bySku: new Map(products.flatMap((product) => (product.sku ? [[folded(product.sku), product] as const] : []))),
    byName: new Map(products.map((product) => [folded(product.name), product])),
  };
}

type Planned = { create: BatchCreate } | { update: BatchUpdate } | 'unchanged' | 'error';

/** What one row asks for (checked by the product form's schemas), or its errors. */
function planRow(parsed: ParsedRow, product: SheetProduct | null, lookups: Lookups, errors: RowErrors): Planned {
  const { row, values } = parsed;
  if (product) {
    const patch = patchOf(parsed, product, lookups, errors);
    if (errors.has(row)) return 'error';
    if (Object.keys(patch).length === 0) return 'unchanged';
    const checked = productPatchSchema.safeParse(patch);
    if (!checked.success) return schemaErrors(row, checked.error.issues, errors), 'error';
    return { update: { key: row, productId: product.id, patch: checked.data } };
  }
  const { stockSeen: _seen, ...fields } = values;
  const checked = productCreateSchema.safeParse(fields);
  if (!checked.success) return schemaErrors(row, checked.error.issues, errors), 'error';
  return { create: { key: row, product: checked.data } };
}

/** Thrown to roll the import's transaction back with its report (a dry run, or a file with errors). */
class RolledBack extends Error {
  constructor(readonly answer: ProductImportAnswer) {
    super('rolled back');
  }
}

/**
 * Checks (dry run) or applies the file: the report of what it does, or did. An apply of a file
 * with any error is a 400 carrying the same report, and changes nothing.
 */
export async function importProducts(db: Database, storeId: number, bytes: Buffer, dryRun: boolean): Promise<ProductImportAnswer> {
  const table = await readSheet(bytes);
  const columns = columnsOf(table.header);
  if (table.rows.length === 0) throw failPanel('invalid', 'productSheet.noRows');
  const answer = await db
    .transaction(async (tx) => {
      const plan = await lockStorePlan(tx, storeId);
      const lookups = await lookupsOf(tx, storeId);
      const errors = new RowErrors();
      const seen = new Map<string, number>();
      const creates: BatchCreate[] = [];
      const updates: BatchUpdate[] = [];
      let unchanged = 0;
      for (const sheetRow of table.rows) {
        const parsed = parseRow(sheetRow, columns, errors, lookups);
        const product = matchRow(parsed, lookups, seen, errors);
        // A row already wrong is not written: its other cells may be read wrong too.
        const planned = product === undefined || errors.has(parsed.row) ? 'error' : planRow(parsed, product, lookups, errors);
        if (planned === 'unchanged') unchanged++;
        else if (planned !== 'error' && 'create' in planned) creates.push(planned.create);
        else if (planned !== 'error') updates.push(planned.update);
      }
      const { refusals } = await writeProducts(tx, storeId, plan, creates, updates, { checkOnly: dryRun || errors.rows.size > 0 });
      for (const { key, error } of refusals) serviceError(key, error, errors);
      const refusedKeys = new Set(refusals.map((refusal) => refusal.key));
      const report: ProductImportAnswer = {
        created: creates.filter((create) => !refusedKeys.has(create.key)).length,
        updated: updates.filter((update) => !refusedKeys.has(update.key)).length,
        unchanged,
        rows_with_errors: errors.rows.size,
        errors: errors.list.sort((a, b) => a.row - b.row).slice(0, SHEET_MAX_LISTED_ERRORS),
        applied: !dryRun && errors.rows.size === 0,
      };
      if (!report.applied) throw new RolledBack(report);
      return report;
    })
    .catch((error: unknown) => {
      if (error instanceof RolledBack) return error.answer;
      throw error;
    });
  if (!dryRun && !answer.applied)
    throw new AppError('invalid', tp('productSheet.refused', { count: answer.rows_with_errors }), {}, { ...answer });
  return answer;
}
