import { describe, expect, it } from 'vitest';
import { tp } from '@plaza/domain/messages/es-panel';
import { readChange } from './bulk-edit';

describe('readChange', () => {
  it('reads a signed percent with up to two decimals, a comma or a point', () => {
    expect(readChange('percent', '+10')).toEqual({ price: { percent: 10 } });
    expect(readChange('percent', '−5')).toEqual({ price: { percent: -5 } });
    expect(readChange('percent', '-12,5 %')).toEqual({ price: { percent: -12.5 } });
    expect(readChange('percent', 'diez')).toEqual({ message: tp('productBulk.invalidNumber') });
  });

  it('reads a price the Spanish way, and whole stock numbers', () => {
    expect(readChange('price_set', '12,50')).toEqual({ price: { set: 1_250 } });
    expect(readChange('stock_add', '-3')).toEqual({ stock: { add: -3 } });
    expect(readChange('stock_set', '20')).toEqual({ stock: { set: 20 } });
    expect(readChange('stock_set', '-1')).toEqual({ message: tp('productBulk.invalidNumber') });
    expect(readChange('stock_add', '1,5')).toEqual({ message: tp('productBulk.invalidNumber') });
  });
});
