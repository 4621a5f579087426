import { sql } from 'drizzle-orm';
import type { CommissionPage } from '@plaza/domain/schemas/panel-orders';
import type { Database } from '../../db/connection';

type Row = {
  user_id: string;
  name: string;
  email: string;
  sales_count: number;
  amounts: { currency: string; status: 'pending' | 'earned'; amount: number }[] | string;
};

/**
 * What the store owes each referrer: commissions of its orders per currency, pending (the order
 * awaits payment) and earned (paid); void ones (cancelled orders) are left out. Referrers with the
 * most recent sale first. A line's currency is the one it was sold in.
 */
export async function storeCommissions(db: Database, storeId: number, page: number, pageSize: number): Promise<CommissionPage> {
  const { rows } = await db.execute<Row>(sql`
    with sums as (
      select rs.referrer_id as user_id, c.code as currency, rs.status, sum(rs.commission_amount)::int as amount, count(*)::int as sales,
        max(rs.created_at) as last_sale
      from referral_sales rs
        join orders o on o.id = rs.order_id
        join order_items oi on oi.id = rs.order_item_id
        join products p on p.id = oi.product_id
        join currencies c on c.id = coalesce(oi.currency_id, p.currency_id)
      where o.store_id = ${storeId} and rs.status <> 'void'
      group by rs.referrer_id, c.code, rs.status)
    select u.id as user_id, trim(u.name || ' ' || u.last_name) as name, u.email, sum(s.sales)::int as sales_count,
      json_agg(json_build_object('currency', s.currency, 'status', s.status, 'amount', s.amount) order by s.currency) as amounts
    from sums s join users u on u.id = s.user_id
    group by u.id
    order by max(s.last_sale) desc, u.id
    limit ${pageSize + 1} offset ${(page - 1) * pageSize}`);
  const results = rows.slice(0, pageSize).map((row) => {
    const amounts = typeof row.amounts === 'string' ? (JSON.parse(row.amounts) as Exclude<Row['amounts'], string>) : row.amounts;
    const of = (status: 'pending' | 'earned') =>
      amounts.filter((entry) => entry.status === status).map(({ currency, amount }) => ({ currency, amount }));
    return {
      referrer: { user_id: row.user_id, name: row.name, email: row.email },
      pending: of('pending'),
      earned: of('earned'),
      sales_count: row.sales_count,
    };
  });
  return { results, has_next: rows.length > pageSize };
}
