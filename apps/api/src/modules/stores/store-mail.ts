import { sql } from 'drizzle-orm';
import { t } from '@plaza/domain/messages/es-mail';
import type { Database } from '../../db/connection';
import { enqueueMail } from '../../platform/outbox';
import { plainMail } from '../auth/emails';

/** What the operator did to a store's suspension, as its owner is told. */
export type SuspensionChange = { kind: 'suspended' | 'reasonChanged'; reason: string } | { kind: 'reopened'; note?: string };

/**
 * Writes the e-mail telling a store's owner (the owner's account; the store's own address when it
 * has no owner) that the operator suspended it, gave its suspension a new reason, or reopened it,
 * in the caller's transaction: it goes out if and only if the change commits.
 */
export async function enqueueSuspensionMail(tx: Pick<Database, 'execute'>, storeId: number, change: SuspensionChange, publicUrl: string) {
  const { rows } = await tx.execute<{ store: string; email: string | null; name: string }>(sql`
    select s.name as store, coalesce(owner.email, nullif(trim(s.email), '')) as email, coalesce(owner.name, s.name) as name
    from stores s left join users owner on owner.id = s.owner_id where s.id = ${storeId}`);
  const to = rows[0];
  if (!to?.email) return;
  const store = to.store;
  const panel = `${publicUrl}/seller`;
  if (change.kind === 'reopened') {
    const paragraphs = [t('storeMail.reopenedBody', { store }), ...(change.note ? [t('storeMail.reopenedNote', { reason: change.note })] : [])];
    paragraphs.push(t('storeMail.reopenedPanel', { url: panel }));
    await enqueueMail(tx, plainMail(to.email, to.name, t('storeMail.reopenedSubject', { store }), paragraphs));
    return;
  }
  const [subject, body] = change.kind === 'suspended' ? (['suspendedSubject', 'suspendedBody'] as const) : (['reasonChangedSubject', 'reasonChangedBody'] as const);
  await enqueueMail(
    tx,
    plainMail(to.email, to.name, t(`storeMail.${subject}`, { store }), [
      t(`storeMail.${body}`, { store }),
      t('storeMail.reason', { reason: change.reason }),
      t('storeMail.suspendedPanel', { url: panel }),
    ]),
  );
}
