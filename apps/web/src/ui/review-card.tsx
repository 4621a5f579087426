import type { Review } from '@plaza/domain/schemas/product';
import type { ReactNode } from 'react';
import { imageUrl } from '../api/image-url';
import { Stars } from './stars';
import { marketLongDate } from '@plaza/domain/dates';

function formatDate(value: string): string | undefined {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : marketLongDate(date);
}

function initials(review: Review): string {
  return `${review.user_name.trim().charAt(0)}${review.user_last_name.trim().charAt(0)}`.toUpperCase();
}

interface ReviewCardProps {
  review: Review;
  /** A line above the comment, e.g. the product the review is about: two lines at most, clamped by itself. */
  about?: ReactNode;
  /** Beside the stars, e.g. 'Compra verificada' (the caller brings its text, so this card carries no catalogue of its own). */
  badge?: ReactNode;
}

/** One customer review: who, when, how many stars and what they said. */
export function ReviewCard({ review, about, badge }: ReviewCardProps) {
  const name = `${review.user_name} ${review.user_last_name}`.trim();
  const date = formatDate(review.created_at);
  const avatar = imageUrl(review.user_profile_img);
  return (
    <figure className="flex h-full flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <figcaption className="flex items-center gap-3">
        {avatar ? (
          <img src={avatar} alt="" width={40} height={40} loading="lazy" decoding="async" className="size-10 shrink-0 rounded-full object-cover" />
        ) : (
          <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-900">
            {initials(review)}
          </span>
        )}
        <span className="min-w-0">
          <span className="block truncate font-semibold text-slate-900">{name}</span>
          {date && (
            <time dateTime={review.created_at} className="block text-xs text-slate-600">
              {date}
            </time>
          )}
        </span>
      </figcaption>
      {badge ? (
        <div className="flex flex-wrap items-center gap-2">
          <Stars rating={review.rating} size="sm" />
          {badge}
        </div>
      ) : (
        <Stars rating={review.rating} size="sm" />
      )}
      {/* The same room for every review, whatever it says: a row that brings its remaining cards
          keeps its height, and nothing below it moves. */}
      {/* The two lines are clamped by `about` itself (see ReviewsRow): clamping this paragraph would
          hide what overflows it, the focus ring of a link in it too. */}
      {about && <p className="min-h-[2lh] text-sm font-medium text-slate-800">{about}</p>}
      {review.comment ? (
        <blockquote className="line-clamp-5 min-h-[5lh] text-sm leading-relaxed text-slate-700">{review.comment}</blockquote>
      ) : (
        <div className="min-h-[5lh] text-sm leading-relaxed" />
      )}
    </figure>
  );
}
