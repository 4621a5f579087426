import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminReviewPageSchema, adminReviewSchema } from '@plaza/domain/schemas/admin-ops';
import { adminFetch, adminKeys, searchString } from './admin-fetch';

export type ReviewsQuery = { q?: string; hidden?: 'true' | 'false'; page: number };

/** GET /api/admin/reviews?q=&hidden=&page=: one page of reviews, newest first. */
export const reviewsQuery = (query: ReviewsQuery) =>
  queryOptions({
    queryKey: adminKeys.reviewList(query),
    queryFn: ({ signal }) => adminFetch(`/api/admin/reviews${searchString(query)}`, adminReviewPageSchema, { signal }),
    placeholderData: keepPreviousData,
  });

/** PATCH /api/admin/reviews/{reviewId} with `{ hidden }`: the product's and store's ratings are recomputed. */
export function useSetReviewHidden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, hidden }: { reviewId: number; hidden: boolean }) =>
      adminFetch(`/api/admin/reviews/${reviewId}`, adminReviewSchema, { method: 'PATCH', body: { hidden } }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.reviews() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.queue() });
    },
  });
}
