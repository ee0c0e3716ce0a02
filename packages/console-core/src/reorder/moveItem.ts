/**
 * Whether the item at `index` can move one place up (-1) or down (+1) in `items`.
 *
 * @example
 * canMoveItem(['a', 'b', 'c'], 0, -1); // false: the first item cannot move up
 * canMoveItem(['a', 'b', 'c'], 0, 1);  // true
 */
export function canMoveItem(items: readonly unknown[], index: number, step: -1 | 1): boolean {
  const target = index + step;
  return index >= 0 && index < items.length && target >= 0 && target < items.length;
}

/**
 * A copy of `items` with the item at `index` moved one place up (-1) or down (+1), for "move up / move down"
 * buttons (guide questions, dictionary items, Picture It images); a move past either end leaves the copy as it
 * was. The original is never changed.
 *
 * @example
 * moveItem(['a', 'b', 'c'], 2, -1); // ['a', 'c', 'b']
 * moveItem(['a', 'b', 'c'], 0, -1); // ['a', 'b', 'c']
 */
export function moveItem<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const copy = [...items];
  if (!canMoveItem(items, index, step)) return copy;
  const target = index + step;
  [copy[index], copy[target]] = [copy[target] as T, copy[index] as T];
  return copy;
}
