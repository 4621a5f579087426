import { t } from '@plaza/domain/messages/es-search';
import { formatAmount, formatPrice } from '@plaza/domain/money';
import { activeSearchFilters, withoutFilter, type ActiveFilter } from '@plaza/domain/search-filter-rules';
import { SEARCH_SORTS, type SearchSort } from '@plaza/domain/search-limits';
import type { SearchFilters } from '@plaza/domain/search-state';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { CloseIcon } from '../../ui/icons';

// The sheet is code a shopper may never open: it loads when asked for (or about to be), so the
// search page's first load carries only the button, the sort and the chips.
const loadSheet = () => import('./search-filter-sheet');
const SearchFilterSheet = lazy(async () => ({ default: (await loadSheet()).SearchFilterSheet }));

/** A chip's words: the filter as the shopper set it. */
export function filterLabel(filter: ActiveFilter): string {
  switch (filter.kind) {
    case 'price':
      if (filter.min !== undefined && filter.max !== undefined) {
        return t('searchFilters.chipRange', { min: formatAmount(filter.min), max: formatPrice(filter.max, filter.currency) });
      }
      return filter.min !== undefined
        ? t('searchFilters.chipMin', { min: formatPrice(filter.min, filter.currency) })
        : t('searchFilters.chipMax', { max: formatPrice(filter.max ?? 0, filter.currency) });
    case 'currency':
      return t('searchFilters.chipCurrency', { currency: filter.currency });
    case 'offer':
      return t('searchFilters.offer');
    case 'in_stock':
      return t('searchFilters.inStock');
    case 'wholesale':
      return t('searchFilters.wholesale');
  }
}

const controlClass =
  'inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-4 text-sm font-semibold text-slate-900 shadow-sm ring-1 ring-slate-300 transition-colors hover:bg-slate-50';

interface SearchFilterBarProps {
  filters: SearchFilters;
  /** The whole new set of sort and filters; the page goes back to page 1. */
  onChange: (filters: SearchFilters) => void;
}

/**
 * Above the results: 'Filtros' (with how many are on) opening the filter sheet, the sort, and
 * each filter on as a chip that takes it away, with 'Limpiar filtros' once there is one. All of
 * it is drawn from the address, so the server's first paint shows it as the shopper left it.
 */
export function SearchFilterBar({ filters, onChange }: SearchFilterBarProps) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const sortId = useId();
  const active = activeSearchFilters(filters);
  const count = active.length;

  // A removed chip takes the focus with it: it goes to 'Filtros', where the filters are.
  function change(next: SearchFilters) {
    onChange(next);
    opener.current?.focus();
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3 sm:flex-nowrap">
        <button
          ref={opener}
          type="button"
          aria-haspopup="dialog"
          className={`${controlClass} shrink-0`}
          onClick={() => setOpen(true)}
          onPointerEnter={() => void loadSheet()}
          onFocus={() => void loadSheet()}
        >
          <svg className="size-5 text-brand-700" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" aria-hidden="true" focusable="false">
            <path d="M4 6h16M7 12h10M10 18h4" />
          </svg>
          <span aria-hidden={count > 0 || undefined}>{t('searchFilters.open')}</span>
          {count > 0 && (
            <>
              <span aria-hidden="true" className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                {count}
              </span>
              <span className="sr-only">{count === 1 ? t('searchFilters.openCountOne') : t('searchFilters.openCount', { count })}</span>
            </>
          )}
        </button>
        {/* On a phone the sort has a row of its own, wide enough for its longest option. */}
        <div className="flex min-w-0 basis-full items-center gap-2 sm:flex-1 sm:basis-auto sm:justify-end">
          <label htmlFor={sortId} className="text-sm font-medium whitespace-nowrap text-slate-700">
            {t('searchFilters.sort')}
          </label>
          <select
            id={sortId}
            value={filters.sort ?? 'relevance'}
            onChange={(event) => onChange({ ...filters, sort: event.target.value as SearchSort })}
            className="min-h-11 min-w-0 flex-1 rounded-full border sm:flex-none border-slate-300 bg-white pr-8 pl-4 text-sm text-slate-900 shadow-sm focus:border-brand-700"
          >
            {SEARCH_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`searchFilters.sorts.${sort}`)}
              </option>
            ))}
          </select>
        </div>
      </div>

      {count > 0 && (
        <div className="flex flex-wrap items-center gap-2">
          <ul aria-label={t('searchFilters.active')} className="flex flex-wrap gap-2">
            {active.map((filter) => {
              const label = filterLabel(filter);
              return (
                <li key={filter.kind}>
                  <button
                    type="button"
                    aria-label={t('searchFilters.remove', { filter: label })}
                    onClick={() => change(withoutFilter(filters, filter.kind))}
                    className="inline-flex min-h-11 items-center gap-1.5 rounded-full bg-brand-50 pr-2 pl-4 text-sm font-medium text-brand-900 ring-1 ring-brand-200 transition-colors hover:bg-brand-100"
                  >
                    {label}
                    <CloseIcon className="size-4.5" />
                  </button>
                </li>
              );
            })}
          </ul>
          <button
            type="button"
            onClick={() => change(filters.sort ? { sort: filters.sort } : {})}
            className="inline-flex min-h-11 items-center rounded-full px-3 text-sm font-semibold text-brand-800 underline-offset-2 hover:bg-brand-50 hover:underline"
          >
            {t('searchFilters.clear')}
          </button>
        </div>
      )}

      {open && (
        <Suspense fallback={null}>
          <SearchFilterSheet
            filters={filters}
            onApply={(next) => {
              setOpen(false);
              change(next);
            }}
            onClose={() => {
              setOpen(false);
              opener.current?.focus();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
