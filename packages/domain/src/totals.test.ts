import { describe, expect, it } from 'vitest';
import { addToCart } from './cart-actions';
import type { Cart, CartProductSnapshot } from './cart';
import { cartTotals, formatTotals, totalsByCurrency } from './totals';

const NOW = new Date('2025-06-15T12:00:00.000Z');
const retail: CartProductSnapshot = { name: 'Café', price: 1000, stock: 5, currency: 'CUP', images: [], wholesale_prices: [], special_offer: null };

function added(carts: readonly Cart[], overrides: { product?: CartProductSnapshot; productId?: number; quantity?: number } = {}) {
  const result = addToCart(carts, { storeId: 1, storeName: 'TecnoCuba', productId: 7, product: retail, quantity: 1, ...overrides }, NOW);
  if (!result.ok) throw new Error(result.message);
  return result;
}

describe('totals per currency', () => {
  it('totals lines per currency, in the order each currency first appears, never adding two currencies', () => {
    const lines = [
      { currency: 'USD', amount: 25000 },
      { currency: 'EUR', amount: 4150 },
      { currency: 'USD', amount: 2900 },
      { currency: 'EUR', amount: 0 },
    ];
    expect(totalsByCurrency(lines)).toEqual([
      { currency: 'USD', amount: 27900 },
      { currency: 'EUR', amount: 4150 },
    ]);
    expect(totalsByCurrency([{ currency: 'EUR', amount: 1 }, ...lines])[0]).toEqual({ currency: 'EUR', amount: 4151 });
    expect(totalsByCurrency([])).toEqual([]);
  });
  it('leaves the lines it totals untouched', () => {
    const line = { currency: 'CUP', amount: 100 };
    totalsByCurrency([line, { currency: 'CUP', amount: 50 }]);
    expect(line.amount).toBe(100);
  });
  it('shows one total per currency joined by +', () => {
    expect(formatTotals([{ currency: 'USD', amount: 27900 }, { currency: 'EUR', amount: 4150 }])).toBe('279.00 USD + 41.50 EUR');
    expect(formatTotals([{ currency: 'CUP', amount: 150000 }])).toBe('1,500.00 CUP');
    expect(formatTotals([{ currency: '', amount: 1250 }])).toBe('12.50');
    expect(formatTotals([])).toBe('');
  });
  it('shows a one-currency total with its code, a USD total as plainly as a CUP one, never with "$"', () => {
    expect(formatTotals([{ currency: 'CUP', amount: 99999 }])).toBe('999.99 CUP');
    expect(formatTotals([{ currency: 'USD', amount: 99999 }])).toBe('999.99 USD');
    expect(formatTotals([{ currency: 'CUP', amount: 1999 }])).not.toContain('$');
  });
});

describe('cartTotals', () => {
  it('totals a store priced in two currencies once per currency, never adding them', () => {
    let carts = added([], { product: { ...retail, currency: 'USD', price: 27900 }, productId: 1 }).carts;
    carts = added(carts, { product: { ...retail, currency: 'EUR', price: 2075 }, productId: 2, quantity: 2 }).carts;
    carts = added(carts, { product: { ...retail, currency: 'USD', price: 100 }, productId: 3 }).carts;
    expect(cartTotals(carts[0]!, NOW)).toEqual([
      { currency: 'USD', amount: 28000 },
      { currency: 'EUR', amount: 4150 },
    ]);
  });

  it('keeps a line of an old snapshot without a currency apart from the known ones', () => {
    const { currency: _currency, ...unknown } = retail;
    const carts = added(added([], { product: unknown, productId: 1 }).carts, { productId: 2 }).carts;
    expect(cartTotals(carts[0]!, NOW)).toEqual([
      { currency: '', amount: 1000 },
      { currency: 'CUP', amount: 1000 },
    ]);
  });
});
