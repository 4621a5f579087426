import { describe, expect, it } from 'vitest';
import { kindLabel, readableChanges, valueText } from './audit-entry';

describe('an audit entry as the console reads it', () => {
  it('names the kind in Spanish, and keeps the name of a table it does not know', () => {
    expect(kindLabel('products.update')).toBe('Producto · modificado');
    expect(kindLabel('store_applications.insert')).toBe('Solicitud de vendedor · creado');
    expect(kindLabel('widgets.delete')).toBe('widgets · eliminado');
  });

  it("lists an update's changed fields with both values, an insert's after and a delete's before", () => {
    expect(readableChanges({ before: { price: 100, name: 'Té' }, after: { price: 120, name: 'Té verde' } })).toEqual([
      { field: 'name', before: 'Té', after: 'Té verde' },
      { field: 'price', before: '100', after: '120' },
    ]);
    expect(readableChanges({ before: null, after: { id: 3, hidden_at: null } })).toEqual([
      { field: 'hidden_at', after: '(vacío)' },
      { field: 'id', after: '3' },
    ]);
    expect(readableChanges({ before: { id: 3 }, after: null })).toEqual([{ field: 'id', before: '3' }]);
  });

  it('never shows a hash or a password', () => {
    expect(readableChanges({ before: null, after: { email: 'a@b.c', password_hash: 'x', confirmation_token_hash: 'y' } })).toEqual([
      { field: 'email', after: 'a@b.c' },
    ]);
  });

  it('writes lists and objects as JSON and booleans as they are', () => {
    expect(valueText(['a', 1])).toBe('["a",1]');
    expect(valueText({ a: 1 })).toBe('{"a":1}');
    expect(valueText(false)).toBe('false');
    expect(valueText('')).toBe('(vacío)');
  });
});
