import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { t } from '@plaza/domain/messages/es-sellers';
import { sellerApplicationSchema } from '@plaza/domain/schemas/seller-application';
import { currentUser } from '../../platform/current-user';
import { reserve } from '../../platform/rate-limit';
import { tokenParams } from '../auth/tokens';
import { confirmApplication, submitApplication } from './application-service';

export const sellerRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;

  routes.post(
    '/api/store_admin/storeSolicitude',
    { schema: { body: sellerApplicationSchema, response: { 200: z.object({ success: z.boolean(), message: z.string(), application_id: z.int() }) } } },
    async (request) => {
      await reserve(db, [{ key: `apply:ip:${request.ip}`, max: 10, windowSeconds: 60 * 60 }]);
      // Signing in is optional here; when the session is the account of the application's e-mail, it is that account's word.
      const id = await submitApplication(db, config, request.body, await currentUser(db, request));
      return { success: true, message: t('sellers.received'), application_id: id };
    },
  );

  routes.post(
    '/api/store_admin/storeSolicitude/confirm/:token',
    { schema: { params: tokenParams('sellers.confirmationInvalid'), response: { 200: z.object({ success: z.boolean(), message: z.string() }) } } },
    async (request) => {
      await confirmApplication(db, request.params.token);
      return { success: true, message: t('sellers.confirmed') };
    },
  );
};
