import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ta } from '@plaza/domain/messages/es-admin';
import { adminReviewPageSchema } from '@plaza/domain/schemas/admin-ops';
import { buildTestApp, type Client, type TestApp } from '../../test/app';
import { panelWorld, signedInAs, type PanelWorld } from '../store-admin/panel-world';

let app: TestApp;
let admin: Client;
let adminId: string;
let world: PanelWorld;
let storeSlug: string;
/** Reviews of the CUP product: 5 by one customer (with a comment), 1 by another (the abusive one). */
let good: number;
let abusive: number;

beforeAll(async () => {
  app = await buildTestApp({}, { seed: 'reference' });
  world = await panelWorld(app);
  ({ client: admin, id: adminId } = await signedInAs(app, 'admin'));
  const other = await signedInAs(app, 'customer');
  const product = world.products.cup;
  expect((await world.customer.send('POST', `/api/market/products/${product}/review`, { rating: 5, comment: 'Muy bueno, llegó a tiempo' })).statusCode).toBe(200);
  expect((await other.client.send('POST', `/api/market/products/${product}/review`, { rating: 1, comment: 'Insultos y spam' })).statusCode).toBe(200);
  const { rows } = await app.deps.db.execute<{ id: number; rating: number; slug: string }>(sql`
    select r.id, r.rating, s.slug from reviews r join products p on p.id = r.product_id join stores s on s.id = p.store_id
    where r.product_id = ${product} order by r.rating desc`);
  good = rows[0]!.id;
  abusive = rows[1]!.id;
  storeSlug = rows[0]!.slug;
}, 60_000);
afterAll(() => app?.cleanup());

/** What the storefront shows of the product and its store: ratings, counts and review lists. */
async function storefront() {
  const product = (await app.inject(`/api/market/products/${world.products.cup}`)).json();
  const reviews = (await app.inject(`/api/market/products/${world.products.cup}/reviews`)).json() as { review_id: number }[];
  const store = (await app.inject(`/api/market/stores/${storeSlug}`)).json();
  const home = (await app.inject('/api/market/reviews')).json() as { review_id: number }[];
  return {
    productRating: product.rating,
    productReviews: product.reviews,
    productList: reviews.map((review) => review.review_id).sort(),
    storeRating: store.store.rating,
    storeReviews: store.store.review_count,
    storeList: (store.reviews as { review_id: number }[]).map((review) => review.review_id).sort(),
    homeList: home.map((review) => review.review_id).sort(),
  };
}

describe('PATCH /api/admin/reviews/{reviewId}', () => {
  it('hides a review from every storefront list and count and recomputes the ratings; showing it puts it back', async () => {
    const both = [good, abusive].sort();
    expect(await storefront()).toEqual({
      productRating: 3,
      productReviews: 2,
      productList: both,
      storeRating: 3,
      storeReviews: 2,
      storeList: both,
      homeList: both,
    });

    const hide = await admin.send('PATCH', `/api/admin/reviews/${abusive}`, { hidden: true });
    expect(hide.statusCode, hide.body).toBe(200);
    expect(hide.json()).toMatchObject({ review_id: abusive, hidden: true, hidden_at: expect.any(String), rating: 1, comment: 'Insultos y spam' });
    expect(await storefront()).toEqual({
      productRating: 5,
      productReviews: 1,
      productList: [good],
      storeRating: 5,
      storeReviews: 1,
      storeList: [good],
      homeList: [good],
    });

    // Hiding it again changes nothing.
    expect((await admin.send('PATCH', `/api/admin/reviews/${abusive}`, { hidden: true })).json().hidden_at).toBe(hide.json().hidden_at);
    expect((await storefront()).productReviews).toBe(1);

    const show = await admin.send('PATCH', `/api/admin/reviews/${abusive}`, { hidden: false });
    expect(show.json()).toMatchObject({ hidden: false, hidden_at: null });
    expect(await storefront()).toMatchObject({ productRating: 3, productReviews: 2, productList: both, storeRating: 3, storeReviews: 2 });
  });

  it('records hiding in the audit log as the operator\'s', async () => {
    await admin.send('PATCH', `/api/admin/reviews/${good}`, { hidden: true });
    await admin.send('PATCH', `/api/admin/reviews/${good}`, { hidden: false });
    const { rows } = await app.deps.db.execute<{ actor_id: string; actor_role: string; store_id: number; after: Record<string, unknown> }>(
      sql`select actor_id, actor_role, store_id, after from audit_log where kind = 'reviews.update' and entity_id = ${String(good)} order by id`,
    );
    expect(rows.map((row) => [row.actor_id, row.actor_role, Object.keys(row.after)])).toEqual([
      [adminId, 'admin', ['hidden_at']],
      [adminId, 'admin', ['hidden_at']],
    ]);
    const { rows: ratings } = await app.deps.db.execute<{ n: number }>(
      sql`select count(*)::int as n from audit_log where kind = 'stores.update' and store_id = ${world.storeA} and actor_id = ${adminId}`,
    );
    expect(ratings[0]!.n).toBeGreaterThan(0);
  });

  it('a customer who rewrites a hidden review leaves it hidden and out of the rating', async () => {
    await admin.send('PATCH', `/api/admin/reviews/${abusive}`, { hidden: true });
    // The author's browser: the review is handed to an account this test can sign in as.
    const author = await signedInAs(app, 'customer');
    await app.deps.db.execute(sql`update reviews set user_id = ${author.id} where id = ${abusive}`);
    expect((await author.client.send('POST', `/api/market/products/${world.products.cup}/review`, { rating: 2, comment: 'Otra vez' })).statusCode).toBe(200);
    expect(await storefront()).toMatchObject({ productRating: 5, productReviews: 1, productList: [good] });
    await admin.send('PATCH', `/api/admin/reviews/${abusive}`, { hidden: false });
  });

  it('answers 404 for a review that does not exist and 400 for a bad id or body', async () => {
    const missing = await admin.send('PATCH', '/api/admin/reviews/999999', { hidden: true });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(ta('ops.reviews.notFound'));
    for (const id of ['x', '0', '99999999999']) expect((await admin.send('PATCH', `/api/admin/reviews/${id}`, { hidden: true })).statusCode, id).toBe(400);
    for (const body of [{}, { hidden: 'sí' }, { hidden: 1 }]) {
      const response = await admin.send('PATCH', `/api/admin/reviews/${good}`, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(ta('ops.fields.hiddenRequired'));
    }
  });
});

describe('GET /api/admin/reviews', () => {
  it('lists every review newest first with its product, store and author, filtered by text and by hidden', async () => {
    await admin.send('PATCH', `/api/admin/reviews/${abusive}`, { hidden: true });
    const all = adminReviewPageSchema.parse((await admin.get('/api/admin/reviews')).json());
    expect(all.results.map((review) => review.review_id)).toEqual([abusive, good]);
    expect(all.results[1]).toMatchObject({
      product_id: world.products.cup,
      product_name: 'Café molido',
      store_id: world.storeA,
      store_name: 'Tienda Alfa',
      store_slug: storeSlug,
      user_name: 'Laura',
      rating: 5,
      comment: 'Muy bueno, llegó a tiempo',
      hidden: false,
    });
    const ids = async (query: string) => ((await admin.get(`/api/admin/reviews?${query}`)).json().results as { review_id: number }[]).map((r) => r.review_id);
    expect(await ids('hidden=true')).toEqual([abusive]);
    expect(await ids('hidden=false')).toEqual([good]);
    expect(await ids('hidden=')).toEqual([abusive, good]);
    expect(await ids(`q=${encodeURIComponent('LLEGO')}`)).toEqual([good]);
    expect(await ids(`q=${encodeURIComponent('cafe')}`)).toEqual([abusive, good]);
    expect(await ids('q=alfa&hidden=true')).toEqual([abusive]);
    expect(await ids('q=nada-parecido')).toEqual([]);
    expect(await ids('page_size=1&page=2')).toEqual([good]);
    expect((await admin.get('/api/admin/reviews?hidden=quizas')).statusCode).toBe(400);
  });
});
