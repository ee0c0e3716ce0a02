// Sign-in throttling as the sign-in routes use it: ask before checking a password, report the outcome after.
// Refused tries answer exactly like a wrong password (the caller keeps the same message and timing), so the
// answer tells nothing about whether the account exists or is locked.
import type { Kysely } from 'kysely';
import { recordAudit } from '../../audit/record.js';
import type { Database } from '../../db/types.js';
import type { ThrottleEvents } from '../../metrics/app-metrics.js';
import { decideTry, DEFAULT_THROTTLE_RULES, liveFailures, type CounterRules, type ThrottleRules } from './rules.js';
import { addFailure, clearCounter, readCounters, readCountersOfKind, type CounterKey } from './store.js';

/** One sign-in try: whose account (as typed) and from which client address. */
export interface SignInTry {
  username: string;
  address: string | null;
}

/** The counters' key of an account: usernames are matched case-insensitively. */
export const accountKey = (username: string): CounterKey => ({ kind: 'account', key: username.trim().toLowerCase() });
const addressKey = (address: string | null): CounterKey => ({ kind: 'address', key: address ?? 'unknown' });

/** Throttling of one kind of sign-in (password, Microsoft binding, password change). */
export interface SignInThrottle {
  /** Whether the try may check a password; a refused try is counted as a failure. */
  mayTry(attempt: SignInTry): Promise<{ allowed: boolean; locked: boolean }>;
  /** Counts a wrong password (and records a lock when it causes one). */
  failed(attempt: SignInTry): Promise<void>;
  /** A right password: the account's counter starts again (the address's does not). */
  succeeded(attempt: SignInTry): Promise<void>;
  /** The locked accounts among `usernames`: lower-cased username → end of the lock (ISO). */
  locks(usernames: readonly string[]): Promise<Map<string, string>>;
  /** Lifts an account's lock and waits. */
  unlock(username: string): Promise<void>;
}

/**
 * Creates the throttle over the database counters; `events` (optional) hears failures and locks.
 *
 * @example
 * const throttle = createSignInThrottle(db, () => new Date());
 * if (!(await throttle.mayTry({ username, address })).allowed) throw badRequest(INVALID_CREDENTIALS);
 */
export function createSignInThrottle(
  db: Kysely<Database>,
  now: () => Date,
  rules: ThrottleRules = DEFAULT_THROTTLE_RULES,
  events?: ThrottleEvents,
): SignInThrottle {
  const rulesOf = (key: CounterKey): CounterRules => (key.kind === 'account' ? rules.account : rules.address);
  const count = async (key: CounterKey, at: Date) => {
    const resetBefore = new Date(at.getTime() - rulesOf(key).resetHours * 3_600_000);
    const failures = await addFailure(db, key, at, resetBefore);
    if (failures === rulesOf(key).lockAfterFailures) events?.lock(key.kind);
    if (key.kind === 'account' && failures === rules.account.lockAfterFailures) {
      const until = new Date(at.getTime() + rules.account.lockMinutes * 60_000).toISOString();
      await recordAudit(
        db,
        {
          actorUserId: null,
          actorUsername: null,
          action: 'land.lock',
          target: key.key,
          ip: null,
          outcome: 'denied',
          detail: { failures, until },
        },
        at,
      );
    }
  };
  return {
    async mayTry(attempt) {
      const at = now();
      const keys = [accountKey(attempt.username), addressKey(attempt.address)];
      const counters = await readCounters(db, keys);
      const verdicts = keys.map((k) => decideTry(counters.get(`${k.kind}:${k.key}`), rulesOf(k), at.getTime()));
      if (verdicts.every((v) => v.allowed)) return { allowed: true, locked: false };
      events?.failure('throttled');
      // A try during a wait counts (hammering makes the waits grow); during a lock it does not extend the lock.
      for (const [i, key] of keys.entries()) {
        const verdict = verdicts[i];
        if (verdict && !(!verdict.allowed && verdict.locked)) await count(key, at);
      }
      return { allowed: false, locked: verdicts.some((v) => !v.allowed && v.locked) };
    },
    async failed(attempt) {
      const at = now();
      events?.failure('wrong_password');
      await count(accountKey(attempt.username), at);
      await count(addressKey(attempt.address), at);
    },
    async succeeded(attempt) {
      await clearCounter(db, accountKey(attempt.username));
    },
    async locks(usernames) {
      const keys = usernames.map(accountKey);
      const counters = await readCountersOfKind(
        db,
        'account',
        keys.map((k) => k.key),
      );
      const at = now().getTime();
      const locked = new Map<string, string>();
      for (const key of keys) {
        const counter = counters.get(`${key.kind}:${key.key}`);
        if (!counter || liveFailures(counter, rules.account, at) < rules.account.lockAfterFailures) continue;
        const until = counter.lastFailureMs + rules.account.lockMinutes * 60_000;
        if (until > at) locked.set(key.key, new Date(until).toISOString());
      }
      return locked;
    },
    async unlock(username) {
      await clearCounter(db, accountKey(username));
    },
  };
}
