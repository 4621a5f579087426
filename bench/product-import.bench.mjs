// The catalogue spreadsheet's import (issue 43, point 2) on the embedded default engine (PGlite,
// the slower of the two): 1,000 rows checked (dry run) and then applied, as a seller does it, once
// for 1,000 new products and once for the same 1,000 edited (every price, half the stocks) in the
// file exported after. Budget: ≤ 10 s for the dry run and the apply together.
import { finish, report } from './report.mjs';
import { browserSession } from './lib/browser-session.mjs';
import { ensureBuilt, startDemoServer } from './lib/server.mjs';

const ROWS = 1_000;
const BUDGET_S = 10;
const SELLER = { email: 'vendedor@plaza.local', password: 'Vendedor123!' };

const quoted = (cells) => cells.map((cell) => `"${String(cell).replaceAll('"', '""')}"`).join(';');

ensureBuilt();
const server = await startDemoServer({ prefix: 'plaza-bench-import-' });
try {
  const seller = browserSession(server.url);
  const login = await seller.send('/api/auth/login', SELLER);
  if (login.status !== 200) throw new Error(`login: ${login.status} ${await login.text()}`);
  const stores = await (await seller.get('/api/store_admin/stores')).json();
  const storeId = (stores.results ?? stores)[0].store_id;
  const base = `/api/store_admin/stores/${storeId}/products`;
  const exported = async () => (await seller.get(`${base}.csv`)).text();
  const [header, first] = (await exported()).replace(/^\uFEFF/, '').split('\r\n');
  const sample = first.split(';').map((cell) => cell.replace(/^"|"$/g, ''));
  const [category, currency] = [sample[4], sample[5]];

  /** Dry run then apply of `csv`: the seconds both took, and the apply's answer. */
  async function importTwice(csv) {
    const started = performance.now();
    let answer;
    for (const dryRun of [true, false]) {
      const form = new FormData();
      form.append('file', new Blob([csv], { type: 'text/csv' }), 'productos.csv');
      const response = await seller.sendForm(`${base}/import${dryRun ? '?dry_run=1' : ''}`, form);
      answer = await response.json();
      if (response.status !== 200 || answer.rows_with_errors) throw new Error(`import: ${response.status} ${JSON.stringify(answer).slice(0, 400)}`);
    }
    return { seconds: (performance.now() - started) / 1000, answer };
  }

  // New products are hidden: the demo store's plan counts visible ones.
  const rows = Array.from({ length: ROWS }, (_, i) =>
    quoted(['', `BENCH-${i}`, `Producto de prueba ñandú ${i}`, 'Descripción con acentos: café, jamón', category, currency, `${100 + i},50`, i % 40, '', 3, 'No']),
  );
  const created = await importTwice([header, ...rows].join('\r\n'));
  if (created.answer.created !== ROWS) throw new Error(`created ${created.answer.created}`);

  // The file exported after, with every new product's price raised and half their stocks changed.
  const lines = (await exported()).replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
  const edited = lines.map((line, index) => {
    if (index === 0 || !line.includes('"BENCH-')) return line;
    const cells = line.split(';').map((cell) => cell.slice(1, -1));
    cells[6] = `${Number(cells[6].split(',')[0]) + 7},25`;
    if (index % 2 === 0) cells[7] = String(Number(cells[7]) + 5);
    return quoted(cells);
  });
  const changed = await importTwice(edited.join('\r\n'));
  if (changed.answer.updated !== ROWS) throw new Error(`updated ${changed.answer.updated}`);

  console.log(`PGlite, ${ROWS} rows, dry run + apply: new ${created.seconds.toFixed(1)} s, edited ${changed.seconds.toFixed(1)} s`);
  report(`import ${ROWS} new products (dry run + apply)`, Number(created.seconds.toFixed(2)), BUDGET_S, 's');
  report(`import ${ROWS} edited products (dry run + apply)`, Number(changed.seconds.toFixed(2)), BUDGET_S, 's');
} finally {
  await server.stop();
}
finish();
