import { describe, expect, it } from 'vitest';
import { activeSearchFilters, readPriceRange, withoutFilter } from './search-filter-rules';
import { searchQuerySchema } from './schemas/search';

describe('the filters a shopper has on', () => {
  it('counts a price range once, with its currency, and the flags one each; the sort is not a filter', () => {
    expect(activeSearchFilters({ sort: 'price_asc', min_price: 1000, max_price: 5000, currency: 'USD', offer: true, wholesale: true })).toEqual([
      { kind: 'price', min: 1000, max: 5000, currency: 'USD' },
      { kind: 'offer' },
      { kind: 'wholesale' },
    ]);
  });

  it('puts a price range without a currency in the default one, and a lone currency as its own filter', () => {
    expect(activeSearchFilters({ max_price: 5000 })).toEqual([{ kind: 'price', max: 5000, currency: 'CUP' }]);
    expect(activeSearchFilters({ currency: 'EUR', in_stock: true })).toEqual([{ kind: 'currency', currency: 'EUR' }, { kind: 'in_stock' }]);
    expect(activeSearchFilters({ sort: 'rating' })).toEqual([]);
  });

  it('takes one away, the price range with its currency', () => {
    const filters = { sort: 'newest' as const, min_price: 100, currency: 'USD', offer: true, in_stock: true };
    expect(withoutFilter(filters, 'price')).toEqual({ sort: 'newest', offer: true, in_stock: true });
    expect(withoutFilter(filters, 'offer')).toEqual({ sort: 'newest', min_price: 100, currency: 'USD', in_stock: true });
    expect(withoutFilter({ currency: 'EUR' }, 'currency')).toEqual({});
    expect(filters.offer).toBe(true);
  });
});

describe('the price range typed in the filter sheet', () => {
  it('reads amounts as the API does, a blank box being no bound', () => {
    expect(readPriceRange({ min: '12,5', max: '1,500.00' })).toEqual({ ok: true, min: 1250, max: 150000 });
    expect(readPriceRange({ min: ' ', max: '' })).toEqual({ ok: true });
    expect(readPriceRange({ min: '', max: '$ 20' })).toEqual({ ok: true, max: 2000 });
    for (const text of ['12,5', '1,500.00', '$ 20', '0']) {
      expect(searchQuerySchema.parse({ min_price: text }).min_price).toBe(
        (readPriceRange({ min: text, max: '' }) as { min?: number }).min,
      );
    }
  });

  it('refuses what is not an amount, and a minimum above the maximum', () => {
    expect(readPriceRange({ min: 'diez', max: '' })).toEqual({ ok: false, problem: 'invalidMin' });
    expect(readPriceRange({ min: '', max: '-5' })).toEqual({ ok: false, problem: 'invalidMax' });
    expect(readPriceRange({ min: '1.500', max: '' })).toEqual({ ok: false, problem: 'invalidMin' });
    expect(readPriceRange({ min: '', max: '99999999999' })).toEqual({ ok: false, problem: 'invalidMax' });
    expect(readPriceRange({ min: '50', max: '10' })).toEqual({ ok: false, problem: 'range' });
    expect(readPriceRange({ min: '10', max: '10' })).toEqual({ ok: true, min: 1000, max: 1000 });
  });
});
