import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { categorySchema, currencySchema, storePlanSchema, ubicationSchema } from '@plaza/domain/schemas/reference';
import { loadCategories, loadUbications } from './reference-service';

/** Reference data: it changes rarely, so browsers and proxies may keep it a while. */
export const referenceRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const cached = 'public, max-age=600';

  routes.get('/api/admin/categories', { config: { cache: true }, schema: { response: { 200: z.array(categorySchema) } } }, async (_request, reply) => {
    reply.header('cache-control', cached);
    return loadCategories(db);
  });

  routes.get('/api/admin/ubications', { config: { cache: true }, schema: { response: { 200: z.array(ubicationSchema) } } }, async (_request, reply) => {
    reply.header('cache-control', cached);
    return loadUbications(db);
  });

  routes.get('/api/admin/currencies', { config: { cache: true }, schema: { response: { 200: z.array(currencySchema) } } }, async (_request, reply) => {
    reply.header('cache-control', cached);
    const { rows } = await db.execute<z.infer<typeof currencySchema>>(
      sql`select id as currency_id, code from currencies order by id`,
    );
    return rows;
  });

  routes.get('/api/admin/storePlans', { config: { cache: true }, schema: { response: { 200: z.array(storePlanSchema) } } }, async (_request, reply) => {
    reply.header('cache-control', cached);
    const { rows } = await db.execute<Omit<z.infer<typeof storePlanSchema>, 'features'> & { features: unknown }>(sql`
      select sp.id as plan_id, sp.name, sp.description, sp.price_monthly as price,
        coalesce((select json_agg(json_build_object('feature_id', f.id, 'name', f.name, 'description', f.description)
          order by f.position, f.id) from plan_features f where f.plan_id = sp.id), '[]'::json) as features
      from store_plans sp order by sp.position, sp.id`);
    return rows.map((row) => {
      const features = (typeof row.features === 'string' ? JSON.parse(row.features) : row.features) as {
        feature_id: number;
        name: string;
        description: string | null;
      }[];
      return {
        ...row,
        features: features.map(({ description, ...feature }) => (description ? { ...feature, description } : feature)),
      };
    });
  });
};
