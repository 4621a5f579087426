import { sql, type SQL } from 'drizzle-orm';
import { ENTITY_TABLES, historyRefs, type HistoryRef } from '@plaza/domain/history';
import { MAX_ID } from '@plaza/domain/schemas/common';
import type { Database } from '../../db/connection';

/** An entry as the log holds it, before its names are read. */
export type LoggedChange = { kind: string; entity_id: string | null; before: Record<string, unknown> | null; after: Record<string, unknown> | null };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isIntId = (id: string) => /^[1-9]\d{0,9}$/.test(id) && Number(id) <= MAX_ID;

/** Each referred entity's table and the column that names it (a coupon by its code). */
const NAMED: Record<Exclude<HistoryRef, 'user'>, { table: string; name: string }> = {
  product: { table: 'products', name: 'name' },
  store: { table: 'stores', name: 'name' },
  category: { table: 'categories', name: 'name' },
  currency: { table: 'currencies', name: 'code' },
  plan: { table: 'store_plans', name: 'name' },
  tag: { table: 'tags', name: 'name' },
  payment_method: { table: 'payment_methods', name: 'name' },
  township: { table: 'townships', name: 'name' },
  coupon: { table: 'coupons', name: 'code' },
  section: { table: 'custom_sections', name: 'name' },
};

const TABLE_OF: Record<string, string> = Object.fromEntries(Object.entries(ENTITY_TABLES).map(([table, ref]) => [ref, table]));

/** A list of ids as one parameter (a jsonb array), so a page's batch is one statement whatever its size. */
const idList = (ids: Set<string>, cast: 'int' | 'uuid') => sql`(select x::${sql.raw(cast)} from jsonb_array_elements_text(${JSON.stringify([...ids])}::jsonb) x)`;

/** The amounts of a row of these tables are in the currency of a product, or of the order, it belongs to. */
function currencySource(change: LoggedChange): { kind: 'product' | 'order'; id: string } | null {
  const table = change.kind.split('.')[0];
  if (table === 'products' && change.entity_id) return { kind: 'product', id: change.entity_id };
  if (table === 'orders' && change.entity_id) return { kind: 'order', id: change.entity_id };
  if (table === 'wholesale_prices') {
    const product = change.after?.product_id ?? change.before?.product_id;
    if (product !== undefined && product !== null) return { kind: 'product', id: String(product) };
  }
  return null;
}

const ownCurrencyId = (change: LoggedChange) => change.after?.currency_id ?? change.before?.currency_id ?? null;

/**
 * Reads, for a page of log entries, every name they refer to (products, stores, accounts,
 * categories, currencies, plans…) and the currency of their amounts: one statement for the rows
 * that exist, and one more, only when some are gone, for the last name the log recorded for them.
 * Never a query per entry.
 */
export async function resolveNames(db: Database, changes: LoggedChange[]): Promise<{ names: Record<string, string>; currencies: (string | null)[] }> {
  const wanted = new Map<HistoryRef, Set<string>>();
  const want = (ref: HistoryRef, id: string) => {
    if (ref === 'user' ? !UUID.test(id) : !isIntId(id)) return;
    if (!wanted.has(ref)) wanted.set(ref, new Set());
    wanted.get(ref)!.add(id);
  };
  const productCurrencies = new Set<string>();
  const orderCurrencies = new Set<string>();
  for (const change of changes) {
    for (const { ref, id } of historyRefs(change)) want(ref, id);
    const own = ownCurrencyId(change);
    if (own !== null) want('currency', String(own));
    const source = currencySource(change);
    if (source?.kind === 'product' && isIntId(source.id)) productCurrencies.add(source.id);
    if (source?.kind === 'order' && UUID.test(source.id)) orderCurrencies.add(source.id);
  }

  const parts: SQL[] = [];
  for (const [ref, ids] of wanted) {
    if (ref === 'user') {
      parts.push(sql`select 'user'::text as ref, id::text as id, coalesce(nullif(btrim(name || ' ' || last_name), ''), email) as name from users where id in ${idList(ids, 'uuid')}`);
    } else {
      const { table, name } = NAMED[ref];
      parts.push(sql`select ${ref}::text as ref, id::text as id, ${sql.identifier(name)}::text as name from ${sql.identifier(table)} where id in ${idList(ids, 'int')}`);
    }
  }
  if (productCurrencies.size > 0)
    parts.push(sql`select 'product-currency'::text as ref, p.id::text as id, c.code as name from products p join currencies c on c.id = p.currency_id where p.id in ${idList(productCurrencies, 'int')}`);
  if (orderCurrencies.size > 0)
    parts.push(sql`select 'order-currency'::text as ref, o.id::text as id, c.code as name from orders o join currencies c on c.id = o.currency_id where o.id in ${idList(orderCurrencies, 'uuid')}`);

  const found: Record<string, string> = {};
  if (parts.length > 0) {
    const { rows } = await db.execute<{ ref: string; id: string; name: string | null }>(sql.join(parts, sql` union all `));
    for (const row of rows) if (row.name !== null) found[`${row.ref}:${row.id}`] = row.name;
  }
  await lastLoggedNames(db, wanted, found);

  const names: Record<string, string> = {};
  for (const [key, name] of Object.entries(found)) if (!key.includes('-currency:')) names[key] = name;
  const currencies = changes.map((change) => {
    const own = ownCurrencyId(change);
    if (own !== null) return found[`currency:${own}`] ?? null;
    const source = currencySource(change);
    return source ? (found[`${source.kind}-currency:${source.id}`] ?? null) : null;
  });
  return { names, currencies };
}

/** A deleted product, store, tag… reads as the last name the log recorded for it (one statement for all of them). */
async function lastLoggedNames(db: Database, wanted: Map<HistoryRef, Set<string>>, found: Record<string, string>) {
  const parts: SQL[] = [];
  for (const [ref, ids] of wanted) {
    const table = TABLE_OF[ref];
    if (!table || ref === 'user') continue;
    const gone = [...ids].filter((id) => !(`${ref}:${id}` in found));
    if (gone.length === 0) continue;
    const field = NAMED[ref as Exclude<HistoryRef, 'user'>].name;
    const kinds = ['insert', 'update', 'delete'].map((operation) => `${table}.${operation}`);
    parts.push(sql`select * from (select distinct on (a.entity_id) ${ref}::text as ref, a.entity_id as id, coalesce(a.after ->> ${field}, a.before ->> ${field}) as name
      from audit_log a
      where a.kind in (select jsonb_array_elements_text(${JSON.stringify(kinds)}::jsonb)) and a.entity_id in (select jsonb_array_elements_text(${JSON.stringify(gone)}::jsonb))
        and coalesce(a.after ->> ${field}, a.before ->> ${field}) is not null
      order by a.entity_id, a.id desc) as named`);
  }
  if (parts.length === 0) return;
  const { rows } = await db.execute<{ ref: string; id: string; name: string }>(sql.join(parts, sql` union all `));
  for (const row of rows) found[`${row.ref}:${row.id}`] = row.name;
}
