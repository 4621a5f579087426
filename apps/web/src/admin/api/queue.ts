import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { queueActionSchema, queueCountsSchema, queueItemsSchema } from '@plaza/domain/schemas/queue';
import { adminFetch, adminKeys } from './admin-fetch';

/** GET /api/admin/queue: the counts of the "Pendientes" badge on every console page. */
export const queueCountsQuery = () =>
  queryOptions({
    queryKey: [...adminKeys.queue(), 'counts'] as const,
    queryFn: ({ signal }) => adminFetch('/api/admin/queue', queueCountsSchema, { signal }),
    staleTime: 30_000,
  });

/** GET /api/admin/queue/items: the queue page's lists. */
export const queueItemsQuery = () =>
  queryOptions({
    queryKey: [...adminKeys.queue(), 'items'] as const,
    queryFn: ({ signal }) => adminFetch('/api/admin/queue/items', queueItemsSchema, { signal }),
  });

export type QueueAction = { path: string; reason?: string };

/**
 * One decision from the queue: `POST /api/admin/queue/…` (approve or reject an application, keep
 * or remove a reported review, lift or keep a suspension). Every list it touches is refreshed.
 */
export function useQueueAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, reason }: QueueAction) =>
      adminFetch(`/api/admin/queue/${path}`, queueActionSchema, { method: 'POST', body: reason === undefined ? {} : { reason } }),
    onSettled: () => {
      for (const key of [adminKeys.queue(), adminKeys.applications(), adminKeys.reviews(), adminKeys.stores(), adminKeys.dashboard()])
        void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
