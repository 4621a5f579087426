import { describe, expect, it } from 'vitest';
import { orderApiQuery, orderCountApiQuery, orderFiltersFromParams, paramsFromOrderFilters } from './list-query';

describe('order inbox filters in the address', () => {
  it('reads the status and the page and round-trips them', () => {
    const filters = orderFiltersFromParams(new URLSearchParams('status=pending_payment&q=Jos%C3%A9&page=3'));
    expect(filters).toEqual({ status: 'pending_payment', q: 'José', page: 3 });
    expect(paramsFromOrderFilters(filters).toString()).toBe('status=pending_payment&q=Jos%C3%A9&page=3');
  });
  it('takes every order and the first page for anything unreadable, and leaves defaults out of the address', () => {
    for (const query of ['status=shipped&page=0', 'status=&page=-1', 'status=PAID&page=2x', 'page=99999999999']) {
      const filters = orderFiltersFromParams(new URLSearchParams(query));
      expect(filters).toEqual({ status: 'all', q: '', page: 1 });
      expect(paramsFromOrderFilters(filters).toString()).toBe('');
    }
  });
  it('asks the API for a page of 20, with the status only when one is chosen', () => {
    expect(orderApiQuery({ status: 'all', q: ' ', page: 1 })).toEqual({ page: '1', page_size: '20' });
    expect(orderApiQuery({ status: 'cancelled', q: '', page: 2 })).toEqual({ status: 'cancelled', page: '2', page_size: '20' });
  });
  it('asks for the search trimmed, in the page and in its count (which has no page)', () => {
    expect(orderApiQuery({ status: 'all', q: ' +53 5222 ', page: 1 })).toEqual({ q: '+53 5222', page: '1', page_size: '20' });
    expect(orderCountApiQuery({ status: 'paid', q: 'ana', page: 4 })).toEqual({ status: 'paid', q: 'ana' });
  });
});
