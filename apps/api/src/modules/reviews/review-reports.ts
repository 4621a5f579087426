import { sql } from 'drizzle-orm';
import { t as mailText } from '@plaza/domain/messages/es-mail';
import type { Database } from '../../db/connection';
import { fail, failAdmin } from '../../platform/errors';
import { enqueueMail } from '../../platform/outbox';
import { plainMail } from '../auth/emails';
import { recomputeRatings } from './review-service';

/**
 * A report of a review ("Denunciar") by a signed-in account: one per account and review, so a
 * retry, a double tap or two parallel requests leave one (the unique key decides, `on conflict do
 * nothing`). A report never hides the review: the operator decides from the queue. `storeId`, when
 * the seller panel reports, is the store its guard resolved: a review of another store's product
 * is 404, as one that does not exist. A shopper reports reviews that are shown, never their own.
 */
export async function reportReview(db: Database, input: { reviewId: number; userId: string; reason: string; storeId?: number }): Promise<void> {
  const { rows } = await db.execute<{ user_id: string; store_id: number; hidden: boolean; owner_id: string | null }>(sql`
    select r.user_id, p.store_id, r.hidden_at is not null as hidden, s.owner_id
    from reviews r join products p on p.id = r.product_id join stores s on s.id = p.store_id where r.id = ${input.reviewId}`);
  const review = rows[0];
  const fromPanel = input.storeId !== undefined;
  if (!review || (fromPanel ? Number(review.store_id) !== input.storeId : review.hidden)) throw fail('not_found', 'trust.report.notFound');
  if (review.user_id === input.userId) throw fail('invalid', 'trust.report.ownReview');
  const bySeller = review.owner_id === input.userId;
  await db.execute(sql`
    insert into review_reports (review_id, user_id, by_seller, reason) values (${input.reviewId}, ${input.userId}, ${bySeller}, ${input.reason})
    on conflict (review_id, user_id) do nothing`);
}

/**
 * The operator's decision on a reported review, from the queue: `kept` leaves it as it is,
 * `removed` hides it (the ratings recomputed) and e-mails its author the reason through the
 * outbox; either closes every open report of it, in one transaction. A review with no open report
 * (decided already, by another operator at the same moment too) is 409 and nothing changes.
 */
export async function decideReportedReview(
  db: Database,
  reviewId: number,
  decision: { outcome: 'kept' } | { outcome: 'removed'; reason: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows: review } = await tx.execute<{ product_id: number }>(sql`select product_id from reviews where id = ${reviewId} for update`);
    if (!review[0]) throw failAdmin('not_found', 'ops.reviews.notFound');
    const { rows: closed } = await tx.execute(sql`
      update review_reports set closed_at = now(), outcome = ${decision.outcome}
      where review_id = ${reviewId} and closed_at is null returning id`);
    if (closed.length === 0) throw failAdmin('conflict', 'queue.noOpenReports');
    if (decision.outcome === 'kept') return;
    await tx.execute(sql`update reviews set hidden_at = coalesce(hidden_at, now()) where id = ${reviewId}`);
    await recomputeRatings(tx, Number(review[0].product_id));
    const { rows: author } = await tx.execute<{ email: string; name: string; product: string; store: string }>(sql`
      select u.email, u.name, p.name as product, s.name as store
      from reviews r join users u on u.id = r.user_id join products p on p.id = r.product_id join stores s on s.id = p.store_id
      where r.id = ${reviewId}`);
    const to = author[0]!;
    await enqueueMail(
      tx,
      plainMail(to.email, to.name, mailText('reviewMail.removedSubject', { product: to.product }), [
        mailText('reviewMail.removedBody', { product: to.product, store: to.store }),
        mailText('reviewMail.reason', { reason: decision.reason }),
      ]),
    );
  });
}
