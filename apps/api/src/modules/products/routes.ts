import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ReviewSort } from '@plaza/domain/constants';
import { productDetailSchema, productIdParamsSchema, productSchema, reviewSchema } from '@plaza/domain/schemas/product';
import { reviewListQuerySchema } from '@plaza/domain/schemas/review';
import type { Database } from '../../db/connection';
import { fail } from '../../platform/errors';
import { currentUser } from '../../platform/current-user';
import { loadProducts, productsWhere, reviewColumns, reviewOrder, toReview, visibleProduct } from './product-loader';

const HOME_ROW_SIZE = 12;
/** A product's reviews in one answer, the first of the order asked for. */
const PRODUCT_REVIEWS = 100;

const products = z.array(productSchema);

/** An offer counts while enabled, cheaper than the price, and between its dates. */
export const activeOffer = sql`p.offer_enabled and p.offer_price < p.price and p.offer_price > 0
  and (p.offer_start is null or p.offer_start <= now()) and (p.offer_end is null or p.offer_end > now())`;

export const productRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Every route here is a read: `app.reader` answers a visitor's from the replica, if there is one.

  routes.get('/api/market/products/latest', { config: { cache: true }, schema: { response: { 200: products } } }, async (request) => {
    const db = app.reader(request);
    const user = await currentUser(db, request);
    return productsWhere(
      db,
      sql`select p.id from products p join stores s on s.id = p.store_id where ${visibleProduct}
        order by p.created_at desc nulls last, p.id desc nulls last limit ${HOME_ROW_SIZE}`,
      user?.id,
    );
  });

  routes.get('/api/market/products/specialOffers', { config: { cache: true }, schema: { response: { 200: products } } }, async (request) => {
    const db = app.reader(request);
    const user = await currentUser(db, request);
    return productsWhere(
      db,
      sql`select p.id from products p join stores s on s.id = p.store_id where ${visibleProduct} and ${activeOffer}
        order by p.offer_end asc nulls last, p.id desc limit ${HOME_ROW_SIZE}`,
      user?.id,
    );
  });

  /** Best sellers: units sold in orders. */
  routes.get('/api/market/products/tendency', { config: { cache: true }, schema: { response: { 200: products } } }, async (request) => {
    const db = app.reader(request);
    const user = await currentUser(db, request);
    return productsWhere(
      db,
      sql`select p.id from products p join stores s on s.id = p.store_id where ${visibleProduct} and p.sold_count > 0
        order by p.sold_count desc nulls last, p.id desc nulls last limit ${HOME_ROW_SIZE}`,
      user?.id,
    );
  });

  routes.get(
    '/api/market/products/:id',
    { config: { cache: true }, schema: { params: productIdParamsSchema, response: { 200: productDetailSchema } } },
    async (request) => {
      const db = app.reader(request);
      const user = await currentUser(db, request);
      const [product] = await loadProducts(db, [request.params.id], user?.id);
      if (!product) throw fail('not_found', 'api.productNotFound');
      const { rows } = await db.execute<{ taking: boolean }>(sql`select billing_stopped is null as taking from stores where id = ${product.store_id}`);
      return { ...product, store_taking_orders: rows[0]?.taking !== false };
    },
  );

  routes.get(
    '/api/market/products/:id/reviews',
    {
      config: { cache: true },
      schema: { params: productIdParamsSchema, querystring: reviewListQuerySchema, response: { 200: z.array(reviewSchema) } },
    },
    async (request) => productReviews(app.reader(request), request.params.id, request.query.sort),
  );

  async function productReviews(db: Database, productId: number, sort: ReviewSort) {
    const { rows: visible } = await db.execute(
      sql`select 1 from products p join stores s on s.id = p.store_id where p.id = ${productId} and ${visibleProduct}`,
    );
    if (visible.length === 0) throw fail('not_found', 'api.productNotFound');
    const { rows } = await db.execute<Parameters<typeof toReview>[0]>(sql`
      select ${reviewColumns} from reviews r join users u on u.id = r.user_id
      where r.product_id = ${productId} and r.hidden_at is null order by ${reviewOrder[sort]} limit ${PRODUCT_REVIEWS}`);
    return rows.map(toReview);
  }
};
