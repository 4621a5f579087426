import { t } from '@plaza/domain/messages/es-profile';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { HttpError } from '../../api/api-fetch';
import { sessionKeys } from '../../api/session';
import { secondaryButton } from '../../ui/button-styles';
import { Skeleton } from '../../ui/skeleton';
import { loginPath } from '../auth/login-redirect';
import { ProfileForm } from './profile-form';
import { ProfilePhoto } from './profile-photo';
import { profileQuery } from './profile-queries';

const card = 'max-w-3xl rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6';

/** The Perfil section: the picture and the form, once the profile has loaded. */
export function ProfileSection({ userId }: { userId: string }) {
  const profile = useQuery(profileQuery(userId));
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const sessionEnded = profile.error instanceof HttpError && profile.error.status === 401;

  // The session ran out since the page opened: log in again and come back.
  useEffect(() => {
    if (!sessionEnded) return;
    queryClient.setQueryData(sessionKeys.user(), null);
    void navigate(loginPath('/profile'), { replace: true });
  }, [sessionEnded, queryClient, navigate]);

  if (profile.isPending || sessionEnded) {
    return (
      <div role="status" aria-label={t('profile.loading')} className={`${card} flex flex-col gap-5`}>
        <div className="flex flex-col items-center gap-3 sm:flex-row">
          <Skeleton className="size-24 rounded-full" />
          <Skeleton className="h-11 w-36 rounded-full" />
        </div>
        {[0, 1, 2].map((row) => (
          <div key={row} className="flex flex-col gap-2">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-11 w-full rounded-xl" />
          </div>
        ))}
      </div>
    );
  }

  if (profile.isError) {
    return (
      <div role="alert" className={`${card} flex flex-col items-start gap-4`}>
        <p className="font-medium text-rose-800">{t('profile.loadError')}</p>
        <button type="button" className={secondaryButton} onClick={() => void profile.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }

  return (
    <div className={`${card} flex flex-col gap-6`}>
      <ProfilePhoto profile={profile.data} userId={userId} />
      <section aria-labelledby="personal-data-title" className="flex flex-col gap-4 border-t border-slate-200 pt-6">
        <h2 id="personal-data-title" className="text-lg font-bold text-slate-900">
          {t('profile.personalData')}
        </h2>
        <ProfileForm profile={profile.data} userId={userId} />
      </section>
    </div>
  );
}
