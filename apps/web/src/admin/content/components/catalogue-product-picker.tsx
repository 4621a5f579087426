import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useId, useRef, useState, type Ref } from 'react';
import { tc } from '@plaza/domain/messages/es-admin-content';
import { cardImageUrl } from '../../../api/image-url';
import { moveItem } from '../../../panel-ui/reorder';
import { ProductSearchField } from '../../../panel-ui/product-search-field';
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
 * The console's product picker (panel-ui's ProductSearchField over the whole catalogue, through
 * the storefront's search), with the chosen products in their order below, each with 'Subir',
 * 'Bajar' and 'Quitar'. The order is the section's.
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

  const full = value.length >= max;
  return (
    <ProductSearchField
      id={id}
      legend={legend}
      texts={{
        search: tc('contentEditors.picker.search'),
        hint: `${tc('contentEditors.picker.searchHint')} ${tc('contentEditors.picker.max', { max })}`,
        searching: tc('contentEditors.picker.searching'),
        loadError: tc('contentEditors.common.loadError'),
        noResults: tc('contentEditors.picker.noResults'),
        moreResults: tc('contentEditors.picker.moreResults'),
        results: tc('contentEditors.picker.results'),
      }}
      query={query}
      onQueryChange={setQuery}
      search={search}
      results={search.data?.products}
      hasNext={search.data?.hasNext}
      isChecked={(product) => chosenIds.has(product.product_id)}
      isDisabled={(product) => !chosenIds.has(product.product_id) && full}
      onToggle={toggle}
      renderResult={(product) => (
        <>
          <Thumbnail image={product.image} />
          <span className="min-w-0 flex-1">
            <span className="block break-words text-slate-900">{product.name}</span>
            <span className="block text-xs text-slate-600">{tc('contentEditors.picker.storeOf', { store: product.store_name })}</span>
          </span>
        </>
      )}
      error={error}
      inputRef={inputRef}
    >
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
    </ProductSearchField>
  );
}
