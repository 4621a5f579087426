import { describe, expect, it } from 'vitest';
import {
  amountInputValue,
  applyPercent,
  formatAmount,
  PLAN_CURRENCY,
  formatPrice,
  parseAmount,
  readAmount,
  spanishAmount,
  yearlyPrice,
} from './money';

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
  it('writes every amount with its currency code, never a "$"', () => {
    expect(formatPrice(150000, 'CUP')).toBe('1,500.00 CUP');
    expect(formatPrice(99999, 'USD')).toBe('999.99 USD');
    expect(formatPrice(5, 'EUR')).toBe('0.05 EUR');
    expect(formatPrice(-250, 'CUP')).toBe('-2.50 CUP');
    expect(formatPrice(999, PLAN_CURRENCY)).toBe('9.99 USD');
    for (const minor of [0, 1999, -100, 123456789]) expect(formatPrice(minor, 'MLC')).not.toContain('$');
  });
  it('shows the bare amount only when no currency is known (a cart saved before products carried one)', () => {
    expect(formatPrice(1250, undefined)).toBe('12.50');
    expect(formatPrice(1250, null)).toBe('12.50');
    expect(formatPrice(1250, '')).toBe('12.50');
  });
  it('applies a percent discount rounding to the nearest cent', () => {
    expect(applyPercent(1000, 15)).toBe(850);
    expect(applyPercent(999, 10)).toBe(899);
  });
  it('prices a year as 12 months less 5%', () => {
    expect(yearlyPrice(1000)).toBe(11400);
  });

  it('reads a typed price in major units as minor units', () => {
    expect(parseAmount('12.50')).toBe(1250);
    expect(parseAmount('12.5')).toBe(1250);
    expect(parseAmount('12')).toBe(1200);
    expect(parseAmount('0')).toBe(0);
    expect(parseAmount('0.05')).toBe(5);
    expect(parseAmount(' 1500 ')).toBe(150000);
    expect(parseAmount('$12')).toBe(1200);
  });
  it('reads the Spanish format: a comma before the cents, dots between thousands', () => {
    expect(parseAmount('12,5')).toBe(1250);
    expect(parseAmount('12,50')).toBe(1250);
    expect(parseAmount('1250,5')).toBe(125050);
    expect(parseAmount('1.250,50')).toBe(125050);
    expect(parseAmount('1.234.567,89')).toBe(123456789);
    expect(parseAmount('1.234.567')).toBe(123456700);
  });
  it('reads a dot before the cents too, and the thousands as formatAmount writes them', () => {
    expect(parseAmount('1250.5')).toBe(125050);
    expect(parseAmount('1,250.50')).toBe(125050);
    expect(parseAmount('1,234,567.89')).toBe(123456789);
    expect(parseAmount('1,234,567')).toBe(123456700);
  });
  it('asks when one mark before three digits could be the cents or the thousands', () => {
    expect(readAmount('1,250')).toEqual({ ok: false, problem: 'ambiguous', decimal: 125, thousands: 125000 });
    expect(readAmount('1.250')).toEqual({ ok: false, problem: 'ambiguous', decimal: 125, thousands: 125000 });
    expect(readAmount('$ 12.500')).toEqual({ ok: false, problem: 'ambiguous', decimal: 1250, thousands: 1250000 });
    expect(parseAmount('1,500')).toBeNull();
    // Unambiguous ways to write either reading.
    expect(readAmount('1250,00')).toEqual({ ok: true, minor: 125000 });
    expect(readAmount('1,25')).toEqual({ ok: true, minor: 125 });
  });
  it('refuses what it cannot read without guessing', () => {
    for (const text of ['', ' ', 'abc', '-5', '12.345', '1,255', '0,250', '1250,500', '1,50,000', '1.250.5', '1,250,50', '12.', '.5', '1e3', '12 CUP', '1,2345', '99999999999999999999']) {
      expect(readAmount(text), text).toEqual({ ok: false, problem: 'format' });
      expect(parseAmount(text), text).toBeNull();
    }
  });
  it('reads back what formatAmount and amountInputValue write', () => {
    for (const minor of [0, 5, 1250, 99999, 123456789]) {
      expect(parseAmount(formatAmount(minor))).toBe(minor);
      expect(parseAmount(amountInputValue(minor))).toBe(minor);
    }
    expect(amountInputValue(123456)).toBe('1234.56');
  });
  it('writes minor units the Spanish way, for the question about an ambiguous amount', () => {
    expect(spanishAmount(125000)).toBe('1.250,00');
    expect(spanishAmount(125000, false)).toBe('1250,00');
    expect(spanishAmount(125)).toBe('1,25');
    expect(spanishAmount(123456789)).toBe('1.234.567,89');
    for (const minor of [0, 5, 125, 125000, 123456789]) expect(parseAmount(spanishAmount(minor)), String(minor)).toBe(minor);
  });
});
