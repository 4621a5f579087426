import { t } from '@plaza/domain/messages/es-profile';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { HttpError } from '../../api/api-fetch';
import { errorMessage } from '../../api/error-policy';
import { sessionKeys, useSessionUser } from '../../api/session';
import { primaryButton, secondaryButton } from '../../ui/button-styles';
import { Skeleton } from '../../ui/skeleton';
import { useErrorPolicy } from '../../ui/use-error-policy';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { ReferralCard, type Referral } from './referral-card';
import { ReferralPayouts } from './referral-payouts';
import { referralsQuery, useReferralsEnabled } from './referral-queries';
import { useDeleteReferral, useEnableReferrals, useReloginForReferrals } from './use-referral-mutations';

const card = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6';

/** The product page's button, named in the explanations so the user knows what to look for. */
const createAction = t('referral.create');

/**
 * The profile's Referidos section (spec section 2), heading included. Off: how referrals work and
 * a button to enable them; just enabled: log out and in again; on: the links grouped per store.
 */
export function ReferralsSection() {
  const user = useSessionUser();
  const enabled = useReferralsEnabled();
  // Enabling only takes effect at the next login (spec section 4); until then the page says so.
  const [awaitingRelogin, setAwaitingRelogin] = useState(false);

  return (
    <section aria-labelledby="referrals-title" className="flex max-w-5xl flex-col gap-4">
      <h2 id="referrals-title" className="text-xl font-bold tracking-tight text-slate-900">
        {t('referrals.title')}
      </h2>
      {!user || enabled === null ? null : enabled ? (
        <>
          <ReferralPayouts userId={user.id} />
          <ReferralLinks userId={user.id} />
        </>
      ) : awaitingRelogin ? (
        <Relogin />
      ) : (
        <EnableReferrals onEnabled={() => setAwaitingRelogin(true)} />
      )}
    </section>
  );
}

function StepIcon({ children }: { children: ReactNode }) {
  return (
    <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-900">
      {children}
    </span>
  );
}

function EnableReferrals({ onEnabled }: { onEnabled: () => void }) {
  const enable = useEnableReferrals(onEnabled);
  const steps = [t('referrals.howEnable'), t('referrals.howCreate', { action: createAction }), t('referrals.howShare')];
  return (
    <div className={`${card} flex flex-col gap-5`}>
      <h3 className="font-semibold text-slate-900">{t('referrals.howTitle')}</h3>
      <ol className="flex flex-col gap-3">
        {steps.map((step, index) => (
          <li key={step} className="flex items-start gap-3 text-slate-700">
            <StepIcon>{index + 1}</StepIcon>
            <span className="pt-1">{step}</span>
          </li>
        ))}
      </ol>
      <button
        type="button"
        onClick={() => enable.mutate()}
        disabled={enable.isPending}
        aria-busy={enable.isPending || undefined}
        className={`${primaryButton} self-start`}
      >
        {enable.isPending ? t('referrals.enabling') : t('referrals.enable')}
      </button>
    </div>
  );
}

function Relogin() {
  const relogin = useReloginForReferrals();
  return (
    <div role="status" className="flex flex-col gap-3 rounded-2xl bg-amber-50 p-5 shadow-sm ring-1 ring-amber-200 sm:p-6">
      <h3 className="font-semibold text-amber-950">{t('referrals.reloginTitle')}</h3>
      <p className="text-amber-950/90">{t('referrals.reloginBody')}</p>
      <button
        type="button"
        onClick={() => relogin.mutate()}
        disabled={relogin.isPending}
        aria-busy={relogin.isPending || undefined}
        className={`${primaryButton} mt-2 self-start`}
      >
        {relogin.isPending ? t('referrals.loggingOut') : t('referrals.relogin')}
      </button>
    </div>
  );
}

function ReferralLinks({ userId }: { userId: string }) {
  const referrals = useQuery(referralsQuery(userId));
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = useDeleteReferral();
  const [toDelete, setToDelete] = useState<Referral | null>(null);
  const sessionEnded = referrals.error instanceof HttpError && referrals.error.status === 401;
  useErrorPolicy(referrals.error);

  // The session ran out since the page opened: log in again and come back here.
  useEffect(() => {
    if (!sessionEnded) return;
    queryClient.setQueryData(sessionKeys.user(), null);
    void navigate(`/login?next=${encodeURIComponent('/profile?section=referrals')}`, { replace: true });
  }, [sessionEnded, queryClient, navigate]);

  if (referrals.isPending || sessionEnded) {
    return (
      <div role="status" aria-label={t('referrals.loading')} className="flex flex-col gap-4">
        {[0, 1].map((row) => (
          <div key={row} className={`${card} flex flex-col gap-4`}>
            <div className="flex gap-3">
              <Skeleton className="size-16 rounded-xl" />
              <div className="flex flex-1 flex-col gap-2">
                <Skeleton className="h-5 w-2/3" />
                <Skeleton className="h-4 w-1/3" />
              </div>
            </div>
            <Skeleton className="h-9 w-full" />
          </div>
        ))}
      </div>
    );
  }

  if (referrals.isError) {
    return (
      <div role="alert" className={`${card} flex flex-col items-start gap-4`}>
        <p className="font-medium text-rose-800">{errorMessage(referrals.error, t('referrals.loadError'))}</p>
        <button type="button" className={secondaryButton} onClick={() => void referrals.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }

  if (referrals.data.length === 0) {
    return (
      <div className={`${card} flex flex-col items-start gap-4`}>
        <p className="text-slate-700">{t('referrals.empty', { action: createAction })}</p>
        <Link to="/search" className={secondaryButton}>
          {t('referrals.explore')}
        </Link>
      </div>
    );
  }

  return (
    <>
      {referrals.data.map((group) => (
        <section key={group.store_id} aria-labelledby={`referral-store-${group.store_id}`} className="flex flex-col gap-3">
          <h3 id={`referral-store-${group.store_id}`} className="mt-2 font-semibold text-slate-700">
            {group.store_name}
          </h3>
          <div className="flex flex-col gap-4">
            {group.referrals.map((referral) => (
              <ReferralCard key={referral.referral_id} referral={referral} onDelete={setToDelete} />
            ))}
          </div>
        </section>
      ))}
      <ConfirmDeleteDialog
        productName={toDelete ? (toDelete.product?.name ?? t('referrals.thisProduct')) : null}
        deleting={remove.isPending}
        onClose={() => setToDelete(null)}
        onConfirm={() => {
          if (toDelete) remove.mutate(toDelete.referral_id, { onSettled: () => setToDelete(null) });
        }}
      />
    </>
  );
}
