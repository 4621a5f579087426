import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tp } from '@plaza/domain/messages/es-panel';
import { t } from '@plaza/domain/messages/es-server';
import type { PanelOrder, PanelOrderPage } from '@plaza/domain/schemas/panel-orders';
import { t as orderText } from '@plaza/domain/messages/es-mail';
import { parse } from 'csv-parse/sync';
import { buildTestApp, type Client, type TestApp } from '../../test/app';
import { changed, dataDigest } from '../../test/digest';
import { runPeriodically } from '../../platform/periodic';
import { panelWorld, signedInAs, type PanelWorld } from '../store-admin/panel-world';
import { expirePendingOrders } from './order-transitions';

let app: TestApp;
let world: PanelWorld;
let buyers: Client[];
let buyer: Client;
let buyerId: string;
let storeBMethod: number;

beforeAll(async () => {
  app = await buildTestApp({ PUBLIC_URL: 'https://plaza.example' }, { seed: 'reference' });
  world = await panelWorld(app);
  const signed = await Promise.all([1, 2, 3, 4].map(() => signedInAs(app, 'customer')));
  buyers = signed.map((s) => s.client);
  buyer = buyers[0]!;
  buyerId = signed[0]!.id;
  await app.deps.db.execute(sql`update users set phone = '+53 5 222 3344' where id = ${buyerId}`);
  await app.deps.db.execute(sql`update products set stock = 100000 where id in (${world.products.cup}, ${world.products.usd}, ${world.products.other})`);
  const { rows } = await app.deps.db.execute<{ id: number }>(sql`
    insert into payment_methods (store_id, name, kind) values (${world.storeB}, 'Efectivo', 'cash') returning id`);
  storeBMethod = rows[0]!.id;
}, 60_000);
afterAll(() => app?.cleanup());

let orderCount = 0;
/** A checkout through the storefront's API, by one of the buyers in turn (each has its own order rate limit). */
async function placeOrder(items: { product_id: number; quantity: number }[], extra: Record<string, unknown> = {}, by?: Client) {
  const client = by ?? buyers[orderCount++ % buyers.length]!;
  const response = await client.send('POST', '/api/market/orders', { store_id: world.storeA, payment_method_id: world.whatsappMethod, items, ...extra });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ order_id: string; payment_link: string | null }>();
}

const base = () => `/api/store_admin/stores/${world.storeA}/orders`;
const patch = (orderId: string, body: unknown, client = world.seller, store = world.storeA) =>
  client.send('PATCH', `/api/store_admin/stores/${store}/orders/${orderId}`, body);
const stock = async (id: number) => {
  const { rows } = await app.deps.db.execute<{ stock: number; sold_count: number }>(sql`select stock, sold_count from products where id = ${id}`);
  return rows[0]!;
};
const statusOf = async (orderId: string) => {
  const { rows } = await app.deps.db.execute<{ status: string }>(sql`select status from orders where id = ${orderId}`);
  return rows[0]!.status;
};

describe("the seller's inbox", () => {
  it('shows an order with its buyer, lines in their currencies and one total per currency; the WhatsApp message ends with its panel link', async () => {
    const created = await placeOrder(
      [
        { product_id: world.products.cup, quantity: 2 },
        { product_id: world.products.usd, quantity: 1 },
      ],
      {},
      buyer,
    );
    const text = decodeURIComponent(created.payment_link!.split('?text=')[1]!);
    const url = `https://plaza.example/seller/orders/${created.order_id}`;
    expect(text.split('\n').at(-1)).toBe(orderText('orderTexts.whatsappPanelLink', { url }));
    expect(text.endsWith(url)).toBe(true);
    // The link grants nothing by itself: the API behind it wants the owner's session.
    expect((await app.inject(`${base()}/${created.order_id}`)).statusCode).toBe(401);
    expect((await world.otherSeller.get(`${base()}/${created.order_id}`)).statusCode).toBe(404);

    const response = await world.seller.get(`${base()}/${created.order_id}`);
    expect(response.statusCode, response.body).toBe(200);
    const order = response.json<PanelOrder>();
    expect(order).toMatchObject({
      id: created.order_id,
      number: created.order_id.slice(0, 8),
      status: 'pending_payment',
      buyer: { name: 'Laura Díaz', phone: '+53 5 222 3344' },
      payment_method: { name: 'WhatsApp', kind: 'whatsapp' },
      coupon: null,
      referral: null,
      cancel_reason: null,
      paid_at: null,
      cancelled_at: null,
      totals: [
        { currency: 'CUP', amount: 50_000 },
        { currency: 'USD', amount: 1_999 },
      ],
    });
    expect(order.lines).toEqual([
      expect.objectContaining({ name: 'Café molido', quantity: 2, unit_price: 25_000, currency: 'CUP', wholesale: false, discount_percent: null }),
      expect.objectContaining({ name: 'Auriculares', quantity: 1, unit_price: 1_999, currency: 'USD', line_total: 1_999 }),
    ]);
    // The store's hold (24 hours unless its seller chose otherwise), below ORDER_PAYMENT_HOURS (72).
    expect(Date.parse(order.expires_at!) - Date.parse(order.created_at)).toBe(24 * 3_600_000);
    const contact = decodeURIComponent(order.buyer_whatsapp_link!);
    expect(order.buyer_whatsapp_link).toMatch(/^https:\/\/wa\.me\/5352223344\?text=/);
    expect(contact).toContain(order.number);
    expect(contact).toContain('500.00 CUP + 19.99 USD');
  });

  it('lists newest first, filters by status, pages with has_next, and counts the orders pending payment', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await placeOrder([{ product_id: world.products.cup, quantity: 1 }])).order_id);
    await app.deps.db.execute(sql`update orders set created_at = now() - interval '30 minutes' where id = ${ids[0]!}`);
    expect((await patch(ids[1]!, { status: 'paid' })).statusCode).toBe(200);

    const all = (await world.seller.get(`${base()}?page_size=100`)).json<PanelOrderPage>();
    const times = all.results.map((order) => Date.parse(order.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all.results.at(-1)!.id).toBe(ids[0]);
    const paid = (await world.seller.get(`${base()}?status=paid`)).json<PanelOrderPage>();
    expect(paid.results.map((order) => order.id)).toContain(ids[1]);
    expect(paid.results.every((order) => order.status === 'paid')).toBe(true);
    expect((await world.seller.get(`${base()}?status=`)).json<PanelOrderPage>().results.length).toBe(all.results.length);

    const first = (await world.seller.get(`${base()}?page=1&page_size=2`)).json<PanelOrderPage>();
    const second = (await world.seller.get(`${base()}?page=2&page_size=2`)).json<PanelOrderPage>();
    expect(first.has_next).toBe(true);
    expect(first.results.map((o) => o.id)).toEqual(all.results.slice(0, 2).map((o) => o.id));
    expect(second.results.map((o) => o.id)).toEqual(all.results.slice(2, 4).map((o) => o.id));
    expect((await world.seller.get(`${base()}?page=100`)).statusCode).toBe(404);

    const pending = all.results.filter((order) => order.status === 'pending_payment').length;
    expect((await world.seller.get(`${base()}/summary`)).json()).toEqual({ pending_payment: pending });
    // The other store's seller sees none of them, in its own store.
    const theirs = (await world.otherSeller.get(`/api/store_admin/stores/${world.storeB}/orders`)).json<PanelOrderPage>();
    expect(theirs.results.some((order) => ids.includes(order.id))).toBe(false);

    for (const query of ['status=shipped', 'page=0', 'page_size=1000', 'page=abc'])
      expect((await world.seller.get(`${base()}?${query}`)).statusCode, query).toBe(400);
  });
});

describe('confirming and cancelling', () => {
  it('moves pending → paid → cancelled, once each, and returns the stock and sold count once', async () => {
    const before = await stock(world.products.cup);
    const { order_id } = await placeOrder([{ product_id: world.products.cup, quantity: 4 }]);
    expect(await stock(world.products.cup)).toEqual({ stock: before.stock - 4, sold_count: before.sold_count + 4 });

    const paid = await patch(order_id, { status: 'paid', reason: 'ignorado' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ id: order_id, status: 'paid', cancel_reason: null, expires_at: null });
    expect(paid.json().paid_at).toEqual(expect.any(String));

    const again = await patch(order_id, { status: 'paid' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(tp('ordersApi.alreadyPaid'));

    const cancelled = await patch(order_id, { status: 'cancelled', reason: '  El comprador no respondió  ' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancel_reason: 'El comprador no respondió' });
    expect(cancelled.json().cancelled_at).toEqual(expect.any(String));
    expect(await stock(world.products.cup)).toEqual(before);

    const digest = dataDigest(app);
    const frozen = await digest();
    for (const [body, message] of [
      [{ status: 'cancelled' }, tp('ordersApi.alreadyCancelled')],
      [{ status: 'paid' }, tp('ordersApi.cannotPayCancelled')],
    ] as const) {
      const refused = await patch(order_id, body);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(message);
    }
    expect(changed(frozen, await digest())).toEqual([]);
    expect(await stock(world.products.cup)).toEqual(before);

    // The buyer heard of each change once, by e-mail; the refused presses wrote none.
    await app.flushMail();
    const { rows } = await app.deps.db.execute<{ email: string }>(sql`select u.email from orders o join users u on u.id = o.user_id where o.id = ${order_id}`);
    const toBuyer = app.sent.filter((mail) => mail.to === rows[0]!.email && mail.text.includes(order_id.slice(0, 8)));
    expect(toBuyer.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Recibimos tu pedido #/),
      expect.stringMatching(/^Pago confirmado: tu pedido #/),
      expect.stringMatching(/^Pedido cancelado: tu pedido #/),
    ]);
    expect(toBuyer[2]!.text).toContain('El comprador no respondió');
  });

  it('cancels a pending order without a reason; refuses bad bodies with a 400 that changes nothing', async () => {
    const { order_id } = await placeOrder([{ product_id: world.products.usd, quantity: 1 }]);
    const digest = dataDigest(app);
    const before = await digest();
    for (const body of [
      { status: 'pending_payment' },
      { status: 'shipped' },
      {},
      { status: 'cancelled', reason: 'x'.repeat(301) },
      { status: 'cancelled', reason: 'línea\u001b[2J' },
      { status: 'cancelled', reason: 12 },
    ]) {
      const response = await patch(order_id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    expect((await patch(order_id, { status: 'shipped' })).json().message).toBe(tp('ordersApi.invalidStatus'));
    expect(changed(before, await digest())).toEqual([]);
    const cancelled = await patch(order_id, { status: 'cancelled', reason: '   ' });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancel_reason: null });
  });

  it('answers the same 404 for another store\'s order, a missing one and any text that is no order id, changing nothing', async () => {
    const response = await buyers[1]!.send('POST', '/api/market/orders', {
      store_id: world.storeB,
      payment_method_id: storeBMethod,
      items: [{ product_id: world.products.other, quantity: 1 }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const theirs = response.json<{ order_id: string }>().order_id;
    const ours = (await placeOrder([{ product_id: world.products.cup, quantity: 1 }])).order_id;
    const notFound = { statusCode: 404, message: tp('ordersApi.notFound') };
    const digest = dataDigest(app);
    const before = await digest();
    const attempts: [Client, number, string][] = [
      [world.seller, world.storeA, theirs],
      [world.seller, world.storeA, '00000000-0000-4000-8000-000000000000'],
      [world.seller, world.storeA, 'no-es-un-id'],
      [world.seller, world.storeA, `${ours.slice(0, 8)}`],
      [world.seller, world.storeA, encodeURIComponent(`${ours}' or '1'='1`)],
      // The seller's other store does not own storeA's order either.
      [world.seller, world.storeA2, ours],
    ];
    for (const [client, store, id] of attempts) {
      const read = await client.get(`/api/store_admin/stores/${store}/orders/${id}`);
      expect({ statusCode: read.statusCode, message: read.json().message }, `GET ${store} ${id}`).toEqual(notFound);
      const write = await patch(id, { status: 'cancelled' }, client, store);
      expect({ statusCode: write.statusCode, message: write.json().message }, `PATCH ${store} ${id}`).toEqual(notFound);
    }
    // Another seller naming its own order under our store, or ours under its store: the store's 404.
    expect((await world.otherSeller.get(`${base()}/${theirs}`)).statusCode).toBe(404);
    const crossed = await patch(ours, { status: 'paid' }, world.otherSeller, world.storeB);
    expect({ statusCode: crossed.statusCode, message: crossed.json().message }).toEqual(notFound);
    expect(changed(before, await digest())).toEqual([]);
    expect(await statusOf(theirs)).toBe('pending_payment');
  });

  it('changes an order once however often the same press is retried at once, and returns the stock once', async () => {
    const before = await stock(world.products.usd);
    const { order_id } = await placeOrder([{ product_id: world.products.usd, quantity: 3 }]);
    const presses = await Promise.all(Array.from({ length: 12 }, (_, i) => patch(order_id, { status: i % 3 === 0 ? 'paid' : 'cancelled' })));
    const codes = presses.map((press) => press.statusCode);
    expect(codes.every((code) => code === 200 || code === 409)).toBe(true);
    const final = await statusOf(order_id);
    expect(final).toBe('cancelled');
    // At most one confirmation and exactly one cancellation got through.
    const ok = presses.filter((press) => press.statusCode === 200).map((press) => press.json<PanelOrder>().status);
    expect(ok.filter((status) => status === 'cancelled').length).toBe(1);
    expect(ok.filter((status) => status === 'paid').length).toBeLessThanOrEqual(1);
    expect(await stock(world.products.usd)).toEqual(before);
  });
});

describe('coupon uses', () => {
  /** A store-wide coupon of storeA that two orders spend. */
  const limitedCoupon = async (code: string) => {
    const { rows } = await app.deps.db.execute<{ id: number }>(sql`
      insert into coupons (store_id, code, scope, discount_percent, usage_limit) values (${world.storeA}, ${code}, 'store', 10, 2) returning id`);
    return rows[0]!.id;
  };
  const usesOf = async (id: number) => {
    const { rows } = await app.deps.db.execute<{ used_count: number }>(sql`select used_count from coupons where id = ${id}`);
    return rows[0]!.used_count;
  };
  const tryOrder = (code: string, by = buyers[3]!) =>
    by.send('POST', '/api/market/orders', {
      store_id: world.storeA,
      payment_method_id: world.whatsappMethod,
      applied_coupon_code: code,
      items: [{ product_id: world.products.cup, quantity: 1 }],
    });

  it('come back once when the seller cancels, from pending or paid, however often or however raced', async () => {
    const id = await limitedCoupon('DOSUSOS');
    const pending = await placeOrder([{ product_id: world.products.cup, quantity: 1 }], { applied_coupon_code: 'DOSUSOS' });
    const paid = await placeOrder([{ product_id: world.products.cup, quantity: 1 }], { applied_coupon_code: 'dosusos' });
    expect(await usesOf(id)).toBe(2);
    const spent = await tryOrder('DOSUSOS');
    expect(spent.statusCode).toBe(400);
    expect(spent.json().message).toBe(t('orders.couponInvalid'));

    // Eight cancel presses at once: one wins, the use comes back once.
    const presses = await Promise.all(Array.from({ length: 8 }, () => patch(pending.order_id, { status: 'cancelled' })));
    expect(presses.filter((press) => press.statusCode === 200)).toHaveLength(1);
    expect(presses.filter((press) => press.statusCode === 409)).toHaveLength(7);
    expect(await usesOf(id)).toBe(1);
    expect((await patch(pending.order_id, { status: 'cancelled' })).statusCode).toBe(409);
    expect(await usesOf(id)).toBe(1);

    expect((await patch(paid.order_id, { status: 'paid' })).statusCode).toBe(200);
    expect(await usesOf(id)).toBe(1);
    expect((await patch(paid.order_id, { status: 'cancelled' })).statusCode).toBe(200);
    expect((await patch(paid.order_id, { status: 'cancelled' })).statusCode).toBe(409);
    expect(await usesOf(id)).toBe(0);

    // The coupon limited to 2 uses is usable twice again, and no more.
    expect((await tryOrder('DOSUSOS')).statusCode).toBe(200);
    expect((await tryOrder('DOSUSOS', buyers[2]!)).statusCode).toBe(200);
    expect((await tryOrder('DOSUSOS', buyers[1]!)).statusCode).toBe(400);
    expect(await usesOf(id)).toBe(2);
  });

  it('come back once when the expiry cancels the order, with several jobs at once', async () => {
    const id = await limitedCoupon('CADUCA');
    const expiring = await placeOrder([{ product_id: world.products.cup, quantity: 1 }], { applied_coupon_code: 'CADUCA' });
    const kept = await placeOrder([{ product_id: world.products.cup, quantity: 1 }], { applied_coupon_code: 'CADUCA' });
    expect(await usesOf(id)).toBe(2);
    await app.deps.db.execute(sql`update orders set created_at = now() - interval '25 hours' where id = ${expiring.order_id}`);
    await Promise.all([1, 2, 3].map(() => expirePendingOrders(app.deps.db, 72)));
    expect(await statusOf(expiring.order_id)).toBe('cancelled');
    expect(await statusOf(kept.order_id)).toBe('pending_payment');
    expect(await usesOf(id)).toBe(1);
    // A seller's press on the expired order changes nothing more.
    expect((await patch(expiring.order_id, { status: 'cancelled' })).statusCode).toBe(409);
    expect(await usesOf(id)).toBe(1);
    expect((await tryOrder('CADUCA')).statusCode).toBe(200);
  });
});

describe('the CSV export', () => {
  it('is UTF-8 with a BOM, every cell quoted, with formulas neutralized, filtered as the inbox, as an attachment', async () => {
    const tricky = await signedInAs(app, 'customer');
    await app.deps.db.execute(sql`
      update users set name = '=HYPERLINK("http://x")', last_name = 'Pérez, "la jefa"', phone = '+53 5 999 0000' where id = ${tricky.id}`);
    const { order_id } = await placeOrder([{ product_id: world.products.cup, quantity: 1 }], {}, tricky.client);
    const { order_id: cancelledId } = await placeOrder([{ product_id: world.products.usd, quantity: 1 }], {}, tricky.client);
    await patch(cancelledId, { status: 'cancelled', reason: '@SUM(1;2), "sin pago"' });

    const response = await world.seller.get(`${base()}.csv`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="pedidos-[\w.-]+\.csv"$/);
    expect(response.headers['cache-control']).toBe('no-store');
    const raw = response.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = raw.toString('utf8');
    expect(text).toContain('\r\n');
    expect(text).toContain('"\'=HYPERLINK(""http://x"") Pérez, ""la jefa"""');
    const rows = parse(text.slice(1), { relax_column_count: false }) as string[][];
    const header = rows[0]!;
    expect(header).toEqual([
      'Número', 'Fecha', 'Estado', 'Comprador', 'Correo', 'Teléfono', 'Productos', 'Cupón', 'Método de pago', 'Referido', 'Total',
      'Motivo de cancelación', 'Pagado el', 'Cancelado el',
    ]);
    const all = (await world.seller.get(`${base()}?page_size=100`)).json<PanelOrderPage>();
    expect(rows.length - 1).toBe(all.results.length);
    const byNumber = new Map(rows.slice(1).map((row) => [row[0], row]));
    const mine = byNumber.get(order_id.slice(0, 8))!;
    expect(mine[2]).toBe('Pendiente de pago');
    expect(mine[3]).toBe('\'=HYPERLINK("http://x") Pérez, "la jefa"');
    expect(mine[5]).toBe("'+53 5 999 0000");
    expect(mine[6]).toBe('1 × Café molido (250.00 CUP)');
    expect(mine[10]).toBe('250.00 CUP');
    expect(mine[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const gone = byNumber.get(cancelledId.slice(0, 8))!;
    expect(gone[2]).toBe('Cancelado');
    expect(gone[11]).toBe('\'@SUM(1;2), "sin pago"');
    expect(gone[13]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);

    const onlyCancelled = parse((await world.seller.get(`${base()}.csv?status=cancelled`)).body.slice(1)) as string[][];
    expect(onlyCancelled.slice(1).every((row) => row[2] === 'Cancelado')).toBe(true);
    expect(onlyCancelled.slice(1).map((row) => row[0])).toContain(cancelledId.slice(0, 8));
    expect((await world.seller.get(`${base()}.csv?status=todo`)).statusCode).toBe(400);
    expect((await world.otherSeller.get(`${base()}.csv`)).statusCode).toBe(404);
    expect((await app.inject(`${base()}.csv`)).statusCode).toBe(401);
  });

  it("keeps a buyer named 'Bob;=2*21;' one harmless cell for a spreadsheet that splits on ';'", async () => {
    const bob = await signedInAs(app, 'customer');
    await app.deps.db.execute(sql`update users set name = 'Bob;=2*21;', last_name = '-1+1' where id = ${bob.id}`);
    const { order_id } = await placeOrder([{ product_id: world.products.cup, quantity: 1 }], {}, bob.client);
    const text = (await world.seller.get(`${base()}.csv`)).body.slice(1);
    const line = text.split('\r\n').find((record) => record.startsWith(`"${order_id.slice(0, 8)}"`))!;
    expect(line).toContain('"Bob;=2*21; -1+1"');
    // Cells as a spreadsheet whose separator is ';' (Spanish Excel) cuts them: only outside quotes.
    const cells: string[] = [''];
    let quoted = false;
    for (const char of line) {
      if (char === '"') quoted = !quoted;
      if (char === ';' && !quoted) cells.push('');
      else cells[cells.length - 1] += char;
    }
    expect(cells).toHaveLength(1);
    expect(cells.filter((cell) => /^[=+\-@]/.test(cell))).toEqual([]);
  });

  it('pages through every order of a large filter in batches', async () => {
    const { rows } = await app.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from orders where store_id = ${world.storeA}`);
    // 1,200 more orders share one instant: the batches' keyset must still take each once.
    await app.deps.db.execute(sql`
      with source as (select * from orders where store_id = ${world.storeA} limit 1)
      insert into orders (user_id, store_id, payment_method_id, status, total_amount, created_at)
      select user_id, store_id, payment_method_id, 'paid', 0, '2024-01-01T00:00:00Z' from source, generate_series(1, 1200)`);
    const text = (await world.seller.get(`${base()}.csv`)).body.slice(1);
    const records = (parse(text) as string[][]).slice(1);
    expect(records.length).toBe(rows[0]!.n + 1200);
    await app.deps.db.execute(sql`delete from orders where store_id = ${world.storeA} and created_at = '2024-01-01T00:00:00Z'`);
  });
});

const setHoldHours = (hours: number) => app.deps.db.execute(sql`update stores set payment_hold_hours = ${hours} where id = ${world.storeA}`);

describe('expiry', () => {
  it('cancels orders pending for ORDER_PAYMENT_HOURS with a reason, returns their stock once, and leaves the rest', async () => {
    // The store holds unpaid orders as long as it may (72 hours): the site's setting decides.
    await setHoldHours(72);
    const before = await stock(world.products.cup);
    const old = await placeOrder([{ product_id: world.products.cup, quantity: 5 }]);
    const oldPaid = await placeOrder([{ product_id: world.products.cup, quantity: 1 }]);
    const fresh = await placeOrder([{ product_id: world.products.cup, quantity: 2 }]);
    await patch(oldPaid.order_id, { status: 'paid' });
    await app.deps.db.execute(sql`update orders set created_at = now() - interval '73 hours' where id in (${old.order_id}, ${oldPaid.order_id})`);
    await app.deps.db.execute(sql`update orders set created_at = now() - interval '71 hours' where id = ${fresh.order_id}`);

    // Several runs at once (as several processes' jobs would): each order is cancelled once.
    const counts = await Promise.all([1, 2, 3].map(() => expirePendingOrders(app.deps.db, 72)));
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await statusOf(old.order_id)).toBe('cancelled');
    expect(await statusOf(oldPaid.order_id)).toBe('paid');
    expect(await statusOf(fresh.order_id)).toBe('pending_payment');
    expect(await stock(world.products.cup)).toEqual({ stock: before.stock - 3, sold_count: before.sold_count + 3 });
    expect(await expirePendingOrders(app.deps.db, 72)).toBe(0);
    const shown = (await world.seller.get(`${base()}/${old.order_id}`)).json<PanelOrder>();
    expect(shown).toMatchObject({ status: 'cancelled', cancel_reason: orderText('orderTexts.expiredReason', { hours: 72 }), expires_at: null });
    // With a shorter setting the fresh one is due too.
    expect(await expirePendingOrders(app.deps.db, 1)).toBeGreaterThanOrEqual(1);
    expect(await statusOf(fresh.order_id)).toBe('cancelled');
    expect(await stock(world.products.cup)).toEqual({ stock: before.stock - 1, sold_count: before.sold_count + 1 });
    const late = await patch(fresh.order_id, { status: 'paid' });
    expect(late.statusCode).toBe(409);
    await setHoldHours(24);
  });

  it("cancels each store's orders after that store's hold, never beyond ORDER_PAYMENT_HOURS", async () => {
    await setHoldHours(6);
    const due = await placeOrder([{ product_id: world.products.cup, quantity: 1 }]);
    const notYet = await placeOrder([{ product_id: world.products.cup, quantity: 1 }]);
    const response = await buyers[1]!.send('POST', '/api/market/orders', {
      store_id: world.storeB,
      payment_method_id: storeBMethod,
      items: [{ product_id: world.products.other, quantity: 1 }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const otherStore = response.json<{ order_id: string }>().order_id;
    await app.deps.db.execute(sql`update orders set created_at = now() - interval '7 hours' where id in (${due.order_id}, ${otherStore})`);
    await app.deps.db.execute(sql`update orders set created_at = now() - interval '5 hours' where id = ${notYet.order_id}`);
    expect((await world.seller.get(`${base()}/${notYet.order_id}`)).json<PanelOrder>().expires_at).toEqual(expect.any(String));

    await expirePendingOrders(app.deps.db, 72);
    expect(await statusOf(due.order_id)).toBe('cancelled');
    expect((await world.seller.get(`${base()}/${due.order_id}`)).json<PanelOrder>().cancel_reason).toBe(orderText('orderTexts.expiredReason', { hours: 6 }));
    expect(await statusOf(notYet.order_id)).toBe('pending_payment');
    const shown = (await world.seller.get(`${base()}/${notYet.order_id}`)).json<PanelOrder>();
    expect(Date.parse(shown.expires_at!) - Date.parse(shown.created_at)).toBe(6 * 3_600_000);
    // storeB keeps the default 24 hours.
    expect(await statusOf(otherStore)).toBe('pending_payment');
    // The site's setting bounds every store's: at 4 hours the 5-hour-old order is due too.
    await expirePendingOrders(app.deps.db, 4);
    expect(await statusOf(notYet.order_id)).toBe('cancelled');
    expect(await statusOf(otherStore)).toBe('cancelled');
    const { rows } = await app.deps.db.execute<{ cancel_reason: string }>(sql`select cancel_reason from orders where id = ${otherStore}`);
    expect(rows[0]!.cancel_reason).toBe(orderText('orderTexts.expiredReason', { hours: 4 }));
    await setHoldHours(24);
  });

  it('runs as a periodic job in the process until the app closes', async () => {
    const { order_id } = await placeOrder([{ product_id: world.products.usd, quantity: 1 }]);
    await app.deps.db.execute(sql`update orders set created_at = now() - interval '100 hours' where id = ${order_id}`);
    const host = Fastify();
    let runs = 0;
    runPeriodically(host, [{ name: 'order-expiry', everyMs: 20, run: () => expirePendingOrders(app.deps.db, 72).finally(() => runs++) }]);
    await host.ready();
    while (runs < 2) await new Promise((resolve) => setTimeout(resolve, 10));
    await host.close();
    const after = runs;
    expect(await statusOf(order_id)).toBe('cancelled');
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(runs).toBe(after);
  });
});

describe('referral commissions', () => {
  it('are pending with the order, earned when paid, void when cancelled, for the shopper and for the seller', async () => {
    const referrer = await signedInAs(app, 'customer');
    await app.deps.db.execute(sql`update products set referral_commission_bp = 1000 where id in (${world.products.cup}, ${world.products.usd})`);
    await app.deps.db.execute(sql`
      insert into referral_links (user_id, product_id, slug) values
        (${referrer.id}, ${world.products.cup}, 'ref-cafe-1'), (${referrer.id}, ${world.products.usd}, 'ref-auri-1')`);
    const a = await placeOrder([{ product_id: world.products.cup, quantity: 2 }], { ref_slug: 'ref-cafe-1' });
    const b = await placeOrder([{ product_id: world.products.cup, quantity: 1 }], { ref_slug: 'ref-cafe-1' });
    const c = await placeOrder([{ product_id: world.products.usd, quantity: 1 }], { ref_slug: 'ref-auri-1' });
    const d = await placeOrder([{ product_id: world.products.cup, quantity: 4 }], { ref_slug: 'ref-cafe-1' });

    const commissions = async () =>
      (await world.seller.get(`/api/store_admin/stores/${world.storeA}/commissions`)).json<{ results: { referrer: { user_id: string } }[] }>()
        .results.find((entry) => entry.referrer.user_id === referrer.id);
    expect(await commissions()).toEqual({
      referrer: { user_id: referrer.id, name: 'Laura Díaz', email: referrer.email },
      pending: [
        // 10% of 2 × 250.00, 1 × 250.00 and 4 × 250.00 CUP; of 19.99 USD, rounded.
        { currency: 'CUP', amount: 17_500 },
        { currency: 'USD', amount: 200 },
      ],
      earned: [],
      sales_count: 4,
    });

    expect((await patch(a.order_id, { status: 'paid' })).json<PanelOrder>().referral).toEqual({
      slug: 'ref-cafe-1',
      referrer_name: 'Laura Díaz',
      commissions: [{ currency: 'CUP', amount: 5_000 }],
    });
    await patch(c.order_id, { status: 'paid' });
    await patch(b.order_id, { status: 'cancelled' });
    await patch(c.order_id, { status: 'cancelled' });
    expect(await commissions()).toEqual(
      expect.objectContaining({ pending: [{ currency: 'CUP', amount: 10_000 }], earned: [{ currency: 'CUP', amount: 5_000 }], sales_count: 2 }),
    );
    // Another seller owes nothing to anyone for these.
    const other = (await world.otherSeller.get(`/api/store_admin/stores/${world.storeB}/commissions`)).json<{ results: unknown[] }>();
    expect(other.results).toEqual([]);
    expect((await world.otherSeller.get(`/api/store_admin/stores/${world.storeA}/commissions`)).statusCode).toBe(404);

    const { rows } = await app.deps.db.execute<{ order_id: string; status: string }>(sql`
      select order_id, status from referral_sales where order_id in (${a.order_id}, ${b.order_id}, ${c.order_id}, ${d.order_id})`);
    expect(Object.fromEntries(rows.map((row) => [row.order_id, row.status]))).toEqual({
      [a.order_id]: 'earned',
      [b.order_id]: 'void',
      [c.order_id]: 'void',
      [d.order_id]: 'pending',
    });

    // The shopper's 'Referidos': each sale's state; only earned commissions count.
    const groups = (await referrer.client.get('/api/user/referrals')).json<
      { referrals: { referral_slug: string; commission_total: number; referral_sales: { order_id: string; status: string }[] }[] }[]
    >();
    const links = new Map(groups.flatMap((group) => group.referrals).map((link) => [link.referral_slug, link]));
    expect(links.get('ref-cafe-1')!.commission_total).toBe(5_000);
    expect(links.get('ref-auri-1')!.commission_total).toBe(0);
    const states = Object.fromEntries(links.get('ref-cafe-1')!.referral_sales.map((sale) => [sale.order_id, sale.status]));
    expect(states).toEqual({ [a.order_id]: 'earned', [b.order_id]: 'void', [d.order_id]: 'pending' });
  });
});

describe("the shopper's orders", () => {
  it('keep their fields and add the cancel reason, null unless cancelled', async () => {
    const kept = await placeOrder([{ product_id: world.products.cup, quantity: 1 }], {}, buyer);
    const dropped = await placeOrder([{ product_id: world.products.cup, quantity: 1 }], {}, buyer);
    await patch(kept.order_id, { status: 'paid' });
    await patch(dropped.order_id, { status: 'cancelled', reason: 'Sin existencias' });
    const groups = (await buyer.get('/api/market/orders')).json<{ orders: { id: string; status: string; cancel_reason: string | null }[] }[]>();
    const orders = new Map(groups.flatMap((group) => group.orders).map((order) => [order.id, order]));
    expect(orders.get(kept.order_id)).toMatchObject({ status: 'paid', cancel_reason: null, total_price: 25_000 });
    expect(orders.get(dropped.order_id)).toMatchObject({ status: 'cancelled', cancel_reason: 'Sin existencias' });
  });
});
