import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ta } from '@plaza/domain/messages/es-admin';
import type { AdminReview } from '@plaza/domain/schemas/admin-ops';
import { Stars } from '../../ui/stars';
import { PageHeader } from '../../panel-ui/page-header';
import { panelCard } from '../../panel-ui/panel-buttons';
import { EmptyState, LoadError, LoadingState } from '../ui/query-state';
import { failureMessage } from '../../panel-ui/server-errors';
import { reviewsQuery, useSetReviewHidden } from '../api/reviews';
import { formatDay } from '../ui/dates';
import { ActionNotice } from '../ui/notice';
import { Pager, pageParam } from '../ui/pager';
import { SearchBox } from '../ui/search-box';
import { ParamSelect } from '../ui/param-select';
import { badge, dangerOutlineButton, outlineButton } from '../ui/styles';

const hiddenOptions = [
  { value: 'false', label: ta('opsScreens.reviews.filterShown') },
  { value: 'true', label: ta('opsScreens.reviews.filterHidden') },
] as const;

function ReviewRow({ review, pending, onToggle }: { review: AdminReview; pending: boolean; onToggle: () => void }) {
  const author = `${review.user_name} ${review.user_last_name}`.trim();
  const names = { name: author, product: review.product_name };
  return (
    <article aria-labelledby={`review-${review.review_id}`} className={`${panelCard} ${review.hidden ? 'bg-slate-50' : ''}`}>
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={`review-${review.review_id}`} className="min-w-0 flex-1 text-base font-bold break-words text-slate-900">
          <Link reloadDocument to={`/store/${review.store_id}/product/${review.product_id}`} className="underline-offset-2 hover:underline">
            {review.product_name}
          </Link>
        </h2>
        {review.hidden ? <span className={badge.bad}>{ta('opsScreens.reviews.hiddenBadge')}</span> : null}
      </div>
      <p className="text-sm text-slate-700">
        {ta('opsScreens.reviews.in', { store: review.store_name })} · {formatDay(review.created_at)}
      </p>
      <Stars rating={review.rating} size="md" className="mt-1" />
      <p className="mt-1 break-words whitespace-pre-line text-slate-900">{review.comment ?? <span className="text-slate-600 italic">{ta('opsScreens.reviews.noComment')}</span>}</p>
      <p className="mt-1 text-sm break-words text-slate-700">{ta('opsScreens.reviews.by', { name: author, email: review.user_email })}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          className={review.hidden ? outlineButton : dangerOutlineButton}
          onClick={onToggle}
          disabled={pending}
          aria-busy={pending || undefined}
          aria-label={review.hidden ? ta('opsScreens.reviews.showNamed', names) : ta('opsScreens.reviews.hideNamed', names)}
        >
          {review.hidden ? ta('opsScreens.reviews.show') : ta('opsScreens.reviews.hide')}
        </button>
      </div>
    </article>
  );
}

/** Reseñas: every review, to hide one that must not be seen or show it again (ratings are recomputed). */
export function ReviewsPage() {
  const [params] = useSearchParams();
  const q = params.get('q') ?? undefined;
  const hiddenParam = params.get('hidden');
  const hidden = hiddenParam === 'true' || hiddenParam === 'false' ? hiddenParam : undefined;
  const page = pageParam(params);
  const reviews = useQuery(reviewsQuery({ q, hidden, page }));
  const toggle = useSetReviewHidden();
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  return (
    <>
      <PageHeader title={ta('opsScreens.reviews.title')} intro={ta('opsScreens.reviews.intro')} />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <SearchBox label={ta('opsScreens.reviews.searchLabel')} />
        <ParamSelect
          label={ta('opsScreens.reviews.filter')}
          param="hidden"
          allLabel={ta('opsScreens.reviews.filterAll')}
          options={hiddenOptions}
          className="sm:w-40"
        />
      </div>
      <ActionNotice>{notice}</ActionNotice>
      <div role="alert" className="empty:hidden">
        {failure ? <p className="mb-4 rounded-lg border border-rose-300 bg-rose-50 px-3 py-2 text-sm font-medium text-rose-800">{failure}</p> : null}
      </div>
      {reviews.isPending ? (
        <LoadingState />
      ) : reviews.isError ? (
        <LoadError message={failureMessage(reviews.error, ta('opsScreens.common.loadError'))} onRetry={() => void reviews.refetch()} />
      ) : reviews.data.results.length === 0 ? (
        <EmptyState>{ta('opsScreens.reviews.empty')}</EmptyState>
      ) : (
        <>
          <ul className="flex flex-col gap-3" aria-busy={reviews.isPlaceholderData || undefined}>
            {reviews.data.results.map((review) => (
              <li key={review.review_id}>
                <ReviewRow
                  review={review}
                  pending={toggle.isPending && toggle.variables.reviewId === review.review_id}
                  onToggle={() => {
                    setFailure(null);
                    toggle.mutate(
                      { reviewId: review.review_id, hidden: !review.hidden },
                      {
                        onSuccess: (saved) => setNotice(saved.hidden ? ta('opsScreens.reviews.hiddenNotice') : ta('opsScreens.reviews.shownNotice')),
                        onError: (error) => setFailure(failureMessage(error, ta('opsScreens.common.actionError'))),
                      },
                    );
                  }}
                />
              </li>
            ))}
          </ul>
          <Pager page={page} hasNext={reviews.data.has_next} />
        </>
      )}
    </>
  );
}
