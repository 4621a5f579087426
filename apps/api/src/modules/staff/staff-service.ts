import { sql } from 'drizzle-orm';
import { t } from '@plaza/domain/messages/es-mail';
import { tp } from '@plaza/domain/messages/es-panel';
import type { StaffInvite, StaffList, StaffRole } from '@plaza/domain/schemas/staff';
import type { Database } from '../../db/connection';
import { AppError } from '../../platform/errors';
import { enqueueMail } from '../../platform/outbox';
import { hashToken } from '../../platform/sessions';
import { plainMail } from '../auth/emails';
import { newToken } from '../auth/tokens';
import { lockStorePlan, requireStaffSlot, storePlanLimits } from '../plans/plan-limits';
import type { Executor } from '../store-admin/search-terms';

/** An invitation waits a week for its answer (decision 028). */
export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export const roleName = (role: StaffRole) => tp(role === 'orders' ? 'team.roleOrders' : 'team.roleCatalogue');

type MemberRow = { staff_id: number; email: string; role: StaffRole; name: string | null; active: boolean; invited_at: string };

/** The store's team and what its plan allows; `storeId` comes from the guard (owner only). */
export async function listStaff(db: Executor, storeId: number): Promise<StaffList> {
  const { rows } = await db.execute<MemberRow>(sql`
    select st.id as staff_id, st.email, st.role, case when st.accepted_at is not null then trim(u.name || ' ' || u.last_name) end as name,
      st.accepted_at is not null as active, to_char(st.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as invited_at
    from store_staff st left join users u on u.id = st.user_id
    where st.store_id = ${storeId} order by st.created_at, st.id`);
  const plan = await storePlanLimits(db, storeId);
  return {
    members: rows.map((row) => ({
      staff_id: Number(row.staff_id),
      email: row.email,
      role: row.role,
      name: row.name || null,
      status: row.active ? 'active' : 'invited',
      invited_at: row.invited_at,
    })),
    max_staff: plan.plan_id === null ? null : plan.limits.max_staff,
    plan_name: plan.plan_id === null ? null : plan.name,
  };
}

type InviteContext = { storeId: number; owner: { id: string; email: string; name: string }; publicUrl: string; now: Date };

/**
 * Invites `email` to the store's team with `role`, and mails the link, in one transaction under the
 * store's plan lock (so parallel invitations count one after another against `max_staff`). The owner's
 * own address, an operator's account and an address already on the team are refused.
 */
export async function inviteStaff(db: Database, context: InviteContext, invite: StaffInvite) {
  const { storeId, owner, publicUrl, now } = context;
  if (invite.email.toLowerCase() === owner.email.toLowerCase()) throw new AppError('conflict', tp('team.ownEmail'));
  const { raw, hash } = newToken();
  return db.transaction(async (tx) => {
    const plan = await lockStorePlan(tx, storeId);
    const { rows: accounts } = await tx.execute<{ role: string }>(sql`select role from users where lower(email) = ${invite.email.toLowerCase()}`);
    if (accounts[0] && ['admin', 'moderator'].includes(accounts[0].role)) throw new AppError('conflict', tp('team.operatorAccount'));
    const { rows: taken } = await tx.execute(sql`select 1 from store_staff where store_id = ${storeId} and lower(email) = ${invite.email.toLowerCase()}`);
    if (taken.length > 0) throw new AppError('conflict', tp('team.alreadyInvited'));
    await requireStaffSlot(tx, storeId, plan);
    const { rows } = await tx.execute<{ id: number; store: string }>(sql`
      insert into store_staff (store_id, email, role, invited_by, token_hash, expires_at)
      values (${storeId}, ${invite.email}, ${invite.role}, ${owner.id}, ${hash}, ${new Date(now.getTime() + INVITATION_LIFETIME_MS).toISOString()})
      returning id, (select name from stores where id = ${storeId}) as store`);
    const store = rows[0]!.store;
    const url = `${publicUrl}/seller/join/${raw}`;
    await enqueueMail(
      tx,
      plainMail(invite.email, invite.email, t('staffMail.subject', { store }), [
        t('staffMail.body', { owner: owner.name, store, role: roleName(invite.role) }),
        t('staffMail.accept', { url }),
        t('staffMail.expires'),
      ]),
    );
    return (await listStaff(tx, storeId)).members.find((member) => member.staff_id === Number(rows[0]!.id))!;
  });
}

/** Removes a member or withdraws an invitation: their access ends with this request. */
export async function removeStaff(db: Database, storeId: number, staffId: number): Promise<void> {
  const { rows } = await db.execute(sql`delete from store_staff where id = ${staffId} and store_id = ${storeId} returning id`);
  if (rows.length === 0) throw new AppError('not_found', tp('team.memberNotFound'));
}

/**
 * The signed-in account accepts the invitation the token belongs to: only the account of the
 * address it was mailed to, before it expires, once. An operator's account cannot join a store.
 */
export async function acceptInvitation(db: Database, user: { id: string; email: string; role: string }, token: string, now: Date) {
  const hash = hashToken(token);
  if (['admin', 'moderator'].includes(user.role)) throw new AppError('forbidden', tp('team.operatorAccount'));
  const { rows } = await db.execute<{ store_id: number; store_name: string; role: StaffRole }>(sql`
    update store_staff st set user_id = ${user.id}, accepted_at = ${now.toISOString()}, token_hash = null
    from stores s
    where s.id = st.store_id and st.token_hash = ${hash} and st.accepted_at is null and st.expires_at > ${now.toISOString()}
      and lower(st.email) = ${user.email.toLowerCase()} and (s.owner_id is null or s.owner_id <> ${user.id})
    returning st.store_id, s.name as store_name, st.role`);
  if (rows[0]) return { store_id: Number(rows[0].store_id), store_name: rows[0].store_name, role: rows[0].role };
  const { rows: other } = await db.execute<{ email: string }>(sql`
    select email from store_staff where token_hash = ${hash} and accepted_at is null and expires_at > ${now.toISOString()}`);
  if (other[0] && other[0].email.toLowerCase() !== user.email.toLowerCase()) throw new AppError('forbidden', tp('team.wrongAccount', { email: other[0].email }));
  throw new AppError('not_found', tp('team.invitationInvalid'));
}
