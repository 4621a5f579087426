import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminSectionSchema,
  adminSectionsSchema,
  sectionCreateSchema,
  sectionOrderSchema,
  sectionParams,
  sectionPatchSchema,
} from '@plaza/domain/schemas/admin-content';
import { successSchema } from '@plaza/domain/schemas/session';
import { registerAdminGuard } from '../../platform/admin-guard';
import { signedIn } from '../../platform/openapi';
import { createSection, deleteSection, listSections, reorderSections, updateSection } from './section-admin-service';

/** The home page's custom sections and its category-linked section, for the operator. */
export const sectionAdminRoutes: FastifyPluginAsync = async (app) => {
  registerAdminGuard(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  routes.get('/api/admin/customSections', { schema: { security: signedIn, response: { 200: adminSectionsSchema } } }, async () => listSections(db));

  routes.post(
    '/api/admin/customSections',
    { schema: { security: signedIn, body: sectionCreateSchema, response: { 201: adminSectionSchema } } },
    async (request, reply) => reply.status(201).send(await createSection(db, request.body)),
  );

  routes.put(
    '/api/admin/customSections',
    { schema: { security: signedIn, body: sectionOrderSchema, response: { 200: adminSectionsSchema } } },
    async (request) => reorderSections(db, request.body.section_ids),
  );

  routes.patch(
    '/api/admin/customSections/:sectionId',
    { schema: { security: signedIn, params: sectionParams, body: sectionPatchSchema, response: { 200: adminSectionSchema } } },
    async (request) => updateSection(db, request.params.sectionId, request.body),
  );

  routes.delete(
    '/api/admin/customSections/:sectionId',
    { schema: { security: signedIn, params: sectionParams, response: { 200: successSchema } } },
    async (request) => {
      await deleteSection(db, request.params.sectionId);
      return { success: true };
    },
  );
};
