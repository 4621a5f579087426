import { describe, expect, it } from 'vitest';
import { changedFields } from './changed-fields';

describe('changedFields', () => {
  const saved = { name: 'TecnoCuba', email: null, closure: { closed_from: '2025-08-01', closed_until: '2025-08-15', message: 'Vacaciones' } };

  it('keeps only what differs from the saved value', () => {
    expect(changedFields({ name: 'TecnoCuba', email: 'hola@tecno.cu', closure: saved.closure }, saved)).toEqual({ email: 'hola@tecno.cu' });
  });

  it('compares an object by its content, and sends null when it is cleared', () => {
    expect(changedFields({ closure: { ...saved.closure } }, saved)).toEqual({});
    expect(changedFields({ closure: { ...saved.closure, message: 'Volvemos pronto' } }, saved)).toEqual({
      closure: { ...saved.closure, message: 'Volvemos pronto' },
    });
    expect(changedFields({ closure: null }, saved)).toEqual({ closure: null });
  });

  it('leaves out a field the form did not fill (undefined) and treats a missing saved value as null', () => {
    expect(changedFields({ name: undefined, category_id: null }, saved)).toEqual({});
    expect(changedFields({ category_id: 4 }, saved)).toEqual({ category_id: 4 });
  });
});
