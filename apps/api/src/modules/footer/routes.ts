import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { footerSchema } from '@plaza/domain/schemas/footer';
import { footerInfo } from '../../db/schema';
import { fail } from '../../platform/errors';

export const footerRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/market/footer',
    { config: { cache: true }, schema: { response: { 200: footerSchema } } },
    async (request, reply) => {
      const [row] = await app.reader(request).select().from(footerInfo).where(eq(footerInfo.id, 1));
      if (!row) throw fail('not_found', 'errors.notFound');
      reply.header('cache-control', 'no-cache');
      return {
        footer_about: row.about,
        support_email: row.supportEmail,
        facebook: row.facebook,
        instagram: row.instagram,
        whatsapp: row.whatsapp,
      };
    },
  );
};
