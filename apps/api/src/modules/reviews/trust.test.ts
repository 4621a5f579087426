import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t as tt } from '@plaza/domain/messages/es-trust';
import { reviewSchema } from '@plaza/domain/schemas/product';
import { storeDetailSchema } from '@plaza/domain/schemas/store';
import { buildTestApp, type Client, type TestApp } from '../../test/app';
import { panelWorld, signedInAs, type PanelWorld } from '../store-admin/panel-world';

// Reviews to trust (issue 20 point 5): 'Compra verificada', the order of a product's reviews,
// and a store's rating breakdown.

let app: TestApp;
let world: PanelWorld;
let admin: Client;
let storeSlug: string;
/** Who wrote each review of the CUP product, by how their order of it stands. */
const reviewIds: Record<string, number> = {};
const buyers: Record<string, { client: Client; id: string }> = {};

const order = async (buyer: Client, productId: number) => {
  const response = await buyer.send('POST', '/api/market/orders', {
    store_id: world.storeA,
    payment_method_id: world.whatsappMethod,
    items: [{ product_id: productId, quantity: 1 }],
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ order_id: string }>().order_id;
};
const move = async (orderId: string, status: 'paid' | 'cancelled') => {
  const response = await world.seller.send('PATCH', `/api/store_admin/stores/${world.storeA}/orders/${orderId}`, {
    status,
    ...(status === 'cancelled' ? { reason: 'Sin existencias' } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
};
const review = async (buyer: Client, productId: number, rating: number, comment: string) => {
  const response = await buyer.send('POST', `/api/market/products/${productId}/review`, { rating, comment });
  expect(response.statusCode, response.body).toBe(200);
};
type ListedReview = { review_id: number; rating: number; verified: boolean; user_id: null; comment: string | null };
const list = async (query = '') => {
  const response = await app.inject(`/api/market/products/${world.products.cup}/reviews${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ListedReview[]>();
};

beforeAll(async () => {
  app = await buildTestApp({}, { seed: 'reference' });
  world = await panelWorld(app);
  admin = (await signedInAs(app, 'admin')).client;
  const db = app.deps.db;
  await db.execute(sql`update products set stock = 1000 where store_id = ${world.storeA}`);
  storeSlug = (await db.execute<{ slug: string }>(sql`select slug from stores where id = ${world.storeA}`)).rows[0]!.slug;
  for (const name of ['paid', 'pending', 'cancelled', 'paidThenCancelled', 'otherProduct', 'noOrder'])
    buyers[name] = await signedInAs(app, 'customer');
  const cup = world.products.cup;
  await move(await order(buyers.paid!.client, cup), 'paid');
  // A second, cancelled order of the same product does not take the paid one's mark away.
  await move(await order(buyers.paid!.client, cup), 'cancelled');
  await order(buyers.pending!.client, cup);
  await move(await order(buyers.cancelled!.client, cup), 'cancelled');
  const refunded = await order(buyers.paidThenCancelled!.client, cup);
  await move(refunded, 'paid');
  await move(refunded, 'cancelled');
  await move(await order(buyers.otherProduct!.client, world.products.usd), 'paid');

  // Ratings and dates chosen so that each order differs: ties on rating are broken by date.
  const plan: [string, number, string][] = [
    ['paid', 5, '2026-01-05'],
    ['pending', 4, '2026-01-04'],
    ['cancelled', 1, '2026-01-03'],
    ['paidThenCancelled', 5, '2026-01-06'],
    ['otherProduct', 2, '2026-01-02'],
    ['noOrder', 4, '2026-01-07'],
  ];
  for (const [name, rating, day] of plan) {
    await review(buyers[name]!.client, cup, rating, `Reseña de ${name}`);
    const { rows } = await db.execute<{ id: number }>(sql`
      update reviews set created_at = ${`${day}T12:00:00Z`}::timestamptz where product_id = ${cup} and user_id = ${buyers[name]!.id} returning id`);
    reviewIds[name] = Number(rows[0]!.id);
  }
  // The paid buyer of the USD product reviews it too: verified there, not on the CUP product.
  await review(buyers.otherProduct!.client, world.products.usd, 3, 'Buenos auriculares');
}, 120_000);
afterAll(() => app?.cleanup());

describe("'Compra verificada'", () => {
  it('marks only the review whose author has a paid order with the product: not a pending, cancelled or refunded one, nor a paid order of another product', async () => {
    const reviews = await list();
    for (const item of reviews) expect(reviewSchema.parse(item)).toEqual(item);
    const verified = Object.fromEntries(reviews.map((item) => [item.review_id, item.verified]));
    expect(verified).toEqual({
      [reviewIds.paid!]: true,
      [reviewIds.pending!]: false,
      [reviewIds.cancelled!]: false,
      [reviewIds.paidThenCancelled!]: false,
      [reviewIds.otherProduct!]: false,
      [reviewIds.noOrder!]: false,
    });
    const usd = (await app.inject(`/api/market/products/${world.products.usd}/reviews`)).json<ListedReview[]>();
    expect(usd.map((item) => item.verified)).toEqual([true]);
  });

  it('is the same on the store page and the home page, and names no account', async () => {
    const store = storeDetailSchema.parse((await app.inject(`/api/market/stores/${storeSlug}`)).json());
    const home = (await app.inject('/api/market/reviews')).json<ListedReview[]>();
    for (const reviews of [store.reviews, home]) {
      const paid = reviews.find((item) => item.review_id === reviewIds.paid);
      const pending = reviews.find((item) => item.review_id === reviewIds.pending);
      expect(paid?.verified).toBe(true);
      expect(pending?.verified).toBe(false);
      expect(reviews.every((item) => item.user_id === null)).toBe(true);
      const text = JSON.stringify(reviews);
      for (const { id } of Object.values(buyers)) expect(text).not.toContain(id);
    }
  });

  it('follows the order: a pending order that gets paid verifies its review, and cancelling it takes the mark back', async () => {
    const buyer = await signedInAs(app, 'customer');
    const orderId = await order(buyer.client, world.products.cup);
    await review(buyer.client, world.products.cup, 3, 'Llegó bien');
    const mine = async () => (await list()).find((item) => item.comment === 'Llegó bien')!.verified;
    expect(await mine()).toBe(false);
    await move(orderId, 'paid');
    expect(await mine()).toBe(true);
    await move(orderId, 'cancelled');
    expect(await mine()).toBe(false);
    await app.deps.db.execute(sql`delete from reviews where user_id = ${buyer.id}`);
    await app.deps.db.execute(sql`update products set (rating, review_count) = (select avg(rating), count(*) from reviews where product_id = ${world.products.cup} and hidden_at is null) where id = ${world.products.cup}`);
  });
});

describe('GET /api/market/products/{id}/reviews?sort=', () => {
  const ids = (reviews: ListedReview[]) => reviews.map((item) => item.review_id);

  it('lists newest first by default, and by rating either way with the newest first among equal ratings', async () => {
    const newest = [reviewIds.noOrder, reviewIds.paidThenCancelled, reviewIds.paid, reviewIds.pending, reviewIds.cancelled, reviewIds.otherProduct];
    expect(ids(await list())).toEqual(newest);
    expect(ids(await list('?sort=newest'))).toEqual(newest);
    expect(ids(await list('?sort='))).toEqual(newest);
    expect(ids(await list('?sort=rating_desc'))).toEqual([
      reviewIds.paidThenCancelled, // 5, Jan 6
      reviewIds.paid, // 5, Jan 5
      reviewIds.noOrder, // 4, Jan 7
      reviewIds.pending, // 4, Jan 4
      reviewIds.otherProduct, // 2
      reviewIds.cancelled, // 1
    ]);
    expect(ids(await list('?sort=rating_asc'))).toEqual([
      reviewIds.cancelled,
      reviewIds.otherProduct,
      reviewIds.noOrder,
      reviewIds.pending,
      reviewIds.paidThenCancelled,
      reviewIds.paid,
    ]);
  });

  it('breaks ties of rating and date by id, so every order is total', async () => {
    await app.deps.db.execute(sql`update reviews set created_at = '2026-01-05T12:00:00Z' where id = ${reviewIds.paidThenCancelled}`);
    const [first, second] = [reviewIds.paid!, reviewIds.paidThenCancelled!].sort((a, b) => b - a);
    expect(ids(await list('?sort=rating_desc')).slice(0, 2)).toEqual([first, second]);
    await app.deps.db.execute(sql`update reviews set created_at = '2026-01-06T12:00:00Z' where id = ${reviewIds.paidThenCancelled}`);
  });

  it('refuses an unknown order with a Spanish 400', async () => {
    for (const query of ['?sort=RATING_DESC', '?sort=rating', '?sort=oldest', '?sort=newest&sort=rating_asc', '?sort=rating%5Fdesc%20', "?sort=newest'--"]) {
      const response = await app.inject(`/api/market/products/${world.products.cup}/reviews${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toEqual({ success: false, message: tt('trust.invalidSort') });
    }
    // A null character is refused before any route reads it, in Spanish too.
    const nul = await app.inject(`/api/market/products/${world.products.cup}/reviews?sort=%00`);
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toMatch(/carácter nulo/);
  });

  it("leaves out hidden reviews in every order, and answers 404 for a hidden product's", async () => {
    const hide = await admin.send('PATCH', `/api/admin/reviews/${reviewIds.cancelled}`, { hidden: true });
    expect(hide.statusCode, hide.body).toBe(200);
    for (const sort of ['newest', 'rating_desc', 'rating_asc']) expect(ids(await list(`?sort=${sort}`))).not.toContain(reviewIds.cancelled);
    expect((await admin.send('PATCH', `/api/admin/reviews/${reviewIds.cancelled}`, { hidden: false })).statusCode).toBe(200);
    expect((await app.inject(`/api/market/products/${world.products.hidden}/reviews?sort=rating_asc`)).statusCode).toBe(404);
  });

  it('reads each order from its index, without sorting', async () => {
    for (const order of ['r.created_at desc, r.id desc', 'r.rating desc, r.created_at desc, r.id desc', 'r.rating asc, r.created_at desc, r.id desc']) {
      const plan = await app.deps.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`set local enable_sort = off`);
        const { rows } = await tx.execute<Record<string, string>>(
          sql.raw(`explain select r.id from reviews r where r.product_id = ${world.products.cup} and r.hidden_at is null order by ${order} limit 100`),
        );
        return rows.map((row) => Object.values(row)[0]).join('\n');
      });
      expect(plan, order).toMatch(/reviews_product_(newest|rating_desc|rating_asc)_idx/);
      expect(plan, order).not.toMatch(/\bSort\b/);
    }
  });
});

describe("a store's rating breakdown", () => {
  const breakdown = async () => {
    const response = await app.inject(`/api/market/stores/${storeSlug}`);
    expect(response.statusCode).toBe(200);
    const detail = storeDetailSchema.parse(response.json());
    return { counts: Object.fromEntries(detail.rating_breakdown.map((row) => [row.rating, row.count])), order: detail.rating_breakdown.map((row) => row.rating), total: detail.store.review_count };
  };

  it('counts the shown reviews of each rating, 5 to 1, across the store\'s products, adding up to its review count', async () => {
    const { counts, order, total } = await breakdown();
    expect(order).toEqual([5, 4, 3, 2, 1]);
    // CUP: 5, 5, 4, 4, 2, 1; USD: 3.
    expect(counts).toEqual({ 5: 2, 4: 2, 3: 1, 2: 1, 1: 1 });
    expect(total).toBe(7);
  });

  it('leaves out a review the console hides, and puts it back when shown', async () => {
    expect((await admin.send('PATCH', `/api/admin/reviews/${reviewIds.otherProduct}`, { hidden: true })).statusCode).toBe(200);
    expect(await breakdown()).toMatchObject({ counts: { 5: 2, 4: 2, 3: 1, 2: 0, 1: 1 }, total: 6 });
    expect((await admin.send('PATCH', `/api/admin/reviews/${reviewIds.otherProduct}`, { hidden: false })).statusCode).toBe(200);
    expect(await breakdown()).toMatchObject({ counts: { 2: 1 }, total: 7 });
  });

  it('is all zeros for a store without reviews', async () => {
    const slug = (await app.deps.db.execute<{ slug: string }>(sql`select slug from stores where id = ${world.storeB}`)).rows[0]!.slug;
    const detail = storeDetailSchema.parse((await app.inject(`/api/market/stores/${slug}`)).json());
    expect(detail.rating_breakdown).toEqual([5, 4, 3, 2, 1].map((rating) => ({ rating, count: 0 })));
  });
});

describe('GET /api/market/stores/{slug}/reviews?sort=', () => {
  const storeList = async (query = '') => {
    const response = await app.inject(`/api/market/stores/${storeSlug}/reviews${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ListedReview[]>().map((item) => reviewSchema.parse(item).review_id);
  };

  it("lists the store's shown reviews of all its products newest first by default, and by rating either way", async () => {
    const { rows } = await app.deps.db.execute<{ id: number }>(sql`select id from reviews where product_id = ${world.products.usd}`);
    const usd = Number(rows[0]!.id);
    const newest = await storeList();
    expect(newest).toEqual(await storeList('?sort=newest'));
    expect(newest).toEqual(await storeList('?sort='));
    // The same first reviews as the store page's own list.
    const detail = storeDetailSchema.parse((await app.inject(`/api/market/stores/${storeSlug}`)).json());
    expect(newest).toEqual(detail.reviews.map((item) => item.review_id));
    expect(newest).toHaveLength(7);
    expect(await storeList('?sort=rating_desc')).toEqual([
      reviewIds.paidThenCancelled, // 5, Jan 6
      reviewIds.paid, // 5, Jan 5
      reviewIds.noOrder, // 4, Jan 7
      reviewIds.pending, // 4, Jan 4
      usd, // 3
      reviewIds.otherProduct, // 2
      reviewIds.cancelled, // 1
    ]);
    expect(await storeList('?sort=rating_asc')).toEqual([reviewIds.cancelled, reviewIds.otherProduct, usd, reviewIds.noOrder, reviewIds.pending, reviewIds.paidThenCancelled, reviewIds.paid]);
  });

  it('refuses an unknown order with a Spanish 400, and answers 404 for an unknown store', async () => {
    for (const query of ['?sort=RATING_DESC', '?sort=oldest', '?sort=newest&sort=rating_asc', "?sort=newest'--"]) {
      const response = await app.inject(`/api/market/stores/${storeSlug}/reviews${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toEqual({ success: false, message: tt('trust.invalidSort') });
    }
    for (const slug of ['no-existe', 'tienda%20beta', '%00', 'x'.repeat(300)]) {
      const response = await app.inject(`/api/market/stores/${slug}/reviews?sort=rating_desc`);
      expect(response.statusCode, slug).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, slug).toBeLessThan(500);
    }
  });

  it('leaves out hidden reviews in every order', async () => {
    expect((await admin.send('PATCH', `/api/admin/reviews/${reviewIds.cancelled}`, { hidden: true })).statusCode).toBe(200);
    for (const sort of ['newest', 'rating_desc', 'rating_asc']) expect(await storeList(`?sort=${sort}`)).not.toContain(reviewIds.cancelled);
    expect((await admin.send('PATCH', `/api/admin/reviews/${reviewIds.cancelled}`, { hidden: false })).statusCode).toBe(200);
  });
});
