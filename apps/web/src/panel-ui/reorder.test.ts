import { describe, expect, it } from 'vitest';
import { canMove, moveItem } from './reorder';

describe('moveItem', () => {
  const ids = [10, 20, 30, 40];
  it('moves an item down, the ones between closing up', () => {
    expect(moveItem(ids, 0, 2)).toEqual([20, 30, 10, 40]);
  });
  it('moves an item up to the front, making it the card image', () => {
    expect(moveItem(ids, 3, 0)).toEqual([40, 10, 20, 30]);
  });
  it('swaps neighbours for a single step', () => {
    expect(moveItem(ids, 1, 2)).toEqual([10, 30, 20, 40]);
    expect(moveItem(ids, 2, 1)).toEqual([10, 30, 20, 40]);
  });
  it('leaves the list alone for a drop in place or out of range, and never changes its argument', () => {
    expect(moveItem(ids, 1, 1)).toEqual(ids);
    expect(moveItem(ids, -1, 2)).toEqual(ids);
    expect(moveItem(ids, 1, 4)).toEqual(ids);
    expect(moveItem(ids, 0.5, 2)).toEqual(ids);
    expect(ids).toEqual([10, 20, 30, 40]);
  });
});

describe('canMove', () => {
  it('lets the first go only down and the last only up', () => {
    expect(canMove(3, 0, -1)).toBe(false);
    expect(canMove(3, 0, 1)).toBe(true);
    expect(canMove(3, 2, 1)).toBe(false);
    expect(canMove(3, 2, -1)).toBe(true);
    expect(canMove(1, 0, 1)).toBe(false);
  });
});
