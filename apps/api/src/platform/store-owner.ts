import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tp } from '@plaza/domain/messages/es-panel';
import { stores } from '../db/schema';
import { actAs } from './audit';
import { AppError, fail } from './errors';
import { requireUser } from './current-user';
import type { SessionUserRow } from './sessions';

/** The store of the path, as the guard found it: owned by the session's user. */
export type OwnedStore = { id: number; name: string; slug: string; paymentHoldHours: number };

declare module 'fastify' {
  interface FastifyRequest {
    seller?: SessionUserRow;
    ownedStore?: OwnedStore;
  }
}

/**
 * The one guard of the seller panel's API, registered in each module's store-admin plugin (an
 * encapsulated context: it guards that plugin's routes only):
 * - before validation, a visitor gets 401 and a signed-in user who is not a seller 403, whatever
 *   the path or body they sent;
 * - after validation, `{storeId}` must be a store the session's user owns, or the answer is 404,
 *   the same as for a store that does not exist: another store's data is never revealed.
 * Handlers read `ownedStore(request)` and filter every query by its id, never by an id from the body.
 */
export function registerStoreOwnerGuard(app: FastifyInstance) {
  const { db } = app.deps;
  app.addHook('preValidation', async (request) => {
    const user = await requireUser(db, request);
    if (user.role !== 'seller') throw new AppError('forbidden', tp('access.sellersOnly'));
    request.seller = user;
    // Writes of a route without `{storeId}` (a store the seller creates) are the seller's too.
    actAs({ userId: user.id, role: 'seller' });
  });
  app.addHook('preHandler', async (request) => {
    const storeId = (request.params as { storeId?: unknown } | undefined)?.storeId;
    if (storeId === undefined) return;
    if (typeof storeId !== 'number') throw new AppError('not_found', tp('access.storeNotFound'));
    const [store] = await db
      .select({ id: stores.id, name: stores.name, slug: stores.slug, paymentHoldHours: stores.paymentHoldHours })
      .from(stores)
      .where(and(eq(stores.id, storeId), eq(stores.ownerId, request.seller!.id)));
    if (!store) throw new AppError('not_found', tp('access.storeNotFound'));
    request.ownedStore = store;
    actAs({ userId: request.seller!.id, role: 'seller', storeId: store.id });
  });
}

/** The store the guard resolved for this request; a route without `{storeId}` has none. */
export function ownedStore(request: FastifyRequest): OwnedStore {
  if (!request.ownedStore) throw fail('not_found', 'errors.notFound');
  return request.ownedStore;
}

/** The seller the guard resolved for this request. */
export function sellerOf(request: FastifyRequest): SessionUserRow {
  if (!request.seller) throw fail('unauthorized', 'errors.unauthorized');
  return request.seller;
}
