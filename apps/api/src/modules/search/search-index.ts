import { sql, type SQL } from 'drizzle-orm';
import { productSchema, type Product } from '@plaza/domain/schemas/product';
import type { SearchSort } from '@plaza/domain/search-limits';
import type { Database } from '../../db/connection';
import { executeNamed } from '../../db/prepared';
import { productArray, productFromArray, visibleProduct } from '../products/product-loader';
import { lowerBound, parseTsvector, tsRank, type RankOperand } from './ts-rank';

/**
 * The visible products' words, sort keys and cards in the process's memory (decision 019), exact
 * or not used: the index knows the snapshot it was read at, every committed catalogue write leaves
 * a row in catalogue_changes (migrations 0019–0021), and a page is shown only if a statement finds
 * no change missing from that snapshot. A page, its cards and its check come from one state.
 */

/** A visible product as the index reads it (entryValues; times in microseconds since 1970, as PostgreSQL keeps them). */
type EntryRow = [id: number, store: number, slug: string, category: number, currency: number, vector: string, price: number, base: number,
  offerEnabled: boolean, offerPrice: number | null, offerStart: number | null, offerEnd: number | null, stock: number, wholesale: boolean,
  created: number, rating: number, reviews: number, sold: number, name: string, other: string];

const entryValues = sql`json_build_array(p.id, p.store_id, s.slug, p.category_id, p.currency_id, p.search::text,
  p.price, p.base_price, p.offer_enabled, p.offer_price,
  (extract(epoch from p.offer_start) * 1000000)::bigint, (extract(epoch from p.offer_end) * 1000000)::bigint,
  p.stock, p.has_wholesale, (extract(epoch from p.created_at) * 1000000)::bigint, p.rating, p.review_count, p.sold_count, p.name, p.search_keywords)`;

/** A query node: an operand (a lexeme, or every lexeme it starts), or an operator over nodes. */
export type QueryNode = { word: string; prefix: boolean } | { op: '&' | '|'; left: QueryNode; right: QueryNode } | { op: '!'; arg: QueryNode };

const UNSUPPORTED = Symbol('unsupported');

/** Reads one quoted lexeme at `at` ('o''brien', with backslash escapes), and where it ends. */
function quoted(text: string, from: number): { word: string; at: number } {
  let word = '';
  for (let at = from + 1; at < text.length; at++) {
    if (text[at] === "'" && text[at + 1] === "'") word += text[++at];
    else if (text[at] === "'") return { word, at: at + 1 };
    else word += text[text[at] === '\\' ? ++at : at];
  }
  throw UNSUPPORTED;
}

/**
 * PostgreSQL's tsquery text ("( 'caf':* | 'cafe' ) & 'molid'") as a tree, or undefined when it
 * holds what this index does not evaluate (a phrase operator, a weight restriction).
 */
export function parseTsquery(text: string): QueryNode | undefined {
  let at = 0;
  const next = () => {
    while (text[at] === ' ') at++;
    return text[at];
  };
  const operand = (): QueryNode => {
    const char = next();
    if (char === '(') {
      at++;
      const node = binary('|');
      if (next() !== ')') throw UNSUPPORTED;
      at++;
      return node;
    }
    if (char === '!') {
      at++;
      return { op: '!', arg: operand() };
    }
    if (char !== "'") throw UNSUPPORTED;
    const read = quoted(text, at);
    at = read.at;
    if (text[at] !== ':') return { word: read.word, prefix: false };
    // Only the prefix flag: a weight (A–D) would restrict where the word may be.
    if (text[at + 1] !== '*' || /[A-Da-d*]/.test(text[at + 2] ?? '')) throw UNSUPPORTED;
    at += 2;
    return { word: read.word, prefix: true };
  };
  const binary = (op: '&' | '|'): QueryNode => {
    const part = () => (op === '|' ? binary('&') : operand());
    let node = part();
    while (next() === op) {
      at++;
      node = { op, left: node, right: part() };
    }
    return node;
  };
  try {
    const node = binary('|');
    return next() === undefined ? node : undefined;
  } catch (error) {
    if (error === UNSUPPORTED) return undefined;
    throw error;
  }
}

/**
 * A page as search-service.ts and search-filters.ts ask it: every live word (`all`), and most of
 * them (`most`) while fewer than `fewBelow` have them all; a sort, or best sellers first
 * (relevance's pool); products left out (`skip`, by id); the filters (offers judged at `now`, ISO).
 */
export type IndexQuery = {
  all: QueryNode;
  most?: QueryNode;
  fewBelow: number;
  sort: Exclude<SearchSort, 'relevance'> | 'sold';
  skip?: number[];
  currencyId?: number;
  min?: number;
  max?: number;
  now: string;
  offer?: boolean;
  inStock?: boolean;
  wholesale?: boolean;
  category?: number;
  slug?: string;
  offset: number;
  wanted: number;
};

/** More changed or removed products than this share of the index: read it all again. */
const REBUILD_SHARE = 0.25;
/** Products per statement when the index is read whole. */
const READ_CHUNK = 10_000;
/** Product cards kept per index, in characters of JSON (about 1,000 a card). */
const CARD_BYTES = 16 * 1024 * 1024;
/** The change log keeps a day (migration 0019); an index this old is read again whole. */
const MAX_AGE_MS = 60 * 60_000;

/** The values a page is filtered and sorted by, one array per value, indexed by slot (a changed product gets a new slot; its old one dies: `live` 0). */
const NUMERIC = ['id', 'store', 'category', 'currency', 'price', 'base', 'offerPrice', 'stock', 'reviews', 'sold', 'live', 'offerEnabled', 'wholesale'] as const;
const TIMES = ['offerStart', 'offerEnd', 'created', 'rating'] as const;

class Columns {
  length = 0;
  readonly int = Object.fromEntries(NUMERIC.map((key) => [key, []])) as unknown as Record<(typeof NUMERIC)[number], number[]>;
  /** NaN: none. */
  readonly float = Object.fromEntries(TIMES.map((key) => [key, []])) as unknown as Record<(typeof TIMES)[number], number[]>;

  push(row: EntryRow): number {
    const [id, store, , category, currency, , price, base, offerEnabled, offerPrice, offerStart, offerEnd, stock, wholesale, created, rating, reviews, sold] = row;
    const ints = { id, store, category, currency, price, base, offerPrice: offerPrice ?? -1, stock, reviews, sold, live: 1, offerEnabled: +offerEnabled, wholesale: +wholesale };
    const floats = { offerStart: offerStart ?? NaN, offerEnd: offerEnd ?? NaN, created, rating };
    for (const key of NUMERIC) this.int[key].push(ints[key]);
    for (const key of TIMES) this.float[key].push(floats[key]);
    return this.length++;
  }

  /** Whether the slot's offer holds at `now` (microseconds), as pricing.ts isOfferActive decides. */
  onOffer(slot: number, now: number): boolean {
    const { offerEnabled, offerPrice, price } = this.int;
    const { offerStart, offerEnd } = this.float;
    return offerEnabled[slot] === 1 && offerPrice[slot]! > 0 && offerPrice[slot]! < price[slot]! && !(offerStart[slot]! > now) && !(now >= offerEnd[slot]!);
  }

  /** The price a shopper pays at `now`. */
  current(slot: number, now: number): number {
    return this.onOffer(slot, now) ? this.int.offerPrice[slot]! : this.int.base[slot]!;
  }
}

/** Whether slot x comes before slot y in `sort` (the SQL's order, ties by id: upward for price_asc only, rating's by reviews first). */
function sortOrder(c: Columns, sort: IndexQuery['sort'], now: number): (x: number, y: number) => number {
  const { id, sold, reviews } = c.int;
  const { created, rating } = c.float;
  const byId = (x: number, y: number) => id[y]! - id[x]!;
  switch (sort) {
    case 'price_asc':
      return (x, y) => c.current(x, now) - c.current(y, now) || id[x]! - id[y]!;
    case 'price_desc':
      return (x, y) => c.current(y, now) - c.current(x, now) || byId(x, y);
    case 'newest':
      return (x, y) => created[y]! - created[x]! || byId(x, y);
    case 'sold':
      return (x, y) => sold[y]! - sold[x]! || byId(x, y);
    case 'rating':
      return (x, y) => rating[y]! - rating[x]! || reviews[y]! - reviews[x]! || byId(x, y);
  }
}

/** The first `keep` of the slots added, in `order`: each one refused at one comparison once the list is full, else inserted. */
function firstOf(keep: number, order: (x: number, y: number) => number) {
  const kept: number[] = [];
  const add = (slot: number) => {
    if (kept.length === keep && (keep === 0 || order(slot, kept[keep - 1]!) >= 0)) return;
    let low = 0;
    let high = kept.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (order(slot, kept[middle]!) < 0) high = middle;
      else low = middle + 1;
    }
    kept.splice(low, 0, slot);
    if (kept.length > keep) kept.pop();
  };
  return { kept, add };
}

/** What the index holds: the columns, the posting lists, the texts relevance reads, and the cards. */
class State {
  columns = new Columns();
  slotOf = new Map<number, number>();
  postings = new Map<string, number[]>();
  /** Every lexeme, sorted: those a prefix starts are one run of it. */
  lexemes: string[] = [];
  /** By slot: the tsvector's text (ts_rank), the name, the tags and category (literal scores). */
  vectors: string[] = [];
  names: string[] = [];
  others: string[] = [];
  slugs = new Map<string, number>();
  dead = 0;
  /** Cards (a Product as JSON, checked against its schema once) of products visitors' pages showed, by id, oldest first. */
  cards = new Map<number, string>();
  cardBytes = 0;

  keepCard(id: number, card: string) {
    this.dropCard(id);
    this.cards.set(id, card);
    this.cardBytes += card.length;
    for (const [old, kept] of this.cards) {
      if (this.cardBytes <= CARD_BYTES) break;
      this.cards.delete(old);
      this.cardBytes -= kept.length;
    }
  }

  dropCard(id: number) {
    const card = this.cards.get(id);
    if (card === undefined) return;
    this.cards.delete(id);
    this.cardBytes -= card.length;
  }

  /** The lexemes `word` starts, in the order tsvectors keep them (their UTF-8 bytes). */
  lexemesStarting(word: string): string[] {
    const run: string[] = [];
    for (let i = lowerBound(this.lexemes, word); i < this.lexemes.length && this.lexemes[i]!.startsWith(word); i++) run.push(this.lexemes[i]!);
    return run;
  }

  /** Adds a product; answers the lexemes the index did not know yet. */
  add(row: EntryRow): string[] {
    const slot = this.columns.push(row);
    this.slotOf.set(row[0], slot);
    this.slugs.set(row[2], row[1]);
    this.vectors[slot] = row[5];
    this.names[slot] = row[18];
    this.others[slot] = row[19] ?? '';
    const unknown: string[] = [];
    for (const word of parseTsvector(row[5]).lexemes) {
      const list = this.postings.get(word);
      if (list) list.push(slot);
      else {
        this.postings.set(word, [slot]);
        unknown.push(word);
      }
    }
    return unknown;
  }

  remove(id: number) {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.columns.int.live[slot] = 0;
    this.slotOf.delete(id);
    this.dropCard(id);
    this.dead++;
  }

  /** The slots a query node matches, ascending (dead ones included: the caller skips them). */
  evaluate(node: QueryNode): ArrayLike<number> {
    if ('word' in node) {
      if (!node.prefix) return this.postings.get(node.word) ?? [];
      return union(this.lexemesStarting(node.word).map((lexeme) => this.postings.get(lexeme)!));
    }
    if (node.op === '!') {
      const not = new Set(Array.from(this.evaluate(node.arg)));
      return Array.from({ length: this.columns.length }, (_, slot) => slot).filter((slot) => !not.has(slot));
    }
    const left = this.evaluate(node.left);
    const right = this.evaluate(node.right);
    return node.op === '|' ? union([left, right]) : intersection(left, right);
  }
}

/** A pool of products as relevance ranks them: per product, its sales, its texts and its ts_rank. */
export type PoolProducts = { id: number; sold: number; name: string; other: string; rank: number }[];

/** One database's index: posting lists only ever appended to, dead slots skipped until the index is read again whole. */
export class SearchIndex {
  private state = new State();
  private snapshot: string | undefined;
  private readAt = 0;
  private work: Promise<void> | undefined;
  private wanted = false;
  /** Pages answered from the index, pages it was not current for, relevance pools ranked in memory (for tests and operators' figures). */
  readonly counts = { answered: 0, stale: 0, ranked: 0 };
  /** A pause point for tests, awaited after a page's check and before its cards are taken (a write there must not mix states). */
  afterCheck: (() => Promise<void>) | undefined;

  constructor(private readonly db: Database) {}

  /** Whether the index has been read and can answer (whether it is current is known only per page). */
  get ready(): boolean {
    return this.snapshot !== undefined && Date.now() - this.readAt < MAX_AGE_MS;
  }

  get size(): number {
    return this.state.slotOf.size;
  }

  /** The snapshot the index is at now: a page read from the index names it to its check and its cards. */
  get at(): string | undefined {
    return this.snapshot;
  }

  /** Whether a visitor's card of the product is in memory (for tests). */
  hasCard(id: number): boolean {
    return this.state.cards.has(id);
  }

  /**
   * Catches up with the database in the background (a whole read the first time or when too old,
   * else the changed products only); one catch-up at a time, and one more if asked meanwhile.
   */
  catchUp(): Promise<void> {
    if (this.work) {
      this.wanted = true;
      return this.work;
    }
    this.work = (async () => {
      try {
        do {
          this.wanted = false;
          const served = this.waiting.splice(0);
          await (this.ready ? this.readChanges() : this.readAll()).finally(() => served.forEach((done) => done()));
        } while (this.wanted);
      } finally {
        this.work = undefined;
        // A pass failed: those waiting are let go (their page then asks SQL).
        for (const done of this.waiting.splice(0)) done();
      }
    })();
    return this.work;
  }

  private waiting: (() => void)[] = [];

  /** Resolves when one catch-up pass that starts after this call is over (not the passes others keep asking for). */
  nextCatchUp(): Promise<void> {
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      void this.catchUp().catch(() => {});
    });
  }

  /** Every visible product, READ_CHUNK at a time, in one snapshot (a read-only repeatable-read transaction). */
  private async readAll(): Promise<void> {
    const next = new State();
    const snapshot = await this.db.transaction(
      async (tx) => {
        const { rows } = await tx.execute<{ snapshot: string }>(sql`select pg_current_snapshot()::text as snapshot`);
        for (let after = 0; ; ) {
          const { rows: chunk } = await tx.execute<{ entries: EntryRow[] | string | null }>(sql`
            select json_agg(${entryValues} order by p.id) as entries from (
              select p.id from products p join stores s on s.id = p.store_id
              where ${visibleProduct} and p.id > ${after} order by p.id limit ${READ_CHUNK}) page
            join products p on p.id = page.id join stores s on s.id = p.store_id`);
          const entries = parse(chunk[0]!.entries);
          for (const entry of entries) next.add(entry);
          if (entries.length < READ_CHUNK) break;
          after = entries.at(-1)![0];
        }
        return rows[0]!.snapshot;
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    next.lexemes = [...next.postings.keys()].sort(byCodeUnits);
    this.state = next;
    this.snapshot = snapshot;
    this.readAt = Date.now();
  }

  /** The products (and stores' products) changed since the index's snapshot, read again in one statement. */
  private async readChanges(): Promise<void> {
    type Row = { snapshot: string; everything: boolean; products: number[] | string | null; stores: number[] | string | null; entries: EntryRow[] | string | null };
    const { rows } = await this.db.execute<Row>(sql`
      with missed as materialized (${missedChanges(this.snapshot!)}),
      changed as materialized (select distinct unnest(product_ids) as id from missed),
      stores_changed as materialized (select distinct unnest(store_ids) as id from missed)
      select pg_current_snapshot()::text as snapshot,
        exists (select 1 from missed where product_ids is null and store_ids is null and store_rows is null) as everything,
        (select json_agg(id) from changed) as products,
        (select json_agg(id) from stores_changed) as stores,
        (select json_agg(${entryValues}) from products p join stores s on s.id = p.store_id
         where (p.id in (select id from changed) or p.store_id in (select id from stores_changed)) and ${visibleProduct}) as entries`);
    const row = rows[0]!;
    const products = parse(row.products);
    const stores = new Set(parse(row.stores));
    const state = this.state;
    if (row.everything || state.dead + products.length > Math.max(1000, state.columns.length * REBUILD_SHARE)) return this.readAll();
    // Whatever changed leaves the index, and comes back if it is still visible.
    for (const id of products) state.remove(id);
    if (stores.size > 0) for (const [id, slot] of state.slotOf) if (stores.has(state.columns.int.store[slot]!)) state.remove(id);
    for (const [slug, store] of state.slugs) if (stores.has(store)) state.slugs.delete(slug);
    for (const entry of parse(row.entries)) for (const word of state.add(entry)) state.lexemes.splice(lowerBound(state.lexemes, word), 0, word);
    this.snapshot = row.snapshot;
    this.readAt = Date.now();
  }

  /** The ids of a page of `query`'s products, in its order (up to `wanted`), and with `slots` their slots. */
  page(query: IndexQuery, slots?: number[]): number[] {
    const state = this.state;
    const c = state.columns;
    const { int } = c;
    const now = Date.parse(query.now) * 1000;
    const store = query.slug === undefined ? undefined : (state.slugs.get(query.slug) ?? -1);
    const fits = (slot: number) => {
      if (int.live[slot] === 0 || (query.wholesale && int.wholesale[slot] === 0)) return false;
      if (query.currencyId !== undefined && int.currency[slot] !== query.currencyId) return false;
      if ((query.category !== undefined && int.category[slot] !== query.category) || (store !== undefined && int.store[slot] !== store)) return false;
      if ((query.inStock && int.stock[slot]! <= 0) || (query.offer && !c.onOffer(slot, now))) return false;
      const price = query.min === undefined && query.max === undefined ? 0 : c.current(slot, now);
      return !(price < (query.min ?? -Infinity) || price > (query.max ?? Infinity));
    };
    const best = firstOf(query.offset + query.wanted, sortOrder(c, query.sort, now));
    const skip = new Set(query.skip);
    let count = 0;
    const pick = (node: QueryNode) => {
      const matches = state.evaluate(node);
      for (let m = 0; m < matches.length; m++) {
        const slot = matches[m]!;
        if (!fits(slot) || skip.has(int.id[slot]!)) continue;
        count++;
        best.add(slot);
        // With fewer than `fewBelow` matches of every word, those with most of them follow: none of these again.
        if (query.most) skip.add(int.id[slot]!);
      }
    };
    pick(query.all);
    if (query.most && count < query.fewBelow) pick(query.most);
    const page = best.kept.slice(query.offset);
    slots?.push(...page);
    return page.map((slot) => int.id[slot]!);
  }

  /** A pool's products by slot (as page answered them): their sales, texts and ts_rank (2 × the words whole + as typed), as PostgreSQL computes it. */
  pool(slots: number[], exact: RankOperand[], prefix: RankOperand[]): PoolProducts {
    const { state } = this;
    return slots.map((slot) => {
      const vector = parseTsvector(state.vectors[slot]!);
      const rank = 2 * tsRank(vector, exact) + tsRank(vector, prefix);
      return { id: state.columns.int.id[slot]!, sold: state.columns.int.sold[slot]!, name: state.names[slot]!, other: state.others[slot]!, rank };
    });
  }

  /** For each of `slots`, whether it matches each of `nodes` (as `@@` would). */
  matchesOf(slots: number[], nodes: QueryNode[]): boolean[][] {
    const lists = nodes.map((node) => new Set(Array.from(this.state.evaluate(node))));
    return slots.map((slot) => lists.map((list) => list.has(slot)));
  }

  /**
   * Whether the index at `at` is current, with `extra`'s rows (a statement of the same snapshot:
   * a first page's stores) when asked; undefined when it is not (it then catches up).
   */
  async verified<T>(at: string | undefined, extra?: SQL): Promise<{ at: string; rows: T[] } | undefined> {
    if (at === undefined || at !== this.snapshot) return undefined;
    this.counts.ranked++;
    let current: boolean;
    let rows: T[] = [];
    if (!extra) current = await this.isCurrent(at);
    else {
      type Row = { fresh: boolean; rows: T[] | string | null };
      const answer = await executeNamed<Row>(this.db, sql`select ${freshSql(at)} as fresh, coalesce((select json_agg(x) from (${extra}) x), '[]'::json) as rows`);
      current = answer.rows[0]!.fresh;
      rows = parse(answer.rows[0]!.rows);
    }
    if (this.afterCheck) await this.afterCheck();
    return this.noted(current) ? { at, rows } : undefined;
  }

  /**
   * A signed-in shopper's products of a page read at `at` (their favourites), loaded in one
   * statement that also says whether the index was current for it; undefined when it was not.
   */
  async load(ids: number[], userId: string | undefined, at: string | undefined): Promise<Map<number, Product> | undefined> {
    if (at === undefined || at !== this.snapshot) return undefined;
    const { fresh, products } = await this.read(ids, at, userId);
    if (!this.noted(fresh)) return undefined;
    return new Map(products.map((values) => [values[0] as number, productFromArray(values)]));
  }

  /**
   * A visitor's cards of a page read at `at`, as JSON: those in memory as they are, the others
   * loaded in the statement that checks; with every card in memory, the shared check alone, or
   * none when the caller's own statement has just found `at` current (`verified`). Undefined when
   * the index is behind, or no longer at `at` (its cards could be newer than the page).
   */
  async cardsOf(ids: number[], at: string | undefined, verified = false): Promise<Map<number, string> | undefined> {
    const state = this.state;
    if (at === undefined || at !== this.snapshot) return undefined;
    const cards = new Map<number, string>();
    const missing = ids.filter((id) => (state.cards.has(id) ? (cards.set(id, state.cards.get(id)!), false) : true));
    if (missing.length === 0) return verified || this.noted(await this.isCurrent(at)) ? cards : undefined;
    const { fresh, products } = await this.read(missing, at);
    if (!(verified ? fresh || this.noted(false) : this.noted(fresh))) return undefined;
    // Kept only while the index is still at the snapshot they were checked against.
    const keep = this.state === state && this.snapshot === at;
    for (const values of products) {
      const card = JSON.stringify(productSchema.parse(productFromArray(values)));
      cards.set(values[0] as number, card);
      if (keep && state.slotOf.has(values[0] as number)) state.keepCard(values[0] as number, card);
    }
    return cards;
  }

  private async read(ids: number[], at: string, userId?: string) {
    type Row = { fresh: boolean; products: unknown[][] | string | null };
    const { rows } = await executeNamed<Row>(this.db, sql`
      select ${freshSql(at)} as fresh,
        (select json_agg(${productArray(userId)})
         from products p join stores s on s.id = p.store_id join currencies c on c.id = p.currency_id
         where p.id = any(${`{${ids.join(',')}}`}::int[])) as products`);
    return { fresh: rows[0]!.fresh, products: parse(rows[0]!.products) };
  }

  private checking: { at: string; answer: Promise<boolean> } | undefined;
  private queued: { at: string; answer: Promise<boolean> } | undefined;

  /**
   * Whether the index at `at` is current, in a snapshot taken after this call: one statement at a
   * time, and the searches that ask while it runs share the next one (it starts after they asked).
   */
  private isCurrent(at: string): Promise<boolean> {
    if (this.queued?.at === at) return this.queued.answer;
    if (!this.checking) return this.check(at);
    const queued = { at, answer: Promise.resolve(false) };
    const next = () => {
      if (this.queued === queued) this.queued = undefined;
      return this.check(at);
    };
    queued.answer = this.checking.answer.then(next, next);
    this.queued = queued;
    return queued.answer;
  }

  private check(at: string): Promise<boolean> {
    const answer = executeNamed<{ fresh: boolean }>(this.db, sql`select ${freshSql(at)} as fresh`).then((result) => result.rows[0]!.fresh);
    const checking = { at, answer };
    this.checking = checking;
    const done = () => {
      if (this.checking === checking) this.checking = undefined;
    };
    answer.then(done, done);
    return answer;
  }

  /** What a check said, counted; when the index was not current, it catches up. */
  private noted(fresh: boolean): boolean {
    if (fresh) this.counts.answered++;
    else {
      this.counts.stale++;
      void this.catchUp().catch(() => {});
    }
    return fresh;
  }
}

/** Whether `snapshot` saw every committed change, in the snapshot of the statement it is part of. */
function freshSql(snapshot: string): SQL {
  return sql`not exists (${missedChanges(snapshot)})`;
}

/** The logged changes that `snapshot` did not see. */
function missedChanges(snapshot: string) {
  return sql`select product_ids, store_ids, store_rows from catalogue_changes k
    where k.xid >= pg_snapshot_xmin(${snapshot}::pg_snapshot) and not pg_visible_in_snapshot(k.xid, ${snapshot}::pg_snapshot)`;
}

/** The ascending union of ascending lists, without repeats. */
function union(lists: ArrayLike<number>[]): ArrayLike<number> {
  if (lists.length === 1) return lists[0]!;
  const all = new Int32Array(lists.reduce((size, list) => size + list.length, 0));
  let at = 0;
  for (const list of lists) for (let i = 0; i < list.length; i++) all[at++] = list[i]!;
  all.sort();
  let kept = 0;
  for (let i = 0; i < all.length; i++) if (i === 0 || all[i] !== all[i - 1]) all[kept++] = all[i]!;
  return all.subarray(0, kept);
}

/** The ascending intersection of two ascending lists. */
function intersection(a: ArrayLike<number>, b: ArrayLike<number>): number[] {
  const both: number[] = [];
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    if (a[i]! < b[j]!) i++;
    else if (a[i]! > b[j]!) j++;
    else {
      both.push(a[i]!);
      i++;
      j++;
    }
  }
  return both;
}

/** node-postgres parses json; PGlite may hand it over as text. */
function parse<T>(value: T[] | string | null): T[] {
  if (value === null) return [];
  return typeof value === 'string' ? (JSON.parse(value) as T[]) : value;
}

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Where migration 0019's triggers announce each committed catalogue write. */
export const CATALOGUE_CHANNEL = 'plaza_catalogue';

const indexes = new WeakMap<Database, SearchIndex>();
const turnedOff = new WeakSet<Database>();

/** Every search on `db` answers through SQL (SEARCH_INDEX=0; the tests compare the two ways). */
export function withoutSearchIndex(db: Database, off = true) {
  if (off) turnedOff.add(db);
  else turnedOff.delete(db);
}

/** The index of `db`, made (empty, reading in the background) on first use; undefined when turned off. */
export function searchIndexOf(db: Database): SearchIndex | undefined {
  if (turnedOff.has(db)) return undefined;
  let index = indexes.get(db);
  if (!index) {
    indexes.set(db, (index = new SearchIndex(db)));
    void index.catchUp().catch(() => {});
  }
  return index;
}
