import { sql, type SQL } from 'drizzle-orm';
import { LIST_COUNT_CAP, type ListCount } from '@plaza/domain/schemas/panel-lists';
import type { Database } from '../db/connection';
import { failPanel } from './errors';

/**
 * The rows of `fromWhere` (a `from … where …` clause) counted up to LIST_COUNT_CAP and one more:
 * the count of a big store costs at most that many index entries, whatever the filter (decision 030).
 */
export async function cappedCount(db: Database, fromWhere: SQL, cap = LIST_COUNT_CAP): Promise<ListCount> {
  const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from (select 1 ${fromWhere} limit ${cap + 1}) capped`);
  const n = Number(rows[0]?.n ?? 0);
  return n > cap ? { total: cap, more: true } : { total: n, more: false };
}

/**
 * A page of `rows` (read one beyond `pageSize`): `results` and `has_next`. A page past the last
 * row is a 404 (only the first page may be empty): the list's own links never ask for one.
 */
export function pageOfRows<T>(rows: T[], page: number, pageSize: number): { results: T[]; has_next: boolean } {
  if (rows.length === 0 && page > 1) throw failPanel('not_found', 'listTotals.pageBeyondEnd', { page });
  return { results: rows.slice(0, pageSize), has_next: rows.length > pageSize };
}
