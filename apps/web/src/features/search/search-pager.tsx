import { t } from '@plaza/domain/messages/es-search-page';
import { useId } from 'react';
import { PAGE_SIZES } from '@plaza/domain/search-limits';

const pagerButton =
  'inline-flex min-h-11 items-center justify-center gap-1 rounded-full bg-white px-4 text-sm font-semibold text-slate-900 shadow-sm ring-1 ring-slate-300 transition-colors hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-white';

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg className="size-4" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={direction === 'left' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} />
    </svg>
  );
}

interface SearchPagerProps {
  /** 'Página N' on the global search, 'Page N' on a store's (spec section 2). */
  label: string;
  previousDisabled: boolean;
  nextDisabled: boolean;
  onPrevious: () => void;
  onNext: () => void;
  pageSize: number;
  onPageSizeChange: (size: number) => void;
}

/**
 * Under the results: previous and next around the current page's label, and the page size
 * beside them, as data tables place it (the results come first on a phone's screen).
 */
export function SearchPager({ label, previousDisabled, nextDisabled, onPrevious, onNext, pageSize, onPageSizeChange }: SearchPagerProps) {
  return (
    <div className="flex flex-col items-stretch gap-4 sm:flex-row-reverse sm:items-center sm:justify-between">
      <nav aria-label={t('search.pagination')} className="flex items-center justify-between gap-3">
        <button type="button" className={pagerButton} disabled={previousDisabled} onClick={onPrevious}>
          <Chevron direction="left" />
          {t('search.previous')}
        </button>
        <p className="text-sm font-medium whitespace-nowrap text-slate-700">{label}</p>
        <button type="button" className={pagerButton} disabled={nextDisabled} onClick={onNext}>
          {t('search.next')}
          <Chevron direction="right" />
        </button>
      </nav>
      <PageSizeSelect value={pageSize} onChange={onPageSizeChange} />
    </div>
  );
}

/** 'Mostrar:' with 10, 20, 50 and 100 results a page; a size given in the address is kept as an option. */
function PageSizeSelect({ value, onChange }: { value: number; onChange: (size: number) => void }) {
  const id = useId();
  const sizes = (PAGE_SIZES as readonly number[]).includes(value) ? PAGE_SIZES : [...PAGE_SIZES, value].sort((a, b) => a - b);
  return (
    <div className="flex items-center justify-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {t('search.pageSize')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        className="min-h-11 rounded-full border border-slate-300 bg-white pr-8 pl-4 text-sm text-slate-900 shadow-sm focus:border-brand-700"
      >
        {sizes.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </div>
  );
}
