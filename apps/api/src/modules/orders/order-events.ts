import type { Database } from '../../db/connection';
import { enqueueOrderCancelledMail, enqueueOrderPaidMail } from './order-mail';

/** An order that has just changed state, as the transition's UPDATE returned it. */
export type ChangedOrder = {
  id: string;
  store_id: number;
  user_id: string;
  /** The state it left. */
  previous_status: 'pending_payment' | 'paid';
  cancel_reason: string | null;
};

/**
 * Called inside the transaction that moved the order to `status` (the seller's PATCH or the
 * expiry job), once per real change: a refused or repeated transition never reaches it. Work done
 * here commits or rolls back with the change itself: the buyer's e-mail is written to the outbox
 * if and only if the order really changed.
 */
export async function onOrderStatusChanged(tx: Database, order: ChangedOrder, status: 'paid' | 'cancelled', site?: string): Promise<void> {
  if (status === 'paid') await enqueueOrderPaidMail(tx, order.id, site);
  else await enqueueOrderCancelledMail(tx, order.id, order.cancel_reason, site);
}
