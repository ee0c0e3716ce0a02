// When a sign-in may be tried: pure rules over a counter of failures, in the manner of Keycloak's brute-force
// detection. A few failures are free; after them each try must wait longer (doubling up to a ceiling); past a
// threshold the counter is locked for a while; a quiet period forgets everything. Kept pure so the figures an
// attacker gets can be computed and tested. Which counters a try meets is throttle.ts's business: never one
// of the whole account, so that nobody can lock its owner out from somewhere else.

/** The limits for one kind of counter. */
export interface CounterRules {
  /** Failures allowed without any wait. */
  freeFailures: number;
  /** Wait after the first failure past the free ones; doubles with each further failure. */
  firstWaitSeconds: number;
  /** The longest wait between two tries. */
  maxWaitSeconds: number;
  /** Failures at which the counter locks. */
  lockAfterFailures: number;
  /** How long a lock lasts after the last failure. */
  lockMinutes: number;
  /** A counter with no failure for this long starts again from zero. */
  resetHours: number;
}

/** The limits of the counters, and how long a device that signed in stays known. */
export interface ThrottleRules {
  /** One account's failures from one place: a client address, or a device that signed in to it before. */
  account: CounterRules;
  /** One client address's failures, across accounts (not met by a known device). */
  address: CounterRules;
  /** How long a device that signed in to an account is known to it (its cookie's lifetime). */
  deviceDays: number;
}

/** Defaults: Keycloak-like waits, a lock well before an attacker gets far. */
export const DEFAULT_THROTTLE_RULES: ThrottleRules = {
  account: { freeFailures: 5, firstWaitSeconds: 1, maxWaitSeconds: 900, lockAfterFailures: 20, lockMinutes: 60, resetHours: 12 },
  address: { freeFailures: 20, firstWaitSeconds: 1, maxWaitSeconds: 900, lockAfterFailures: 100, lockMinutes: 60, resetHours: 12 },
  deviceDays: 90,
};

/** A counter as stored: failures so far and when the last one happened (epoch ms). */
export interface FailureCounter {
  failures: number;
  lastFailureMs: number;
}

/** Whether a try may go ahead now, and if not until when (epoch ms) and whether it is a lock. */
export type TryVerdict = { allowed: true } | { allowed: false; untilMs: number; locked: boolean };

/** The failures of `counter` that still count at `nowMs` (0 once the reset period has passed). */
export function liveFailures(counter: FailureCounter | undefined, rules: CounterRules, nowMs: number): number {
  if (!counter) return 0;
  return nowMs - counter.lastFailureMs >= rules.resetHours * 3_600_000 ? 0 : counter.failures;
}

/**
 * The wait a counter imposes after `failures` failures, in seconds (0 while they are free).
 *
 * @example
 * waitAfter(7, DEFAULT_THROTTLE_RULES.account); // 4: the third failure past the five free ones
 */
export function waitAfter(failures: number, rules: CounterRules): number {
  if (failures <= rules.freeFailures) return 0;
  return Math.min(rules.maxWaitSeconds, rules.firstWaitSeconds * 2 ** (failures - rules.freeFailures - 1));
}

/**
 * Whether a sign-in may be tried now against `counter`.
 *
 * @example
 * decideTry({ failures: 20, lastFailureMs: now }, DEFAULT_THROTTLE_RULES.account, now); // locked for 60 minutes
 */
export function decideTry(counter: FailureCounter | undefined, rules: CounterRules, nowMs: number): TryVerdict {
  const failures = liveFailures(counter, rules, nowMs);
  if (!counter || failures === 0) return { allowed: true };
  if (failures >= rules.lockAfterFailures) {
    const untilMs = counter.lastFailureMs + rules.lockMinutes * 60_000;
    if (nowMs < untilMs) return { allowed: false, untilMs, locked: true };
  }
  const untilMs = counter.lastFailureMs + waitAfter(failures, rules) * 1000;
  return nowMs < untilMs ? { allowed: false, untilMs, locked: false } : { allowed: true };
}

/**
 * How many tries an attacker who always waits just long enough gets within `hours`, failing every time.
 *
 * @example
 * guessesWithin(1, DEFAULT_THROTTLE_RULES.account); // the figure SECURITY.md quotes per hour
 */
export function guessesWithin(hours: number, rules: CounterRules): number {
  const endMs = hours * 3_600_000;
  let counter: FailureCounter | undefined;
  let nowMs = 0;
  let guesses = 0;
  while (nowMs < endMs) {
    const verdict = decideTry(counter, rules, nowMs);
    if (!verdict.allowed) {
      nowMs = verdict.untilMs;
      continue;
    }
    guesses += 1;
    counter = { failures: liveFailures(counter, rules, nowMs) + 1, lastFailureMs: nowMs };
  }
  return guesses;
}
