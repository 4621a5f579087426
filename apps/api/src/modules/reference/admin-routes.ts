import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminCategoriesSchema,
  adminCategorySchema,
  adminPlanSchema,
  adminPlansSchema,
  categoryCreateSchema,
  categoryOrderSchema,
  categoryParams,
  categoryPatchSchema,
  planCreateSchema,
  planOrderSchema,
  planParams,
  planPatchSchema,
} from '@plaza/domain/schemas/admin-content';
import { successSchema } from '@plaza/domain/schemas/session';
import { registerAdminGuard } from '../../platform/admin-guard';
import { signedIn } from '../../platform/openapi';
import { createCategory, deleteCategory, reorderCategories, updateCategory } from './category-service';
import { createPlan, deletePlan, reorderPlans, updatePlan } from './plan-service';

/**
 * Categories and store plans, for the operator. Their lists stay the public GET
 * /api/admin/categories and /api/admin/storePlans (routes.ts, outside this guard): the storefront
 * and the become-a-seller page read them.
 */
export const referenceAdminRoutes: FastifyPluginAsync = async (app) => {
  registerAdminGuard(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  routes.post(
    '/api/admin/categories',
    { schema: { security: signedIn, body: categoryCreateSchema, response: { 201: adminCategorySchema } } },
    async (request, reply) => reply.status(201).send(await createCategory(db, request.body)),
  );

  routes.put(
    '/api/admin/categories',
    { schema: { security: signedIn, body: categoryOrderSchema, response: { 200: adminCategoriesSchema } } },
    async (request) => reorderCategories(db, request.body.category_ids),
  );

  routes.patch(
    '/api/admin/categories/:categoryId',
    { schema: { security: signedIn, params: categoryParams, body: categoryPatchSchema, response: { 200: adminCategorySchema } } },
    async (request) => updateCategory(db, request.params.categoryId, request.body),
  );

  routes.delete('/api/admin/categories/:categoryId', { schema: { security: signedIn, params: categoryParams, response: { 200: successSchema } } }, async (request) => {
    await deleteCategory(db, request.params.categoryId);
    return { success: true };
  });

  routes.post(
    '/api/admin/storePlans',
    { schema: { security: signedIn, body: planCreateSchema, response: { 201: adminPlanSchema } } },
    async (request, reply) => reply.status(201).send(await createPlan(db, request.body)),
  );

  routes.put(
    '/api/admin/storePlans',
    { schema: { security: signedIn, body: planOrderSchema, response: { 200: adminPlansSchema } } },
    async (request) => reorderPlans(db, request.body.plan_ids),
  );

  routes.patch(
    '/api/admin/storePlans/:planId',
    { schema: { security: signedIn, params: planParams, body: planPatchSchema, response: { 200: adminPlanSchema } } },
    async (request) => updatePlan(db, request.params.planId, request.body),
  );

  routes.delete('/api/admin/storePlans/:planId', { schema: { security: signedIn, params: planParams, response: { 200: successSchema } } }, async (request) => {
    await deletePlan(db, request.params.planId);
    return { success: true };
  });
};
