import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { t } from '@plaza/domain/messages/es';
import { sellerApplicationSchema } from '@plaza/domain/schemas/seller-application';
import { reserve } from '../../platform/rate-limit';
import { submitApplication } from './application-service';

export const sellerRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db, mailer } = app.deps;

  routes.post(
    '/api/store_admin/storeSolicitude',
    { schema: { body: sellerApplicationSchema, response: { 200: z.object({ success: z.boolean(), message: z.string(), application_id: z.int() }) } } },
    async (request) => {
      await reserve(db, [{ key: `apply:ip:${request.ip}`, max: 10, windowSeconds: 60 * 60 }]);
      const id = await submitApplication(db, mailer, request.body);
      return { success: true, message: t('sellers.received'), application_id: id };
    },
  );
};
