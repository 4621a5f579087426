import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tagCreateSchema, tagParams, tagPatchSchema, tagSchema } from '@plaza/domain/schemas/panel-catalogue';
import { storeParams } from '@plaza/domain/schemas/panel-common';
import { successSchema } from '@plaza/domain/schemas/session';
import { signedIn } from '../../platform/openapi';
import { allowStaff, ownedStore, registerStoreOwnerGuard } from '../../platform/store-owner';
import { createTag, deleteTag, listTags, updateTag } from './tag-service';

const base = '/api/store_admin/stores/:storeId/tags';

/** The tags of a store its owner runs (name unique in the store, colour). */
export const storeAdminTagRoutes: FastifyPluginAsync = async (app) => {
  registerStoreOwnerGuard(app);
  // "Catálogo" staff work on the catalogue (decision 028).
  allowStaff(app, ['catalogue']);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  routes.get(base, { schema: { security: signedIn, params: storeParams, response: { 200: z.array(tagSchema) } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return listTags(db, ownedStore(request).id);
  });

  routes.post(
    base,
    { schema: { security: signedIn, params: storeParams, body: tagCreateSchema, response: { 201: tagSchema } } },
    async (request, reply) => reply.status(201).send(await createTag(db, ownedStore(request).id, request.body)),
  );

  routes.patch(
    `${base}/:tagId`,
    { schema: { security: signedIn, params: tagParams, body: tagPatchSchema, response: { 200: tagSchema } } },
    async (request) => updateTag(db, ownedStore(request).id, request.params.tagId, request.body),
  );

  routes.delete(`${base}/:tagId`, { schema: { security: signedIn, params: tagParams, response: { 200: successSchema } } }, async (request) => {
    await deleteTag(db, ownedStore(request).id, request.params.tagId);
    return { success: true };
  });
};
