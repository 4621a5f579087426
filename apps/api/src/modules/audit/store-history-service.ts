import { sql, type SQL } from 'drizzle-orm';
import { SELLER_HIDDEN_FIELDS, SELLER_HIDDEN_PATTERN, hiddenFromSeller } from '@plaza/domain/history';
import type { StoreHistoryEntry, StoreHistoryQuery } from '@plaza/domain/schemas/panel-history';
import type { Database } from '../../db/connection';
import { pageWindow, toIso } from '../../platform/console-lists';
import { asObject, namesOf } from './audit-service';
import { resolveNames } from './history-names';

type HistoryRow = {
  id: number | string; created_at: Date | string; kind: string; actor_name: string | null; actor_role: string;
  entity_id: string | null; before: unknown; after: unknown;
};

/** A product's history: its own row and the rows that hang from it (photos, wholesale tiers, tags). */
const PRODUCT_PARTS = ['product_images', 'wholesale_prices', 'product_tags'];
const kindsOf = (tables: string[]) => JSON.stringify(tables.flatMap((table) => ['insert', 'update', 'delete'].map((operation) => `${table}.${operation}`)));

/** Which of the store's entries are about the entity asked for. */
function entityCondition(storeId: number, query: StoreHistoryQuery): SQL {
  if (query.entity === 'store') return sql`a.kind in (select jsonb_array_elements_text(${kindsOf(['stores'])}::jsonb)) and a.entity_id = ${String(storeId)}`;
  if (query.entity === 'order') return sql`a.kind in (select jsonb_array_elements_text(${kindsOf(['orders'])}::jsonb)) and a.entity_id = ${query.id!.toLowerCase()}`;
  const id = String(Number(query.id));
  return sql`((a.kind in (select jsonb_array_elements_text(${kindsOf(['products'])}::jsonb)) and a.entity_id = ${id})
    or (a.kind in (select jsonb_array_elements_text(${kindsOf(PRODUCT_PARTS)}::jsonb)) and coalesce(a.after ->> 'product_id', a.before ->> 'product_id') = ${id}))`;
}

/** Only what the seller may read: the operator-only fields out of an entry's rows. */
function sellerView(row: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!row) return null;
  return Object.fromEntries(Object.entries(row).filter(([field]) => !hiddenFromSeller(field)));
}

/**
 * A store's own changes to one of its products, its orders or itself, newest first: the log's
 * entries whose store is this one (the log's store_id, whoever of the store wrote them: its
 * owner, its staff, or the operator), without the fields only the operator reads, and without an
 * entry that changed nothing else. The operator appears as the role only, never by name.
 * Another store's product or order id finds nothing here: every entry is filtered by `storeId`.
 */
export async function storeHistory(db: Database, storeId: number, query: StoreHistoryQuery): Promise<{ results: StoreHistoryEntry[]; has_next: boolean }> {
  const { limit, offset, page } = pageWindow(query);
  const hidden = JSON.stringify(SELLER_HIDDEN_FIELDS);
  const { rows } = await db.execute<HistoryRow>(sql`
    select a.id, a.created_at, a.kind, a.actor_role, a.entity_id, a.before, a.after,
      case when a.actor_role = 'admin' then null else coalesce(nullif(btrim(u.name || ' ' || u.last_name), ''), u.email) end as actor_name
    from audit_log a left join users u on u.id = a.actor_id
    where a.store_id = ${storeId} and ${entityCondition(storeId, query)}
      and exists (select 1 from jsonb_object_keys(coalesce(a.after, a.before, '{}'::jsonb)) k(field)
        where k.field not in (select jsonb_array_elements_text(${hidden}::jsonb)) and k.field !~ ${SELLER_HIDDEN_PATTERN})
    order by a.created_at desc, a.id desc limit ${limit} offset ${offset}`);
  const entries = rows.map((row) => ({ ...row, before: sellerView(asObject(row.before)), after: sellerView(asObject(row.after)) }));
  const { names, currencies } = await resolveNames(db, entries);
  return page(
    entries.map((row, index) => ({
      id: Number(row.id),
      created_at: toIso(row.created_at),
      kind: row.kind,
      actor: { name: row.actor_name, role: row.actor_role },
      entity_id: row.entity_id,
      before: row.before,
      after: row.after,
      names: namesOf(names, row),
      currency: currencies[index] ?? null,
    })),
  );
}
