import { describe, expect, it } from 'vitest';
import { formatTotals } from './totals';

describe('totals per currency', () => {
  it('writes one amount per currency, joined by a plus, never their sum', () => {
    expect(formatTotals([{ currency: 'USD', amount: 27_900 }, { currency: 'EUR', amount: 4_150 }])).toBe('279.00 USD + 41.50 EUR');
  });
  it('writes a single currency alone, with thousands grouped', () => {
    expect(formatTotals([{ currency: 'CUP', amount: 123_456_700 }])).toBe('1,234,567.00 CUP');
  });
});
