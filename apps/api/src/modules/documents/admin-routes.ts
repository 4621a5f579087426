import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminDocumentSchema, documentUpdateSchema, type AdminDocument, type DocumentName } from '@plaza/domain/schemas/admin-content';
import { registerAdminGuard } from '../../platform/admin-guard';
import { announceContentChange } from '../../platform/content-changes';
import { signedIn } from '../../platform/openapi';

/** The console's names of the legal documents, and the rows served at /mark/{file}. */
export const DOCUMENT_FILES: Record<DocumentName, string> = { privacy: 'privacy.md', terms: 'terms_and_conditions.md' };

type DocumentRow = { body: string; updated_at: Date | string };

const toDocument = (name: DocumentName, row: DocumentRow | undefined): AdminDocument => ({
  name,
  markdown: row?.body ?? '',
  updated_at: row ? new Date(row.updated_at).toISOString() : null,
});

/** The privacy policy and the terms, as markdown, for the operator. */
export const documentAdminRoutes: FastifyPluginAsync = async (app) => {
  registerAdminGuard(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  for (const [name, file] of Object.entries(DOCUMENT_FILES) as [DocumentName, string][]) {
    routes.get(`/api/admin/documents/${name}`, { schema: { security: signedIn, response: { 200: adminDocumentSchema } } }, async () => {
      const { rows } = await db.execute<DocumentRow>(sql`select body, updated_at from documents where name = ${file}`);
      return toDocument(name, rows[0]);
    });

    routes.put(
      `/api/admin/documents/${name}`,
      { schema: { security: signedIn, body: documentUpdateSchema, response: { 200: adminDocumentSchema } } },
      async (request) =>
        db.transaction(async (tx) => {
          const { rows } = await tx.execute<DocumentRow>(sql`
            insert into documents (name, body, updated_at) values (${file}, ${request.body.markdown}, now())
            on conflict (name) do update set body = excluded.body, updated_at = excluded.updated_at
            returning body, updated_at`);
          await announceContentChange(tx);
          return toDocument(name, rows[0]);
        }),
    );
  }
};
