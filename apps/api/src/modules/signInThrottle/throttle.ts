// Sign-in throttling as the sign-in routes use it: find where a try comes from, ask before checking a
// password, report the outcome after. A try is counted per (account, address) and per address, or, from a
// device that signed in to the account before, against that device alone; no counter covers a whole account,
// so a stranger's failures never lock the owner out from another address or a known device. Refused tries
// answer exactly like a wrong password (the caller keeps the same message and timing).
import type { Kysely } from 'kysely';
import { recordAudit } from '../../audit/record.js';
import type { Database } from '../../db/types.js';
import type { ThrottleEvents } from '../../metrics/app-metrics.js';
import { lookUpDevices, rememberDevice, type BroughtDevice } from './devices.js';
import { accountAtAddress, accountName, accountOnDevice, countedAddress, wholeAddress } from './places.js';
import { decideTry, DEFAULT_THROTTLE_RULES, liveFailures, type CounterRules, type ThrottleRules } from './rules.js';
import {
  addFailure,
  clearCounter,
  clearCounters,
  readAccountCounters,
  readBusyAddresses,
  readCounters,
  type CounterKey,
  type UnlockTarget,
} from './store.js';

/** One sign-in try: whose account (as typed), from which client address, with which device cookie tokens. */
export interface SignInTry {
  username: string;
  address: string | null;
  deviceTokens?: readonly string[];
}

/** Where a try comes from, as the throttle counts it (from `place`). */
export interface SignInPlace {
  account: string;
  address: string;
  /** The counters the try meets. */
  keys: CounterKey[];
  /** The cookie's devices, looked up. */
  devices: BroughtDevice[];
}

/** Whether a try may check a password; `record` is false for refusals already in the audit log this minute. */
export interface TryVerdict {
  allowed: boolean;
  locked: boolean;
  record: boolean;
}

/** An address that failed more than its free tries lately, for the admins' list. */
export interface BusyAddress {
  address: string;
  failures: number;
  lastFailureAt: string;
  /** End of its lock or wait (ISO), or null when it may try now. */
  refusedUntil: string | null;
  locked: boolean;
}

/** Throttling of the password forms (sign-in, the Microsoft binding). */
export interface SignInThrottle {
  /** Where the try comes from: a known device of `userId` (the account's candidate, if any) or an address. */
  place(attempt: SignInTry, userId: number | undefined): Promise<SignInPlace>;
  /** Whether the try may check a password; a try refused during a wait is counted as a failure. */
  mayTry(place: SignInPlace): Promise<TryVerdict>;
  /** Counts a wrong password (and records a lock when it causes one). */
  failed(place: SignInPlace): Promise<void>;
  /** A right password: the place's account counter starts again; answers the device cookie to set. */
  succeeded(place: SignInPlace, userId: number): Promise<string>;
  /** Accounts locked from somewhere among `usernames`: lower-cased username → end of the latest lock (ISO). */
  locks(usernames: readonly string[]): Promise<Map<string, string>>;
  /** Addresses past their free failures within the reset period, newest first (at most 200). */
  busyAddresses(): Promise<BusyAddress[]>;
  /** Lifts the locks and waits of an account, an address or everything; answers how many counters went. */
  unlock(target: UnlockTarget): Promise<number>;
}

/** Refusals recorded in the audit log per counter and minute: a flood writes a bounded number of rows. */
const REFUSALS_RECORDED_PER_MINUTE = 1;
const REMEMBERED_REFUSALS = 10_000;

/**
 * Creates the throttle over the database counters; `events` (optional) hears failures and locks.
 *
 * @example
 * const throttle = createSignInThrottle(db, () => new Date());
 * const place = await throttle.place({ username, address, deviceTokens }, candidate?.id);
 * if (!(await throttle.mayTry(place)).allowed) throw badRequest(INVALID_CREDENTIALS);
 */
export function createSignInThrottle(
  db: Kysely<Database>,
  now: () => Date,
  rules: ThrottleRules = DEFAULT_THROTTLE_RULES,
  events?: ThrottleEvents,
  options: { secureCookies?: boolean } = {},
): SignInThrottle {
  const rulesOf = (key: CounterKey): CounterRules => (key.kind === 'address' ? rules.address : rules.account);
  const refusalsRecorded = new Map<string, number>();
  const worthRecording = (key: CounterKey, at: number) => {
    const id = `${key.kind}:${key.key}`;
    const last = refusalsRecorded.get(id);
    if (last !== undefined && at - last < 60_000 / REFUSALS_RECORDED_PER_MINUTE) return false;
    refusalsRecorded.delete(id);
    refusalsRecorded.set(id, at);
    if (refusalsRecorded.size > REMEMBERED_REFUSALS) refusalsRecorded.delete(refusalsRecorded.keys().next().value ?? '');
    return true;
  };
  const count = async (key: CounterKey, at: Date) => {
    const rule = rulesOf(key);
    const failures = await addFailure(db, key, at, new Date(at.getTime() - rule.resetHours * 3_600_000));
    if (failures !== rule.lockAfterFailures) return;
    events?.lock(key.kind === 'address' ? 'address' : 'account');
    const until = new Date(at.getTime() + rule.lockMinutes * 60_000).toISOString();
    const from = key.kind === 'device' ? { from: 'known device' } : { from: 'address', address: key.address };
    await recordAudit(
      db,
      {
        actorUserId: null,
        actorUsername: null,
        action: 'land.lock',
        target: key.kind === 'address' ? `address:${key.address}` : key.account,
        ip: null,
        outcome: 'denied',
        detail: { failures, until, ...(key.kind === 'address' ? {} : from) },
      },
      at,
    );
  };
  return {
    async place(attempt, userId) {
      const account = accountName(attempt.username);
      const address = countedAddress(attempt.address);
      // Looked up whether or not the account exists, so the time taken tells nothing about it.
      const devices = await lookUpDevices(db, attempt.deviceTokens ?? [], now());
      const device = userId === undefined ? undefined : devices.find((d) => d.userId === userId);
      const keys = device ? [accountOnDevice(account, device.hash)] : [accountAtAddress(account, address), wholeAddress(address)];
      return { account, address, keys, devices };
    },
    async mayTry({ keys }) {
      const at = now();
      const counters = await readCounters(db, keys);
      const verdicts = keys.map((k) => decideTry(counters.get(`${k.kind}:${k.key}`), rulesOf(k), at.getTime()));
      if (verdicts.every((v) => v.allowed)) return { allowed: true, locked: false, record: true };
      events?.failure('throttled');
      // A try during a wait counts (hammering makes the waits grow); during a lock it does not extend the lock.
      for (const [i, key] of keys.entries()) {
        const verdict = verdicts[i];
        if (verdict && !(!verdict.allowed && verdict.locked)) await count(key, at);
      }
      const refusing = keys.find((_, i) => verdicts[i]?.allowed === false) ?? keys[0];
      return {
        allowed: false,
        locked: verdicts.some((v) => !v.allowed && v.locked),
        record: refusing ? worthRecording(refusing, at.getTime()) : true,
      };
    },
    async failed({ keys }) {
      const at = now();
      events?.failure('wrong_password');
      for (const key of keys) await count(key, at);
    },
    async succeeded(place, userId) {
      const [accountKey] = place.keys;
      if (accountKey) await clearCounter(db, accountKey);
      return rememberDevice(db, place.devices, userId, now(), { days: rules.deviceDays, secure: options.secureCookies ?? false });
    },
    async locks(usernames) {
      const at = now().getTime();
      const locked = new Map<string, string>();
      for (const counter of await readAccountCounters(db, usernames.map(accountName))) {
        if (!counter.account || liveFailures(counter, rules.account, at) < rules.account.lockAfterFailures) continue;
        const until = counter.lastFailureMs + rules.account.lockMinutes * 60_000;
        const known = locked.get(counter.account);
        if (until > at && (!known || Date.parse(known) < until)) locked.set(counter.account, new Date(until).toISOString());
      }
      return locked;
    },
    async busyAddresses() {
      const at = now();
      const since = new Date(at.getTime() - rules.address.resetHours * 3_600_000);
      const counters = await readBusyAddresses(db, rules.address.freeFailures + 1, since, 200);
      return counters.map((counter) => {
        const verdict = decideTry(counter, rules.address, at.getTime());
        return {
          address: counter.address ?? counter.key,
          failures: counter.failures,
          lastFailureAt: new Date(counter.lastFailureMs).toISOString(),
          refusedUntil: verdict.allowed ? null : new Date(verdict.untilMs).toISOString(),
          locked: !verdict.allowed && verdict.locked,
        };
      });
    },
    unlock: (target) =>
      clearCounters(
        db,
        'account' in target
          ? { account: accountName(target.account) }
          : 'address' in target
            ? { address: countedAddress(target.address) }
            : target,
      ),
  };
}
