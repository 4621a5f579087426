import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { productSchema, reviewSchema } from '@plaza/domain/schemas/product';
import { reviewListQuerySchema } from '@plaza/domain/schemas/review';
import { categorySchema } from '@plaza/domain/schemas/reference';
import { slugSchema } from '@plaza/domain/schemas/common';
import {
  nearbyStoresSchema,
  storeDetailSchema,
  storeIdParamsSchema,
  storeListQuerySchema,
  storeSummarySchema,
  tagSchema,
} from '@plaza/domain/schemas/store';
import { currentUser } from '../../platform/current-user';
import type { Database } from '../../db/connection';
import { fail } from '../../platform/errors';
import { productsWhere } from '../products/product-loader';
import { loadStoreDetail, storeReviews, storeSummaries } from './store-service';
import { visibleStore } from './store-visibility';

const summaries = z.array(storeSummarySchema);
const slugParams = z.object({ slug: slugSchema });

export const storeRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Every route here is a read: `app.reader` answers a visitor's from the replica, if there is one.

  routes.get(
    '/api/market/stores',
    { config: { cache: true }, schema: { querystring: storeListQuerySchema, response: { 200: summaries } } },
    async (request) => {
      const db = app.reader(request);
      const { popular, category, province, township } = request.query;
      if (popular === 'true') return storeSummaries(db, sql`true`, 12);
      const conditions = [sql`true`];
      if (category !== undefined)
        conditions.push(sql`(s.category_id = ${category} or exists (select 1 from products p
          where p.store_id = s.id and p.category_id = ${category} and p.hidden = false))`);
      if (province) conditions.push(sql`pr.name = ${province}`);
      if (township) conditions.push(sql`t.name = ${township}`);
      return storeSummaries(db, sql.join(conditions, sql` and `), 500);
    },
  );

  /** Stores of one municipality that has stores, chosen at random: the home page's "near you". */
  routes.get('/api/market/stores/randomUbication', { config: { cache: true }, schema: { response: { 200: nearbyStoresSchema } } }, async (request) => {
    const db = app.reader(request);
    const { rows } = await db.execute<{ township_id: number; township: string; province: string }>(sql`
      select t.id as township_id, t.name as township, pr.name as province
      from (select s.township_id from stores s where ${visibleStore} and s.township_id is not null group by s.township_id
            order by random() limit 1) picked
      join townships t on t.id = picked.township_id join provinces pr on pr.id = t.province_id`);
    const picked = rows[0];
    if (!picked) return { ubication: null, stores: [] };
    return {
      ubication: { province: picked.province, township: picked.township },
      stores: await storeSummaries(db, sql`s.township_id = ${picked.township_id}`, 12),
    };
  });

  routes.get(
    '/api/market/stores/:slug',
    { config: { cache: true }, schema: { params: slugParams, response: { 200: storeDetailSchema } } },
    async (request) => {
      const db = app.reader(request);
      const user = await currentUser(db, request);
      const detail = await loadStoreDetail(db, request.params.slug, user?.id);
      if (!detail) throw fail('not_found', 'api.storeNotFound');
      return detail;
    },
  );

  /** The store page's reviews in the order asked for (`sort` as a product's; a bad one is a 400). */
  routes.get(
    '/api/market/stores/:slug/reviews',
    {
      config: { cache: true },
      schema: { params: slugParams, querystring: reviewListQuerySchema, response: { 200: z.array(reviewSchema) } },
    },
    async (request) => {
      const db = app.reader(request);
      return storeReviews(db, await visibleStoreId(db, request.params.slug), request.query.sort);
    },
  );

  routes.get(
    '/api/market/stores/:slug/tags',
    { config: { cache: true }, schema: { params: slugParams, response: { 200: z.array(tagSchema) } } },
    async (request) => {
      const db = app.reader(request);
      const storeId = await visibleStoreId(db, request.params.slug);
      const { rows } = await db.execute<z.infer<typeof tagSchema>>(sql`
        select id as tag_id, name, slug, color from tags where store_id = ${storeId} order by name`);
      return rows;
    },
  );

  routes.get(
    '/api/market/stores/:slug/tags/:tagSlug/products',
    {
      schema: {
        params: z.object({ slug: slugSchema, tagSlug: slugSchema }),
        response: { 200: z.array(productSchema) },
      },
    },
    async (request) => {
      const db = app.reader(request);
      const storeId = await visibleStoreId(db, request.params.slug);
      const { rows } = await db.execute<{ id: number }>(
        sql`select id from tags where store_id = ${storeId} and slug = ${request.params.tagSlug}`,
      );
      const tag = rows[0];
      if (!tag) throw fail('not_found', 'api.tagNotFound');
      const user = await currentUser(db, request);
      return productsWhere(
        db,
        sql`select p.id from product_tags pt join products p on p.id = pt.product_id
          where pt.tag_id = ${tag.id} and p.hidden = false order by p.created_at desc nulls last, p.id desc nulls last limit 200`,
        user?.id,
      );
    },
  );

  routes.get(
    '/api/market/stores/:storeId/name',
    { config: { cache: true }, schema: { params: storeIdParamsSchema, response: { 200: z.object({ store_name: z.string() }) } } },
    async (request) => {
      const db = app.reader(request);
      const { rows } = await db.execute<{ name: string }>(
        sql`select s.name from stores s where s.id = ${request.params.storeId} and ${visibleStore}`,
      );
      if (!rows[0]) throw fail('not_found', 'api.storeNotFound');
      return { store_name: rows[0].name };
    },
  );

  routes.get(
    '/api/market/stores/:storeId/categories',
    { config: { cache: true }, schema: { params: storeIdParamsSchema, response: { 200: z.array(categorySchema) } } },
    async (request) => {
      const db = app.reader(request);
      const { storeId } = request.params;
      const { rows: store } = await db.execute(sql`select 1 from stores s where s.id = ${storeId} and ${visibleStore}`);
      if (store.length === 0) throw fail('not_found', 'api.storeNotFound');
      const { rows } = await db.execute<z.infer<typeof categorySchema>>(sql`
        select c.id as category_id, c.name, c.icon from categories c
        where exists (select 1 from products p where p.store_id = ${storeId} and p.category_id = c.id and p.hidden = false)
        order by c.position, c.name`);
      return rows;
    },
  );

  async function visibleStoreId(db: Database, slug: string): Promise<number> {
    const { rows } = await db.execute<{ id: number }>(sql`select s.id from stores s where s.slug = ${slug} and ${visibleStore}`);
    if (!rows[0]) throw fail('not_found', 'api.storeNotFound');
    return rows[0].id;
  }
};
