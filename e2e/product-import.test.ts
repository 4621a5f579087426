import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { tp } from '@plaza/domain/messages/es-panel';
import { logInThroughPage, openPage, PHONE, serverAndBrowser } from './harness';

// Issue 43, point 2, on a 360 px phone: the demo seller exports the catalogue as CSV from the
// products page, edits it as a spreadsheet would (a price, a new product with ñ, a bad price),
// checks it (the dry run lists the error by row and column, and nothing can be applied), fixes
// it, checks it again and applies it; the list then shows the changes.
const DEMO_SELLER = { email: 'vendedor@plaza.local', password: 'Vendedor123!' };
const running = serverAndBrowser();

const fitsThePhone = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** `;`-separated cells, quoted where a spreadsheet quotes them. */
const line = (cells: string[]) => cells.map((cell) => (/[;"\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join(';');

async function readDownload(page: Page, name: string): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('group', { name: tp('productSheet.exportTitle') }).getByRole('link', { name }).click()]);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

describe('importing the catalogue from a spreadsheet, on a phone', () => {
  it('exports, checks an edited file (errors by row and column, nothing applied), then applies the fixed one', async () => {
    const context = await running.browser.newContext({ ...PHONE, acceptDownloads: true });
    const { page, problems } = await openPage(context);
    await logInThroughPage(page, running.server.url, DEMO_SELLER);
    await page.goto(`${running.server.url}/seller/products`);
    await page.getByRole('heading', { level: 1, name: tp('productScreens.listTitle') }).waitFor();

    const csv = await readDownload(page, tp('productSheet.exportCsv'));
    expect(csv.startsWith('\uFEFF"id";"SKU";"Nombre"')).toBe(true);
    const [headerCells, cells] = parse(csv.replace(/^\uFEFF/, ''), { delimiter: ';' }) as string[][];
    const header = line(headerCells!);
    const [id, , name, , category, currency] = cells!;
    const edited = [...cells!];
    edited[6] = '4321,50';
    const newName = `Piña colada ñandú ${Date.now() % 10_000}`;
    const fresh = ['', '', newName, 'Hecha en casa', category!, currency!, '12,50', '4', '', '', 'No'];
    const withError = [header, line(edited), line(fresh), line(['', '', 'Precio dudoso', '', category!, currency!, '1.250', '1', '', '', 'No'])].join('\r\n');

    await page.getByRole('button', { name: tp('productSheet.importTitle') }).click();
    const fileInput = page.getByLabel(tp('productSheet.fileLabel', { size: '5 MB' }));
    await fileInput.setInputFiles({ name: 'productos.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${withError}`) });
    await page.getByRole('button', { name: tp('productSheet.check') }).click();
    const status = page.getByRole('status').filter({ hasText: tp('productSheet.summary', { created: 1, updated: 1, errors: 1 }) });
    await status.waitFor();
    await status.getByRole('list', { name: tp('productSheet.errorsTitle') }).getByText(/^Fila 4, Precio: /).waitFor();
    expect(await page.getByRole('button', { name: tp('productSheet.apply') }).isDisabled()).toBe(true);
    expect(await fitsThePhone(page)).toBeLessThanOrEqual(360);

    const fixed = withError.replace('"1.250"', '1250').replace(';1.250;', ';1250;');
    await fileInput.setInputFiles({ name: 'productos.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${fixed}`) });
    await page.getByRole('button', { name: tp('productSheet.check') }).click();
    await page.getByRole('status').filter({ hasText: tp('productSheet.summary', { created: 2, updated: 1, errors: 0 }) }).waitFor();
    await page.getByRole('button', { name: tp('productSheet.apply') }).click();
    await page.getByRole('status').getByText(tp('productSheet.applied', { created: 2, updated: 1 })).waitFor();

    // The list reads the changes: the new product with its ñ, and the edited price.
    const results = page.getByRole('list', { name: tp('productScreens.results') });
    await results.getByRole('heading', { name: newName }).waitFor();
    const again = await readDownload(page, tp('productSheet.exportCsv'));
    expect(again).toContain(`"${id}";`);
    expect(again).toContain('"4321,50"');
    expect(again).toContain(`"${newName}"`);
    expect(name).toBeTruthy();
    expect(problems).toEqual([]);
    await context.close();
  });
});
