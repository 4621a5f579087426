import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffAcceptedSchema, staffInvitationParams } from '@plaza/domain/schemas/staff';
import { requireUser } from '../../platform/current-user';
import { signedIn } from '../../platform/openapi';
import { acceptInvitation } from './staff-service';

/**
 * POST /api/user/staffInvitations/{token}: the signed-in account accepts an invitation to a store's
 * team mailed to its own address (a new address signs up first, then opens the link again).
 */
export const staffInvitationRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = app.deps;
  routes.post(
    '/api/user/staffInvitations/:token',
    { schema: { security: signedIn, params: staffInvitationParams, response: { 200: staffAcceptedSchema } } },
    async (request) => acceptInvitation(db, await requireUser(db, request), request.params.token, clock()),
  );
};
