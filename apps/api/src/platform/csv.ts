import { stringify } from 'csv-stringify/sync';

/** Excel and LibreOffice read a CSV file as UTF-8 only after this mark. */
export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;
/** A number as people write it, signed or not, with `,` or `.` between its digits: `-5,00`, `+3`, `-1.234,56`. */
const PLAIN_NUMBER = /^[+-]?\d+(?:[.,]\d+)*$/;

/**
 * A cell a spreadsheet would run as a formula (OWASP's rule: it begins with `=`, `+`, `-`, `@`,
 * a tab or a carriage return) gets a leading apostrophe, so a buyer's name, a coupon code or a
 * reason is shown as the text it is, never run.
 *
 * The one exception is a cell that is nothing but a number (`-5,00`, `+3`): a spreadsheet reads
 * it as that number, which calls nothing and reaches nothing, and an apostrophe would turn an
 * amount into text that no sum adds. Anything more than digits, a sign and `,`/`.` between
 * digits (`-2+3`, `-1e3`, `+53 5 999 0000`, `-5 CUP`) is neutralised as OWASP says.
 */
export function neutralizedCell(value: string): string {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}

export type CsvCell = string | number | null | undefined;

/**
 * Rows as CSV, the one way Plaza writes any (RFC 4180: CRLF between records, quotes doubled):
 * every cell quoted, empty ones too, so a `;` or `,` inside a cell never splits it whichever
 * separator the spreadsheet assumes, and every cell neutralised (`neutralizedCell`).
 * `bom`: start with the UTF-8 mark (the first chunk of a file); `delimiter`: `,` unless told (`;`
 * for a file a seller edits in a Spanish spreadsheet, where `,` is the decimal mark).
 */
export function csvRows(rows: readonly (readonly CsvCell[])[], options: { bom?: boolean; delimiter?: ',' | ';' } = {}): string {
  const cells = rows.map((row) => row.map((cell) => neutralizedCell(cell === null || cell === undefined ? '' : String(cell))));
  const delimiter = options.delimiter ?? ',';
  return (options.bom ? CSV_BOM : '') + stringify(cells, { delimiter, record_delimiter: 'windows', quoted: true, quoted_empty: true });
}
