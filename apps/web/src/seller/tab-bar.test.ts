import { describe, expect, it } from 'vitest';
import { tabsThatFit } from './tab-bar';

describe('the tabs that fit before "Más"', () => {
  it('keeps every tab when the whole row fits, with no "Más"', () => {
    expect(tabsThatFit([60, 70, 80], 50, 218)).toBe(3);
  });
  it('leaves room for "Más" once one does not fit, in order', () => {
    // 60 + 4 + 70 + 4 + 50 = 188 ≤ 200; one more (80) would not fit.
    expect(tabsThatFit([60, 70, 80, 40], 50, 200)).toBe(2);
    expect(tabsThatFit([60, 70, 80, 40], 50, 187)).toBe(1);
    expect(tabsThatFit([60, 70], 50, 40)).toBe(0);
  });
});
