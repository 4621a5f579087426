import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OrderGroup } from '@plaza/domain/schemas/order';
import { totalsByCurrency } from '@plaza/domain/totals';
import { startServer, type RunningServer } from './harness';
import { ApiSession } from './session-client';

type Product = { product_id: number; store_id: number; price: number; stock: number; availability: unknown; wholesale_prices: unknown[]; special_offer: unknown };

const dataDir = mkdtempSync(join(tmpdir(), 'plaza-crash-'));
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({}, dataDir);
});
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a server killed in the middle of a burst of orders', () => {
  it('has lost no committed order and has no half-written one after it starts again', async () => {
    const session = new ApiSession(server.url);
    await session.login('cliente@plaza.local', 'Cliente123!');
    const search = (await (await session.get('/api/market/search?page_size=100')).json()) as { data: { results: (Product & { result_type: string })[] } };
    const product = search.data.results.find(
      (p) => p.result_type === 'product' && p.price > 0 && p.stock >= 40 && !p.availability && p.wholesale_prices.length === 0 && !p.special_offer,
    )!;
    expect(product).toBeTruthy();
    const methods = (await (await session.get(`/api/market/paymentMethods/${product.store_id}`)).json()) as { payment_methods: { method_id: number }[] };
    const before = ((await (await session.get('/api/market/orders')).json()) as OrderGroup[]).flatMap((g) => g.orders).length;

    const acknowledged: string[] = [];
    const burst = Array.from({ length: 40 }, async (_, i) => {
      await new Promise((resolve) => setTimeout(resolve, i * 15));
      try {
        const response = await session.send('POST', '/api/market/orders', {
          store_id: product.store_id,
          payment_method_id: methods.payment_methods[0]!.method_id,
          items: [{ product_id: product.product_id, quantity: 1 }],
        });
        if (response.status === 200) acknowledged.push(((await response.json()) as { order_id: string }).order_id);
      } catch {
        // the connection died with the server
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 250));
    server.kill();
    await Promise.all(burst);

    expect(acknowledged.length, 'the server died before the burst ended').toBeLessThan(40);

    server = await startServer({}, dataDir);
    const again = new ApiSession(server.url);
    await again.login('cliente@plaza.local', 'Cliente123!');
    const orders = ((await (await again.get('/api/market/orders')).json()) as OrderGroup[]).flatMap((g) => g.orders);
    const ids = new Set(orders.map((o) => o.id));
    for (const id of acknowledged) expect(ids.has(id), `acknowledged order ${id} survived`).toBe(true);
    for (const order of orders) {
      expect(order.items.length, `order ${order.id} has its lines`).toBeGreaterThan(0);
      // One total per currency of its lines (a demo order mixes two), and the first one as total_price.
      const totals = totalsByCurrency(order.items.map((item) => ({ currency: item.currency, amount: item.price * item.quantity })));
      expect(order.totals, `order ${order.id} totals`).toEqual(totals);
      expect(order.total_price).toBe(totals[0]!.amount);
    }
    const placed = orders.length - before;
    const after = (await (await again.get(`/api/market/products/${product.product_id}`)).json()) as Product;
    expect(after.stock, 'stock moved exactly with the committed orders').toBe(product.stock - placed);
  });
});
