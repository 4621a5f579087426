import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { categorySchema, currencySchema, storePlanSchema, ubicationSchema } from '@plaza/domain/schemas/reference';
import { loadCategories, loadPlans, loadUbications } from './reference-service';

/**
 * Reference data. Provinces and currencies never change while the site runs, so browsers and
 * proxies may keep them a while; categories and plans are the operator's to edit in the console
 * and show at once, so a browser asks again each time (the server's micro-cache answers it).
 */
export const referenceRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Every route here is a read: `app.reader` answers a visitor's from the replica, if there is one.
  const cached = 'public, max-age=600';
  const edited = 'no-cache';

  routes.get('/api/admin/categories', { config: { cache: true }, schema: { response: { 200: z.array(categorySchema) } } }, async (request, reply) => {
    const db = app.reader(request);
    reply.header('cache-control', edited);
    return loadCategories(db);
  });

  routes.get('/api/admin/ubications', { config: { cache: true }, schema: { response: { 200: z.array(ubicationSchema) } } }, async (request, reply) => {
    const db = app.reader(request);
    reply.header('cache-control', cached);
    return loadUbications(db);
  });

  routes.get('/api/admin/currencies', { config: { cache: true }, schema: { response: { 200: z.array(currencySchema) } } }, async (request, reply) => {
    const db = app.reader(request);
    reply.header('cache-control', cached);
    const { rows } = await db.execute<z.infer<typeof currencySchema>>(
      sql`select id as currency_id, code from currencies order by id`,
    );
    return rows;
  });

  routes.get('/api/admin/storePlans', { config: { cache: true }, schema: { response: { 200: z.array(storePlanSchema) } } }, async (request, reply) => {
    const db = app.reader(request);
    reply.header('cache-control', edited);
    return loadPlans(db);
  });
};
