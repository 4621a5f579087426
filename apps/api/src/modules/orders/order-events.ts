import type { Database } from '../../db/connection';

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
 * here commits or rolls back with the change itself.
 *
 * PLACEHOLDER (the one allowed by issue 18's brief): it does nothing yet. The mail-outbox branch's
 * `enqueueMail(tx, mail)` and its paid/cancelled order mails to the buyer are wired in here when
 * the lead merges the branches.
 */
export async function onOrderStatusChanged(tx: Database, order: ChangedOrder, status: 'paid' | 'cancelled'): Promise<void> {
  void tx;
  void order;
  void status;
}
