import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUserPageSchema, adminUserSchema, opsMessageSchema } from '@plaza/domain/schemas/admin-ops';
import { adminFetch, adminKeys, searchString } from './admin-fetch';

export type UsersQuery = { q?: string; page: number };

/** GET /api/admin/users?q=&page=: one page of accounts, newest first. */
export const usersQuery = (query: UsersQuery) =>
  queryOptions({
    queryKey: adminKeys.userList(query),
    queryFn: ({ signal }) => adminFetch(`/api/admin/users${searchString(query)}`, adminUserPageSchema, { signal }),
    placeholderData: keepPreviousData,
  });

/** PATCH /api/admin/users/{userId} with `{ active }`: deactivate (every session ends) or reactivate. */
export function useSetUserActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, active }: { userId: string; active: boolean }) =>
      adminFetch(`/api/admin/users/${encodeURIComponent(userId)}`, adminUserSchema, { method: 'PATCH', body: { active } }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
  });
}

/** PUT /api/admin/users/{userId}/role with `{ role }`: give or take back Moderador (admins only). */
export function useSetUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: 'customer' | 'moderator' }) =>
      adminFetch(`/api/admin/users/${encodeURIComponent(userId)}/role`, adminUserSchema, { method: 'PUT', body: { role } }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
  });
}

/** POST /api/admin/users/{userId}/activation: a new activation link by e-mail. */
export function useResendActivation() {
  return useMutation({
    mutationFn: (userId: string) => adminFetch(`/api/admin/users/${encodeURIComponent(userId)}/activation`, opsMessageSchema, { method: 'POST' }),
  });
}
