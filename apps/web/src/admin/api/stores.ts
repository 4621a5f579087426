import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminStoreSchema, adminStoresPageSchema, type AdminStorePatch, type AdminStoreStatus } from '@plaza/domain/schemas/admin-stores';
import { storePlanSchema } from '@plaza/domain/schemas/reference';
import { z } from '@plaza/domain/zod-es';
import { adminFetch, adminKeys, searchString } from './admin-fetch';

export type StoresQuery = { q?: string; status?: AdminStoreStatus; page: number };

/** GET /api/admin/stores?q=&status=&page=: one page of stores, newest first. */
export const storesQuery = (query: StoresQuery) =>
  queryOptions({
    queryKey: adminKeys.storeList(query),
    queryFn: ({ signal }) => adminFetch(`/api/admin/stores${searchString(query)}`, adminStoresPageSchema, { signal }),
    placeholderData: keepPreviousData,
  });

const planChoicesSchema = z.array(storePlanSchema.pick({ plan_id: true, name: true }));

/** The plans a store may be moved to (the public list the seller application offers). */
export const planChoicesQuery = () =>
  queryOptions({
    queryKey: [...adminKeys.all, 'planChoices'] as const,
    queryFn: ({ signal }) => adminFetch('/api/admin/storePlans', planChoicesSchema, { signal }),
    staleTime: 60_000,
  });

/** PATCH /api/admin/stores/{storeId}: suspend with a reason, reopen, or change the plan and billing period. */
export function useUpdateStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ storeId, patch }: { storeId: number; patch: AdminStorePatch }) =>
      adminFetch(`/api/admin/stores/${storeId}`, adminStoreSchema, { method: 'PATCH', body: patch }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.stores() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.queue() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() });
    },
  });
}
