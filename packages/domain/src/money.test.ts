import { describe, expect, it } from 'vitest';
import { applyPercent, formatAmount, formatDollars, formatPrice, yearlyPrice } from './money';

describe('money', () => {
  it('formats minor units with two decimals', () => {
    expect(formatAmount(0)).toBe('0.00');
    expect(formatAmount(5)).toBe('0.05');
    expect(formatAmount(123456)).toBe('1,234.56');
    expect(formatAmount(-250)).toBe('-2.50');
    expect(formatAmount(99999)).toBe('999.99');
    expect(formatAmount(100000)).toBe('1,000.00');
    expect(formatAmount(123456789012)).toBe('1,234,567,890.12');
    expect(formatAmount(-123456789)).toBe('-1,234,567.89');
  });
  it('prefixes the checkout total with $', () => {
    expect(formatDollars(1999)).toBe('$19.99');
    expect(formatDollars(-100)).toBe('-$1.00');
  });
  it('shows a price in its currency', () => {
    expect(formatPrice(150000, 'CUP')).toBe('1,500.00 CUP');
  });
  it('applies a percent discount rounding to the nearest cent', () => {
    expect(applyPercent(1000, 15)).toBe(850);
    expect(applyPercent(999, 10)).toBe(899);
  });
  it('prices a year as 12 months less 5%', () => {
    expect(yearlyPrice(1000)).toBe(11400);
  });
});
