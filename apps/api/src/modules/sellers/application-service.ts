import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { marketDay } from '@plaza/domain/dates';
import { t } from '@plaza/domain/messages/es-sellers';
import type { SellerApplication } from '@plaza/domain/schemas/seller-application';
import type { Config } from '../../config';
import type { Database } from '../../db/connection';
import { AppError, fail, failAdmin } from '../../platform/errors';
import { enqueueMail } from '../../platform/outbox';
import { hashPassword } from '../../platform/passwords';
import { hashToken } from '../../platform/sessions';
import { linkMail, plainMail } from '../auth/emails';
import { issueToken, newToken } from '../auth/tokens';
import { refreshSearchWords } from '../search/search-words';

/** A confirmation link stays valid a week: the operator reviews applications in 2-3 working days. */
export const CONFIRMATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

const confirmationMail = (config: Config, to: string, name: string, store: string, token: string) =>
  linkMail(
    to,
    name,
    t('sellers.mail.confirmSubject'),
    t('sellers.mail.confirmIntro', { store }),
    t('sellers.mail.confirmButton'),
    `${config.publicUrl}/become-a-seller/confirm?token=${token}`,
  );

/**
 * Stores a valid application as pending; unknown references are refused. An application whose
 * e-mail belongs to an account waits for that account's word: given at once when the applicant
 * is signed in to it, else asked for by a link mailed to it. Either way one mail goes to the
 * address and the answer is the same, so the applicant never learns whether it has an account.
 */
export async function submitApplication(
  db: Database,
  config: Config,
  application: SellerApplication,
  signedIn: { id: string } | undefined,
): Promise<number> {
  const { user_info: user, store_info: store } = application;
  const { rows } = await db.execute<{ plan: boolean; category: boolean; currency: boolean; township: boolean }>(sql`
    select exists (select 1 from store_plans where id = ${store.store_plan_id}) as plan,
      exists (select 1 from categories where id = ${store.category_id}) as category,
      exists (select 1 from currencies where id = ${store.currency_id}) as currency,
      exists (select 1 from townships where id = ${store.ubication_id}) as township`);
  const found = rows[0]!;
  if (!found.plan) throw fail('invalid', 'sellers.planNotFound');
  if (!found.category) throw fail('invalid', 'sellers.categoryNotFound');
  if (!found.currency) throw fail('invalid', 'sellers.currencyNotFound');
  if (!found.township) throw fail('invalid', 'sellers.municipalityNotFound');

  const { rows: accounts } = await db.execute<{ id: string; name: string }>(
    sql`select id, name from users where lower(email) = lower(${user.email})`,
  );
  const account = accounts[0];
  const confirmedBySession = account !== undefined && account.id === signedIn?.id;
  const token = account && !confirmedBySession ? newToken() : undefined;
  return db.transaction(async (tx) => {
    const { rows: inserted } = await tx.execute<{ id: number }>(sql`
      insert into store_applications (email, name, last_name, phone, accepted_terms_at, store_name, description, plan_id,
        category_id, billing_period, township_id, currency_id, user_id, confirmed_at, confirmation_token_hash, confirmation_expires_at)
      values (${user.email}, ${user.name}, ${user.last_name}, ${user.phone ?? null}, now(), ${store.name}, ${store.description},
        ${store.store_plan_id}, ${store.category_id}, ${store.billing_period}, ${store.ubication_id}, ${store.currency_id},
        ${confirmedBySession ? account.id : null}, ${confirmedBySession ? sql`now()` : null}, ${token?.hash ?? null},
        ${token ? new Date(Date.now() + CONFIRMATION_LIFETIME_MS) : null})
      returning id`);
    await enqueueMail(
      tx,
      token
        ? confirmationMail(config, user.email, account!.name, store.name, token.raw)
        : plainMail(user.email, user.name, t('sellers.mail.receivedSubject'), [t('sellers.mail.receivedBody', { store: store.name })]),
    );
    return inserted[0]!.id;
  });
}

/** Confirms, once, the application whose mailed link this is, for the account that has its e-mail. */
export async function confirmApplication(db: Database, rawToken: string): Promise<void> {
  const { rows } = await db.execute<{ id: number }>(sql`
    update store_applications a set confirmed_at = now(), user_id = u.id, confirmation_token_hash = null
    from users u
    where a.confirmation_token_hash = ${hashToken(rawToken)} and a.confirmation_expires_at > now() and a.status = 'pending'
      and lower(u.email) = lower(a.email)
    returning a.id`);
  if (rows.length === 0) throw fail('invalid', 'sellers.confirmationInvalid');
}

export type ApplicationRow = {
  id: number; status: string; email: string; name: string; last_name: string; phone: string | null; store_name: string;
  description: string; plan: string; category: string; billing_period: string; province: string; township: string;
  currency: string; created_at: Date | string; store_id: number | null; awaiting_confirmation: boolean;
  plan_id: number; category_id: number; ubication_id: number; currency_id: number; reason: string | null;
  decided_at: Date | string | null; store_slug: string | null;
};

/** Its e-mail has an account, and that very account has not confirmed it. */
const awaitingConfirmation = sql`(a.status = 'pending' and exists (select 1 from users u where lower(u.email) = lower(a.email)
  and (a.confirmed_at is null or a.user_id is distinct from u.id)))`;

export async function listApplications(db: Database, status = 'pending'): Promise<ApplicationRow[]> {
  return applicationsWhere(db, sql`a.status = ${status}`);
}

/** One application, whatever its status; undefined when there is none with this id. */
export async function findApplication(db: Database, id: number): Promise<ApplicationRow | undefined> {
  return (await applicationsWhere(db, sql`a.id = ${id}`))[0];
}

async function applicationsWhere(db: Database, where: SQL): Promise<ApplicationRow[]> {
  const { rows } = await db.execute<ApplicationRow>(sql`
    select a.id, a.status, a.email, a.name, a.last_name, a.phone, a.store_name, a.description, sp.name as plan,
      c.name as category, a.billing_period, pr.name as province, t.name as township, cu.code as currency, a.created_at, a.store_id,
      ${awaitingConfirmation} as awaiting_confirmation, a.plan_id, a.category_id, a.township_id as ubication_id, a.currency_id,
      a.reason, a.decided_at, st.slug as store_slug
    from store_applications a join store_plans sp on sp.id = a.plan_id join categories c on c.id = a.category_id
    join townships t on t.id = a.township_id join provinces pr on pr.id = t.province_id join currencies cu on cu.id = a.currency_id
    left join stores st on st.id = a.store_id
    where ${where} order by a.created_at, a.id`);
  return rows;
}

/** `tienda-de-ana`, then `tienda-de-ana-2`… until unused. */
export function slugify(name: string): string {
  return (
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'tienda'
  );
}

/**
 * Approves a pending application: the seller's account (or the existing user with that e-mail,
 * made a seller), the store with a unique slug, its plan and billing period, a WhatsApp payment
 * method when a phone was given, and the mail to the seller, all in one transaction. A second approval changes nothing.
 * Its first period is due on the market's day of `now` (the app's clock: tests move it), as
 * decision 023 says; the grace days run from there.
 * An application whose e-mail has an account that has not confirmed it is refused (a conflict);
 * when no confirmation link is still valid, a new one is mailed to that account first, so an
 * application from before confirmations existed, or whose e-mail got an account later, can still be confirmed.
 */
export async function approveApplication(db: Database, config: Config, id: number, now: Date = new Date()) {
  const outcome = await db.transaction(async (tx) => {
    const { rows } = await tx.execute<{
      id: number; status: string; email: string; name: string; last_name: string; phone: string | null; store_name: string;
      description: string; plan_id: number; category_id: number; billing_period: string; township_id: number;
      user_id: string | null; confirmed_at: Date | string | null; confirmation_token_hash: string | null;
      confirmation_expires_at: Date | string | null;
    }>(sql`select * from store_applications where id = ${id} for update`);
    const application = rows[0];
    if (!application) throw failAdmin('not_found', 'ops.applications.notFound');
    if (application.status !== 'pending') return { changed: false as const, status: application.status };

    const { rows: existing } = await tx.execute<{ id: string; role: string; name: string; email: string }>(
      sql`select id, role, name, email from users where lower(email) = lower(${application.email})`,
    );
    const account = existing[0];
    if (account && (application.confirmed_at === null || application.user_id !== account.id)) {
      const expiresAt = application.confirmation_expires_at === null ? undefined : new Date(application.confirmation_expires_at);
      if (application.confirmation_token_hash !== null && expiresAt && expiresAt.getTime() > Date.now())
        return { changed: false as const, status: application.status, awaiting: { email: application.email, expiresAt } };
      const token = newToken();
      await tx.execute(sql`
        update store_applications set confirmation_token_hash = ${token.hash},
          confirmation_expires_at = ${new Date(Date.now() + CONFIRMATION_LIFETIME_MS)} where id = ${id}`);
      await enqueueMail(tx, confirmationMail(config, account.email, account.name, application.store_name, token.raw));
      return { changed: false as const, status: application.status, awaiting: { email: application.email, expiresAt: undefined } };
    }

    let userId = account?.id;
    const newAccount = !userId;
    if (!userId) {
      // A random password nobody knows: the seller chooses their own through the welcome link mailed below.
      const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
      const { rows: created } = await tx.execute<{ id: string }>(sql`
        insert into users (email, password_hash, name, last_name, phone, role, activated_at, accepted_terms_at)
        values (${application.email.toLowerCase()}, ${passwordHash}, ${application.name}, ${application.last_name}, ${application.phone},
          'seller', now(), now())
        returning id`);
      userId = created[0]!.id;
    } else if (account!.role === 'customer') {
      await tx.execute(sql`update users set role = 'seller' where id = ${userId}`);
    }

    const base = slugify(application.store_name);
    const { rows: taken } = await tx.execute<{ slug: string }>(
      sql`select slug from stores where slug = ${base} or slug like ${`${base}-%`}`,
    );
    const used = new Set(taken.map((row) => row.slug));
    let slug = base;
    for (let n = 2; used.has(slug); n++) slug = `${base}-${n}`;

    const { rows: stores } = await tx.execute<{ id: number }>(sql`
      insert into stores (owner_id, name, slug, description, email, phone, whatsapp, category_id, township_id, plan_id, billing_period, paid_through)
      values (${userId}, ${application.store_name}, ${slug}, ${application.description}, ${application.email}, ${application.phone},
        ${application.phone}, ${application.category_id}, ${application.township_id}, ${application.plan_id}, ${application.billing_period},
        ${marketDay(now)})
      returning id`);
    const storeId = stores[0]!.id;
    // Its name is offered as a suggestion at once, as a renamed or reopened store's is.
    await tx.execute(sql`
      insert into suggest_terms (term, normalized, kind, store_id, weight)
      values (${application.store_name}, immutable_unaccent(lower(${application.store_name})), 'store', null, 1)
      on conflict do nothing`);
    if (application.phone)
      await tx.execute(sql`insert into payment_methods (store_id, name, kind, phone) values (${storeId}, 'WhatsApp', 'whatsapp', ${application.phone})`);
    await tx.execute(sql`
      update store_applications set status = 'approved', decided_at = now(), store_id = ${storeId}, user_id = ${userId} where id = ${id}`);

    const approved = t('sellers.mail.approvedBody', { store: application.store_name, url: `${config.publicUrl}/stores/${slug}` });
    if (newAccount) {
      // The seller's first password, through a link that signs them in and opens their panel.
      const welcome = await issueToken(tx as unknown as Database, userId, 'welcome');
      const link = `${config.publicUrl}/reset-password?token=${welcome}&welcome=1`;
      const intro = `${approved} ${t('sellers.mail.approvedAccount')}`;
      await enqueueMail(tx, linkMail(application.email, application.name, t('sellers.mail.approvedSubject'), intro, t('sellers.mail.approvedButton'), link));
    } else {
      const panel = t('sellers.mail.approvedPanel', { url: `${config.publicUrl}/seller` });
      await enqueueMail(tx, plainMail(application.email, application.name, t('sellers.mail.approvedSubject'), [approved, panel]));
    }
    return { changed: true as const, application, storeId, slug, userId, newAccount };
  });
  if (outcome.awaiting) {
    const { email, expiresAt } = outcome.awaiting;
    throw new AppError(
      'conflict',
      [
        t('sellers.awaitingConfirmation', { id, email }),
        expiresAt
          ? t('sellers.confirmationLinkPending', { expires: expiresAt.toISOString().slice(0, 16).replace('T', ' ') })
          : t('sellers.confirmationLinkSent'),
      ].join(' '),
    );
  }
  if (!outcome.changed) return outcome;

  await refreshSearchWords(db);
  return outcome;
}

export async function rejectApplication(db: Database, id: number, reason: string) {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ email: string; name: string; store_name: string }>(sql`
      update store_applications set status = 'rejected', decided_at = now(), reason = ${reason}
      where id = ${id} and status = 'pending' returning email, name, store_name`);
    const application = rows[0];
    if (!application) return { changed: false as const };
    await enqueueMail(
      tx,
      plainMail(application.email, application.name, t('sellers.mail.rejectedSubject'), [
        t('sellers.mail.rejectedBody', { store: application.store_name, reason }),
      ]),
    );
    return { changed: true as const };
  });
}
