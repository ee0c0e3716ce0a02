import { describe, expect, it } from 'vitest';
import { canMoveItem, moveItem } from './moveItem';

describe('moveItem', () => {
  it('moves up and down without changing the original, and leaves the ends alone', () => {
    const items = ['a', 'b', 'c'];
    expect(moveItem(items, 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(items, 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(items, 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(items, 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(items, 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(items, 2, 1)).toEqual(['a', 'b', 'c']);
    expect(items).toEqual(['a', 'b', 'c']);
  });

  it('says when an item cannot move past either end', () => {
    expect(canMoveItem([1, 2, 3], 0, -1)).toBe(false);
    expect(canMoveItem([1, 2, 3], 2, 1)).toBe(false);
    expect(canMoveItem([1, 2, 3], 2, -1)).toBe(true);
    expect(canMoveItem([1, 2, 3], 5, -1)).toBe(false);
  });
});
