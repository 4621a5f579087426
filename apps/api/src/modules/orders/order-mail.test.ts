import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderNumber } from '@plaza/domain/constants';
import { t } from '@plaza/domain/messages/es-mail';
import { buildTestApp, Client, type TestApp } from '../../test/app';
import type { CreatedOrder, OrderGroup } from '@plaza/domain/schemas/order';
import { enqueueOrderCancelledMail, enqueueOrderPaidMail } from './order-mail';
import { transitionOrder } from './order-transitions';

let app: TestApp;
let buyer: Client;
let shop: { store_id: number; store_name: string; owner_email: string; method: number; usd: number; eur: number };

beforeAll(async () => {
  app = await buildTestApp({ PUBLIC_URL: 'https://plaza.example' }, { seed: 'demo' });
  buyer = new Client(app);
  expect((await buyer.send('POST', '/api/auth/login', { email: 'cliente@plaza.local', password: 'Cliente123!' })).statusCode).toBe(200);
  // A store selling in two currencies, one product named the way a careless seller might.
  const { rows } = await app.deps.db.execute<typeof shop>(sql`
    select s.id as store_id, s.name as store_name, u.email as owner_email,
      (select id from payment_methods where store_id = s.id and kind = 'whatsapp' and enabled limit 1) as method,
      (select min(p.id) from products p where p.store_id = s.id) as usd,
      (select max(p.id) from products p where p.store_id = s.id) as eur
    from stores s join users u on u.id = s.owner_id
    where exists (select 1 from payment_methods where store_id = s.id and kind = 'whatsapp' and enabled)
      and (select count(*) from products p where p.store_id = s.id) >= 2
    order by s.id limit 1`);
  shop = rows[0]!;
  await app.deps.db.execute(sql`
    update products set hidden = false, stock = 100000, price = 1250, offer_enabled = false, availability_start = null, availability_end = null,
      name = case when id = ${shop.eur} then ${'Tarta <script>alert(1)</script> & "más"'} else name end,
      currency_id = (select c.id from currencies c where c.code = case when products.id = ${shop.usd} then 'USD' else 'EUR' end)
    where id in (${shop.usd}, ${shop.eur})`);
  await app.deps.db.execute(sql`delete from wholesale_prices where product_id in (${shop.usd}, ${shop.eur})`);
  await app.deps.db.execute(sql`update stores set closed_from = null, closed_until = null where id = ${shop.store_id}`);
}, 60_000);
afterAll(() => app?.cleanup());

async function place(method = shop.method, headers: Record<string, string> = {}): Promise<CreatedOrder> {
  const response = await buyer.send(
    'POST',
    '/api/market/orders',
    {
      store_id: shop.store_id,
      payment_method_id: method,
      items: [
        { product_id: shop.usd, quantity: 2 },
        { product_id: shop.eur, quantity: 3 },
      ],
    },
    headers,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CreatedOrder>();
}

const order = async () => (await place()).order_id;

const mailsAbout = (orderId: string) => app.sent.filter((mail) => mail.subject.includes(`#${orderNumber(orderId)}`));
const BUYER = 'cliente@plaza.local';
const toBuyer = (orderId: string) => mailsAbout(orderId).filter((mail) => mail.to === BUYER);
const toSeller = (orderId: string) => mailsAbout(orderId).filter((mail) => mail.to !== BUYER);

/** The buyer's order as Pedidos reads it. */
async function listed(orderId: string) {
  const groups = (await buyer.get('/api/market/orders')).json<OrderGroup[]>();
  return groups.flatMap((group) => group.orders).find((entry) => entry.id === orderId);
}

describe('the new-order e-mail', () => {
  it('goes to the store and to its owner, in Spanish, with the number, the lines and a total per currency, every text escaped', async () => {
    await app.deps.db.execute(sql`update stores set email = 'pedidos@tienda.example' where id = ${shop.store_id}`);
    const id = await order();
    await app.flushMail();
    const mails = toSeller(id);
    expect(mails.map((mail) => mail.to).sort()).toEqual(['pedidos@tienda.example', shop.owner_email].sort());
    const mail = mails[0]!;
    expect(mail.subject).toBe(t('orderMail.newSubject', { number: orderNumber(id), store: shop.store_name }));
    expect(mail.text).toContain(t('orderMail.buyer', { name: 'Ana Pérez' }));
    expect(mail.text).toContain(t('orderMail.buyerPhone', { phone: '+53 5 123 4567' }));
    expect(mail.text).toContain(t('orderMail.buyerEmail', { email: 'cliente@plaza.local' }));
    expect(mail.text).toContain('2 × ');
    expect(mail.text).toContain('12.50 USD c/u = 25.00 USD');
    expect(mail.text).toContain('3 × Tarta <script>alert(1)</script> & "más": 12.50 EUR c/u = 37.50 EUR');
    expect(mail.text).toContain(t('orderMail.total', { amounts: '25.00 USD + 37.50 EUR' }));
    expect(mail.text).not.toMatch(/62\.50/);
    expect(mail.link).toBe(`https://plaza.example/seller/orders/${id}`);

    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Tarta &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;más&quot;');
    expect(mail.html).toContain('25.00 USD + 37.50 EUR');
    expect(mail.html).toContain(`href="https://plaza.example/seller/orders/${id}"`);
  });

  it('goes once when the store\'s address is its owner\'s, whatever the case', async () => {
    await app.deps.db.execute(sql`update stores set email = upper(${shop.owner_email}) where id = ${shop.store_id}`);
    const id = await order();
    await app.flushMail();
    expect(toSeller(id)).toHaveLength(1);
  });

  it('is not written when the order is refused', async () => {
    const before = (await app.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from mail_outbox`)).rows[0]!.n;
    const refused = await buyer.send('POST', '/api/market/orders', {
      store_id: shop.store_id,
      payment_method_id: shop.method,
      items: [{ product_id: shop.usd, quantity: 1_000_000 }],
    });
    expect([400, 409]).toContain(refused.statusCode);
    expect((await app.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from mail_outbox`)).rows[0]!.n).toBe(before);
  });
});

describe('the buyer\'s e-mails', () => {
  it('says the order is paid, and cancelled with the reason, escaped in HTML', async () => {
    const id = await order();
    await app.deps.db.transaction((tx) => enqueueOrderPaidMail(tx, id, app.config.publicUrl));
    await app.deps.db.transaction((tx) => enqueueOrderCancelledMail(tx, id, 'Se agotó <el> "dulce" & no llegó', app.config.publicUrl));
    await app.flushMail();
    const [, paid, cancelled] = toBuyer(id);
    expect(paid?.subject).toBe(t('orderMail.paidSubject', { number: orderNumber(id), store: shop.store_name }));
    expect(paid?.text).toContain(t('orderMail.total', { amounts: '25.00 USD + 37.50 EUR' }));
    expect(paid?.link).toBe('https://plaza.example/profile?section=orders');
    expect(cancelled?.subject).toBe(t('orderMail.cancelledSubject', { number: orderNumber(id), store: shop.store_name }));
    expect(cancelled?.text).toContain(t('orderMail.cancelReason', { reason: 'Se agotó <el> "dulce" & no llegó' }));
    expect(cancelled?.html).toContain('Se agotó &lt;el&gt; &quot;dulce&quot; &amp; no llegó');
  });

  it('leaves the reason out when none was given, and is not written when the transition rolls back', async () => {
    const id = await order();
    await app.deps.db.transaction((tx) => enqueueOrderCancelledMail(tx, id, '  '));
    const rolledBack = app.deps.db.transaction(async (tx) => {
      await enqueueOrderPaidMail(tx, id);
      throw new Error('the payment could not be recorded');
    });
    await expect(rolledBack).rejects.toThrow('the payment could not be recorded');
    await app.flushMail();
    const mails = toBuyer(id);
    expect(mails.map((mail) => mail.subject)).toEqual([
      t('orderMail.receivedSubject', { number: orderNumber(id), store: shop.store_name }),
      t('orderMail.cancelledSubject', { number: orderNumber(id), store: shop.store_name }),
    ]);
    expect(mails[1]!.text).not.toContain(t('orderMail.cancelReason', { reason: '' }).trim());
    expect(mails[1]!.link).toBeUndefined();
  });
});

describe('how to pay a transfer order', () => {
  const INSTRUCTIONS = 'Tarjeta 9204 1299 7000 3100\nA nombre de <Laura> & "Co"';
  let transfer: number;

  beforeAll(async () => {
    const { rows } = await app.deps.db.execute<{ id: number }>(sql`
      insert into payment_methods (store_id, name, kind, instructions, position)
      values (${shop.store_id}, 'Transferencia', 'transfer', ${'  ' + INSTRUCTIONS + '\n'}, 9) returning id`);
    transfer = rows[0]!.id;
  });

  it('answers the method\'s instructions with the new order, again to a retry, and in Pedidos while payment is due', async () => {
    const key = { 'idempotency-key': `transfer-${Date.now()}` };
    const created = await place(transfer, key);
    expect(created.payment).toEqual({ method: 'Transferencia', instructions: INSTRUCTIONS });
    // A retry of the same checkout answers the same order, and how to pay it.
    const again = await place(transfer, key);
    expect(again.order_id).toBe(created.order_id);
    expect(again.payment).toEqual(created.payment);
    expect((await listed(created.order_id))?.payment).toEqual({ method: 'Transferencia', instructions: INSTRUCTIONS });

    // The seller corrects the account: the buyer who has not paid yet reads the correction.
    await app.deps.db.execute(sql`update payment_methods set instructions = 'Tarjeta 9204 0000 1111 2222' where id = ${transfer}`);
    expect((await listed(created.order_id))?.payment.instructions).toBe('Tarjeta 9204 0000 1111 2222');
    await app.deps.db.execute(sql`update payment_methods set instructions = ${INSTRUCTIONS} where id = ${transfer}`);

    // Paid (or cancelled): nothing is due, so nothing says to pay it.
    await transitionOrder(app.deps.db, shop.store_id, created.order_id, 'paid', null, async () => null);
    expect((await listed(created.order_id))?.payment).toEqual({ method: 'Transferencia', instructions: null });
  });

  it('answers none for a method without instructions', async () => {
    const created = await place();
    expect(created.payment).toEqual({ method: 'WhatsApp', instructions: null });
    expect((await listed(created.order_id))?.payment.instructions).toBeNull();
  });

  it('e-mails the buyer a receipt with the number, the lines, the totals with their codes and how to pay, escaped in HTML', async () => {
    const { order_id: id } = await place(transfer);
    await app.flushMail();
    const [receipt, ...others] = toBuyer(id);
    expect(others).toEqual([]);
    expect(receipt!.subject).toBe(t('orderMail.receivedSubject', { number: orderNumber(id), store: shop.store_name }));
    expect(receipt!.text).toContain(t('orderMail.receivedIntro', { number: orderNumber(id), store: shop.store_name }));
    expect(receipt!.text).toContain(t('orderMail.number', { number: orderNumber(id) }));
    expect(receipt!.text).toContain(t('orderMail.paymentMethod', { method: 'Transferencia' }));
    expect(receipt!.text).toContain('12.50 USD c/u = 25.00 USD');
    expect(receipt!.text).toContain(t('orderMail.total', { amounts: '25.00 USD + 37.50 EUR' }));
    expect(receipt!.text).toContain(`${t('orderMail.howToPay', { method: 'Transferencia' })}\n${INSTRUCTIONS}`);
    // The seller's copy is for the seller: it never tells the store how to pay itself.
    expect(toSeller(id)[0]!.text).not.toContain(t('orderMail.howToPay', { method: 'Transferencia' }));
    expect(receipt!.text).not.toContain('$');
    expect(receipt!.link).toBe('https://plaza.example/profile?section=orders');
    expect(receipt!.html).toContain('Tarjeta 9204 1299 7000 3100<br>A nombre de &lt;Laura&gt; &amp; &quot;Co&quot;');
    expect(receipt!.html).not.toContain('<Laura>');
  });
});
