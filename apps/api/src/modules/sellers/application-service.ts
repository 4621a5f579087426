import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { t } from '@plaza/domain/messages/es';
import type { SellerApplication } from '@plaza/domain/schemas/seller-application';
import type { Config } from '../../config';
import type { Database } from '../../db/connection';
import { AppError, fail } from '../../platform/errors';
import type { Mail, Mailer } from '../../platform/mail';
import { hashPassword } from '../../platform/passwords';
import { issueToken } from '../auth/tokens';
import { refreshSearchWords } from '../search/search-words';
import { escapeHtml } from '../../platform/html';


function plainMail(to: string, name: string, subject: string, paragraphs: string[]): Mail {
  const lines = [t('auth.mail.greeting', { name }), ...paragraphs, t('auth.mail.signature')];
  return {
    to,
    subject,
    text: lines.join('\n\n'),
    html: `<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;color:#0f172a;max-width:560px;margin:auto;padding:24px">${lines
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join('')}</body></html>`,
  };
}

/** Stores a valid application as pending and acknowledges it by e-mail; unknown references are refused. */
export async function submitApplication(db: Database, mailer: Mailer, application: SellerApplication): Promise<number> {
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
  const { rows: inserted } = await db.execute<{ id: number }>(sql`
    insert into store_applications (email, name, last_name, phone, accepted_terms_at, store_name, description, plan_id,
      category_id, billing_period, township_id, currency_id)
    values (${user.email}, ${user.name}, ${user.last_name}, ${user.phone ?? null}, now(), ${store.name}, ${store.description},
      ${store.store_plan_id}, ${store.category_id}, ${store.billing_period}, ${store.ubication_id}, ${store.currency_id})
    returning id`);
  await mailer.send(
    plainMail(user.email, user.name, t('sellers.mail.receivedSubject'), [t('sellers.mail.receivedBody', { store: store.name })]),
  );
  return inserted[0]!.id;
}

export type ApplicationRow = {
  id: number; status: string; email: string; name: string; last_name: string; phone: string | null; store_name: string;
  description: string; plan: string; category: string; billing_period: string; province: string; township: string;
  currency: string; created_at: Date | string; store_id: number | null;
};

export async function listApplications(db: Database, status = 'pending'): Promise<ApplicationRow[]> {
  const { rows } = await db.execute<ApplicationRow>(sql`
    select a.id, a.status, a.email, a.name, a.last_name, a.phone, a.store_name, a.description, sp.name as plan,
      c.name as category, a.billing_period, pr.name as province, t.name as township, cu.code as currency, a.created_at, a.store_id
    from store_applications a join store_plans sp on sp.id = a.plan_id join categories c on c.id = a.category_id
    join townships t on t.id = a.township_id join provinces pr on pr.id = t.province_id join currencies cu on cu.id = a.currency_id
    where a.status = ${status} order by a.created_at, a.id`);
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
 * method when a phone was given; then e-mails the seller. A second approval changes nothing.
 */
export async function approveApplication(db: Database, mailer: Mailer, config: Config, id: number) {
  const outcome = await db.transaction(async (tx) => {
    const { rows } = await tx.execute<{
      id: number; status: string; email: string; name: string; last_name: string; phone: string | null; store_name: string;
      description: string; plan_id: number; category_id: number; billing_period: string; township_id: number;
    }>(sql`select * from store_applications where id = ${id} for update`);
    const application = rows[0];
    if (!application) throw new AppError('not_found', `No existe la solicitud ${id}`);
    if (application.status !== 'pending') return { changed: false as const, status: application.status };

    const { rows: existing } = await tx.execute<{ id: string; role: string }>(
      sql`select id, role from users where lower(email) = lower(${application.email})`,
    );
    let userId = existing[0]?.id;
    const newAccount = !userId;
    if (!userId) {
      // A random password nobody knows: the seller sets their own through the reset link mailed below.
      const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
      const { rows: created } = await tx.execute<{ id: string }>(sql`
        insert into users (email, password_hash, name, last_name, phone, role, activated_at, accepted_terms_at)
        values (${application.email.toLowerCase()}, ${passwordHash}, ${application.name}, ${application.last_name}, ${application.phone},
          'seller', now(), now())
        returning id`);
      userId = created[0]!.id;
    } else if (existing[0]!.role === 'customer') {
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
      insert into stores (owner_id, name, slug, description, email, phone, whatsapp, category_id, township_id, plan_id, billing_period)
      values (${userId}, ${application.store_name}, ${slug}, ${application.description}, ${application.email}, ${application.phone},
        ${application.phone}, ${application.category_id}, ${application.township_id}, ${application.plan_id}, ${application.billing_period})
      returning id`);
    const storeId = stores[0]!.id;
    if (application.phone)
      await tx.execute(sql`insert into payment_methods (store_id, name, kind, phone) values (${storeId}, 'WhatsApp', 'whatsapp', ${application.phone})`);
    await tx.execute(sql`
      update store_applications set status = 'approved', decided_at = now(), store_id = ${storeId}, user_id = ${userId} where id = ${id}`);
    return { changed: true as const, application, storeId, slug, userId, newAccount };
  });
  if (!outcome.changed) return outcome;

  await refreshSearchWords(db);
  const { application, slug, userId, newAccount } = outcome;
  const paragraphs = [t('sellers.mail.approvedBody', { store: application.store_name, url: `${config.publicUrl}/stores/${slug}` })];
  if (newAccount) {
    const token = await issueToken(db, userId, 'reset');
    paragraphs.push(t('sellers.mail.approvedAccount', { link: `${config.publicUrl}/reset-password?token=${token}` }));
  }
  await mailer.send(plainMail(application.email, application.name, t('sellers.mail.approvedSubject'), paragraphs));
  return outcome;
}

export async function rejectApplication(db: Database, mailer: Mailer, id: number, reason: string) {
  const { rows } = await db.execute<{ email: string; name: string; store_name: string }>(sql`
    update store_applications set status = 'rejected', decided_at = now(), reason = ${reason}
    where id = ${id} and status = 'pending' returning email, name, store_name`);
  const application = rows[0];
  if (!application) return { changed: false as const };
  await mailer.send(
    plainMail(application.email, application.name, t('sellers.mail.rejectedSubject'), [
      t('sellers.mail.rejectedBody', { store: application.store_name, reason }),
    ]),
  );
  return { changed: true as const };
}
