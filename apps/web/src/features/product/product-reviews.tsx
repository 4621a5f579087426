import { RATING_MAX, type ReviewSort } from '@plaza/domain/constants';
import { t } from '@plaza/domain/messages/es-product-page';
import { queryKeys } from '@plaza/domain/query-keys';
import type { Review } from '@plaza/domain/schemas/product';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useDeferredValue, useId, useRef, useState, type FormEvent } from 'react';
import { apiFetch } from '../../api/api-fetch';
import { applyErrorPolicy, errorMessage } from '../../api/error-policy';
import { imageUrl } from '../../api/image-url';
import { sessionQuery, useSession, useSessionUser } from '../../api/session';
import { primaryButton } from '../../ui/button-styles';
import { Skeleton } from '../../ui/skeleton';
import { reviewCountLabel, Stars } from '../../ui/stars';
import { notify } from '../../ui/notify';
import { productReviewsQuery } from './product-queries';
import { ReviewSortSelect } from '../reviews/review-sort-select';
import { VerifiedBadge } from '../reviews/verified-badge';
import { RetryNotice } from '../../ui/page-message';
import { Form } from '../../ui/form';
import { marketLongDate } from '@plaza/domain/dates';

// 'Denunciar' only shows to a signed-in account, so its form (1.5 KB) loads only for one: most
// first visits are a guest's.
const ReportReview = lazy(async () => ({ default: (await import('../reviews/report-review')).ReportReview }));

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : marketLongDate(date);
}

function initials(review: Pick<Review, 'user_name' | 'user_last_name'>): string {
  return `${Array.from(review.user_name.trim())[0] ?? ''}${Array.from(review.user_last_name.trim())[0] ?? ''}`.toUpperCase();
}

/** The product's reviews and the form to add one (spec sections 2, 5). */
export function ProductReviews({ productId }: { productId: number }) {
  const [sort, setSort] = useState<ReviewSort>('newest');
  // The list in the order before stays up while the new order comes.
  const reviews = useQuery({ ...productReviewsQuery(productId, sort), placeholderData: keepPreviousData });
  // Drawn in a render that gives way to taps and frames, as the related products are.
  const shown = useDeferredValue(reviews.data);
  const list = shown ?? [];

  return (
    <section aria-labelledby="reviews-title" className="flex flex-col gap-6">
      <h2 id="reviews-title" className="text-xl font-bold text-slate-900">
        {t('review.title')}
        {list.length > 0 && (
          <span className="ml-2 text-base font-medium text-slate-600">({reviewCountLabel(list.length)})</span>
        )}
      </h2>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="flex flex-col gap-3">
          {list.length > 1 && <ReviewSortSelect value={sort} onChange={setSort} />}
          {reviews.isError && shown === undefined ? (
            <RetryNotice message={t('review.loadError')} onRetry={() => void reviews.refetch()} retrying={reviews.isFetching} />
          ) : shown === undefined ? (
            <ReviewListSkeleton />
          ) : list.length === 0 ? (
            <p className="rounded-xl bg-white p-4 text-slate-700 ring-1 ring-slate-200">{t('review.empty')}</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {list.map((review) => (
                <li key={review.review_id}>
                  <ReviewItem review={review} />
                </li>
              ))}
            </ul>
          )}
        </div>
        <ReviewForm productId={productId} />
      </div>
    </section>
  );
}

function ReviewItem({ review }: { review: Review }) {
  const avatar = imageUrl(review.user_profile_img);
  const user = useSessionUser();
  return (
    <article className="flex gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      {avatar ? (
        <img src={avatar} alt="" width={40} height={40} loading="lazy" decoding="async" className="size-10 shrink-0 rounded-full object-cover" />
      ) : (
        <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-900">
          {initials(review)}
        </span>
      )}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <p className="font-semibold text-slate-900">
            {review.user_name} {review.user_last_name}
          </p>
          <time dateTime={review.created_at} className="text-xs text-slate-600">
            {formatDate(review.created_at)}
          </time>
        </div>
        <div className="mt-1 flex flex-wrap items-center gap-2">
          <Stars rating={review.rating} size="sm" />
          {review.verified && <VerifiedBadge />}
        </div>
        {review.comment && <p className="mt-2 text-sm break-words whitespace-pre-line text-slate-700">{review.comment}</p>}
        {user && (
          <Suspense fallback={null}>
            <ReportReview path={`/api/market/reviews/${review.review_id}/report`} authorName={`${review.user_name} ${review.user_last_name}`.trim()} />
          </Suspense>
        )}
      </div>
    </article>
  );
}

function ReviewListSkeleton() {
  return (
    <ul className="flex flex-col gap-3" aria-hidden="true">
      {[0, 1].map((key) => (
        <li key={key} className="flex gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
          <Skeleton className="size-10 shrink-0 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-3 w-24" />
            <Skeleton className="h-3 w-full" />
          </div>
        </li>
      ))}
    </ul>
  );
}

function StarIcon({ className }: { className: string }) {
  return (
    <svg className={className} viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M10 1.6l2.6 5.3 5.8.8-4.2 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.6 7.7l5.8-.8z" />
    </svg>
  );
}

function ReviewForm({ productId }: { productId: number }) {
  const session = useSession();
  const queryClient = useQueryClient();
  const [rating, setRating] = useState(0);
  const [hovered, setHovered] = useState(0);
  const [comment, setComment] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const firstStar = useRef<HTMLInputElement>(null);
  const ids = { name: useId(), comment: useId(), message: useId() };

  const submit = useMutation({
    mutationFn: (payload: { rating: number; comment: string | null }) =>
      apiFetch(`/api/market/products/${productId}/review`, { method: 'POST', body: payload }),
    onSuccess: () => {
      setRating(0);
      setComment('');
      notify(t('review.submitted'), 'success');
      void queryClient.invalidateQueries({ queryKey: queryKeys.productReviews(productId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.product(productId), exact: true });
    },
    onError: (error) => {
      if (!applyErrorPolicy(error)) setMessage(errorMessage(error, t('review.submitError')));
    },
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (submit.isPending) return;
    const user = session.isPending ? await queryClient.ensureQueryData(sessionQuery()) : session.data;
    if (!user) {
      setMessage(t('review.loginRequired'));
      return;
    }
    if (rating < 1) {
      setMessage(t('review.ratingRequired'));
      firstStar.current?.focus();
      return;
    }
    // The payload schema (and zod with it) loads only when a review is sent.
    const { reviewSchema } = await import('@plaza/domain/schemas/review');
    const parsed = reviewSchema.safeParse({ rating, comment });
    if (!parsed.success) {
      setMessage(parsed.error.issues[0]?.message ?? t('review.submitError'));
      return;
    }
    setMessage(null);
    submit.mutate(parsed.data);
  }

  const shown = hovered || rating;
  return (
    <Form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <h3 className="text-base font-bold text-slate-900">{t('review.formTitle')}</h3>
      <fieldset aria-describedby={ids.message}>
        <legend className="text-sm font-semibold text-slate-900">{t('review.ratingLegend')}</legend>
        <div className="mt-1 flex" onMouseLeave={() => setHovered(0)}>
          {Array.from({ length: RATING_MAX }, (_, position) => {
            const value = position + 1;
            return (
              <label
                key={value}
                className="cursor-pointer rounded-md p-1 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600"
                onMouseEnter={() => setHovered(value)}
              >
                <input
                  ref={value === 1 ? firstStar : undefined}
                  type="radio"
                  name={ids.name}
                  value={value}
                  checked={rating === value}
                  onChange={() => {
                    setRating(value);
                    setMessage(null);
                  }}
                  className="sr-only"
                />
                <StarIcon className={`size-8 transition-colors ${value <= shown ? 'text-amber-500' : 'text-slate-300'}`} />
                <span className="sr-only">{value === 1 ? t('review.ratingOptionOne') : t('review.ratingOption', { rating: value })}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={ids.comment} className="text-sm font-semibold text-slate-900">
          {t('review.comment')}
        </label>
        <textarea
          id={ids.comment}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          rows={4}
          className="w-full rounded-xl border border-slate-300 px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-600"
        />
      </div>
      <div id={ids.message} aria-live="polite" aria-atomic="true">
        {message && <p className="rounded-lg bg-rose-50 px-3 py-2 text-sm font-medium text-rose-800 ring-1 ring-rose-200">{message}</p>}
      </div>
      <button type="submit" className={primaryButton} disabled={submit.isPending}>
        {submit.isPending ? t('review.submitting') : t('review.submit')}
      </button>
    </Form>
  );
}
