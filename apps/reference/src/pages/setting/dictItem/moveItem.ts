/**
 * The ids in their new order after moving the item at `index` one step up (-1) or down (+1);
 * undefined when it cannot move that way.
 * @example
 * moveItem([1, 2, 3], 2, -1); // [1, 3, 2]
 */
export function moveItem(ids: readonly number[], index: number, step: -1 | 1): number[] | undefined {
  const target = index + step;
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return undefined;
  const next = [...ids];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
