import { RATING_MAX } from '@plaza/domain/constants';
import { t } from '@plaza/domain/messages/es';

type StarsSize = 'sm' | 'md' | 'lg';

interface StarsProps {
  /** 0-5; shown to the nearest half star. */
  rating: number;
  /** The number of reviews, shown beside the stars when given. */
  count?: number;
  size?: StarsSize;
  className?: string;
}

const starSize: Record<StarsSize, string> = { sm: 'size-3.5', md: 'size-4', lg: 'size-5' };
const countText: Record<StarsSize, string> = { sm: 'text-xs', md: 'text-sm', lg: 'text-sm' };

const ratingFormat = new Intl.NumberFormat('es', { maximumFractionDigits: 1 });

/** '4,5 de 5 estrellas': the rating as the stars show it. */
export function starsLabel(rating: number): string {
  return t('review.starsLabel', { rating: ratingFormat.format(roundToHalf(rating)) });
}

export function reviewCountLabel(count: number): string {
  return count === 1 ? t('review.countOne') : t('review.count', { count });
}

function roundToHalf(rating: number): number {
  if (!Number.isFinite(rating)) return 0;
  return Math.min(RATING_MAX, Math.max(0, Math.round(rating * 2) / 2));
}

function StarShape({ className }: { className: string }) {
  return (
    <svg className={className} viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M10 1.6l2.6 5.3 5.8.8-4.2 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.6 7.7l5.8-.8z" />
    </svg>
  );
}

/** A read-only 0-5 star rating with half stars, read out as '4,5 de 5 estrellas'. */
export function Stars({ rating, count, size = 'md', className = '' }: StarsProps) {
  const shown = roundToHalf(rating);
  const sizeClass = starSize[size];
  return (
    <span className={`inline-flex items-center gap-1 ${className}`}>
      <span role="img" aria-label={starsLabel(rating)} className="inline-flex">
        {Array.from({ length: RATING_MAX }, (_, index) => {
          const fill = Math.min(1, Math.max(0, shown - index));
          return (
            <span key={index} className={`relative inline-block ${sizeClass}`}>
              <StarShape className={`absolute inset-0 text-slate-300 ${sizeClass}`} />
              {fill > 0 && (
                <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                  <StarShape className={`max-w-none text-amber-500 ${sizeClass}`} />
                </span>
              )}
            </span>
          );
        })}
      </span>
      {count !== undefined && (
        <span className={`${countText[size]} text-slate-600`}>
          <span aria-hidden="true">({count})</span>
          <span className="sr-only">{reviewCountLabel(count)}</span>
        </span>
      )}
    </span>
  );
}
