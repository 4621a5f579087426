import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { storeParams } from '@plaza/domain/schemas/panel-common';
import { staffInviteSchema, staffListSchema, staffMemberSchema, staffParams } from '@plaza/domain/schemas/staff';
import { signedIn } from '../../platform/openapi';
import { ownedStore, sellerOf } from '../../platform/store-owner';
import { inviteStaff, listStaff, removeStaff } from './staff-service';

const removed = z.null().meta({ description: 'Quitado del equipo' });

/**
 * The store's team (issue 42, decision 028): /api/store_admin/stores/{storeId}/staff…. Registered
 * inside the store-owner guard's plugin without `allowStaff`: only the owner reaches it, staff get 404.
 */
export const staffRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db, config, clock } = app.deps;
  const base = '/api/store_admin/stores/:storeId/staff';

  routes.get(base, { schema: { security: signedIn, params: storeParams, response: { 200: staffListSchema } } }, async (request) =>
    listStaff(db, ownedStore(request).id),
  );

  routes.post(
    base,
    { schema: { security: signedIn, params: storeParams, body: staffInviteSchema, response: { 201: staffMemberSchema } } },
    async (request, reply) => {
      const owner = sellerOf(request);
      const context = { storeId: ownedStore(request).id, owner: { id: owner.id, email: owner.email, name: owner.name }, publicUrl: config.publicUrl, now: clock() };
      return reply.status(201).send(await inviteStaff(db, context, request.body));
    },
  );

  routes.delete(`${base}/:staffId`, { schema: { security: signedIn, params: staffParams, response: { 204: removed } } }, async (request, reply) => {
    await removeStaff(db, ownedStore(request).id, request.params.staffId);
    return reply.status(204).send(null);
  });
};
