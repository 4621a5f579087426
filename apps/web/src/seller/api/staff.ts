import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { staffAcceptedSchema, staffListSchema, staffMemberSchema, type StaffInvite } from '@plaza/domain/schemas/staff';
import { apiFetch } from '../../api/api-fetch';
import { panelFetch, panelKeys, storePath } from './panel-fetch';
import { useStoreMutation } from './store-mutation';

const teamKey = (storeId: number) => [...panelKeys.store(storeId), 'staff'] as const;

/** GET …/staff: the store's team and its plan's allowance (the owner's only). */
export const staffQuery = (storeId: number) =>
  queryOptions({
    queryKey: teamKey(storeId),
    queryFn: ({ signal }) => panelFetch(storePath(storeId, '/staff'), staffListSchema, { signal }),
  });

export const useInviteStaff = (storeId: number) =>
  useStoreMutation(teamKey(storeId), (invite: StaffInvite) => panelFetch(storePath(storeId, '/staff'), staffMemberSchema, { method: 'POST', body: invite }));

export const useRemoveStaff = (storeId: number) =>
  useStoreMutation(teamKey(storeId), (staffId: number) => apiFetch(storePath(storeId, `/staff/${staffId}`), { method: 'DELETE' }));

/** POST /api/user/staffInvitations/{token}: the signed-in account joins the store's team. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => panelFetch(`/api/user/staffInvitations/${encodeURIComponent(token)}`, staffAcceptedSchema, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: panelKeys.stores() }),
  });
}
