import { sql } from 'drizzle-orm';
import type { TestApp } from './app';

/**
 * A digest of the data a refused request must leave alone: every table (but the rate-limit
 * counters, and when a session was last seen or expires, which browsing moves), the stored
 * images and the mail sent. Two digests that differ name what changed.
 */
export function dataDigest(app: TestApp): () => Promise<Record<string, string>> {
  let query: ReturnType<typeof sql> | undefined;
  return async () => {
    // Mail goes out just after the answer: what a request wrote is delivered before the count.
    await app.flushMail();
    if (!query) {
      const { rows: tables } = await app.deps.db.execute<{ name: string }>(sql`
        select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'rate_limits' order by table_name`);
      const parts = tables.map(({ name }) => {
        const rows = name === 'sessions' ? sql`(select id_hash, user_id, created_at from sessions)` : sql.identifier(name);
        return sql`select ${name} as name, count(*) || ':' || coalesce(sum(hashtext(x::text)::bigint), 0) as hash from ${rows} x`;
      });
      query = sql.join(parts, sql` union all `);
    }
    const { rows } = await app.deps.db.execute<{ name: string; hash: string }>(query);
    return {
      ...Object.fromEntries(rows.map((row) => [row.name, row.hash])),
      images: (await app.deps.images.list()).sort().join(','),
      mail: String(app.sent.length),
    };
  };
}

export const changed = (before: Record<string, string>, after: Record<string, string>) =>
  Object.keys({ ...before, ...after }).filter((key) => before[key] !== after[key]);
