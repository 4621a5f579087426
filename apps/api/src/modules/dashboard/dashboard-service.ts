import { sql } from 'drizzle-orm';
import { marketDay, marketDayStart, weekMonday } from '@plaza/domain/dates';
import type { AdminDashboard } from '@plaza/domain/schemas/admin-ops';
import type { Database } from '../../db/connection';
import { visibleStore } from '../stores/store-visibility';

/**
 * Orders of every store since `from`, per state, and what those not cancelled sold in each
 * currency (each line in the currency it was sold in): never a sum across currencies. Read
 * through the orders' creation-time index, so it costs the period's orders, not the table.
 */
async function period(db: Database, from: Date): Promise<AdminDashboard['today']> {
  const { rows: states } = await db.execute<{ status: string; count: number }>(sql`
    select status, count(*)::int as count from orders where created_at >= ${from} group by status`);
  const { rows: sales } = await db.execute<{ currency: string; amount: number | string }>(sql`
    select cu.code as currency, sum(oi.line_total)::bigint as amount
    from orders o join order_items oi on oi.order_id = o.id join products p on p.id = oi.product_id
    join currencies cu on cu.id = coalesce(oi.currency_id, p.currency_id)
    where o.created_at >= ${from} and o.status <> 'cancelled'
    group by cu.code order by cu.code`);
  const count = (status: string) => Number(states.find((row) => row.status === status)?.count ?? 0);
  return {
    orders: { pending_payment: count('pending_payment'), paid: count('paid'), cancelled: count('cancelled') },
    sales: sales.map((row) => ({ currency: row.currency, amount: Number(row.amount) })),
  };
}

/** Plaza at a glance for its operators: days and weeks of the market's time zone, weeks from Monday. */
export async function adminDashboard(db: Database, now = new Date()): Promise<AdminDashboard> {
  const today = marketDay(now);
  const [todayPeriod, week] = [await period(db, marketDayStart(today)), await period(db, marketDayStart(weekMonday(today)))];
  const { rows } = await db.execute<{ active: number; suspended: number; products: number; customers: number; applications: number }>(sql`
    select
      (select count(*)::int from stores s where ${visibleStore}) as active,
      (select count(*)::int from stores where suspended_at is not null) as suspended,
      (select count(*)::int from products p join stores s on s.id = p.store_id
        where not p.hidden and p.archived_at is null and ${visibleStore}) as products,
      (select count(*)::int from users where role = 'customer') as customers,
      (select count(*)::int from store_applications where status = 'pending') as applications`);
  const counts = rows[0]!;
  return {
    stores: { active: Number(counts.active), suspended: Number(counts.suspended) },
    products: Number(counts.products),
    customers: Number(counts.customers),
    today: todayPeriod,
    week,
    applications_pending: Number(counts.applications),
  };
}
