import { RATING_MAX } from '@plaza/domain/constants';
import { t } from '@plaza/domain/messages/es';
import type { CSSProperties } from 'react';

type StarsSize = 'sm' | 'md' | 'lg';

interface StarsProps {
  /** 0-5; shown to the nearest half star. */
  rating: number;
  /** The number of reviews, shown beside the stars when given. */
  count?: number;
  size?: StarsSize;
  className?: string;
}

const starHeight: Record<StarsSize, string> = { sm: 'h-3.5', md: 'h-4', lg: 'h-5' };
const countText: Record<StarsSize, string> = { sm: 'text-xs', md: 'text-sm', lg: 'text-sm' };

/** '4,5 de 5 estrellas': the rating as the stars show it. */
export function starsLabel(rating: number): string {
  // A half is the only fraction there is: a decimal comma by hand, not an Intl formatter (the
  // first one a page makes costs a long task on a slow phone).
  return t('review.starsLabel', { rating: String(roundToHalf(rating)).replace('.', ',') });
}

export function reviewCountLabel(count: number): string {
  return count === 1 ? t('review.countOne') : t('review.count', { count });
}

function roundToHalf(rating: number): number {
  if (!Number.isFinite(rating)) return 0;
  return Math.min(RATING_MAX, Math.max(0, Math.round(rating * 2) / 2));
}

/**
 * A read-only 0-5 star rating with half stars, read out as '4,5 de 5 estrellas'. One element
 * draws the five stars (a star-shaped mask over a two-colour fill, see `.stars` in styles.css):
 * a page of product cards would otherwise carry thirty elements per rating.
 */
export function Stars({ rating, count, size = 'md', className = '' }: StarsProps) {
  const shown = roundToHalf(rating);
  return (
    <span className={`inline-flex items-center gap-1 ${className}`}>
      <span
        role="img"
        aria-label={starsLabel(rating)}
        className={`stars ${starHeight[size]}`}
        style={{ '--stars-fill': `${(shown / RATING_MAX) * 100}%` } as CSSProperties}
      />
      {count !== undefined && (
        <span className={`${countText[size]} text-slate-600`}>
          <span aria-hidden="true">({count})</span>
          <span className="sr-only">{reviewCountLabel(count)}</span>
        </span>
      )}
    </span>
  );
}
