/**
 * A copy of `items` with the item at `index` moved one place up (-1) or down (+1); unchanged at the ends.
 * @example
 * moveItem(['a', 'b', 'c'], 2, -1); // ['a', 'c', 'b']
 */
export function moveItem<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  const copy = [...items];
  if (index < 0 || index >= copy.length || target < 0 || target >= copy.length) return copy;
  [copy[index], copy[target]] = [copy[target] as T, copy[index] as T];
  return copy;
}
