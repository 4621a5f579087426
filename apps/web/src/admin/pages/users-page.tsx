import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ta } from '@plaza/domain/messages/es-admin';
import type { AdminUser } from '@plaza/domain/schemas/admin-ops';
import { PageHeader } from '../../panel-ui/page-header';
import { panelCard } from '../../panel-ui/panel-buttons';
import { EmptyState, LoadError, LoadingState } from '../ui/query-state';
import { failureMessage } from '../../panel-ui/server-errors';
import { usersQuery, useResendActivation, useSetUserActive, useSetUserRole } from '../api/users';
import { ActionDialog } from '../ui/action-dialog';
import { formatDay } from '../ui/dates';
import { ActionNotice } from '../ui/notice';
import { Pager, pageParam } from '../ui/pager';
import { SearchBox } from '../ui/search-box';
import { badge, dangerOutlineButton, outlineButton, rowLink } from '../ui/styles';

const roleLabels: Record<AdminUser['role'], string> = {
  customer: ta('opsScreens.users.customer'),
  seller: ta('opsScreens.users.seller'),
  moderator: ta('opsScreens.users.moderator'),
  admin: ta('opsScreens.users.admin'),
};

type Notice = { text: string; tone: 'good' | 'bad' };

const actionFailed = (error: unknown): Notice => ({
  text: failureMessage(error, ta('opsScreens.common.actionError')) ?? ta('opsScreens.common.actionError'),
  tone: 'bad',
});

function UserRow({
  user,
  resending,
  onToggle,
  onResend,
  onRole,
}: {
  user: AdminUser;
  resending: boolean;
  onToggle: () => void;
  onResend: () => void;
  /** Give or take Moderador: only a customer's or a moderator's account (decision 028). */
  onRole: (role: 'customer' | 'moderator') => void;
}) {
  const fullName = `${user.name} ${user.last_name}`.trim();
  return (
    <article aria-labelledby={`user-${user.id}`} className={panelCard}>
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={`user-${user.id}`} className="min-w-0 flex-1 text-base font-bold break-words text-slate-900">
          {fullName || user.email}
        </h2>
        <span className={badge.neutral}>{roleLabels[user.role]}</span>
        {user.active ? <span className={badge.good}>{ta('opsScreens.users.active')}</span> : <span className={badge.bad}>{ta('opsScreens.users.deactivated')}</span>}
        {user.activated ? null : <span className={badge.warning}>{ta('opsScreens.users.notActivated')}</span>}
      </div>
      <p className="mt-1 text-sm break-all text-slate-800">{user.email}</p>
      <p className="text-sm text-slate-700">{ta('opsScreens.users.since', { date: formatDay(user.created_at) })}</p>
      <Link to={`/admin/audit?user=${user.id}`} className={rowLink} aria-label={`${ta('opsScreens.common.auditLink')}: ${user.email}`}>
        {ta('opsScreens.common.auditLink')}
      </Link>
      {user.stores.length > 0 ? (
        <div className="mt-2 text-sm">
          <h3 className="font-medium text-slate-700">{ta('opsScreens.users.stores')}</h3>
          <ul className="flex flex-wrap gap-x-3">
            {user.stores.map((store) => (
              <li key={store.store_id}>
                <Link to={`/admin/stores?q=${encodeURIComponent(store.slug)}`} className="inline-flex min-h-11 items-center font-medium text-brand-800 underline underline-offset-2">
                  {store.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="mt-2 flex flex-wrap gap-2">
        {user.active ? (
          <button type="button" className={dangerOutlineButton} onClick={onToggle} aria-label={ta('opsScreens.users.deactivateNamed', { email: user.email })}>
            {ta('opsScreens.users.deactivate')}
          </button>
        ) : (
          <button type="button" className={outlineButton} onClick={onToggle} aria-label={ta('opsScreens.users.reactivateNamed', { email: user.email })}>
            {ta('opsScreens.users.reactivate')}
          </button>
        )}
        {user.role === 'customer' ? (
          <button type="button" className={outlineButton} onClick={() => onRole('moderator')} aria-label={ta('opsScreens.users.makeModeratorNamed', { email: user.email })}>
            {ta('opsScreens.users.makeModerator')}
          </button>
        ) : user.role === 'moderator' ? (
          <button type="button" className={outlineButton} onClick={() => onRole('customer')} aria-label={ta('opsScreens.users.removeModeratorNamed', { email: user.email })}>
            {ta('opsScreens.users.removeModerator')}
          </button>
        ) : null}
        {user.activated ? null : (
          <button
            type="button"
            className={outlineButton}
            onClick={onResend}
            disabled={resending}
            aria-busy={resending || undefined}
            aria-label={ta('opsScreens.users.resendActivationNamed', { email: user.email })}
          >
            {resending ? ta('opsScreens.users.resending') : ta('opsScreens.users.resendActivation')}
          </button>
        )}
      </div>
    </article>
  );
}

/** The confirmation's words: deactivating an active account, or reactivating one (no title while closed). */
function toggleDialogTexts(toggling: AdminUser | null) {
  const active = toggling?.active;
  return {
    title: toggling ? ta(active ? 'opsScreens.users.deactivateTitle' : 'opsScreens.users.reactivateTitle', { email: toggling.email }) : null,
    body: active ? ta('opsScreens.users.deactivateBody') : ta('opsScreens.users.reactivateBody'),
    confirmLabel: active ? ta('opsScreens.users.deactivate') : ta('opsScreens.users.reactivate'),
    pendingLabel: active ? ta('opsScreens.users.deactivating') : ta('opsScreens.users.reactivating'),
    tone: active ? ('danger' as const) : ('primary' as const),
  };
}

/** Usuarios: search by e-mail or name; deactivate, reactivate, resend the activation link. */
export function UsersPage() {
  const [params] = useSearchParams();
  const q = params.get('q') ?? undefined;
  const page = pageParam(params);
  const users = useQuery(usersQuery({ q, page }));
  const setActive = useSetUserActive();
  const resend = useResendActivation();
  const setRole = useSetUserRole();
  const [toggling, setToggling] = useState<AdminUser | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const closeToggle = () => {
    setToggling(null);
    setActive.reset();
  };

  return (
    <>
      <PageHeader title={ta('opsScreens.users.title')} intro={ta('opsScreens.users.intro')} />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <SearchBox label={ta('opsScreens.users.searchLabel')} />
      </div>
      <ActionNotice>{notice?.tone === 'good' ? notice.text : null}</ActionNotice>
      <div role="alert" className="empty:hidden">
        {notice?.tone === 'bad' ? <p className="mb-4 rounded-lg border border-rose-300 bg-rose-50 px-3 py-2 text-sm font-medium text-rose-800">{notice.text}</p> : null}
      </div>
      {users.isPending ? (
        <LoadingState />
      ) : users.isError ? (
        <LoadError message={failureMessage(users.error, ta('opsScreens.common.loadError'))} onRetry={() => void users.refetch()} />
      ) : users.data.results.length === 0 ? (
        <EmptyState>{ta('opsScreens.users.empty')}</EmptyState>
      ) : (
        <>
          <ul className="flex flex-col gap-3" aria-busy={users.isPlaceholderData || undefined}>
            {users.data.results.map((user) => (
              <li key={user.id}>
                <UserRow
                  user={user}
                  resending={resend.isPending && resend.variables === user.id}
                  onToggle={() => setToggling(user)}
                  onRole={(role) =>
                    setRole.mutate(
                      { userId: user.id, role },
                      {
                        onSuccess: () =>
                          setNotice({
                            text: ta(role === 'moderator' ? 'ops.users.roleSet' : 'ops.users.roleRemoved', { email: user.email }),
                            tone: 'good',
                          }),
                        onError: (error) => setNotice(actionFailed(error)),
                      },
                    )
                  }
                  onResend={() =>
                    resend.mutate(user.id, {
                      onSuccess: (answer) => setNotice({ text: answer.message, tone: 'good' }),
                      onError: (error) => setNotice(actionFailed(error)),
                    })
                  }
                />
              </li>
            ))}
          </ul>
          <Pager page={page} hasNext={users.data.has_next} />
        </>
      )}
      <ActionDialog
        {...toggleDialogTexts(toggling)}
        pending={setActive.isPending}
        error={setActive.isError ? failureMessage(setActive.error, ta('opsScreens.common.actionError')) : null}
        onClose={closeToggle}
        onConfirm={() => {
          if (!toggling) return;
          const { id, email, active } = toggling;
          setActive.mutate(
            { userId: id, active: !active },
            {
              onSuccess: () => {
                setNotice({
                  text: active ? ta('opsScreens.users.deactivatedNotice', { email }) : ta('opsScreens.users.reactivatedNotice', { email }),
                  tone: 'good',
                });
                closeToggle();
              },
            },
          );
        }}
      />
    </>
  );
}
