import { sql, type SQL } from 'drizzle-orm';
import { historyRefs } from '@plaza/domain/history';
import type { AuditEntry, AuditQuery } from '@plaza/domain/schemas/admin-ops';
import type { Database } from '../../db/connection';
import { pageWindow, toIso } from '../../platform/console-lists';
import { resolveNames } from './history-names';

type AuditRow = {
  id: number | string; created_at: Date | string; kind: string; actor_id: string | null; actor_name: string | null;
  actor_email: string | null; actor_role: string; store_id: number | null; store_name: string | null; entity_id: string | null;
  before: unknown; after: unknown;
};

/** jsonb as either driver returns it. */
export const asObject = (value: unknown): Record<string, unknown> | null =>
  value === null || value === undefined ? null : ((typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown>);

/**
 * The audit log, newest first, filtered by who wrote, the store it concerns and its kind; each
 * filter has its own index (actor, store, kind, each with the time), the unfiltered list the time's.
 */
export async function listAudit(db: Database, filter: AuditQuery): Promise<{ results: AuditEntry[]; has_next: boolean }> {
  const conditions: SQL[] = [sql`true`];
  if (filter.user) conditions.push(sql`a.actor_id = ${filter.user}`);
  if (filter.store) conditions.push(sql`a.store_id = ${filter.store}`);
  if (filter.kind) conditions.push(sql`a.kind = ${filter.kind}`);
  const { limit, offset, page } = pageWindow(filter);
  const { rows } = await db.execute<AuditRow>(sql`
    select a.id, a.created_at, a.kind, a.actor_id, nullif(btrim(u.name || ' ' || u.last_name), '') as actor_name, u.email as actor_email,
      a.actor_role, a.store_id, s.name as store_name, a.entity_id, a.before, a.after
    from audit_log a left join users u on u.id = a.actor_id left join stores s on s.id = a.store_id
    where ${sql.join(conditions, sql` and `)}
    order by a.created_at desc nulls last, a.id desc nulls last limit ${limit} offset ${offset}`);
  const entries = rows.map((row) => ({ ...row, before: asObject(row.before), after: asObject(row.after) }));
  const { names, currencies } = await resolveNames(db, entries);
  return page(
    entries.map((row, index) => ({
      id: Number(row.id),
      created_at: toIso(row.created_at),
      kind: row.kind,
      actor: { id: row.actor_id, name: row.actor_name, email: row.actor_email, role: row.actor_role },
      store: row.store_id === null ? null : { id: Number(row.store_id), name: row.store_name },
      entity_id: row.entity_id,
      before: row.before,
      after: row.after,
      names: namesOf(names, row),
      currency: currencies[index] ?? null,
    })),
  );
}

/** The names one entry refers to, out of its page's batch. */
export function namesOf(names: Record<string, string>, change: Parameters<typeof historyRefs>[0]): Record<string, string> {
  const own: Record<string, string> = {};
  for (const { ref, id } of historyRefs(change)) {
    const name = names[`${ref}:${id}`];
    if (name !== undefined) own[`${ref}:${id}`] = name;
  }
  return own;
}

/** Every kind the log holds, skipping from one to the next along the kind index rather than reading every row. */
export async function auditKinds(db: Database): Promise<string[]> {
  const { rows } = await db.execute<{ kind: string }>(sql`
    with recursive kinds(kind) as (
      select min(kind) from audit_log
      union all
      select (select min(a.kind) from audit_log a where a.kind > kinds.kind) from kinds where kinds.kind is not null)
    select kind from kinds where kind is not null order by kind`);
  return rows.map((row) => row.kind);
}
