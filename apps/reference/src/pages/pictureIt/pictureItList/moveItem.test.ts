import { describe, expect, it } from 'vitest';
import { moveItem } from './moveItem';

describe('moving a Picture It image', () => {
  it('moves up and down without changing the original, ignoring moves past either end', () => {
    const images = ['a', 'b', 'c'];
    expect(moveItem(images, 1, 0)).toEqual(['b', 'a', 'c']);
    expect(moveItem(images, 1, 2)).toEqual(['a', 'c', 'b']);
    expect(moveItem(images, 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(images, 2, 3)).toEqual(['a', 'b', 'c']);
    expect(images).toEqual(['a', 'b', 'c']);
  });
});
