// A refused try must not cost a password hash (a flood of them would take the server's CPU), yet must take as
// long as one, so that the answer's time does not tell a locked account from a wrong password. The checks that
// do hash are timed, and a refusal waits for the median of the recent ones: time passes, no CPU is spent.

const KEPT = 31;
/** Before any hash was timed: about what argon2id with the server's parameters takes on a small machine. */
const FIRST_GUESS_MS = 40;

/** Recent durations of password checks, in milliseconds. */
export interface HashTimer {
  /** Runs a password check and keeps its duration. */
  timed<T>(check: () => Promise<T>): Promise<T>;
  /** Waits as long as a password check typically takes now, without doing one. */
  waitLikeACheck(): Promise<void>;
}

/**
 * A timer over the last 31 password checks.
 *
 * @example
 * const timer = createHashTimer();
 * const right = await timer.timed(() => verifyPassword(hash, password));
 * await timer.waitLikeACheck(); // for a refused try
 */
export function createHashTimer(): HashTimer {
  const recent: number[] = [];
  const median = () => {
    if (recent.length === 0) return FIRST_GUESS_MS;
    const sorted = [...recent].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] ?? FIRST_GUESS_MS;
  };
  return {
    async timed(check) {
      const started = performance.now();
      try {
        return await check();
      } finally {
        recent.push(performance.now() - started);
        if (recent.length > KEPT) recent.shift();
      }
    },
    waitLikeACheck: () => new Promise((resolve) => setTimeout(resolve, median())),
  };
}
