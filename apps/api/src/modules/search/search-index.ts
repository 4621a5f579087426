import { sql, type SQL } from 'drizzle-orm';
import type { Product } from '@plaza/domain/schemas/product';
import type { SearchSort } from '@plaza/domain/search-limits';
import type { Database } from '../../db/connection';
import { executeNamed } from '../../db/prepared';
import { productArray, productFromArray, visibleProduct } from '../products/product-loader';

/**
 * The catalogue's words and sort keys in the process's memory (issue 20, decision 019): a search
 * with words finds its matches, filters and sorts them here (a sort's page, or relevance's pool of
 * best sellers), and asks the database only for those products. Through the full-text index,
 * PostgreSQL read every match of a common word row by row to sort them (1,404 rows for 'café' at
 * 100,000 products, 5–10 ms of its CPU per search); here that is a walk over a posting list.
 *
 * Exactly in step with the database, or not used. The index knows the snapshot it was read at;
 * every committed write to products (and to a store's visibility or slug) leaves a row in
 * catalogue_changes with its transaction (migration 0019's triggers, whoever writes). The
 * statement that loads a page also asks whether any change is missing from the index's snapshot,
 * in its own snapshot: if one is, the page is thrown away, the search answers through SQL as
 * before, and the index catches up in the background, reading only the products that changed.
 * So an answer never shows what the database would not, whatever process wrote, and a replica's
 * index follows the replica.
 *
 * What it matches is what PostgreSQL's `@@` matches: the query is the tsquery text PostgreSQL made
 * of the words (search-service.ts analyses them as before), evaluated over the products' lexemes
 * (tsvector_to_array of the same generated column): a lexeme, or with `:*` every lexeme it starts.
 * A query with anything else (a phrase, a weight) is left to SQL.
 */

/** A visible product as the index reads it (times in microseconds since 1970, as PostgreSQL keeps them). */
type EntryRow = [
  id: number,
  store: number,
  slug: string,
  category: number,
  currency: number,
  words: string[],
  price: number,
  base: number,
  offerEnabled: boolean,
  offerPrice: number | null,
  offerStart: number | null,
  offerEnd: number | null,
  stock: number,
  wholesale: boolean,
  created: number,
  rating: number,
  reviews: number,
  sold: number,
];

const entryValues = sql`json_build_array(p.id, p.store_id, s.slug, p.category_id, p.currency_id, tsvector_to_array(p.search),
  p.price, p.base_price, p.offer_enabled, p.offer_price,
  (extract(epoch from p.offer_start) * 1000000)::bigint, (extract(epoch from p.offer_end) * 1000000)::bigint,
  p.stock, p.has_wholesale, (extract(epoch from p.created_at) * 1000000)::bigint, p.rating, p.review_count, p.sold_count)`;

/** A query node: an operand (a lexeme, or every lexeme it starts), or an operator over nodes. */
export type QueryNode = { word: string; prefix: boolean } | { op: '&' | '|'; left: QueryNode; right: QueryNode } | { op: '!'; arg: QueryNode };

/**
 * PostgreSQL's tsquery text ("( 'caf':* | 'cafe' ) & 'molid'") as a tree, or undefined when it
 * holds what this index does not evaluate (a phrase operator, a weight restriction).
 */
export function parseTsquery(text: string): QueryNode | undefined {
  let at = 0;
  const space = () => {
    while (text[at] === ' ') at++;
  };
  const fail = Symbol('unsupported');
  const operand = (): QueryNode => {
    space();
    if (text[at] === '(') {
      at++;
      const node = or();
      space();
      if (text[at] !== ')') throw fail;
      at++;
      return node;
    }
    if (text[at] === '!') {
      at++;
      return { op: '!', arg: operand() };
    }
    if (text[at] !== "'") throw fail;
    let word = '';
    for (at++; ; at++) {
      if (at >= text.length) throw fail;
      if (text[at] === "'") {
        if (text[at + 1] === "'") {
          word += "'";
          at++;
          continue;
        }
        at++;
        break;
      }
      if (text[at] === '\\') at++;
      word += text[at];
    }
    let prefix = false;
    if (text[at] === ':') {
      at++;
      // Only the prefix flag: a weight (A–D) would restrict where the word may be.
      if (text[at] !== '*') throw fail;
      prefix = true;
      at++;
      if (/[A-Da-d*]/.test(text[at] ?? '')) throw fail;
    }
    return { word, prefix };
  };
  const and = (): QueryNode => {
    let node = operand();
    for (;;) {
      space();
      if (text[at] !== '&') return node;
      at++;
      node = { op: '&', left: node, right: operand() };
    }
  };
  const or = (): QueryNode => {
    let node = and();
    for (;;) {
      space();
      if (text[at] !== '|') return node;
      at++;
      node = { op: '|', left: node, right: and() };
    }
  };
  try {
    const node = or();
    space();
    return at === text.length ? node : undefined;
  } catch (error) {
    if (error === fail) return undefined;
    throw error;
  }
}

/** What a page of a search is made of, as search-service.ts and search-filters.ts decide it. */
export type IndexQuery = {
  /** Every live word (AND). */
  all: QueryNode;
  /** Most of the words, when there are two or more: matched too while fewer than `fewBelow` have them all. */
  most?: QueryNode;
  fewBelow: number;
  /** A sort of the storefront's, or best sellers first (relevance's pool). */
  sort: Exclude<SearchSort, 'relevance'> | 'sold';
  /** Products left out (by id). */
  skip?: number[];
  currencyId?: number;
  min?: number;
  max?: number;
  /** The instant offers are judged at, ISO. */
  now: string;
  offer?: boolean;
  inStock?: boolean;
  wholesale?: boolean;
  category?: number;
  slug?: string;
  offset: number;
  wanted: number;
};

/** Past this share of dead slots, the posting lists are rebuilt without them. */
const DEAD_SHARE = 0.25;
/** More changed products than this share of the index: read it all again rather than product by product. */
const REBUILD_SHARE = 0.25;
/** Products per statement when the index is read whole. */
const READ_CHUNK = 10_000;
/** The change log keeps a day (migration 0019); an index this old is read again whole, well within it. */
const MAX_AGE_MS = 60 * 60_000;

/**
 * The products' values a page is filtered and sorted by, one typed array per value indexed by
 * slot: a scan over a word's matches reads them in slot order from a few compact arrays, where
 * one object per product scattered over the heap cost a cache miss or more per field (measured:
 * 0.5 µs per match, most of a search's time in the index).
 */
class Columns {
  length = 0;
  id = new Int32Array(0);
  store = new Int32Array(0);
  category = new Int32Array(0);
  currency = new Int32Array(0);
  price = new Int32Array(0);
  base = new Int32Array(0);
  /** -1: none. */
  offerPrice = new Int32Array(0);
  stock = new Int32Array(0);
  reviews = new Int32Array(0);
  sold = new Int32Array(0);
  /** NaN: none. */
  offerStart = new Float64Array(0);
  offerEnd = new Float64Array(0);
  created = new Float64Array(0);
  rating = new Float64Array(0);
  /** LIVE | OFFER_ENABLED | WHOLESALE. */
  flags = new Uint8Array(0);

  push(row: EntryRow): number {
    const slot = this.length;
    if (slot === this.id.length) this.grow(Math.max(1024, slot * 2));
    const [id, store, , category, currency, , price, base, offerEnabled, offerPrice, offerStart, offerEnd, stock, wholesale, created, rating, reviews, sold] = row;
    this.id[slot] = id;
    this.store[slot] = store;
    this.category[slot] = category;
    this.currency[slot] = currency;
    this.price[slot] = price;
    this.base[slot] = base;
    this.offerPrice[slot] = offerPrice ?? -1;
    this.stock[slot] = stock;
    this.reviews[slot] = reviews;
    this.sold[slot] = sold;
    this.offerStart[slot] = offerStart ?? NaN;
    this.offerEnd[slot] = offerEnd ?? NaN;
    this.created[slot] = created;
    this.rating[slot] = rating;
    this.flags[slot] = LIVE | (offerEnabled ? OFFER_ENABLED : 0) | (wholesale ? WHOLESALE : 0);
    this.length++;
    return slot;
  }

  /** The same columns with only the live slots, in their order, and where each old slot went (-1: dead). */
  compacted(): { next: Columns; moved: Int32Array } {
    const next = new Columns();
    const moved = new Int32Array(this.length).fill(-1);
    next.grow(Math.max(1024, this.length));
    for (let slot = 0; slot < this.length; slot++) {
      if (!(this.flags[slot]! & LIVE)) continue;
      const to = next.length++;
      for (const key of TYPED) next[key][to] = this[key][slot]!;
      moved[slot] = to;
    }
    return { next, moved };
  }

  private grow(capacity: number) {
    for (const key of TYPED) {
      const old = this[key];
      const bigger = new (old.constructor as new (size: number) => typeof old)(capacity);
      bigger.set(old.subarray(0, this.length));
      (this as Record<(typeof TYPED)[number], typeof old>)[key] = bigger;
    }
  }

  /** Whether the slot's offer holds at `now` (microseconds), as pricing.ts isOfferActive decides. */
  offerActive(slot: number, now: number): boolean {
    const offer = this.offerPrice[slot]!;
    const start = this.offerStart[slot]!;
    const end = this.offerEnd[slot]!;
    return (this.flags[slot]! & OFFER_ENABLED) !== 0 && offer > 0 && offer < this.price[slot]! && !(start > now) && !(now >= end);
  }
}

const LIVE = 1;
const OFFER_ENABLED = 2;
const WHOLESALE = 4;
const TYPED = ['id', 'store', 'category', 'currency', 'price', 'base', 'offerPrice', 'stock', 'reviews', 'sold', 'offerStart', 'offerEnd', 'created', 'rating', 'flags'] as const;

/** What the index holds: the columns, the posting lists and where each product and store slug is. */
class State {
  columns = new Columns();
  slotOf = new Map<number, number>();
  postings = new Map<string, number[]>();
  /** Every lexeme, sorted: those a prefix starts are one run of it. */
  lexemes: string[] = [];
  slugs = new Map<string, number>();
  dead = 0;

  /** Adds a product; answers the lexemes the index did not know yet. */
  add(row: EntryRow): string[] {
    const slot = this.columns.push(row);
    this.slotOf.set(row[0], slot);
    this.slugs.set(row[2], row[1]);
    const unknown: string[] = [];
    for (const word of row[5]) {
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
    this.columns.flags[slot]! &= ~LIVE;
    this.slotOf.delete(id);
    this.dead++;
  }

  /** Live slots only, renumbered in their order, so posting lists stay ascending; words no live product has are dropped. */
  compact() {
    const { next, moved } = this.columns.compacted();
    this.columns = next;
    for (const [id, slot] of this.slotOf) this.slotOf.set(id, moved[slot]!);
    for (const [word, list] of this.postings) {
      const kept: number[] = [];
      for (const slot of list) if (moved[slot]! >= 0) kept.push(moved[slot]!);
      if (kept.length > 0) this.postings.set(word, kept);
      else this.postings.delete(word);
    }
    this.lexemes = [...this.postings.keys()].sort(byCodeUnits);
    this.dead = 0;
  }
}

/**
 * One database's index. Products live in slots; a changed product gets a new slot and its old one
 * dies, so posting lists (lexeme → slots) are only ever appended to and dead slots are skipped
 * until they are many enough to rebuild the lists.
 */
export class SearchIndex {
  private state = new State();
  private snapshot: string | undefined;
  private readAt = 0;
  private work: Promise<void> | undefined;
  private wanted = false;
  /** Pages answered from the index, and pages it was not current for (for tests and operators' figures). */
  readonly counts = { answered: 0, stale: 0 };

  constructor(private readonly db: Database) {}

  /** Whether the index has been read and can answer (whether it is current is known only per page). */
  get ready(): boolean {
    return this.snapshot !== undefined && Date.now() - this.readAt < MAX_AGE_MS;
  }

  get size(): number {
    return this.state.slotOf.size;
  }

  /**
   * Catches up with the database in the background (a whole read the first time or when too old,
   * else the changed products only); one catch-up at a time, and one more if asked meanwhile.
   * Resolves when the index is as current as that catch-up made it.
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
          await (this.ready ? this.readChanges() : this.readAll());
        } while (this.wanted);
      } finally {
        this.work = undefined;
      }
    })();
    return this.work;
  }

  /**
   * Every visible product, READ_CHUNK at a time in id order, all in one snapshot (a read-only
   * repeatable-read transaction, whose first statement takes the snapshot it reports): never the
   * whole catalogue as one answer in memory at once. The index in use answers meanwhile.
   */
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

  private async readChanges(): Promise<void> {
    type Row = { snapshot: string; everything: boolean; products: number[] | string | null; stores: number[] | string | null; entries: EntryRow[] | string | null };
    const { rows } = await this.db.execute<Row>(sql`
      with missed as materialized (${missedChanges(this.snapshot!)}),
      changed as materialized (select distinct unnest(product_ids) as id from missed),
      stores_changed as materialized (select distinct unnest(store_ids) as id from missed)
      select pg_current_snapshot()::text as snapshot,
        exists (select 1 from missed where product_ids is null and store_ids is null) as everything,
        (select json_agg(id) from changed) as products,
        (select json_agg(id) from stores_changed) as stores,
        (select json_agg(${entryValues}) from products p join stores s on s.id = p.store_id
         where (p.id in (select id from changed) or p.store_id in (select id from stores_changed)) and ${visibleProduct}) as entries`);
    const row = rows[0]!;
    const products = parse(row.products);
    const stores = new Set(parse(row.stores));
    const state = this.state;
    if (row.everything || products.length > Math.max(1000, state.slotOf.size * REBUILD_SHARE)) return this.readAll();
    // Whatever changed leaves the index, and comes back if it is still visible.
    for (const id of products) state.remove(id);
    if (stores.size > 0) for (const [id, slot] of state.slotOf) if (stores.has(state.columns.store[slot]!)) state.remove(id);
    for (const [slug, store] of state.slugs) if (stores.has(store)) state.slugs.delete(slug);
    const fresh = new Set<string>();
    for (const entry of parse(row.entries)) for (const word of state.add(entry)) fresh.add(word);
    for (const word of fresh) state.lexemes.splice(lowerBound(state.lexemes, word), 0, word);
    if (state.dead > state.columns.length * DEAD_SHARE) state.compact();
    this.snapshot = row.snapshot;
    this.readAt = Date.now();
  }

  /**
   * The slots a query node matches, ascending (dead ones included: the caller skips them). Posting
   * lists are ascending already (slots are only ever appended), so and/or are merges of sorted
   * lists, not hash sets: a common prefix's thousands of matches cost microseconds.
   */
  private evaluate(node: QueryNode, state = this.state): ArrayLike<number> {
    if ('word' in node) {
      if (!node.prefix) return state.postings.get(node.word) ?? EMPTY;
      const lists: ArrayLike<number>[] = [];
      for (let i = lowerBound(state.lexemes, node.word); i < state.lexemes.length && state.lexemes[i]!.startsWith(node.word); i++)
        lists.push(state.postings.get(state.lexemes[i]!)!);
      return union(lists);
    }
    if (node.op === '!') {
      const not = this.evaluate(node.arg, state);
      const rest: number[] = [];
      for (let slot = 0, k = 0; slot < state.columns.length; slot++) {
        while (k < not.length && not[k]! < slot) k++;
        if (not[k] !== slot) rest.push(slot);
      }
      return rest;
    }
    const left = this.evaluate(node.left, state);
    const right = this.evaluate(node.right, state);
    return node.op === '|' ? union([left, right]) : intersection(left, right);
  }

  /** The ids of a page of `query`'s products, in its order (up to `wanted`). */
  page(query: IndexQuery): number[] {
    const state = this.state;
    const c = state.columns;
    const now = Date.parse(query.now) * 1000;
    const storeOfSlug = query.slug === undefined ? -2 : (state.slugs.get(query.slug) ?? -1);
    const currency = query.currencyId ?? -1;
    const min = query.min ?? -Infinity;
    const max = query.max ?? Infinity;
    const category = query.category ?? -1;
    const need = LIVE | (query.wholesale ? WHOLESALE : 0);
    const sort = query.sort;
    const sign = sort === 'price_asc' ? 1 : -1;
    /** Whether slot x (at price xPrice) comes before slot y in the sort; ties by id, as the SQL orders them. */
    const before = (x: number, xPrice: number, y: number, yPrice: number): boolean => {
      if (sort === 'newest') return c.created[x] !== c.created[y] ? c.created[x]! > c.created[y]! : c.id[x]! > c.id[y]!;
      if (sort === 'sold') return c.sold[x] !== c.sold[y] ? c.sold[x]! > c.sold[y]! : c.id[x]! > c.id[y]!;
      if (sort === 'rating')
        return c.rating[x] !== c.rating[y] ? c.rating[x]! > c.rating[y]! : c.reviews[x] !== c.reviews[y] ? c.reviews[x]! > c.reviews[y]! : c.id[x]! > c.id[y]!;
      return sign * (xPrice !== yPrice ? xPrice - yPrice : c.id[x]! - c.id[y]!) < 0;
    };
    // The page's products and those before it, kept as they are met in a heap whose root is the
    // last of them: a common word's thousands of matches are each compared with that one, and
    // only those that come before it cost more (log of the page's end), whatever order they come in.
    const keep = query.offset + query.wanted;
    const heap: number[] = [];
    const prices: number[] = [];
    /** Whether heap item i comes after item j. */
    const after = (i: number, j: number) => before(heap[j]!, prices[j]!, heap[i]!, prices[i]!);
    const swap = (i: number, j: number) => {
      [heap[i], heap[j]] = [heap[j]!, heap[i]!];
      [prices[i], prices[j]] = [prices[j]!, prices[i]!];
    };
    const keepIt = (slot: number, price: number) => {
      if (heap.length < keep) {
        heap.push(slot);
        prices.push(price);
        for (let i = heap.length - 1; i > 0; ) {
          const parent = (i - 1) >> 1;
          if (!after(i, parent)) break;
          swap(i, parent);
          i = parent;
        }
        return;
      }
      if (keep === 0 || !before(slot, price, heap[0]!, prices[0]!)) return;
      heap[0] = slot;
      prices[0] = price;
      for (let i = 0; ; ) {
        const left = 2 * i + 1;
        let last = i;
        if (left < keep && after(left, last)) last = left;
        if (left + 1 < keep && after(left + 1, last)) last = left + 1;
        if (last === i) break;
        swap(i, last);
        i = last;
      }
    };
    let count = 0;
    const firstFew: number[] = [];
    // Ties go by id, and slots mostly follow ids: matches are met in the direction the sort's ties
    // take (from the last slot for id desc), so that most of them are refused at the heap's root.
    const backwards = sort !== 'price_asc';
    const pick = (slots: ArrayLike<number>, skip?: number[]) => {
      for (let n = 0; n < slots.length; n++) {
        const slot = slots[backwards ? slots.length - 1 - n : n]!;
        if ((c.flags[slot]! & need) !== need) continue;
        if (currency >= 0 && c.currency[slot] !== currency) continue;
        if (category >= 0 && c.category[slot] !== category) continue;
        if (storeOfSlug !== -2 && c.store[slot] !== storeOfSlug) continue;
        if (query.inStock && c.stock[slot]! <= 0) continue;
        const onOffer = c.offerActive(slot, now);
        if (query.offer && !onOffer) continue;
        const price = onOffer ? c.offerPrice[slot]! : c.base[slot]!;
        if (price < min || price > max) continue;
        if (skip?.includes(c.id[slot]!)) continue;
        if (++count < query.fewBelow) firstFew.push(c.id[slot]!);
        keepIt(slot, price);
      }
    };
    pick(this.evaluate(query.all), query.skip);
    if (query.most && count < query.fewBelow) pick(this.evaluate(query.most), [...(query.skip ?? []), ...firstFew]);
    const order = heap.map((_, i) => i).sort((i, j) => (before(heap[i]!, prices[i]!, heap[j]!, prices[j]!) ? -1 : 1));
    return order.slice(query.offset).map((i) => c.id[heap[i]!]!);
  }

  /**
   * The products of a page the index picked, loaded in one statement that also tells whether the
   * index was current for it: undefined when a change it has not read is committed (it then
   * catches up; the caller answers through SQL).
   */
  async load(ids: number[], userId: string | undefined): Promise<Map<number, Product> | undefined> {
    const current = this.currentSql();
    if (!current) return undefined;
    type Row = { fresh: boolean; products: unknown[][] | string | null };
    const { rows } = await executeNamed<Row>(this.db, sql`
      select ${current} as fresh,
        (select json_agg(${productArray(userId)})
         from products p join stores s on s.id = p.store_id join currencies c on c.id = p.currency_id
         where p.id = any(${`{${ids.join(',')}}`}::int[])) as products`);
    const row = rows[0]!;
    if (!this.noted(row.fresh)) return undefined;
    return new Map(
      parse(row.products).map((values) => {
        const product = productFromArray(values);
        return [product.product_id, product];
      }),
    );
  }

  /**
   * SQL for whether the index is current in the snapshot of the statement it is part of: no
   * committed change is missing from it. Undefined before the index has been read.
   */
  currentSql(): SQL | undefined {
    return this.snapshot === undefined ? undefined : sql`not exists (${missedChanges(this.snapshot)})`;
  }

  /** What a statement with currentSql said, counted; when the index was not current, it catches up. */
  noted(fresh: boolean): boolean {
    if (fresh) this.counts.answered++;
    else {
      this.counts.stale++;
      void this.catchUp().catch(() => {});
    }
    return fresh;
  }
}

/** The logged changes that `snapshot` did not see (committed by now, or not yet when read in a later snapshot). */
function missedChanges(snapshot: string) {
  return sql`select product_ids, store_ids from catalogue_changes k
    where k.xid >= pg_snapshot_xmin(${snapshot}::pg_snapshot) and not pg_visible_in_snapshot(k.xid, ${snapshot}::pg_snapshot)`;
}

const EMPTY: ArrayLike<number> = [];

/** The ascending union of ascending lists, without repeats. */
function union(lists: ArrayLike<number>[]): ArrayLike<number> {
  const full = lists.filter((list) => list.length > 0);
  if (full.length === 0) return EMPTY;
  if (full.length === 1) return full[0]!;
  let size = 0;
  let top = 0;
  for (const list of full) {
    size += list.length;
    top = Math.max(top, list[list.length - 1]!);
  }
  if (size > BITMAP_FROM) {
    // Many: one bit per slot, then read back in order (no sort of the whole).
    const bits = new Uint32Array((top >>> 5) + 1);
    for (const list of full) for (let i = 0; i < list.length; i++) bits[list[i]! >>> 5]! |= 1 << (list[i]! & 31);
    const all = new Int32Array(size);
    let kept = 0;
    for (let word = 0; word < bits.length; word++)
      for (let value = bits[word]!; value !== 0; value &= value - 1) all[kept++] = (word << 5) | (31 - Math.clz32(value & -value));
    return all.subarray(0, kept);
  }
  const all = new Int32Array(size);
  let at = 0;
  for (const list of full) for (let i = 0; i < list.length; i++) all[at++] = list[i]!;
  all.sort();
  let kept = 0;
  for (let i = 0; i < all.length; i++) if (i === 0 || all[i] !== all[i - 1]) all[kept++] = all[i]!;
  return all.subarray(0, kept);
}

/** A union of more slots than this is made through a bitmap rather than a sort. */
const BITMAP_FROM = 1024;

/** The ascending intersection of two ascending lists: each item of the shorter looked up in the longer by galloping. */
function intersection(a: ArrayLike<number>, b: ArrayLike<number>): ArrayLike<number> {
  const [small, large] = a.length <= b.length ? [a, b] : [b, a];
  const both: number[] = [];
  let low = 0;
  for (let i = 0; i < small.length && low < large.length; i++) {
    const want = small[i]!;
    let step = 1;
    let high = low;
    while (high < large.length && large[high]! < want) {
      low = high + 1;
      high += step;
      step *= 2;
    }
    high = Math.min(high, large.length);
    while (low < high) {
      const middle = (low + high) >> 1;
      if (large[middle]! < want) low = middle + 1;
      else high = middle;
    }
    if (large[low] === want) both.push(want);
  }
  return both;
}

/** node-postgres parses json; PGlite may hand it over as text. */
function parse<T>(value: T[] | string | null): T[] {
  if (value === null) return [];
  return typeof value === 'string' ? (JSON.parse(value) as T[]) : value;
}

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The first place in sorted `list` whose item is not below `word`. */
function lowerBound(list: string[], word: string): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (list[middle]! < word) low = middle + 1;
    else high = middle;
  }
  return low;
}

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
