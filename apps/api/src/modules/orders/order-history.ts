import { sql } from 'drizzle-orm';
import type { OrderGroup } from '@plaza/domain/schemas/order';
import type { Database } from '../../db/connection';

type Row = {
  id: string;
  created_at: Date | string;
  status: string;
  store_id: number;
  store_name: string;
  method: string;
  coupon_code: string | null;
  coupon_discount_percent: number | null;
  total_amount: number;
  cancel_reason: string | null;
  items: OrderGroup['orders'][number]['items'] | string;
};

/** The customer's orders, newest first, grouped per store; only ever the session user's own. */
export async function listOrders(db: Database, userId: string): Promise<OrderGroup[]> {
  const { rows } = await db.execute<Row>(sql`
    select o.id, o.created_at, o.status, o.store_id, s.name as store_name, pm.name as method, o.coupon_code,
      o.coupon_discount_percent, o.total_amount, case when o.status = 'cancelled' then o.cancel_reason end as cancel_reason,
      coalesce((select json_agg(json_build_object('id', oi.id, 'name', oi.name, 'description', oi.description,
        'quantity', oi.quantity, 'price', oi.unit_price) order by oi.id) from order_items oi where oi.order_id = o.id), '[]'::json) as items
    from orders o join stores s on s.id = o.store_id join payment_methods pm on pm.id = o.payment_method_id
    where o.user_id = ${userId}
    order by o.created_at desc
    limit 500`);
  const groups = new Map<number, OrderGroup>();
  for (const row of rows) {
    const group = groups.get(row.store_id) ?? { store_id: row.store_id, store_name: row.store_name, orders: [] };
    group.orders.push({
      id: row.id,
      created_at: new Date(row.created_at).toISOString(),
      status: row.status,
      items: typeof row.items === 'string' ? JSON.parse(row.items) : row.items,
      payment: { method: row.method },
      coupon: row.coupon_code ? { code: row.coupon_code, discount_value: row.coupon_discount_percent ?? 0 } : null,
      total_price: row.total_amount,
      cancel_reason: row.cancel_reason,
    });
    groups.set(row.store_id, group);
  }
  return [...groups.values()];
}
