import { describe, expect, it } from 'vitest';
import { tp } from './messages/es-panel';
import { bulkOutcome, pricePlusPercent, undoneStock, type BulkProduct } from './product-bulk';

const product = (extra: Partial<BulkProduct> = {}): BulkProduct => ({
  product_id: 1,
  name: 'Camisa',
  currency_id: 1,
  price: 1_000,
  stock: 5,
  wholesale_prices: [],
  special_offer: null,
  availability: null,
  ...extra,
});

describe('pricePlusPercent', () => {
  it('rounds to the nearest minor unit, halves up, in integers', () => {
    expect(pricePlusPercent(1_005, 10)).toBe(1_106); // 1 105.5
    expect(pricePlusPercent(999, -5)).toBe(949); // 949.05
    expect(pricePlusPercent(1_010, -5)).toBe(960); // 959.5 → 960
    expect(pricePlusPercent(333, 12.5)).toBe(375); // 374.625
    expect(pricePlusPercent(1_000, 0.01)).toBe(1_000); // 1 000.1
    expect(pricePlusPercent(1, -50)).toBe(1); // 0.5 → 1
    expect(pricePlusPercent(1, -90)).toBe(0); // 0.1
    // A float product (0.07 × 100 = 7.000000000000001) does not move a cent.
    expect(pricePlusPercent(100_000, 0.07)).toBe(100_070);
  });
});

describe('bulkOutcome', () => {
  it('applies a percent, a fixed price, a stock delta or a stock count', () => {
    expect(bulkOutcome(product(), { price: { percent: 10 } })).toEqual({ price_after: 1_100, stock_after: 5, problem: null });
    expect(bulkOutcome(product(), { price: { set: 750 }, stock: { add: -2 } })).toEqual({ price_after: 750, stock_after: 3, problem: null });
    expect(bulkOutcome(product(), { stock: { set: 0 } })).toEqual({ price_after: 1_000, stock_after: 0, problem: null });
  });

  it('refuses a stock below 0 and a price of 0', () => {
    expect(bulkOutcome(product(), { stock: { add: -6 } }).problem).toBe(tp('productBulk.stockBelowZero', { stock: -1, now: 5 }));
    expect(bulkOutcome(product({ price: 4 }), { price: { percent: -90 } }).problem).toBe(tp('productBulk.priceZero'));
  });

  it('leaves a wholesale-only product (price 0) at 0 under a percent', () => {
    const tiers = [{ min_quantity: 5, price_per_unit: 500 }];
    expect(bulkOutcome(product({ price: 0, wholesale_prices: tiers }), { price: { percent: 10 } })).toEqual({ price_after: 0, stock_after: 5, problem: null });
  });

  it('reports an offer or a tier the new price no longer stays above', () => {
    const offer = { enabled: true, tmp_price: 900, start_date: '2030-01-01T00:00:00.000Z', end_date: '2030-02-01T00:00:00.000Z' };
    expect(bulkOutcome(product({ special_offer: offer }), { price: { percent: -10 } }).problem).toBe(tp('product.offerPriceBelow'));
    expect(bulkOutcome(product({ special_offer: offer }), { price: { percent: -9 } }).problem).toBeNull();
    const tiers = [{ min_quantity: 5, price_per_unit: 950 }];
    expect(bulkOutcome(product({ wholesale_prices: tiers }), { price: { set: 950 } }).problem).toBe(tp('product.tierBelowPrice'));
  });

  it('does not blame the change for a rule the product already broke', () => {
    const offer = { enabled: true, tmp_price: 900, start_date: null, end_date: null };
    expect(bulkOutcome(product({ special_offer: offer }), { price: { percent: 5 } }).problem).toBeNull();
  });
});

describe('undoneStock', () => {
  it('undoes the change as its inverse, keeping sales made since, never below 0', () => {
    expect(undoneStock(15, 5, 15)).toEqual({ stock: 5, floored: false });
    expect(undoneStock(12, 5, 15)).toEqual({ stock: 2, floored: false }); // 3 sold since
    expect(undoneStock(7, 5, 15)).toEqual({ stock: 0, floored: true }); // 8 sold: more than the 5 there were
    expect(undoneStock(2, 10, 2)).toEqual({ stock: 10, floored: false }); // stock = 2 from 10, undone to 10
  });
});
