import { sql, type SQL } from 'drizzle-orm';
import type { Product } from '@plaza/domain/schemas/product';
import { storeSummarySchema, type StoreSummary } from '@plaza/domain/schemas/store';
import type { Database } from '../../db/connection';
import { executeNamed, executePrepared } from '../../db/prepared';
import { loadProducts, productArray, productFromArray, visibleProduct } from '../products/product-loader';
import { roundRating, storeSummaryColumns } from '../stores/store-service';
import { plain, splitWords, synonymsOf } from './search-words';
import { visibleStore } from '../stores/store-visibility';
import type { SearchSort } from '@plaza/domain/search-limits';
import type { SearchFilters } from '@plaza/domain/search-state';
import { filtering, inCurrency, productFilters, sortedMatches, sortedProducts, type ProductFilters } from './search-filters';
import { parseTsquery, searchIndexOf, vectorMatches, type IndexQuery, type QueryNode, type SearchIndex } from './search-index';
import { rankOperands, tsRank, type RankOperand } from './ts-rank';

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
/**
 * The matches a query ranks: its best sellers, read in index order, so a word that half the
 * catalogue holds costs no more than a rare one. Further pages continue in sales order.
 */
const POOL = 300;
/** Fewer products than this with every word, and products with most of the words follow them. */
const PARTIAL_BELOW = 20;
/**
 * A pool of this many products or fewer comes whole with its ranking (card data included): on
 * PGlite a second statement to load the page costs more than the few extra rows (issue 25).
 */
const WHOLE_POOL = 40;
const STORE_CANDIDATES = 50;
const STORE_RESULTS = 8;

/**
 * The text as it reads: composed (NFKC: 'e' + ◌́ is 'é', full-width 'ｃａｆｅ' is 'cafe'), without
 * invisible format characters (zero-width spaces and joiners, direction marks, soft hyphens),
 * which would otherwise split a word the shopper sees whole, and with control characters (NUL,
 * which PostgreSQL text cannot hold, tabs, line breaks) as spaces.
 */
export function readableText(text: string): string {
  return text.normalize('NFKC').replace(/\p{Cf}+/gu, '').replace(/\p{Cc}+/gu, ' ');
}

/**
 * The typed words, as plain letters and digits only: whatever the full-text parser would read as
 * an operator (& | ! ( ) : * ' " \) is a separator here, so the query is exactly the words typed.
 */
export function queryTerms(q: string): string[] {
  return (readableText(q).toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu) ?? []).slice(0, MAX_TERMS);
}

/**
 * One word as a to_tsquery operand, quoted: unaccent turns a few letters into quotes or colons
 * (ʼ, ː, ŉ), which unquoted would be operators or a syntax error. The suffix :* matches prefixes.
 */
function tsq(word: string, suffix: '' | ':*'): SQL {
  return sql`to_tsquery('spanish', quote_literal(replace(immutable_unaccent(${word}), chr(92), '')) || ${suffix})`;
}

/** `text` (unaccented in SQL) as a LIKE prefix pattern, its wildcards escaped after unaccent. */
function likePrefix(text: string): SQL {
  return sql`replace(replace(replace(immutable_unaccent(${text}), chr(92), chr(92) || chr(92)), '%', chr(92) || '%'), '_', chr(92) || '_') || '%'`;
}

/** One typed word and what it also stands for. */
type Group = {
  /** The typed word, lower case without accents (as the database unaccents it). */
  normalized: string;
  /** A stop word ('de', 'para'): it matches nothing and counts for nothing. */
  stop: boolean;
  /**
   * Known words it was probably meant to be (one typo away) that the typed word's stem does not
   * already match ('vestidos' for 'vestido' adds nothing, and would double the planner's count).
   */
  corrections: string[];
  /** Known words it starts but whose stem it overshoots, matched as whole words. */
  expansions: string[];
  /** What shoppers also call it ('celular': 'telefono'), matched as whole words, ranked below the word itself. */
  synonyms: string[];
  /** Forms a word of the text may start with: typed, corrected, completed, synonyms. */
  prefixes: string[];
  /**
   * The words a word of the text may be to match whole: the forms (those and the typed word
   * without a plural ending), each also with 's' and with 'es' (one lookup per word of a name).
   */
  whole: Set<string>;
  /**
   * Each operand's tsquery as text (`word` + NUL + suffix → `'caf':*`), made once with the rest of
   * the analysis: the search's statement then holds tsquery constants, not to_tsquery and unaccent
   * calls that the planner folds and the executor repeats (issue 25: half a miss's planning time).
   */
  queries?: Map<string, string>;
  /** This analysis's number, unique in the process: what a statement built from it is remembered by. */
  serial: number;
};

let serials = 0;

const queryKey = (word: string, suffix: '' | ':*') => `${word}\u0000${suffix}`;

/** The operands groupQuery uses for a group typed as `typed`. */
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

/** An operand of a group's query: its tsquery constant when the analysis made it, else built here. */
function operand(group: Group, word: string, suffix: '' | ':*'): SQL {
  const text = group.queries?.get(queryKey(word, suffix));
  return text === undefined ? tsq(word, suffix) : sql`${text}::tsquery`;
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
 * What each typed word stands for, from the known words (product names, tags, categories and
 * store names): a word the catalogue does not know, of five letters or more, gains its closest
 * known words within one typo; a prefix whose stem a known word's stem does not start with gains
 * that word ('mayori' is not a prefix of the stem 'mayor' of 'mayorista').
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
  // Taken at once, before any await: a write that makes the process forget words meanwhile does
  // not take them from under this request.
  return Promise.all(terms.map((term) => analysed.get(term)!.group));
}

/**
 * What a word stands for changes only when the catalogue's words do: a shopper's words are
 * looked up once a minute, not at every keystroke and page (two round trips of the search's five).
 * An analysis under way is shared: the requests for a word that arrive while it is being
 * analysed (when its minute ends, under load) wait for that one, not each for their own.
 */
const ANALYSED_MS = 60_000;
const ANALYSED_MAX = 5_000;
const analysedBy = new WeakMap<Database, Map<string, { group: Promise<Group>; expires: number }>>();

/** Forgets what words stood for: the catalogue was written to. */
export function forgetAnalysedWords(db: Database) {
  analysedBy.get(db)?.clear();
}

async function analyseNow(db: Database, terms: string[]): Promise<Group[]> {
  const prefixQuery = (term: string) => tsq(term, [...term].length >= 2 ? ':*' : '');
  // One round trip for all the words, each its own branch so its patterns are constants the
  // indexes can use. Words the typed one starts are counted, not tested with exists: under
  // LIMIT 1 the planner would scan the table.
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
    return { normalized, stop: Number(row.lexemes) === 0, corrections, expansions, synonyms, prefixes, whole, serial: ++serials };
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

/**
 * A word's query as tsquery text ('caf':* | 'cafe'), when the analysis made its operands' texts:
 * the queries of a search then reach PostgreSQL as one value each, and a statement's text depends
 * only on how many words there are, not on each word's corrections and synonyms. So few texts
 * are prepared once per connection (db/prepared.ts), and each is short to parse. Operands that
 * came out empty (a correction that is a stop word) are left out, as `||` leaves them out.
 */
function groupText(group: Group, typed: string, mode: 'prefix' | 'exact'): string | undefined {
  const texts: string[] = [];
  for (const [word, suffix] of groupOperands(group, typed, mode)) {
    const text = group.queries?.get(queryKey(word, suffix));
    if (text === undefined) return undefined;
    if (text !== '') texts.push(text);
  }
  return texts.length === 0 ? undefined : `( ${texts.map((text) => `( ${text} )`).join(' | ')} )`;
}

/** A word's query as SQL: its text as one value, or built from the operands when the analysis has not made them. */
function groupQuery(group: Group, typed: string, mode: 'prefix' | 'exact'): SQL {
  const text = groupText(group, typed, mode);
  if (text !== undefined) return sql`${text}::tsquery`;
  const operands = groupOperands(group, typed, mode).map(([word, suffix]) => operand(group, word, suffix));
  return operands.length === 1 ? operands[0]! : sql`(${sql.join(operands, sql` || `)})`;
}

type Analysed = { groups: Group[]; terms: string[]; live: number[] };

/**
 * The words' queries joined with `op` (& for all of them, | for any), as one tsquery value when
 * every word's text is known, else as SQL.
 */
function joined(a: Analysed, indexes: number[], mode: 'prefix' | 'exact', op: '&' | '|'): SQL {
  const texts = indexes.map((i) => groupText(a.groups[i]!, a.terms[i]!, mode));
  if (texts.every((text) => text !== undefined)) return sql`${texts.join(` ${op} `)}::tsquery`;
  return sql`(${sql.join(
    indexes.map((i) => groupQuery(a.groups[i]!, a.terms[i]!, mode)),
    op === '&' ? sql` && ` : sql` || `,
  )})`;
}

const allOf = (a: Analysed, mode: 'prefix' | 'exact') => joined(a, a.live, mode, '&');
const anyOf = (a: Analysed, mode: 'prefix' | 'exact') => joined(a, a.live, mode, '|');

/** The subsets of `size` items of `items`, in order. */
function subsets<T>(items: T[], size: number): T[][] {
  if (size === 0) return [[]];
  if (items.length < size) return [];
  const [first, ...rest] = items as [T, ...T[]];
  return [...subsets(rest, size - 1).map((subset) => [first, ...subset]), ...subsets(rest, size)];
}

/**
 * Most of the words (one of two, two of three, all but one of four or more), as one tsquery of
 * alternatives: the full-text index answers it, where counting matches row by row would make
 * the planner guess, and walk the whole table when it guesses wrong.
 */
function mostOf(a: Analysed): SQL {
  const n = a.live.length;
  const size = n <= 3 ? Math.ceil(n / 2) : n - 1;
  const alternatives = subsets(a.live, size);
  const texts = alternatives.map((subset) => subset.map((i) => groupText(a.groups[i]!, a.terms[i]!, 'prefix')));
  if (texts.every((subset) => subset.every((text) => text !== undefined))) return sql`${texts.map((subset) => `( ${subset.join(' & ')} )`).join(' | ')}::tsquery`;
  return sql`(${sql.join(
    alternatives.map((subset) => joined(a, subset, 'prefix', '&')),
    sql` || `,
  )})`;
}

/**
 * Which live words `column` (p.search or s.search) matches, as one integer: bit k for the k-th
 * live word. One column to send and read per row, where there was one per word.
 */
function matchColumns(a: Analysed, column: SQL): SQL {
  return sql`(${sql.join(
    a.live.map((i, k) => sql`(${column} @@ ${groupQuery(a.groups[i]!, a.terms[i]!, 'prefix')})::int * ${sql.raw(String(2 ** k))}`),
    sql` + `,
  )}) as matched`;
}

/** Per live word, whether `column` matches it, as a list of booleans (for a JSON array). */
function matchFlags(a: Analysed, column: SQL): SQL {
  return sql.join(
    a.live.map((i) => sql`${column} @@ ${groupQuery(a.groups[i]!, a.terms[i]!, 'prefix')}`),
    sql`, `,
  );
}

type Features = { id: number; name: string; rank: number; matched: number | string };

const matchedWords = (row: Features, count: number) => {
  const mask = Number(row.matched);
  return Array.from({ length: count }, (_, k) => (mask & (2 ** k)) !== 0);
};

/**
 * The words of a text, lower case and without accents; remembered for the names and tags a
 * ranking reads again and again (a word's pool is the same 300 products at every search for it).
 */
function wordsOf(text: string | string[]): string[] {
  if (typeof text !== 'string') return text;
  let words = knownWords.get(text);
  if (!words) {
    words = splitWords(text);
    if (knownWords.size >= KNOWN_WORDS_MAX) knownWords.clear();
    knownWords.set(text, words);
  }
  return words;
}

const KNOWN_WORDS_MAX = 20_000;
const knownWords = new Map<string, string[]>();

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
 * How well each live word matches, given where the full-text index found it: 4 the word itself
 * in the name, 3 a name word it starts, 2 written in `other` (a product's tags and category, a
 * store's description), 1 through the stem alone ('cama' for 'cámara', 'bebé' for 'bebidas') or
 * in a product's description, 0 not at all.
 */
function wordScores(a: Analysed, matched: boolean[], name: string | string[], other: string | string[]): number[] {
  return a.live.map((i, k) => (matched[k] ? wordScore(a.groups[i]!, wordsOf(name), wordsOf(other)) : 0));
}

/** wordScores' score of one word a text matches. */
function wordScore(group: Group, name: string[], other: string[]): number {
  const inName = literalLevel(group, name);
  if (inName > 0) return inName + 2;
  return literalLevel(group, other) > 0 ? 2 : 1;
}

const total = (values: number[]) => values.reduce((x, y) => x + y, 0);

/** The ids of a page of ranked products, the products themselves when they came with the ranking, and the stores. */
type Ranked = { ids: number[]; loaded?: Map<number, Product>; cards?: Map<number, string>; stores: StoreSummary[] };

/**
 * A ranked product as the ranking statement hands it over: its id, sales, full-text rank, name,
 * other searchable text (tags and category), whether it matches each live word, and the product
 * itself when the pool came whole.
 */
type PoolEntry = [id: number, sold: number, rank: number, name: string | string[], other: string | string[], matched: boolean[], product: unknown[] | null];

/**
 * The products a query's words find, ranked: its best sellers with every word (POOL of them, read
 * in index order) and, when fewer than PARTIAL_BELOW have every word, those with most of the words,
 * in one statement. When they are few (WHOLE_POOL: a rare word, a small catalogue), the same
 * statement loads them whole, and with `withStores` it ranks the stores too: a search miss is one
 * round trip, where it was four (issue 25).
 *
 * The statement answers one row of three values (the pool and the store candidates as JSON, and
 * the count of full matches), not a row per product with a column per value: PGlite's protocol
 * parser decodes every column of every row on its own, a quarter of a miss's CPU (issue 25), where
 * one JSON value is parsed at once. The products come as productArray's arrays.
 */
async function rankedProducts(
  db: Database,
  a: Analysed,
  filters: SQL[],
  offset: number,
  wanted: number,
  userId: string | undefined,
  withStores: boolean,
  /** `filters` is the same for every search (visible products only): the statement is then remembered. */
  constantFilters: boolean,
): Promise<Ranked> {
  const where = sql.join(filters, sql` and `);
  const bySales = sql`order by p.sold_count desc nulls last, p.id desc nulls last`;
  // The pool is picked from every match, found through the full-text index (issue 20): read in
  // sales order instead (the index on sold_count), a word in 1.4% of the catalogue made the
  // planner walk 20,000 rows for its 300 (41 ms against 5), and a rare word would walk them all.
  // `+ 0` keeps that index out of the plan, custom or generic (the statement is prepared).
  const poolOrder = sql`order by p.sold_count + 0 desc, p.id + 0 desc`;
  const partial = a.live.length >= 2;
  type Row = { pool: PoolEntry[] | string | null; full_count: number; stores: StoreRow[] | string | null };
  // A visitor's search without filters is built once per analysis of its words (the groups'
  // serials change when the words are analysed again) and page size.
  const key =
    constantFilters && userId === undefined ? `ranked:${a.live.map((i) => a.groups[i]!.serial).join(',')}:${wanted}:${withStores}` : undefined;
  const all = () => allOf(a, 'prefix');
  const wholeUpTo = Math.max(wanted, WHOLE_POOL);
  const { rows } = await executePrepared<Row>(db, () => sql`
    with full_match as materialized (
      select p.id, 0 as part from products p join stores s on s.id = p.store_id
      where p.search @@ ${all()} and ${where} ${poolOrder} limit ${POOL}),
    ${
      partial
        ? sql`most_match as materialized (
      select p.id, 1 as part from products p join stores s on s.id = p.store_id
      where (select count(*) from full_match) < ${PARTIAL_BELOW} and p.search @@ ${mostOf(a)} and not (p.search @@ ${all()}) and ${where}
      ${poolOrder} limit ${POOL}),
    pool as materialized (select id from full_match union all select id from most_match)`
        : sql`pool as materialized (select id from full_match)`
    }
    select
      (select json_agg(json_build_array(p.id, p.sold_count,
          2 * ts_rank(p.search, ${anyOf(a, 'exact')}) + ts_rank(p.search, ${anyOf(a, 'prefix')}),
          p.name, p.search_keywords, json_build_array(${matchFlags(a, sql`p.search`)}),
          case when (select count(*) <= ${wholeUpTo} from pool) then ${productArray(userId)} end))
        from pool join products p on p.id = pool.id join stores s on s.id = p.store_id join currencies c on c.id = p.currency_id) as pool,
      (select count(*) from full_match)::int as full_count,
      ${withStores ? sql`coalesce((select json_agg(candidate) from (${storeCandidates(a)}) candidate), '[]'::json)` : sql`null::json`} as stores`, key);
  const [row] = rows;
  const pool = (typeof row?.pool === 'string' ? (JSON.parse(row.pool) as PoolEntry[]) : row?.pool) ?? [];
  const storeRows = row?.stores;
  const ids = rankedIds(a, entriesView(a, pool), offset, wanted);
  const whole = pool.length > 0 && pool.length <= wholeUpTo;
  if (ids.length < wanted && Number(row?.full_count ?? 0) === POOL) {
    // Past the ranked best sellers, the rest of the matches in sales order.
    const { rows } = await db.execute<{ id: number }>(sql`
      select p.id from products p join stores s on s.id = p.store_id
      where p.search @@ ${all()} and ${where}
      ${bySales}
      limit ${wanted - ids.length} offset ${Math.max(offset, POOL)}`);
    ids.push(...rows.map((row) => row.id));
  }
  return {
    ids,
    loaded: whole ? new Map(pool.map(([id, , , , , , product]) => [id, productFromArray(product!)])) : undefined,
    stores: storeRows ? pickStores(a, typeof storeRows === 'string' ? (JSON.parse(storeRows) as StoreRow[]) : storeRows) : [],
  };
}

/** What rankedIds reads of each of a pool's `length` products. */
type PoolView = {
  length: number;
  id(n: number): number;
  sold(n: number): number;
  /** Whether product n has live word k (the k-th of Analysed.live). */
  has(n: number, k: number): boolean;
  /** The literal score of live word k for product n, when it has the word (wordScore). */
  score(n: number, k: number): number;
  /** Its full-text rank: asked only of the products whose order it decides. */
  rank(n: number): number;
};

/** A pool of PoolEntry rows, as the ranking statements answer them. */
function entriesView(a: Analysed, pool: PoolEntry[]): PoolView {
  const groups = a.live.map((i) => a.groups[i]!);
  return {
    length: pool.length,
    id: (n) => pool[n]![0],
    sold: (n) => pool[n]![1],
    has: (n, k) => pool[n]![5][k] === true,
    score: (n, k) => wordScore(groups[k]!, wordsOf(pool[n]![3]), wordsOf(pool[n]![4])),
    rank: (n) => pool[n]![2],
  };
}

/**
 * A page of the pool's ids, ranked: most words, then the best literal matches (names first), then
 * full-text rank, then sales, then id. The pool falls in buckets of the same words and literal
 * score, counted in one pass; only the buckets the page reaches are ordered, and only their first
 * products kept (a small sorted list most products are refused at), so the full-text rank is
 * asked only where it decides what the page shows (issue 20: sorting a pool of 300 by all five
 * keys cost more than the rest of the search).
 */
function rankedIds(a: Analysed, pool: PoolView, offset: number, wanted: number): number[] {
  const n = pool.length;
  const live = a.live.length;
  // A word scores at most 4: bucket = words × width + score orders as (words, score) does.
  const width = 4 * live + 1;
  const buckets = new Int32Array((live + 1) * width);
  const keys = new Int32Array(n);
  for (let m = 0; m < n; m++) {
    let words = 0;
    let score = 0;
    for (let k = 0; k < live; k++) {
      if (!pool.has(m, k)) continue;
      words++;
      score += pool.score(m, k);
    }
    const key = words * width + score;
    keys[m] = key;
    buckets[key]!++;
  }
  const end = Math.min(n, offset + wanted);
  const ranks = new Float64Array(n);
  /** Whether product x comes before product y of the same bucket. */
  const before = (x: number, y: number) =>
    ranks[x]! !== ranks[y]! ? ranks[x]! > ranks[y]! : pool.sold(x) !== pool.sold(y) ? pool.sold(x) > pool.sold(y) : pool.id(x) > pool.id(y);
  const page: number[] = [];
  let first = 0;
  for (let key = buckets.length - 1; key >= 0 && first < end; key--) {
    const size = buckets[key]!;
    if (size === 0) continue;
    if (first + size > offset) {
      // The bucket's first `take`, best first.
      const take = Math.min(size, end - first);
      const best: number[] = [];
      for (let m = 0; m < n; m++) {
        if (keys[m] !== key) continue;
        ranks[m] = pool.rank(m);
        if (best.length === take && !before(m, best[take - 1]!)) continue;
        let at = best.length === take ? take - 1 : best.length;
        while (at > 0 && before(m, best[at - 1]!)) {
          best[at] = best[at - 1]!;
          at--;
        }
        best[at] = m;
      }
      for (let j = Math.max(0, offset - first); j < take; j++) page.push(pool.id(best[j]!));
    }
    first += size;
  }
  return page;
}

/** The words' queries as the search index evaluates them: all of them, and most of them (two words or more). */
function indexNodes(a: Analysed): { all: QueryNode; most?: QueryNode } | undefined {
  return parsedOf(a).nodes;
}

/**
 * What the search index and ts-rank.ts read of an analysis's words, parsed once per analysis and
 * typed words (a search's words are analysed once, then remembered): the queries the index
 * evaluates, and relevance's queries ('cannot' when ts-rank.ts cannot rank them: an AND at the
 * top). The same query nodes at every search also find their remembered matches at once.
 */
type Parsed = {
  nodes: { all: QueryNode; most?: QueryNode } | undefined;
  rank: { exact: RankOperand[]; prefixQuery: QueryNode; prefix: RankOperand[]; words: QueryNode[] } | 'cannot';
};

const PARSED_MAX = 2_000;
const parsed = new Map<string, Parsed>();

function parsedOf(a: Analysed): Parsed {
  const key = a.live.map((i) => `${a.groups[i]!.serial}\u0000${a.terms[i]}`).join('\u0001');
  let known = parsed.get(key);
  if (!known) {
    known = { nodes: parseNodes(a), rank: parseRank(a) };
    if (parsed.size >= PARSED_MAX) parsed.clear();
    parsed.set(key, known);
  }
  return known;
}

function parseNodes(a: Analysed): Parsed['nodes'] {
  const texts = a.live.map((i) => groupText(a.groups[i]!, a.terms[i]!, 'prefix'));
  if (!texts.every((text) => text !== undefined)) return undefined;
  const all = parseTsquery(texts.join(' & '));
  const n = a.live.length;
  if (n < 2) return all && { all };
  const most = parseTsquery(
    subsets(texts, n <= 3 ? Math.ceil(n / 2) : n - 1)
      .map((subset) => `( ${subset.join(' & ')} )`)
      .join(' | '),
  );
  return all && most && { all, most };
}

function parseRank(a: Analysed): Parsed['rank'] {
  const texts = (mode: 'prefix' | 'exact') => a.live.map((i) => groupText(a.groups[i]!, a.terms[i]!, mode));
  const prefixTexts = texts('prefix');
  const exactTexts = texts('exact');
  if (!prefixTexts.every((text) => text !== undefined) || !exactTexts.every((text) => text !== undefined)) return 'cannot';
  const exact = rankOperands(parseTsquery(exactTexts.join(' | ')));
  const prefixQuery = parseTsquery(prefixTexts.join(' | '));
  const prefix = rankOperands(prefixQuery);
  const words = prefixTexts.map((text) => parseTsquery(text));
  if (!exact || !prefixQuery || !prefix || !words.every((node) => node !== undefined)) return 'cannot';
  return { exact, prefixQuery, prefix, words };
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

/** What the search's filters ask of the index, as productFilters and search() make them for SQL. */
function indexFilters(params: SearchParams, narrowed: ProductFilters) {
  return {
    currencyId: narrowed.currencyId,
    min: narrowed.min,
    max: narrowed.max,
    now: narrowed.now,
    offer: params.offer,
    inStock: params.in_stock,
    wholesale: params.wholesale,
    category: params.category,
    slug: params.slug,
  };
}

/**
 * rankedProducts with its pool picked by the process's search index (search-index.ts): the best
 * sellers among the matches, and when fewer than PARTIAL_BELOW have every word those with most of
 * them; PostgreSQL then ranks only those (full-text rank and which words each has), by id, in a
 * statement that also tells whether the index was current. Undefined when the index cannot answer.
 */
async function rankedFromIndex(
  db: Database,
  a: Analysed,
  params: SearchParams,
  narrowed: ProductFilters,
  offset: number,
  wanted: number,
  userId: string | undefined,
  withStores: boolean,
): Promise<Ranked | undefined> {
  const index = readIndex(db);
  const nodes = index && indexNodes(a);
  if (!index || !nodes) return undefined;
  const base = { all: nodes.all, fewBelow: 0, sort: 'sold' as const, ...indexFilters(params, narrowed), offset: 0, wanted: POOL };
  // The pool's sales, as the index picked it by them, and its products' slots.
  const picked = { sold: [] as number[], slots: [] as number[] };
  const full = index.page(base, picked);
  const pool = nodes.most && full.length < PARTIAL_BELOW ? [...full, ...index.page({ ...base, all: nodes.most, skip: full }, picked)] : full;
  if (userId === undefined) {
    const inMemory = await rankedInMemory(index, a, pool, picked, full.length, full.length === POOL ? base : undefined, offset, wanted, withStores);
    if (inMemory !== 'cannot') return inMemory;
  }
  const current = index.currentSql();
  if (!current) return undefined;
  // A signed-in shopper's products are loaded with the ranking when the pool is small.
  const wholeUpTo = Math.max(wanted, WHOLE_POOL);
  const whole = userId !== undefined && pool.length > 0 && pool.length <= wholeUpTo;
  const at = index.at;
  type Row = { fresh: boolean; pool: PoolEntry[] | string | null; stores: StoreRow[] | string | null };
  const { rows } = await executeNamed<Row>(db, sql`
    select ${current} as fresh,
      (select json_agg(json_build_array(p.id, p.sold_count,
          2 * ts_rank(p.search, ${anyOf(a, 'exact')}) + ts_rank(p.search, ${anyOf(a, 'prefix')}),
          p.name, p.search_keywords, json_build_array(${matchFlags(a, sql`p.search`)}), case when ${whole}::boolean then ${productArray(userId)} end))
        from products p join stores s on s.id = p.store_id join currencies c on c.id = p.currency_id
        where p.id = any(${`{${pool.join(',')}}`}::int[])) as pool,
      ${withStores ? sql`coalesce((select json_agg(candidate) from (${storeCandidates(a)}) candidate), '[]'::json)` : sql`null::json`} as stores`);
  const row = rows[0]!;
  if (!index.noted(row.fresh)) return undefined;
  const ranked = (typeof row.pool === 'string' ? (JSON.parse(row.pool) as PoolEntry[]) : row.pool) ?? [];
  const ids = rankedIds(a, entriesView(a, ranked), offset, wanted);
  // Past the ranked best sellers, the rest of the matches in sales order.
  if (ids.length < wanted && full.length === POOL) ids.push(...index.page({ ...base, offset: Math.max(offset, POOL), wanted: wanted - ids.length }));
  const stores = row.stores ? pickStores(a, typeof row.stores === 'string' ? (JSON.parse(row.stores) as StoreRow[]) : row.stores) : [];
  if (userId === undefined) {
    const cards = await index.cardsOf(ids.slice(0, wanted - 1), at, true);
    // Behind by now (a write between the two statements): the whole page through SQL, not this
    // page's order with products loaded later.
    return cards && { ids, cards, stores };
  }
  return { ids, loaded: whole ? new Map(ranked.map(([id, , , , , , product]) => [id, productFromArray(product!)])) : undefined, stores };
}

/**
 * A visitor's relevance page ranked in memory, all from the index's state the pool came from: the
 * pool's words and sales, its full-text ranks (computed as PostgreSQL computes them, ts-rank.ts)
 * and its literal scores from the index's posting lists, the candidate stores of a first page,
 * then the cards; the shared check says whether that state was current. 'cannot' when a query
 * is not one ts-rank.ts ranks; undefined when the index is behind (the caller ranks through SQL).
 */
async function rankedInMemory(
  index: SearchIndex,
  a: Analysed,
  pool: number[],
  /** The pool's sales and slots, as the index's page answered them. */
  picked: { sold: number[]; slots: number[] },
  /** The first `withAll` of the pool have every word (the rest, most of them). */
  withAll: number,
  rest: IndexQuery | undefined,
  offset: number,
  wanted: number,
  withStores: boolean,
): Promise<Ranked | undefined | 'cannot'> {
  const queries = parsedOf(a).rank;
  if (queries === 'cannot') return 'cannot';
  const { exact, prefixQuery, prefix, words } = queries;
  // Read now, from the index the pool came from (the check below says whether it is current): which
  // words those with most of the words have.
  const some = pool.length > withAll ? index.matchesOf(pool.slice(withAll), words) : [];
  // The candidate stores from the index's memory, read with the pool's state (the check below holds for both).
  const candidates = withStores ? storesFromIndex(index, prefixQuery, words, exact, prefix) : undefined;
  // Their full-text ranks and literal scores, from the same index's posting lists.
  const slots = index.poolOf(picked.slots);
  const ranks = index.relevanceRanks(slots, exact, prefix);
  const live = a.live.length;
  const scores = index.literalScores(
    slots,
    a.live.map((i) => a.groups[i]!),
  );
  const { sold } = picked;
  const verified = await index.verified();
  if (!verified) return undefined;
  const ids = rankedIds(
    a,
    {
      length: pool.length,
      id: (m) => pool[m]!,
      sold: (m) => sold[m]!,
      has: (m, k) => m < withAll || some[m - withAll]![k] === true,
      score: (m, k) => scores[m * live + k]!,
      rank: (m) => ranks[m]!,
    },
    offset,
    wanted,
  );
  // Past the ranked best sellers, the rest of the matches in sales order.
  if (ids.length < wanted && rest) ids.push(...index.page({ ...rest, offset: Math.max(offset, POOL), wanted: wanted - ids.length }));
  const stores = candidates ? pickStores(a, candidates) : [];
  // The cards of the state the check saw, or none (the whole page then through SQL).
  const cards = await index.cardsOf(ids.slice(0, wanted - 1), verified, true);
  return cards && { ids, cards, stores };
}

/**
 * Stores whose name or description holds at least half of the words, each one literally (a
 * store that sells 'camas' is no answer to 'cámara', though both stem to 'cam'): most words
 * first, then the best literal matches (in the name first), then full-text rank, then popularity.
 */
type StoreRow = Features & StoreSummary & { popularity: number };

/** The candidate stores for the words: those whose name or description the full-text index finds. */
function storeCandidates(a: Analysed): SQL {
  return sql`
    select ${storeSummaryColumns}, s.id, (s.rating * s.review_count + 4.0 * 5) / (s.review_count + 5) as popularity,
      ${matchColumns(a, sql`s.search`)},
      2 * ts_rank(s.search, ${anyOf(a, 'exact')}) + ts_rank(s.search, ${anyOf(a, 'prefix')}) as rank
    from stores s
    where ${visibleStore} and s.search @@ ${anyOf(a, 'prefix')}
    order by rank desc, s.id limit ${STORE_CANDIDATES}`;
}

/**
 * storeCandidates' rows from the search index's stores: those `query` (every word, any of them)
 * matches, with which words each has and its full-text rank computed as PostgreSQL computes them
 * (the same statement's `@@` and ts_rank), best rank first, then by id.
 */
function storesFromIndex(index: SearchIndex, query: QueryNode, words: QueryNode[], exact: RankOperand[], prefix: RankOperand[]): StoreRow[] {
  return index
    .storesMatching(query)
    .map(({ vector, ...store }) => ({
      ...store,
      id: store.store_id,
      popularity: (store.rating * store.review_count + 4.0 * 5) / (store.review_count + 5),
      matched: words.reduce((mask, word, k) => mask + (vectorMatches(word, vector.lexemes) ? 2 ** k : 0), 0),
      rank: 2 * tsRank(vector, exact) + tsRank(vector, prefix),
    }))
    .sort((x, y) => y.rank - x.rank || x.id - y.id)
    .slice(0, STORE_CANDIDATES);
}

/** The stores to show among the candidates, best first. */
function pickStores(a: Analysed, rows: StoreRow[]): StoreSummary[] {
  const needed = Math.ceil(a.live.length / 2);
  const scored = rows
    .map((row) => {
      // A match through the stem alone does not count for a store.
      const scores = wordScores(a, matchedWords(row, a.live.length), row.name, row.description).map((score) => (score > 1 ? score : 0));
      return {
        row,
        name: row.name,
        matched: scores.filter((score) => score > 0).length,
        score: total(scores),
        rank: Number(row.rank),
        popularity: Number(row.popularity),
      };
    })
    .filter((row) => row.matched >= needed)
    .sort(
      (x, y) =>
        y.matched - x.matched || y.score - x.score || y.rank - x.rank || y.popularity - x.popularity || x.name.localeCompare(y.name, 'es'),
    )
    .slice(0, STORE_RESULTS);
  // Loaded by the same query: their summaries are columns of the rows ranked.
  return scored.map(({ row }) =>
    roundRating({
      store_id: row.store_id,
      name: row.name,
      description: row.description,
      logo: row.logo,
      cover: row.cover,
      rating: Number(row.rating),
      review_count: Number(row.review_count),
      slug: row.slug,
    }),
  );
}

/** A page of a search: its stores, and its products as objects or as cards (JSON) from the search index. */
type SearchPage = { stores: StoreSummary[]; products: Product[]; cards?: string[]; hasNext: boolean };

export async function search(db: Database, params: SearchParams, userId?: string, now = new Date()) {
  const page = await searchPage(db, params, userId, now);
  const products = page.cards ? page.cards.map((card) => JSON.parse(card) as Product) : page.products;
  const results: SearchResult[] = [
    ...page.stores.map((store) => ({ result_type: 'store' as const, ...store })),
    ...products.map((product) => ({ result_type: 'product' as const, ...product })),
  ];
  return { results, has_next: page.hasNext };
}

/**
 * The search's whole answer (`{ success, data }`), as JSON text when its products are cards from
 * the search index (each checked against its schema when it was kept; the stores are checked
 * here), else as the object the route's schema checks and writes. A page from memory is then not
 * parsed, checked and written again for every visitor who asks it (issue 20).
 */
export async function searchAnswer(db: Database, params: SearchParams, userId?: string, now = new Date()) {
  const page = await searchPage(db, params, userId, now);
  if (!page.cards) {
    const results: SearchResult[] = [
      ...page.stores.map((store) => ({ result_type: 'store' as const, ...store })),
      ...page.products.map((product) => ({ result_type: 'product' as const, ...product })),
    ];
    return { success: true as const, data: { results, has_next: page.hasNext } };
  }
  const results = [
    ...page.stores.map((store) => JSON.stringify({ result_type: 'store', ...storeSummarySchema.parse(store) })),
    ...page.cards.map((card) => `{"result_type":"product",${card.slice(1)}`),
  ];
  return `{"success":true,"data":{"results":[${results.join(',')}],"has_next":${page.hasNext}}}`;
}

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

  let ids: number[];
  let loaded: Map<number, Product> | undefined;
  let cards: Map<number, string> | undefined;
  let stores: StoreSummary[] = [];
  if (params.q && terms.length === 0) {
    // Only punctuation was typed: nothing matches it, and browsing instead would answer another query.
    ids = [];
  } else if (terms.length === 0) {
    if (sort !== 'relevance') ({ ids, loaded } = await sortedProducts(db, sort, filters, narrowed, offset, wanted, userId));
    else {
      const { rows } = await db.execute<{ id: number }>(sql`
        select p.id from products p join stores s on s.id = p.store_id
        where ${sql.join(withPrice, sql` and `)}
        order by p.sold_count desc nulls last, p.id desc nulls last
        limit ${wanted} offset ${offset}`);
      ids = rows.map((row) => row.id);
    }
  } else {
    const groups = await analyse(db, terms);
    await withQueries(db, groups, terms);
    const live = groups.flatMap((group, i) => (group.stop ? [] : [i]));
    if (live.length === 0) {
      // Only stop words ('de la'): they match nothing.
      ids = [];
    } else {
      const analysed: Analysed = { groups, terms, live };
      const withStores = !params.slug && params.page === 1 && params.category === undefined && sort === 'relevance' && !filtering(params);
      if (sort === 'relevance')
        ({ ids, loaded, cards, stores } =
          (await rankedFromIndex(db, analysed, params, narrowed, offset, wanted, userId, withStores)) ??
          (await rankedProducts(db, analysed, withPrice, offset, wanted, userId, withStores, withPrice.length === 1 && withPrice[0] === visibleProduct)));
      else
        ({ ids, loaded, cards } =
          (await fromIndex(db, analysed, params, narrowed, sort, offset, wanted, userId)) ??
          ((await sortedMatches(db, sort, [...filters, matching(analysed, withPrice)], narrowed, offset, wanted, userId)) as IndexedPage));
    }
  }

  const hasNext = ids.length > params.page_size;
  const shown = ids.slice(0, params.page_size);
  if (cards) return { stores, products: [], cards: shown.flatMap((id) => cards.get(id) ?? []), hasNext };
  const products = loaded ? shown.flatMap((id) => loaded.get(id) ?? []) : await loadProducts(db, shown, userId);
  return { stores, products, hasNext };
}

/** A sort's page: its ids, and its products loaded with it, or a visitor's cards. */
type IndexedPage = { ids: number[]; loaded?: Map<number, Product>; cards?: Map<number, string> };

/**
 * The same page as sortedMatches and matching() make it, from the process's search index
 * (search-index.ts), when the index has been read and the words' queries are known: undefined
 * when it cannot answer, or was not current for this page (the caller then asks SQL).
 */
async function fromIndex(
  db: Database,
  a: Analysed,
  params: SearchParams,
  narrowed: ProductFilters,
  sort: Exclude<SearchSort, 'relevance'>,
  offset: number,
  wanted: number,
  userId: string | undefined,
): Promise<IndexedPage | undefined> {
  const index = readIndex(db);
  const nodes = index && indexNodes(a);
  if (!index || !nodes) return undefined;
  const at = index.at;
  const ids = index.page({ ...nodes, fewBelow: PARTIAL_BELOW, sort, ...indexFilters(params, narrowed), offset, wanted });
  if (userId === undefined) {
    // The page's cards: `wanted` holds one more than a page, to tell whether there is a next one.
    const cards = await index.cardsOf(ids.slice(0, params.page_size), at);
    return cards && { ids, cards };
  }
  const loaded = await index.load(ids, userId);
  return loaded && { ids: ids.filter((id) => loaded.has(id)), loaded };
}

/**
 * The products a query finds, as relevance ranks them: those with every word, and when fewer
 * than PARTIAL_BELOW have them, those with most of the words too. Another sort lists the same set.
 * Which of the two is decided in the sort's own statement (an init plan counting up to
 * PARTIAL_BELOW), not by a round trip before it; the index reads the tsquery it yields.
 */
function matching(a: Analysed, where: SQL[]): SQL {
  const all = allOf(a, 'prefix');
  if (a.live.length < 2) return sql`p.search @@ ${all}`;
  return sql`p.search @@ (case when (select count(*) from (select 1 from products p join stores s on s.id = p.store_id
      where p.search @@ ${all} and ${sql.join(where, sql` and `)} limit ${PARTIAL_BELOW}) few) < ${PARTIAL_BELOW}
    then ${all} || ${mostOf(a)} else ${all} end)`;
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
  return [...names.map((row) => row.term), ...completions]
    .filter((text) => {
      const key = text.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, SUGGESTIONS);
}
