import { sql } from 'drizzle-orm';
import { marketDay, marketDayStart, weekMonday } from '@plaza/domain/dates';
import type { Dashboard } from '@plaza/domain/schemas/panel-dashboard';
import type { Database } from '../../db/connection';
import { lastNameInitial } from '../products/product-loader';
import { needsRestockSql } from './low-stock-rule';

const LOW_STOCK_SHOWN = 20;
const REVIEWS_SHOWN = 10;

/** Orders since `from` (cancelled ones left out), and what they sold in each currency: never a sum across currencies. */
async function period(db: Database, storeId: number, from: Date): Promise<Dashboard['today']> {
  const { rows: counted } = await db.execute<{ orders: number }>(sql`
    select count(*)::int as orders from orders where store_id = ${storeId} and created_at >= ${from} and status <> 'cancelled'`);
  // Each line in the currency it was sold in (its product's, for lines older than that column):
  // an order of two currencies adds to both.
  const { rows: sales } = await db.execute<{ currency: string; amount: number }>(sql`
    select cu.code as currency, sum(oi.line_total)::int as amount
    from orders o join order_items oi on oi.order_id = o.id join products p on p.id = oi.product_id
    join currencies cu on cu.id = coalesce(oi.currency_id, p.currency_id)
    where o.store_id = ${storeId} and o.created_at >= ${from} and o.status <> 'cancelled'
    group by cu.code order by cu.code`);
  return { orders: counted[0]?.orders ?? 0, sales };
}

/**
 * The store at a glance: today's and this week's orders and sales (days and weeks of the
 * market's time zone, weeks from Monday), its products on sale that need restocking (each under its
 * own threshold, sold out included: the list's "Stock bajo" rule on the visible ones), and the
 * latest reviews of its products.
 */
export async function storeDashboard(db: Database, storeId: number, now = new Date()): Promise<Dashboard> {
  const today = marketDay(now);
  const [todayPeriod, week] = await Promise.all([
    period(db, storeId, marketDayStart(today)),
    period(db, storeId, marketDayStart(weekMonday(today))),
  ]);
  const onSale = sql`p.store_id = ${storeId} and not p.hidden and p.archived_at is null`;
  const { rows: lowStock } = await db.execute<Dashboard['low_stock'][number]>(sql`
    select p.id as product_id, p.name, p.stock,
      (select pi.image from product_images pi where pi.product_id = p.id order by pi.position, pi.id limit 1) as image
    from products p where ${onSale} and ${needsRestockSql}
    order by p.stock, p.name, p.id limit ${LOW_STOCK_SHOWN}`);
  const { rows: counts } = await db.execute<{ out_of_stock: number; low: number }>(sql`
    select count(*) filter (where p.stock = 0)::int as out_of_stock, count(*) filter (where p.stock > 0)::int as low
    from products p where ${onSale} and ${needsRestockSql}`);
  const { rows: reviews } = await db.execute<{
    review_id: number; product_id: number; product_name: string; name: string; initial: string | null;
    rating: number; comment: string | null; created_at: Date | string;
  }>(sql`
    select r.id as review_id, p.id as product_id, p.name as product_name, u.name, left(btrim(u.last_name), 1) as initial,
      r.rating, r.comment, r.created_at
    from reviews r join products p on p.id = r.product_id join users u on u.id = r.user_id
    where p.store_id = ${storeId} and r.hidden_at is null order by r.created_at desc, r.id desc limit ${REVIEWS_SHOWN}`);
  return {
    today: todayPeriod,
    week,
    low_stock: lowStock,
    out_of_stock_count: counts[0]?.out_of_stock ?? 0,
    low_stock_count: counts[0]?.low ?? 0,
    reviews: reviews.map((review) => ({
      review_id: review.review_id,
      product_id: review.product_id,
      product_name: review.product_name,
      user_name: [review.name, lastNameInitial(review.initial)].filter(Boolean).join(' '),
      rating: review.rating,
      comment: review.comment,
      created_at: new Date(review.created_at).toISOString(),
    })),
  };
}
