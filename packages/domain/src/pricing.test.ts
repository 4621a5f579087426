import { describe, expect, it } from 'vitest';
import {
  applicableTier,
  applyCoupon,
  cartItemPrice,
  cartTotal,
  chargedTiers,
  couponApplies,
  isOfferActive,
  isWholesaleOnly,
  nextWholesaleTier,
  percentOff,
  smallestTierMinimum,
  unitPrice,
  type PricedProduct,
  type SpecialOffer,
  type WholesaleTier,
} from './pricing';

const tiers: WholesaleTier[] = [
  { wholesale_id: 2, min_quantity: 50, price_per_unit: 700 },
  { wholesale_id: 1, min_quantity: 10, price_per_unit: 900 },
  { wholesale_id: 3, min_quantity: 100, price_per_unit: 600 },
];

const NOW = new Date('2025-06-15T12:00:00.000Z');

function offer(overrides: Partial<SpecialOffer> = {}): SpecialOffer {
  return {
    enabled: true,
    tmp_price: 800,
    start_date: '2025-06-01T00:00:00.000Z',
    end_date: '2025-06-30T00:00:00.000Z',
    ...overrides,
  };
}

function product(overrides: Partial<PricedProduct> = {}): PricedProduct {
  return { price: 1000, stock: 20, wholesale_prices: [], special_offer: null, ...overrides };
}

describe('applicableTier', () => {
  it('is undefined below the smallest minimum', () => {
    expect(applicableTier(tiers, 9)).toBeUndefined();
  });
  it('applies a tier exactly at its minimum', () => {
    expect(applicableTier(tiers, 10)?.wholesale_id).toBe(1);
    expect(applicableTier(tiers, 50)?.wholesale_id).toBe(2);
  });
  it('keeps the lower tier one unit below the next minimum', () => {
    expect(applicableTier(tiers, 49)?.wholesale_id).toBe(1);
  });
  it('picks the highest reached tier whatever the order of the list', () => {
    expect(applicableTier(tiers, 500)?.wholesale_id).toBe(3);
  });
  it('is undefined without tiers', () => {
    expect(applicableTier([], 1000)).toBeUndefined();
  });
});

describe('smallestTierMinimum', () => {
  it('finds the smallest minimum in an unordered list', () => {
    expect(smallestTierMinimum(tiers)).toBe(10);
  });
  it('is undefined without tiers', () => {
    expect(smallestTierMinimum([])).toBeUndefined();
  });
});

describe('isWholesaleOnly', () => {
  it('is true exactly when the price is 0', () => {
    expect(isWholesaleOnly({ price: 0 })).toBe(true);
    expect(isWholesaleOnly({ price: 1 })).toBe(false);
  });
});

describe('isOfferActive', () => {
  const start = new Date('2025-06-01T00:00:00.000Z');
  const end = new Date('2025-06-30T00:00:00.000Z');

  it('is active inside its window', () => {
    expect(isOfferActive(offer(), NOW, 1000)).toBe(true);
  });
  it('starts at its start instant, not a millisecond earlier', () => {
    expect(isOfferActive(offer(), start, 1000)).toBe(true);
    expect(isOfferActive(offer(), new Date(start.getTime() - 1), 1000)).toBe(false);
  });
  it('ends at its end instant: the last millisecond before still counts', () => {
    expect(isOfferActive(offer(), new Date(end.getTime() - 1), 1000)).toBe(true);
    expect(isOfferActive(offer(), end, 1000)).toBe(false);
  });
  it('treats a missing start as already started and a missing end as never ending', () => {
    expect(isOfferActive(offer({ start_date: null }), new Date('2000-01-01T00:00:00Z'), 1000)).toBe(true);
    expect(isOfferActive(offer({ end_date: null }), new Date('2999-01-01T00:00:00Z'), 1000)).toBe(true);
  });
  it('is off when disabled, even inside its window', () => {
    expect(isOfferActive(offer({ enabled: false }), NOW, 1000)).toBe(false);
  });
  it('counts only when the offer price is below the price', () => {
    expect(isOfferActive(offer({ tmp_price: 999 }), NOW, 1000)).toBe(true);
    expect(isOfferActive(offer({ tmp_price: 1000 }), NOW, 1000)).toBe(false);
    expect(isOfferActive(offer({ tmp_price: 1200 }), NOW, 1000)).toBe(false);
  });
  it('never applies to a wholesale-only product or to an offer price of 0', () => {
    expect(isOfferActive(offer(), NOW, 0)).toBe(false);
    expect(isOfferActive(offer({ tmp_price: 0 }), NOW, 1000)).toBe(false);
  });
  it('stays off when a date cannot be read', () => {
    expect(isOfferActive(offer({ start_date: 'mañana' }), NOW, 1000)).toBe(false);
    expect(isOfferActive(offer({ end_date: 'nunca' }), NOW, 1000)).toBe(false);
  });
  it('is off without an offer', () => {
    expect(isOfferActive(null, NOW, 1000)).toBe(false);
    expect(isOfferActive(undefined, NOW, 1000)).toBe(false);
  });
});

describe('percentOff', () => {
  it('gives the percentage taken off the price', () => {
    expect(percentOff(1000, 750)).toBe(25);
  });
  it('rounds to the nearest whole percent, halves up', () => {
    expect(percentOff(1000, 667)).toBe(33);
    expect(percentOff(1000, 665)).toBe(34);
    expect(percentOff(200, 199)).toBe(1);
  });
  it('is 0 when the offer is not a discount', () => {
    expect(percentOff(1000, 1000)).toBe(0);
    expect(percentOff(1000, 1200)).toBe(0);
    expect(percentOff(0, 0)).toBe(0);
  });
});

describe('unitPrice', () => {
  it('charges the price of a plain retail product', () => {
    expect(unitPrice(product(), 1, NOW)).toEqual({ unitPrice: 1000, source: 'retail' });
  });
  it('charges the active offer price and says how much it takes off', () => {
    expect(unitPrice(product({ special_offer: offer() }), 1, NOW)).toEqual({ unitPrice: 800, source: 'offer', percentOff: 20 });
  });
  it('ignores an offer outside its window', () => {
    const later = new Date('2025-07-01T00:00:00Z');
    expect(unitPrice(product({ special_offer: offer() }), 1, later)).toEqual({ unitPrice: 1000, source: 'retail' });
  });
  it('switches a retail product to a cheaper tier exactly at the tier minimum', () => {
    const p = product({ wholesale_prices: tiers });
    expect(unitPrice(p, 9, NOW).source).toBe('retail');
    expect(unitPrice(p, 10, NOW)).toEqual({ unitPrice: 900, source: 'wholesale', wholesaleId: 1 });
  });
  it('prefers the offer over a tier that is not cheaper than it', () => {
    const p = product({ wholesale_prices: tiers, special_offer: offer({ tmp_price: 850 }) });
    expect(unitPrice(p, 10, NOW)).toEqual({ unitPrice: 850, source: 'offer', percentOff: 15 });
  });
  it('keeps the offer when the tier costs the same', () => {
    const p = product({ wholesale_prices: tiers, special_offer: offer({ tmp_price: 900 }) });
    expect(unitPrice(p, 10, NOW).source).toBe('offer');
  });
  it('prefers a tier that is cheaper than the offer', () => {
    const p = product({ wholesale_prices: tiers, special_offer: offer({ tmp_price: 850 }) });
    expect(unitPrice(p, 50, NOW)).toEqual({ unitPrice: 700, source: 'wholesale', wholesaleId: 2 });
  });
  it('never charges a retail product a tier dearer than its price', () => {
    const p = product({ price: 500, wholesale_prices: tiers });
    expect(unitPrice(p, 100, NOW)).toEqual({ unitPrice: 500, source: 'retail' });
  });
  it('charges a wholesale-only product its applicable tier', () => {
    const p = product({ price: 0, wholesale_prices: tiers });
    expect(unitPrice(p, 75, NOW)).toEqual({ unitPrice: 700, source: 'wholesale', wholesaleId: 2 });
  });
  it('quotes the smallest tier for a wholesale-only product below its minimum', () => {
    const p = product({ price: 0, wholesale_prices: tiers });
    expect(unitPrice(p, 1, NOW)).toEqual({ unitPrice: 900, source: 'wholesale', wholesaleId: 1 });
  });
  it('prices a wholesale-only product without tiers at 0', () => {
    expect(unitPrice(product({ price: 0 }), 5, NOW)).toEqual({ unitPrice: 0, source: 'retail' });
  });
});

describe('chargedTiers', () => {
  it('lists every tier of a product without an offer, and of a wholesale-only one', () => {
    expect(chargedTiers(product({ wholesale_prices: tiers }), NOW)).toEqual(tiers);
    expect(chargedTiers(product({ price: 0, wholesale_prices: tiers }), NOW)).toEqual(tiers);
  });
  it('leaves out a tier not below the running offer, which unitPrice never charges', () => {
    const p = product({ wholesale_prices: tiers, special_offer: offer({ tmp_price: 700 }) });
    expect(chargedTiers(p, NOW).map((tier) => tier.wholesale_id)).toEqual([3]);
    expect(unitPrice(p, 50, NOW)).toMatchObject({ unitPrice: 700, source: 'offer' });
  });
  it('lists them all again once the offer has ended', () => {
    const p = product({ wholesale_prices: tiers, special_offer: offer({ tmp_price: 700 }) });
    expect(chargedTiers(p, new Date('2025-07-01T00:00:00Z'))).toEqual(tiers);
  });
});

describe('nextWholesaleTier', () => {
  const stocked = (overrides: Partial<PricedProduct> = {}) => product({ stock: 500, wholesale_prices: tiers, ...overrides });

  it('names the units missing to the next tier and its unit price, then the tier after it', () => {
    expect(nextWholesaleTier(stocked(), 1, NOW)).toEqual({ tier: tiers[1], missing: 9, unitPrice: 900 });
    expect(nextWholesaleTier(stocked(), 9, NOW)).toMatchObject({ missing: 1, unitPrice: 900 });
    expect(nextWholesaleTier(stocked(), 10, NOW)).toMatchObject({ missing: 40, unitPrice: 700 });
    expect(nextWholesaleTier(stocked(), 99, NOW)).toMatchObject({ missing: 1, unitPrice: 600 });
  });

  it('says nothing at the top tier or without tiers', () => {
    expect(nextWholesaleTier(stocked(), 100, NOW)).toBeUndefined();
    expect(nextWholesaleTier(stocked(), 250, NOW)).toBeUndefined();
    expect(nextWholesaleTier(product({ stock: 500 }), 1, NOW)).toBeUndefined();
  });

  it('skips tiers the stock cannot fill', () => {
    expect(nextWholesaleTier(stocked({ stock: 60 }), 10, NOW)).toMatchObject({ missing: 40, unitPrice: 700 });
    expect(nextWholesaleTier(stocked({ stock: 60 }), 50, NOW)).toBeUndefined();
    expect(nextWholesaleTier(stocked({ stock: 9 }), 1, NOW)).toBeUndefined();
  });

  it('agrees with unitPrice: a tier no cheaper than the active offer is no nudge', () => {
    // The offer (800) beats the first tier (900): the first nudge is the 50-unit tier at 700.
    const onOffer = stocked({ special_offer: offer() });
    expect(nextWholesaleTier(onOffer, 1, NOW)).toEqual({ tier: tiers[0], missing: 49, unitPrice: 700 });
    expect(unitPrice(onOffer, 50, NOW)).toMatchObject({ source: 'wholesale', unitPrice: 700 });
    // After the offer ends, the first tier counts again.
    expect(nextWholesaleTier(onOffer, 1, new Date('2025-07-01T00:00:00.000Z'))).toMatchObject({ missing: 9, unitPrice: 900 });
  });

  it('on a wholesale-only product, leads from one tier to the next', () => {
    const only = stocked({ price: 0 });
    expect(nextWholesaleTier(only, 10, NOW)).toMatchObject({ missing: 40, unitPrice: 700 });
    expect(nextWholesaleTier(only, 100, NOW)).toBeUndefined();
  });

  it('ignores a quantity that is not a positive integer', () => {
    expect(nextWholesaleTier(stocked(), 0, NOW)).toBeUndefined();
    expect(nextWholesaleTier(stocked(), 2.5, NOW)).toBeUndefined();
    expect(nextWholesaleTier(stocked(), Number.NaN, NOW)).toBeUndefined();
  });
});

describe('applyCoupon', () => {
  it('takes the percentage off, rounding to the nearest minor unit', () => {
    expect(applyCoupon(1000, 15)).toBe(850);
    expect(applyCoupon(999, 10)).toBe(899);
    expect(applyCoupon(1005, 10)).toBe(905);
  });
  it('holds the percent to 0..100', () => {
    expect(applyCoupon(1000, 150)).toBe(0);
    expect(applyCoupon(1000, -10)).toBe(1000);
  });
});

describe('couponApplies', () => {
  it('covers every product for a store coupon', () => {
    expect(couponApplies({ scope: 'store', products: [] }, 7)).toBe(true);
  });
  it('covers only the listed products for a product coupon', () => {
    expect(couponApplies({ scope: 'product', products: [3, 7] }, 7)).toBe(true);
    expect(couponApplies({ scope: 'product', products: [3, 7] }, 8)).toBe(false);
  });
});

describe('cartItemPrice', () => {
  const line = { product: { price: 1000 }, quantity: 1 };

  it('uses the wholesale price, converted from major units without float noise', () => {
    expect(cartItemPrice({ ...line, wholesale_price: 12.3 })).toBe(1230);
    expect(cartItemPrice({ ...line, wholesale_price: 0.29 })).toBe(29);
  });
  it('prefers the wholesale price over a discount', () => {
    expect(cartItemPrice({ ...line, wholesale_price: 9, discountPercentage: 50 })).toBe(900);
  });
  it('honours a wholesale price of 0 as present', () => {
    expect(cartItemPrice({ ...line, wholesale_price: 0 })).toBe(0);
  });
  it('reduces the price by discountPercentage, rounding to the nearest minor unit', () => {
    expect(cartItemPrice({ ...line, discountPercentage: 20 })).toBe(800);
    expect(cartItemPrice({ product: { price: 999 }, quantity: 1, discountPercentage: 15 })).toBe(849);
  });
  it('falls back to the plain price', () => {
    expect(cartItemPrice(line)).toBe(1000);
    expect(cartItemPrice({ ...line, wholesale_price: null, discountPercentage: null })).toBe(1000);
  });
});

describe('cartTotal', () => {
  it('sums unit price times quantity', () => {
    const items = [
      { product: { price: 1000 }, quantity: 2 },
      { product: { price: 0 }, quantity: 10, wholesale_price: 4.5 },
      { product: { price: 2000 }, quantity: 3, discountPercentage: 10 },
    ];
    expect(cartTotal(items)).toBe(2000 + 4500 + 5400);
  });
  it('is 0 for an empty cart', () => {
    expect(cartTotal([])).toBe(0);
  });
});
