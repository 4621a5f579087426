import { t } from '@plaza/domain/messages/es-search';
import { activeSearchFilters } from '@plaza/domain/search-filter-rules';
import { t as storeText } from '@plaza/domain/messages/es-store-pages';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { HttpError } from '../../api/api-fetch';
import { CategoryPicker } from '../../features/search/category-picker';
import { SearchBox } from '../../features/search/search-box';
import { SearchFilterBar } from '../../features/search/search-filter-bar';
import { SearchPager } from '../../features/search/search-pager';
import { searchQuery, storeCategoriesQuery } from '../../features/search/search-queries';
import { SearchResults } from '../../features/search/search-results';
import { useCurrencyFallback } from '../../features/search/use-currency-fallback';
import { filtersOf, useSearchState } from '../../features/search/use-search-state';
import { storePath } from '../../features/store/store-card';
import { storeQuery } from '../../features/store/store-queries';
import { ArrowLeftIcon } from '../../ui/icons';
import { PageContainer } from '../../ui/page-container';
import { PageMessage, RetryNotice } from '../../ui/page-message';
import { Skeleton } from '../../ui/skeleton';
import { useDocumentTitle } from '../../ui/use-document-title';

/** The tab's title: the search's heading, then the store's name once it is known. */
function documentTitle(heading: string, notFound: boolean, storeName: string | undefined) {
  if (notFound) return storeText('store.notFound');
  return storeName ? `${heading} · ${storeName}` : heading;
}

/** Past the first page there is always a way back; on the first, only when it has results. */
function pagerShown(page: number, results: unknown[] | undefined) {
  return page > 1 || (results?.length ?? 0) > 0;
}

/** Which store the search is in, or its placeholder while the store loads. */
function StoreName({ name, pending }: { name: string | undefined; pending: boolean }) {
  if (name) return <p className="mt-1 text-sm font-medium text-slate-600">{t('search.inStore', { name })}</p>;
  return pending && <Skeleton className="mt-1 h-5 w-40" />;
}

/** /stores/{slug}/search: one store's products for a query and one of its categories, a page at a time. */
export function StoreSearchPage() {
  const slug = useParams().slug ?? '';
  const { state, search, setCategory, setFilters, dropCurrency, setPageSize, setPage } = useSearchState(slug);
  // The search needs only the slug: it starts alongside the store's information.
  const answer = useQuery(searchQuery(state, slug));
  const store = useQuery(storeQuery(slug));
  const storeId = store.data?.store.store_id;
  // The store's categories are asked for once its id is known (spec section 2); a failure only hides the picker.
  const categories = useQuery({ ...storeCategoriesQuery(storeId ?? 0), enabled: storeId !== undefined });

  const storeName = store.data?.store.name;
  const notFound = store.error instanceof HttpError && store.error.status === 404;
  const heading = state.q ? t('search.resultsFor', { query: state.q }) : t('search.browse');
  useDocumentTitle(documentTitle(heading, notFound, storeName));

  // A currency the market does not have falls back to none: no failure shown meanwhile.
  const refusedCurrency = useCurrencyFallback(answer.error, state.currency, dropCurrency);

  if (notFound) return <PageMessage title={storeText('store.notFound')} />;

  // A failed search is logged, and says so with 'Reintentar' rather than reading as no results.
  const failed = answer.isError && !answer.data && !refusedCurrency;
  const filters = filtersOf(state);
  const filtered = activeSearchFilters(filters).length > 0;
  const results = answer.data?.data.results;
  const loading = answer.isPending;

  return (
    <PageContainer className="py-4 sm:py-8">
      <Link
        to={storePath(slug)}
        className="inline-flex min-h-11 items-center gap-2 rounded-full pr-3 text-sm font-semibold text-brand-800 hover:text-brand-900"
      >
        <ArrowLeftIcon className="size-5" />
        {t('search.backToStore')}
      </Link>
      <StoreName name={storeName} pending={store.isPending} />
      <h1 className="mt-1 text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">{heading}</h1>

      <div className="mt-4 flex flex-col gap-4">
        <SearchBox query={state.q ?? ''} onSearch={search} label={t('search.storeInputLabel')} slug={slug} />
        {categories.data && <CategoryPicker categories={categories.data} selected={state.category} onChange={setCategory} />}
        <SearchFilterBar filters={filters} onChange={setFilters} />
      </div>

      {failed ? (
        <RetryNotice className="my-6" message={t('search.loadError')} onRetry={() => void answer.refetch()} retrying={answer.isFetching} />
      ) : (
        <SearchResults results={refusedCurrency ? undefined : results} withStores={false} onClearFilters={filtered ? () => setFilters(state.sort ? { sort: state.sort } : {}) : undefined} />
      )}

      {pagerShown(state.page, results) && (
        <div className="pt-2 pb-4">
          <SearchPager
            label={t('search.storePage', { page: state.page })}
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
