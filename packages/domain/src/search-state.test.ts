import { describe, expect, it } from 'vitest';
import { readSearchFilters, readSearchState, searchFilterParams, searchKeyParams } from './search-state';
import { searchQuerySchema } from './schemas/search';

const read = (query: string) => readSearchFilters(new URLSearchParams(query));

describe('search filters in the address', () => {
  it('reads every sort and filter as the API takes them', () => {
    expect(read('sort=price_desc&min_price=12,5&max_price=1,500.00&currency=usd&offer=1&in_stock=true&wholesale=1')).toEqual({
      sort: 'price_desc',
      min_price: 1250,
      max_price: 150000,
      currency: 'USD',
      offer: true,
      in_stock: true,
      wholesale: true,
    });
  });

  it('leaves out what the API would refuse, so a hand-edited address still shows results', () => {
    expect(read('sort=cheap&min_price=-1&max_price=abc&currency=DOLLAR&offer=2&in_stock=yes&wholesale=0')).toEqual({});
    expect(read('min_price=20&max_price=10')).toEqual({});
    expect(read('sort=relevance&max_price=99999999999')).toEqual({});
  });

  it('writes only what is set, prices as typed, and reads back the same', () => {
    const filters = { sort: 'rating' as const, min_price: 1250, max_price: 2000, currency: 'CUP', offer: true };
    const params = searchFilterParams(filters);
    expect(params).toEqual({ sort: 'rating', min_price: '12.50', max_price: '20.00', currency: 'CUP', offer: '1' });
    expect(read(new URLSearchParams(params).toString())).toEqual(filters);
    expect(searchFilterParams({ sort: 'relevance', in_stock: false })).toEqual({});
  });

  it('gives the API a query string it accepts with the same meaning', () => {
    const state = readSearchState(new URLSearchParams('q=lampara&sort=price_asc&min_price=10&wholesale=true&page=2'));
    const key = searchKeyParams(state, 'tienda');
    expect(key).toEqual({ q: 'lampara', sort: 'price_asc', min_price: '10.00', wholesale: '1', page: 2, page_size: 20, slug: 'tienda' });
    const parsed = searchQuerySchema.parse(Object.fromEntries(Object.entries(key).map(([k, v]) => [k, String(v)])));
    expect(parsed).toEqual({ q: 'lampara', sort: 'price_asc', min_price: 1000, wholesale: true, page: 2, page_size: 20, slug: 'tienda' });
  });
});
