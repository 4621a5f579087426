import { sql } from 'drizzle-orm';
import { calendarLongDate, marketDay } from '@plaza/domain/dates';
import type { Database } from '../../db/connection';
import { fail, type AppError } from '../../platform/errors';
import { isStoreAccount } from '../stores/store-accounts';
import { visibleStore } from '../stores/store-visibility';

export type CheckoutStore = { id: number; name: string };

/**
 * The store a checkout orders from, or why it takes no order now, in the shopper's words: a store
 * that does not exist is a 400 (`missing`); one suspended by the operators (or not active) is not
 * taking orders, one its plan no longer covers (unpaid past the grace days, or cancelled: the
 * billing job's switch; the store stays visible) is not taking orders "for now", one closed today for a holiday says until when, and one the buyer acts for (its
 * owner) refuses them: a store's own accounts never buy from it (their orders would be 'Compra
 * verificada' reviews and sold counts of their own making). The payment methods call and the order
 * call read the same answer, so the checkout page says it before 'Pagar' is pressed.
 */
export async function checkoutStore(
  db: Database,
  storeId: number,
  userId: string | undefined,
  now: Date,
): Promise<{ store: CheckoutStore; refusal?: AppError } | undefined> {
  const day = marketDay(now);
  const { rows } = await db.execute<{ id: number; name: string; visible: boolean; closed_until: string | null; own: boolean; paused: boolean }>(sql`
    select s.id, s.name, ${visibleStore} as visible, s.billing_stopped is not null as paused,
      case when s.closed_from <= ${day}::date and s.closed_until >= ${day}::date then s.closed_until::text end as closed_until,
      ${userId ? isStoreAccount(userId) : sql`false`} as own
    from stores s where s.id = ${storeId}`);
  const row = rows[0];
  if (!row) return undefined;
  const store = { id: row.id, name: row.name };
  if (!row.visible) return { store, refusal: fail('conflict', 'orders.storeNotTakingOrders') };
  if (row.paused) return { store, refusal: fail('conflict', 'store.pausedCheckout', { name: row.name }) };
  if (row.closed_until) return { store, refusal: fail('conflict', 'store.closedCheckout', { name: row.name, until: calendarLongDate(row.closed_until) }) };
  if (row.own) return { store, refusal: fail('conflict', 'orders.ownStore') };
  return { store };
}
