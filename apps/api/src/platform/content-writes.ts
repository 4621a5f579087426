import { sql } from 'drizzle-orm';
import type { AdminMessageKey } from '@plaza/domain/messages/es-admin';
import type { Database } from '../db/connection';
import { failAdmin } from './errors';

export type Executor = Pick<Database, 'execute'>;

/** PostgreSQL's unique_violation, however the driver wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) if ((cause as { code?: unknown }).code === '23505') return true;
  return false;
}

/** Two writes of the same name at once: the unique index refuses the second, which is told as the first would be. */
export async function uniquely<T>(work: () => Promise<T>, conflict: AdminMessageKey): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw failAdmin('conflict', conflict);
    throw error;
  }
}

type OrderedTable = 'hero_slides' | 'categories' | 'custom_sections' | 'store_plans';

/**
 * Puts the rows of `table` in the order of `ids` (positions 0, 1, 2…). The list must name every
 * row once: one made from a stale page (a row added or removed meanwhile) is refused with 409,
 * rather than leaving two rows at one place. Rows whose place does not change are not written,
 * so the audit log records only the moves.
 */
export async function applyOrder(tx: Executor, table: OrderedTable, ids: number[], mismatch: AdminMessageKey): Promise<void> {
  const { rows } = await tx.execute<{ id: number }>(sql`select id from ${sql.identifier(table)} order by id for update`);
  const existing = rows.map((row) => Number(row.id));
  const wanted = new Set(ids);
  if (existing.length !== ids.length || existing.some((id) => !wanted.has(id))) throw failAdmin('conflict', mismatch);
  if (ids.length === 0) return;
  const places = sql.join(
    ids.map((id, position) => sql`(${id}::integer, ${position}::integer)`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${sql.identifier(table)} t set position = v.position from (values ${places}) as v(id, position)
    where t.id = v.id and t.position is distinct from v.position`);
}

/** The place after the last row: where a new one goes. */
export async function nextPosition(tx: Executor, table: OrderedTable): Promise<number> {
  const { rows } = await tx.execute<{ next: number }>(sql`select coalesce(max(position) + 1, 0)::int as next from ${sql.identifier(table)}`);
  return Number(rows[0]!.next);
}
