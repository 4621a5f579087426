import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { storeHistoryPageSchema, storeHistoryParams, storeHistoryQuery } from '@plaza/domain/schemas/panel-history';
import { signedIn } from '../../platform/openapi';
import type { HistoryEntity } from '@plaza/domain/schemas/panel-history';
import { tp } from '@plaza/domain/messages/es-panel';
import type { StoreAccess } from '@plaza/domain/schemas/staff';
import { AppError } from '../../platform/errors';
import { allowStaff, ownedStore, registerStoreOwnerGuard } from '../../platform/store-owner';
import { storeHistory } from './store-history-service';
import { registerNoStore } from '../../platform/no-store';

/**
 * The seller panel's "Historial" (/api/store_admin/stores/{storeId}/history): the store's own
 * changes to a product, an order or the store, read from the audit log. Behind the store-owner
 * guard (404 for a store that is not the seller's); filtered by the log's store id, so the
 * entries of anyone who writes for the store are its history. The team's members read the history
 * of what their role works on (Catálogo the products, Pedidos the orders); the store's, the owner.
 */
/** Whose history each entity is: the team's roles read the history of what they work on; the store's own (plan, billing) is the owner's. */
const HISTORY_ACCESS: Record<HistoryEntity, readonly StoreAccess[]> = {
  product: ['owner', 'catalogue'],
  order: ['owner', 'orders'],
  store: ['owner'],
};

export const storeHistoryRoutes: FastifyPluginAsync = async (app) => {
  allowStaff(app, ['orders', 'catalogue']);
  registerStoreOwnerGuard(app);
  registerNoStore(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  routes.get(
    '/api/store_admin/stores/:storeId/history',
    { schema: { security: signedIn, params: storeHistoryParams, querystring: storeHistoryQuery, response: { 200: storeHistoryPageSchema } } },
    async (request) => {
      const store = ownedStore(request);
      // A part of the store the member's role does not reach answers as the guard does: 404.
      if (!HISTORY_ACCESS[request.query.entity].includes(store.access)) throw new AppError('not_found', tp('access.storeNotFound'));
      const { id } = request.query;
      // The store's own history takes no id, or its own number: another store's is no history of this one.
      if (request.query.entity === 'store' && id && Number(id) !== store.id) return { results: [], has_next: false };
      return storeHistory(db, store.id, request.query);
    },
  );
};
