import { describe, expect, it } from 'vitest';
import {
  addDays,
  canDecrease,
  canIncrease,
  checkAddToCart,
  checkQuantity,
  deliveryDateBounds,
  quantityBounds,
  type Availability,
  type CartProduct,
} from './add-to-cart';
import type { WholesaleTier } from './pricing';

const tiers: WholesaleTier[] = [
  { wholesale_id: 2, min_quantity: 50, price_per_unit: 700 },
  { wholesale_id: 1, min_quantity: 10, price_per_unit: 900 },
];
const retail = (overrides: Partial<CartProduct> = {}): CartProduct => ({ price: 1000, stock: 5, wholesale_prices: [], ...overrides });
const wholesale = (overrides: Partial<CartProduct> = {}): CartProduct => ({ price: 0, stock: 0, wholesale_prices: tiers, ...overrides });

const TODAY = '2025-06-15';
const availability: Availability = { start_date: '2025-06-18', end_date: '2025-06-30', minimum_reservation_days: 3 };
const booked = (overrides: Partial<CartProduct> = {}) => retail({ availability, ...overrides });

describe('checkAddToCart: quantity', () => {
  it('refuses 0, negatives and fractions', () => {
    for (const q of [0, -1, 1.5, Number.NaN, Infinity]) {
      expect(checkAddToCart(retail(), q, { today: TODAY })).toMatchObject({ ok: false, message: 'La cantidad debe ser un número entero mayor que 0' });
    }
  });
  it('accepts 1 of an in-stock retail product', () => {
    expect(checkAddToCart(retail(), 1, { today: TODAY })).toEqual({ ok: true });
  });
});

describe('checkAddToCart: wholesale-only product', () => {
  it('is not for sale without tiers', () => {
    expect(checkAddToCart(wholesale({ wholesale_prices: [] }), 10, { today: TODAY })).toEqual({
      ok: false,
      key: 'cart.notForSale',
      message: 'Este producto no está disponible para venta',
    });
  });
  it('refuses one unit below the smallest minimum, naming it', () => {
    expect(checkAddToCart(wholesale(), 9, { today: TODAY })).toMatchObject({
      ok: false,
      message: 'La cantidad mínima para compra al por mayor es 10',
    });
  });
  it('accepts exactly the smallest minimum with its tier', () => {
    expect(checkAddToCart(wholesale(), 10, { today: TODAY })).toEqual({ ok: true, tier: tiers[1] });
  });
  it('returns the highest tier reached', () => {
    expect(checkAddToCart(wholesale(), 50, { today: TODAY })).toEqual({ ok: true, tier: tiers[0] });
  });
  it('has no stock limit', () => {
    expect(checkAddToCart(wholesale({ stock: 3 }), 500, { today: TODAY }).ok).toBe(true);
  });
});

describe('checkAddToCart: retail product', () => {
  it('is out of stock at stock 0', () => {
    expect(checkAddToCart(retail({ stock: 0 }), 1, { today: TODAY })).toMatchObject({ ok: false, message: 'Este producto está agotado' });
  });
  it('accepts exactly the stock', () => {
    expect(checkAddToCart(retail({ stock: 5 }), 5, { today: TODAY }).ok).toBe(true);
  });
  it('refuses one above the stock, naming it', () => {
    expect(checkAddToCart(retail({ stock: 5 }), 6, { today: TODAY })).toMatchObject({
      ok: false,
      message: 'Solo hay 5 unidades disponibles',
    });
  });
});

describe('checkAddToCart: delivery date', () => {
  it('needs a date when the product has availability', () => {
    expect(checkAddToCart(booked(), 1, { today: TODAY })).toMatchObject({ ok: false, message: 'Por favor, selecciona una fecha de entrega' });
  });
  it('treats a malformed or impossible date as missing', () => {
    for (const deliveryDate of ['', '20-06-2025', '2025-6-20', '2025-02-30', '2025-06-20T00:00:00Z']) {
      expect(checkAddToCart(booked(), 1, { today: TODAY, deliveryDate })).toMatchObject({
        ok: false,
        message: 'Por favor, selecciona una fecha de entrega',
      });
    }
  });
  it('accepts a date exactly minimum_reservation_days after today and refuses the day before', () => {
    const product = booked({ availability: { ...availability, start_date: '2025-06-01' } });
    expect(checkAddToCart(product, 1, { today: TODAY, deliveryDate: '2025-06-18' })).toEqual({ ok: true });
    expect(checkAddToCart(product, 1, { today: TODAY, deliveryDate: '2025-06-17' })).toMatchObject({
      ok: false,
      message: 'La fecha debe ser al menos 3 días después de hoy',
    });
  });
  it('counts reservation days across a month end', () => {
    const product = booked({ availability: { start_date: '2025-01-01', end_date: '2025-12-31', minimum_reservation_days: 3 } });
    expect(checkAddToCart(product, 1, { today: '2025-02-27', deliveryDate: '2025-03-02' }).ok).toBe(true);
    expect(checkAddToCart(product, 1, { today: '2025-02-27', deliveryDate: '2025-03-01' }).ok).toBe(false);
  });
  it('includes both ends of the availability range', () => {
    expect(checkAddToCart(booked(), 1, { today: TODAY, deliveryDate: '2025-06-18' })).toEqual({ ok: true });
    expect(checkAddToCart(booked(), 1, { today: TODAY, deliveryDate: '2025-06-30' })).toEqual({ ok: true });
  });
  it('refuses the days just outside the range', () => {
    const product = booked({ availability: { ...availability, minimum_reservation_days: 0 } });
    for (const deliveryDate of ['2025-06-17', '2025-07-01']) {
      expect(checkAddToCart(product, 1, { today: TODAY, deliveryDate })).toMatchObject({
        ok: false,
        message: 'La fecha seleccionada está fuera del rango permitido',
      });
    }
  });
  it('reads the range from midnight timestamps too', () => {
    const product = booked({ availability: { ...availability, end_date: '2025-06-30T00:00:00.000Z' } });
    expect(checkAddToCart(product, 1, { today: TODAY, deliveryDate: '2025-06-30' }).ok).toBe(true);
  });
  it('refuses every date when the range cannot be read', () => {
    const product = booked({ availability: { ...availability, end_date: 'pronto' } });
    expect(checkAddToCart(product, 1, { today: TODAY, deliveryDate: '2025-06-20' })).toMatchObject({ ok: false, key: 'cart.deliveryDateOutOfRange' });
  });
  it('checks the quantity before the date', () => {
    expect(checkAddToCart(booked({ stock: 0 }), 1, { today: TODAY })).toMatchObject({ key: 'cart.outOfStock' });
  });
  it('keeps the wholesale tier when the date is fine', () => {
    expect(checkAddToCart(wholesale({ availability }), 10, { today: TODAY, deliveryDate: '2025-06-20' })).toEqual({ ok: true, tier: tiers[1] });
  });
  it('ignores a date for a product without availability', () => {
    expect(checkAddToCart(retail({ availability: null }), 1, { today: TODAY, deliveryDate: 'x' })).toEqual({ ok: true });
  });
  it('rejects a malformed today as a programming error', () => {
    expect(() => checkAddToCart(booked(), 1, { today: '15/06/2025', deliveryDate: '2025-06-20' })).toThrow();
  });
});

describe('deliveryDateBounds and addDays', () => {
  it('starts at the later of today + reservation days and the range start', () => {
    expect(deliveryDateBounds(availability, TODAY)).toEqual({ min: '2025-06-18', max: '2025-06-30' });
    expect(deliveryDateBounds(availability, '2025-06-20')).toEqual({ min: '2025-06-23', max: '2025-06-30' });
  });
  it('moves across month and leap-year ends', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('not a date', 1)).toBeUndefined();
  });
});

describe('checkQuantity', () => {
  it('gives the cart controls the same stock message', () => {
    expect(checkQuantity(retail({ stock: 2 }), 3)).toMatchObject({ message: 'Solo hay 2 unidades disponibles' });
  });
  it('gives the cart controls the same wholesale minimum message', () => {
    expect(checkQuantity(wholesale(), 9)).toMatchObject({ message: 'La cantidad mínima para compra al por mayor es 10' });
  });
});

describe('quantityBounds', () => {
  it('runs from 1 to the stock for a retail product', () => {
    expect(quantityBounds(retail({ stock: 7 }))).toEqual({ min: 1, max: 7 });
  });
  it('is empty for a retail product out of stock', () => {
    expect(quantityBounds(retail({ stock: 0 }))).toEqual({ min: 1, max: 0 });
  });
  it('starts at the smallest tier minimum and has no maximum for a wholesale-only product', () => {
    expect(quantityBounds(wholesale({ stock: 3 }))).toEqual({ min: 10, max: Infinity });
  });
});

describe('cart quantity controls', () => {
  it('disables minus at the minimum only', () => {
    expect(canDecrease(retail(), 1)).toBe(false);
    expect(canDecrease(retail(), 2)).toBe(true);
    expect(canDecrease(wholesale(), 10)).toBe(false);
    expect(canDecrease(wholesale(), 11)).toBe(true);
  });
  it('disables plus when the quantity reaches a positive stock', () => {
    expect(canIncrease(retail({ stock: 5 }), 4)).toBe(true);
    expect(canIncrease(retail({ stock: 5 }), 5)).toBe(false);
  });
  it('leaves plus enabled at stock 0, as the spec says', () => {
    expect(canIncrease(retail({ stock: 0 }), 1)).toBe(true);
  });
  it('never disables plus for a wholesale-only product', () => {
    expect(canIncrease(wholesale({ stock: 5 }), 5)).toBe(true);
  });
});
