// A refused try must not cost a password hash (a flood of them would take the server's CPU), yet must take as
// long as a wrong password, so that the answer's time does not tell a locked account from a wrong password.
// The tries that do check a password are timed from their start to their last write; a refusal pads its own
// (short) work to the median of the recent ones: time passes, no CPU is spent.

const KEPT = 31;
/** Before any try was timed: about what argon2id with the server's parameters takes on a small machine. */
const FIRST_GUESS_MS = 40;

/** Recent durations of tries that checked a password, and padding for those that did not. */
export interface AnswerTimer {
  /** Keeps the duration of a try that checked a password, begun at `startedMs` (performance.now()). */
  checked(startedMs: number): void;
  /** Waits until a try begun at `startedMs` has taken as long as a checked try typically takes now. */
  padRefusal(startedMs: number): Promise<void>;
}

/**
 * A timer over the last 31 checked tries.
 *
 * @example
 * const timer = createAnswerTimer();
 * const started = performance.now();
 * if (refused) await timer.padRefusal(started);
 * else timer.checked(started); // after the hash and the failure's writes
 */
export function createAnswerTimer(): AnswerTimer {
  const recent: number[] = [];
  const median = () => {
    if (recent.length === 0) return FIRST_GUESS_MS;
    const sorted = [...recent].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] ?? FIRST_GUESS_MS;
  };
  return {
    checked(startedMs) {
      recent.push(performance.now() - startedMs);
      if (recent.length > KEPT) recent.shift();
    },
    padRefusal: (startedMs) => new Promise((resolve) => setTimeout(resolve, Math.max(0, startedMs + median() - performance.now()))),
  };
}
