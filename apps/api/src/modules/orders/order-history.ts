import { sql } from 'drizzle-orm';
import { totalsByCurrency } from '@plaza/domain/totals';
import type { OrderGroup } from '@plaza/domain/schemas/order';
import type { Database } from '../../db/connection';

/**
 * The currency of an order line (`oi`, its product `p`): the one recorded when it was ordered; a
 * line from before order_items.currency_id that the migration's backfill did not reach takes its
 * product's.
 */
export const lineCurrencyId = sql.raw('coalesce(oi.currency_id, p.currency_id)');

/** A payment method's (`pm`) instructions without the blank lines and spaces around them; null when nothing is left. */
const METHOD_INSTRUCTIONS = `nullif(btrim(pm.instructions, E' \\t\\r\\n'), '')`;
export const methodInstructions = sql.raw(METHOD_INSTRUCTIONS);

/**
 * How to pay an order (`o`, its payment method `pm`): the method's instructions as the seller keeps
 * them, while the order waits for payment; none once it is paid or cancelled, or when blank.
 */
export const dueInstructions = sql.raw(`case when o.status = 'pending_payment' then ${METHOD_INSTRUCTIONS} end`);

type Item = OrderGroup['orders'][number]['items'][number];

type Row = {
  id: string;
  created_at: Date | string;
  status: string;
  store_id: number;
  store_name: string;
  method: string;
  instructions: string | null;
  coupon_code: string | null;
  coupon_discount_percent: number | null;
  cancel_reason: string | null;
  items: Item[] | string;
};

/** The customer's orders, newest first, grouped per store; only ever the session user's own. */
export async function listOrders(db: Database, userId: string): Promise<OrderGroup[]> {
  const { rows } = await db.execute<Row>(sql`
    select o.id, o.created_at, o.status, o.store_id, s.name as store_name, pm.name as method, ${dueInstructions} as instructions, o.coupon_code,
      o.coupon_discount_percent, case when o.status = 'cancelled' then o.cancel_reason end as cancel_reason,
      coalesce((select json_agg(json_build_object('id', oi.id, 'name', oi.name, 'description', oi.description,
        'quantity', oi.quantity, 'price', oi.unit_price, 'currency', c.code) order by oi.id)
        from order_items oi join products p on p.id = oi.product_id join currencies c on c.id = ${lineCurrencyId}
        where oi.order_id = o.id), '[]'::json) as items
    from orders o join stores s on s.id = o.store_id join payment_methods pm on pm.id = o.payment_method_id
    where o.user_id = ${userId}
    order by o.created_at desc
    limit 500`);
  const groups = new Map<number, OrderGroup>();
  for (const row of rows) {
    const group = groups.get(row.store_id) ?? { store_id: row.store_id, store_name: row.store_name, orders: [] };
    const items: Item[] = typeof row.items === 'string' ? JSON.parse(row.items) : row.items;
    // Each line's amount is unit_price × quantity, as the order stored it (line_total).
    const totals = totalsByCurrency(items.map((item) => ({ currency: item.currency, amount: item.price * item.quantity })));
    group.orders.push({
      id: row.id,
      created_at: new Date(row.created_at).toISOString(),
      status: row.status,
      items,
      payment: { method: row.method, instructions: row.instructions },
      coupon: row.coupon_code ? { code: row.coupon_code, discount_value: row.coupon_discount_percent ?? 0 } : null,
      // The existing contract's one number (see orderGroupSchema): the first currency's total.
      total_price: totals[0]?.amount ?? 0,
      totals,
      cancel_reason: row.cancel_reason,
    });
    groups.set(row.store_id, group);
  }
  return [...groups.values()];
}
