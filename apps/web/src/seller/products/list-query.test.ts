import { describe, expect, it } from 'vitest';
import { apiQuery, countQuery, filtersFromParams, isFiltered, paramsFromFilters } from './list-query';

describe('product list filters in the address', () => {
  it('reads every filter and round-trips it', () => {
    const filters = filtersFromParams(new URLSearchParams('q=cake&category=3&status=hidden&low_stock=1&page=2'));
    expect(filters).toEqual({ q: 'cake', category: 3, status: 'hidden', lowStock: true, page: 2 });
    expect(paramsFromFilters(filters).toString()).toBe('q=cake&category=3&status=hidden&low_stock=1&page=2');
  });
  it('reads the older status=low_stock as the "Stock bajo" chip, and counts over the other filters', () => {
    const filters = filtersFromParams(new URLSearchParams('status=low_stock&q=té'));
    expect(filters).toEqual({ q: 'té', category: null, status: 'all', lowStock: true, page: 1 });
    expect(paramsFromFilters(filters).toString()).toBe('q=t%C3%A9&low_stock=1');
    expect(countQuery({ ...filters, status: 'visible', page: 4 })).toEqual({ q: 'té', status: 'visible' });
    expect(isFiltered({ q: '', category: null, status: 'all', lowStock: true, page: 1 })).toBe(true);
  });
  it('takes defaults for anything unreadable, and leaves defaults out of the address', () => {
    const filters = filtersFromParams(new URLSearchParams('category=abc&status=gone&page=-2'));
    expect(filters).toEqual({ q: '', category: null, status: 'all', lowStock: false, page: 1 });
    expect(paramsFromFilters(filters).toString()).toBe('');
    expect(isFiltered(filters)).toBe(false);
  });
  it('asks the API for the page with its size, and the search trimmed', () => {
    expect(apiQuery({ q: ' mesa ', category: null, status: 'hidden', lowStock: false, page: 1 })).toEqual({ q: 'mesa', status: 'hidden', page: '1', page_size: '20' });
  });
  it('counts a search, a category or a status as a narrowed list', () => {
    expect(isFiltered({ q: ' ', category: null, status: 'all', lowStock: false, page: 3 })).toBe(false);
    expect(isFiltered({ q: '', category: 2, status: 'all', lowStock: false, page: 1 })).toBe(true);
  });
});
