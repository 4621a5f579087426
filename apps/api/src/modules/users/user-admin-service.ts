import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ta } from '@plaza/domain/messages/es-admin';
import type { AdminUser } from '@plaza/domain/schemas/admin-ops';
import type { Config } from '../../config';
import type { Database } from '../../db/connection';
import { failAdmin } from '../../platform/errors';
import { likePattern, pageWindow, toIso } from '../../platform/console-lists';
import { enqueueMail } from '../../platform/outbox';
import { hashPassword } from '../../platform/passwords';
import { mailActivation } from '../auth/auth-service';
import { linkMail } from '../auth/emails';
import { issueToken } from '../auth/tokens';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type UserRow = Omit<AdminUser, 'created_at' | 'deactivated_at' | 'stores'> & {
  created_at: Date | string;
  deactivated_at: Date | string | null;
  stores: AdminUser['stores'] | string;
};

const userSelect = sql`
  select u.id, u.email, u.name, u.last_name, u.role, u.deactivated_at is null as active, u.activated_at is not null as activated,
    u.deactivated_at, u.created_at,
    coalesce((select json_agg(json_build_object('store_id', s.id, 'name', s.name, 'slug', s.slug) order by s.id)
      from stores s where s.owner_id = u.id), '[]'::json) as stores
  from users u`;

const toAdminUser = (row: UserRow): AdminUser => ({
  ...row,
  created_at: toIso(row.created_at),
  deactivated_at: row.deactivated_at === null ? null : toIso(row.deactivated_at),
  stores: (typeof row.stores === 'string' ? (JSON.parse(row.stores) as AdminUser['stores']) : row.stores).map((store) => ({
    ...store,
    store_id: Number(store.store_id),
  })),
});

/** Accounts, newest first; `q` finds a part of the e-mail or of the name, accents and case aside (a trigram index). */
export async function listUsers(db: Database, filter: { q: string; page: number; page_size: number }) {
  const { limit, offset, page } = pageWindow(filter);
  const where = filter.q
    ? sql`immutable_unaccent(lower(u.email || ' ' || u.name || ' ' || u.last_name)) like immutable_unaccent(lower(${likePattern(filter.q)}))`
    : sql`true`;
  const { rows } = await db.execute<UserRow>(sql`
    ${userSelect} where ${where} order by u.created_at desc nulls last, u.id desc nulls last limit ${limit} offset ${offset}`);
  return page(rows.map(toAdminUser));
}

/** The account with this id; any other text is a 404, like an id nobody has. */
async function findUser(db: Pick<Database, 'execute'>, userId: string): Promise<AdminUser> {
  if (!UUID.test(userId)) throw failAdmin('not_found', 'ops.users.notFound');
  const { rows } = await db.execute<UserRow>(sql`${userSelect} where u.id = ${userId}`);
  if (!rows[0]) throw failAdmin('not_found', 'ops.users.notFound');
  return toAdminUser(rows[0]);
}

/**
 * Deactivates an account (every session of it ends in the same transaction, and no login or
 * password reset lets it in again) or reactivates it. An operator cannot lock themself out.
 */
export async function setUserActive(db: Database, operatorId: string, userId: string, active: boolean): Promise<AdminUser> {
  await findUser(db, userId);
  if (!active && userId === operatorId) throw failAdmin('conflict', 'ops.users.notSelf');
  return db.transaction(async (tx) => {
    if (active) await tx.execute(sql`update users set deactivated_at = null where id = ${userId}`);
    else {
      await tx.execute(sql`update users set deactivated_at = coalesce(deactivated_at, now()) where id = ${userId}`);
      await tx.execute(sql`delete from sessions where user_id = ${userId}`);
    }
    return findUser(tx, userId);
  });
}

/** A new activation link for an account that has not been activated; the earlier links stop working. */
export async function resendUserActivation(db: Database, config: Config, userId: string): Promise<AdminUser> {
  const user = await findUser(db, userId);
  if (user.activated) throw failAdmin('conflict', 'ops.users.alreadyActivated');
  await db.transaction((tx) => mailActivation(tx as unknown as Database, config, user));
  return user;
}

/**
 * `npm run admin -- create-admin EMAIL`: the account with this e-mail becomes an administrator
 * (a new one is created, with a password nobody knows), and a password-reset link is mailed to
 * it so that its owner chooses their own. Its earlier reset links stop working.
 */
export async function createAdmin(db: Database, config: Config, email: string): Promise<{ created: boolean; previousRole: string | null }> {
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  return db.transaction(async (tx) => {
    const { rows: existing } = await tx.execute<{ id: string; role: string; name: string; email: string }>(
      sql`select id, role, name, email from users where lower(email) = lower(${email}) for update`,
    );
    let account = existing[0];
    if (account) {
      if (account.role !== 'admin') await tx.execute(sql`update users set role = 'admin' where id = ${account.id}`);
    } else {
      const name = email.split('@')[0]!.slice(0, 50);
      const { rows } = await tx.execute<{ id: string; role: string; name: string; email: string }>(sql`
        insert into users (email, password_hash, name, last_name, role)
        values (${email}, ${passwordHash}, ${name}, '', 'admin') returning id, role, name, email`);
      account = rows[0]!;
    }
    const token = await issueToken(tx as unknown as Database, account.id, 'reset');
    await enqueueMail(
      tx,
      linkMail(
        account.email,
        account.name,
        ta('ops.mail.adminSubject'),
        ta('ops.mail.adminIntro', { url: `${config.publicUrl}/admin` }),
        ta('ops.mail.adminButton'),
        `${config.publicUrl}/reset-password?token=${token}`,
      ),
    );
    return { created: existing.length === 0, previousRole: existing[0]?.role ?? null };
  });
}

/**
 * Gives an account the Moderador role or takes it back (decision 028): only between customer and
 * moderator, under a row lock. An admin's role is never changed here and none is given; a seller's
 * account, or one on a store's team, keeps its role (an operator's account cannot act for a store).
 */
export async function setUserRole(db: Database, userId: string, role: 'customer' | 'moderator'): Promise<AdminUser> {
  await findUser(db, userId);
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ role: string; staff: boolean }>(sql`
      select role, exists (select 1 from store_staff where user_id = ${userId}) as staff from users where id = ${userId} for update`);
    const current = rows[0]!;
    if (current.role === 'admin') throw failAdmin('conflict', 'ops.users.roleNotForAdmins');
    if (current.role === 'seller' || (role === 'moderator' && current.staff)) throw failAdmin('conflict', 'ops.users.roleNotForSellers');
    if (current.role !== role) {
      await tx.execute(sql`update users set role = ${role} where id = ${userId}`);
      // The console or the storefront it opened stops at once: the account signs in again in its new role.
      await tx.execute(sql`delete from sessions where user_id = ${userId}`);
    }
    return findUser(tx, userId);
  });
}
