import { REVIEW_SORTS, type ReviewSort } from '@plaza/domain/constants';
import { t } from '@plaza/domain/messages/es-trust';
import { useId } from 'react';

const sortLabels = { newest: 'trust.sortNewest', rating_desc: 'trust.sortRatingDesc', rating_asc: 'trust.sortRatingAsc' } as const;

/** The order of a review list (a product's, a store's): newest, highest or lowest rating first. */
export function ReviewSortSelect({ value, onChange }: { value: ReviewSort; onChange: (sort: ReviewSort) => void }) {
  const id = useId();
  return (
    <span className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-slate-900">
        {t('trust.sortLabel')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as ReviewSort)}
        className="min-h-11 rounded-xl border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm focus:border-brand-600"
      >
        {REVIEW_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(sortLabels[sort])}
          </option>
        ))}
      </select>
    </span>
  );
}
