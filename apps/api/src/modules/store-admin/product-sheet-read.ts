import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { SHEET_MAX_ROWS } from '@plaza/domain/schemas/panel-product-sheet';
import { failPanel } from '../../platform/errors';

/**
 * Reads a seller's spreadsheet (CSV or .xlsx, told apart by its bytes, never its name) into its
 * header and rows. Rows keep the number the spreadsheet shows (the header is row 1); rows with no
 * value are left out. A file that is neither, or that cannot be read, is a 400 with what to do.
 */

/** A cell as read: text, or a number when the .xlsx cell holds one (prices and stocks typed as numbers). */
export type SheetCell = string | number | null;
export type SheetRow = { row: number; cells: SheetCell[] };
export type SheetTable = { header: string[]; rows: SheetRow[] };

/** What the XML parts of an .xlsx may add up to once unzipped: 5 MB of zip stays well within it unless it is a bomb. */
const XLSX_MAX_UNZIPPED = 80_000_000;

const startsWith = (bytes: Buffer, ...prefix: number[]) => prefix.every((byte, index) => bytes[index] === byte);

/**
 * The text of a CSV file: UTF-8 (with or without its BOM, as "CSV UTF-8" saves it), UTF-16 with
 * its BOM (Excel's "Texto Unicode"), or else Windows-1252, the encoding Excel in Spanish uses for
 * a plain "CSV": bytes that are not valid UTF-8 are read so, never as replacement characters
 * (medusajs/medusa#12794: "Camión" became "Cami�n").
 */
function decodeText(bytes: Buffer): string {
  if (startsWith(bytes, 0xef, 0xbb, 0xbf)) return decodeUtf8(bytes.subarray(3)) ?? '';
  if (startsWith(bytes, 0xff, 0xfe)) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (startsWith(bytes, 0xfe, 0xff)) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  // A text file has no NUL byte: this is an image, a PDF, a program.
  if (bytes.includes(0)) throw failPanel('invalid', 'productSheet.notSpreadsheet');
  return decodeUtf8(bytes) ?? new TextDecoder('windows-1252').decode(bytes);
}

function decodeUtf8(bytes: Buffer): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The separator of the header line: `;` (Excel in Spanish, and Plaza's files), `,` or a tab, whichever it holds most, outside quotes. */
function separatorOf(text: string): string {
  const counts = new Map<string, number>([[';', 0], [',', 0], ['\t', 0]]);
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, counts.get(char)! + 1);
  }
  return [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
}

/** Plaza's writer put an apostrophe before a cell a spreadsheet would run as a formula (platform/csv.ts): the text is what follows it. */
const unneutralized = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

function readCsv(bytes: Buffer): SheetCell[][] {
  const text = decodeText(bytes);
  try {
    const records = parse(text, { delimiter: separatorOf(text), relax_column_count: true, skip_empty_lines: false }) as string[][];
    return records.map((record) => record.map(unneutralized));
  } catch {
    throw failPanel('invalid', 'productSheet.notSpreadsheet');
  }
}

/** The bytes an .xlsx says its parts take unzipped (its central directory), or null when it is no zip that can be read so. */
function unzippedSize(bytes: Buffer): number | null {
  const end = bytes.length - 22;
  for (let at = end; at >= Math.max(0, end - 65_535); at--) {
    if (bytes.readUInt32LE(at) !== 0x06054b50) continue;
    const entries = bytes.readUInt16LE(at + 10);
    let entry = bytes.readUInt32LE(at + 16);
    let total = 0;
    for (let index = 0; index < entries; index++) {
      if (entry + 46 > bytes.length || bytes.readUInt32LE(entry) !== 0x02014b50) return null;
      total += bytes.readUInt32LE(entry + 24);
      entry += 46 + bytes.readUInt16LE(entry + 28) + bytes.readUInt16LE(entry + 30) + bytes.readUInt16LE(entry + 32);
    }
    return total;
  }
  return null;
}

function cellOf(value: ExcelJS.CellValue): SheetCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  // A formula's last computed value, as the spreadsheet showed it: Plaza never evaluates one.
  if ('formula' in value || 'sharedFormula' in value) return cellOf(value.result as ExcelJS.CellValue);
  if ('error' in value) return String(value.error);
  if ('text' in value) return cellOf(value.text as ExcelJS.CellValue);
  return null;
}

async function readXlsx(bytes: Buffer): Promise<SheetCell[][]> {
  const size = unzippedSize(bytes);
  if (size === null || size > XLSX_MAX_UNZIPPED) throw failPanel('invalid', 'productSheet.badXlsx');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  } catch {
    throw failPanel('invalid', 'productSheet.badXlsx');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw failPanel('invalid', 'productSheet.noRows');
  const rows: SheetCell[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    rows[number - 1] = Array.from(values, (value) => cellOf(value as ExcelJS.CellValue));
  });
  return Array.from(rows, (row) => row ?? []);
}

const isBlank = (cell: SheetCell) => cell === null || (typeof cell === 'string' && cell.trim() === '');

/** The file's header and its rows with a value, numbered as the spreadsheet shows them. */
export async function readSheet(bytes: Buffer): Promise<SheetTable> {
  if (bytes.length === 0) throw failPanel('invalid', 'productSheet.empty');
  // An .xlsx is a zip; the Excel of before 2007 (.xls) an OLE2 compound file.
  if (startsWith(bytes, 0xd0, 0xcf, 0x11, 0xe0)) throw failPanel('invalid', 'productSheet.oldExcel');
  const records = startsWith(bytes, 0x50, 0x4b, 0x03, 0x04) ? await readXlsx(bytes) : readCsv(bytes);
  const header = (records[0] ?? []).map((cell) => (cell === null ? '' : String(cell).trim()));
  const rows: SheetRow[] = [];
  records.slice(1).forEach((cells, index) => {
    if (!cells.every(isBlank)) rows.push({ row: index + 2, cells });
  });
  if (header.every((name) => name === '') && rows.length === 0) throw failPanel('invalid', 'productSheet.empty');
  if (rows.length > SHEET_MAX_ROWS) throw failPanel('invalid', 'productSheet.tooManyRows', { count: rows.length, max: SHEET_MAX_ROWS });
  return { header, rows };
}
