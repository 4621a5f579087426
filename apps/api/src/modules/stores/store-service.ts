import { sql, type SQL } from 'drizzle-orm';
import type { StoreDetail, StoreSummary } from '@plaza/domain/schemas/store';
import { marketDay } from '@plaza/domain/dates';
import type { Database } from '../../db/connection';
import type { ReviewSort } from '@plaza/domain/constants';
import { productsWhere, reviewColumns, reviewOrder, toReview } from '../products/product-loader';
import { visibleStore } from './store-visibility';

/** A rating that needs reviews to count: a 5.0 from one review ranks below a 4.8 from fifty. */
const popularity = sql`(s.rating * s.review_count + 4.0 * 5) / (s.review_count + 5)`;

/** A store summary's columns (alias s). */
export const storeSummaryColumns = sql`s.id as store_id, s.name, s.description, s.logo, s.cover, s.rating, s.review_count, s.slug`;
const summaryColumns = storeSummaryColumns;

export const roundRating = <T extends { rating: number }>(row: T): T => ({ ...row, rating: Math.round(row.rating * 10) / 10 });

/** Visible stores matching `where` (aliases: s stores, t townships, pr provinces), most popular first. */
export async function storeSummaries(db: Database, where: SQL, limit: number): Promise<StoreSummary[]> {
  const { rows } = await db.execute<StoreSummary>(sql`
    select ${summaryColumns}
    from stores s left join townships t on t.id = s.township_id left join provinces pr on pr.id = t.province_id
    where ${visibleStore} and ${where}
    order by ${popularity} desc, s.name
    limit ${limit}`);
  return rows.map(roundRating);
}

const PRODUCTS_PER_CATEGORY = 8;
const STORE_REVIEWS = 10;

/**
 * `closure` of a store row (alias s) as JSON: its closure while the market's today is within it,
 * else null. A closure past or to come is not the shopper's business.
 */
export const closureToday = (now: Date) => sql`case when s.closed_from <= ${marketDay(now)}::date and s.closed_until >= ${marketDay(now)}::date
  then json_build_object('closed_from', s.closed_from::text, 'closed_until', s.closed_until::text, 'message', s.closure_message) end`;

export async function loadStoreDetail(db: Database, slug: string, userId?: string): Promise<StoreDetail | undefined> {
  const { rows } = await db.execute<Omit<StoreDetail['store'], 'closure'> & { id: number; closure: StoreDetail['store']['closure'] | string }>(sql`
    select ${summaryColumns}, s.id, s.email, s.address, s.phone, s.instagram, s.facebook, s.whatsapp,
      pr.name as province, t.name as township, ${closureToday(new Date())} as closure, s.billing_stopped is null as taking_orders
    from stores s left join townships t on t.id = s.township_id left join provinces pr on pr.id = t.province_id
    where s.slug = ${slug} and ${visibleStore}`);
  const row = rows[0];
  if (!row) return undefined;
  const { id, closure, ...columns } = row;
  const store = { ...columns, closure: typeof closure === 'string' ? (JSON.parse(closure) as StoreDetail['store']['closure']) : closure };

  const reviews = await storeReviews(db, id, 'newest');

  // Counted as the store's review_count is (recomputeRatings): shown reviews of all its products,
  // one index range per product (reviews_product_rating_desc_idx).
  const { rows: countRows } = await db.execute<{ rating: number; count: number }>(sql`
    select r.rating::int as rating, count(*)::int as count from products p join reviews r on r.product_id = p.id and r.hidden_at is null
    where p.store_id = ${id} group by r.rating`);
  const rating_breakdown = [5, 4, 3, 2, 1].map((rating) => ({
    rating,
    count: Number(countRows.find((row) => Number(row.rating) === rating)?.count ?? 0),
  }));

  // The best-selling few of each category the store sells in, each read through the store+category index.
  const { rows: categoryRows } = await db.execute<{ id: number; name: string }>(sql`
    select c.id, c.name from categories c
    where exists (select 1 from products p where p.store_id = ${id} and p.category_id = c.id and p.hidden = false)
    order by c.position, c.name`);
  const products = await productsWhere(
    db,
    sql`select picked.id from categories c cross join lateral (
        select p.id from products p where p.store_id = ${id} and p.category_id = c.id and p.hidden = false
        order by p.sold_count desc nulls last, p.id desc nulls last limit ${PRODUCTS_PER_CATEGORY}) picked`,
    userId,
  );
  return {
    store: roundRating(store),
    reviews,
    rating_breakdown,
    categories: categoryRows.map((category) => ({
      category_id: category.id,
      category_name: category.name,
      products: products.filter((product) => product.category_id === category.id),
    })),
  };
}

/**
 * The first reviews of a visible store's shown products in an order (the store page's list):
 * the same orders as a product's (products/routes.ts), the id breaking ties.
 */
export async function storeReviews(db: Database, storeId: number, sort: ReviewSort) {
  const { rows } = await db.execute<Parameters<typeof toReview>[0]>(sql`
    select ${reviewColumns} from reviews r join products p on p.id = r.product_id join users u on u.id = r.user_id
    where p.store_id = ${storeId} and p.hidden = false and r.hidden_at is null order by ${reviewOrder[sort]} limit ${STORE_REVIEWS}`);
  return rows.map(toReview);
}

