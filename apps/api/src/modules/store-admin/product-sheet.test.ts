import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tp } from '@plaza/domain/messages/es-panel';
import { SHEET_MAX_BYTES, SHEET_MAX_ROWS, type ProductImportAnswer } from '@plaza/domain/schemas/panel-product-sheet';
import type { PanelProduct } from '@plaza/domain/schemas/panel-product';
import { buildTestApp, type TestApp } from '../../test/app';
import { addSeller, catalogueDigest, referenceIds, retail, type Seller } from './test-sellers';

let app: TestApp;
let ids: Awaited<ReturnType<typeof referenceIds>>;
let names: { category: string; otherCategory: string; currency: string; otherCurrency: string };

beforeAll(async () => {
  app = await buildTestApp({}, { seed: 'reference' });
  ids = await referenceIds(app);
  const { rows } = await app.deps.db.execute<{ category: string; other_category: string; currency: string; other_currency: string }>(sql`
    select (select name from categories where id = ${ids.category}) as category, (select name from categories where id = ${ids.otherCategory}) as other_category,
           (select code from currencies where id = ${ids.currency}) as currency, (select code from currencies where id = ${ids.otherCurrency}) as other_currency`);
  const row = rows[0]!;
  names = { category: row.category, otherCategory: row.other_category, currency: row.currency, otherCurrency: row.other_currency };
}, 60_000);
afterAll(() => app?.cleanup());

const HEADER = ['id', 'SKU', 'Nombre', 'Descripción', 'Categoría', 'Moneda', 'Precio', 'Stock', 'Stock al exportar', 'Aviso de stock bajo', 'Visible'];
const BOUNDARY = '----plazaSheetTest';

function multipart(data: Buffer | string, field = 'file', filename = 'productos.csv') {
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    Buffer.isBuffer(data) ? data : Buffer.from(data),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

async function upload(seller: Seller, data: Buffer | string, dryRun: boolean, field = 'file') {
  return seller.client.send('POST', `${seller.base}/products/import${dryRun ? '?dry_run=1' : ''}`, multipart(data, field), {
    'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
  });
}

async function importFile(seller: Seller, data: Buffer | string, dryRun: boolean): Promise<ProductImportAnswer> {
  const response = await upload(seller, data, dryRun);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ProductImportAnswer>();
}

async function create(seller: Seller, body: object = {}): Promise<PanelProduct> {
  const response = await seller.client.send('POST', `${seller.base}/products`, retail(ids, body));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<PanelProduct>();
}

async function products(seller: Seller): Promise<PanelProduct[]> {
  const response = await seller.client.get(`${seller.base}/products?page_size=100`);
  return response.json<{ results: PanelProduct[] }>().results.sort((a, b) => a.product_id - b.product_id);
}

async function exportCsv(seller: Seller): Promise<string> {
  const response = await seller.client.get(`${seller.base}/products.csv`);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  return response.body;
}

/** The CSV as rows of cells (BOM removed). */
const rowsOf = (csv: string) => parse(csv.replace(/^\uFEFF/, ''), { delimiter: ';' }) as string[][];
/** Rows back to a `;` CSV as a spreadsheet saves it (quotes only where needed). */
const csvOf = (rows: string[][], separator = ';') =>
  rows.map((row) => row.map((cell) => (/[;",\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join(separator)).join('\r\n');

const newRow = (name: string, extra: Partial<Record<string, string>> = {}) => {
  const row = { id: '', SKU: '', Nombre: name, 'Descripción': '', 'Categoría': names.category, Moneda: names.currency, Precio: '100,00', Stock: '5', 'Stock al exportar': '', 'Aviso de stock bajo': '', Visible: 'Sí', ...extra };
  return HEADER.map((column) => row[column as keyof typeof row] ?? '');
};

describe('exporting the catalogue', () => {
  it('writes a Spanish CSV: BOM, «;», comma decimals, Sí/No, the formula guard; not archived products nor another store’s', async () => {
    const seller = await addSeller(app);
    const other = await addSeller(app);
    await create(other, { name: 'De otra tienda' });
    const phone = await create(seller, { name: 'Teléfono Ñandú', price: 125_050, stock: 7, sku: 'TEL-1', low_stock_threshold: 2 });
    const formula = await create(seller, { name: '=HYPERLINK("http://x")', visible: false, description: 'Línea 1; con «comillas» "dobles"' });
    const archived = await create(seller, { name: 'Archivado' });
    await app.deps.db.execute(sql`update products set archived_at = now(), hidden = true where id = ${archived.product_id}`);
    const csv = await exportCsv(seller);
    expect(csv.startsWith('\uFEFF"id";"SKU";"Nombre"')).toBe(true);
    const rows = rowsOf(csv);
    expect(rows[0]).toEqual(HEADER);
    expect(rows.slice(1)).toEqual([
      [String(phone.product_id), 'TEL-1', 'Teléfono Ñandú', 'Doble SIM, 128 GB', names.category, names.currency, '1250,50', '7', '7', '2', 'Sí'],
      [String(formula.product_id), '', `'=HYPERLINK("http://x")`, 'Línea 1; con «comillas» "dobles"', names.category, names.currency, '250,00', '10', '10', '3', 'No'],
    ]);
  });

  it('writes an .xlsx with typed cells that Excel reads back', async () => {
    const seller = await addSeller(app);
    const phone = await create(seller, { name: 'Camión de juguete ñ', price: 99_999, stock: 3, sku: '00123' });
    const response = await seller.client.get(`${seller.base}/products.xlsx`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = book.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(HEADER);
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual([phone.product_id, '00123', 'Camión de juguete ñ', 'Doble SIM, 128 GB', names.category, names.currency, 999.99, 3, 3, 3, 'Sí']);
  });
});

describe('importing the catalogue back', () => {
  it('round-trips a CSV: the file as exported changes nothing; edits are counted in a dry run, then applied with accents kept', async () => {
    const seller = await addSeller(app);
    const a = await create(seller, { name: 'Azúcar', sku: 'AZ-1', price: 10_000 });
    const b = await create(seller, { name: 'Café', price: 20_000 });
    const c = await create(seller, { name: 'Arroz', price: 30_000 });
    const csv = await exportCsv(seller);
    expect(await importFile(seller, csv, true)).toEqual({ created: 0, updated: 0, unchanged: 3, rows_with_errors: 0, errors: [], applied: false });

    const rows = rowsOf(csv);
    rows[1]![6] = '105,5'; // a's price
    rows[2]![2] = 'Café de Güines, añejo'; // b's name
    rows[2]![10] = 'No';
    rows[3]![4] = names.otherCategory; // c's category, by name
    rows[3]![5] = names.otherCurrency.toLowerCase();
    rows.push(newRow('Piña colada', { SKU: 'pc-1', Precio: '1.250,75', 'Descripción': 'Ñame y piña' }));
    const before = await catalogueDigest(app);
    const dry = await importFile(seller, csvOf(rows), true);
    expect(dry).toEqual({ created: 1, updated: 3, unchanged: 0, rows_with_errors: 0, errors: [], applied: false });
    expect(await catalogueDigest(app)).toBe(before);

    expect(await importFile(seller, csvOf(rows), false)).toEqual({ created: 1, updated: 3, unchanged: 0, rows_with_errors: 0, errors: [], applied: true });
    const after = await products(seller);
    expect(after.map((p) => [p.product_id, p.name, p.price, p.visible, p.category_id, p.currency_id, p.stock])).toEqual([
      [a.product_id, 'Azúcar', 10_550, true, ids.category, ids.currency, 10],
      [b.product_id, 'Café de Güines, añejo', 20_000, false, ids.category, ids.currency, 10],
      [c.product_id, 'Arroz', 30_000, true, ids.otherCategory, ids.otherCurrency, 10],
      [expect.any(Number), 'Piña colada', 125_075, true, ids.category, ids.currency, 5],
    ]);
    expect(after[3]).toMatchObject({ sku: 'pc-1', description: 'Ñame y piña', low_stock_threshold: 3 });
    // The same file again: every row now matches its product (the new one by its SKU).
    expect(await importFile(seller, csvOf(rows), false)).toMatchObject({ created: 0, updated: 0, unchanged: 4, applied: true });
    // The panel's history records the import's writes as the seller's.
    const { rows: history } = await app.deps.db.execute<{ count: number }>(sql`
      select count(*)::int as count from audit_log where store_id = ${seller.storeId} and actor_id = ${seller.userId} and kind like 'product%'`);
    expect(Number(history[0]!.count)).toBeGreaterThanOrEqual(7);
  });

  it('round-trips an .xlsx edited in Excel, numbers as numbers', async () => {
    const seller = await addSeller(app);
    const a = await create(seller, { name: 'Jamón serrano', price: 50_000, stock: 4, sku: 'J-1' });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await seller.client.get(`${seller.base}/products.xlsx`)).rawPayload as unknown as ExcelJS.Buffer);
    const sheet = book.worksheets[0]!;
    sheet.getCell('G2').value = 480.25;
    sheet.getCell('H2').value = 9;
    sheet.getCell('C2').value = { richText: [{ text: 'Jamón ' }, { text: 'ibérico ñ' }] };
    sheet.addRow([null, 'N-2', 'Turrón de Jijona', null, names.category, names.currency, { formula: 'G2*2', result: 960.5 }, 2, null, 1, 'no']);
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    expect(await importFile(seller, bytes, false)).toEqual({ created: 1, updated: 1, unchanged: 0, rows_with_errors: 0, errors: [], applied: true });
    const [first, second] = await products(seller);
    expect(first).toMatchObject({ product_id: a.product_id, name: 'Jamón ibérico ñ', price: 48_025, stock: 9 });
    expect(second).toMatchObject({ name: 'Turrón de Jijona', sku: 'N-2', price: 96_050, stock: 2, low_stock_threshold: 1, visible: false });
  });

  it('reads a CSV saved by Excel in Windows-1252 without BOM, with «,» and point decimals', async () => {
    const seller = await addSeller(app);
    const a = await create(seller, { name: 'Camion', price: 10_000, stock: 2 });
    const text = [
      'id,SKU,Nombre,Descripcion,Categoria,Moneda,Precio,Stock,Stock al exportar',
      `${a.product_id},,Camión pequeño,Año 2024: señal,${names.category},${names.currency},12.5,2,2`,
      `,,Jalapeño,,${names.category},${names.currency},"1,250.00",1,`,
    ].join('\r\n');
    const latin1 = Buffer.from(text, 'latin1');
    expect(latin1.includes(0xf1)).toBe(true); // ñ is one byte, as Windows-1252 writes it
    expect(await importFile(seller, latin1, false)).toMatchObject({ created: 1, updated: 1, errors: [], applied: true });
    const [first, second] = await products(seller);
    expect(first).toMatchObject({ name: 'Camión pequeño', description: 'Año 2024: señal', price: 1_250 });
    expect(second).toMatchObject({ name: 'Jalapeño', price: 125_000 });
  });

  it('reports a row whose stock moved since the export (a sale) and writes nothing; a row whose stock the seller kept never writes it', async () => {
    const seller = await addSeller(app);
    const sold = await create(seller, { name: 'Vendido', stock: 10 });
    const kept = await create(seller, { name: 'Sin tocar el stock', stock: 10 });
    const rows = rowsOf(await exportCsv(seller));
    // Two sales after the export.
    await app.deps.db.execute(sql`update products set stock = stock - 2 where id in (${sold.product_id}, ${kept.product_id})`);
    rows[1]![7] = '15'; // the seller restocks "Vendido" from the 10 they saw
    rows[2]![6] = '300,00'; // and changes only the price of the other
    const before = await catalogueDigest(app);
    const refused = await upload(seller, csvOf(rows), false);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      success: false,
      message: tp('productSheet.refused', { count: 1 }),
      created: 0,
      updated: 1,
      rows_with_errors: 1,
      errors: [{ row: 2, field: 'Stock', message: tp('productSheet.stockMoved', { stock: 8 }) }],
      applied: false,
    });
    expect(await catalogueDigest(app)).toBe(before);
    // Fixed as the message says: the stock now in «Stock al exportar».
    rows[1]![8] = '8';
    expect(await importFile(seller, csvOf(rows), false)).toMatchObject({ updated: 2, applied: true });
    const [first, second] = await products(seller);
    expect(first).toMatchObject({ stock: 15 });
    expect(second).toMatchObject({ stock: 8, price: 30_000 });
  });

  it('gives each bad row its row number, Spanish column and message, and applies nothing while any remains', async () => {
    const seller = await addSeller(app);
    const other = await addSeller(app);
    const theirs = await create(other, { name: 'Ajeno' });
    const mine = await create(seller, { name: 'Mío', sku: 'M-1' });
    const rows = [
      HEADER,
      newRow('Bien', { SKU: 'OK-1' }),
      newRow('Precio raro', { Precio: '1.250' }),
      newRow('Sin categoría', { 'Categoría': 'Naves espaciales', Moneda: 'XXX' }),
      newRow('Ajeno cambiado', { id: String(theirs.product_id) }),
      newRow('Mío', { id: String(mine.product_id), SKU: 'M-1', 'Descripción': 'Doble SIM, 128 GB', Precio: '250,00', Stock: '10', 'Stock al exportar': '10' }),
      newRow('Mío otra vez', { id: String(mine.product_id) }),
      newRow('Otro', { SKU: 'ok-1' }),
      newRow('Visible raro', { Visible: 'quizás', Stock: '-3' }),
      newRow('Mío'),
      newRow('', { SKU: 'con espacio' }),
    ];
    const before = await catalogueDigest(app);
    const report = await importFile(seller, csvOf(rows), true);
    expect(report).toMatchObject({ created: 1, updated: 0, unchanged: 1, rows_with_errors: 8, applied: false });
    expect(report.errors).toEqual([
      { row: 3, field: 'Precio', message: tp('productSheet.priceAmbiguous', { text: '1.250', decimal: '1,25', thousands: '1.250,00' }) },
      { row: 4, field: 'Categoría', message: tp('productSheet.categoryUnknown', { name: 'Naves espaciales' }) },
      { row: 4, field: 'Moneda', message: tp('productSheet.currencyUnknown', { code: 'XXX' }) },
      { row: 5, field: 'id', message: tp('productSheet.idUnknown', { id: theirs.product_id }) },
      { row: 7, field: 'id', message: tp('productSheet.idRepeated', { id: mine.product_id, row: 6 }) },
      { row: 8, field: 'SKU', message: tp('productSheet.skuRepeated', { sku: 'ok-1', row: 2 }) },
      { row: 9, field: 'Stock', message: tp('product.stockInvalid') },
      { row: 9, field: 'Visible', message: tp('productSheet.visibleInvalid') },
      { row: 10, field: 'Nombre', message: tp('productSheet.nameExists', { name: 'Mío' }) },
      { row: 11, field: 'Nombre', message: tp('product.nameRequired') },
      { row: 11, field: 'SKU', message: tp('product.skuInvalid', { max: 64 }) },
    ]);
    const refused = await upload(seller, csvOf(rows), false);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ProductImportAnswer>().errors).toEqual(report.errors);
    expect(await catalogueDigest(app)).toBe(before);
  });

  it('counts the plan’s product slots across the file: a visible product beyond them is the row’s error', async () => {
    const seller = await addSeller(app);
    const { rows: plan } = await app.deps.db.execute<{ id: number }>(sql`
      insert into store_plans (name, description, price_monthly, max_products) values (${`Dos ${seller.storeId}`}, 'Prueba', 100, 2) returning id`);
    await app.deps.db.execute(sql`update stores set plan_id = ${plan[0]!.id} where id = ${seller.storeId}`);
    await create(seller, { name: 'Uno' });
    const rows = [HEADER, newRow('Dos'), newRow('Tres'), newRow('Oculto', { Visible: 'No' })];
    const report = await importFile(seller, csvOf(rows), true);
    expect(report).toMatchObject({ created: 2, rows_with_errors: 1 });
    expect(report.errors).toEqual([{ row: 3, field: 'Visible', message: expect.stringContaining('2 productos visibles') }]);
  });

  it('creates a file’s products once when the same file is imported twice at the same time', async () => {
    const seller = await addSeller(app);
    const rows = [HEADER, newRow('Con SKU', { SKU: 'P-1' }), newRow('Sin SKU')];
    const answers = await Promise.all([upload(seller, csvOf(rows), false), upload(seller, csvOf(rows), false)]);
    const bodies = answers.map((answer) => answer.json<ProductImportAnswer>());
    // One created both; the other, after it, found "Con SKU" by its SKU and refused a second "Sin SKU" (nothing applied).
    expect(bodies.map((body) => body.created).sort()).toEqual([0, 2]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect((await products(seller)).map((p) => p.name)).toEqual(['Con SKU', 'Sin SKU']);
  });
});

describe('a file that cannot be imported: a clear 4xx and nothing changed', () => {
  const header = HEADER.join(';');
  const cases: [string, () => Buffer | string, number, string][] = [
    ['an empty file', () => '', 400, tp('productSheet.empty')],
    ['only a BOM', () => '\uFEFF', 400, tp('productSheet.empty')],
    ['a PNG', () => Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), 400, tp('productSheet.notSpreadsheet')],
    ['an old .xls', () => Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(600, 1)]), 400, tp('productSheet.oldExcel')],
    ['a broken .xlsx', () => Buffer.concat([Buffer.from('504b0304', 'hex'), Buffer.alloc(300, 7)]), 400, tp('productSheet.badXlsx')],
    ['the header only', () => header, 400, tp('productSheet.noRows')],
    ['required columns missing', () => 'Nombre;Precio\nPan;10', 400, tp('productSheet.missingColumns', { columns: '«Categoría», «Moneda», «Stock»' })],
    ['a column twice', () => `${header};Precio\n`, 400, tp('productSheet.duplicateColumn', { column: 'Precio' })],
    ['too many rows', () => [header, ...Array.from({ length: SHEET_MAX_ROWS + 1 }, (_, i) => `;;P${i};;a;b;1;1;;;`)].join('\n'), 400,
      tp('productSheet.tooManyRows', { count: SHEET_MAX_ROWS + 1, max: SHEET_MAX_ROWS })],
    ['a file too large', () => Buffer.alloc(SHEET_MAX_BYTES + 1, 0x41), 413, tp('productSheet.tooLarge', { size: '5 MB' })],
  ];
  it.each(cases)('%s', async (_label, data, status, message) => {
    const seller = await addSeller(app);
    await create(seller);
    const before = await catalogueDigest(app);
    for (const dryRun of [true, false]) {
      const response = await upload(seller, data(), dryRun);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toEqual({ success: false, message });
    }
    expect(await catalogueDigest(app)).toBe(before);
  });

  it('refuses a body that is not multipart, or the file in another field', async () => {
    const seller = await addSeller(app);
    const json = await seller.client.send('POST', `${seller.base}/products/import?dry_run=1`, { file: 'x' });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(tp('productSheet.notMultipart'));
    const wrong = await upload(seller, `${HEADER.join(';')}\n`, true, 'image');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(tp('productSheet.notMultipart'));
  });

  it('keeps another store out: its export and import are 404', async () => {
    const seller = await addSeller(app);
    const other = await addSeller(app);
    for (const path of ['products.csv', 'products.xlsx']) expect((await seller.client.get(`${other.base}/${path}`)).statusCode).toBe(404);
    const response = await seller.client.send('POST', `${other.base}/products/import?dry_run=1`, multipart(`${HEADER.join(';')}\n`), {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    });
    expect(response.statusCode).toBe(404);
  });
});
