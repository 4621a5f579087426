import { describe, expect, it } from 'vitest';
import { searchQuerySchema, suggestQuerySchema } from './search';
import { canSuggest } from '../search-limits';

const messages = (input: unknown) => searchQuerySchema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe('searchQuerySchema', () => {
  it('defaults to page 1 of 20 with no filter', () => {
    expect(searchQuerySchema.parse({})).toEqual({ page: 1, page_size: 20 });
  });
  it('reads numbers from query-string text', () => {
    expect(searchQuerySchema.parse({ q: 'arroz', category: '4', page: '2', page_size: '50', slug: 'la-bodeguita' })).toEqual({
      q: 'arroz',
      category: 4,
      page: 2,
      page_size: 50,
      slug: 'la-bodeguita',
    });
  });
  it('also takes real numbers', () => {
    expect(searchQuerySchema.parse({ page: 3, page_size: 8 })).toEqual({ page: 3, page_size: 8 });
  });
  it('refuses anything but plain positive digits for the page', () => {
    for (const page of ['2.5', '-1', 'abc', '1e3', ' 2', '0x10', '0', ['1', '2'], 2.5]) {
      expect(messages({ page })).toEqual(['page: La página debe ser un número entero mayor que 0']);
    }
  });
  it('bounds the page size to 1..100', () => {
    expect(searchQuerySchema.parse({ page_size: '1' }).page_size).toBe(1);
    expect(searchQuerySchema.parse({ page_size: '100' }).page_size).toBe(100);
    for (const page_size of ['0', '101']) {
      expect(messages({ page_size })).toEqual(['page_size: El tamaño de página debe ser un número entero entre 1 y 100']);
    }
  });
  it('takes the category as a positive integer', () => {
    expect(messages({ category: '0' })).toEqual(['category: La categoría debe ser un número entero mayor que 0']);
    expect(messages({ category: 'frutas' })).toEqual(['category: La categoría debe ser un número entero mayor que 0']);
  });
  it('treats empty parameters as absent', () => {
    expect(searchQuerySchema.parse({ q: '', category: '', page: '', page_size: '', slug: '' })).toEqual({ page: 1, page_size: 20 });
  });
  it('trims the query and drops a blank one', () => {
    expect(searchQuerySchema.parse({ q: '  arroz  ' }).q).toBe('arroz');
    expect(searchQuerySchema.parse({ q: '   ' }).q).toBeUndefined();
  });
  it('limits the query to 200 characters', () => {
    expect(searchQuerySchema.parse({ q: 'a'.repeat(200) }).q).toHaveLength(200);
    expect(messages({ q: 'a'.repeat(201) })).toEqual(['q: La búsqueda no puede superar 200 caracteres']);
  });
  it('takes a store slug of lower-case letters, digits and hyphens up to 80', () => {
    expect(searchQuerySchema.parse({ slug: 'a'.repeat(80) }).slug).toHaveLength(80);
    for (const slug of ['a'.repeat(81), 'La-Bodeguita', 'la bodeguita', '../admin']) {
      expect(messages({ slug })).toEqual(['slug: La tienda indicada no es válida']);
    }
  });
});

describe('suggestQuerySchema', () => {
  it('needs 3 characters once trimmed', () => {
    expect(suggestQuerySchema.parse({ q: ' arr ' })).toEqual({ q: 'arr' });
    expect(suggestQuerySchema.safeParse({ q: ' ar  ' }).error?.issues.map((i) => i.message)).toEqual([
      'Escribe al menos 3 caracteres para ver sugerencias',
    ]);
  });
  it('limits the text to 200 characters and may be scoped to a store', () => {
    expect(suggestQuerySchema.safeParse({ q: 'a'.repeat(201) }).success).toBe(false);
    expect(suggestQuerySchema.parse({ q: 'arroz', slug: 'la-bodeguita' })).toEqual({ q: 'arroz', slug: 'la-bodeguita' });
  });
});

describe('canSuggest', () => {
  it('starts at 3 characters, not counting spaces', () => {
    expect(canSuggest('ar')).toBe(false);
    expect(canSuggest('  ar  ')).toBe(false);
    expect(canSuggest('arr')).toBe(true);
  });
});

describe('searchQuerySchema: sort and filters', () => {
  it('reads prices as typed into minor units, flags and an upper-cased currency', () => {
    expect(searchQuerySchema.parse({ sort: 'newest', min_price: '12,5', max_price: '$ 1.500,00', currency: 'mlc', offer: 'true', in_stock: '1', wholesale: '0' })).toEqual({
      page: 1,
      page_size: 20,
      sort: 'newest',
      min_price: 1250,
      max_price: 150000,
      currency: 'MLC',
      offer: true,
      in_stock: true,
      wholesale: false,
    });
  });
  it('refuses a bad sort, price, currency or flag, and a minimum above the maximum', () => {
    expect(messages({ sort: 'cheap' })).toEqual(['sort: Orden no válido']);
    expect(messages({ min_price: '-1' })).toEqual(['min_price: Precio no válido']);
    // 1,500 could be 1.50 or 1500: never a guess.
    expect(messages({ min_price: '1,500' })).toEqual(['min_price: Precio no válido']);
    expect(messages({ max_price: '10000000.01' })).toEqual(['max_price: Precio no válido']);
    expect(messages({ currency: 'US' })).toEqual(['currency: Moneda no válida']);
    expect(messages({ offer: '2' })).toEqual(['offer: Filtro no válido: usa 1 o true']);
    expect(messages({ min_price: '2', max_price: '1' })).toEqual(['min_price: El precio mínimo supera al máximo']);
  });
});
