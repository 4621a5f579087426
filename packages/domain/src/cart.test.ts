import { describe, expect, it } from 'vitest';
import { CART_STORAGE_VERSION, cartItemCount, migrateCarts, parseStoredCarts, serializeCarts, type Cart } from './cart';

const coffee = { name: 'Café', price: 100, stock: 5, images: [{ image: 'cafe.webp' }], wholesale_prices: [] };

function cart(overrides: Partial<Cart> = {}): Cart {
  return { storeId: 1, storeName: 'Sabores', items: [{ productId: 7, quantity: 2, product: { ...coffee, special_offer: null } }], ...overrides };
}

describe('parseStoredCarts', () => {
  it('reads back what serializeCarts wrote', () => {
    const carts = [
      cart({
        appliedCouponCode: 'CAFE20',
        appliedCoupon: { scope: 'product', discount_value: 20, products: [7] },
        selectedPaymentMethod: { method_id: 3, name: 'WhatsApp' },
      }),
    ];
    carts[0]!.items[0]!.deliveryDate = '2025-07-01';
    carts[0]!.items[0]!.discountPercentage = 20;
    expect(parseStoredCarts(serializeCarts(carts))).toEqual(carts);
  });

  it('gives no carts for nothing stored, broken JSON or a shape that is not carts', () => {
    expect(parseStoredCarts(null)).toEqual([]);
    expect(parseStoredCarts('{not json')).toEqual([]);
    expect(parseStoredCarts('[1,2]')).toEqual([]);
    expect(parseStoredCarts(JSON.stringify({ version: 1, carts: 'x' }))).toEqual([]);
  });

  it('writes the current version and leaves out empty carts', () => {
    const stored = JSON.parse(serializeCarts([cart(), cart({ storeId: 2, items: [] })])) as { version: number; carts: Cart[] };
    expect(stored.version).toBe(CART_STORAGE_VERSION);
    expect(stored.carts.map((c) => c.storeId)).toEqual([1]);
  });
});

describe('migrateCarts', () => {
  it('reads an unmarked or other version entry by entry, dropping what does not read as a cart', () => {
    const stored = {
      carts: [
        cart(),
        { storeId: 'two', storeName: 'Mala', items: [] },
        { storeId: 3, storeName: 'Sin líneas válidas', items: [{ productId: 1, quantity: 0, product: coffee }] },
        cart({ storeId: 1, storeName: 'Duplicada' }),
      ],
    };
    expect(migrateCarts(stored).map((c) => c.storeName)).toEqual(['Sabores']);
    expect(migrateCarts({ ...stored, version: 99 })).toHaveLength(1);
  });

  it('drops bad lines and bad tiers but keeps the rest of the cart', () => {
    const [read] = migrateCarts({
      version: 1,
      carts: [
        {
          storeId: 1,
          storeName: 'Sabores',
          items: [
            { productId: 7, quantity: 2, product: { ...coffee, wholesale_prices: [{ min_quantity: 10 }, { wholesale_id: 4, min_quantity: 10, price_per_unit: 80 }] } },
            { productId: 8, quantity: 1.5, product: coffee },
            { productId: 9, quantity: 1, product: { price: 100 } },
          ],
        },
      ],
    });
    expect(read?.items.map((item) => item.productId)).toEqual([7]);
    expect(read?.items[0]?.product.wholesale_prices).toEqual([{ wholesale_id: 4, min_quantity: 10, price_per_unit: 80 }]);
  });

  it('ignores derived fields that are out of range', () => {
    const [read] = migrateCarts({
      carts: [cart({ items: [{ productId: 7, quantity: 1, product: coffee, discountPercentage: 150, deliveryDate: 'mañana' }] })],
    });
    expect(read?.items[0]).toEqual({ productId: 7, quantity: 1, product: { ...coffee, special_offer: null } });
  });
});

describe('cartItemCount', () => {
  it('counts units over every cart', () => {
    expect(cartItemCount([cart(), cart({ storeId: 2, items: [{ productId: 1, quantity: 3, product: coffee }] })])).toBe(5);
  });
});
