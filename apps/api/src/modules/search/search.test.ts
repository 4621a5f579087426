import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Product } from '@plaza/domain/schemas/product';
import type { SearchAnswer, SearchResult } from '@plaza/domain/schemas/search';
import { MAX_PAGE_SIZE, SEARCH_QUERY_MAX, SUGGEST_MIN_CHARS } from '@plaza/domain/search-limits';
import { t } from '@plaza/domain/messages/es-server';
import { buildTestApp, type TestApp } from '../../test/app';
import { editDistance, queryTerms } from './search-service';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({}, { seed: 'demo' });
});
afterAll(() => app.cleanup());

type Answer = { products: Product[]; stores: SearchResult[]; results: SearchResult[]; has_next: boolean };

async function search(params: Record<string, string | number>): Promise<Answer> {
  const url = `/api/market/search?${new URLSearchParams(Object.entries(params).map(([key, value]): [string, string] => [key, String(value)]))}`;
  const response = await app.inject(url);
  expect(response.statusCode, `${url}: ${response.body.slice(0, 300)}`).toBe(200);
  const body = response.json<SearchAnswer>();
  expect(body.success).toBe(true);
  const { results, has_next } = body.data;
  return {
    results,
    has_next,
    products: results.filter((result): result is Extract<SearchResult, { result_type: 'product' }> => result.result_type === 'product'),
    stores: results.filter((result) => result.result_type === 'store'),
  };
}

const names = (answer: Answer) => answer.products.map((product) => product.name);
const storeNames = (answer: Answer) => answer.stores.map((store) => store.name);

async function suggest(params: Record<string, string>): Promise<string[]> {
  const url = `/api/market/suggest?${new URLSearchParams(params)}`;
  const response = await app.inject(url);
  expect(response.statusCode, `${url}: ${response.body.slice(0, 300)}`).toBe(200);
  return response.json<{ success: true; data: string[] }>().data;
}

async function rejected(url: string): Promise<string> {
  const response = await app.inject(url);
  expect(response.statusCode, `${url}: ${response.body.slice(0, 300)}`).toBe(400);
  const body = response.json<{ success: boolean; message: string }>();
  expect(body.success).toBe(false);
  expect(body.message.length).toBeGreaterThan(0);
  return body.message;
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await app.deps.db.execute(query)).rows as T[];
}

describe('bad input', () => {
  it('answers 400 in Spanish for a page or page size that is not a positive integer', async () => {
    for (const value of ['0', '-1', '1.5', 'abc', '1e3', ' 2', '0x10', '2,5', '１']) {
      expect(await rejected(`/api/market/search?q=cafe&page=${encodeURIComponent(value)}`)).toBe(t('search.invalidPage'));
      expect(await rejected(`/api/market/search?q=cafe&page_size=${encodeURIComponent(value)}`)).toBe(
        t('search.invalidPageSize', { max: MAX_PAGE_SIZE }),
      );
    }
    expect(await rejected('/api/market/search?page=1&page=2')).toBe(t('search.invalidPage'));
  });

  it('caps the page size at 100', async () => {
    expect(await rejected(`/api/market/search?q=cafe&page_size=${MAX_PAGE_SIZE + 1}`)).toBe(
      t('search.invalidPageSize', { max: MAX_PAGE_SIZE }),
    );
    expect(await rejected('/api/market/search?page_size=1000000000000000000000')).toBe(t('search.invalidPageSize', { max: MAX_PAGE_SIZE }));
    const all = await search({ page_size: MAX_PAGE_SIZE });
    expect(all.products.length).toBe(MAX_PAGE_SIZE);
  });

  it('answers 400 for a query over 200 characters and searches one of exactly 200', async () => {
    expect(await rejected(`/api/market/search?q=${'a'.repeat(SEARCH_QUERY_MAX + 1)}`)).toBe(
      t('search.queryTooLong', { max: SEARCH_QUERY_MAX }),
    );
    expect(await rejected(`/api/market/suggest?q=${'a'.repeat(SEARCH_QUERY_MAX + 1)}`)).toBe(
      t('search.queryTooLong', { max: SEARCH_QUERY_MAX }),
    );
    const longest = await search({ q: `cafe ${'x'.repeat(SEARCH_QUERY_MAX - 5)}` });
    expect(longest.results).toBeDefined();
    // Surrounding spaces do not count.
    await search({ q: `  ${'a'.repeat(SEARCH_QUERY_MAX)}  ` });
  });

  it('answers 400 for a malformed category or store', async () => {
    expect(await rejected('/api/market/search?q=cafe&category=abc')).toBe(t('search.invalidCategory'));
    expect(await rejected('/api/market/search?q=cafe&category=0')).toBe(t('search.invalidCategory'));
    expect(await rejected(`/api/market/search?q=cafe&slug=${encodeURIComponent("x' or 1=1 --")}`)).toBe(t('search.invalidStore'));
    expect(await rejected('/api/market/suggest?q=cafe&slug=..%2Fadmin')).toBe(t('search.invalidStore'));
  });

  // Each must answer as the same words typed plainly: operators of the full-text parser are no operators here.
  const hostile: [typed: string, plain: string][] = [
    ['&', ''],
    ['|', ''],
    ['!', ''],
    ['(', ''],
    [')', ''],
    [':', ''],
    ['*', ''],
    ["'", ''],
    ['"', ''],
    ['\\', ''],
    ['&|!():*\'"\\', ''],
    ['cafe & !azucar', 'cafe azucar'],
    ['!cafe', 'cafe'],
    ['cafe | ron', 'cafe ron'],
    ['(cafe)', 'cafe'],
    ['cafe:*', 'cafe'],
    ['caf:*A', 'caf a'],
    ["cafe'", 'cafe'],
    ["ca'fe", 'ca fe'],
    ['"ron añejo"', 'ron añejo'],
    ['ron <-> añejo', 'ron añejo'],
    ['ron <2> añejo', 'ron 2 añejo'],
    ['\\cafe\\', 'cafe'],
    ['<script>alert(1)</script>', 'script alert 1 script'],
    ['<img src=x onerror=alert(1)>', 'img src x onerror alert 1'],
    ["' or 1=1 --", 'or 1 1'],
    ["'; drop table products; --", 'drop table products'],
    ['cafe%', 'cafe'],
    ['caf_', 'caf'],
    ['%', ''],
    ['_', ''],
    ['☕', ''],
    ['café ☕', 'café'],
    ['👨‍👩‍👧 juguetes', 'juguetes'],
    ['ca\u200bfe', 'cafe'],
    ['\u200bcafe\u200d', 'cafe'],
    ['\u200fcafe\u200e', 'cafe'],
    ['\u202ecafe', 'cafe'],
    ['ca\u00adfe', 'cafe'],
    ['cafe\u0301', 'café'],
    ['ｃａｆｅ', 'cafe'],
    ['CAFÉ', 'café'],
    ['ʼ', 'ʼ'],
    ['caʼfe', 'caʼfe'],
    ['ː', 'ː'],
    ['ŉ', 'ŉ'],
    ['½', '½'],
    ['⑴', '⑴'],
    ['ß', 'ß'],
    ['カメラ', 'カメラ'],
    ['кафе', 'кафе'],
    ['مقهى', 'مقهى'],
    ['a'.repeat(200), 'a'.repeat(200)],
    ['é'.repeat(200), 'é'.repeat(200)],
    ['ʼ'.repeat(200), 'ʼ'.repeat(200)],
    ['1'.repeat(200), '1'.repeat(200)],
    ['cafe\ttabaco\nron', 'cafe tabaco ron'],
  ];

  it('treats characters the full-text parser reads as operators as plain text, never 500', async () => {
    for (const [typed, plain] of hostile) {
      const answer = await search({ q: typed });
      if (plain.trim() === '') {
        // Nothing but punctuation: nothing matches, and it is not browsing either.
        expect(answer.results, JSON.stringify(typed)).toEqual([]);
        expect(answer.has_next).toBe(false);
      } else {
        const same = await search({ q: plain });
        expect(answer.results.map((r) => `${r.result_type}:${r.name}`), JSON.stringify(typed)).toEqual(
          same.results.map((r) => `${r.result_type}:${r.name}`),
        );
      }
    }
    // '!azucar' is a word, not 'without sugar'.
    expect(names(await search({ q: '!azúcar' }))).toContain('Azúcar blanca refino 1 kg');
    // SQL-looking text finds nothing it should not: not every product.
    const sqlish = await search({ q: "' or 1=1 --", page_size: 100 });
    const all = await rows<{ count: number }>(sql`select count(*)::int as count from products where not hidden`);
    expect(sqlish.products.length).toBeLessThan(all[0]!.count);
  });

  it('never answers 500 to hostile text in suggestions or in other parameters', async () => {
    for (const [typed] of hostile) {
      const text = `${typed}abc`;
      const response = await app.inject(`/api/market/suggest?q=${encodeURIComponent(text)}`);
      expect([200, 400], JSON.stringify(text)).toContain(response.statusCode);
      const scoped = await app.inject(`/api/market/suggest?q=${encodeURIComponent(text)}&slug=tecnocuba`);
      expect([200, 400], JSON.stringify(text)).toContain(scoped.statusCode);
    }
    for (const raw of ['%00', 'caf%00e', '%ED%A0%80', '%FF%FE', '%', '%%', '%E2%80', 'a%2', '%C0%AF']) {
      for (const path of ['/api/market/search?q=', '/api/market/suggest?q=abc', '/api/market/search?page=1&q=cafe&category=']) {
        const response = await app.inject(`${path}${raw}`);
        expect([200, 400], `${path}${raw}: ${response.body.slice(0, 200)}`).toContain(response.statusCode);
        if (response.statusCode === 400) expect(response.json().success).toBe(false);
      }
    }
  });

  it('keeps at most 8 words and ignores the rest', () => {
    expect(queryTerms('uno dos tres cuatro cinco seis siete ocho nueve diez')).toHaveLength(8);
    expect(queryTerms('ca\u200bfé & ron')).toEqual(['café', 'ron']);
  });
});

describe('pagination', () => {
  it('pages without overlap and tells whether there is a next page, at the boundaries too', async () => {
    for (const q of [undefined, 'jabon', 'cumpleaños', 'cafe', 'de la']) {
      const base: Record<string, string | number> = q === undefined ? {} : { q };
      const whole = await search({ ...base, page_size: 100 });
      const ids = whole.products.map((product) => product.product_id);
      expect(new Set(ids).size).toBe(ids.length);
      if (q === undefined) expect(whole.has_next).toBe(true);
      else expect(whole.has_next).toBe(false);
      const total = ids.length;
      for (const size of [1, 2, 3, 7]) {
        const seen: number[] = [];
        for (let page = 1; page <= Math.ceil(Math.min(total, 30) / size) + 1; page++) {
          const answer = await search({ ...base, page, page_size: size });
          const pageIds = answer.products.map((product) => product.product_id);
          expect(pageIds.length).toBeLessThanOrEqual(size);
          expect(pageIds, `${q} page ${page} of ${size}`).toEqual(ids.slice((page - 1) * size, page * size));
          expect(answer.has_next, `${q} page ${page} of ${size}`).toBe(page * size < total || (q === undefined && whole.has_next));
          seen.push(...pageIds);
          if (!answer.has_next) break;
        }
        expect(new Set(seen).size).toBe(seen.length);
      }
    }
  });

  it('has no next page when the last page is exactly full, and one when a single product is left', async () => {
    const total = (await search({ q: 'jabon', page_size: 100 })).products.length;
    expect(total).toBeGreaterThan(2);
    expect((await search({ q: 'jabon', page_size: total })).has_next).toBe(false);
    expect((await search({ q: 'jabon', page_size: total - 1 })).has_next).toBe(true);
    const last = await search({ q: 'jabon', page: 2, page_size: total - 1 });
    expect(last.products).toHaveLength(1);
    expect(last.has_next).toBe(false);
    const beyond = await search({ q: 'jabon', page: 99, page_size: total });
    expect(beyond.results).toEqual([]);
    expect(beyond.has_next).toBe(false);
  });

  it('shows the stores section on the first page only', async () => {
    expect(storeNames(await search({ q: 'cafe', page_size: 2 }))).toContain('Sabores de Cuba');
    expect((await search({ q: 'cafe', page: 2, page_size: 2 })).stores).toEqual([]);
  });
});

describe('filters and scope', () => {
  it('keeps to the category, and shows no stores within a category', async () => {
    const [food] = await rows<{ id: number }>(sql`select id from categories where slug = 'alimentos-y-bebidas'`);
    const answer = await search({ q: 'cafe', category: food!.id, page_size: 50 });
    expect(answer.products.length).toBeGreaterThan(0);
    for (const product of answer.products) expect(product.category_id).toBe(food!.id);
    expect(names(answer)).toContain('Café Cubita molido 500 g');
    expect(names(answer)).not.toContain('Cafetera italiana de aluminio de 6 tazas');
    expect(answer.stores).toEqual([]);
    const browse = await search({ category: food!.id, page_size: 100 });
    for (const product of browse.products) expect(product.category_id).toBe(food!.id);
    expect((await search({ q: 'cafe', category: 999999 })).results).toEqual([]);
  });

  it('keeps to the store of the slug, with no stores section', async () => {
    const answer = await search({ q: 'cafe', slug: 'sabores-de-cuba', page_size: 50 });
    expect(answer.products.length).toBeGreaterThan(0);
    expect(answer.stores).toEqual([]);
    for (const product of answer.products) expect(product.store_slug).toBe('sabores-de-cuba');
    expect(names(answer)).not.toContain('Cafetera italiana de aluminio de 6 tazas');
    expect(names(answer)).not.toContain('Café Hola mezclado 115 g');
    const browse = await search({ slug: 'tecnocuba', page_size: 100 });
    for (const product of browse.products) expect(product.store_slug).toBe('tecnocuba');
    const [food] = await rows<{ id: number }>(sql`select id from categories where slug = 'alimentos-y-bebidas'`);
    const both = await search({ q: 'jabon', slug: 'mayorista-el-ahorro', category: food!.id });
    expect(both.results).toEqual([]);
  });

  it('answers an unknown store with no results, in search and in suggestions alike', async () => {
    const answer = await search({ q: 'cafe', slug: 'no-existe' });
    expect(answer.results).toEqual([]);
    expect(answer.has_next).toBe(false);
    expect((await search({ slug: 'no-existe' })).results).toEqual([]);
    expect(await suggest({ q: 'cafe', slug: 'no-existe' })).toEqual([]);
  });
});

describe('relevance', () => {
  it('ignores accents and case', async () => {
    const plain = names(await search({ q: 'telefono' }));
    expect(plain.length).toBeGreaterThan(0);
    for (const q of ['teléfono', 'TELÉFONO', 'Telefono', 'TeLéFoNo']) expect(names(await search({ q }))).toEqual(plain);
    expect(names(await search({ q: 'cafe' }))[0]).toMatch(/^Café /);
    expect(names(await search({ q: 'pinata' }))).toContain('Piñata de cumpleaños infantil');
  });

  it('ranks products with the words in the name above those with them only in descriptions', async () => {
    for (const q of ['telefono', 'bateria', 'agua', 'cafe', 'aceite']) {
      const found = names(await search({ q, page_size: 50 }));
      const inName = found.map((name) => queryTerms(name.normalize('NFD').replace(/\p{M}/gu, '')).some((word) => word.startsWith(q)));
      expect(inName[0], q).toBe(true);
      const firstOther = inName.indexOf(false);
      if (firstOther >= 0) expect(inName.slice(firstOther), q).not.toContain(true);
    }
  });

  it('ranks the word itself above words it starts, and literal words above stem-only matches', async () => {
    const cafe = names(await search({ q: 'cafe' }));
    expect(cafe.findIndex((name) => name.startsWith('Cafetera'))).toBeGreaterThan(cafe.findIndex((name) => name.startsWith('Café ')));
    // 'cámara' and 'cama' share the Spanish stem 'cam'.
    const camara = names(await search({ q: 'camara' }));
    expect(camara.slice(0, 4).every((name) => name.startsWith('Cámara'))).toBe(true);
    const cama = names(await search({ q: 'cama' }));
    expect(cama.slice(0, 4).every((name) => /\bcama\b/i.test(name))).toBe(true);
    // 'bebidas' and 'bebé' share the stem 'beb': drinks (tagged Bebidas) first.
    const bebidas = await search({ q: 'bebidas' });
    expect(names(bebidas)[0]).not.toMatch(/beb[eé]/i);
    expect(storeNames(bebidas)).not.toContain('Mundo Bebé');
  });

  it('does not answer a store through a stem it only shares ("camas" for "cámara")', async () => {
    expect(storeNames(await search({ q: 'camara' }))).toEqual([]);
    expect(storeNames(await search({ q: 'cama' }))).toEqual(expect.arrayContaining(['El Rincón del Hogar', 'Muebles Guamá']));
  });

  it('puts products with every word first, then those with some', async () => {
    const samsung = names(await search({ q: 'telefono samsung' }));
    expect(samsung.slice(0, 2).sort()).toEqual(['Teléfono Samsung Galaxy A15 128 GB', 'Teléfono Samsung Galaxy A25 5G 256 GB']);
    const oil = names(await search({ q: 'aceite de cocina' }));
    expect(oil).toEqual(expect.arrayContaining(['Aceite de girasol 1 litro', 'Aceite de soya 1 litro']));
  });

  it('finds singulars, plurals and other forms', async () => {
    expect(names(await search({ q: 'zapato' })).filter((name) => name.startsWith('Zapatos')).length).toBeGreaterThanOrEqual(5);
    expect(names(await search({ q: 'telefonos' })).slice(0, 6).every((name) => name.startsWith('Teléfono'))).toBe(true);
    expect(names(await search({ q: 'flores' }))).toContain('Abanico de tela pintado a mano');
  });

  it('matches prefixes while typing, also past a word stem ("mayori" of "mayorista")', async () => {
    expect(names(await search({ q: 'refri' }))).toEqual(
      expect.arrayContaining(['Refrigerador Milexus 7 pies', 'Refrigerador Haier de dos puertas 9 pies']),
    );
    expect(storeNames(await search({ q: 'mayori' }))).toEqual(['Mayorista El Ahorro']);
    expect(storeNames(await search({ q: 'tecno' }))).toContain('TecnoCuba');
  });

  it('tolerates one typo (swap, missing, extra or wrong letter) in words of five letters or more', async () => {
    for (const [word, product] of [
      ['queso', 'Queso gouda 1 kg'],
      ['licuadora', 'Licuadora Oster de 10 velocidades'],
      ['guayabera', 'Guayabera de manga corta azul cielo'],
    ] as const) {
      const letters = [...word];
      const typos = new Set<string>();
      letters.forEach((_, i) => {
        typos.add([...letters.slice(0, i), 'x', ...letters.slice(i + 1)].join('')); // wrong letter
        typos.add([...letters.slice(0, i), 'x', ...letters.slice(i)].join('')); // extra letter
        if (letters.length > 5) typos.add([...letters.slice(0, i), ...letters.slice(i + 1)].join('')); // missing letter
        if (i + 1 < letters.length) typos.add([...letters.slice(0, i), letters[i + 1], letters[i], ...letters.slice(i + 2)].join('')); // swap
      });
      typos.delete(word);
      for (const typo of typos) {
        if ([...typo].length < 5) continue;
        expect(names(await search({ q: typo })), `${typo} (${word})`).toContain(product);
      }
    }
  });

  it('does not correct short words or words the catalogue knows', async () => {
    expect((await search({ q: 'qeso' })).products).toEqual([]);
    expect(names(await search({ q: 'camisa' }))[0]).toBe('Camisa de mezclilla de hombre');
  });

  it('knows what Cubans call things, below the word itself', async () => {
    expect(names(await search({ q: 'celular' })).filter((name) => name.startsWith('Teléfono')).length).toBeGreaterThanOrEqual(6);
    expect(names(await search({ q: 'nevera' }))).toContain('Refrigerador Milexus 7 pies');
    const shirts = names(await search({ q: 'camiseta' }));
    expect(shirts[0]).toBe('Camiseta de tirantes de hombre');
    expect(shirts).toContain('Pulóver de algodón unisex');
  });

  it('searches store names and descriptions', async () => {
    expect(storeNames(await search({ q: 'tecnocuba' }))).toEqual(['TecnoCuba']);
    expect(storeNames(await search({ q: 'apagones' }))).toEqual(['TecnoCuba']);
    expect(storeNames(await search({ q: 'dulceria la esperanza' }))[0]).toBe('Dulcería La Esperanza');
    expect(storeNames(await search({ q: 'santa clara' }))).toEqual(['Sabores de Cuba']);
  });

  it('searches categories and tags', async () => {
    expect(names(await search({ q: 'plomeria' }))).toContain('Bomba de agua de 1/2 HP');
    expect(names(await search({ q: 'papeleria', page_size: 50 })).length).toBeGreaterThanOrEqual(20);
  });

  it('counts typo distance with swaps as one edit', () => {
    expect(editDistance('queso', 'qeuso')).toBe(1);
    expect(editDistance('refrigerador', 'refrigerdor')).toBe(1);
    expect(editDistance('camiseta', 'camiseat')).toBe(1);
    expect(editDistance('cafe', 'cafe')).toBe(0);
    expect(editDistance('abc', 'cba')).toBe(2);
  });
});

describe('suggestions', () => {
  it('answers 400 under 3 characters, spaces aside', async () => {
    const message = t('search.suggestTooShort', { min: SUGGEST_MIN_CHARS });
    expect(await rejected('/api/market/suggest?q=ca')).toBe(message);
    expect(await rejected('/api/market/suggest?q=%20%20ca%20%20')).toBe(message);
    expect(await rejected('/api/market/suggest')).toBe(message);
    expect(await rejected('/api/market/suggest?q=')).toBe(message);
    expect(await suggest({ q: 'caf' })).toBeInstanceOf(Array);
  });

  it('completes product and store names', async () => {
    expect(await suggest({ q: 'refri' })).toEqual(expect.arrayContaining(['Refrigerador Milexus 7 pies']));
    expect(await suggest({ q: 'tecno' })).toContain('TecnoCuba');
    expect(await suggest({ q: 'TELEFONO SAMSUNG' })).toEqual(
      expect.arrayContaining(['Teléfono Samsung Galaxy A15 128 GB', 'Teléfono Samsung Galaxy A25 5G 256 GB']),
    );
    expect(await suggest({ q: 'pinata' })).toContain('Piñata de cumpleaños infantil');
  });

  it('completes the last word after the ones typed', async () => {
    const found = await suggest({ q: 'telefono sams' });
    expect(found).toContain('telefono samsung');
    const single = await suggest({ q: 'guaya' });
    expect(single.some((text) => text.toLowerCase() === 'guayabera')).toBe(true);
  });

  it('gives at most 8', async () => {
    for (const q of ['cam', 'caf', 'pan', 'jue', 'tel', 'ron', 'con', 'telefono s']) expect((await suggest({ q })).length).toBeLessThanOrEqual(8);
    expect((await suggest({ q: 'cam' })).length).toBe(8);
  });

  it('keeps to the store of the slug', async () => {
    const found = await suggest({ q: 'cam', slug: 'moda-caribe' });
    expect(found.length).toBeGreaterThan(0);
    const own = await rows<{ name: string; keywords: string }>(sql`
      select p.name, p.search_keywords as keywords from products p join stores s on s.id = p.store_id where s.slug = 'moda-caribe'`);
    const plain = (text: string) => text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
    for (const text of found) {
      // A product name of the store, or one of the words of its names, tags and categories.
      const isName = own.some((row) => row.name === text);
      const isWord = own.some((row) => queryTerms(plain(`${row.name} ${row.keywords}`)).includes(plain(text)));
      expect(isName || isWord, text).toBe(true);
    }
    expect(found).not.toContain('Cámara deportiva 4K resistente al agua');
  });

  it('does not suggest hidden products', async () => {
    const hidden = await rows<{ name: string }>(sql`select name from products where hidden`);
    expect(hidden.length).toBeGreaterThan(0);
    for (const { name } of hidden) {
      const typed = name.slice(0, Math.max(SUGGEST_MIN_CHARS, name.length - 3));
      expect(await suggest({ q: typed }), typed).not.toContain(name);
    }
  });
});

describe('only what can be bought', () => {
  it('never shows hidden products', async () => {
    const hidden = await rows<{ name: string }>(sql`select name from products where hidden`);
    for (const { name } of hidden) {
      const answer = await search({ q: name, page_size: 100 });
      expect(names(answer), name).not.toContain(name);
    }
    const browse: string[] = [];
    for (let page = 1; ; page++) {
      const answer = await search({ page, page_size: 100 });
      browse.push(...names(answer));
      if (!answer.has_next) break;
    }
    for (const { name } of hidden) expect(browse).not.toContain(name);
  });

  it('drops a product as soon as it is hidden, from search and suggestions', async () => {
    await app.deps.db.execute(sql`update products set hidden = true where name = 'Taladro percutor de 600 W con maletín'`);
    expect(names(await search({ q: 'taladro' }))).not.toContain('Taladro percutor de 600 W con maletín');
    expect(await suggest({ q: 'taladro' })).not.toContain('Taladro percutor de 600 W con maletín');
    expect(await suggest({ q: 'taladro', slug: 'ferreteria-el-tornillo' })).not.toContain('Taladro percutor de 600 W con maletín');
  });

  it('drops an inactive store and its products everywhere', async () => {
    const before = await search({ q: 'ferreteria', page_size: 100 });
    expect(storeNames(before)).toContain('Ferretería El Tornillo');
    expect(before.products.some((product) => product.store_slug === 'ferreteria-el-tornillo')).toBe(true);
    await app.deps.db.execute(sql`update stores set active = false where slug = 'ferreteria-el-tornillo'`);

    for (const q of ['ferreteria', 'tornillo', 'martillo', 'cemento', 'plomeria']) {
      const answer = await search({ q, page_size: 100 });
      expect(storeNames(answer), q).not.toContain('Ferretería El Tornillo');
      for (const product of answer.products) expect(product.store_slug, q).not.toBe('ferreteria-el-tornillo');
    }
    const browse = await search({ page_size: 100, page: 1 });
    for (const product of browse.products) expect(product.store_slug).not.toBe('ferreteria-el-tornillo');
    expect((await search({ q: 'martillo', slug: 'ferreteria-el-tornillo' })).results).toEqual([]);
    expect((await search({ slug: 'ferreteria-el-tornillo' })).results).toEqual([]);
    expect(await suggest({ q: 'ferre' })).not.toContain('Ferretería El Tornillo');
    expect(await suggest({ q: 'martillo' })).not.toContain('Martillo de carpintero con mango de fibra');
    expect(await suggest({ q: 'martillo', slug: 'ferreteria-el-tornillo' })).toEqual([]);
  });
});
