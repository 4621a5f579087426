import { sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '@plaza/domain/schemas/panel-orders';
import { t as orderText } from '@plaza/domain/messages/es-mail';
import type { Database } from '../../db/connection';
import { failPanel } from '../../platform/errors';
import { onOrderStatusChanged, type ChangedOrder } from './order-events';

/**
 * The order lifecycle (issue 18): pending_payment → paid, pending_payment | paid → cancelled,
 * nothing else. Every transition is one transaction that moves the order, its referral sales
 * (pending → earned, or → void) and, on cancelling, the stock and sold counts of its lines and its
 * coupon's use back, and calls `onOrderStatusChanged`. An order changes only while it is still in a state the
 * transition leaves from, checked on its locked row: of two presses, retries or processes racing
 * on one order, one changes it and the others find it already changed, so stock comes back once.
 */
export const TRANSITIONS = { paid: ['pending_payment'], cancelled: ['pending_payment', 'paid'] } as const satisfies Record<
  'paid' | 'cancelled',
  readonly OrderStatus[]
>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Order ids are UUIDs: any other text names no order (and must not reach a `uuid` comparison). */
export const isOrderId = (id: string) => UUID.test(id);

const idList = (ids: readonly string[]): SQL => sql.join(ids.map((id) => sql`${id}`), sql`, `);

/**
 * Puts the units of the orders' lines back in stock and takes them out of the sold counts, one
 * product at a time in id order (the order checkout takes them in), so that two cancellations and
 * a checkout sharing products never wait on each other in a circle.
 */
async function returnStock(tx: Database, orderIds: readonly string[]) {
  const { rows } = await tx.execute<{ product_id: number; quantity: number }>(sql`
    select product_id, sum(quantity)::int as quantity from order_items
    where order_id in (${idList(orderIds)}) group by product_id order by product_id`);
  for (const { product_id, quantity } of rows)
    await tx.execute(sql`
      update products set stock = stock + ${quantity}, sold_count = greatest(sold_count - ${quantity}, 0) where id = ${product_id}`);
}

/**
 * Gives back the coupon use each cancelled order took, after its stock (checkout takes the coupon's
 * row after the products' too). Only orders this transaction changed reach here, so however often
 * an order is cancelled, its use comes back once.
 */
async function returnCouponUses(tx: Database, orderIds: readonly string[]) {
  await tx.execute(sql`
    update coupons c set used_count = greatest(c.used_count - used.uses, 0)
    from (select coupon_id, count(*)::int as uses from orders where id in (${idList(orderIds)}) and coupon_id is not null group by coupon_id) used
    where c.id = used.coupon_id`);
}

/** The rest of a transition, once the orders' own rows have changed (inside the same transaction). */
async function afterTransition(tx: Database, changed: ChangedOrder[], status: 'paid' | 'cancelled', site?: string) {
  if (changed.length === 0) return;
  const ids = changed.map((order) => order.id);
  await tx.execute(sql`
    update referral_sales set status = ${status === 'paid' ? 'earned' : 'void'} where order_id in (${idList(ids)})`);
  if (status === 'cancelled') {
    await returnStock(tx, ids);
    await returnCouponUses(tx, ids);
  }
  for (const order of changed) await onOrderStatusChanged(tx, order, status, site);
}

/** The Spanish answer to a transition the order's state does not allow. */
function illegal(current: string, to: 'paid' | 'cancelled') {
  if (current === to) return failPanel('conflict', to === 'paid' ? 'ordersApi.alreadyPaid' : 'ordersApi.alreadyCancelled');
  return failPanel('conflict', 'ordersApi.cannotPayCancelled');
}

/**
 * The seller's 'Confirmar pago' or 'Cancelar pedido' on an order of its store. A missing order and
 * another store's answer the same 404; a transition the order's state does not allow (pressing it
 * again included) answers 409 and changes nothing.
 */
export async function transitionOrder<T>(
  db: Database,
  storeId: number,
  orderId: string,
  to: 'paid' | 'cancelled',
  reason: string | null,
  /** Reads the answer in the same transaction: the order as this transition left it, not as a racing one did after. */
  answer: (tx: Database) => Promise<T>,
  /** The site's address (config.publicUrl), for the link in the buyer's e-mail. */
  site?: string,
): Promise<T> {
  if (!isOrderId(orderId)) throw failPanel('not_found', 'ordersApi.notFound');
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    // The row lock: a racing press waits here, then reads the state the winner left.
    const { rows } = await tx.execute<{ status: OrderStatus }>(sql`
      select status from orders where id = ${orderId} and store_id = ${storeId} for update`);
    const current = rows[0]?.status;
    if (!current) throw failPanel('not_found', 'ordersApi.notFound');
    if (!(TRANSITIONS[to] as readonly string[]).includes(current)) throw illegal(current, to);
    const { rows: changed } = await tx.execute<ChangedOrder>(sql`
      update orders set status = ${to},
        paid_at = case when ${to} = 'paid' then now() else paid_at end,
        cancelled_at = case when ${to} = 'cancelled' then now() else cancelled_at end,
        cancel_reason = case when ${to} = 'cancelled' then ${reason} else cancel_reason end
      where id = ${orderId} and status = ${current}
      returning id, store_id, user_id, ${current}::text as previous_status, cancel_reason`);
    await afterTransition(tx, changed, to, site);
    return answer(tx);
  });
}

/** How many pending orders one expiry transaction claims. */
const EXPIRY_BATCH = 50;

/**
 * How long an order of the store (alias `s`) waits for its payment: the store's own choice
 * (`payment_hold_hours`, 1–72), never beyond the site's `maxHours` (ORDER_PAYMENT_HOURS).
 */
export const holdHours = (maxHours: number) => sql`least(s.payment_hold_hours, ${maxHours}::int)`;

/** The reason an order cancelled by the expiry after `hours` carries. */
const expiredReason = (hours: number) =>
  hours === 1 ? orderText('orderTexts.expiredReasonOneHour') : orderText('orderTexts.expiredReason', { hours });

/**
 * Cancels, with a reason and their stock and coupon uses returned, the orders still pending payment
 * after their store's hold (`holdHours`: the store's hours, at most `maxHours`). Safe in every
 * process at once: each transaction claims a batch with `FOR UPDATE SKIP LOCKED` (rows another
 * process or a seller's press holds are left to it), and a claimed order is still pending, so each
 * is cancelled once. Returns how many it cancelled.
 */
export async function expirePendingOrders(db: Database, maxHours: number, site?: string): Promise<number> {
  let total = 0;
  for (;;) {
    const cancelled = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const { rows: claimed } = await tx.execute<{ id: string; hours: number }>(sql`
        select o.id, ${holdHours(maxHours)} as hours from orders o join stores s on s.id = o.store_id
        where o.status = 'pending_payment' and o.created_at < now() - interval '1 hour'
          and o.created_at < now() - make_interval(hours => ${holdHours(maxHours)})
        order by o.created_at limit ${EXPIRY_BATCH}
        for update of o skip locked`);
      if (claimed.length === 0) return 0;
      const changed: ChangedOrder[] = [];
      for (const hours of new Set(claimed.map((row) => row.hours))) {
        const { rows } = await tx.execute<ChangedOrder>(sql`
          update orders set status = 'cancelled', cancelled_at = now(), cancel_reason = ${expiredReason(hours)}
          where id in (${idList(claimed.filter((row) => row.hours === hours).map((row) => row.id))}) and status = 'pending_payment'
          returning id, store_id, user_id, 'pending_payment'::text as previous_status, cancel_reason`);
        changed.push(...rows);
      }
      await afterTransition(tx, changed, 'cancelled', site);
      return changed.length;
    });
    total += cancelled;
    if (cancelled < EXPIRY_BATCH) return total;
  }
}
