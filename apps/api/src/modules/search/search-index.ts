import { sql, type SQL } from 'drizzle-orm';
import { productSchema, type Product } from '@plaza/domain/schemas/product';
import type { SearchSort } from '@plaza/domain/search-limits';
import type { Database } from '../../db/connection';
import { executeNamed } from '../../db/prepared';
import { productArray, productFromArray, visibleProduct } from '../products/product-loader';
import { visibleStore } from '../stores/store-visibility';
import { splitWords } from './search-words';
import { addTerm, entryTerm, finalRank, lowerBound, parseTsvector, type RankOperand, type RankVector } from './ts-rank';

/**
 * The catalogue's words and sort keys in the process's memory (issue 20, decision 019): a search
 * with words finds its matches, filters and sorts them here (a sort's page, or relevance's pool of
 * best sellers), and asks the database only for those products. Through the full-text index,
 * PostgreSQL read every match of a common word row by row to sort them (1,404 rows for 'café' at
 * 100,000 products, 5–10 ms of its CPU per search); here that is a walk over a posting list.
 *
 * Exactly in step with the database, or not used. The index knows the snapshot it was read at;
 * every committed write to products (and to a store's visibility or slug) leaves a row in
 * catalogue_changes with its transaction (migration 0019's triggers, whoever writes; 0020 adds
 * what a product card shows, 0021 what search shows of a store, for the stores it keeps). The
 * statement that loads a page also asks whether any change is missing from the index's snapshot,
 * in its own snapshot: if one is, the page is thrown away, the search answers through SQL as
 * before, and the index catches up in the background, reading only the products that changed.
 * So an answer never shows what the database would not, whatever process wrote, and a replica's
 * index follows the replica.
 *
 * What it matches is what PostgreSQL's `@@` matches: the query is the tsquery text PostgreSQL made
 * of the words (search-service.ts analyses them as before), evaluated over the products' lexemes
 * (of the same generated column): a lexeme, or with `:*` every lexeme it starts. A query with
 * anything else (a phrase, a weight) is left to SQL. Each posting keeps what its lexeme adds to
 * ts_rank in that product (its positions' weights, ts-rank.ts's entryTerm), and the words of the
 * products' names and of their tags and category have posting lists of their own: relevance ranks
 * a pool from posting lists, as a search engine scores from its postings, not product by product.
 */

/** A visible product as the index reads it (times in microseconds since 1970, as PostgreSQL keeps them). */
type EntryRow = [
  id: number,
  store: number,
  slug: string,
  category: number,
  currency: number,
  /** The tsvector's text, as PostgreSQL writes it: its lexemes and their positions. */
  vector: string,
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
  name: string,
  /** Its other searchable text: tags and category (search_keywords). */
  other: string,
];

const entryValues = sql`json_build_array(p.id, p.store_id, s.slug, p.category_id, p.currency_id, p.search::text,
  p.price, p.base_price, p.offer_enabled, p.offer_price,
  (extract(epoch from p.offer_start) * 1000000)::bigint, (extract(epoch from p.offer_end) * 1000000)::bigint,
  p.stock, p.has_wholesale, (extract(epoch from p.created_at) * 1000000)::bigint, p.rating, p.review_count, p.sold_count, p.name, p.search_keywords)`;

/** A visible store as the index reads it: what a search shows of it, and its words (its tsvector's text). */
type StoreEntryRow = [id: number, name: string, description: string, logo: string | null, cover: string | null, rating: number, reviews: number, slug: string, vector: string];

const storeValues = sql`json_build_array(s.id, s.name, s.description, s.logo, s.cover, s.rating, s.review_count, s.slug, s.search::text)`;

/** A visible store in the index: its summary as search shows it, and its tsvector (lexemes sorted, for matching and ts_rank). */
export type IndexedStore = {
  store_id: number;
  name: string;
  description: string;
  logo: string | null;
  cover: string | null;
  rating: number;
  review_count: number;
  slug: string;
  vector: RankVector;
};

function indexedStore([id, name, description, logo, cover, rating, reviews, slug, vector]: StoreEntryRow): IndexedStore {
  return { store_id: id, name, description, logo, cover, rating, review_count: reviews, slug, vector: parseTsvector(vector) };
}

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
/** Product cards kept per index, in characters of JSON (about 1,000 a card at 100,000 products). */
const CARD_BYTES = 16 * 1024 * 1024;
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

  /** Each slot's price at `pricedAt` (the offer's while it holds) and whether its offer held, up to `pricedLength`. */
  current = new Int32Array(0);
  onOffer = new Uint8Array(0);
  private pricedAt = NaN;
  /** Counts the times every price was computed again (an offer started or ended): orders by price older than this are stale. */
  pricing = 0;
  /** The first instant past pricedAt at which an offer starts or ends: until then the prices hold. */
  private pricedUntil = -Infinity;
  private pricedLength = 0;

  /**
   * The prices a shopper pays at `now` (microseconds) in `current` and `onOffer`: computed for
   * every slot once, then only for new slots, until an offer starts or ends; a page reads one
   * array where it judged each match's offer.
   */
  priced(now: number) {
    if (!(now >= this.pricedAt && now < this.pricedUntil)) {
      this.pricedAt = now;
      this.pricedUntil = Infinity;
      this.pricedLength = 0;
      this.pricing++;
    }
    if (this.pricedLength === this.length) return;
    if (this.current.length < this.length) {
      const current = new Int32Array(this.id.length);
      const onOffer = new Uint8Array(this.id.length);
      current.set(this.current.subarray(0, this.pricedLength));
      onOffer.set(this.onOffer.subarray(0, this.pricedLength));
      this.current = current;
      this.onOffer = onOffer;
    }
    const at = this.pricedAt;
    for (let slot = this.pricedLength; slot < this.length; slot++) {
      const active = this.offerActive(slot, at);
      this.current[slot] = active ? this.offerPrice[slot]! : this.base[slot]!;
      this.onOffer[slot] = active ? 1 : 0;
      if ((this.flags[slot]! & OFFER_ENABLED) === 0) continue;
      const start = this.offerStart[slot]!;
      const end = this.offerEnd[slot]!;
      if (start > at && start < this.pricedUntil) this.pricedUntil = start;
      if (end > at && end < this.pricedUntil) this.pricedUntil = end;
    }
    this.pricedLength = this.length;
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
const PRICE_ASC = 0;
const PRICE_DESC = 1;
const NEWEST = 2;
const SOLD = 3;
const RATING = 4;
const SORT_MODES: Record<IndexQuery['sort'], number> = { price_asc: PRICE_ASC, price_desc: PRICE_DESC, newest: NEWEST, sold: SOLD, rating: RATING };
const WHOLESALE = 4;
const TYPED = ['id', 'store', 'category', 'currency', 'price', 'base', 'offerPrice', 'stock', 'reviews', 'sold', 'offerStart', 'offerEnd', 'created', 'rating', 'flags'] as const;

/**
 * A query node's remembered matches: its slots, ascending, the lexemes they depend on, and the same
 * slots in the order of a sort (by SORT_MODES), made when a page first asks for it. A slot's values
 * never change (a changed product gets a new slot) and a new slot under the node's lexemes makes
 * the whole entry leave, so an order holds as long as its entry; one by price holds until the
 * prices are computed again (`pricing`).
 */
/**
 * The words of one text of the products (their names, or their tags and category), as relevance's
 * literal scores compare them (search-words.ts's splitWords): each word's slots, ascending, and
 * the words sorted, so that those a prefix starts are one run.
 */
class WordPostings {
  lists = new Map<string, number[]>();
  /** Undefined while the index is read whole (sorted once at the end, by `sort`). */
  private sorted: string[] | undefined;

  add(text: string, slot: number) {
    for (const word of splitWords(text)) {
      const list = this.lists.get(word);
      if (!list) {
        this.lists.set(word, [slot]);
        this.sorted?.splice(lowerBound(this.sorted, word), 0, word);
      } else if (list[list.length - 1] !== slot) list.push(slot);
    }
  }

  sort() {
    this.sorted = [...this.lists.keys()].sort(byCodeUnits);
  }

  /** The lists of the words `prefix` starts. */
  starting(prefix: string): number[][] {
    this.sorted ??= [...this.lists.keys()].sort(byCodeUnits);
    const found: number[][] = [];
    for (let i = lowerBound(this.sorted, prefix); i < this.sorted.length && this.sorted[i]!.startsWith(prefix); i++) found.push(this.lists.get(this.sorted[i]!)!);
    return found;
  }

  /** The lists with live slots only, renumbered (`moved`: a slot's new number, or -1). */
  compact(moved: Int32Array | number[]) {
    for (const [word, list] of this.lists) {
      const kept: number[] = [];
      for (const slot of list) if (moved[slot]! >= 0) kept.push(moved[slot]!);
      if (kept.length > 0) this.lists.set(word, kept);
      else this.lists.delete(word);
    }
    this.sort();
  }
}

type Matches = { slots: ArrayLike<number>; operands: string[]; orders: (Int32Array | undefined)[]; pricing?: number };

/** What the index holds: the columns, the posting lists and where each product and store slug is. */
class State {
  columns = new Columns();
  slotOf = new Map<number, number>();
  postings = new Map<string, number[]>();
  /** Per lexeme, what it adds to ts_rank in each of its postings' products (entryTerm), in the postings' order. */
  terms = new Map<string, number[]>();
  /** Every lexeme, sorted: those a prefix starts are one run of it. */
  lexemes: string[] = [];
  /** The words of the products' names, and of their tags and category. */
  names = new WordPostings();
  others = new WordPostings();
  slugs = new Map<string, number>();
  /** The visible stores, by id: a search's candidate stores are found among them (few, and rarely written). */
  stores = new Map<number, IndexedStore>();
  dead = 0;
  /**
   * Product cards (a Product as JSON, checked against its schema once, when it came in) of
   * products a visitor's page showed, by id, oldest first: a page whose cards are all here costs
   * the database only the check that the index is current. A product that changes leaves with
   * its slot; the whole map goes with its state.
   */
  cards = new Map<number, string>();
  cardBytes = 0;

  /** Keeps a card, the oldest ones leaving past CARD_BYTES. */
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

  /**
   * The matches of query nodes met lately, by the node's text, as a search engine's query cache
   * keeps them: a common prefix's thousands of products over several lexemes, or a few words'
   * intersection, are merged once rather than at every search for them (100–300 µs each at
   * 100,000 products). An entry leaves when a product is added under a lexeme it matches (its
   * operands, in `byOperand`), the oldest ones past MATCHES_SLOTS. Removed products need nothing:
   * their slots die, and every reader skips dead slots.
   */
  matches = new Map<string, Matches>();
  matchSlots = 0;
  byOperand = new Map<string, Set<string>>();

  remember(key: string, operands: string[], slots: ArrayLike<number>) {
    this.matches.set(key, { slots, operands, orders: [] });
    this.matchSlots += slots.length;
    for (const operand of operands) {
      let keys = this.byOperand.get(operand);
      if (!keys) this.byOperand.set(operand, (keys = new Set()));
      keys.add(key);
    }
    this.trim();
  }

  /** The oldest remembered matches leave, past MATCHES_SLOTS. */
  trim() {
    for (const [old] of this.matches) {
      if (this.matchSlots <= MATCHES_SLOTS) break;
      this.forget(old);
    }
  }

  forget(key: string) {
    const entry = this.matches.get(key);
    if (!entry) return;
    this.matches.delete(key);
    this.matchSlots -= entry.slots.length * (1 + entry.orders.filter(Boolean).length);
    for (const operand of entry.operands) this.byOperand.get(operand)?.delete(key);
  }

  /** Forgets the matches a new product with `word` may join: the word itself, a prefix of it, a negation. */
  private forgetWord(word: string) {
    const drop = (operand: string) => {
      const keys = this.byOperand.get(operand);
      if (keys) for (const key of [...keys]) this.forget(key);
    };
    drop(`=${word}`);
    drop('!');
    for (let length = 1; length <= word.length; length++) drop(`*${word.slice(0, length)}`);
  }

  /**
   * The lexemes `word` starts, in the order tsvectors keep them (their UTF-8 bytes): the lexicon's
   * run, sorted by code units, which is the same order unless one has a character outside the
   * Basic Multilingual Plane.
   */
  lexemesStarting(word: string): string[] {
    const run: string[] = [];
    for (let i = lowerBound(this.lexemes, word); i < this.lexemes.length && this.lexemes[i]!.startsWith(word); i++) run.push(this.lexemes[i]!);
    return run.some((lexeme) => /[\uD800-\uDFFF]/.test(lexeme)) ? run.sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b))) : run;
  }

  /** Adds a product; answers the lexemes the index did not know yet. */
  add(row: EntryRow): string[] {
    const slot = this.columns.push(row);
    this.slotOf.set(row[0], slot);
    this.slugs.set(row[2], row[1]);
    const unknown: string[] = [];
    const { lexemes, offsets, positions } = parseTsvector(row[5]);
    if (this.matches.size > 0) for (const word of lexemes) this.forgetWord(word);
    for (let entry = 0; entry < lexemes.length; entry++) {
      const word = lexemes[entry]!;
      const term = entryTerm(positions, offsets[entry]!, offsets[entry + 1]! - offsets[entry]!);
      const list = this.postings.get(word);
      if (list) {
        list.push(slot);
        this.terms.get(word)!.push(term);
      } else {
        this.postings.set(word, [slot]);
        this.terms.set(word, [term]);
        unknown.push(word);
      }
    }
    this.names.add(row[18], slot);
    this.others.add(row[19] ?? '', slot);
    return unknown;
  }

  remove(id: number) {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.columns.flags[slot]! &= ~LIVE;
    this.slotOf.delete(id);
    this.dropCard(id);
    this.dead++;
  }

  /** Live slots only, renumbered in their order, so posting lists stay ascending; words no live product has are dropped. */
  compact() {
    const { next, moved } = this.columns.compacted();
    this.columns = next;
    for (const [id, slot] of this.slotOf) this.slotOf.set(id, moved[slot]!);
    for (const [word, list] of this.postings) {
      const terms = this.terms.get(word)!;
      const kept: number[] = [];
      const keptTerms: number[] = [];
      for (let k = 0; k < list.length; k++) {
        if (moved[list[k]!]! < 0) continue;
        kept.push(moved[list[k]!]!);
        keptTerms.push(terms[k]!);
      }
      if (kept.length > 0) {
        this.postings.set(word, kept);
        this.terms.set(word, keptTerms);
      } else {
        this.postings.delete(word);
        this.terms.delete(word);
      }
    }
    this.lexemes = [...this.postings.keys()].sort(byCodeUnits);
    this.names.compact(moved);
    this.others.compact(moved);
    this.dead = 0;
    this.matches.clear();
    this.matchSlots = 0;
    this.byOperand.clear();
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
  /** Pages answered from the index, pages it was not current for, relevance pools ranked in memory (for tests and operators' figures). */
  readonly counts = { answered: 0, stale: 0, ranked: 0 };

  constructor(private readonly db: Database) {}

  /** Whether the index has been read and can answer (whether it is current is known only per page). */
  get ready(): boolean {
    return this.snapshot !== undefined && Date.now() - this.readAt < MAX_AGE_MS;
  }

  get size(): number {
    return this.state.slotOf.size;
  }

  /** Whether a visitor's card of the product is in memory (for tests). */
  hasCard(id: number): boolean {
    return this.state.cards.has(id);
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
        const { rows } = await tx.execute<{ snapshot: string; stores: StoreEntryRow[] | string | null }>(sql`
          select pg_current_snapshot()::text as snapshot, (select json_agg(${storeValues}) from stores s where ${visibleStore}) as stores`);
        for (const store of parse(rows[0]!.stores)) next.stores.set(store[0], indexedStore(store));
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
    next.names.sort();
    next.others.sort();
    this.state = next;
    this.snapshot = snapshot;
    this.readAt = Date.now();
  }

  private async readChanges(): Promise<void> {
    type Row = {
      snapshot: string;
      everything: boolean;
      products: number[] | string | null;
      stores: number[] | string | null;
      entries: EntryRow[] | string | null;
      rows: number[] | string | null;
      visible: StoreEntryRow[] | string | null;
    };
    const { rows } = await this.db.execute<Row>(sql`
      with missed as materialized (${missedChanges(this.snapshot!)}),
      changed as materialized (select distinct unnest(product_ids) as id from missed),
      stores_changed as materialized (select distinct unnest(store_ids) as id from missed),
      store_rows as materialized (select unnest(store_rows) as id from missed union select id from stores_changed)
      select pg_current_snapshot()::text as snapshot,
        exists (select 1 from missed where product_ids is null and store_ids is null and store_rows is null) as everything,
        (select json_agg(id) from changed) as products,
        (select json_agg(id) from stores_changed) as stores,
        (select json_agg(${entryValues}) from products p join stores s on s.id = p.store_id
         where (p.id in (select id from changed) or p.store_id in (select id from stores_changed)) and ${visibleProduct}) as entries,
        (select json_agg(id) from store_rows) as rows,
        (select json_agg(${storeValues}) from stores s where s.id in (select id from store_rows) and ${visibleStore}) as visible`);
    const row = rows[0]!;
    const products = parse(row.products);
    const stores = new Set(parse(row.stores));
    const state = this.state;
    if (row.everything || products.length > Math.max(1000, state.slotOf.size * REBUILD_SHARE)) return this.readAll();
    // A store whose row changed leaves, and comes back if it is still visible.
    for (const id of parse(row.rows)) state.stores.delete(id);
    for (const store of parse(row.visible)) state.stores.set(store[0], indexedStore(store));
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
    const { key, operands } = describe(node);
    const known = state.matches.get(key);
    if (known) {
      // Most recently used last: the oldest leave first.
      state.matches.delete(key);
      state.matches.set(key, known);
      return known.slots;
    }
    const slots = this.evaluateNow(node, state);
    if (slots.length >= MATCHES_FROM) state.remember(key, operands, slots);
    return slots;
  }

  private evaluateNow(node: QueryNode, state: State): ArrayLike<number> {
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

  /** The ids of a page of `query`'s products, in its order (up to `wanted`), and with `pool` their sales and slots. */
  page(query: IndexQuery, pool?: { sold: number[]; slots: number[] }): number[] {
    const state = this.state;
    const c = state.columns;
    const { flags, currency: currencies, category: categories, store: stores, stock, id: ids, created, sold, rating, reviews } = c;
    const now = Date.parse(query.now) * 1000;
    c.priced(now);
    const { current, onOffer } = c;
    const storeOfSlug = query.slug === undefined ? -2 : (state.slugs.get(query.slug) ?? -1);
    const currency = query.currencyId ?? -1;
    const min = query.min ?? -Infinity;
    const max = query.max ?? Infinity;
    const category = query.category ?? -1;
    const inStock = query.inStock === true;
    const offerOnly = query.offer === true;
    const need = LIVE | (query.wholesale ? WHOLESALE : 0);
    const fewBelow = query.fewBelow;
    // Each product's place in the sort as one number, smaller first, and its ties: by id (upward
    // for price_asc only, as the SQL orders them), and for rating by the count of reviews first.
    const mode = SORT_MODES[query.sort];
    const upward = mode === PRICE_ASC;
    const keyOf = (slot: number, price: number): number =>
      mode === PRICE_ASC ? price : mode === PRICE_DESC ? -price : mode === NEWEST ? -created[slot]! : mode === SOLD ? -sold[slot]! : -rating[slot]!;
    const tieBefore = (x: number, y: number): boolean => {
      if (mode === RATING && reviews[x] !== reviews[y]) return reviews[x]! > reviews[y]!;
      return upward ? ids[x]! < ids[y]! : ids[x]! > ids[y]!;
    };
    // The page's products and those before it, kept as they are met in a heap whose root is the
    // last of them: a common word's thousands of matches are each compared with that one, and
    // only those that come before it cost more (log of the page's end), whatever order they come in.
    const keep = query.offset + query.wanted;
    // Made when a match first goes in (a page read in its sort's order needs none).
    let heapSlots = EMPTY_SLOTS;
    let heapKeys = EMPTY_KEYS;
    let size = 0;
    /** Whether heap item i comes after heap item j. */
    const after = (i: number, j: number) => heapKeys[i]! > heapKeys[j]! || (heapKeys[i] === heapKeys[j] && tieBefore(heapSlots[j]!, heapSlots[i]!));
    const swap = (i: number, j: number) => {
      const slot = heapSlots[i]!;
      const key = heapKeys[i]!;
      heapSlots[i] = heapSlots[j]!;
      heapKeys[i] = heapKeys[j]!;
      heapSlots[j] = slot;
      heapKeys[j] = key;
    };
    const keepIt = (slot: number, key: number) => {
      if (heapSlots.length < keep) {
        heapSlots = new Int32Array(keep);
        heapKeys = new Float64Array(keep);
      }
      if (size < keep) {
        heapSlots[size] = slot;
        heapKeys[size] = key;
        for (let i = size++; i > 0; ) {
          const parent = (i - 1) >> 1;
          if (!after(i, parent)) break;
          swap(i, parent);
          i = parent;
        }
        return;
      }
      const root = heapKeys[0]!;
      if (keep === 0 || key > root || (key === root && !tieBefore(slot, heapSlots[0]!))) return;
      heapSlots[0] = slot;
      heapKeys[0] = key;
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
    const narrowed = currency >= 0 || category >= 0 || storeOfSlug !== -2 || inStock || offerOnly || min > -Infinity || max < Infinity;
    // Matches read in the sort's order (see `ordered`) are the page as they come: its first
    // `keep` are kept in that order, with no heap; the walk stops there.
    const inOrder: number[] = [];
    const pick = (node: QueryNode, skip?: Set<number>) => {
      const matches = this.evaluate(node, state);
      const sorted = this.ordered(node, mode, state, matches);
      const slots = sorted ?? matches;
      const n = slots.length;
      for (let m = 0; m < n; m++) {
        const slot = slots[sorted || upward ? m : n - 1 - m]!;
        if ((flags[slot]! & need) !== need) continue;
        const price = current[slot]!;
        if (narrowed) {
          if (currency >= 0 && currencies[slot] !== currency) continue;
          if (category >= 0 && categories[slot] !== category) continue;
          if (storeOfSlug !== -2 && stores[slot] !== storeOfSlug) continue;
          if (inStock && stock[slot]! <= 0) continue;
          if (offerOnly && onOffer[slot] === 0) continue;
          if (price < min || price > max) continue;
        }
        if (skip !== undefined && skip.has(ids[slot]!)) continue;
        if (++count < fewBelow) firstFew.push(ids[slot]!);
        if (sorted && size === 0) {
          if (inOrder.length < keep) inOrder.push(slot);
          else if (count >= fewBelow) break;
          continue;
        }
        const key = keyOf(slot, price);
        // Most matches come after the page's last product: refused here, at one comparison.
        if (size === keep && (keep === 0 || key > heapKeys[0]! || (key === heapKeys[0] && !tieBefore(slot, heapSlots[0]!)))) {
          if (sorted && count >= fewBelow) break;
          continue;
        }
        keepIt(slot, key);
      }
    };
    pick(query.all, query.skip && new Set(query.skip));
    if (query.most && count < fewBelow) {
      // A second list: what the first kept in order joins the heap, to be merged with it.
      for (const slot of inOrder.splice(0)) keepIt(slot, keyOf(slot, current[slot]!));
      pick(query.most, new Set([...(query.skip ?? []), ...firstFew]));
    }
    const slots = size === 0 ? inOrder.slice(query.offset) : Array.from({ length: size }, (_, i) => i).sort((i, j) => (after(i, j) ? 1 : -1)).slice(query.offset).map((i) => heapSlots[i]!);
    if (pool)
      for (const slot of slots) {
        pool.sold.push(sold[slot]!);
        pool.slots.push(slot);
      }
    return slots.map((slot) => ids[slot]!);
  }

  /**
   * `node`'s matches (`matches`, as evaluate answered) in the order of sort `mode` (SORT_MODES;
   * page()'s order, ties included), sorted the first time a page asks and remembered with them,
   * as a search engine keeps a term's postings in the order of a sort: a page then reads its
   * first matches, not all of them, and sorts nothing (a relevance pool of 300 cost 150 µs in its
   * heap and sort). Undefined for fewer than ORDER_FROM matches: read as they are.
   */
  private ordered(node: QueryNode, mode: number, state: State, matches: ArrayLike<number>): Int32Array | undefined {
    const { key, operands } = describe(node);
    if (!state.matches.has(key)) {
      if (matches.length < ORDER_FROM) return undefined;
      state.remember(key, operands, matches);
    }
    const entry = state.matches.get(key);
    if (!entry) return undefined;
    const c = state.columns;
    if (entry.pricing !== c.pricing) {
      // The prices were computed again: the orders by price are gone.
      for (const byPrice of [PRICE_ASC, PRICE_DESC]) {
        state.matchSlots -= entry.orders[byPrice]?.length ?? 0;
        entry.orders[byPrice] = undefined;
      }
      entry.pricing = c.pricing;
    }
    let order = entry.orders[mode];
    if (!order) {
      const { current, id, created, sold, rating, reviews } = c;
      const compare: Record<number, (x: number, y: number) => number> = {
        [PRICE_ASC]: (x, y) => current[x]! - current[y]! || id[x]! - id[y]!,
        [PRICE_DESC]: (x, y) => current[y]! - current[x]! || id[y]! - id[x]!,
        [NEWEST]: (x, y) => created[y]! - created[x]! || id[y]! - id[x]!,
        [SOLD]: (x, y) => sold[y]! - sold[x]! || id[y]! - id[x]!,
        [RATING]: (x, y) => rating[y]! - rating[x]! || reviews[y]! - reviews[x]! || id[y]! - id[x]!,
      };
      order = Int32Array.from(entry.slots).sort(compare[mode]);
      entry.orders[mode] = order;
      state.matchSlots += order.length;
      state.trim();
    }
    return order;
  }

  /**
   * The products of a page the index picked, loaded in one statement that also tells whether the
   * index was current for it: undefined when a change it has not read is committed (it then
   * catches up; the caller answers through SQL). For a signed-in shopper (their favourites).
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
   * A visitor's cards of a page the index picked (as JSON), when the index is current for it:
   * those in memory as they are, the others loaded in the statement that checks. With every card
   * in memory, the check alone, shared by the searches waiting for it (see `isCurrent`); none at
   * all when `verified` is the snapshot the caller's own statement has just found current (a
   * relevance ranking). `at` is the snapshot the page's ids were read at: if the index is no
   * longer there, undefined. Undefined when the index is behind: the caller answers through SQL.
   */
  async cardsOf(ids: number[], at: string | undefined, verified = false): Promise<Map<number, string> | undefined> {
    const state = this.state;
    const snapshot = this.snapshot;
    // One state per page: the index moved on since the page was read (a catch-up between its check
    // and now), and its cards could be newer than the page's order and matches.
    if (snapshot === undefined || snapshot !== at) return undefined;
    const { found: cards, missing } = inMemory(ids, state.cards);
    const counted = !verified;
    if (missing.length === 0) {
      if (!counted) return cards;
      return this.noted(await this.isCurrent(snapshot)) ? cards : undefined;
    }
    type Row = { fresh: boolean; products: unknown[][] | string | null };
    const { rows } = await executeNamed<Row>(this.db, sql`
      select ${freshSql(snapshot)} as fresh,
        (select json_agg(${productArray()})
         from products p join stores s on s.id = p.store_id join currencies c on c.id = p.currency_id
         where p.id = any(${`{${missing.join(',')}}`}::int[])) as products`);
    const row = rows[0]!;
    if (!(counted ? this.noted(row.fresh) : row.fresh || this.noted(false))) return undefined;
    // Kept only while the index is still at the snapshot they were checked against: a catch-up
    // meanwhile may have read a newer version of one of them.
    const keep = this.state === state && this.snapshot === snapshot;
    for (const values of parse(row.products)) {
      const card = JSON.stringify(productSchema.parse(productFromArray(values)));
      const id = values[0] as number;
      cards.set(id, card);
      if (keep && state.slotOf.has(id)) state.keepCard(id, card);
    }
    return cards;
  }

  /**
   * A pool of products by slot (as page's `pool` answered them, from the index as it is now), for
   * relevanceRanks and literalScores: its slots ascending, and each one's place in the pool.
   */
  poolOf(slots: ArrayLike<number>): Pool {
    const n = slots.length;
    // Each slot with its place (slot × (n + 1) + place), sorted as numbers: as 32-bit integers
    // while they fit (sorted faster), else as doubles.
    let largest = 0;
    for (let i = 0; i < n; i++) largest = Math.max(largest, slots[i]!);
    const keys = (largest + 1) * (n + 1) < 2 ** 31 ? new Int32Array(n) : new Float64Array(n);
    for (let i = 0; i < n; i++) keys[i] = slots[i]! * (n + 1) + i;
    keys.sort();
    const sorted = new Int32Array(n);
    const order = new Int32Array(n);
    for (let k = 0; k < n; k++) {
      sorted[k] = Math.floor(keys[k]! / (n + 1));
      order[k] = keys[k]! - sorted[k]! * (n + 1);
    }
    return { state: this.state, sorted, order };
  }

  /**
   * 2 × ts_rank(search, exact) + ts_rank(search, prefix) of a pool's products, by place, computed
   * as PostgreSQL computes it (ts-rank.ts) from the postings: each operand's lexemes in order, and
   * in each lexeme's list the pool's products with their terms, computed when the products were
   * read. A pool is ranked without its vectors: walking 300 vectors, each a binary search per
   * operand over strings, cost a third of a relevance search (issue 20).
   */
  relevanceRanks(pool: Pool, exact: RankOperand[], prefix: RankOperand[]): Float64Array {
    const { state, order } = pool;
    const n = order.length;
    const rankOf = (operands: RankOperand[]): Float64Array => {
      const sums = new Float64Array(n);
      if (operands.length === 0) return sums;
      for (const { word, prefix } of operands)
        for (const lexeme of prefix ? state.lexemesStarting(word) : state.postings.has(word) ? [word] : []) {
          const terms = state.terms.get(lexeme)!;
          inList(state.postings.get(lexeme)!, pool, (place, at) => {
            sums[place] = addTerm(sums[place]!, terms[at]!);
          });
        }
      for (let i = 0; i < n; i++) sums[i] = finalRank(sums[i]!, operands.length);
      return sums;
    };
    const exactRanks = rankOf(exact);
    const ranks = rankOf(prefix);
    for (let i = 0; i < n; i++) ranks[i] = 2 * exactRanks[i]! + ranks[i]!;
    return ranks;
  }

  /**
   * Relevance's literal score of each word (`groups`, each one's whole forms and prefixes) for each
   * of a pool's products, at place × groups + word: 4 the word itself in the name, 3 a name word
   * it starts, 2 in the tags or category, else 1 (through the stem alone, or the description), as
   * search-service's wordScore gives it from the texts; here from the words' posting lists.
   */
  literalScores(pool: Pool, groups: { whole: Set<string>; prefixes: string[] }[]): Uint8Array {
    const { state, order } = pool;
    const width = groups.length;
    const scores = new Uint8Array(order.length * width).fill(1);
    for (const [k, group] of groups.entries()) {
      // Lowest first: a higher score overwrites a lower one.
      const mark = (lists: number[][], score: number) => {
        for (const list of lists)
          inList(list, pool, (place) => {
            if (scores[place * width + k]! < score) scores[place * width + k] = score;
          });
      };
      const whole = (words: WordPostings) =>
        [...group.whole].flatMap((form) => {
          const list = words.lists.get(form);
          return list ? [list] : [];
        });
      const starting = (words: WordPostings) => group.prefixes.flatMap((form) => words.starting(form));
      mark(starting(state.others), 2);
      mark(whole(state.others), 2);
      mark(starting(state.names), 3);
      mark(whole(state.names), 4);
    }
    return scores;
  }

  /** The index's snapshot when it is current (the shared check), else undefined (the caller then ranks through SQL). */
  async verified(): Promise<string | undefined> {
    const snapshot = this.snapshot;
    if (snapshot === undefined) return undefined;
    this.counts.ranked++;
    const current = this.noted(await this.isCurrent(snapshot));
    if (this.afterCheck) await this.afterCheck();
    return current ? snapshot : undefined;
  }

  /** A pause point for tests, awaited after a page's check and before its cards are taken (a write there must not mix states). */
  afterCheck: (() => Promise<void>) | undefined;

  /** Where each of `ids` is in the index now (-1 when it is not): a pool's slots (for tests). */
  slotsOf(ids: number[]): number[] {
    return ids.map((id) => this.state.slotOf.get(id) ?? -1);
  }

  /** For each of `ids`, whether it matches each of `nodes` (as `@@` would). */
  matchesOf(ids: number[], nodes: QueryNode[]): boolean[][] {
    const state = this.state;
    const lists = nodes.map((node) => this.evaluate(node, state));
    return ids.map((id) => {
      const slot = state.slotOf.get(id);
      return lists.map((list) => slot !== undefined && holds(list, slot));
    });
  }

  /** The visible stores whose words match `node` (as `@@` would), as the index holds them now. */
  storesMatching(node: QueryNode): IndexedStore[] {
    const found: IndexedStore[] = [];
    for (const store of this.state.stores.values()) if (vectorMatches(node, store.vector.lexemes)) found.push(store);
    return found;
  }

  /** The snapshot of the index as a page's check names it (cardsOf's `verified`). */
  get at(): string | undefined {
    return this.snapshot;
  }

  private checking: { snapshot: string; answer: Promise<boolean> } | undefined;
  private queued: { snapshot: string; answer: Promise<boolean> } | undefined;

  /**
   * Whether the index at `snapshot` is current, in a snapshot the database takes after this call:
   * one statement at a time, and the searches that ask while it runs share the next one (it
   * starts after they asked, so its answer holds for each of them). At 16 searches at once that
   * is a few checks where there were 16.
   */
  private isCurrent(snapshot: string): Promise<boolean> {
    if (this.queued?.snapshot === snapshot) return this.queued.answer;
    if (!this.checking) return this.check(snapshot);
    const queued: { snapshot: string; answer: Promise<boolean> } = {
      snapshot,
      answer: this.checking.answer.then(
        () => this.next(queued),
        () => this.next(queued),
      ),
    };
    this.queued = queued;
    return queued.answer;
  }

  private next(queued: { snapshot: string; answer: Promise<boolean> }): Promise<boolean> {
    if (this.queued === queued) this.queued = undefined;
    return this.check(queued.snapshot);
  }

  private check(snapshot: string): Promise<boolean> {
    const answer = executeNamed<{ fresh: boolean }>(this.db, sql`select ${freshSql(snapshot)} as fresh`).then((result) => result.rows[0]!.fresh);
    const checking = { snapshot, answer };
    this.checking = checking;
    const done = () => {
      if (this.checking === checking) this.checking = undefined;
    };
    answer.then(done, done);
    return answer;
  }

  /**
   * SQL for whether the index is current in the snapshot of the statement it is part of: no
   * committed change is missing from it. Undefined before the index has been read.
   */
  currentSql(): SQL | undefined {
    return this.snapshot === undefined ? undefined : freshSql(this.snapshot);
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

/** Whether `snapshot` saw every committed change, in the snapshot of the statement it is part of. */
function freshSql(snapshot: string): SQL {
  return sql`not exists (${missedChanges(snapshot)})`;
}

/** The logged changes that `snapshot` did not see (committed by now, or not yet when read in a later snapshot). */
function missedChanges(snapshot: string) {
  return sql`select product_ids, store_ids, store_rows from catalogue_changes k
    where k.xid >= pg_snapshot_xmin(${snapshot}::pg_snapshot) and not pg_visible_in_snapshot(k.xid, ${snapshot}::pg_snapshot)`;
}

/** A pool of products as relevance ranks it (SearchIndex.poolOf): its slots ascending, each one's place in the pool, and the index's state they are from. */
export type Pool = { state: State; sorted: Int32Array; order: Int32Array };

/**
 * Calls `found` with (place in the pool, place in the list) for each of the pool's products in
 * posting list `list`, in slot order. Both ascend: the shorter is walked, and each of its slots
 * sought in the longer from the last one found, in steps that double (a list of thousands of
 * products costs the pool's size times a few steps; a prefix's many short lists, a few each).
 */
function inList(list: ArrayLike<number>, pool: Pool, found: (place: number, at: number) => void) {
  const { sorted, order } = pool;
  if (list.length < sorted.length) {
    for (let at = 0, k = 0; at < list.length && k < sorted.length; at++) {
      k = seek(sorted, list[at]!, k);
      if (sorted[k] === list[at]) found(order[k++]!, at);
    }
    return;
  }
  for (let k = 0, at = 0; k < sorted.length && at < list.length; k++) {
    at = seek(list, sorted[k]!, at);
    if (list[at] === sorted[k]) found(order[k]!, at++);
  }
}

/** The first place from `at` in ascending `list` whose value is not below `value`, in steps that double, then halve. */
function seek(list: ArrayLike<number>, value: number, at: number): number {
  if (at >= list.length || list[at]! >= value) return at;
  let step = 1;
  while (at + step < list.length && list[at + step]! < value) step *= 2;
  let low = at + (step >> 1) + 1;
  let high = Math.min(at + step, list.length);
  while (low < high) {
    const middle = (low + high) >> 1;
    if (list[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

const EMPTY: ArrayLike<number> = [];
const EMPTY_SLOTS = new Int32Array(0);
const EMPTY_KEYS = new Float64Array(0);

/** Whether a tsvector's sorted lexemes match `node`, as `@@` does (a query with no phrase or weight). */
export function vectorMatches(node: QueryNode, lexemes: string[]): boolean {
  if ('word' in node) {
    const at = lowerBound(lexemes, node.word);
    return at < lexemes.length && (node.prefix ? lexemes[at]!.startsWith(node.word) : lexemes[at] === node.word);
  }
  if (node.op === '!') return !vectorMatches(node.arg, lexemes);
  return node.op === '&'
    ? vectorMatches(node.left, lexemes) && vectorMatches(node.right, lexemes)
    : vectorMatches(node.left, lexemes) || vectorMatches(node.right, lexemes);
}

/** What `kept` holds of `ids`, and the ids it lacks. */
function inMemory<T>(ids: number[], kept: Map<number, T>): { found: Map<number, T>; missing: number[] } {
  const found = new Map<number, T>();
  const missing: number[] = [];
  for (const id of ids) {
    const value = kept.get(id);
    if (value === undefined) missing.push(id);
    else found.set(id, value);
  }
  return { found, missing };
}

/** Whether ascending `list` holds `slot`. */
function holds(list: ArrayLike<number>, slot: number): boolean {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (list[middle]! < slot) low = middle + 1;
    else high = middle;
  }
  return list[low] === slot;
}

/** Matches of fewer slots than this are not kept (merging them costs less than remembering them). */
const MATCHES_FROM = 256;
/** Matches of fewer slots than this are not kept in a sort's order either (a heap of a few costs nothing). */
const ORDER_FROM = 64;
/** Slots kept in remembered matches and their orders per index (4 to 8 bytes each). */
const MATCHES_SLOTS = 2_000_000;

const described = new WeakMap<QueryNode, { key: string; operands: string[] }>();

/** A node's text (the key of its remembered matches) and its operands ('=word', '*prefix', '!' for a negation). */
function describe(node: QueryNode): { key: string; operands: string[] } {
  let known = described.get(node);
  if (known) return known;
  if ('word' in node) {
    const operand = `${node.prefix ? '*' : '='}${node.word}`;
    known = { key: operand, operands: [operand] };
  } else if (node.op === '!') {
    const arg = describe(node.arg);
    known = { key: `!(${arg.key})`, operands: [...arg.operands, '!'] };
  } else {
    const left = describe(node.left);
    const right = describe(node.right);
    known = { key: `(${left.key}${node.op}${right.key})`, operands: [...new Set([...left.operands, ...right.operands])] };
  }
  described.set(node, known);
  return known;
}

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
