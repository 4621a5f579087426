import { useNavigate, useSearchParams } from 'react-router';
import { readSearchState, searchPagePath, type SearchState } from './search-url';

/**
 * A search page's state, read from its address, and the moves that change it. Every move is a
 * navigation to the same page with new parameters, so back and forward walk through searches.
 * `slug` keeps the moves on that store's search page.
 */
export function useSearchState(slug?: string) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const state = readSearchState(params);

  function go(next: Partial<SearchState>, { keepScroll = false }: { keepScroll?: boolean } = {}) {
    void navigate(searchPagePath(next, slug), { preventScrollReset: keepScroll });
  }

  return {
    state,
    /** A new query (trimmed, not blank) from page 1, keeping the category and the page size. */
    search: (q: string) => go({ q, category: state.category, page_size: state.page_size }),
    /** A category, or none, from page 1; the shopper stays where the picker is. */
    setCategory: (category: number | undefined) => go({ q: state.q, category, page_size: state.page_size }, { keepScroll: true }),
    /** Another page size, back to page 1. */
    setPageSize: (pageSize: number) => go({ q: state.q, category: state.category, page_size: pageSize }, { keepScroll: true }),
    /** Another page, from its top. */
    setPage: (page: number) => {
      go({ ...state, page });
      window.scrollTo({ top: 0 });
    },
  };
}
