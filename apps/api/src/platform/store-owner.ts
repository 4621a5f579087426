import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tp } from '@plaza/domain/messages/es-panel';
import type { StaffRole, StoreAccess } from '@plaza/domain/schemas/staff';
import { storeStaff, stores } from '../db/schema';
import { actAs } from './audit';
import { AppError, fail } from './errors';
import { requireUser } from './current-user';
import type { SessionUserRow } from './sessions';

/** The store of the path, as the guard found it: owned by the session's user, or worked on by them as staff. */
export type OwnedStore = { id: number; name: string; slug: string; paymentHoldHours: number; access: StoreAccess };

declare module 'fastify' {
  interface FastifyRequest {
    seller?: SessionUserRow;
    ownedStore?: OwnedStore;
  }
  interface FastifyContextConfig {
    /** The staff roles a store-admin route lets through besides the owner (`allowStaff`); none: owner only. */
    staffRoles?: readonly StaffRole[];
  }
}

/**
 * Declares, for every route registered from here on in this plugin and the plugins it registers,
 * which staff roles may use it besides the store's owner. A route that declares nothing is the
 * owner's alone (billing, payouts, the team, payment methods): new routes are closed to staff by default.
 */
export function allowStaff(app: FastifyInstance, roles: readonly StaffRole[]) {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, staffRoles: route.config?.staffRoles ?? roles };
  });
}

const staffRolesOf = (request: FastifyRequest): readonly StaffRole[] => request.routeOptions.config.staffRoles ?? [];

/** Whether the user works on any store as staff (an accepted invitation). */
async function isStaffAnywhere(db: FastifyInstance['deps']['db'], userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: storeStaff.id })
    .from(storeStaff)
    .where(and(eq(storeStaff.userId, userId), isNotNull(storeStaff.acceptedAt)))
    .limit(1);
  return row !== undefined;
}

/**
 * The one guard of the seller panel's API, registered in each module's store-admin plugin (an
 * encapsulated context: it guards that plugin's routes only):
 * - before validation, a visitor gets 401, and a signed-in user who is neither a seller nor on a
 *   store's team gets 403, whatever the path or body they sent;
 * - after validation, `{storeId}` must be a store the session's user owns, or works on as staff
 *   with a role the route allows (`allowStaff`), or the answer is 404, the same as for a store
 *   that does not exist: another store's data, or a part of the store the role does not reach,
 *   is never revealed.
 * Handlers read `ownedStore(request)` and filter every query by its id, never by an id from the body.
 */
export function registerStoreOwnerGuard(app: FastifyInstance) {
  const { db } = app.deps;
  app.addHook('preValidation', async (request) => {
    const user = await requireUser(db, request);
    if (user.role !== 'seller' && !(await isStaffAnywhere(db, user.id)))
      throw new AppError('forbidden', tp('access.sellersOnly'));
    request.seller = user;
    // Writes of a route without `{storeId}` (a store the seller creates) are the seller's too.
    actAs({ userId: user.id, role: 'seller' });
  });
  app.addHook('preHandler', async (request) => {
    const storeId = (request.params as { storeId?: unknown } | undefined)?.storeId;
    if (storeId === undefined) return;
    if (typeof storeId !== 'number') throw new AppError('not_found', tp('access.storeNotFound'));
    const store = await storeFor(db, request.seller!.id, storeId, staffRolesOf(request));
    if (!store) throw new AppError('not_found', tp('access.storeNotFound'));
    request.ownedStore = store;
    // A staff member's writes are recorded as theirs, on this store.
    actAs({ userId: request.seller!.id, role: 'seller', storeId: store.id });
  });
}

async function storeFor(db: FastifyInstance['deps']['db'], userId: string, storeId: number, roles: readonly StaffRole[]): Promise<OwnedStore | undefined> {
  const columns = { id: stores.id, name: stores.name, slug: stores.slug, paymentHoldHours: stores.paymentHoldHours };
  const [owned] = await db.select(columns).from(stores).where(and(eq(stores.id, storeId), eq(stores.ownerId, userId)));
  if (owned) return { ...owned, access: 'owner' };
  if (roles.length === 0) return undefined;
  const [staff] = await db
    .select({ ...columns, role: storeStaff.role })
    .from(stores)
    .innerJoin(storeStaff, eq(storeStaff.storeId, stores.id))
    .where(and(eq(stores.id, storeId), eq(storeStaff.userId, userId), isNotNull(storeStaff.acceptedAt), inArray(storeStaff.role, [...roles])));
  if (!staff) return undefined;
  const { role, ...store } = staff;
  return { ...store, access: role as StaffRole };
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
