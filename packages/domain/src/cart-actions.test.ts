import { describe, expect, it } from 'vitest';
import type { Cart, CartProductSnapshot } from './cart';
import {
  addToCart,
  clearCart,
  linePrice,
  orderItems,
  productSnapshot,
  removeItem,
  setCoupon,
  setPaymentMethod,
  setQuantity,
  type AddToCartInput,
} from './cart-actions';
import { cartItemPrice } from './pricing';
import { cartTotals } from './totals';

const NOW = new Date('2025-06-15T12:00:00.000Z');

const retail: CartProductSnapshot = { name: 'Café', price: 1000, stock: 5, currency: 'CUP', images: [], wholesale_prices: [], special_offer: null };
const wholesale: CartProductSnapshot = {
  name: 'Arroz por sacos',
  price: 0,
  stock: 0,
  currency: 'CUP',
  images: [],
  wholesale_prices: [
    { wholesale_id: 11, min_quantity: 10, price_per_unit: 450 },
    { wholesale_id: 12, min_quantity: 50, price_per_unit: 400 },
  ],
  special_offer: null,
};

function input(overrides: Partial<AddToCartInput> = {}): AddToCartInput {
  return { storeId: 1, storeName: 'Sabores', productId: 7, product: retail, quantity: 1, ...overrides };
}

function added(carts: readonly Cart[], overrides: Partial<AddToCartInput> = {}) {
  const result = addToCart(carts, input(overrides), NOW);
  if (!result.ok) throw new Error(result.message);
  return result;
}

describe('productSnapshot', () => {
  it('keeps what prices the line and drops the rest of the product', () => {
    const snapshot = productSnapshot({
      currency: 'CUP',
      ...retail,
      images: [{ image: 'a.webp', image_id: 3 } as { image: string }],
      wholesale_prices: [{ wholesale_id: 1, min_quantity: 3, price_per_unit: 900 }],
      special_offer: { enabled: true, tmp_price: 800, start_date: null, end_date: null },
    });
    expect(snapshot.images).toEqual([{ image: 'a.webp' }]);
    expect(snapshot.special_offer?.tmp_price).toBe(800);
  });
});

describe('addToCart', () => {
  it('creates the store cart, then adds to it without a separate-store notice', () => {
    const first = added([]);
    expect(first.separateStore).toBe(false);
    expect(first.carts).toEqual([{ storeId: 1, storeName: 'Sabores', items: [{ productId: 7, product: retail, quantity: 1 }] }]);
    const second = added(first.carts, { productId: 8 });
    expect(second.separateStore).toBe(false);
    expect(second.carts[0]?.items).toHaveLength(2);
  });

  it('starts a separate cart for another store and says so', () => {
    const result = added(added([]).carts, { storeId: 2, storeName: 'TecnoCuba', productId: 20 });
    expect(result.separateStore).toBe(true);
    expect(result.carts.map((cart) => cart.storeId)).toEqual([1, 2]);
  });

  it('moves the cart added to last to the end', () => {
    const two = added(added([]).carts, { storeId: 2, storeName: 'TecnoCuba', productId: 20 }).carts;
    expect(added(two, { productId: 8 }).carts.map((cart) => cart.storeId)).toEqual([2, 1]);
  });

  it('adds up the quantity of a product already in the cart and checks the sum against the stock', () => {
    const carts = added([], { quantity: 3 }).carts;
    expect(added(carts, { quantity: 2 }).carts[0]?.items[0]?.quantity).toBe(5);
    const refused = addToCart(carts, input({ quantity: 3 }), NOW);
    expect(refused).toMatchObject({ ok: false, message: 'Solo hay 5 unidades disponibles' });
  });

  it('keeps the delivery date with the line, the latest one winning', () => {
    const carts = added([], { deliveryDate: '2025-07-01' }).carts;
    expect(carts[0]?.items[0]?.deliveryDate).toBe('2025-07-01');
    expect(added(carts, { deliveryDate: '2025-07-03' }).carts[0]?.items[0]?.deliveryDate).toBe('2025-07-03');
  });

  it('stores the applicable tier of a wholesale-only product, the price in major units', () => {
    const [cart] = added([], { product: wholesale, quantity: 50 }).carts;
    expect(cart?.items[0]).toMatchObject({ wholesale_id: 12, wholesale_price: 4 });
  });

  it('refuses a wholesale quantity under the smallest tier minimum', () => {
    expect(addToCart([], input({ product: wholesale, quantity: 5 }), NOW)).toMatchObject({
      ok: false,
      key: 'cart.wholesaleMinimum',
    });
  });

  it('gives a line added after a store coupon the coupon percent', () => {
    const carts = setCoupon(added([]).carts, 1, { code: 'BIENVENIDA10', scope: 'store', discount_value: 10, products: [] }, NOW);
    expect(added(carts, { productId: 8 }).carts[0]?.items[1]?.discountPercentage).toBe(10);
  });
});

describe('setQuantity', () => {
  const carts = added([], { quantity: 2 }).carts;

  it('changes the quantity within the stock', () => {
    const result = setQuantity(carts, 1, 7, 5, NOW);
    expect(result.ok && result.carts[0]?.items[0]?.quantity).toBe(5);
  });

  it('refuses more than the stock with the stock message', () => {
    expect(setQuantity(carts, 1, 7, 6, NOW)).toMatchObject({ ok: false, message: 'Solo hay 5 unidades disponibles' });
  });

  it('removes the line below 1, and the cart with its last line', () => {
    const result = setQuantity(carts, 1, 7, 0, NOW);
    expect(result).toEqual({ ok: true, carts: [] });
  });

  it('moves a wholesale line to the next tier as the quantity grows', () => {
    const tiered = added([], { product: wholesale, quantity: 10 }).carts;
    expect(tiered[0]?.items[0]).toMatchObject({ wholesale_id: 11, wholesale_price: 4.5 });
    const result = setQuantity(tiered, 1, 7, 50, NOW);
    expect(result.ok && result.carts[0]?.items[0]).toMatchObject({ wholesale_id: 12, wholesale_price: 4 });
  });
});

describe('removeItem and clearCart', () => {
  const carts = added(added(added([]).carts, { productId: 8 }).carts, { storeId: 2, storeName: 'TecnoCuba', productId: 20 }).carts;

  it('removes one line and keeps the cart while it has others', () => {
    expect(removeItem(carts, 1, 7).map((cart) => cart.items.length)).toEqual([1, 1]);
  });

  it('drops the store cart with its last line', () => {
    expect(removeItem(carts, 2, 20).map((cart) => cart.storeId)).toEqual([1]);
  });

  it('clears one store cart only', () => {
    expect(clearCart(carts, 1).map((cart) => cart.storeId)).toEqual([2]);
  });
});

describe('setCoupon', () => {
  const carts = added(added([]).carts, { productId: 8 }).carts;

  it('marks only the products a product coupon covers, and keeps the code', () => {
    const [cart] = setCoupon(carts, 1, { code: 'CAFE20', scope: 'product', discount_value: 20, products: [8] }, NOW);
    expect(cart?.appliedCouponCode).toBe('CAFE20');
    expect(cart?.items.map((item) => item.discountPercentage)).toEqual([undefined, 20]);
  });

  it('clears the code and the discounts when removed', () => {
    const withCoupon = setCoupon(carts, 1, { code: 'X', scope: 'store', discount_value: 10, products: [] }, NOW);
    const [cart] = setCoupon(withCoupon, 1, undefined, NOW);
    expect(cart?.appliedCouponCode).toBeUndefined();
    expect(cart?.items.every((item) => item.discountPercentage === undefined)).toBe(true);
  });
});

describe('setPaymentMethod', () => {
  it('keeps the chosen method with the cart', () => {
    const [cart] = setPaymentMethod(added([]).carts, 1, { method_id: 4, name: 'WhatsApp' });
    expect(cart?.selectedPaymentMethod).toEqual({ method_id: 4, name: 'WhatsApp' });
  });
});

describe('linePrice and cartTotals', () => {
  it('prices an active offer as the server does, then the coupon', () => {
    const onOffer = { ...retail, special_offer: { enabled: true, tmp_price: 800, start_date: null, end_date: null } };
    const [cart] = setCoupon(added([], { product: onOffer, quantity: 2 }).carts, 1, { code: 'X', scope: 'store', discount_value: 10, products: [] }, NOW);
    const line = linePrice(cart!.items[0]!, NOW);
    expect(line).toMatchObject({ base: 800, unit: 720, source: 'offer', discountPercentage: 10, total: 1440 });
    expect(cartTotals(cart!, NOW)).toEqual([{ currency: 'CUP', amount: 1440 }]);
  });

  it('prices a line at the offer when a tier it reaches is not below it, and keeps no wholesale price for it', () => {
    const offerAndTier = {
      ...retail,
      stock: 50,
      wholesale_prices: [{ wholesale_id: 21, min_quantity: 5, price_per_unit: 900 }],
      special_offer: { enabled: true, tmp_price: 800, start_date: null, end_date: null },
    };
    const [cart] = added([], { product: offerAndTier, quantity: 6 }).carts;
    const item = cart!.items[0]!;
    expect(linePrice(item, NOW)).toMatchObject({ unit: 800, source: 'offer', total: 4800 });
    // The stored line (spec section 3) keeps no tier for it either: nothing shows the dearer tier as its price.
    expect(item.wholesale_id).toBeUndefined();
    expect(item.wholesale_price).toBeUndefined();
  });

  it('prices a wholesale line by its tier, as the spec reading of the stored wholesale_price does', () => {
    const [cart] = added([], { product: wholesale, quantity: 10 }).carts;
    const item = cart!.items[0]!;
    expect(linePrice(item, NOW).unit).toBe(450);
    expect(cartItemPrice(item)).toBe(450);
    expect(cartTotals(cart!, NOW)).toEqual([{ currency: 'CUP', amount: 4500 }]);
  });
});

describe('orderItems', () => {
  it('sends the product, quantity, tier and delivery date, never a price', () => {
    const carts = added(added([], { product: wholesale, quantity: 50, productId: 9 }).carts, { deliveryDate: '2025-07-01' }).carts;
    expect(orderItems(carts[0]!, NOW)).toEqual([
      { product_id: 9, quantity: 50, wholesale_id: 12 },
      { product_id: 7, quantity: 1, delivery_date: '2025-07-01' },
    ]);
  });
});
