import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { t } from '@plaza/domain/messages/es-server';
import { favoriteGroupSchema } from '@plaza/domain/schemas/order';
import { productIdParamsSchema } from '@plaza/domain/schemas/product';
import { reviewReportAnswerSchema, reviewReportParams, reviewReportSchema, reviewSchema as reviewPayloadSchema } from '@plaza/domain/schemas/review';
import type { Database } from '../../db/connection';
import { requireUser } from '../../platform/current-user';
import { fail } from '../../platform/errors';
import { signedIn } from '../../platform/openapi';
import { visibleProduct } from '../products/product-loader';
import { recomputeRatings } from '../reviews/review-service';
import { reportReview } from '../reviews/review-reports';

async function requireVisibleProduct(db: Database, id: number): Promise<{ store_id: number }> {
  const { rows } = await db.execute<{ store_id: number }>(
    sql`select p.store_id from products p join stores s on s.id = p.store_id where p.id = ${id} and ${visibleProduct}`,
  );
  if (!rows[0]) throw fail('not_found', 'api.productNotFound');
  return rows[0];
}

/** Favourites and reviews: what a signed-in customer says about products. */
export const customerRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  routes.post(
    '/api/market/products/:id/favorite',
    {
      schema: {
        security: signedIn,
        params: productIdParamsSchema,
        response: { 200: z.object({ success: z.boolean(), favorite: z.boolean(), message: z.string() }) },
      },
    },
    async (request) => {
      const user = await requireUser(db, request);
      await requireVisibleProduct(db, request.params.id);
      const { rows } = await db.execute(
        sql`delete from favorites where user_id = ${user.id} and product_id = ${request.params.id} returning product_id`,
      );
      if (rows.length > 0) return { success: true, favorite: false, message: t('favorites.removed') };
      await db.execute(sql`insert into favorites (user_id, product_id) values (${user.id}, ${request.params.id}) on conflict do nothing`);
      return { success: true, favorite: true, message: t('favorites.added') };
    },
  );

  routes.get('/api/market/profile/favorites', { schema: { security: signedIn, response: { 200: z.array(favoriteGroupSchema) } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const user = await requireUser(db, request);
    const { rows } = await db.execute<{ store_id: number; store_name: string; id: number; name: string; description: string; price: number; currency: string; image: string | null; stock: number }>(sql`
      select s.id as store_id, s.name as store_name, p.id, p.name, p.description, p.price, c.code as currency, p.stock,
        (select i.image from product_images i where i.product_id = p.id order by i.position, i.id limit 1) as image
      from favorites f join products p on p.id = f.product_id join stores s on s.id = p.store_id join currencies c on c.id = p.currency_id
      where f.user_id = ${user.id} and ${visibleProduct}
      order by s.name, f.created_at desc`);
    const groups = new Map<number, z.infer<typeof favoriteGroupSchema>>();
    for (const { store_id, store_name, ...product } of rows) {
      const group = groups.get(store_id) ?? { store_id, store_name, products: [] };
      group.products.push(product);
      groups.set(store_id, group);
    }
    return [...groups.values()];
  });

  /** One review per customer and product: a second one replaces the first. Ratings follow at once. */
  routes.post(
    '/api/market/products/:id/review',
    {
      schema: {
        security: signedIn,
        params: productIdParamsSchema,
        body: reviewPayloadSchema,
        response: { 200: z.object({ success: z.boolean(), message: z.string() }) },
      },
    },
    async (request) => {
      const user = await requireUser(db, request);
      await requireVisibleProduct(db, request.params.id);
      const productId = request.params.id;
      await db.transaction(async (tx) => {
        await tx.execute(sql`
          insert into reviews (product_id, user_id, rating, comment) values (${productId}, ${user.id}, ${request.body.rating}, ${request.body.comment})
          on conflict (product_id, user_id) do update set rating = excluded.rating, comment = excluded.comment, created_at = now()`);
        // A review an operator hid stays hidden, and out of the ratings, whatever its author writes again.
        await recomputeRatings(tx, productId);
      });
      return { success: true, message: t('reviews.saved') };
    },
  );

  /** "Denunciar": one report per account and review; the operator decides from the queue (decision 026). */
  routes.post(
    '/api/market/reviews/:reviewId/report',
    { schema: { security: signedIn, params: reviewReportParams, body: reviewReportSchema, response: { 200: reviewReportAnswerSchema } } },
    async (request) => {
      const user = await requireUser(db, request);
      await reportReview(db, { reviewId: request.params.reviewId, userId: user.id, reason: request.body.reason });
      return { success: true as const, message: t('trust.report.sent') };
    },
  );
};
