import { describe, expect, it } from 'vitest';
import { reviewSchema } from './review';

const messages = (input: unknown) => reviewSchema.safeParse(input).error?.issues.map((i) => i.message);

describe('reviewSchema', () => {
  it('accepts every rating from 1 to 5', () => {
    for (const rating of [1, 2, 3, 4, 5]) expect(reviewSchema.parse({ rating, comment: 'Bien' })).toEqual({ rating, comment: 'Bien' });
  });
  it('asks for a rating when it is missing, out of range or not whole', () => {
    for (const rating of [undefined, 0, 6, 4.5, '4']) {
      expect(messages({ rating, comment: null })).toEqual(['Por favor, selecciona una calificación']);
    }
  });
  it('trims the comment', () => {
    expect(reviewSchema.parse({ rating: 5, comment: '  Muy bueno  ' }).comment).toBe('Muy bueno');
  });
  it('turns a missing, null, empty or blank comment into null', () => {
    for (const comment of [undefined, null, '', '   ']) expect(reviewSchema.parse({ rating: 3, comment })).toEqual({ rating: 3, comment: null });
  });
  it('accepts 1000 characters and refuses 1001', () => {
    expect(reviewSchema.safeParse({ rating: 3, comment: 'a'.repeat(1000) }).success).toBe(true);
    expect(messages({ rating: 3, comment: 'a'.repeat(1001) })).toEqual(['El comentario no puede superar 1000 caracteres']);
  });
});
