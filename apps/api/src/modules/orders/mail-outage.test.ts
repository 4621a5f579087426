import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderNumber } from '@plaza/domain/constants';
import { createMailer } from '../../platform/mail';
import { buildTestApp, Client, type TestApp } from '../../test/app';
import { startMailbox } from '../../test/mailbox';
import { freePort } from '../../test/free-port';

/**
 * Issue 18's measured item: SMTP down for a burst of 500 orders, then back: every e-mail of
 * those orders delivered, none twice (counted by Message-ID at a real SMTP server). The retry
 * delays are seconds here instead of minutes; everything else is the server's own path: orders
 * through the API, their mail enqueued in their transactions, the app's sender. It takes a
 * minute or more (1,500 messages, each refused at least once, one SMTP connection per attempt).
 */
const ORDERS = 500;
/** The store's address, its owner's and the buyer's receipt. */
const MAILS_PER_ORDER = 3;
const CUSTOMERS = 10; // 60 orders per customer in 10 minutes is the limit
const AT_ONCE = 5;

let app: TestApp;
let port: number;
let shop: { store_id: number; owner_email: string; method: number; product: number };
const customers: Client[] = [];
const customerEmail = (i: number) => `rafaga${i}@example.com`;
/** Who placed each order, for the receipt's address. */
const buyerOf = new Map<string, string>();


beforeAll(async () => {
  port = await freePort();
  const env = { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Plaza <no-responder@plaza.test>' };
  // The server's own mailer (the test harness would otherwise collect mail instead of sending it).
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, mailFrom: env.MAIL_FROM, outboxDir: '' }, pino({ level: 'silent' }));
  app = await buildTestApp(env, { seed: 'demo', mailer, mailSender: { retryBaseMs: 1_000, retryMaxMs: 5_000, pollMs: 1_000 } });
  const { rows } = await app.deps.db.execute<typeof shop>(sql`
    select s.id as store_id, u.email as owner_email,
      (select id from payment_methods where store_id = s.id and kind = 'whatsapp' and enabled limit 1) as method,
      (select min(p.id) from products p where p.store_id = s.id) as product
    from stores s join users u on u.id = s.owner_id
    where exists (select 1 from payment_methods where store_id = s.id and kind = 'whatsapp' and enabled)
    order by s.id limit 1`);
  shop = rows[0]!;
  await app.deps.db.execute(sql`update stores set email = 'pedidos@tienda.example', closed_from = null, closed_until = null where id = ${shop.store_id}`);
  await app.deps.db.execute(sql`
    update products set hidden = false, stock = 100000, price = 990, offer_enabled = false, availability_start = null, availability_end = null
    where id = ${shop.product}`);
  await app.deps.db.execute(sql`delete from wholesale_prices where product_id = ${shop.product}`);
  for (let i = 0; i < CUSTOMERS; i++) {
    const email = customerEmail(i);
    await app.deps.db.execute(sql`
      insert into users (email, password_hash, name, last_name, activated_at)
      select ${email}, password_hash, 'Cliente', ${String(i)}, now() from users where email = 'cliente@plaza.local'`);
    const client = new Client(app);
    expect((await client.send('POST', '/api/auth/login', { email, password: 'Cliente123!' })).statusCode).toBe(200);
    customers.push(client);
  }
}, 120_000);
afterAll(() => app?.cleanup());

async function placeOrders(from: number, to: number): Promise<string[]> {
  const ids: string[] = [];
  for (let start = from; start < to; start += AT_ONCE) {
    const batch = Array.from({ length: Math.min(AT_ONCE, to - start) }, (_, k) =>
      customers[(start + k) % CUSTOMERS]!.send('POST', '/api/market/orders', {
        store_id: shop.store_id,
        payment_method_id: shop.method,
        items: [{ product_id: shop.product, quantity: 1 }],
      }),
    );
    for (const [k, response] of (await Promise.all(batch)).entries()) {
      expect(response.statusCode, response.body).toBe(200);
      const id = response.json<{ order_id: string }>().order_id;
      ids.push(id);
      buyerOf.set(id, customerEmail((start + k) % CUSTOMERS));
    }
  }
  return ids;
}

async function until(what: string, check: () => Promise<boolean>, ms: number) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`still waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

type Counts = { pending: number; sent: number; refused: number; total: number };
async function outboxCounts(): Promise<Counts> {
  const { rows } = await app.deps.db.execute<Counts>(sql`
    select count(*) filter (where status = 'pending')::int as pending, count(*) filter (where status = 'sent')::int as sent,
      count(*) filter (where last_error is not null or attempts > 1)::int as refused, count(*)::int as total from mail_outbox`);
  return rows[0]!;
}

describe('SMTP down for a burst of orders, then back', () => {
  it(`delivers the e-mails of ${ORDERS} orders, each exactly once`, async () => {
    // The SMTP server is down (nothing listens) for the first half of the burst…
    const started = Date.now();
    const ids = await placeOrders(0, ORDERS / 2);
    // …and up but refusing (421) for the second half.
    const mailbox = await startMailbox({ port });
    try {
      mailbox.setMode('busy');
      ids.push(...(await placeOrders(ORDERS / 2, ORDERS)));
      const burstMs = Date.now() - started;
      // Every message has been refused at least once before the server takes mail again.
      await until('every message to be refused', async () => (await outboxCounts()).refused === MAILS_PER_ORDER * ORDERS, 420_000);
      const refusedMs = Date.now() - started;
      expect(await outboxCounts()).toMatchObject({ total: MAILS_PER_ORDER * ORDERS, sent: 0, pending: MAILS_PER_ORDER * ORDERS });
      expect(mailbox.refusals).toBeGreaterThan(0);
      expect(mailbox.messages).toEqual([]);

      mailbox.setMode('accept');
      const back = Date.now();
      await until('every message sent', async () => (await outboxCounts()).sent === MAILS_PER_ORDER * ORDERS, 420_000);
      const recoveryMs = Date.now() - back;
      // Whatever any sender still had in hand is settled before counting.
      await app.flushMail();

      const counts = mailbox.countsByMessageId();
      const duplicates = [...counts].filter(([, n]) => n > 1);
      expect(duplicates).toEqual([]);
      const { rows } = await app.deps.db.execute<{ message_key: string }>(sql`select message_key from mail_outbox`);
      expect([...counts.keys()].sort()).toEqual(rows.map((row) => `<${row.message_key}@plaza.test>`).sort());
      // Each order's mail reached the store's address, its owner's and its buyer's.
      const recipientsByOrder = new Map<string, string[]>();
      for (const mail of mailbox.messages) {
        const number = /#([0-9a-f]{8})/.exec(mail.subject)?.[1] ?? '';
        recipientsByOrder.set(number, [...(recipientsByOrder.get(number) ?? []), mail.to]);
      }
      expect(recipientsByOrder.size).toBe(ORDERS);
      for (const id of ids) expect(recipientsByOrder.get(orderNumber(id))?.sort()).toEqual(['pedidos@tienda.example', shop.owner_email, buyerOf.get(id)].sort());
      const { rows: attempts } = await app.deps.db.execute<{ max: number; avg: number; min: number }>(sql`
        select min(attempts)::int as min, max(attempts)::int as max, avg(attempts)::float8 as avg from mail_outbox`);
      expect(attempts[0]!.min).toBeGreaterThanOrEqual(2);
      console.log(
        `[mail outage] ${ORDERS} orders in ${burstMs} ms with SMTP down, every e-mail refused at least once by ${refusedMs} ms; ` +
          `${counts.size} e-mails delivered once each ` +
          `${recoveryMs} ms after it came back (attempts per message: mean ${attempts[0]!.avg.toFixed(1)}, max ${attempts[0]!.max}; ` +
          `${mailbox.refusals} refusals by the busy server)`,
      );
    } finally {
      await mailbox.close();
    }
  }, 900_000);
});
