import { signedIn } from '../../platform/openapi';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ta } from '@plaza/domain/messages/es-admin';
import { adminUserListQuery, adminUserPageSchema, adminUserPatchSchema, adminUserRoleSchema, adminUserSchema, opsMessageSchema, userParams } from '@plaza/domain/schemas/admin-ops';
import { adminOf, registerAdminGuard } from '../../platform/admin-guard';
import { listUsers, resendUserActivation, setUserActive, setUserRole } from './user-admin-service';
import { registerNoStore } from '../../platform/no-store';

/** The operator's face of accounts (/api/admin/users…): search, deactivate and reactivate, resend activation. */
export const userAdminRoutes: FastifyPluginAsync = async (app) => {
  registerAdminGuard(app);
  registerNoStore(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;

  routes.get(
    '/api/admin/users',
    { schema: { security: signedIn, querystring: adminUserListQuery, response: { 200: adminUserPageSchema } } },
    async (request) => listUsers(db, request.query),
  );

  routes.patch(
    '/api/admin/users/:userId',
    { schema: { security: signedIn, params: userParams, body: adminUserPatchSchema, response: { 200: adminUserSchema } } },
    async (request) => setUserActive(db, adminOf(request).id, request.params.userId, request.body.active),
  );

  // Admin-only like the whole plugin: a moderator, or anyone, cannot give a role (decision 028).
  routes.put(
    '/api/admin/users/:userId/role',
    { schema: { security: signedIn, params: userParams, body: adminUserRoleSchema, response: { 200: adminUserSchema } } },
    async (request) => setUserRole(db, request.params.userId, request.body.role),
  );

  routes.post(
    '/api/admin/users/:userId/activation',
    { schema: { security: signedIn, params: userParams, response: { 200: opsMessageSchema } } },
    async (request) => {
      const user = await resendUserActivation(db, config, request.params.userId);
      return { success: true, message: ta('ops.users.activationSent', { email: user.email }) };
    },
  );
};
