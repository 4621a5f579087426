import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../api/api-fetch';
import { stringFields } from '../../api/answer-fields';
import type { Profile } from './profile-schema';

/** Keyed by the user, so that after a change of account nobody sees the previous one's profile. */
export const profileKeys = {
  all: ['profile'] as const,
  user: (userId: string) => [...profileKeys.all, userId] as const,
};

/** The profile's own fields (the server holds the answer to its `profileSchema`). */
const profileAnswer = stringFields<Profile>('GET /api/user/customer/profile', ['name', 'last_name', 'email']);

function fetchProfile(signal: AbortSignal): Promise<Profile> {
  return apiFetch('/api/user/customer/profile', { signal, schema: profileAnswer });
}

export function profileQuery(userId: string) {
  return queryOptions({
    queryKey: profileKeys.user(userId),
    queryFn: ({ signal }) => fetchProfile(signal),
  });
}
