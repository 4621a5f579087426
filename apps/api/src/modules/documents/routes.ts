import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { documents } from '../../db/schema';
import { fail } from '../../platform/errors';

const markdown = { description: 'El documento en Markdown', content: { 'text/markdown': { schema: z.string() } } };

/** The legal documents, as markdown: /mark/privacy.md and /mark/terms_and_conditions.md. */
export const documentRoutes: FastifyPluginAsync = async (app) => {
  for (const name of ['privacy.md', 'terms_and_conditions.md']) {
    app.get(`/mark/${name}`, { schema: { response: { 200: markdown } } }, async (_request, reply) => {
      const [row] = await app.deps.db.select().from(documents).where(eq(documents.name, name));
      if (!row) throw fail('not_found', 'errors.notFound');
      return reply
        .type('text/markdown; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('last-modified', row.updatedAt.toUTCString())
        .send(row.body);
    });
  }
};
