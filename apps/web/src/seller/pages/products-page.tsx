import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { tp } from '@plaza/domain/messages/es-panel';
import type { PanelProduct } from '@plaza/domain/schemas/panel-product';
import { failureMessage } from '../../panel-ui/server-errors';
import { categoriesQuery } from '../../features/categories/category-queries';
import { currenciesQuery } from '../../features/sellers/seller-queries';
import { primaryButton } from '../../ui/button-styles';
import { Spinner } from '../../ui/spinner';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useErrorPolicy } from '../../ui/use-error-policy';
import { productCountQuery, productListQuery, useDeleteProduct, useDuplicateProduct } from '../api/products';
import { useCurrentStore } from '../current-store';
import { apiQuery, countApiQuery, filtersFromParams, isFiltered, LIST_PAGE_SIZE, paramsFromFilters, type ListFilters } from '../products/list-query';
import { LowStockChip } from '../products/low-stock-chip';
import { ListRange, useFirstPageWhenMissing } from '../ui/list-range';
import { ProductFilters } from '../products/product-filters';
import { ProductRow } from '../products/product-row';
import { ProductSheetTools } from '../products/product-sheet-tools';
import { smallButton } from '../products/styles';
import { BulkSavedBanner, BulkSheet } from '../products/bulk-edit';
import { BulkSelectionBar, useBulkSelection } from '../products/bulk-selection';
import type { ProductBulkAnswer } from '@plaza/domain/schemas/product-bulk';

type Notice = { text: string; error: boolean } | null;

// Fetched with the first delete asked for, not with the list: the panel's other screens share its
// chunk, and as a chunk of its own it would add two requests to the list's first load.
const ConfirmDialog = lazy(() => import('../../panel-ui/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));

/** The list with no product: none matches the filters (a way back), or the store has none yet (the way to the first). */
function NoProducts({ filtered }: { filtered: boolean }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center">
      <p className="text-slate-800">{tp(filtered ? 'productScreens.emptyFiltered' : 'productScreens.empty')}</p>
      {filtered ? (
        <Link to="/seller/products" className={smallButton}>
          {tp('productScreens.clearFilters')}
        </Link>
      ) : (
        <Link to="/seller/products/new" className={primaryButton}>
          {tp('productScreens.newProduct')}
        </Link>
      )}
    </div>
  );
}

/** Previous and next under the list, while there is more than one page; next waits for the page on screen. */
function Pager({ page, hasNext, waiting, onPage }: { page: number; hasNext: boolean; waiting: boolean; onPage: (page: number) => void }) {
  if (page <= 1 && !hasNext) return null;
  return (
    <nav aria-label={tp('productScreens.pagination')} className="flex items-center justify-between gap-3">
      <button type="button" className={smallButton} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {tp('productScreens.previous')}
      </button>
      <span className="text-sm text-slate-700">{tp('productScreens.page', { page })}</span>
      <button type="button" className={smallButton} disabled={!hasNext || waiting} onClick={() => onPage(page + 1)}>
        {tp('productScreens.next')}
      </button>
    </nav>
  );
}

/**
 * /seller/products: the store's products, searched and filtered from the address, a page at a
 * time, with quick price and stock edits and each product's actions.
 */
export function ProductsPage() {
  const store = useCurrentStore();
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const list = useQuery(productListQuery(store.store_id, apiQuery(filters)));
  // The total is its own request: the page never waits for it (decision 030).
  const count = useQuery(productCountQuery(store.store_id, countApiQuery(filters)));
  const categories = useQuery(categoriesQuery());
  const currencies = useQuery(currenciesQuery());
  const duplicate = useDuplicateProduct(store.store_id);
  const remove = useDeleteProduct(store.store_id);
  const [toDelete, setToDelete] = useState<PanelProduct | null>(null);
  // Once asked for, the dialog stays mounted: closing it is what gives the focus back to the row.
  const [deleteAsked, setDeleteAsked] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  // Bulk changes (issue 43): the selection, the products the action sheet is open for, the last saved change.
  const selection = useBulkSelection();
  const [sheetIds, setSheetIds] = useState<number[] | null>(null);
  const [bulkSaved, setBulkSaved] = useState<ProductBulkAnswer | null>(null);
  useDocumentTitle(tp('productScreens.listTitle'));
  useErrorPolicy(list.error);

  const change = useCallback(
    (changes: Partial<ListFilters>) => {
      setParams((current) => paramsFromFilters({ ...filtersFromParams(current), ...changes }), { replace: Object.keys(changes).some((key) => key !== 'page') });
    },
    [setParams],
  );
  const toFirstPage = useCallback(() => change({ page: 1 }), [change]);
  useFirstPageWhenMissing(list.error, filters.page, toFirstPage);

  const codeOf = (currencyId: number) => currencies.data?.find((currency) => currency.currency_id === currencyId)?.code;

  function onDuplicate(product: PanelProduct) {
    setNotice(null);
    duplicate.mutate(product.product_id, {
      onSuccess: () => setNotice({ text: tp('productScreens.duplicated', { name: product.name }), error: false }),
      onError: (error) => setNotice({ text: failureMessage(error, tp('productScreens.duplicateError')) ?? tp('productScreens.duplicateError'), error: true }),
    });
  }

  function onConfirmDelete() {
    if (!toDelete) return;
    const { product_id, name } = toDelete;
    remove.mutate(product_id, {
      onSuccess: ({ archived }) => {
        setToDelete(null);
        setNotice({ text: tp(archived ? 'productScreens.archived' : 'productScreens.deleted', { name }), error: false });
      },
      onError: (error) => {
        setToDelete(null);
        setNotice({ text: failureMessage(error, tp('productScreens.deleteError')) ?? tp('productScreens.deleteError'), error: true });
      },
    });
  }

  const page = list.data;
  const products = page?.results ?? [];

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-bold">{tp('productScreens.listTitle')}</h1>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={smallButton} onClick={selection.toggleMode}>
            {selection.active ? tp('productBulk.selectDone') : tp('productBulk.select')}
          </button>
          <Link to="/seller/products/new" className={primaryButton}>
            {tp('productScreens.newProduct')}
          </Link>
        </div>
      </div>

      <ProductSheetTools storeId={store.store_id} />

      <ProductFilters filters={filters} categories={categories.data ?? []} onChange={change} />
      <LowStockChip storeId={store.store_id} filters={filters} onChange={change} />

      {bulkSaved ? <BulkSavedBanner key={bulkSaved.bulk_id} storeId={store.store_id} saved={bulkSaved} onDone={() => setBulkSaved(null)} /> : null}
      {selection.active ? <BulkSelectionBar storeId={store.store_id} query={apiQuery(filters)} selection={selection} onChange={setSheetIds} /> : null}

      <p role="status" className={`text-sm font-medium empty:hidden ${notice?.error ? 'text-red-700' : 'text-emerald-800'}`}>
        {notice?.text ?? ''}
      </p>

      {list.isPending ? (
        <div role="status" className="flex items-center justify-center gap-3 py-12 text-slate-700">
          <Spinner className="size-6" />
          {tp('productScreens.loading')}
        </div>
      ) : list.isError && !page ? (
        <div className="flex flex-col items-center gap-3 py-12 text-center">
          <p role="alert" className="text-slate-800">
            {tp('productScreens.loadError')}
          </p>
          <button type="button" className={smallButton} onClick={() => void list.refetch()}>
            {tp('productScreens.retry')}
          </button>
        </div>
      ) : products.length === 0 ? (
        <NoProducts filtered={isFiltered(filters)} />
      ) : (
        <>
        <ListRange page={filters.page} pageSize={LIST_PAGE_SIZE} shown={products.length} count={count.data} />
        <ul aria-label={tp('productScreens.results')} aria-busy={list.isPlaceholderData || undefined} className="grid gap-3 lg:grid-cols-2">
          {products.map((product) => (
            <ProductRow
              key={product.product_id}
              storeId={store.store_id}
              product={product}
              currencyCode={codeOf(product.currency_id)}
              onDuplicate={onDuplicate}
              onDelete={(product) => {
                setDeleteAsked(true);
                setToDelete(product);
              }}
              busy={duplicate.isPending || remove.isPending}
              selection={
                selection.active
                  ? { selected: selection.selected.has(product.product_id), onToggle: (on) => selection.toggle(product.product_id, on) }
                  : undefined
              }
            />
          ))}
        </ul>
        </>
      )}

      {page ? <Pager page={filters.page} hasNext={page.has_next} waiting={list.isPlaceholderData} onPage={(to) => change({ page: to })} /> : null}

      <BulkSheet
        storeId={store.store_id}
        productIds={sheetIds}
        codeOf={codeOf}
        onClose={() => setSheetIds(null)}
        onSaved={(answer) => {
          setBulkSaved(answer);
          selection.toggleMode();
        }}
      />

      {deleteAsked ? (
        <Suspense fallback={null}>
          {/* A product with orders is archived instead: the body says so, the notice which it was. */}
          <ConfirmDialog
            title={toDelete ? tp('productScreens.deleteTitle', { name: toDelete.name }) : null}
            body={tp('productScreens.deleteBody')}
            confirmLabel={tp('productScreens.deleteConfirm')}
            pending={remove.isPending}
            onConfirm={onConfirmDelete}
            onClose={() => setToDelete(null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
