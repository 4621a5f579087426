import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/connection';

/** Who is writing: the seller or the operator a guard resolved for this request. */
export type Actor = { userId: string; role: 'seller' | 'moderator' | 'admin'; storeId?: number };

const requests = new AsyncLocalStorage<{ actor?: Actor }>();
const marked = Symbol('plaza.auditedTransactions');

/**
 * The audit log is written by a database trigger (migration 0011) for every row a marked
 * transaction changes in an audited table, so no write of a seller or an operator can forget to
 * record itself. A transaction is marked when it starts inside a request whose guard called
 * `actAs`: its first statement sets the transaction-local `plaza.actor_*` settings that the
 * trigger reads. Every panel and console write therefore runs in `db.transaction(...)`.
 *
 * Each request gets its own slot (AsyncLocalStorage, entered in `onRequest` so the handler and
 * everything it awaits see it); a periodic job or a shopper's request has none and records nothing.
 */
export function registerAuditContext(app: FastifyInstance, db: Database) {
  app.addHook('onRequest', (_request, _reply, done) => requests.run({}, done));
  if ((db as unknown as Record<symbol, boolean>)[marked]) return;
  const transaction = db.transaction.bind(db);
  const audited: Database['transaction'] = (work, config) => {
    const actor = requests.getStore()?.actor;
    if (!actor) return transaction(work, config);
    return transaction(async (tx) => {
      await tx.execute(sql`select set_config('plaza.actor_id', ${actor.userId}, true), set_config('plaza.actor_role', ${actor.role}, true),
        set_config('plaza.store_id', ${actor.storeId === undefined ? '' : String(actor.storeId)}, true)`);
      return work(tx);
    }, config);
  };
  Object.assign(db, { transaction: audited, [marked]: true });
}

/** Records this request's writes (its transactions from now on) as made by `actor`. */
export function actAs(actor: Actor) {
  const slot = requests.getStore();
  if (slot) slot.actor = actor;
}
