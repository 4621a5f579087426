import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../api/api-fetch';
import type { Profile } from './profile-schema';

/** Keyed by the user, so that after a change of account nobody sees the previous one's profile. */
export const profileKeys = {
  all: ['profile'] as const,
  user: (userId: string) => [...profileKeys.all, userId] as const,
};

async function fetchProfile(signal: AbortSignal): Promise<Profile> {
  // The schema (and zod) loads beside the request: the header's account menu reads this query
  // from the entry chunk.
  const [answer, { profileSchema }] = await Promise.all([
    apiFetch('/api/user/customer/profile', { signal }),
    import('./profile-schema'),
  ]);
  return profileSchema.parse(answer);
}

export function profileQuery(userId: string) {
  return queryOptions({
    queryKey: profileKeys.user(userId),
    queryFn: ({ signal }) => fetchProfile(signal),
  });
}
