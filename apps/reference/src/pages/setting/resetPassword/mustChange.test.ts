import { describe, expect, it } from 'vitest';
import { fieldOfError } from './api';
import { mustChangePassword } from './mustChange';
import { countdownLeft } from './useCountdown';

describe('own account helpers', () => {
  it('reads mustChangePassword from a login result or a user info', () => {
    expect(mustChangePassword({ token: 'x', userInfo: { mustChangePassword: true } })).toBe(true);
    expect(mustChangePassword({ mustChangePassword: true })).toBe(true);
    expect(mustChangePassword({ token: 'x', userInfo: { username: 'a' } })).toBe(false);
    expect(mustChangePassword(null)).toBe(false);
  });

  it('finds the field a 400 answer names', () => {
    expect(fieldOfError({ code: 400, result: { field: 'currentPassword' } })).toBe('currentPassword');
    expect(fieldOfError(new Error('x'))).toBeUndefined();
  });

  it('counts whole seconds down to zero', () => {
    expect(countdownLeft(10_000, 1_000)).toBe(9);
    expect(countdownLeft(10_000, 9_500)).toBe(1);
    expect(countdownLeft(10_000, 12_000)).toBe(0);
  });
});
