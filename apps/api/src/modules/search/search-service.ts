import { sql, type SQL } from 'drizzle-orm';
import type { Product } from '@plaza/domain/schemas/product';
import type { StoreSummary } from '@plaza/domain/schemas/store';
import type { Database } from '../../db/connection';
import { loadProducts, visibleProduct } from '../products/product-loader';
import { storeSummaries } from '../stores/store-service';

export type SearchParams = { q?: string; category?: number; page: number; page_size: number; slug?: string };
export type SearchResult = ({ result_type: 'store' } & StoreSummary) | ({ result_type: 'product' } & Product);

const MAX_TERMS = 8;
const TYPO_MIN_LENGTH = 5;
const TYPO_MIN_SIMILARITY = 0.35;
const STORE_RESULTS = 8;

/**
 * The typed words, as plain letters and digits only: whatever the full-text parser would read as
 * an operator (& | ! ( ) : * ' " \) is a separator here, so the query is exactly the words typed.
 */
export function queryTerms(q: string): string[] {
  return (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_TERMS);
}

/** The closest known word for each long word the catalogue does not contain, or the word itself. */
async function correctTypos(db: Database, terms: string[]): Promise<string[][]> {
  return Promise.all(
    terms.map(async (term) => {
      if ([...term].length < TYPO_MIN_LENGTH || /^\d+$/.test(term)) return [term];
      const { rows } = await db.execute<{ known: boolean; closest: string | null }>(sql`
        select exists (select 1 from suggest_terms where kind = 'word' and store_id is null
                         and normalized like immutable_unaccent(${term}) || '%') as known,
               (select normalized from suggest_terms where kind = 'word' and store_id is null
                  and normalized % immutable_unaccent(${term})
                  and similarity(normalized, immutable_unaccent(${term})) >= ${TYPO_MIN_SIMILARITY}
                order by similarity(normalized, immutable_unaccent(${term})) desc, weight desc limit 1) as closest`);
      const row = rows[0];
      return row && !row.known && row.closest ? [term, row.closest] : [term];
    }),
  );
}

/**
 * Every word must match, accents ignored, as a Spanish stem (`exact`) or, while typing, as the
 * start of one (`prefix`, for words of two letters or more); a corrected word may match instead.
 */
function tsQuery(alternatives: string[][], mode: 'prefix' | 'exact'): SQL {
  const term = (word: string) =>
    mode === 'prefix' && [...word].length >= 2
      ? sql`to_tsquery('spanish', immutable_unaccent(${word}) || ':*')`
      : sql`to_tsquery('spanish', immutable_unaccent(${word}))`;
  const groups = alternatives.map((words) =>
    words.length === 1
      ? term(words[0]!)
      : sql`(${sql.join(
          words.map((word) => term(word)),
          sql` || `,
        )})`,
  );
  return sql.join(groups, sql` && `);
}

export async function search(db: Database, params: SearchParams, userId?: string) {
  const terms = params.q ? queryTerms(params.q) : [];
  const offset = (params.page - 1) * params.page_size;
  const filters: SQL[] = [visibleProduct];
  if (params.category !== undefined) filters.push(sql`p.category_id = ${params.category}`);
  if (params.slug) filters.push(sql`s.slug = ${params.slug}`);

  let ids: number[];
  let stores: StoreSummary[] = [];
  if (params.q && terms.length === 0) {
    // Only punctuation was typed: nothing matches it, and browsing instead would answer another query.
    ids = [];
  } else if (terms.length === 0) {
    const { rows } = await db.execute<{ id: number }>(sql`
      select p.id from products p join stores s on s.id = p.store_id
      where ${sql.join(filters, sql` and `)}
      order by p.sold_count desc nulls last, p.id desc nulls last
      limit ${params.page_size + 1} offset ${offset}`);
    ids = rows.map((row) => row.id);
  } else {
    const alternatives = await correctTypos(db, terms);
    const query = tsQuery(alternatives, 'prefix');
    // Names holding the words as typed come first (the stemmer hears 'cámara' in 'cama'), then
    // whole-word matches above prefix-only ones ('cafe' puts Café before Cafetera).
    const nameHits = sql.join(
      alternatives.map(
        (words) =>
          sql`(case when ${sql.join(
            words.map((word) => sql`immutable_unaccent(lower(p.name)) like '%' || immutable_unaccent(${escapeLike(word)}) || '%'`),
            sql` or `,
          )} then 1 else 0 end)`,
      ),
      sql` + `,
    );
    const { rows } = await db.execute<{ id: number }>(sql`
      with q as (select ${query} as query, ${tsQuery(alternatives, 'exact')} as exact)
      select p.id from products p join stores s on s.id = p.store_id, q
      where p.search @@ q.query and ${sql.join(filters, sql` and `)}
      order by ${nameHits} desc, 2 * ts_rank(p.search, q.exact) + ts_rank(p.search, q.query) desc,
        p.sold_count desc, p.id desc
      limit ${params.page_size + 1} offset ${offset}`);
    ids = rows.map((row) => row.id);
    if (!params.slug && params.page === 1 && params.category === undefined)
      stores = await storeSummaries(db, sql`s.search @@ (${query})`, STORE_RESULTS);
  }

  const hasNext = ids.length > params.page_size;
  const products = await loadProducts(db, ids.slice(0, params.page_size), userId);
  const results: SearchResult[] = [
    ...stores.map((store) => ({ result_type: 'store' as const, ...store })),
    ...products.map((product) => ({ result_type: 'product' as const, ...product })),
  ];
  return { results, has_next: hasNext };
}

const SUGGESTIONS = 8;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Names that complete what was typed, then the typed words with the last one completed. */
export async function suggest(db: Database, q: string, slug?: string): Promise<string[]> {
  const typed = q.trim().toLowerCase();
  const terms = queryTerms(typed);
  if (terms.length === 0) return [];
  let storeId: number | null = null;
  if (slug) {
    const { rows } = await db.execute<{ id: number }>(sql`select id from stores where slug = ${slug} and active`);
    if (!rows[0]) return [];
    storeId = rows[0].id;
  }
  const scope = storeId === null ? sql`store_id is null` : sql`store_id = ${storeId}`;
  const { rows: names } = await db.execute<{ term: string }>(sql`
    select term from suggest_terms
    where kind <> 'word' and ${scope} and normalized like immutable_unaccent(${escapeLike(typed)}) || '%'
    order by weight desc, char_length(term), term limit ${SUGGESTIONS}`);
  const last = terms.at(-1)!;
  const { rows: words } = await db.execute<{ term: string }>(sql`
    select term from suggest_terms
    where kind = 'word' and ${scope} and normalized like immutable_unaccent(${escapeLike(last)}) || '%'
      and normalized <> immutable_unaccent(${last})
    order by weight desc, term limit ${SUGGESTIONS}`);
  const prefix = terms.slice(0, -1).join(' ');
  const completions = words.map((row) => (prefix ? `${prefix} ${row.term}` : row.term));
  const seen = new Set<string>();
  return [...names.map((row) => row.term), ...completions]
    .filter((text) => {
      const key = text.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, SUGGESTIONS);
}
