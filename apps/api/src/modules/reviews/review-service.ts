import { sql, type SQL } from 'drizzle-orm';
import type { AdminReview } from '@plaza/domain/schemas/admin-ops';
import type { Database } from '../../db/connection';
import { failAdmin } from '../../platform/errors';
import { likePattern, pageWindow, toIso } from '../../platform/console-lists';

type Tx = Pick<Database, 'execute'>;

/**
 * The product's and its store's rating and review count, from the reviews that are shown: one
 * rule for a customer's review and an operator's hiding, run in the transaction of the write.
 */
export async function recomputeRatings(tx: Tx, productId: number): Promise<void> {
  await tx.execute(sql`
    update products set (rating, review_count) = (select coalesce(avg(rating), 0), count(*) from reviews
      where product_id = ${productId} and hidden_at is null)
    where id = ${productId}`);
  await tx.execute(sql`
    update stores s set (rating, review_count) = (select coalesce(avg(r.rating), 0), count(*) from reviews r
      join products p on p.id = r.product_id where p.store_id = s.id and r.hidden_at is null)
    where s.id = (select store_id from products where id = ${productId})`);
}

type ReviewRow = Omit<AdminReview, 'created_at' | 'hidden_at'> & { created_at: Date | string; hidden_at: Date | string | null };

const reviewSelect = sql`
  select r.id as review_id, p.id as product_id, p.name as product_name, s.id as store_id, s.name as store_name, s.slug as store_slug,
    u.id as user_id, u.name as user_name, u.last_name as user_last_name, u.email as user_email, r.rating::int as rating, r.comment,
    r.hidden_at is not null as hidden, r.hidden_at, r.created_at
  from reviews r join products p on p.id = r.product_id join stores s on s.id = p.store_id join users u on u.id = r.user_id`;

const toAdminReview = (row: ReviewRow): AdminReview => ({
  ...row,
  review_id: Number(row.review_id),
  product_id: Number(row.product_id),
  store_id: Number(row.store_id),
  rating: Number(row.rating),
  created_at: toIso(row.created_at),
  hidden_at: row.hidden_at === null ? null : toIso(row.hidden_at),
});

/**
 * Every review, newest first: `q` finds the product, the store, the author (name or e-mail) or
 * the comment, accents and case aside; `hidden` keeps only the hidden or only the shown ones.
 */
export async function listReviews(
  db: Database,
  filter: { q: string; hidden?: 'true' | 'false'; page: number; page_size: number },
): Promise<{ results: AdminReview[]; has_next: boolean }> {
  const conditions: SQL[] = [sql`true`];
  if (filter.hidden === 'true') conditions.push(sql`r.hidden_at is not null`);
  if (filter.hidden === 'false') conditions.push(sql`r.hidden_at is null`);
  if (filter.q) {
    const pattern = likePattern(filter.q);
    conditions.push(sql`(immutable_unaccent(lower(p.name)) like immutable_unaccent(lower(${pattern}))
      or immutable_unaccent(lower(s.name)) like immutable_unaccent(lower(${pattern}))
      or immutable_unaccent(lower(u.email || ' ' || u.name || ' ' || u.last_name)) like immutable_unaccent(lower(${pattern}))
      or immutable_unaccent(lower(coalesce(r.comment, ''))) like immutable_unaccent(lower(${pattern})))`);
  }
  const { limit, offset, page } = pageWindow(filter);
  const { rows } = await db.execute<ReviewRow>(sql`
    ${reviewSelect} where ${sql.join(conditions, sql` and `)}
    order by r.created_at desc nulls last, r.id desc limit ${limit} offset ${offset}`);
  return page(rows.map(toAdminReview));
}

/**
 * Hides or shows a review, and recomputes its product's and its store's rating in the same
 * transaction. Hiding a hidden review (or showing a shown one) changes nothing.
 */
export async function setReviewHidden(db: Database, reviewId: number, hidden: boolean): Promise<AdminReview> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ product_id: number }>(sql`
      update reviews set hidden_at = ${hidden ? sql`coalesce(hidden_at, now())` : sql`null`}
      where id = ${reviewId} returning product_id`);
    const updated = rows[0];
    if (!updated) throw failAdmin('not_found', 'ops.reviews.notFound');
    await recomputeRatings(tx, Number(updated.product_id));
    const { rows: reviews } = await tx.execute<ReviewRow>(sql`${reviewSelect} where r.id = ${reviewId}`);
    return toAdminReview(reviews[0]!);
  });
}
