import { t } from '@plaza/domain/messages/es-trust';
import type { StoreDetail } from '@plaza/domain/schemas/store';

/** How many of the store's shown reviews gave it 5★ … 1★: a labelled bar per rating. */
export function StoreRatingBreakdown({ breakdown }: { breakdown: StoreDetail['rating_breakdown'] }) {
  const total = breakdown.reduce((sum, row) => sum + row.count, 0);
  if (total === 0) return null;
  return (
    <section aria-labelledby="store-rating-breakdown" className="pt-6 sm:pt-8">
      <h2 id="store-rating-breakdown" className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
        {t('trust.breakdownTitle')}
      </h2>
      <ul className="mt-3 flex max-w-md flex-col gap-2">
        {breakdown.map(({ rating, count }) => {
          const stars = rating === 1 ? t('trust.breakdownRowOne') : t('trust.breakdownRow', { stars: rating });
          return (
            <li key={rating} className="grid grid-cols-[5.5rem_1fr_2.5rem] items-center gap-3 text-sm text-slate-800">
              <span>{stars}</span>
              <span className="h-2.5 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
                <span className="block h-full rounded-full bg-amber-500" style={{ width: `${(count / total) * 100}%` }} />
              </span>
              <span className="text-right font-semibold tabular-nums" aria-hidden="true">
                {count}
              </span>
              <span className="sr-only">{t('trust.breakdownCount', { count, total })}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
