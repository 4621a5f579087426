import type { LoaderFunctionArgs } from 'react-router';
import { loaderQueryClient } from '../../api/query-client';
import { requireUser } from '../../features/auth/require-user';
import { profileQuery } from '../../features/profile/profile-queries';

/** Visitors go to /login first; for a user, the profile starts loading alongside the page's chunk. */
export async function profileLoader(args: LoaderFunctionArgs) {
  const queryClient = loaderQueryClient(args.context);
  const user = await requireUser(args);
  if (user) void queryClient.prefetchQuery(profileQuery(user.id));
  return null;
}
