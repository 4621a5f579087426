import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { knownWordsWritten } from '../search/search-words';
import { visibleStore } from '../stores/store-visibility';

/** A transaction, or the database itself: whatever runs the statements of one write. */
export type Executor = Pick<Database, 'execute'>;

/**
 * What a product adds to search and suggestions: its name and keywords, counted only while a
 * shopper can find it (not hidden, not archived, in a visible store), as refreshSearchWords counts.
 */
export type SearchableText = { name: string; keywords: string; listed: boolean };

/**
 * The keywords a product is searchable by besides its name and description: its category's name
 * and its tags' names, as the demo seed writes them (`search_keywords`, weight C of `search`).
 */
export const keywordsOf = (product: SQL) => sql`concat_ws(' ',
  (select c.name from categories c where c.id = ${product}.category_id),
  (select string_agg(t.name, ' ' order by t.id) from product_tags pt join tags t on t.id = pt.tag_id where pt.product_id = ${product}.id))`;

/** The words of a text as refreshSearchWords splits them (search-words.ts): the same SQL, so the same words. */
const wordsOf = (text: string) => sql`(
  select w.word, immutable_unaccent(w.word) as normalized
  from regexp_split_to_table(lower(${text}::text), '[^a-z0-9áéíóúüñ]+') as w(word)
  where char_length(w.word) >= 3)`;

/**
 * Keeps the suggestions' known words (kind 'word' of suggest_terms, site-wide and the store's)
 * as refreshSearchWords would rebuild them, by the difference a write made: each word of the old
 * text counts one less `times` times, each of the new one more. Rebuilding the whole table on each
 * write would read every product of the site. A word no product holds any more is dropped (a
 * site-wide word that a visible store's name holds stays, as the rebuild keeps it).
 */
export async function updateKnownWords(db: Executor, storeId: number, before: SearchableText | null, after: SearchableText | null, times = 1) {
  const oldText = before?.listed ? `${before.name} ${before.keywords}` : '';
  const newText = after?.listed ? `${after.name} ${after.keywords}` : '';
  if (oldText === newText || times === 0) return;
  const { rows } = await db.execute<{ word: string; normalized: string; delta: number }>(sql`
    select min(word) as word, normalized, sum(delta)::int as delta from (
      select word, normalized, -1 as delta from ${wordsOf(oldText)} old_words
      union all
      select word, normalized, 1 as delta from ${wordsOf(newText)} new_words) counted
    group by normalized having sum(delta) <> 0`);
  if (rows.length === 0) return;
  knownWordsWritten();
  const changes = sql.join(
    rows.map((row) => sql`(${row.word}::text, ${row.normalized}::text, ${Number(row.delta) * times}::int)`),
    sql`, `,
  );
  const normalizedList = sql.join(
    rows.map((row) => sql`${row.normalized}::text`),
    sql`, `,
  );
  for (const scope of [null, storeId]) {
    const inScope = scope === null ? sql`t.store_id is null` : sql`t.store_id = ${scope}`;
    await db.execute(sql`
      update suggest_terms t set weight = t.weight + d.delta
      from (values ${changes}) as d(word, normalized, delta)
      where t.kind = 'word' and t.normalized = d.normalized and ${inScope}`);
    await db.execute(sql`
      insert into suggest_terms (term, normalized, kind, store_id, weight)
      select d.word, d.normalized, 'word', ${scope}::int, d.delta
      from (values ${changes}) as d(word, normalized, delta)
      where d.delta > 0 and not exists (select 1 from suggest_terms t where t.kind = 'word' and t.normalized = d.normalized and ${inScope})
      on conflict do nothing`);
    await db.execute(sql`delete from suggest_terms t where t.kind = 'word' and ${inScope} and t.weight <= 0 and t.normalized in (${normalizedList})`);
  }
  // A store's name adds its words site-wide too; refreshSearchWords keeps those with the stores' count.
  await db.execute(sql`
    insert into suggest_terms (term, normalized, kind, store_id, weight)
    select mode() within group (order by word), immutable_unaccent(word), 'word', null, count(*)::int
    from stores s cross join lateral regexp_split_to_table(lower(s.name), '[^a-z0-9áéíóúüñ]+') as w(word)
    where ${visibleStore} and char_length(word) >= 3 and immutable_unaccent(word) in (${normalizedList})
    group by immutable_unaccent(word)
    on conflict do nothing`);
}

/**
 * Offers the product's name as a suggestion, site-wide and in its store, while it is listed. The
 * suggestion query shows a name only while a visible product bears it, so a name that was renamed
 * away or hidden needs no deleting.
 */
export async function offerProductName(db: Executor, storeId: number, product: SearchableText) {
  if (!product.listed) return;
  await db.execute(sql`
    insert into suggest_terms (term, normalized, kind, store_id, weight)
    values (${product.name}, immutable_unaccent(lower(${product.name})), 'product', null, 1),
           (${product.name}, immutable_unaccent(lower(${product.name})), 'product', ${storeId}::int, 1)
    on conflict do nothing`);
}

/** Both of the above: what one product's write changes in suggestions. */
export async function updateSearchTerms(db: Executor, storeId: number, before: SearchableText | null, after: SearchableText | null) {
  await updateKnownWords(db, storeId, before, after);
  if (after) await offerProductName(db, storeId, after);
}
