import type { ReactNode, Ref } from 'react';
import { inputClass } from './field';

/** What a product search field says, in the catalogue of the panel that shows it. */
export type ProductSearchTexts = {
  search: string;
  hint: string;
  searching: string;
  loadError: string;
  noResults: string;
  moreResults: string;
  /** The results list's name, where the screen names it. */
  results?: string;
};

/**
 * Both panels' product picker: a search box (the server's search, so a catalogue of any size works
 * the same), each result a checkbox, then what the picker shows of the chosen products
 * (`children`), and the field's error. The seller's coupon picks from its store's products; the
 * console's section picks from the whole catalogue and keeps an order.
 */
export function ProductSearchField<Result extends { product_id: number }>({
  id,
  legend,
  texts,
  query,
  onQueryChange,
  search,
  results,
  hasNext,
  isChecked,
  isDisabled,
  onToggle,
  renderResult,
  error,
  inputRef,
  children,
}: {
  /** The field's useId(): the search box is `${id}-q`. */
  id: string;
  legend: string;
  texts: ProductSearchTexts;
  query: string;
  onQueryChange: (query: string) => void;
  search: { isPending: boolean; isError: boolean; isFetching: boolean };
  results: readonly Result[] | undefined;
  hasNext: boolean | undefined;
  isChecked: (result: Result) => boolean;
  isDisabled?: (result: Result) => boolean;
  onToggle: (result: Result, checked: boolean) => void;
  /** What a result shows beside its checkbox. */
  renderResult: (result: Result) => ReactNode;
  error?: string;
  /** Where the form puts the focus when this field has an error. */
  inputRef?: Ref<HTMLInputElement>;
  /** The chosen products. */
  children: ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <fieldset className="flex min-w-0 flex-col gap-3" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-q`} className="text-sm text-slate-800">
          {texts.search}
        </label>
        <input
          ref={inputRef}
          id={`${id}-q`}
          type="search"
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          aria-describedby={`${id}-hint${error ? ` ${errorId}` : ''}`}
          aria-invalid={error ? true : undefined}
          aria-controls={`${id}-results`}
          autoComplete="off"
          className={inputClass}
        />
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {texts.hint}
        </p>
      </div>
      <div id={`${id}-results`} aria-live="polite" aria-busy={search.isFetching || undefined}>
        {search.isPending ? (
          <p className="text-sm text-slate-700">{texts.searching}</p>
        ) : search.isError ? (
          <p className="text-sm text-rose-800">{texts.loadError}</p>
        ) : !results || results.length === 0 ? (
          <p className="text-sm text-slate-700">{texts.noResults}</p>
        ) : (
          <ul aria-label={texts.results} className="max-h-72 divide-y divide-slate-200 overflow-y-auto rounded-lg border border-slate-200">
            {results.map((result) => {
              const checked = isChecked(result);
              return (
                <li key={result.product_id}>
                  <label className="flex min-h-11 cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-slate-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60">
                    <input
                      type="checkbox"
                      checked={checked}
                      disabled={isDisabled?.(result)}
                      onChange={(event) => onToggle(result, event.target.checked)}
                      className="size-5 shrink-0 accent-brand-700"
                    />
                    {renderResult(result)}
                  </label>
                </li>
              );
            })}
          </ul>
        )}
        {hasNext ? <p className="mt-1 text-xs text-slate-600">{texts.moreResults}</p> : null}
      </div>
      <div>{children}</div>
      {error ? (
        <p id={errorId} className="text-sm text-red-700" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
