import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { visibleStore } from '../stores/store-visibility';

/** Spanish words as the search columns see them: split on anything that is not a letter or digit. */
const words = (column: string) =>
  sql.raw(`regexp_split_to_table(lower(${column}), '[^a-z0-9áéíóúüñ]+')`);

let knownWordsWrites = 0;

/**
 * Counts, in this process, the writes that changed the known words (refreshSearchWords, and
 * updateKnownWords in store-admin/search-terms.ts). A request during which the count moved makes
 * the search service forget what typed words stood for once it has answered, that is after its
 * transaction committed (app.ts); a write that leaves the words alone (a sale, a stock or price
 * edit) keeps them, so catalogue writes do not slow searches down (issue 44, point 4).
 */
export function knownWordsWritten(): void {
  knownWordsWrites += 1;
}

/** How many writes changed the known words in this process so far (see knownWordsWritten). */
export const knownWordsWriteCount = (): number => knownWordsWrites;

/**
 * Rebuilds the known words (kind 'word' in suggest_terms): what suggestions complete and what a
 * misspelt query word is corrected to. Site-wide rows have no store; each store has its own too.
 */
export async function refreshSearchWords(db: Database): Promise<void> {
  knownWordsWritten();
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from suggest_terms where kind = 'word'`);
    await tx.execute(sql`
      insert into suggest_terms (term, normalized, kind, store_id, weight)
      select mode() within group (order by word), normalized, 'word', store_id, count(*)::int
      from (
        select w.word, immutable_unaccent(w.word) as normalized, p.store_id
        from products p join stores s on s.id = p.store_id
        cross join lateral ${words("p.name || ' ' || p.search_keywords")} as w(word)
        where not p.hidden and ${visibleStore}
      ) found
      where char_length(word) >= 3
      group by grouping sets ((normalized), (normalized, store_id))
      on conflict do nothing`);
    await tx.execute(sql`
      insert into suggest_terms (term, normalized, kind, store_id, weight)
      select mode() within group (order by word), immutable_unaccent(word), 'word', null, count(*)::int
      from stores s cross join lateral ${words('s.name')} as w(word)
      where ${visibleStore} and char_length(word) >= 3
      group by immutable_unaccent(word)
      on conflict do nothing`);
  });
}

/**
 * What Cuban shoppers call things the catalogue names otherwise (keys and values in lower case
 * without accents, keys singular): a typed word also matches its synonyms, as whole words.
 */
const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  celular: ['telefono'],
  movil: ['telefono'],
  smartphone: ['telefono'],
  nevera: ['refrigerador'],
  frigorifico: ['refrigerador'],
  refrigeradora: ['refrigerador'],
  pitusa: ['vaquero', 'mezclilla'],
  jean: ['vaquero', 'mezclilla'],
  computadora: ['laptop'],
  computador: ['laptop'],
  ordenador: ['laptop'],
  portatil: ['laptop'],
  tele: ['televisor'],
  auricular: ['audifonos'],
  altavoz: ['bocina'],
  parlante: ['bocina'],
  bafle: ['bocina'],
  pastel: ['cake'],
  torta: ['cake'],
  camiseta: ['pulover'],
  playera: ['pulover'],
  pulover: ['camiseta'],
  espejuelo: ['gafas'],
  lente: ['gafas'],
  zapatilla: ['tenis', 'zapatos'],
  chancla: ['chancletas'],
  jaba: ['jabitas', 'bolsas'],
  pomo: ['botella'],
  bombilla: ['bombillos'],
  foco: ['bombillos'],
  cerilla: ['fosforos'],
  cerillo: ['fosforos'],
  raton: ['mouse'],
};

/** The synonyms of a typed word (lower case, unaccented), its plural looked up as the singular. */
export function synonymsOf(word: string): string[] {
  const forms = [word];
  if (word.length > 4 && word.endsWith('es')) forms.push(word.slice(0, -2));
  if (word.length > 3 && word.endsWith('s')) forms.push(word.slice(0, -1));
  return [...new Set(forms.flatMap((form) => SYNONYMS[form] ?? []))];
}

/** Lower case without accents, as immutable_unaccent(lower(…)) gives it for Spanish text. */
export function plain(text: string): string {
  const lower = text.toLowerCase();
  // Plain ASCII has nothing to decompose (most of a catalogue's words): the NFD pass is skipped.
  return ASCII.test(lower) ? lower : lower.normalize('NFD').replace(/\p{M}+/gu, '');
}

const ASCII = /^[ -~]*$/;

/** The words of a text, lower case and without accents: what relevance's literal scores compare. */
export function splitWords(text: string): string[] {
  return plain(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}
