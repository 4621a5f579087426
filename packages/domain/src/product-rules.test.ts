import { describe, expect, it } from 'vitest';
import { tiersNotBelowOffer } from './product-rules';

const tiers = [
  { min_quantity: 5, price_per_unit: 900 },
  { min_quantity: 10, price_per_unit: 800 },
  { min_quantity: 20, price_per_unit: 700 },
];
const offer = (tmp_price: number, enabled = true) => ({ enabled, tmp_price, start_date: null, end_date: null });

describe('tiersNotBelowOffer', () => {
  it('names the tiers whose price per unit is not below an offer that is set', () => {
    expect(tiersNotBelowOffer({ wholesale_prices: tiers, special_offer: offer(800) })).toEqual([0, 1]);
    expect(tiersNotBelowOffer({ wholesale_prices: tiers, special_offer: offer(650) })).toEqual([0, 1, 2]);
  });
  it('is empty with no offer, an offer switched off, or an offer price not yet readable', () => {
    expect(tiersNotBelowOffer({ wholesale_prices: tiers, special_offer: null })).toEqual([]);
    expect(tiersNotBelowOffer({ wholesale_prices: tiers, special_offer: offer(650, false) })).toEqual([]);
    expect(tiersNotBelowOffer({ wholesale_prices: tiers, special_offer: offer(Number.NaN) })).toEqual([]);
    expect(tiersNotBelowOffer({ wholesale_prices: tiers, special_offer: offer(950) })).toEqual([]);
  });
});
