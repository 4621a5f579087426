import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { tp } from '@plaza/domain/messages/es-panel';
import { STAFF_ROLES, staffInviteSchema, type StaffMember, type StaffRole } from '@plaza/domain/schemas/staff';
import { primaryButton } from '../../ui/button-styles';
import { staffQuery, useInviteStaff, useRemoveStaff } from '../api/staff';
import { useCurrentStore } from '../current-store';
import { ConfirmDialog } from '../../panel-ui/confirm-dialog';
import { Field, inputClass } from '../../panel-ui/field';
import { FormMessage, SaveStatus } from '../../panel-ui/form-message';
import { PageHeader } from '../../panel-ui/page-header';
import { panelCard, rowDangerButton } from '../../panel-ui/panel-buttons';
import { EmptyState, LoadError, LoadingState } from '../../panel-ui/query-state';
import { failureMessage } from '../../panel-ui/server-errors';
import { useDocumentTitle } from '../../ui/use-document-title';

const ROLE_NAMES: Record<StaffRole, { name: string; hint: string }> = {
  orders: { name: tp('team.roleOrders'), hint: tp('team.roleOrdersHint') },
  catalogue: { name: tp('team.roleCatalogue'), hint: tp('team.roleCatalogueHint') },
};

/** E-mail and role of a new member; the server's refusal (the plan's limit, an address already invited) shows below. */
function InviteForm({ storeId, onInvited }: { storeId: number; onInvited: (email: string) => void }) {
  const invite = useInviteStaff(storeId);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('orders');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [message, setMessage] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const parsed = staffInviteSchema.safeParse({ email, role });
    if (!parsed.success) {
      setEmailError(parsed.error.issues[0]?.message);
      return;
    }
    setEmailError(undefined);
    invite.mutate(parsed.data, {
      onSuccess: (member) => {
        setEmail('');
        onInvited(member.email);
      },
      onError: (error) => setMessage(failureMessage(error, tp('shell.saveError'))),
    });
  };

  return (
    <form noValidate onSubmit={submit} className={`${panelCard} flex flex-col gap-3`}>
      <Field label={tp('team.email')} error={emailError}>
        {(control) => (
          <input {...control} type="email" autoComplete="off" inputMode="email" value={email} onChange={(event) => setEmail(event.target.value)} className={inputClass} />
        )}
      </Field>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium text-slate-800">{tp('team.role')}</legend>
        {STAFF_ROLES.map((value) => (
          <label key={value} className="flex min-h-11 items-start gap-2 rounded-lg border border-slate-200 p-2">
            <input type="radio" name="role" value={value} checked={role === value} onChange={() => setRole(value)} className="mt-1 size-5" />
            <span>
              <span className="block font-medium">{ROLE_NAMES[value].name}</span>
              <span className="block text-sm text-slate-600">{ROLE_NAMES[value].hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <FormMessage message={message} />
      <div>
        <button type="submit" className={primaryButton} disabled={invite.isPending} aria-busy={invite.isPending || undefined}>
          {tp('team.invite')}
        </button>
      </div>
    </form>
  );
}

function MemberRow({ member, onRemove }: { member: StaffMember; onRemove: () => void }) {
  return (
    <article className={`${panelCard} flex flex-wrap items-center gap-2`} aria-label={member.email}>
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-all">{member.name ?? member.email}</p>
        {member.name ? <p className="text-sm break-all text-slate-700">{member.email}</p> : null}
        <p className="text-sm text-slate-700">
          {ROLE_NAMES[member.role].name} · {member.status === 'active' ? tp('team.statusActive') : tp('team.statusInvited')}
        </p>
      </div>
      <button type="button" className={rowDangerButton} onClick={onRemove} aria-label={tp('team.removeLabel', { email: member.email })}>
        {tp('team.remove')}
      </button>
    </article>
  );
}

/** /seller/team (Equipo): the owner invites people by e-mail with a role, and removes them. */
export function TeamPage() {
  useDocumentTitle(tp('team.title'));
  const store = useCurrentStore();
  const team = useQuery(staffQuery(store.store_id));
  const remove = useRemoveStaff(store.store_id);
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const [status, setStatus] = useState<string | null>(null);

  const allowance = team.data?.plan_name
    ? team.data.max_staff === 0
      ? tp('team.allowanceNone', { plan: team.data.plan_name })
      : tp('team.allowance', { plan: team.data.plan_name, max: team.data.max_staff ?? 0, count: team.data.members.length })
    : null;

  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={tp('team.title')} intro={tp('team.intro')} />
      {allowance ? <p className="text-sm text-slate-700">{allowance}</p> : null}
      <SaveStatus message={status} />
      <InviteForm storeId={store.store_id} onInvited={(email) => setStatus(tp('team.invited', { email }))} />
      {team.isPending ? (
        <LoadingState />
      ) : team.isError ? (
        <LoadError message={tp('team.loadError')} onRetry={() => void team.refetch()} />
      ) : team.data.members.length === 0 ? (
        <EmptyState>{tp('team.empty')}</EmptyState>
      ) : (
        <ul className="flex flex-col gap-3">
          {team.data.members.map((member) => (
            <li key={member.staff_id}>
              <MemberRow member={member} onRemove={() => setRemoving(member)} />
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        title={removing ? tp('team.removeLabel', { email: removing.email }) : null}
        body={removing ? tp('team.confirmRemove', { email: removing.email }) : ''}
        confirmLabel={tp('team.remove')}
        pending={remove.isPending}
        error={remove.isError ? failureMessage(remove.error, tp('shell.saveError')) : null}
        onClose={() => {
          setRemoving(null);
          remove.reset();
        }}
        onConfirm={() => {
          if (!removing) return;
          const { staff_id, email } = removing;
          remove.mutate(staff_id, {
            onSuccess: () => {
              setStatus(tp('team.removed', { email }));
              setRemoving(null);
            },
          });
        }}
      />
    </div>
  );
}
