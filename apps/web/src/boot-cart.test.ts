import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { serializeCarts, type Cart } from '@plaza/domain/cart';
import { CARTS_STORAGE_KEY } from './features/cart/cart-store';

// boot.ts reads the device's carts without the cart's code (an import would pull the app's chunk
// into the page's first script): it must read the key and the format the cart writes.
describe("the data saver's look at the device's cart (boot.ts)", () => {
  const boot = readFileSync(new URL('./boot.ts', import.meta.url), 'utf8');

  it('reads the key the cart writes', () => {
    expect(boot).toContain(`localStorage.getItem('${CARTS_STORAGE_KEY}')`);
  });

  it('finds the carts where the stored format keeps them, and none once they are emptied', () => {
    expect(boot).toMatch(/\?\.carts;/);
    const cart = { storeId: 1, storeName: 'Tienda', items: [{ productId: 7, quantity: 1 }] } as unknown as Cart;
    expect((JSON.parse(serializeCarts([cart])) as { carts: unknown[] }).carts).toHaveLength(1);
    expect((JSON.parse(serializeCarts([{ ...cart, items: [] }])) as { carts: unknown[] }).carts).toEqual([]);
  });
});
