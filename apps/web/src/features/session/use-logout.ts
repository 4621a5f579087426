import { t } from '@plaza/domain/messages/es';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiFetch, HttpError } from '../../api/api-fetch';
import { reportError } from '../../api/error-policy';
import { forgetCachedCatalogue } from '../../api/offline-cache';
import { sessionKeys } from '../../api/session';

/** Logs out on the server, forgets the user here and returns to the home page. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  function signedOut() {
    queryClient.setQueryData(sessionKeys.user(), null);
    forgetCachedCatalogue();
    // Other answers may carry per-user flags (favourites): read them again as a visitor.
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.all[0] });
    void navigate('/');
  }

  return useMutation({
    mutationFn: () => apiFetch('/api/auth/customer/logout', { method: 'POST' }),
    onSuccess: signedOut,
    onError: (error) => {
      // 401: the session had already ended, which is what the user asked for.
      if (error instanceof HttpError && error.status === 401) signedOut();
      else reportError(error, t('header.logoutFailed'), false);
    },
  });
}
