import { describe, expect, it } from 'vitest';
import { unbrokenAmounts } from './unbroken-amounts';

describe('unbrokenAmounts', () => {
  it('joins each amount to its currency code and leaves the + between currencies breakable', () => {
    expect(unbrokenAmounts('279.00 USD + 1,366.00 EUR')).toBe('279.00\u00a0USD + 1,366.00\u00a0EUR');
  });
  it('leaves other text alone', () => {
    expect(unbrokenAmounts('12.50')).toBe('12.50');
    expect(unbrokenAmounts('Total: 2 Teléfonos, 3.50 y 2.00 USD')).toBe('Total: 2 Teléfonos, 3.50 y 2.00\u00a0USD');
  });
});
