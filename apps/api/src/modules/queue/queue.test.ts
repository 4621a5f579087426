import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ta } from '@plaza/domain/messages/es-admin';
import { t as mailText } from '@plaza/domain/messages/es-mail';
import { t } from '@plaza/domain/messages/es-server';
import { queueCountsSchema, queueItemsSchema, SUSPENSION_REVIEW_DAYS, type QueueCounts } from '@plaza/domain/schemas/queue';
import { buildTestApp, type Client, type TestApp } from '../../test/app';
import { sellerApplication } from '../../test/payloads';
import { panelWorld, signedInAs, type PanelWorld } from '../store-admin/panel-world';
import { submitApplication } from '../sellers/application-service';

const DAY = 24 * 60 * 60 * 1000;
let now = new Date('2026-11-20T15:00:00Z');
let app: TestApp;
let admin: Client;
let world: PanelWorld;
/** Reviews of storeA's CUP product: one by the world's customer, one by another. */
let reviewByCustomer: number;
let reviewByOther: number;
let other: Client;
let otherId: string;
let next = 0;

beforeAll(async () => {
  app = await buildTestApp({}, { seed: 'reference', clock: () => now });
  world = await panelWorld(app);
  ({ client: admin } = await signedInAs(app, 'admin'));
  ({ client: other, id: otherId } = await signedInAs(app, 'customer'));
  const product = world.products.cup;
  expect((await world.customer.send('POST', `/api/market/products/${product}/review`, { rating: 5, comment: 'Muy bueno' })).statusCode).toBe(200);
  expect((await other.send('POST', `/api/market/products/${product}/review`, { rating: 1, comment: 'Estafa, no compren' })).statusCode).toBe(200);
  const { rows } = await app.deps.db.execute<{ id: number; user_id: string }>(sql`select id, user_id from reviews where product_id = ${product}`);
  reviewByOther = rows.find((row) => row.user_id === otherId)!.id;
  reviewByCustomer = rows.find((row) => row.user_id !== otherId)!.id;
  // The test stores start paid far ahead: nothing of theirs is overdue unless a test says so.
  await app.deps.db.execute(sql`update stores set paid_through = '2027-06-01'`);
}, 60_000);
afterAll(() => app?.cleanup());

async function counts(): Promise<QueueCounts['counts']> {
  const response = await admin.get('/api/admin/queue');
  expect(response.statusCode, response.body).toBe(200);
  const body = queueCountsSchema.parse(response.json());
  expect(body.total).toBe(Object.values(body.counts).reduce((sum, n) => sum + n, 0));
  return body.counts;
}

async function items() {
  const response = await admin.get('/api/admin/queue/items');
  expect(response.statusCode, response.body).toBe(200);
  return queueItemsSchema.parse(response.json());
}

const report = (client: Client, reviewId: number | string, reason: unknown = 'Insulta al vendedor') =>
  client.send('POST', `/api/market/reviews/${reviewId}/report`, { reason });

const openReports = async (reviewId: number) =>
  (await app.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from review_reports where review_id = ${reviewId} and closed_at is null`)).rows[0]!.n;

const hidden = async (reviewId: number) =>
  (await app.deps.db.execute<{ hidden: boolean }>(sql`select hidden_at is not null as hidden from reviews where id = ${reviewId}`)).rows[0]!.hidden;

describe('who may read and work the queue', () => {
  it('answers 403 to a visitor, a customer and a seller, on every queue route', async () => {
    const paths: [string, string][] = [
      ['GET', '/api/admin/queue'],
      ['GET', '/api/admin/queue/items'],
      ['POST', '/api/admin/queue/applications/1/approve'],
      ['POST', '/api/admin/queue/reviews/1/keep'],
      ['POST', `/api/admin/queue/suspensions/${world.storeA}/keep`],
    ];
    for (const client of [world.visitor, world.customer, world.seller])
      for (const [method, path] of paths) {
        const response = method === 'GET' ? await client.get(path) : await client.send('POST', path, {});
        expect(response.statusCode, path).toBe(403);
        expect(response.json()).toMatchObject({ success: false, message: ta('access.adminsOnly') });
      }
  });
});

describe('"Denunciar" a review', () => {
  it('needs a signed-in account and a reason; a shopper cannot report their own review', async () => {
    expect((await report(world.visitor, reviewByOther)).statusCode).toBe(401);
    for (const reason of ['', '   ', 'x'.repeat(501), 42, null]) {
      const response = await report(world.customer, reviewByOther, reason);
      expect(response.statusCode, String(reason)).toBe(400);
      expect(response.json().success).toBe(false);
    }
    const own = await report(other, reviewByOther);
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(t('trust.report.ownReview'));
    for (const id of ['999999', 'abc', '-1', '0', '99999999999'])
      expect([400, 404], id).toContain((await report(world.customer, id)).statusCode);
    expect(await openReports(reviewByOther)).toBe(0);
    expect((await counts()).reported_reviews).toBe(0);
  });

  it('counts one report per account: parallel requests and retries leave one, and the review stays shown', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => report(world.customer, reviewByOther)));
    for (const answer of answers) expect(answer.json()).toEqual({ success: true, message: t('trust.report.sent') });
    expect(await openReports(reviewByOther)).toBe(1);
    expect(await hidden(reviewByOther)).toBe(false);
    expect(await counts()).toMatchObject({ reported_reviews: 1 });
  });

  it('lets the store owner report a review of its product from the panel, never another store\'s, and hides nothing', async () => {
    const path = (store: number, review: number | string) => `/api/store_admin/stores/${store}/reviews/${review}/report`;
    // Another store's owner: the store is not theirs (404), and through their own store the review is not found.
    expect((await world.otherSeller.send('POST', path(world.storeA, reviewByCustomer), { reason: 'Falsa' })).statusCode).toBe(404);
    expect((await world.otherSeller.send('POST', path(world.storeB, reviewByCustomer), { reason: 'Falsa' })).statusCode).toBe(404);
    expect((await world.seller.send('POST', path(world.storeA2, reviewByCustomer), { reason: 'Falsa' })).statusCode).toBe(404);
    expect((await world.seller.send('POST', path(world.storeA, reviewByCustomer), { reason: '' })).statusCode).toBe(400);
    expect(await openReports(reviewByCustomer)).toBe(0);

    const answers = await Promise.all([1, 2, 3].map(() => world.seller.send('POST', path(world.storeA, reviewByCustomer), { reason: 'Reseña falsa de la competencia' })));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(await openReports(reviewByCustomer)).toBe(1);
    expect(await hidden(reviewByCustomer)).toBe(false);
    const { reported_reviews } = await items();
    const item = reported_reviews.find((review) => review.review_id === reviewByCustomer)!;
    expect(item.reports).toEqual([{ reason: 'Reseña falsa de la competencia', by_seller: true, created_at: expect.any(String) }]);
    // The product page still lists it.
    const listed = (await world.visitor.get(`/api/market/products/${world.products.cup}/reviews`)).json() as { review_id: number }[];
    expect(listed.map((review) => review.review_id)).toContain(reviewByCustomer);
    expect((await counts()).reported_reviews).toBe(2);
  });
});

describe('the operator decides a reported review', () => {
  it('keeps one: its reports close, it stays shown, and a second decision is 409', async () => {
    const response = await admin.send('POST', `/api/admin/queue/reviews/${reviewByCustomer}/keep`, {});
    expect(response.json()).toEqual({ success: true, message: ta('queue.reviewKept') });
    expect(await openReports(reviewByCustomer)).toBe(0);
    expect(await hidden(reviewByCustomer)).toBe(false);
    const again = await admin.send('POST', `/api/admin/queue/reviews/${reviewByCustomer}/keep`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ta('queue.noOpenReports'));
    // The same account reporting again is the report it already made: closed, not a new one.
    await world.seller.send('POST', `/api/store_admin/stores/${world.storeA}/reviews/${reviewByCustomer}/report`, { reason: 'Otra vez' });
    expect(await openReports(reviewByCustomer)).toBe(0);
    expect((await counts()).reported_reviews).toBe(1);
  });

  it('removes one with a reason: hidden, ratings recomputed, its author mailed once even when two operators press at once', async () => {
    const bad = await admin.send('POST', `/api/admin/queue/reviews/${reviewByOther}/remove`, { reason: '  ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(ta('queue.reasonRequired'));
    expect((await admin.send('POST', '/api/admin/queue/reviews/999999/remove', { reason: 'x' })).statusCode).toBe(404);
    expect(await hidden(reviewByOther)).toBe(false);

    const second = (await signedInAs(app, 'admin')).client;
    await app.flushMail();
    app.sent.splice(0);
    const answers = await Promise.all([admin, second].map((client) => client.send('POST', `/api/admin/queue/reviews/${reviewByOther}/remove`, { reason: 'Lenguaje ofensivo' })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await hidden(reviewByOther)).toBe(true);
    expect(await openReports(reviewByOther)).toBe(0);
    const product = (await world.visitor.get(`/api/market/products/${world.products.cup}`)).json();
    expect(product.rating).toBe(5);
    await app.flushMail();
    const mails = app.sent.filter((mail) => mail.subject.startsWith(mailText('reviewMail.removedSubject', { product: '' }).slice(0, 20)));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(mailText('reviewMail.reason', { reason: 'Lenguaje ofensivo' }));
    expect((await counts()).reported_reviews).toBe(0);
    // A hidden review cannot be reported by a shopper any more.
    expect((await report(world.customer, reviewByOther)).statusCode).toBe(404);
  });
});

describe('applications in the queue', () => {
  it('counts the pending ones; approve and reject (with a reason, mailed) from the queue; a second decision is 409', async () => {
    const before = (await counts()).applications;
    const apply = () =>
      submitApplication(app.deps.db, app.config, sellerApplication({ user: { email: `cola${++next}@example.com` }, store: { name: `Cola ${next}` } }) as never, undefined);
    await apply();
    await apply();
    expect((await counts()).applications).toBe(before + 2);
    const [first, second] = (await items()).applications.slice(-2);
    expect(first!.store_name).toMatch(/^Cola /);

    expect((await admin.send('POST', `/api/admin/queue/applications/${second!.id}/reject`, {})).statusCode).toBe(400);
    expect((await admin.send('POST', '/api/admin/queue/applications/999999/approve', {})).statusCode).toBe(404);
    expect((await admin.send('POST', '/api/admin/queue/applications/abc/approve', {})).statusCode).toBeLessThan(500);

    const approved = await admin.send('POST', `/api/admin/queue/applications/${first!.id}/approve`, {});
    expect(approved.json()).toEqual({ success: true, message: ta('queue.approved', { store: first!.store_name }) });
    await app.flushMail();
    app.sent.splice(0);
    const rejected = await admin.send('POST', `/api/admin/queue/applications/${second!.id}/reject`, { reason: 'Falta el RUT' });
    expect(rejected.json()).toEqual({ success: true, message: ta('queue.rejected') });
    await app.flushMail();
    expect(app.sent.some((mail) => mail.to === second!.email && mail.text.includes('Falta el RUT'))).toBe(true);
    expect((await admin.send('POST', `/api/admin/queue/applications/${second!.id}/approve`, {})).statusCode).toBe(409);
    expect((await counts()).applications).toBe(before);
  });
});

describe('overdue stores in the queue', () => {
  it('counts a paid plan past its paid-through day (in grace or stopped), not a cancelled or free one, until a payment', async () => {
    expect((await counts()).overdue).toBe(0);
    const { rows } = await app.deps.db.execute<{ id: number }>(sql`select id from store_plans where price_monthly > 0 order by price_monthly limit 1`);
    await app.deps.db.execute(sql`update stores set plan_id = ${rows[0]!.id}, paid_through = '2026-11-18' where id in (${world.storeA}, ${world.storeB})`);
    await app.deps.db.execute(sql`update stores set billing_stopped = 'cancelled' where id = ${world.storeB}`);
    expect((await counts()).overdue).toBe(1);
    const [item] = (await items()).overdue;
    expect(item).toMatchObject({ store_id: world.storeA, paid_through: '2026-11-18', stopped: false });
    // The store's billing screen settles it: the queue's link goes there.
    const billing = (await admin.get(`/api/admin/stores/${world.storeA}/billing`)).json();
    const paid = await admin.send('POST', `/api/admin/stores/${world.storeA}/payments`, { amount: billing.amount_due, method: 'cash', reference: 'COLA-1' });
    expect(paid.statusCode, paid.body).toBe(201);
    expect((await counts()).overdue).toBe(0);
  });
});

describe('suspensions to review', () => {
  it('come up SUSPENSION_REVIEW_DAYS after they began; keep puts one off as long again; lift reopens and mails the owner', async () => {
    const suspend = await admin.send('PATCH', `/api/admin/stores/${world.storeA2}`, { suspended: true, reason: 'Vende productos prohibidos' });
    expect(suspend.statusCode, suspend.body).toBe(200);
    await app.deps.db.execute(sql`update stores set suspended_at = ${new Date(now.getTime() - DAY).toISOString()}::timestamptz where id = ${world.storeA2}`);
    expect((await counts()).suspensions).toBe(0);
    now = new Date(now.getTime() + SUSPENSION_REVIEW_DAYS * DAY);
    expect((await counts()).suspensions).toBe(1);
    expect((await items()).suspensions).toEqual([
      { store_id: world.storeA2, store_name: expect.any(String), reason: 'Vende productos prohibidos', suspended_at: expect.any(String), reviewed_at: null },
    ]);

    // Not suspended, no such store, not a number: refused, nothing changes.
    expect((await admin.send('POST', `/api/admin/queue/suspensions/${world.storeB}/keep`, {})).statusCode).toBe(409);
    expect((await admin.send('POST', `/api/admin/queue/suspensions/${world.storeB}/lift`, {})).statusCode).toBe(409);
    expect((await admin.send('POST', '/api/admin/queue/suspensions/999999/keep', {})).statusCode).toBe(404);
    expect([400, 404]).toContain((await admin.send('POST', '/api/admin/queue/suspensions/abc/keep', {})).statusCode);
    expect((await admin.send('POST', `/api/admin/queue/suspensions/${world.storeA2}/lift`, { reason: 'x'.repeat(501) })).statusCode).toBe(400);

    const kept = await admin.send('POST', `/api/admin/queue/suspensions/${world.storeA2}/keep`, {});
    expect(kept.json()).toEqual({ success: true, message: ta('queue.suspensionKept', { days: SUSPENSION_REVIEW_DAYS }) });
    expect((await counts()).suspensions).toBe(0);
    now = new Date(now.getTime() + SUSPENSION_REVIEW_DAYS * DAY);
    expect((await counts()).suspensions).toBe(1);

    await app.flushMail();
    app.sent.splice(0);
    const answers = await Promise.all([1, 2].map(() => admin.send('POST', `/api/admin/queue/suspensions/${world.storeA2}/lift`, { reason: 'Retiró los productos' })));
    expect(answers.map((answer) => answer.statusCode)).toContain(200);
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
    await app.flushMail();
    const reopened = app.sent.filter((mail) => mail.text.includes(mailText('storeMail.reopenedNote', { reason: 'Retiró los productos' })));
    expect(reopened).toHaveLength(1);
    expect((await counts()).suspensions).toBe(0);
    const { rows } = await app.deps.db.execute<{ reviewed: string | null }>(sql`select suspension_reviewed_at as reviewed from stores where id = ${world.storeA2}`);
    expect(rows[0]!.reviewed).toBeNull();
  });
});
