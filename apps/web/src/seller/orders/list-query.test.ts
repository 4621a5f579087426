import { describe, expect, it } from 'vitest';
import { orderApiQuery, orderFiltersFromParams, paramsFromOrderFilters } from './list-query';

describe('order inbox filters in the address', () => {
  it('reads the status and the page and round-trips them', () => {
    const filters = orderFiltersFromParams(new URLSearchParams('status=pending_payment&page=3'));
    expect(filters).toEqual({ status: 'pending_payment', page: 3 });
    expect(paramsFromOrderFilters(filters).toString()).toBe('status=pending_payment&page=3');
  });
  it('takes every order and the first page for anything unreadable, and leaves defaults out of the address', () => {
    for (const query of ['status=shipped&page=0', 'status=&page=-1', 'status=PAID&page=2x', 'page=99999999999']) {
      const filters = orderFiltersFromParams(new URLSearchParams(query));
      expect(filters).toEqual({ status: 'all', page: 1 });
      expect(paramsFromOrderFilters(filters).toString()).toBe('');
    }
  });
  it('asks the API for a page of 20, with the status only when one is chosen', () => {
    expect(orderApiQuery({ status: 'all', page: 1 })).toEqual({ page: '1', page_size: '20' });
    expect(orderApiQuery({ status: 'cancelled', page: 2 })).toEqual({ status: 'cancelled', page: '2', page_size: '20' });
  });
});
