import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { t as orderText } from '@plaza/domain/messages/es-mail';
import { openPostgres } from '../../db/connection';
import { buildTestApp, type TestApp } from '../../test/app';
import { onPostgres } from '../../test/database';
import { panelWorld, signedInAs } from '../store-admin/panel-world';
import { expirePendingOrders } from './order-transitions';

const ORDERS = 20;
const PRESSES = 200;

/**
 * Issue 18's measured race: 200 'Confirmar pago' / 'Cancelar pedido' presses on 20 orders, sent
 * at once to two API processes on one PostgreSQL (each with its own connection pool, as in
 * platform/two-processes.test.ts), while both processes' expiry jobs run on the orders that are
 * overdue. Every order ends in exactly one final state, changed by exactly one winner, and the
 * stock of the cancelled ones comes back exactly once.
 */
describe.skipIf(!onPostgres)('orders raced from two API processes on one PostgreSQL', () => {
  it('end each in one final state, with the stock returned exactly once', { timeout: 120_000 }, async () => {
    const secret = randomBytes(32).toString('hex');
    const one = await buildTestApp({ SESSION_SECRET: secret }, { seed: 'reference' });
    let two: TestApp | undefined;
    try {
      two = await buildTestApp({ SESSION_SECRET: secret }, { database: await openPostgres(one.databaseUrl!, 6) });
      const db = one.deps.db;
      const world = await panelWorld(one);
      await db.execute(sql`update products set stock = 10000 where id in (${world.products.cup}, ${world.products.usd})`);
      const buyers = await Promise.all([1, 2, 3, 4].map(() => signedInAs(one, 'customer')));

      // Every order holds both products (the presses fight over the same stock rows), in varied quantities.
      const orders: { id: string; cup: number; usd: number }[] = [];
      for (let i = 0; i < ORDERS; i++) {
        const cup = 1 + (i % 3);
        const usd = 1 + (i % 2);
        const response = await buyers[i % buyers.length]!.client.send('POST', '/api/market/orders', {
          store_id: world.storeA,
          payment_method_id: world.whatsappMethod,
          items: [
            { product_id: world.products.cup, quantity: cup },
            { product_id: world.products.usd, quantity: usd },
          ],
        });
        expect(response.statusCode, response.body).toBe(200);
        orders.push({ id: response.json<{ order_id: string }>().order_id, cup, usd });
      }
      // A quarter only ever gets 'Confirmar pago'; a fifth are overdue, for the expiry jobs.
      const payOnly = (i: number) => i % 4 === 0;
      const overdue = (i: number) => i % 5 === 4;
      for (const [i, order] of orders.entries())
        if (overdue(i)) await db.execute(sql`update orders set created_at = now() - interval '80 hours' where id = ${order.id}`);
      const stockOf = async () => {
        const { rows } = await db.execute<{ id: number; stock: number; sold_count: number }>(sql`
          select id, stock, sold_count from products where id in (${world.products.cup}, ${world.products.usd})`);
        return Object.fromEntries(rows.map((row) => [row.id, { stock: row.stock, sold: row.sold_count }]));
      };
      const before = await stockOf();

      const credentials = await world.seller.credentials();
      const presses = Array.from({ length: PRESSES }, (_, k) => {
        const index = k % ORDERS;
        const status = payOnly(index) || (k * 7) % 3 === 0 ? 'paid' : 'cancelled';
        return { index, status, app: k % 2 === 0 ? one : two! };
      });
      const [answers] = await Promise.all([
        Promise.all(
          presses.map(({ index, status, app }) =>
            app.inject({
              method: 'PATCH',
              url: `/api/store_admin/stores/${world.storeA}/orders/${orders[index]!.id}`,
              headers: { ...credentials, 'content-type': 'application/json' },
              payload: { status },
            }),
          ),
        ),
        expirePendingOrders(one.deps.db, 72),
        expirePendingOrders(two.deps.db, 72),
      ]);

      const unexpected = answers.filter((answer) => answer.statusCode !== 200 && answer.statusCode !== 409);
      expect(unexpected.map((answer) => `${answer.statusCode} ${answer.body}`)).toEqual([]);
      const { rows: finals } = await db.execute<{ id: string; status: string; cancel_reason: string | null; paid_at: Date | null }>(sql`
        select id, status, cancel_reason, paid_at from orders where store_id = ${world.storeA}`);
      const final = new Map(finals.map((row) => [row.id, row]));
      // The job names the hold it applied: the store's own (24 h by default), below the site's 72.
      const { rows: holds } = await db.execute<{ hours: number }>(sql`
        select payment_hold_hours as hours from stores where id = ${world.storeA}`);
      const expired = orderText('orderTexts.expiredReason', { hours: Math.min(Number(holds[0]!.hours), 72) });
      let cupBack = 0;
      let usdBack = 0;
      for (const [i, order] of orders.entries()) {
        const row = final.get(order.id)!;
        expect(['paid', 'cancelled'], order.id).toContain(row.status);
        const won = (status: string) =>
          presses.filter((press, k) => press.index === i && press.status === status && answers[k]!.statusCode === 200).length;
        const cancelledByJob = row.status === 'cancelled' && row.cancel_reason === expired ? 1 : 0;
        // Exactly one winner moved it to its final state; a payment was confirmed at most once.
        expect(won('cancelled') + cancelledByJob, order.id).toBe(row.status === 'cancelled' ? 1 : 0);
        expect(won('paid'), order.id).toBe(row.paid_at ? 1 : 0);
        if (payOnly(i) && !overdue(i)) expect(row.status).toBe('paid');
        if (!payOnly(i)) expect(row.status).toBe('cancelled');
        if (row.status === 'cancelled') {
          cupBack += order.cup;
          usdBack += order.usd;
        }
      }
      expect(answers.filter((answer) => answer.statusCode === 200).length).toBeGreaterThanOrEqual(ORDERS - orders.filter((_, i) => overdue(i)).length);
      const after = await stockOf();
      expect(after[world.products.cup]).toEqual({ stock: before[world.products.cup]!.stock + cupBack, sold: before[world.products.cup]!.sold - cupBack });
      expect(after[world.products.usd]).toEqual({ stock: before[world.products.usd]!.stock + usdBack, sold: before[world.products.usd]!.sold - usdBack });
    } finally {
      await two?.cleanup().catch(() => undefined);
      await one.cleanup();
    }
  });
});
