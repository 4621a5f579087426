import { sql } from 'drizzle-orm';
import { calendarLongDate } from '@plaza/domain/dates';
import { t } from '@plaza/domain/messages/es-mail';
import { formatPrice, PLAN_CURRENCY } from '@plaza/domain/money';
import type { StorePaymentMethod } from '@plaza/domain/schemas/billing';
import type { BillingPeriod } from '@plaza/domain/schemas/seller-application';
import type { Database } from '../../db/connection';
import { enqueueMail } from '../../platform/outbox';
import { plainMail } from '../auth/emails';

type Executor = Pick<Database, 'execute'>;

/** What a billing e-mail says, each kind with its own facts. Days are market days (`YYYY-MM-DD`). */
export type BillingMail =
  | {
      kind: 'receipt';
      amount: number;
      plan: string;
      period: BillingPeriod;
      method: StorePaymentMethod;
      reference: string;
      from: string;
      to: string;
    }
  | { kind: 'reminder7' | 'reminder1'; plan: string; paidThrough: string; amount: number; stopsOn: string }
  | { kind: 'overdue'; paidThrough: string; amount: number | null }
  | { kind: 'cancelled'; paidThrough: string }
  | { kind: 'back' };

const money = (minor: number) => formatPrice(minor, PLAN_CURRENCY);
const day = calendarLongDate;

function mailText(mail: BillingMail, store: string): { subject: string; paragraphs: string[] } {
  switch (mail.kind) {
    case 'receipt':
      return {
        subject: t('billingMail.receiptSubject', { store }),
        paragraphs: [
          t('billingMail.receiptBody', { amount: money(mail.amount), plan: mail.plan, period: t(`billingMail.periods.${mail.period}`), store }),
          t('billingMail.receiptDetail', { method: t(`billingMail.methods.${mail.method}`), reference: mail.reference, from: day(mail.from), to: day(mail.to) }),
          t('billingMail.receiptNext', { date: day(mail.to) }),
        ],
      };
    case 'reminder7':
    case 'reminder1':
      return {
        subject: t(mail.kind === 'reminder7' ? 'billingMail.reminder7Subject' : 'billingMail.reminder1Subject', { store }),
        paragraphs: [
          t('billingMail.reminderBody', { plan: mail.plan, store, date: day(mail.paidThrough), amount: money(mail.amount) }),
          t('billingMail.reminderHow', { stop: day(mail.stopsOn) }),
        ],
      };
    case 'overdue':
      return {
        subject: t('billingMail.overdueSubject', { store }),
        paragraphs: [
          t('billingMail.overdueBody', { store, date: day(mail.paidThrough) }),
          ...(mail.amount === null ? [] : [t('billingMail.overdueHow', { amount: money(mail.amount) })]),
        ],
      };
    case 'cancelled':
      return { subject: t('billingMail.cancelledSubject', { store }), paragraphs: [t('billingMail.cancelledBody', { store, date: day(mail.paidThrough) })] };
    case 'back':
      return { subject: t('billingMail.backSubject', { store }), paragraphs: [t('billingMail.backBody', { store })] };
  }
}

/**
 * Writes a billing e-mail to a store's owner (its own address when it has no owner) in the
 * caller's transaction: it goes out if and only if what it tells of commits.
 */
export async function enqueueBillingMail(tx: Executor, storeId: number, mail: BillingMail, publicUrl: string) {
  const { rows } = await tx.execute<{ store: string; email: string | null; name: string }>(sql`
    select s.name as store, coalesce(owner.email, nullif(trim(s.email), '')) as email, coalesce(owner.name, s.name) as name
    from stores s left join users owner on owner.id = s.owner_id where s.id = ${storeId}`);
  const to = rows[0];
  if (!to?.email) return;
  const { subject, paragraphs } = mailText(mail, to.store);
  paragraphs.push(t('billingMail.panel', { url: `${publicUrl}/seller/billing` }));
  await enqueueMail(tx, plainMail(to.email, to.name, subject, paragraphs));
}
