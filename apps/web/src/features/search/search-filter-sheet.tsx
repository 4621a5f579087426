import { t } from '@plaza/domain/messages/es-search';
import { amountInputValue } from '@plaza/domain/money';
import { readPriceRange, type PriceRangeProblem } from '@plaza/domain/search-filter-rules';
import { DEFAULT_CURRENCY } from '@plaza/domain/search-limits';
import type { SearchFilters } from '@plaza/domain/search-state';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { iconButton, primaryButton, secondaryButton } from '../../ui/button-styles';
import { CloseIcon } from '../../ui/icons';
import { trapTabKey } from '../../ui/trap-tab-key';
import { currenciesQuery } from '../currencies/currency-queries';

type Flag = 'offer' | 'in_stock' | 'wholesale';

const FLAGS: { flag: Flag; label: 'searchFilters.offer' | 'searchFilters.inStock' | 'searchFilters.wholesale'; hint: 'searchFilters.offerHint' | 'searchFilters.inStockHint' | 'searchFilters.wholesaleHint' }[] = [
  { flag: 'offer', label: 'searchFilters.offer', hint: 'searchFilters.offerHint' },
  { flag: 'in_stock', label: 'searchFilters.inStock', hint: 'searchFilters.inStockHint' },
  { flag: 'wholesale', label: 'searchFilters.wholesale', hint: 'searchFilters.wholesaleHint' },
];

const inputClass = 'block min-h-11 w-full rounded-xl border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm';
const labelClass = 'block text-sm font-medium text-slate-800';

interface SearchFilterSheetProps {
  /** The sort and filters in the address: the form starts from them, and keeps the sort. */
  filters: SearchFilters;
  /** The filters chosen, checked (a price range that reads, its minimum not above its maximum). */
  onApply: (filters: SearchFilters) => void;
  /** Closed without applying (Escape, the close button, the backdrop). */
  onClose: () => void;
}

/**
 * The search's filters in a modal sheet: from the bottom of a phone's screen, centred on a wide
 * one. Price range in a currency, the currency, and 'En oferta', 'Con existencias', 'Al por
 * mayor'. Nothing is asked of the server until 'Ver resultados', and not then either when the
 * prices do not read or the minimum is above the maximum: the box says why, in Spanish.
 */
export function SearchFilterSheet({ filters, onApply, onClose }: SearchFilterSheetProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const minInput = useRef<HTMLInputElement>(null);
  const maxInput = useRef<HTMLInputElement>(null);
  const currencies = useQuery(currenciesQuery());
  const [min, setMin] = useState(filters.min_price !== undefined ? amountInputValue(filters.min_price) : '');
  const [max, setMax] = useState(filters.max_price !== undefined ? amountInputValue(filters.max_price) : '');
  const [currency, setCurrency] = useState(filters.currency ?? '');
  const [flags, setFlags] = useState<Record<Flag, boolean>>({
    offer: Boolean(filters.offer),
    in_stock: Boolean(filters.in_stock),
    wholesale: Boolean(filters.wholesale),
  });
  const [problem, setProblem] = useState<PriceRangeProblem>();
  const ids = { title: useId(), min: useId(), max: useId(), priceHint: useId(), error: useId(), currency: useId(), currencyHint: useId() };
  const flagIds = { offer: useId(), in_stock: useId(), wholesale: useId() };

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    // The page behind stays put while the sheet is open.
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, []);

  const close = () => dialog.current?.close();

  function closeOnBackdrop(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget) close();
  }

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const range = readPriceRange({ min, max });
    if (!range.ok) {
      setProblem(range.problem);
      (range.problem === 'invalidMax' ? maxInput : minInput).current?.focus();
      return;
    }
    setProblem(undefined);
    const next: SearchFilters = {
      ...(filters.sort ? { sort: filters.sort } : {}),
      ...(range.min !== undefined ? { min_price: range.min } : {}),
      ...(range.max !== undefined ? { max_price: range.max } : {}),
      ...(currency ? { currency } : {}),
      ...Object.fromEntries(FLAGS.filter(({ flag }) => flags[flag]).map(({ flag }) => [flag, true])),
    };
    onApply(next);
  }

  const minInvalid = problem === 'invalidMin' || problem === 'range';
  const maxInvalid = problem === 'invalidMax' || problem === 'range';
  const shownCurrency = currency || DEFAULT_CURRENCY;
  // A code from the address that the list does not (yet) hold still shows as chosen.
  const codes = currencies.data?.map((entry) => entry.code) ?? [];
  if (currency && !codes.includes(currency)) codes.push(currency);

  return (
    <dialog
      ref={dialog}
      onKeyDown={trapTabKey}
      aria-labelledby={ids.title}
      onClose={onClose}
      onClick={closeOnBackdrop}
      className="fixed inset-x-0 top-auto bottom-0 m-0 max-h-[90dvh] w-full max-w-none rounded-t-2xl bg-white p-0 text-slate-900 shadow-xl transition-transform duration-300 ease-out backdrop:bg-slate-900/50 motion-reduce:transition-none starting:translate-y-full sm:inset-0 sm:m-auto sm:h-fit sm:max-w-lg sm:rounded-2xl sm:starting:translate-y-0"
    >
      <form noValidate onSubmit={apply} className="flex max-h-[90dvh] flex-col">
        <div className="flex items-center justify-between gap-2 border-b border-slate-200 py-2 pr-2 pl-4">
          <h2 id={ids.title} className="text-lg font-semibold">
            {t('searchFilters.title')}
          </h2>
          <button type="button" className={`${iconButton} text-slate-600 hover:bg-slate-100 hover:text-slate-900`} onClick={close}>
            <CloseIcon />
            <span className="sr-only">{t('searchFilters.close')}</span>
          </button>
        </div>

        <div className="flex flex-col gap-6 overflow-y-auto px-4 py-4">
          <fieldset>
            <legend className="text-base font-semibold text-slate-900">{t('searchFilters.price')}</legend>
            <p id={ids.priceHint} className="mt-1 text-sm text-slate-600">
              {t('searchFilters.priceIn', { currency: shownCurrency })}
            </p>
            <div className="mt-3 grid grid-cols-2 gap-3">
              <div>
                <label htmlFor={ids.min} className={labelClass}>
                  {t('searchFilters.minPrice')}
                </label>
                <input
                  ref={minInput}
                  id={ids.min}
                  inputMode="decimal"
                  autoComplete="off"
                  value={min}
                  onChange={(event) => setMin(event.target.value)}
                  aria-invalid={minInvalid || undefined}
                  aria-describedby={[ids.priceHint, minInvalid ? ids.error : ''].filter(Boolean).join(' ')}
                  className={`mt-1 ${inputClass} ${minInvalid ? 'border-rose-600' : 'border-slate-300 focus:border-brand-600'}`}
                />
              </div>
              <div>
                <label htmlFor={ids.max} className={labelClass}>
                  {t('searchFilters.maxPrice')}
                </label>
                <input
                  ref={maxInput}
                  id={ids.max}
                  inputMode="decimal"
                  autoComplete="off"
                  value={max}
                  onChange={(event) => setMax(event.target.value)}
                  aria-invalid={maxInvalid || undefined}
                  aria-describedby={[ids.priceHint, maxInvalid ? ids.error : ''].filter(Boolean).join(' ')}
                  className={`mt-1 ${inputClass} ${maxInvalid ? 'border-rose-600' : 'border-slate-300 focus:border-brand-600'}`}
                />
              </div>
            </div>
            {problem && (
              <p id={ids.error} role="alert" className="mt-2 text-sm font-medium text-rose-700">
                {t(`searchFilters.${problem}`)}
              </p>
            )}
          </fieldset>

          <div>
            <label htmlFor={ids.currency} className={labelClass}>
              {t('searchFilters.currency')}
            </label>
            <select
              id={ids.currency}
              value={currency}
              onChange={(event) => setCurrency(event.target.value)}
              aria-describedby={ids.currencyHint}
              className={`mt-1 ${inputClass} border-slate-300 focus:border-brand-600`}
            >
              <option value="">{currencies.isPending && !currency ? t('searchFilters.loadingCurrencies') : t('searchFilters.anyCurrency')}</option>
              {codes.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
            <p id={ids.currencyHint} className="mt-1 text-sm text-slate-600">
              {t('searchFilters.currencyHint', { currency: DEFAULT_CURRENCY })}
            </p>
          </div>

          <fieldset>
            <legend className="text-base font-semibold text-slate-900">{t('searchFilters.more')}</legend>
            <div className="mt-2 flex flex-col gap-1">
              {FLAGS.map(({ flag, label, hint }) => (
                <div key={flag} className="flex items-start gap-3 rounded-xl px-1 py-1 hover:bg-slate-50">
                  <input
                    id={flagIds[flag]}
                    type="checkbox"
                    checked={flags[flag]}
                    onChange={(event) => setFlags({ ...flags, [flag]: event.target.checked })}
                    aria-describedby={`${flagIds[flag]}-hint`}
                    className="mt-2.5 size-6 shrink-0 accent-brand-700"
                  />
                  <div className="flex-1 py-1">
                    <label htmlFor={flagIds[flag]} className="block cursor-pointer pt-1.5 font-medium text-slate-900">
                      {t(label)}
                    </label>
                    <p id={`${flagIds[flag]}-hint`} className="text-sm text-slate-600">
                      {t(hint)}
                    </p>
                  </div>
                </div>
              ))}
            </div>
          </fieldset>
        </div>

        <div className="flex gap-3 border-t border-slate-200 px-4 py-3">
          <button
            type="button"
            className={`${secondaryButton} flex-1`}
            onClick={() => onApply(filters.sort ? { sort: filters.sort } : {})}
          >
            {t('searchFilters.clear')}
          </button>
          <button type="submit" className={`${primaryButton} flex-1`}>
            {t('searchFilters.apply')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
