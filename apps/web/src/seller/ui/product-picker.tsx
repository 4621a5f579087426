import { useQueries, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useState, type Ref } from 'react';
import { tp } from '@plaza/domain/messages/es-panel';
import { couponProductQuery, productSearchQuery } from '../api/coupons';
import { inputClass } from '../../panel-ui/field';

/**
 * Chooses some of the store's products: a search over them (the server's, so a store of 10,000
 * products works the same), each result a checkbox, and the chosen ones listed with a button to
 * take each out. Names of chosen products no search has shown yet are read one by one.
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

  const errorId = `${id}-error`;
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-q`} className="text-sm text-slate-800">
          {tp('storeScreens.coupons.searchProducts')}
        </label>
        <input
          ref={inputRef}
          id={`${id}-q`}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          aria-describedby={`${id}-hint${error ? ` ${errorId}` : ''}`}
          aria-invalid={error ? true : undefined}
          aria-controls={`${id}-results`}
          autoComplete="off"
          className={inputClass}
        />
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {tp('storeScreens.coupons.searchHint')}
        </p>
      </div>
      <div id={`${id}-results`} aria-live="polite" aria-busy={search.isFetching || undefined}>
        {search.isPending ? (
          <p className="text-sm text-slate-700">{tp('storeScreens.coupons.searching')}</p>
        ) : search.isError ? (
          <p className="text-sm text-rose-800">{tp('storeScreens.common.loadError')}</p>
        ) : search.data.results.length === 0 ? (
          <p className="text-sm text-slate-700">{tp('storeScreens.coupons.noResults')}</p>
        ) : (
          <ul className="max-h-72 divide-y divide-slate-200 overflow-y-auto rounded-lg border border-slate-200">
            {search.data.results.map((product) => {
              const checked = value.includes(product.product_id);
              return (
                <li key={product.product_id}>
                  <label className="flex min-h-11 cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-slate-50">
                    <input
                      type="checkbox"
                      checked={checked}
                      onChange={(event) => toggle(product.product_id, product.name, event.target.checked)}
                      className="size-5 shrink-0 accent-brand-700"
                    />
                    <span className="min-w-0 flex-1 break-words text-slate-900">{product.name}</span>
                  </label>
                </li>
              );
            })}
          </ul>
        )}
        {search.data?.has_next ? <p className="mt-1 text-xs text-slate-600">{tp('storeScreens.coupons.moreResults')}</p> : null}
      </div>
      <div>
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
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-red-700" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
