import { describe, expect, it } from 'vitest';
import { MAX_ORDER_AMOUNT, orderAmountsFit, unpaidHoldCap } from './order-limits';

describe('unpaidHoldCap', () => {
  it('lets one account hold half of what it could take, at least one unit', () => {
    expect(unpaidHoldCap(44, [])).toBe(22);
    expect(unpaidHoldCap(45, [])).toBe(22);
    expect(unpaidHoldCap(3, [])).toBe(1);
    expect(unpaidHoldCap(1, [])).toBe(1);
    expect(unpaidHoldCap(0, [])).toBe(1);
  });

  it('never falls below the largest wholesale tier the stock reaches', () => {
    const tiers = [{ min_quantity: 10 }, { min_quantity: 30 }, { min_quantity: 100 }];
    expect(unpaidHoldCap(44, tiers)).toBe(30);
    expect(unpaidHoldCap(40, [{ min_quantity: 12 }])).toBe(20);
    // A tier above what is there does not count: half of it is the cap.
    expect(unpaidHoldCap(20, [{ min_quantity: 50 }])).toBe(10);
    expect(unpaidHoldCap(100, tiers)).toBe(100);
  });
});

describe('orderAmountsFit', () => {
  it('accepts amounts up to the integer column and refuses any above it', () => {
    expect(orderAmountsFit([MAX_ORDER_AMOUNT], [MAX_ORDER_AMOUNT])).toBe(true);
    expect(orderAmountsFit([1_000_000_000, 1_000_000_000], [2_000_000_000])).toBe(true);
    expect(orderAmountsFit([3_000_000_000], [3_000_000_000])).toBe(false);
    expect(orderAmountsFit([2_000_000_000, 2_000_000_000], [4_000_000_000])).toBe(false);
    expect(orderAmountsFit([1_000_000_000 * 100_000], [1])).toBe(false);
  });
});
