import type { SearchFilters } from '@plaza/domain/search-state';
import { useNavigate, useSearchParams } from 'react-router';
import { readSearchState, searchPagePath, type SearchState } from './search-url';

/** The sort and filters of a state, without its query, category and paging. */
export function filtersOf({ sort, min_price, max_price, currency, offer, in_stock, wholesale }: SearchState): SearchFilters {
  return { sort, min_price, max_price, currency, offer, in_stock, wholesale };
}

/**
 * A search page's state, read from its address, and the moves that change it. Every move is a
 * navigation to the same page with new parameters, so back and forward walk through searches.
 * `slug` keeps the moves on that store's search page. Any change but the page's own goes back to
 * page 1, keeping everything else.
 */
export function useSearchState(slug?: string) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const state = readSearchState(params);
  const kept = { q: state.q, category: state.category, page_size: state.page_size, ...filtersOf(state) };

  function go(next: Partial<SearchState>, { keepScroll = false, replace = false }: { keepScroll?: boolean; replace?: boolean } = {}) {
    void navigate(searchPagePath(next, slug), { preventScrollReset: keepScroll, replace });
  }

  return {
    state,
    /** A new query (trimmed, not blank) from page 1, keeping the category, the sort and filters and the page size. */
    search: (q: string) => go({ ...kept, q }),
    /** A category, or none, from page 1; the shopper stays where the picker is. */
    setCategory: (category: number | undefined) => go({ ...kept, category }, { keepScroll: true }),
    /** Another sort and filters (the whole set), from page 1; the shopper stays where the controls are. */
    setFilters: (filters: SearchFilters) => go({ q: state.q, category: state.category, page_size: state.page_size, ...filters }, { keepScroll: true }),
    /**
     * The same search without its currency, in place of this entry: the server knows no such
     * currency (a hand-edited address), and a page falls back to the default rather than failing.
     */
    dropCurrency: () => go({ ...state, currency: undefined }, { keepScroll: true, replace: true }),
    /** Another page size, back to page 1. */
    setPageSize: (pageSize: number) => go({ ...kept, page_size: pageSize }, { keepScroll: true }),
    /** Another page, from its top. */
    setPage: (page: number) => {
      go({ ...state, page });
      window.scrollTo({ top: 0 });
    },
  };
}
