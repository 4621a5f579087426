import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useId, useRef, useState, type Ref } from 'react';
import { tc } from '@plaza/domain/messages/es-admin-content';
import { cardImageUrl } from '../../../api/image-url';
import { moveItem } from '../../../panel-ui/reorder';
import { inputClass } from '../../../panel-ui/field';
import { rowDangerButton } from '../../../panel-ui/panel-buttons';
import { catalogueSearchQuery, type PickedProduct } from '../api/catalogue-search';
import { MoveButtons } from './reorder';

function Thumbnail({ image }: { image: string | null }) {
  return image ? (
    <img src={cardImageUrl(image)} alt="" className="size-11 shrink-0 rounded-md bg-slate-100 object-cover" loading="lazy" />
  ) : (
    <span aria-hidden="true" className="size-11 shrink-0 rounded-md bg-slate-100" />
  );
}

/**
 * The console's product picker (the panel's ProductPicker, over the whole catalogue): a search
 * through the storefront's search, each result a checkbox, and the chosen products in their order
 * below, each with 'Subir', 'Bajar' and 'Quitar'. The order is the section's.
 */
export function CatalogueProductPicker({
  value,
  onChange,
  legend,
  max,
  error,
  inputRef,
}: {
  value: PickedProduct[];
  onChange: (products: PickedProduct[]) => void;
  legend: string;
  max: number;
  error?: string;
  /** Where the form puts the focus when this field has an error. */
  inputRef?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query.trim());
  const search = useQuery(catalogueSearchQuery(deferred));
  const chosenList = useRef<HTMLOListElement>(null);
  const pendingFocus = useRef<string[] | null>(null);
  const chosenIds = new Set(value.map((product) => product.product_id));

  // After a move the focus stays on the moved product's button (its other one at either end);
  // after 'Quitar', on the next product's (or the previous one's), else the search box.
  useEffect(() => {
    const selectors = pendingFocus.current;
    if (!selectors) return;
    pendingFocus.current = null;
    for (const selector of selectors) {
      const target = chosenList.current?.querySelector<HTMLElement>(`${selector}:not([aria-disabled="true"])`);
      if (target) {
        target.focus();
        return;
      }
    }
    document.getElementById(`${id}-q`)?.focus();
  }, [value, id]);

  function toggle(product: PickedProduct, checked: boolean) {
    onChange(checked ? [...value, product] : value.filter((other) => other.product_id !== product.product_id));
  }

  function move(index: number, step: -1 | 1) {
    const product = value[index];
    if (!product) return;
    pendingFocus.current = [`[data-move="${product.product_id}:${step}"]`, `[data-move="${product.product_id}:${-step}"]`];
    onChange(moveItem(value, index, index + step));
  }

  function remove(index: number) {
    const neighbours = [value[index + 1], value[index - 1]].filter((other) => other !== undefined);
    pendingFocus.current = neighbours.map((other) => `[data-remove="${other.product_id}"]`);
    onChange(value.filter((_, at) => at !== index));
  }

  const errorId = `${id}-error`;
  const full = value.length >= max;
  return (
    <fieldset className="flex min-w-0 flex-col gap-3" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-q`} className="text-sm text-slate-800">
          {tc('contentEditors.picker.search')}
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
          {tc('contentEditors.picker.searchHint')} {tc('contentEditors.picker.max', { max })}
        </p>
      </div>
      <div id={`${id}-results`} aria-live="polite" aria-busy={search.isFetching || undefined}>
        {search.isPending ? (
          <p className="text-sm text-slate-700">{tc('contentEditors.picker.searching')}</p>
        ) : search.isError ? (
          <p className="text-sm text-rose-800">{tc('contentEditors.common.loadError')}</p>
        ) : search.data.products.length === 0 ? (
          <p className="text-sm text-slate-700">{tc('contentEditors.picker.noResults')}</p>
        ) : (
          <ul aria-label={tc('contentEditors.picker.results')} className="max-h-72 divide-y divide-slate-200 overflow-y-auto rounded-lg border border-slate-200">
            {search.data.products.map((product) => {
              const checked = chosenIds.has(product.product_id);
              return (
                <li key={product.product_id}>
                  <label className="flex min-h-11 cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-slate-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60">
                    <input
                      type="checkbox"
                      checked={checked}
                      disabled={!checked && full}
                      onChange={(event) => toggle(product, event.target.checked)}
                      className="size-5 shrink-0 accent-brand-700"
                    />
                    <Thumbnail image={product.image} />
                    <span className="min-w-0 flex-1">
                      <span className="block break-words text-slate-900">{product.name}</span>
                      <span className="block text-xs text-slate-600">{tc('contentEditors.picker.storeOf', { store: product.store_name })}</span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        )}
        {search.data?.hasNext ? <p className="mt-1 text-xs text-slate-600">{tc('contentEditors.picker.moreResults')}</p> : null}
      </div>
      <div>
        <h3 id={`${id}-chosen`} className="text-sm font-medium text-slate-800">
          {tc('contentEditors.picker.chosen')} ({value.length})
        </h3>
        {value.length === 0 ? (
          <p className="text-sm text-slate-700">{tc('contentEditors.picker.noneChosen')}</p>
        ) : (
          <ol ref={chosenList} aria-labelledby={`${id}-chosen`} className="mt-1 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {value.map((product, index) => (
              <li key={product.product_id} className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2">
                <span aria-hidden="true" className="w-5 shrink-0 text-right text-xs font-semibold text-slate-600 tabular-nums">
                  {index + 1}
                </span>
                <Thumbnail image={product.image} />
                <span className="min-w-0 flex-1 basis-32 text-sm">
                  <span className="block break-words text-slate-900">{product.name}</span>
                  <span className="block text-xs text-slate-600">{tc('contentEditors.picker.storeOf', { store: product.store_name })}</span>
                  {product.visible ? null : <span className="block text-xs font-medium text-amber-800">{tc('contentEditors.picker.notVisible')}</span>}
                </span>
                <div className="ml-auto flex gap-1">
                  <MoveButtons
                    id={product.product_id}
                    name={product.name}
                    canUp={index > 0}
                    canDown={index < value.length - 1}
                    onMove={(step) => move(index, step)}
                  />
                  <button
                    type="button"
                    data-remove={product.product_id}
                    className={rowDangerButton}
                    aria-label={tc('contentEditors.picker.remove', { name: product.name })}
                    onClick={() => remove(index)}
                  >
                    <svg className="size-5" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden="true" focusable="false">
                      <path d="M6 6l12 12M18 6 6 18" />
                    </svg>
                  </button>
                </div>
              </li>
            ))}
          </ol>
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
