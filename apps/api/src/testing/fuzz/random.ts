// A small seeded generator, so the fuzz test sends the same requests on every run and a failure
// can be replayed from its seed.

/** A deterministic source of numbers in [0, 1) (mulberry32). */
export interface Random {
  next(): number;
  /** An integer in [0, n). */
  below(n: number): number;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** `count` distinct elements of `items` (all of them when there are fewer), in their original order. */
  sample<T>(items: readonly T[], count: number): T[];
}

/**
 * A generator from a 32-bit seed.
 *
 * @example
 * const random = seeded(15);
 * random.pick(['a', 'b', 'c']); // the same letter on every run
 */
export function seeded(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const below = (n: number) => Math.floor(next() * n);
  return {
    next,
    below,
    pick: (items) => items[below(items.length)]!,
    sample: (items, count) => {
      if (items.length <= count) return [...items];
      const chosen = new Set<number>();
      while (chosen.size < count) chosen.add(below(items.length));
      return items.filter((_, index) => chosen.has(index));
    },
  };
}
