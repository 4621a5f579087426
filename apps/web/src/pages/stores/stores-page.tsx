import { SKELETON_COUNT } from '@plaza/domain/constants';
import { t } from '@plaza/domain/messages/es-store-pages';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { categoriesQuery } from '../../features/categories/category-queries';
import { StoreCard, StoreCardSkeleton } from '../../features/store/store-card';
import { StoreFilterPanel } from '../../features/store/store-filter-panel';
import { readStoreFilters, storeFiltersSearch } from '../../features/store/store-filters';
import { storesQuery, ubicationsQuery, type StoreFilters } from '../../features/store/store-queries';
import { PageContainer } from '../../ui/page-container';
import { EmptyMessage, RetryNotice } from '../../ui/page-message';
import { useDocumentTitle } from '../../ui/use-document-title';

const grid = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

/** /stores: every store, filtered by category, province and municipality from the address. */
export function StoresPage() {
  useDocumentTitle(t('stores.title'));
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readStoreFilters(searchParams);
  const stores = useQuery(storesQuery(filters));
  const categories = useQuery(categoriesQuery());
  const ubications = useQuery(ubicationsQuery());
  const filtered = Object.keys(filters).length > 0;

  function applyFilters(next: StoreFilters) {
    setSearchParams(new URLSearchParams(storeFiltersSearch(next)), { preventScrollReset: true });
  }

  return (
    <PageContainer className="py-6 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('stores.title')}</h1>
      <div className="mt-5">
        <StoreFilterPanel filters={filters} categories={categories.data} ubications={ubications.data} onChange={applyFilters} />
      </div>

      <section aria-labelledby="stores-results" className="mt-6">
        <h2 id="stores-results" className="sr-only" aria-live="polite">
          {stores.data
            ? stores.data.length === 1
              ? t('stores.resultsOne')
              : t('stores.results', { count: stores.data.length })
            : stores.isError
              ? t('stores.loadError')
              : t('stores.loading')}
        </h2>
        {stores.isPending ? (
          <ul className={grid} aria-busy="true" aria-label={t('stores.loading')}>
            {Array.from({ length: SKELETON_COUNT }, (_, index) => (
              <li key={index}>
                <StoreCardSkeleton />
              </li>
            ))}
          </ul>
        ) : stores.isError ? (
          // Not a blank page: the failure says so and offers to ask again.
          <RetryNotice message={t('stores.loadError')} onRetry={() => void stores.refetch()} retrying={stores.isFetching} />
        ) : stores.data.length > 0 ? (
          <ul className={grid}>
            {stores.data.map((store, index) => (
              <li key={store.store_id}>
                <StoreCard store={store} first={index === 0} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyMessage>{filtered ? t('stores.empty') : t('stores.emptyAll')}</EmptyMessage>
        )}
      </section>
    </PageContainer>
  );
}
