import { describe, expect, it } from 'vitest';
import { apiQuery, filtersFromParams, isFiltered, paramsFromFilters } from './list-query';

describe('product list filters in the address', () => {
  it('reads every filter and round-trips it', () => {
    const filters = filtersFromParams(new URLSearchParams('q=cake&category=3&status=low_stock&page=2'));
    expect(filters).toEqual({ q: 'cake', category: 3, status: 'low_stock', page: 2 });
    expect(paramsFromFilters(filters).toString()).toBe('q=cake&category=3&status=low_stock&page=2');
  });
  it('takes defaults for anything unreadable, and leaves defaults out of the address', () => {
    const filters = filtersFromParams(new URLSearchParams('category=abc&status=gone&page=-2'));
    expect(filters).toEqual({ q: '', category: null, status: 'all', page: 1 });
    expect(paramsFromFilters(filters).toString()).toBe('');
    expect(isFiltered(filters)).toBe(false);
  });
  it('asks the API for the page with its size, and the search trimmed', () => {
    expect(apiQuery({ q: ' mesa ', category: null, status: 'hidden', page: 1 })).toEqual({ q: 'mesa', status: 'hidden', page: '1', page_size: '20' });
  });
  it('counts a search, a category or a status as a narrowed list', () => {
    expect(isFiltered({ q: ' ', category: null, status: 'all', page: 3 })).toBe(false);
    expect(isFiltered({ q: '', category: 2, status: 'all', page: 1 })).toBe(true);
  });
});
