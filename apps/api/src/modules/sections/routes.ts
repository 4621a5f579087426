import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { homeReviewSchema } from '@plaza/domain/schemas/product';
import { categorySectionSchema, customSectionSchema, heroSlideSchema, sectionPageSchema } from '@plaza/domain/schemas/section';
import { slugSchema } from '@plaza/domain/schemas/common';
import { currentUser } from '../../platform/current-user';
import { fail } from '../../platform/errors';
import { loadSection, loadCategorySection, loadCustomSections } from './section-service';
import { reviewColumns, toReview, visibleProduct } from '../products/product-loader';

export const sectionRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Every route here is a read: `app.reader` answers a visitor's from the replica, if there is one.

  routes.get('/api/market/hero', { config: { cache: true }, schema: { response: { 200: z.array(heroSlideSchema) } } }, async (request) => {
    const db = app.reader(request);
    const { rows } = await db.execute<z.infer<typeof heroSlideSchema>>(sql`
      select id as hero_id, type, background_image, title as tittle, subtitle as subtittle, description
      from hero_slides order by (type = 'welcome') desc, position, id`);
    return rows;
  });

  routes.get('/api/market/customSection', { config: { cache: true }, schema: { response: { 200: z.array(customSectionSchema) } } }, async (request) => {
    const db = app.reader(request);
    const user = await currentUser(db, request);
    return loadCustomSections(db, user?.id);
  });

  routes.get(
    '/api/market/custom_section_with_category',
    { config: { cache: true }, schema: { response: { 200: categorySectionSchema } } },
    async (request) => {
      const db = app.reader(request);
      const user = await currentUser(db, request);
      return loadCategorySection(db, user?.id);
    },
  );

  routes.get(
    '/api/market/customSection/:slug',
    { config: { cache: true }, schema: { params: z.object({ slug: slugSchema }), response: { 200: sectionPageSchema } } },
    async (request) => {
      const db = app.reader(request);
      const user = await currentUser(db, request);
      const section = await loadSection(db, request.params.slug, user?.id);
      if (!section) throw fail('not_found', 'api.sectionNotFound');
      return section;
    },
  );

  /** What customers say: recent reviews with a comment, good and bad alike, of visible products. */
  routes.get('/api/market/reviews', { config: { cache: true }, schema: { response: { 200: z.array(homeReviewSchema) } } }, async (request) => {
    const db = app.reader(request);
    const { rows } = await db.execute<Parameters<typeof toReview>[0] & { product_id: number; product_name: string; store_id: number }>(sql`
      select ${reviewColumns}, p.id as product_id, p.name as product_name, p.store_id
      from reviews r join products p on p.id = r.product_id join stores s on s.id = p.store_id join users u on u.id = r.user_id
      where r.comment is not null and r.comment <> '' and ${visibleProduct}
        and r.hidden_at is null
      order by r.created_at desc, r.id desc limit 10`);
    return rows.map(toReview);
  });
};
