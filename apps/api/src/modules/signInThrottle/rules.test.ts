import { describe, expect, it } from 'vitest';
import { decideTry, DEFAULT_THROTTLE_RULES, guessesWithin, waitAfter } from './rules.js';

const account = DEFAULT_THROTTLE_RULES.account;
const address = DEFAULT_THROTTLE_RULES.address;

describe('sign-in throttle rules', () => {
  it('lets the free failures through, then doubles the wait up to its ceiling', () => {
    expect([0, 5, 6, 7, 8, 15, 16, 30].map((f) => waitAfter(f, account))).toEqual([0, 0, 1, 2, 4, 512, 900, 900]);
  });

  it('refuses a try before the wait has passed, and allows it after', () => {
    const counter = { failures: 8, lastFailureMs: 10_000 };
    expect(decideTry(counter, account, 13_999)).toEqual({ allowed: false, untilMs: 14_000, locked: false });
    expect(decideTry(counter, account, 14_000)).toEqual({ allowed: true });
  });

  it('locks at the threshold for the lock period, and forgets everything after the reset period', () => {
    const counter = { failures: 20, lastFailureMs: 0 };
    expect(decideTry(counter, account, 59 * 60_000)).toEqual({ allowed: false, untilMs: 3_600_000, locked: true });
    expect(decideTry(counter, account, 3_600_000)).toEqual({ allowed: true });
    expect(decideTry({ failures: 400, lastFailureMs: 0 }, address, 12 * 3_600_000)).toEqual({ allowed: true });
  });

  it('gives an attacker these figures against one account and from one address (quoted in SECURITY.md)', () => {
    const figures = {
      accountFirstHour: guessesWithin(1, account),
      accountFirstDay: guessesWithin(24, account),
      addressFirstHour: guessesWithin(1, address),
      addressFirstDay: guessesWithin(24, address),
    };
    expect(figures).toEqual({ accountFirstHour: 18, accountFirstDay: 42, addressFirstHour: 33, addressFirstDay: 106 });
    // Keycloak's own defaults (30 failures, waits up to 15 minutes) allow more than this in the first hour.
    expect(figures.accountFirstHour).toBeLessThan(30);
  });
});
