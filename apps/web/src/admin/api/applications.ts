import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminApplicationListSchema,
  adminApplicationSchema,
  applicationApprovalSchema,
  type ApplicationRejection,
  type ApplicationStatus,
} from '@plaza/domain/schemas/admin-ops';
import { adminFetch, adminKeys, searchString } from './admin-fetch';

/** GET /api/admin/storeSolicitudes?status=: one tab's applications, oldest first. */
export const applicationsQuery = (status: ApplicationStatus) =>
  queryOptions({
    queryKey: adminKeys.applicationList(status),
    queryFn: ({ signal }) => adminFetch(`/api/admin/storeSolicitudes${searchString({ status })}`, adminApplicationListSchema, { signal }),
  });

/** A decision moves an application between tabs and changes the dashboard's count: both are asked again. */
function useRefreshAfterDecision() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: adminKeys.applications() });
    void queryClient.invalidateQueries({ queryKey: adminKeys.queue() });
    void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() });
    void queryClient.invalidateQueries({ queryKey: adminKeys.stores() });
  };
}

/** POST …/{id}/approve → the new store's id and slug. A refusal (409: decided already) refreshes the list too. */
export function useApproveApplication() {
  const refresh = useRefreshAfterDecision();
  return useMutation({
    mutationFn: (id: number) => adminFetch(`/api/admin/storeSolicitudes/${id}/approve`, applicationApprovalSchema, { method: 'POST' }),
    onSettled: refresh,
  });
}

/** POST …/{id}/reject with the reason mailed to the applicant. */
export function useRejectApplication() {
  const refresh = useRefreshAfterDecision();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ApplicationRejection }) =>
      adminFetch(`/api/admin/storeSolicitudes/${id}/reject`, adminApplicationSchema, { method: 'POST', body }),
    onSettled: refresh,
  });
}
