import { t } from '@plaza/domain/messages/es-search';
import { activeSearchFilters } from '@plaza/domain/search-filter-rules';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { categoriesQuery } from '../../features/categories/category-queries';
import { CategoryPicker } from '../../features/search/category-picker';
import { SearchBox } from '../../features/search/search-box';
import { SearchFilterBar } from '../../features/search/search-filter-bar';
import { SearchPager } from '../../features/search/search-pager';
import { searchQuery } from '../../features/search/search-queries';
import { SearchResults } from '../../features/search/search-results';
import { useCurrencyFallback } from '../../features/search/use-currency-fallback';
import { filtersOf, useSearchState } from '../../features/search/use-search-state';
import { ArrowLeftIcon } from '../../ui/icons';
import { PageContainer } from '../../ui/page-container';
import { useDocumentTitle } from '../../ui/use-document-title';
import { RetryNotice } from '../../ui/page-message';

/** /search: stores and products for a query and a category, a page at a time. */
export function SearchPage() {
  const { state, search, setCategory, setFilters, dropCurrency, setPageSize, setPage } = useSearchState();
  const answer = useQuery(searchQuery(state));
  // The picker fails quietly (spec section 8): without categories the page still searches.
  const categories = useQuery(categoriesQuery());

  const heading = state.q ? t('search.resultsFor', { query: state.q }) : t('search.browse');
  useDocumentTitle(heading);

  // A failed search is logged, and says so with 'Reintentar' rather than reading as no results.
  // A currency the market does not have falls back to none: no failure shown meanwhile.
  const refusedCurrency = useCurrencyFallback(answer.error, state.currency, dropCurrency);
  const failed = answer.isError && !answer.data && !refusedCurrency;
  const filters = filtersOf(state);
  const filtered = activeSearchFilters(filters).length > 0;
  const results = answer.data?.data.results;
  const loading = answer.isPending;

  return (
    <PageContainer className="py-4 sm:py-8">
      <Link to="/" className="inline-flex min-h-11 items-center gap-2 rounded-full pr-3 text-sm font-semibold text-brand-800 hover:text-brand-900">
        <ArrowLeftIcon className="size-5" />
        {t('search.backHome')}
      </Link>
      <h1 className="mt-1 text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">{heading}</h1>

      <div className="mt-4 flex flex-col gap-4">
        <SearchBox query={state.q ?? ''} onSearch={search} label={t('search.inputLabel')} />
        {categories.data && <CategoryPicker categories={categories.data} selected={state.category} onChange={setCategory} />}
        <SearchFilterBar filters={filters} onChange={setFilters} />
      </div>

      {failed ? (
        <RetryNotice className="my-6" message={t('search.loadError')} onRetry={() => void answer.refetch()} retrying={answer.isFetching} />
      ) : (
        <SearchResults results={refusedCurrency ? undefined : results} withStores onClearFilters={filtered ? () => setFilters(state.sort ? { sort: state.sort } : {}) : undefined} />
      )}

      {(state.page > 1 || (results?.length ?? 0) > 0) && (
        <div className="pt-2 pb-4">
          <SearchPager
            label={t('search.page', { page: state.page })}
            previousDisabled={state.page <= 1}
            nextDisabled={loading || !answer.data?.data.has_next}
            onPrevious={() => setPage(state.page - 1)}
            onNext={() => setPage(state.page + 1)}
            pageSize={state.page_size}
            onPageSizeChange={setPageSize}
          />
        </div>
      )}
    </PageContainer>
  );
}
