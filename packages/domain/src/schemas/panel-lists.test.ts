import { describe, expect, it } from 'vitest';
import { formatCount, listRangeText, listSearch, LIST_COUNT_CAP } from './panel-lists';

describe('a list range', () => {
  it('reads "1–20 de 10.000" with Spanish grouping, the last page ending at the total', () => {
    expect(listRangeText(1, 20, 20, { total: 10_000, more: false })).toBe('1–20 de 10.000');
    expect(listRangeText(500, 20, 20, { total: 10_000, more: false })).toBe('9.981–10.000 de 10.000');
    expect(listRangeText(3, 20, 5, { total: 45, more: false })).toBe('41–45 de 45');
    expect(formatCount(1234)).toBe('1.234');
  });

  it('says "más de" past the cap, the range alone while counting, and nothing for an empty page', () => {
    expect(listRangeText(2, 20, 20, { total: LIST_COUNT_CAP, more: true })).toBe('21–40 de más de 10.000');
    expect(listRangeText(1, 20, 20, undefined)).toBe('1–20');
    expect(listRangeText(1, 20, 0, { total: 0, more: false })).toBe('');
  });
});

describe('a list search', () => {
  it('is trimmed, empty is none, and more than 100 characters is refused in Spanish', () => {
    expect(listSearch.parse('  café ')).toBe('café');
    expect(listSearch.parse('   ')).toBeUndefined();
    const long = listSearch.safeParse('x'.repeat(101));
    expect(long.success).toBe(false);
    expect(long.error?.issues[0]?.message).toBe('La búsqueda admite hasta 100 caracteres.');
  });
});
