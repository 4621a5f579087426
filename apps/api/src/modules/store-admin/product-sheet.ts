import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { tp } from '@plaza/domain/messages/es-panel';
import { spanishAmount } from '@plaza/domain/money';
import { SHEET_COLUMNS, type SheetColumn } from '@plaza/domain/schemas/panel-product-sheet';
import type { Database } from '../../db/connection';
import { csvRows } from '../../platform/csv';

/**
 * The store's catalogue as a spreadsheet (issue 43, point 2): its products that are not archived,
 * oldest first, one row each, in the columns of SHEET_COLUMNS. "Stock al exportar" repeats the
 * stock at the time of the export: an import compares it with the stock then (decision 021), so a
 * sale made meanwhile is never overwritten. Not in the file, so never changed by an import:
 * images, wholesale tiers, offers, availability, tags and referral commissions.
 */

export type SheetProduct = {
  id: number;
  sku: string | null;
  name: string;
  description: string;
  category: string;
  currency: string;
  price: number;
  stock: number;
  low_stock_threshold: number;
  visible: boolean;
};

const ORDER: SheetColumn[] = ['id', 'sku', 'name', 'description', 'category', 'currency', 'price', 'stock', 'stockSeen', 'lowStockThreshold', 'visible'];
export const SHEET_HEADER = ORDER.map((column) => SHEET_COLUMNS[column]);

export async function sheetProducts(db: Pick<Database, 'execute'>, storeId: number): Promise<SheetProduct[]> {
  const { rows } = await db.execute<SheetProduct & { hidden: boolean }>(sql`
    select p.id, p.sku, p.name, p.description, c.name as category, cu.code as currency, p.price, p.stock, p.low_stock_threshold, p.hidden
    from products p join categories c on c.id = p.category_id join currencies cu on cu.id = p.currency_id
    where p.store_id = ${storeId} and p.archived_at is null order by p.id`);
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    price: Number(row.price),
    stock: Number(row.stock),
    low_stock_threshold: Number(row.low_stock_threshold),
    visible: !row.hidden,
  }));
}

const yesNo = (visible: boolean) => tp(visible ? 'productSheet.visibleYes' : 'productSheet.visibleNo');

/** The CSV: UTF-8 with its BOM, `;` between cells, amounts as a Spanish seller writes them (1250,50), through Plaza's one CSV writer. */
export function catalogueCsv(products: SheetProduct[]): string {
  const rows = products.map((p) => [
    p.id, p.sku ?? '', p.name, p.description, p.category, p.currency, spanishAmount(p.price, false), p.stock, p.stock, p.low_stock_threshold, yesNo(p.visible),
  ]);
  return csvRows([SHEET_HEADER, ...rows], { bom: true, delimiter: ';' });
}

/**
 * The .xlsx: typed cells (a number is a number, the price in major units with two decimals,
 * shown with the reader's own decimal mark; a text is a text, so a SKU keeps its leading zeros and
 * a name starting with `=` is never a formula). The header row stays in view.
 */
export async function catalogueXlsx(products: SheetProduct[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Plaza';
  const sheet = workbook.addWorksheet(tp('productSheet.fileName'), { views: [{ state: 'frozen', ySplit: 1 }] });
  const widths: Record<SheetColumn, number> = {
    id: 8, sku: 14, name: 36, description: 48, category: 20, currency: 9, price: 12, stock: 8, stockSeen: 17, lowStockThreshold: 19, visible: 8,
  };
  sheet.columns = ORDER.map((column) => ({ header: SHEET_COLUMNS[column], key: column, width: widths[column] }));
  sheet.getRow(1).font = { bold: true };
  sheet.getColumn('price').numFmt = '0.00';
  sheet.getColumn('sku').numFmt = '@';
  for (const p of products)
    sheet.addRow({
      id: p.id, sku: p.sku ?? '', name: p.name, description: p.description, category: p.category, currency: p.currency,
      price: p.price / 100, stock: p.stock, stockSeen: p.stock, lowStockThreshold: p.low_stock_threshold, visible: yesNo(p.visible),
    });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
