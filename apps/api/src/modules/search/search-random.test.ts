import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { buildTestApp, type TestApp } from '../../test/app';
import { searchPage, searchPageBySql } from '../../test/search-pages';
import { growCatalogue } from '../../../seed/grow';
import { createRandom } from '../../../seed/random';
import { searchIndexOf, type SearchIndex } from './search-index';

// The safety net of the one ranking path (decision 019): 1,000 searches drawn at random (seeded,
// so the same on every run) from the words of the demo catalogue grown by generated products, each
// with a random sort, filter and page, answered by the index and by SQL alone, compared whole.

const QUERIES = 1_000;
const SORTS = ['relevance', 'price_asc', 'price_desc', 'newest', 'rating'] as const;
const FILTERS = ['', '', '', 'min_price=500&max_price=500000', 'currency=USD', 'offer=1', 'in_stock=1', 'wholesale=1', 'category=1', 'slug=sabores-de-cuba'];

let app: TestApp;
let reader: Database;
let index: SearchIndex;
let words: string[];

beforeAll(async () => {
  app = await buildTestApp({}, { seed: 'demo' });
  reader = app.readerDb;
  await growCatalogue(app.deps.db, { products: 1_500 });
  const { rows } = await app.deps.db.execute<{ normalized: string }>(
    sql`select normalized from suggest_terms where kind = 'word' and store_id is null order by normalized`,
  );
  words = rows.map((row) => row.normalized);
  index = searchIndexOf(reader)!;
  await index.catchUp();
}, 300_000);
afterAll(() => app.cleanup());

const page = (query: string) => searchPage(app, query);
/** The page as SQL alone answers it. */
const bySql = (query: string) => searchPageBySql(app, query);

/** A word as a shopper types it: whole, its first letters, with a typo, or with its accent lost. */
function typed(random: ReturnType<typeof createRandom>, word: string): string {
  const kind = random.int(0, 5);
  if (kind === 0 && word.length > 3) return word.slice(0, random.int(2, word.length - 1));
  if (kind === 1 && word.length >= 5) {
    const at = random.int(1, word.length - 2);
    return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  }
  if (kind === 2 && word.endsWith('a')) return `${word}s`;
  return word;
}

describe('the search index against SQL', () => {
  it(`answers ${QUERIES} random searches from the catalogue's words exactly as SQL does`, async () => {
    expect(words.length).toBeGreaterThan(300);
    const random = createRandom(44);
    let compared = 0;
    let answered = 0;
    for (let n = 0; n < QUERIES; n++) {
      const q = Array.from({ length: random.int(1, 3) }, () => typed(random, random.pick(words))).join(' ');
      const filter = random.pick(FILTERS);
      const query = `q=${encodeURIComponent(q)}&sort=${random.pick(SORTS)}&page_size=${random.pick([5, 10])}&page=${random.int(1, 2)}${filter ? `&${filter}` : ''}`;
      const before = index.counts.answered;
      const indexed = await page(query);
      answered += index.counts.answered - before;
      expect(indexed, query).toEqual(await bySql(query));
      compared += indexed.results.length;
    }
    // Not a comparison of empty pages, and the index answered (nearly) all of them.
    expect(compared).toBeGreaterThan(QUERIES);
    expect(answered).toBeGreaterThan(QUERIES * 0.9);
  }, 1_200_000);
});
