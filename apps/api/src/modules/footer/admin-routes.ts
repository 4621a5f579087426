import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminFooterSchema, footerUpdateSchema } from '@plaza/domain/schemas/admin-content';
import type { Footer } from '@plaza/domain/schemas/footer';
import { registerAdminGuard } from '../../platform/admin-guard';
import { announceContentChange } from '../../platform/content-changes';
import { signedIn } from '../../platform/openapi';

/** The footer's texts and contacts, for the operator; the console loads them from GET /api/market/footer. */
export const footerAdminRoutes: FastifyPluginAsync = async (app) => {
  registerAdminGuard(app);
  const { db } = app.deps;

  app.withTypeProvider<ZodTypeProvider>().put(
    '/api/admin/footer',
    { schema: { security: signedIn, body: footerUpdateSchema, response: { 200: adminFooterSchema } } },
    async (request) => {
      const footer = request.body;
      return db.transaction(async (tx) => {
        const { rows } = await tx.execute<Footer>(sql`
          insert into footer_info (id, about, support_email, facebook, instagram, whatsapp)
          values (1, ${footer.footer_about}, ${footer.support_email}, ${footer.facebook}, ${footer.instagram}, ${footer.whatsapp})
          on conflict (id) do update set about = excluded.about, support_email = excluded.support_email,
            facebook = excluded.facebook, instagram = excluded.instagram, whatsapp = excluded.whatsapp
          returning about as footer_about, support_email, facebook, instagram, whatsapp`);
        await announceContentChange(tx);
        return rows[0]!;
      });
    },
  );
};
