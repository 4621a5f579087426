import { SKELETON_COUNT } from '@plaza/domain/constants';
import { t } from '@plaza/domain/messages/es-search';
import type { Product } from '@plaza/domain/schemas/product';
import type { SearchResult } from '@plaza/domain/schemas/search';
import type { StoreSummary } from '@plaza/domain/schemas/store';
import { useId } from 'react';
import { CarouselRow, STORE_ITEM } from '../../ui/carousel-row';
import { secondaryButton } from '../../ui/button-styles';
import { EmptyMessage } from '../../ui/page-message';
import { PRODUCT_GRID } from '../../ui/product-grid';
import { ProductCard, ProductCardSkeleton } from '../product/product-card';
import { StoreCard } from '../store/store-card';

type ProductResult = Extract<SearchResult, { result_type: 'product' }>;
type StoreResult = Extract<SearchResult, { result_type: 'store' }>;

interface SearchResultsProps {
  /** Undefined while the page loads. */
  results: SearchResult[] | undefined;
  /** The global search shows the matching stores too; a store's search does not. */
  withStores: boolean;
  /** With filters on, an empty page says so and offers to clear them. */
  onClearFilters?: () => void;
}

/**
 * A page of search results: 'Tiendas' (store cards) above 'Productos' (product cards), eight
 * skeleton cards while it loads, 'No results found' when nothing matched (or, with filters on,
 * that nothing matched them, and 'Limpiar filtros'). A status line tells screen readers when the
 * results have arrived and how many, each time they change.
 */
export function SearchResults({ results, withStores, onClearFilters }: SearchResultsProps) {
  const stores: StoreSummary[] = withStores
    ? (results ?? []).filter((result): result is StoreResult => result.result_type === 'store')
    : [];
  const products: Product[] = (results ?? []).filter((result): result is ProductResult => result.result_type === 'product');
  const count = stores.length + products.length;
  const productsId = useId();

  return (
    <>
      {/* The status region stays in place so its changes are read out: loading, the count, or the empty notice. */}
      <div role="status" className={count === 0 && results !== undefined ? 'py-6' : undefined}>
        {results === undefined ? (
          <span className="sr-only">{t('search.loading')}</span>
        ) : count === 0 && onClearFilters ? (
          <EmptyMessage>
            {t('searchFilters.emptyFiltered')} <span className="block text-sm">{t('searchFilters.emptyFilteredHint')}</span>
          </EmptyMessage>
        ) : count === 0 ? (
          <EmptyMessage>{t('search.noResults')}</EmptyMessage>
        ) : (
          <span className="sr-only">{count === 1 ? t('search.resultCountOne') : t('search.resultCount', { count })}</span>
        )}
      </div>
      {count === 0 && results !== undefined && onClearFilters && (
        <div className="-mt-2 flex justify-center pb-6">
          <button type="button" className={secondaryButton} onClick={onClearFilters}>
            {t('searchFilters.clear')}
          </button>
        </div>
      )}
      {results === undefined && (
        <div className={`${PRODUCT_GRID} py-6`} aria-hidden="true">
          {Array.from({ length: SKELETON_COUNT }, (_, index) => (
            <ProductCardSkeleton key={index} />
          ))}
        </div>
      )}
      {stores.length > 0 && (
        <CarouselRow title={t('search.stores')} itemClassName={STORE_ITEM}>
          {stores.map((store, index) => (
            <StoreCard key={store.store_id} store={store} first={index === 0} />
          ))}
        </CarouselRow>
      )}
      {products.length > 0 && (
        <section aria-labelledby={productsId} className="py-6 sm:py-8">
          <h2 id={productsId} className="mb-4 text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
            {t('search.products')}
          </h2>
          <ul className={PRODUCT_GRID}>
            {products.map((product) => (
              <li key={product.product_id}>
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
