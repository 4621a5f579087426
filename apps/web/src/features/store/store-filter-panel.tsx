import { t } from '@plaza/domain/messages/es-store-pages';
import type { Category, Ubication } from '@plaza/domain/schemas/reference';
import { useId, useState, type ChangeEvent } from 'react';
import { ChevronDownIcon } from '../../ui/icons';
import type { StoreFilters } from './store-queries';

interface StoreFilterPanelProps {
  filters: StoreFilters;
  categories: Category[] | undefined;
  ubications: Ubication[] | undefined;
  onChange: (filters: StoreFilters) => void;
}

const selectClass =
  'mt-1 block min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm focus:border-brand-600 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500';
const labelClass = 'block text-sm font-medium text-slate-800';

function activeCount(filters: StoreFilters): number {
  return [filters.category !== undefined, Boolean(filters.province), Boolean(filters.township)].filter(Boolean).length;
}

/** The chosen province's municipalities, and which chosen values the lists lack. */
function listedChoices(filters: StoreFilters, categories: Category[] | undefined, ubications: Ubication[] | undefined) {
  const townships = ubications?.find((entry) => entry.province === filters.province)?.townships ?? [];
  // A value from the address that the lists do not (yet) hold still shows as selected.
  return {
    townships,
    categoryMissing: filters.category !== undefined && !categories?.some((c) => c.category_id === filters.category),
    provinceMissing: Boolean(filters.province) && !ubications?.some((u) => u.province === filters.province),
    townshipMissing: Boolean(filters.township) && !townships.some((entry) => entry.township === filters.township),
  };
}

/**
 * The /stores filters: category, province and municipality, in a panel that folds away. It
 * starts open when the address already carries a filter. The municipality waits for a province
 * and lists only that province's municipalities; a new province clears it.
 */
export function StoreFilterPanel({ filters, categories, ubications, onChange }: StoreFilterPanelProps) {
  const active = activeCount(filters);
  const [open, setOpen] = useState(active > 0);
  const panelId = useId();
  const categoryId = useId();
  const provinceId = useId();
  const townshipId = useId();
  const townshipHintId = useId();

  const { townships, categoryMissing, provinceMissing, townshipMissing } = listedChoices(filters, categories, ubications);

  function onCategory(event: ChangeEvent<HTMLSelectElement>) {
    const value = event.target.value;
    onChange({ ...filters, category: value ? Number(value) : undefined });
  }
  function onProvince(event: ChangeEvent<HTMLSelectElement>) {
    onChange({ ...filters, province: event.target.value || undefined, township: undefined });
  }
  function onTownship(event: ChangeEvent<HTMLSelectElement>) {
    onChange({ ...filters, township: event.target.value || undefined });
  }

  return (
    <div className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="flex min-h-12 w-full items-center justify-between gap-3 rounded-2xl px-4 text-left font-semibold text-slate-900"
      >
        <span className="flex items-center gap-2">
          <svg className="size-5 text-brand-700" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" aria-hidden="true" focusable="false">
            <path d="M4 6h16M7 12h10M10 18h4" />
          </svg>
          {t('stores.filters')}
          {active > 0 && (
            <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900">
              {active === 1 ? t('stores.activeFilter') : t('stores.activeFilters', { count: active })}
            </span>
          )}
        </span>
        <ChevronDownIcon className={`size-5 text-slate-600 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div id={panelId} hidden={!open} className="border-t border-slate-200 px-4 pt-3 pb-4">
        <div className="grid gap-4 sm:grid-cols-3">
          <div>
            <label htmlFor={categoryId} className={labelClass}>
              {t('stores.category')}
            </label>
            <select id={categoryId} className={selectClass} value={filters.category ?? ''} onChange={onCategory}>
              <option value="">{t('stores.allCategories')}</option>
              {categoryMissing && <option value={filters.category}>{filters.category}</option>}
              {categories?.map((category) => (
                <option key={category.category_id} value={category.category_id}>
                  {category.name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={provinceId} className={labelClass}>
              {t('stores.province')}
            </label>
            <select id={provinceId} className={selectClass} value={filters.province ?? ''} onChange={onProvince}>
              <option value="">{t('stores.allProvinces')}</option>
              {provinceMissing && <option value={filters.province}>{filters.province}</option>}
              {ubications?.map((entry) => (
                <option key={entry.province} value={entry.province}>
                  {entry.province}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={townshipId} className={labelClass}>
              {t('stores.township')}
            </label>
            <select
              id={townshipId}
              className={selectClass}
              value={filters.township ?? ''}
              onChange={onTownship}
              disabled={!filters.province}
              aria-describedby={filters.province ? undefined : townshipHintId}
            >
              <option value="">{t('stores.allTownships')}</option>
              {townshipMissing && <option value={filters.township}>{filters.township}</option>}
              {townships.map((entry) => (
                <option key={entry.ubication_id} value={entry.township}>
                  {entry.township}
                </option>
              ))}
            </select>
            {!filters.province && (
              <p id={townshipHintId} className="mt-1 text-xs text-slate-600">
                {t('stores.chooseProvinceFirst')}
              </p>
            )}
          </div>
        </div>
        {active > 0 && (
          <button
            type="button"
            onClick={() => onChange({})}
            className="mt-4 -ml-3 inline-flex min-h-11 items-center rounded-full px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
          >
            {t('stores.clearFilters')}
          </button>
        )}
      </div>
    </div>
  );
}
