import { useQueries, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useState, type Ref } from 'react';
import { tp } from '@plaza/domain/messages/es-panel';
import { couponProductQuery, productSearchQuery } from '../api/coupons';
import { ProductSearchField } from '../../panel-ui/product-search-field';

/**
 * Chooses some of the store's products: a search over them (panel-ui's ProductSearchField), and
 * the chosen ones listed with a button to take each out. Names of chosen products no search has shown yet are read one by one.
 */
export function ProductPicker({
  storeId,
  value,
  onChange,
  legend,
  error,
  inputRef,
}: {
  storeId: number;
  value: number[];
  onChange: (productIds: number[]) => void;
  legend: string;
  error?: string;
  /** Where the form puts the focus when this field has an error. */
  inputRef?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query.trim());
  const search = useQuery(productSearchQuery(storeId, deferred));
  const [names, setNames] = useState<Record<number, string>>({});
  const unknown = value.filter((productId) => names[productId] === undefined && !search.data?.results.some((p) => p.product_id === productId));
  const fetched = useQueries({ queries: unknown.slice(0, 50).map((productId) => ({ ...couponProductQuery(storeId, productId), retry: false })) });

  const nameOf = (productId: number) =>
    names[productId] ??
    search.data?.results.find((product) => product.product_id === productId)?.name ??
    fetched.find((result) => result.data?.product_id === productId)?.data?.name ??
    tp('storeScreens.coupons.productNumber', { id: productId });

  function toggle(productId: number, name: string, chosen: boolean) {
    setNames((current) => ({ ...current, [productId]: name }));
    onChange(chosen ? [...value, productId] : value.filter((other) => other !== productId));
  }

  return (
    <ProductSearchField
      id={id}
      legend={legend}
      texts={{
        search: tp('storeScreens.coupons.searchProducts'),
        hint: tp('storeScreens.coupons.searchHint'),
        searching: tp('storeScreens.coupons.searching'),
        loadError: tp('storeScreens.common.loadError'),
        noResults: tp('storeScreens.coupons.noResults'),
        moreResults: tp('storeScreens.coupons.moreResults'),
      }}
      query={query}
      onQueryChange={setQuery}
      search={search}
      results={search.data?.results}
      hasNext={search.data?.has_next}
      isChecked={(product) => value.includes(product.product_id)}
      onToggle={(product, checked) => toggle(product.product_id, product.name, checked)}
      renderResult={(product) => <span className="min-w-0 flex-1 break-words text-slate-900">{product.name}</span>}
      error={error}
      inputRef={inputRef}
    >
      <h3 className="text-sm font-medium text-slate-800">
        {tp('storeScreens.coupons.chosen')} ({value.length})
      </h3>
      {value.length === 0 ? (
        <p className="text-sm text-slate-700">{tp('storeScreens.coupons.noneChosen')}</p>
      ) : (
        <ul className="mt-1 flex flex-wrap gap-2">
          {value.map((productId) => (
            <li key={productId} className="flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-0.5 pl-3 text-sm text-brand-900 ring-1 ring-brand-200">
              <span className="max-w-56 truncate">{nameOf(productId)}</span>
              <button
                type="button"
                onClick={() => onChange(value.filter((other) => other !== productId))}
                aria-label={tp('storeScreens.coupons.removeProduct', { name: nameOf(productId) })}
                className="inline-flex size-11 items-center justify-center rounded-full text-brand-900 hover:bg-brand-100"
              >
                <svg className="size-4" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden="true" focusable="false">
                  <path d="M6 6l12 12M18 6 6 18" />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      )}
    </ProductSearchField>
  );
}
