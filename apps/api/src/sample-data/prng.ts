// A seeded pseudo-random sequence for the sample data set: the same seed gives the same numbers on
// every machine and Node version (mulberry32 uses only 32-bit integer arithmetic), so the data set is
// the same rows every time it is built.

/** A deterministic source of numbers and choices. */
export interface Prng {
  /** The next number in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** One item of `items` (not empty). */
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items of `items`, in the order drawn. */
  sample<T>(items: readonly T[], count: number): T[];
}

/**
 * A {@link Prng} seeded with `seed`.
 *
 * @example
 * const random = seededPrng(2024);
 * random.int(1, 6); // the same value on every run
 */
export function seededPrng(seed: number): Prng {
  let state = seed | 0;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]) => items[int(0, items.length - 1)] as T,
    sample: <T>(items: readonly T[], count: number) => {
      const pool = [...items];
      const drawn: T[] = [];
      while (drawn.length < count && pool.length > 0) drawn.push(pool.splice(int(0, pool.length - 1), 1)[0] as T);
      return drawn;
    },
  };
}
