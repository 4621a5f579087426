import { sql, type SQL } from 'drizzle-orm';
import type { Product } from '@plaza/domain/schemas/product';
import { storeSummarySchema, type StoreSummary } from '@plaza/domain/schemas/store';
import type { Database } from '../../db/connection';
import { executePrepared } from '../../db/prepared';
import { loadProducts, visibleProduct } from '../products/product-loader';
import { roundRating, storeSummaryColumns } from '../stores/store-service';
import { plain, splitWords, synonymsOf } from './search-words';
import { visibleStore } from '../stores/store-visibility';
import type { SearchSort } from '@plaza/domain/search-limits';
import type { SearchFilters } from '@plaza/domain/search-state';
import { filtering, inCurrency, productFilters, sortedMatches, sortedProducts, type ProductFilters } from './search-filters';
import { parseTsquery, searchIndexOf, type PoolProducts, type QueryNode, type SearchIndex } from './search-index';
import { rankOperands, type RankOperand } from './ts-rank';

export type SearchParams = SearchFilters & { q?: string; category?: number; page: number; page_size: number; slug?: string; sort?: SearchSort };
export type SearchResult = ({ result_type: 'store' } & StoreSummary) | ({ result_type: 'product' } & Product);

const MAX_TERMS = 8;
/** Words this long or longer may carry one typo (two from nine letters on). */
const TYPO_MIN_LENGTH = 5;
const TYPO_TWO_EDITS_LENGTH = 9;
const CORRECTIONS = 2;
/** A typed prefix this long is also completed to known words whose stem it overshoots ('mayori' → 'mayorista'). */
const EXPANSION_MIN_LENGTH = 4;
const EXPANSIONS = 4;
/** Relevance ranks a query's best sellers among its matches; further pages continue in sales order. */
const POOL = 300;
/** Fewer products than this with every word, and products with most of the words follow them. */
const PARTIAL_BELOW = 20;
const STORE_CANDIDATES = 50;
const STORE_RESULTS = 8;

/** The text as it reads: composed (NFKC), without invisible format characters, control characters (NUL, tabs) as spaces. */
export function readableText(text: string): string {
  return text.normalize('NFKC').replace(/\p{Cf}+/gu, '').replace(/\p{Cc}+/gu, ' ');
}

/** The typed words, letters and digits only: whatever the full-text parser reads as an operator separates them. */
export function queryTerms(q: string): string[] {
  return (readableText(q).toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu) ?? []).slice(0, MAX_TERMS);
}

/** One word as a to_tsquery operand, quoted (unaccent turns ʼ, ː, ŉ into quotes or colons); `:*` matches prefixes. */
function tsq(word: string, suffix: '' | ':*'): SQL {
  return sql`to_tsquery('spanish', quote_literal(replace(immutable_unaccent(${word}), chr(92), '')) || ${suffix})`;
}

/** `text` (unaccented in SQL) as a LIKE prefix pattern, its wildcards escaped after unaccent. */
function likePrefix(text: string): SQL {
  return sql`replace(replace(replace(immutable_unaccent(${text}), chr(92), chr(92) || chr(92)), '%', chr(92) || '%'), '_', chr(92) || '_') || '%'`;
}

/**
 * One typed word and what it also stands for: `normalized` (unaccented as the database does it),
 * `stop` (a stop word: matches and counts for nothing), `corrections` (known words one typo away
 * its stem does not match), `expansions` (known words it starts whose stem it overshoots),
 * `synonyms`, the `prefixes` a text's word may start with and the `whole` words it may be (each
 * also with 's' and 'es'), and each operand's tsquery text as PostgreSQL made it (`queries`).
 */
type Group = { normalized: string; stop: boolean; corrections: string[]; expansions: string[]; synonyms: string[]; prefixes: string[]; whole: Set<string>; queries?: Map<string, string> };

const queryKey = (word: string, suffix: '' | ':*') => `${word}\u0000${suffix}`;

/** Every operand groupText may use for a group typed as `typed`. */
function operands(group: Group, typed: string): [string, '' | ':*'][] {
  const both = (word: string): [string, '' | ':*'][] => [[word, ''], [word, ':*']];
  return [...both(typed), ...group.corrections.flatMap(both), ...[...group.expansions, ...group.synonyms].map((word): [string, ''] => [word, ''])];
}

/** Fills in the groups' tsqueries that are not known yet: one round trip, then remembered with the analysis. */
async function withQueries(db: Database, groups: Group[], terms: string[]): Promise<void> {
  const wanted = groups.flatMap((group, i) => (group.queries || group.stop ? [] : [{ group, pairs: operands(group, terms[i]!) }]));
  if (wanted.length === 0) return;
  const pairs = [...new Map(wanted.flatMap(({ pairs }) => pairs).map((pair) => [queryKey(...pair), pair])).values()];
  const { rows } = await db.execute<{ k: number; q: string }>(sql`
    select k - 1 as k, q::text as q from unnest(array[${sql.join(
      pairs.map(([word, suffix]) => tsq(word, suffix)),
      sql`, `,
    )}]) with ordinality as t(q, k)`);
  const known = new Map(rows.map((row) => [queryKey(...pairs[Number(row.k)]!), row.q]));
  for (const { group, pairs: own } of wanted) group.queries = new Map(own.map((pair) => [queryKey(...pair), known.get(queryKey(...pair))!]));
}

/** Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours. */
export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  const d: number[][] = Array.from({ length: x.length + 1 }, (_, i) => Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[x.length]![y.length]!;
}

/** The word with each pair of neighbouring letters swapped: the typo trigrams barely see in short words. */
function swaps(word: string): string[] {
  const letters = [...word];
  return letters.slice(1).map((_, i) => [...letters.slice(0, i), letters[i + 1], letters[i], ...letters.slice(i + 2)].join(''));
}

/** The typed word without a plural ending, so 'telefonos' is found literally in 'Teléfono'. */
function singulars(word: string): string[] {
  const forms: string[] = [];
  if (word.length > 4 && word.endsWith('es')) forms.push(word.slice(0, -2));
  if (word.length > 3 && word.endsWith('s')) forms.push(word.slice(0, -1));
  return forms;
}

/**
 * What each typed word stands for, from the known words (suggest_terms), remembered a minute per
 * word (an analysis under way is shared): a word the catalogue does not know, of five letters or
 * more, gains its closest known words within one typo; a prefix gains the known words whose stem
 * it overshoots ('mayori': 'mayorista').
 */
async function analyse(db: Database, terms: string[]): Promise<Group[]> {
  const now = Date.now();
  let analysed = analysedBy.get(db);
  if (!analysed) analysedBy.set(db, (analysed = new Map()));
  const missing = [...new Set(terms.filter((term) => !((analysed.get(term)?.expires ?? 0) > now)))];
  if (missing.length > 0) {
    const groups = analyseNow(db, missing);
    if (analysed.size + missing.length > ANALYSED_MAX) analysed.clear();
    const entries = missing.map((term, i) => ({ term, group: groups.then((all) => all[i]!), expires: now + ANALYSED_MS }));
    for (const entry of entries) analysed.set(entry.term, entry);
    // A failed analysis is not remembered (this request still fails with it).
    groups.catch(() => entries.forEach((entry) => analysed.get(entry.term) === entry && analysed.delete(entry.term)));
  }
  // Taken before any await: forgetting words meanwhile does not take them from this request.
  return Promise.all(terms.map((term) => analysed.get(term)!.group));
}

const ANALYSED_MS = 60_000;
const ANALYSED_MAX = 5_000;
const analysedBy = new WeakMap<Database, Map<string, { group: Promise<Group>; expires: number }>>();

/** Forgets what words stood for: the catalogue was written to. */
export function forgetAnalysedWords(db: Database) {
  analysedBy.get(db)?.clear();
}

async function analyseNow(db: Database, terms: string[]): Promise<Group[]> {
  const prefixQuery = (term: string) => tsq(term, [...term].length >= 2 ? ':*' : '');
  // One round trip, a branch per word (its patterns constants the indexes can use); completions counted, not `exists`.
  type Row = { i: number; normalized: string; lexemes: number; completions: number; expansions: string[] | string };
  const { rows } = await db.execute<Row>(
    sql.join(
      terms.map((term, i) => {
        const length = [...term].length;
        return sql`(select ${i}::int as i, immutable_unaccent(${term}) as normalized,
          numnode(${tsq(term, '')}) as lexemes,
          (select count(*)::int from suggest_terms
           where ${length >= TYPO_MIN_LENGTH} and kind = 'word' and store_id is null and normalized like ${likePrefix(term)}) as completions,
          array(select normalized from suggest_terms
                where ${length >= EXPANSION_MIN_LENGTH} and kind = 'word' and store_id is null
                  and normalized like ${likePrefix(term)} and normalized <> immutable_unaccent(${term})
                  and not to_tsvector('spanish', normalized) @@ ${prefixQuery(term)}
                order by weight desc, normalized limit ${EXPANSIONS}) as expansions)`;
      }),
      sql` union all `,
    ),
  );
  const found = [...rows].sort((a, b) => Number(a.i) - Number(b.i));

  // The known words one typo away from each word the catalogue does not know (five letters or more).
  const unknown = terms.flatMap((term, i) =>
    Number(found[i]!.completions) === 0 && [...term].length >= TYPO_MIN_LENGTH && !/^\d+$/.test(term) && [...found[i]!.normalized].length >= 2
      ? [i]
      : [],
  );
  type Candidate = { i: number; normalized: string; weight: number; covered: boolean };
  const candidates: Candidate[] = [];
  if (unknown.length > 0) {
    const { rows: near } = await db.execute<Candidate>(
      sql.join(
        unknown.map(
          (i) => sql`(select ${i}::int as i, normalized, weight, to_tsvector('spanish', normalized) @@ ${prefixQuery(terms[i]!)} as covered
            from suggest_terms
            where kind = 'word' and store_id is null
              and (normalized % immutable_unaccent(${terms[i]!}) or normalized in (${sql.join(
                swaps(found[i]!.normalized).map((swap) => sql`${swap}`),
                sql`, `,
              )})))`,
        ),
        sql` union all `,
      ),
    );
    candidates.push(...near);
  }

  return terms.map((term, i) => {
    const row = found[i]!;
    const normalized = row.normalized;
    const expansions = typeof row.expansions === 'string' ? parsePgArray(row.expansions) : row.expansions;
    const synonyms = synonymsOf(plain(normalized));
    const allowed = [...term].length >= TYPO_TWO_EDITS_LENGTH ? 2 : 1;
    const scored = candidates
      .filter((candidate) => Number(candidate.i) === i)
      .map((candidate) => ({ ...candidate, distance: editDistance(normalized, candidate.normalized) }))
      .filter((candidate) => candidate.distance <= allowed);
    const best = Math.min(...scored.map((candidate) => candidate.distance));
    const corrected = scored
      .filter((candidate) => candidate.distance === best)
      .sort((a, b) => b.weight - a.weight || a.normalized.localeCompare(b.normalized))
      .slice(0, CORRECTIONS);
    const corrections = corrected.filter((candidate) => !candidate.covered).map((candidate) => candidate.normalized);
    const correctedWords = corrected.map((candidate) => candidate.normalized);
    const wholes = [...new Set([plain(normalized), ...singulars(plain(normalized)), ...correctedWords, ...expansions])];
    const prefixes = [...new Set([plain(normalized), ...correctedWords, ...expansions, ...synonyms])];
    const whole = new Set(wholes.flatMap((form) => [form, `${form}s`, `${form}es`]));
    return { normalized, stop: Number(row.lexemes) === 0, corrections, expansions, synonyms, prefixes, whole };
  });
}

/** PGlite may hand a text[] over as its text form. */
function parsePgArray(text: string): string[] {
  const inner = text.replace(/^\{|\}$/g, '');
  if (!inner) return [];
  return inner.split(',').map((item) => item.replace(/^"|"$/g, '').replace(/\\(.)/g, '$1'));
}

/** A word's operands: the typed word (as a prefix from two letters on), its corrections (as prefixes too), its completions and its synonyms (as whole words). */
function groupOperands(group: Group, typed: string, mode: 'prefix' | 'exact'): [string, '' | ':*'][] {
  const prefix = mode === 'prefix' && [...typed].length >= 2;
  return [
    [typed, prefix ? ':*' : ''],
    ...group.corrections.map((word): [string, '' | ':*'] => [word, prefix ? ':*' : '']),
    ...[...group.expansions, ...group.synonyms].map((word): [string, ''] => [word, '']),
  ];
}

/** A word's query as tsquery text ('caf':* | 'cafe'), its empty operands (a stop word) left out as `||` does. */
function groupText(group: Group, typed: string, mode: 'prefix' | 'exact'): string {
  const texts = groupOperands(group, typed, mode).flatMap(([word, suffix]) => group.queries?.get(queryKey(word, suffix)) || []);
  return `( ${texts.map((text) => `( ${text} )`).join(' | ')} )`;
}

type Analysed = { groups: Group[]; terms: string[]; live: number[] };

/** The texts of the live words' queries. */
const texts = (a: Analysed, mode: 'prefix' | 'exact') => a.live.map((i) => groupText(a.groups[i]!, a.terms[i]!, mode));

/** The subsets of `size` items of `items`, in order. */
function subsets<T>(items: T[], size: number): T[][] {
  if (size === 0) return [[]];
  if (items.length < size) return [];
  const [first, ...rest] = items as [T, ...T[]];
  return [...subsets(rest, size - 1).map((subset) => [first, ...subset]), ...subsets(rest, size)];
}

/** A search's tsqueries as text: every word, any word (whole: `exact`), and most of them (1 of 2, 2 of 3, all but one of 4+) as alternatives. */
function queriesOf(a: Analysed) {
  const prefix = texts(a, 'prefix');
  const n = a.live.length;
  const most = subsets(prefix, n <= 3 ? Math.ceil(n / 2) : n - 1)
    .map((subset) => `( ${subset.join(' & ')} )`)
    .join(' | ');
  return { words: prefix, all: prefix.join(' & '), any: prefix.join(' | '), exact: texts(a, 'exact').join(' | '), most: n >= 2 ? most : undefined };
}

const tsquery = (text: string) => sql`${text}::tsquery`;

/** Per live word, whether `column` (p.search or s.search) matches it: SQL for a JSON array of booleans. */
function matchFlags(a: Analysed, column: SQL): SQL {
  return sql.join(
    queriesOf(a).words.map((text) => sql`${column} @@ ${tsquery(text)}`),
    sql`, `,
  );
}

/** 2 when the text holds the word itself (or with a plural ending), 1 when a word it starts, else 0. */
function literalLevel(group: Group, words: string[]): number {
  let level = 0;
  for (const word of words) {
    if (group.whole.has(word)) return 2;
    if (level === 0) for (const form of group.prefixes) if (word.startsWith(form)) level = 1;
  }
  return level;
}

/**
 * How well each live word matches where the full-text index found it (`matched`): 4 the word in
 * the name, 3 a name word it starts, 2 in `other` (tags and category; a store's description), 1
 * through the stem alone or in a product's description, 0 not at all.
 */
function wordScores(a: Analysed, matched: boolean[], name: string, other: string): number[] {
  const nameWords = splitWords(name);
  const otherWords = splitWords(other);
  return a.live.map((i, k) => {
    if (!matched[k]) return 0;
    const inName = literalLevel(a.groups[i]!, nameWords);
    if (inName > 0) return inName + 2;
    return literalLevel(a.groups[i]!, otherWords) > 0 ? 2 : 1;
  });
}

const total = (values: number[]) => values.reduce((x, y) => x + y, 0);

/** A page of ranked products: its ids, the products (or a visitor's cards) when they came with it, and the stores. */
type Ranked = { ids: number[]; loaded?: Map<number, Product>; cards?: Map<number, string>; stores: StoreSummary[] };

/** A pool's product as relevance ranks it: PoolProducts' values and which live words it has. */
type PoolEntry = PoolProducts[number] & { matched: boolean[] };

/** The one ranking, of either path's pool: most words, best literal matches, ts_rank (2 × whole + as typed), sales, id. */
function rankedIds(a: Analysed, pool: PoolEntry[], offset: number, wanted: number): number[] {
  const keyed = pool.map((entry) => {
    const scores = wordScores(a, entry.matched, entry.name, entry.other);
    return { entry, words: scores.filter((score) => score > 0).length, score: total(scores) };
  });
  keyed.sort((x, y) => y.words - x.words || y.score - x.score || y.entry.rank - x.entry.rank || y.entry.sold - x.entry.sold || y.entry.id - x.entry.id);
  return keyed.slice(offset, offset + wanted).map(({ entry }) => entry.id);
}

/**
 * Relevance through SQL (no index, or behind): the pool (POOL best sellers with every word, and
 * with most of them when fewer than PARTIAL_BELOW have all) with what rankedIds reads, and the
 * candidate stores, in one statement; past the pool, the rest of the matches in sales order.
 */
async function rankedProducts(db: Database, a: Analysed, filters: SQL[], offset: number, wanted: number, withStores: boolean): Promise<Ranked> {
  const where = sql.join(filters, sql` and `);
  const q = queriesOf(a);
  // Read in sales order with the sales index kept out of the plan (`+ 0`): the full-text index finds the matches.
  const poolOrder = sql`order by p.sold_count + 0 desc, p.id + 0 desc`;
  type Row = { pool: [number, number, number, string, string, boolean[]][] | string | null; full_count: number; stores: StoreRow[] | string | null };
  const { rows } = await executePrepared<Row>(db, () => sql`
    with full_match as materialized (
      select p.id from products p join stores s on s.id = p.store_id
      where p.search @@ ${tsquery(q.all)} and ${where} ${poolOrder} limit ${POOL}),
    most_match as materialized (
      select p.id from products p join stores s on s.id = p.store_id
      where ${q.most !== undefined} and (select count(*) from full_match) < ${PARTIAL_BELOW} and p.search @@ ${tsquery(q.most ?? q.all)}
        and not (p.search @@ ${tsquery(q.all)}) and ${where}
      ${poolOrder} limit ${POOL})
    select
      (select json_agg(json_build_array(p.id, p.sold_count,
          2 * ts_rank(p.search, ${tsquery(q.exact)}) + ts_rank(p.search, ${tsquery(q.any)}),
          p.name, p.search_keywords, json_build_array(${matchFlags(a, sql`p.search`)})))
        from (select id from full_match union all select id from most_match) pool join products p on p.id = pool.id) as pool,
      (select count(*) from full_match)::int as full_count,
      ${withStores ? sql`coalesce((select json_agg(candidate) from (${storeCandidates(a)}) candidate), '[]'::json)` : sql`null::json`} as stores`);
  const row = rows[0]!;
  const pool = parse(row.pool).map(([id, sold, rank, name, other, matched]) => ({ id, sold, rank: Number(rank), name, other, matched }));
  const ids = rankedIds(a, pool, offset, wanted);
  if (ids.length < wanted && Number(row.full_count) === POOL) {
    const { rows: rest } = await db.execute<{ id: number }>(sql`
      select p.id from products p join stores s on s.id = p.store_id
      where p.search @@ ${tsquery(q.all)} and ${where}
      order by p.sold_count desc nulls last, p.id desc nulls last
      limit ${wanted - ids.length} offset ${Math.max(offset, POOL)}`);
    ids.push(...rest.map((r) => r.id));
  }
  return { ids, stores: withStores ? pickStores(a, parse(row.stores)) : [] };
}

/** node-postgres parses json; PGlite may hand it over as text. */
function parse<T>(value: T[] | string | null | undefined): T[] {
  if (value === null || value === undefined) return [];
  return typeof value === 'string' ? (JSON.parse(value) as T[]) : value;
}

/** The candidate stores for the words, whose name or description the full-text index finds, with which words each has. */
type StoreRow = StoreSummary & { id: number; popularity: number; rank: number; matched: boolean[] };

function storeCandidates(a: Analysed): SQL {
  const q = queriesOf(a);
  return sql`
    select ${storeSummaryColumns}, s.id, (s.rating * s.review_count + 4.0 * 5) / (s.review_count + 5) as popularity,
      json_build_array(${matchFlags(a, sql`s.search`)}) as matched,
      2 * ts_rank(s.search, ${tsquery(q.exact)}) + ts_rank(s.search, ${tsquery(q.any)}) as rank
    from stores s
    where ${visibleStore} and s.search @@ ${tsquery(q.any)}
    order by rank desc, s.id limit ${STORE_CANDIDATES}`;
}

/**
 * The stores to show among the candidates: those whose name or description holds at least half of
 * the words, each one literally (a store that sells 'camas' is no answer to 'cámara'); most words
 * first, then the best literal matches (in the name first), then full-text rank, then popularity.
 */
function pickStores(a: Analysed, rows: StoreRow[]): StoreSummary[] {
  const needed = Math.ceil(a.live.length / 2);
  const scored = rows
    .map((row) => {
      // A match through the stem alone does not count for a store.
      const scores = wordScores(a, row.matched, row.name, row.description).map((score) => (score > 1 ? score : 0));
      return { row, matched: scores.filter((score) => score > 0).length, score: total(scores), rank: Number(row.rank), popularity: Number(row.popularity) };
    })
    .filter((row) => row.matched >= needed)
    .sort((x, y) => y.matched - x.matched || y.score - x.score || y.rank - x.rank || y.popularity - x.popularity || x.row.name.localeCompare(y.row.name, 'es'))
    .slice(0, STORE_RESULTS);
  return scored.map(({ row: { store_id, name, description, logo, cover, rating, review_count, slug } }) =>
    roundRating({ store_id, name, description, logo, cover, rating: Number(rating), review_count: Number(review_count), slug }),
  );
}

/** A page of a search: its stores, and its products as objects or as cards (JSON) from the search index. */
type SearchPage = { stores: StoreSummary[]; products: Product[]; cards?: string[]; hasNext: boolean };

const resultsOf = (stores: StoreSummary[], products: Product[]): SearchResult[] => [
  ...stores.map((store) => ({ result_type: 'store' as const, ...store })),
  ...products.map((product) => ({ result_type: 'product' as const, ...product })),
];

export async function search(db: Database, params: SearchParams, userId?: string, now = new Date()) {
  const page = await searchPage(db, params, userId, now);
  return { results: resultsOf(page.stores, page.cards ? page.cards.map((card) => JSON.parse(card) as Product) : page.products), has_next: page.hasNext };
}

/** The search's answer, as JSON text when its products are the index's cards (checked when kept), else as an object. */
export async function searchAnswer(db: Database, params: SearchParams, userId?: string, now = new Date()) {
  const page = await searchPage(db, params, userId, now);
  if (!page.cards) return { success: true as const, data: { results: resultsOf(page.stores, page.products), has_next: page.hasNext } };
  const results = [
    ...page.stores.map((store) => JSON.stringify({ result_type: 'store', ...storeSummarySchema.parse(store) })),
    ...page.cards.map((card) => `{"result_type":"product",${card.slice(1)}`),
  ];
  return `{"success":true,"data":{"results":[${results.join(',')}],"has_next":${page.hasNext}}}`;
}

/** The page's ids, and its products or cards when they came with them. */
type IndexedPage = { ids: number[]; loaded?: Map<number, Product>; cards?: Map<number, string>; stores?: StoreSummary[] };

async function searchPage(db: Database, params: SearchParams, userId: string | undefined, now: Date): Promise<SearchPage> {
  const terms = params.q ? queryTerms(params.q) : [];
  const offset = (params.page - 1) * params.page_size;
  const wanted = params.page_size + 1;
  const sort = params.sort ?? 'relevance';
  const narrowed = await productFilters(db, params, now);
  const filters: SQL[] = [visibleProduct, ...narrowed.where];
  if (params.category !== undefined) filters.push(sql`p.category_id = ${params.category}`);
  if (params.slug) filters.push(sql`s.slug = ${params.slug}`);
  const withPrice = [...filters, ...inCurrency(narrowed), ...narrowed.price];

  let found: IndexedPage = { ids: [] };
  if (terms.length === 0) {
    // Only punctuation typed: nothing matches it (browsing instead would answer another query).
    if (!params.q) found = await browse(db, sort, filters, withPrice, narrowed, offset, wanted, userId);
  } else {
    const groups = await analyse(db, terms);
    await withQueries(db, groups, terms);
    const a: Analysed = { groups, terms, live: groups.flatMap((group, i) => (group.stop ? [] : [i])) };
    // Only stop words ('de la') match nothing.
    if (a.live.length > 0) {
      const withStores = !params.slug && params.page === 1 && params.category === undefined && sort === 'relevance' && !filtering(params);
      const ask = { a, params, narrowed, offset, wanted, userId };
      if (sort === 'relevance')
        found = (await rankedFromIndex(db, ask, withStores)) ?? (await rankedProducts(db, a, withPrice, offset, wanted, withStores));
      else found = (await fromIndex(db, ask, sort)) ?? (await sortedMatches(db, sort, [...filters, matching(a, withPrice)], narrowed, offset, wanted, userId));
    }
  }
  const { ids, loaded, cards, stores = [] } = found;
  const hasNext = ids.length > params.page_size;
  const shown = ids.slice(0, params.page_size);
  if (cards) return { stores, products: [], cards: shown.flatMap((id) => cards.get(id) ?? []), hasNext };
  const products = loaded ? shown.flatMap((id) => loaded.get(id) ?? []) : await loadProducts(db, shown, userId);
  return { stores, products, hasNext };
}

/** A page with no words: a sort's, or relevance's (best sellers first). */
async function browse(db: Database, sort: SearchSort, filters: SQL[], withPrice: SQL[], narrowed: ProductFilters, offset: number, wanted: number, userId?: string) {
  if (sort !== 'relevance') return sortedProducts(db, sort, filters, narrowed, offset, wanted, userId);
  const { rows } = await db.execute<{ id: number }>(sql`
    select p.id from products p join stores s on s.id = p.store_id
    where ${sql.join(withPrice, sql` and `)}
    order by p.sold_count desc nulls last, p.id desc nulls last
    limit ${wanted} offset ${offset}`);
  return { ids: rows.map((row) => row.id) };
}

/** What a page from the index is asked. */
type Ask = { a: Analysed; params: SearchParams; narrowed: ProductFilters; offset: number; wanted: number; userId: string | undefined };

/** The index's queries and rank operands for an analysis; undefined when it cannot evaluate or rank them (SQL answers). */
type IndexQueries = NonNullable<ReturnType<typeof indexQueries>>;

function indexQueries(a: Analysed) {
  const q = queriesOf(a);
  const all = parseTsquery(q.all);
  const most = q.most === undefined ? undefined : parseTsquery(q.most);
  const words = q.words.map((text) => parseTsquery(text));
  const exact = rankOperands(parseTsquery(q.exact));
  const prefix = rankOperands(parseTsquery(q.any));
  if (!all || (q.most !== undefined && !most) || !words.every((node) => node !== undefined) || !exact || !prefix) return undefined;
  return { all, most, words: words as QueryNode[], exact: exact as RankOperand[], prefix: prefix as RankOperand[] };
}

/** What the search's filters ask of the index, as productFilters and searchPage make them for SQL. */
function indexFilters(params: SearchParams, narrowed: ProductFilters) {
  const { currencyId, min, max, now } = narrowed;
  return { currencyId, min, max, now, offer: params.offer, inStock: params.in_stock, wholesale: params.wholesale, category: params.category, slug: params.slug };
}

/** The process's search index of `db`, when it is on and has been read (else it starts reading). */
function readIndex(db: Database): SearchIndex | undefined {
  const index = searchIndexOf(db);
  if (index && !index.ready) {
    void index.catchUp().catch(() => {});
    return undefined;
  }
  return index;
}

/** The products of a page read from the index at `at`: a visitor's cards, or a shopper's products; undefined when the index was not current. */
async function productsOf(index: SearchIndex, ids: number[], at: string | undefined, shown: number, userId: string | undefined, verified = false) {
  if (userId !== undefined) {
    const loaded = await index.load(ids, userId, at);
    return loaded && { ids: ids.filter((id) => loaded.has(id)), loaded };
  }
  const cards = await index.cardsOf(ids.slice(0, shown), at, verified);
  return cards && { ids, cards };
}

/** A sort's page from the index, as sortedMatches and matching() make it; undefined when it cannot answer. */
async function fromIndex(db: Database, { a, params, narrowed, offset, wanted, userId }: Ask, sort: Exclude<SearchSort, 'relevance'>): Promise<IndexedPage | undefined> {
  const index = readIndex(db);
  const q = index && indexQueries(a);
  if (!index || !q) return undefined;
  return fromState(index, (at) => {
    const ids = index.page({ all: q.all, most: q.most, fewBelow: PARTIAL_BELOW, sort, ...indexFilters(params, narrowed), offset, wanted });
    return productsOf(index, ids, at, params.page_size, userId);
  });
}

/**
 * A page read from one state of the index (`at`), and when a write made that state stale, read
 * again from the state the index caught up to (it reads only what the writes touched; the cards of
 * other products stay): a write costs the pages in flight a catch-up, not a detour through SQL.
 * Undefined after three tries: SQL answers.
 */
async function fromState<T>(index: SearchIndex, read: (at: string | undefined) => Promise<T | undefined>): Promise<T | undefined> {
  for (let tries = 0; tries < 3; tries++) {
    const at = index.at;
    const page = await read(at);
    if (page !== undefined) return page;
    if (index.at === at) await index.nextCatchUp();
  }
  return undefined;
}

/**
 * Relevance from one state of the index: the pool as rankedProducts picks it, ranked the same
 * way, then one check that the state was current (with a first page's candidate stores in the
 * same statement), and the cards from that state.
 */
async function rankedFromIndex(db: Database, ask: Ask, withStores: boolean): Promise<IndexedPage | undefined> {
  const index = readIndex(db);
  const q = index && indexQueries(ask.a);
  if (!index || !q) return undefined;
  return fromState(index, (at) => rankedAt(index, q, ask, withStores, at));
}

async function rankedAt(index: SearchIndex, q: IndexQueries, ask: Ask, withStores: boolean, at: string | undefined): Promise<IndexedPage | undefined> {
  const { a, params, narrowed, offset, wanted, userId } = ask;
  const base = { all: q.all, fewBelow: 0, sort: 'sold' as const, ...indexFilters(params, narrowed), offset: 0, wanted: POOL };
  const slots: number[] = [];
  const full = index.page(base, slots);
  if (q.most && full.length < PARTIAL_BELOW) index.page({ ...base, all: q.most, skip: full }, slots);
  const some = index.matchesOf(slots.slice(full.length), q.words);
  const pool = index.pool(slots, q.exact, q.prefix).map((entry, m) => ({ ...entry, matched: m < full.length ? q.words.map(() => true) : some[m - full.length]! }));
  const ids = rankedIds(a, pool, offset, wanted);
  // Past the ranked best sellers, the rest of the matches in sales order.
  if (ids.length < wanted && full.length === POOL) ids.push(...index.page({ ...base, offset: Math.max(offset, POOL), wanted: wanted - ids.length }));
  const checked = await index.verified<StoreRow>(at, withStores ? storeCandidates(a) : undefined);
  if (!checked) return undefined;
  const page = await productsOf(index, ids, at, wanted - 1, userId, true);
  return page && { ...page, stores: withStores ? pickStores(a, checked.rows) : [] };
}

/** The products a query finds (SQL): with every word, and with most of them when fewer than PARTIAL_BELOW have all. */
function matching(a: Analysed, where: SQL[]): SQL {
  const { all, most } = queriesOf(a);
  if (most === undefined) return sql`p.search @@ ${tsquery(all)}`;
  return sql`p.search @@ (case when (select count(*) from (select 1 from products p join stores s on s.id = p.store_id
      where p.search @@ ${tsquery(all)} and ${sql.join(where, sql` and `)} limit ${PARTIAL_BELOW}) few) < ${PARTIAL_BELOW}
    then ${tsquery(all)} || ${tsquery(most)} else ${tsquery(all)} end)`;
}

const SUGGESTIONS = 8;

/**
 * Names that complete what was typed, then the typed words with the last one completed. A
 * product name is offered only while a product of that name can be bought (in that store when
 * scoped), and a store name only while the store is visible.
 */
export async function suggest(db: Database, q: string, slug?: string): Promise<string[]> {
  const typed = readableText(q).trim().toLowerCase();
  const terms = queryTerms(typed);
  if (terms.length === 0) return [];
  let storeId: number | null = null;
  if (slug) {
    const { rows } = await db.execute<{ id: number }>(sql`select s.id from stores s where s.slug = ${slug} and ${visibleStore}`);
    if (!rows[0]) return [];
    storeId = rows[0].id;
  }
  const scope = storeId === null ? sql`store_id is null` : sql`store_id = ${storeId}`;
  const productScope = storeId === null ? sql`` : sql`and p.store_id = ${storeId}`;
  const { rows: names } = await db.execute<{ term: string }>(sql`
    select term from (
      select term, kind, weight from suggest_terms
      where kind <> 'word' and ${scope} and normalized like ${likePrefix(typed)}
      order by weight desc, char_length(term), term limit ${SUGGESTIONS * 3}) candidates
    where case kind
      when 'product' then exists (select 1 from products p join stores s on s.id = p.store_id
        where p.search @@ plainto_tsquery('spanish', immutable_unaccent(candidates.term)) and p.name = candidates.term
          and ${visibleProduct} ${productScope})
      when 'store' then exists (select 1 from stores s where s.name = candidates.term and ${visibleStore})
      else true end
    order by weight desc, char_length(term), term limit ${SUGGESTIONS}`);
  const last = terms.at(-1)!;
  const before = terms.slice(0, -1);
  // After other words, only completions some product has together with them ('pienso para' is
  // not completed to 'pienso paradiso').
  const together =
    before.length === 0
      ? sql`true`
      : sql`exists (select 1 from products p join stores s on s.id = p.store_id
          where p.search @@ (${sql.join(
            before.map((word) => tsq(word, '')),
            sql` && `,
          )} && to_tsquery('spanish', quote_literal(candidates.normalized)))
            and ${visibleProduct} ${productScope})`;
  const { rows: words } = await db.execute<{ term: string; stem: string }>(sql`
    select term, to_tsquery('spanish', quote_literal(normalized))::text as stem from (
      select term, normalized, weight from suggest_terms
      where kind = 'word' and ${scope} and normalized like ${likePrefix(last)}
        and normalized <> immutable_unaccent(${last})
      order by weight desc, term limit ${SUGGESTIONS * 2}) candidates
    where ${together}
    order by weight desc, term limit ${SUGGESTIONS}`);
  const prefix = terms.slice(0, -1).join(' ');
  // One form of each word: 'eléctrica', not also 'eléctricas' and 'eléctrico'.
  const stems = new Set<string>();
  const completions = words
    .filter((row) => (stems.has(row.stem) ? false : (stems.add(row.stem), true)))
    .map((row) => (prefix ? `${prefix} ${row.term}` : row.term));
  const seen = new Set<string>();
  return [...names.map((row) => row.term), ...completions].filter((text) => !seen.has(text.toLowerCase()) && seen.add(text.toLowerCase())).slice(0, SUGGESTIONS);
}
