import { t } from '@plaza/domain/messages/es-profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiFetch, HttpError } from '../../api/api-fetch';
import { reportError } from '../../api/error-policy';
import { forgetCachedCatalogue } from '../../api/offline-cache';
import { sessionKeys } from '../../api/session';
import { notify } from '../../ui/notify';
import { referralKeys } from './referral-queries';

/** Where the login after enabling returns: straight back to the Referidos section. */
const RELOGIN_PATH = `/login?next=${encodeURIComponent('/profile?section=referrals')}`;

/** POST /api/user/referrals/enable. The cookie that marks the system on only comes with the next login. */
export function useEnableReferrals(onEnabled: () => void) {
  return useMutation({
    mutationFn: () => apiFetch('/api/user/referrals/enable', { method: 'POST' }),
    onSuccess: onEnabled,
    onError: (error) => reportError(error, t('referrals.enableError')),
  });
}

/** Logs out and opens /login, so the next login sets the referrals cookie. */
export function useReloginForReferrals() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  function signedOut() {
    queryClient.setQueryData(sessionKeys.user(), null);
    forgetCachedCatalogue();
    // Answers may carry per-user data (favourites, these links): read them again as a visitor.
    queryClient.removeQueries({ queryKey: referralKeys.all });
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.all[0] });
    void navigate(RELOGIN_PATH);
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

/** PATCH /api/user/referrals/{id}: turns a link on or off. */
export function useSetReferralActive(referralId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (active: boolean) => apiFetch(`/api/user/referrals/${referralId}`, { method: 'PATCH', body: { active } }),
    onSuccess: () => notify(t('referrals.updated'), 'success'),
    onError: (error) => reportError(error, t('referrals.updateError')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: referralKeys.all }),
  });
}

/** DELETE /api/user/referrals/{id}. */
export function useDeleteReferral() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (referralId: number) => apiFetch(`/api/user/referrals/${referralId}`, { method: 'DELETE' }),
    onSuccess: () => notify(t('referrals.deleted'), 'success'),
    onError: (error) => reportError(error, t('referrals.deleteError')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: referralKeys.all }),
  });
}
